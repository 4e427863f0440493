// Age of Steam's engine surface for tests, tools and benches (what the engine's facade held while Age of Steam was the
// only system). The app reaches Age of Steam only through the registry (module.ts) and the page-safe page.ts.
import type { GameRecord } from '../api';
import type { BoardMap } from '../map/types';
import { replay as replayWith, toRecord as toRecordWith, type ReplayResult } from '../record';
import { ageOfSteam } from './module';
import type { AosMove } from './moves';
import type { AosSetup } from './options';
import { startGame } from './setup';
import type { GameState } from './state';

export { ageOfSteam, isUndoBarrier, type AosSystemTypes } from './module';
export { ENGINE_VERSION, checkSetup, startGame } from './setup';
export { applyMove } from './apply';
/** Tiles a seat may build this round (3, Engineer 4; 001:L244-247), so no layer restates the rule. */
export { buildTurn, tileLimit, type BuildTurn } from './phases/build';
/** Whether a seat can still lay a tile, and the tiles finishing would leave unused (stops at the first legal build). */
export { canBuildAny, unusedTiles } from './can-build';
export { toAct, legalMoves, buildOptions, checkBuild, deliveryOptions, endBuildReason, specialLinkOptions, urbanizeOptions, type SpecialLinkOption, type ToAct } from './queries';
export { scoreBreakdown, type ScoreLine } from './score';
export { finalScoring, offeredActions, roundPhases, SHARE_REDEMPTION } from './round-info';
/** Share and expense numbers (001:L140-146, L574-577), so the UI's share preview restates no rule. */
export { expensesDue, MAX_SHARES, POINTS_PER_INCOME, POINTS_PER_SHARE, SHARE_VALUE } from './numbers';
export { summary, type GameSummary, type SeatSummary } from './summary';
export { boardView, viewFor } from './view';
export type { AosView } from './state';
export { mapGameOptions, playedAsBase, variantKnown } from './variants/index';
export { describeMove, describeEvent } from './describe';
export { AOS_MESSAGES, formatMessage, type Lang } from './messages';
export { parseMove } from './schema';
export { checkPlan, MAX_PLAN_STEPS, type PlanCheck, type PlanStepResult } from './plan';
export { AOS_EDITIONS, type AosEdition, type AosSetup, type AosSetupOptions } from './options';
export { undoableCount } from '../undo';
export type { ReplayResult } from '../record';
export type { GameState, Phase, SeatEconomy, AosOptions } from './state';
export type { AosMove, ActionId } from './moves';
export type { ApplyResult, GameEvent, GameRecord, GameSetup, Edition, PlayerColor, SeatSetup } from '../api';
export type { BoardView } from '../view';
export type { Reason } from '../reason';

/** A new game at its first decision (start order rolled, cubes drawn, $10 + 2 shares each). */
export function newGame(setup: AosSetup): GameState {
  return startGame(setup).state;
}

/** A record of an Age of Steam game (src/engine/record.ts `toRecord` with this system). */
export function toRecord(from: AosSetup | GameState, moves: readonly AosMove[]): GameRecord<AosMove> {
  return toRecordWith(ageOfSteam, from, moves);
}

/** Replays an Age of Steam record (src/engine/record.ts `replay` with this system). */
export function replay(record: GameRecord<unknown>, map: BoardMap, opts: { keepStates?: boolean } = {}): ReplayResult<GameState> {
  return replayWith(ageOfSteam, record, map, opts);
}

