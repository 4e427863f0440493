// The one door from Age of Steam's UI module to its engine: everything the panels read of the rules (numbers, round
// facts, the goods display, scores) comes through here, from the engine's page-safe module, so no other UI file
// imports src/engine/aos and the page never loads the rules themselves.
export { restatesMove } from '../../../engine/aos/restated';
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
} from '../../../engine/aos/round-info';
export { MAX_SHARES } from '../../../engine/aos/numbers';
export { goodsDisplay, type DisplayColumnInfo, type DisplayFieldInfo } from '../../../engine/aos/display';
export type { ScoreLine } from '../../../engine/aos/score';
export type { ActionId } from '../../../engine/aos/moves';
export { ACTIONS, type RoundHistory } from '../../../engine/aos/state';
export { AOS_MESSAGES, idListParam } from '../../../engine/aos/messages';
export { TRACK_MESSAGES } from '../../../engine/track/messages';
