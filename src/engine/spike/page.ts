// Spike's page-safe module: the one door from its UI folder (src/ui/rules/spike/) into this engine folder. It holds the
// texts, the card data the panels print (contract destinations, route cards, the train's levels) and, as types only,
// the shapes the page holds (moves, the view, queries). Nothing here pulls in the rules' flow (apply, route search):
// those run in the worker, loaded through the registry.
export { SPIKE_CATALOGUE } from './catalogue';
export { SPIKE_ID_PARAMS, spikeListParam } from './messages';
export { SPIKE_EDITIONS, ATTRIBUTES, type SpikeEdition, type SpikeView, type SpikePlayerView, type Attribute, type Counts, type HeldContract, type SpikePhase } from './state';
export type { SpikeMove, SpikeMoveType } from './moves';
export type { SpikeQueries, SpikeSystemTypes } from './module';
export type { SpikeSummary } from './summary';
export type { Payment, JokerSet } from './payment';
export type { RouteOption } from './routes';
export type { SpikeStanding } from './standings';
export type { ContractSide, RouteCard, SpikeCards, TrainConfig } from './cards';
export { cardsForBoard, contractSide, routeCard } from './deck';
// The payment search (pure arithmetic on colour counts): the build panel asks it how the cards a player adjusted pay.
export { cardsOf, cardCount, cheapestPayment, total } from './payment';
export { marketValue } from './market';
