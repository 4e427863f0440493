// Age of Steam's page-safe module: the one door from its UI folder (src/ui/rules/aos/) into this engine folder. It
// holds what the panels read of the rules (numbers, round facts, the goods display, score lines, texts) and, as types
// only, the shapes the page holds (moves, the view, queries). Nothing here pulls in the rules' flow (apply, phases,
// build search), so the page bundle stays small; those run in the worker, loaded through the registry.
export { restatesMove } from './restated';
export {
  auctionDropPlaces,
  defaultBonusTo,
  finalScoring,
  incomeBySeat,
  incomeSplit,
  newCityColor,
  offeredActions,
  POINTS_PER_INCOME,
  POINTS_PER_SHARE,
  projectShares,
  roundOutlook,
  roundPhases,
  SHARE_REDEMPTION,
  START_PLAYER_PRICE,
  type RoundChange,
  type RoundOutlook,
} from './round-info';
export { MAX_SHARES } from './numbers';
export { goodsDisplay, type DisplayColumnInfo, type DisplayFieldInfo } from './display';
export type { ScoreLine } from './score';
export { ACTIONS, type AosOptions, type GameState, type Phase, type RoundHistory, type SeatEconomy } from './state';
export { AOS_MESSAGES, ID_PARAM_FAMILIES, idListParam, formatMessage, type Lang } from './messages';
/** The whole catalogue (the flow's texts and the track module's reasons), as RuleSystem.messages loads it. */
export { AOS_CATALOGUE } from './catalogue';
export { MAP_RULES } from './map-rules';
export { AOS_EDITIONS, MAX_ROUNDS, MIN_ROUNDS, type AosEdition, type AosSetupOptions } from './options';
export type { AosMove, ActionId } from './moves';
export type { AosView } from './state';
export type { AosQueries, AosSystemTypes } from './module';
export type { GameSummary, SeatSummary } from './summary';
export type { PlanCheck, PlanStepResult } from './plan';
export type { SpecialLinkOption, ToAct } from './queries';
export type { BuildTurn } from './phases/build';
