// Steam's page-safe module: the one door from its UI folder (src/ui/rules/steam/) into this engine folder. It holds the
// texts and, as types only, the shapes the page holds (moves, the view, queries). Nothing here pulls in the rules'
// flow (apply, phases, build search): those run in the worker, loaded through the registry.
export { STEAM_CATALOGUE } from './catalogue';
export { STEAM_ID_PARAMS, steamListParam } from './messages';
export { STEAM_EDITIONS, type SteamEdition, type SteamSetupOptions } from './options';
export { ACTIONS, actionNumber } from './actions';
export type { SteamMove, ActionId } from './moves';
export type { SteamView, SeatEconomy, Phase } from './state';
export type { SteamQueries, SteamSystemTypes } from './module';
export type { SteamSummary, SteamSeatSummary } from './summary';
export type { SeatScore } from './score';
export { MAX_ENGINE, mayForgo } from './actions';
export type { Borrowing, Payment } from './finance';
export type { SteamBuildOption, BuildTurnInfo } from './queries';
export type { StartOrder } from './options';
export { capitalPreview, type CapitalPreview } from './finance';
