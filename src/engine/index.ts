// The engine's public facade: what the worker, the UI and the tools import. Age of Steam is the only rule system so far.
import type { GameSetup } from './api';
import type { GameState } from './aos/state';
import { startGame } from './aos/setup';

export { ENGINE_VERSION, checkSetup, startGame } from './aos/setup';
export { applyMove, MOVE_PHASE } from './aos/apply';
/** Tiles a seat may build this round (3, Engineer 4; 001:L244-247), so no layer restates the rule. */
export { buildTurn, tileLimit, type BuildTurn } from './aos/phases/build';
/** Whether a seat can still lay a tile, and the tiles finishing would leave unused (stops at the first legal build). */
export { canBuildAny, unusedTiles } from './aos/can-build';
export { toAct, legalMoves, buildOptions, checkBuild, deliveryOptions, endBuildReason, specialLinkOptions, urbanizeOptions, type SpecialLinkOption, type ToAct } from './aos/queries';
export { scoreBreakdown, type ScoreLine } from './aos/score';
export { finalScoring, offeredActions, roundPhases, SHARE_REDEMPTION } from './aos/round-info';
/** Share and expense numbers (001:L140-146, L574-577), so the UI's share preview restates no rule. */
export { expensesDue, MAX_SHARES, POINTS_PER_INCOME, POINTS_PER_SHARE, SHARE_VALUE } from './aos/numbers';
export { summary, type GameSummary, type SeatSummary } from './aos/summary';
export { boardView, viewFor } from './aos/view';
export { mapGameOptions, playedAsBase, variantKnown } from './aos/variants/index';
export { describeMove, describeEvent } from './aos/describe';
export { AOS_MESSAGES, formatMessage, type Lang } from './aos/messages';
export { isUndoBarrier, undoableCount } from './undo';
export { replay, toRecord, setupOf, RECORD_FORMAT, type ReplayResult } from './record';
export { parseMove } from './aos/schema';
export type { GameState, Phase, SeatEconomy, AosOptions } from './aos/state';
export type { AosMove, ActionId } from './aos/moves';
export type { ApplyResult, GameEvent, GameRecord, GameSetup, Edition, PlayerColor, SeatSetup } from './api';
export type { BoardView } from './view';
export type { Reason } from './reason';

/** A new game at its first decision (start order rolled, cubes drawn, $10 + 2 shares each). */
export function newGame(setup: GameSetup): GameState {
  return startGame(setup).state;
}
