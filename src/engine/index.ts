// The engine kernel's public surface: the vocabulary every rule system shares (setup, moves' results, events,
// records), the rule-system interface and its registry, undo, reasons. It names no rule system: Age of Steam is
// reached through the registry (rule-systems.ts → aos/module.ts), the UI's page-safe aos/page.ts, and, for tests and
// tools, aos/index.ts.
export type { ApplyResult, Edition, GameEvent, GameRecord, GameSetup, PlayerColor, RuleSystemId, SeatSetup, SetupOptions } from './api';
export type { AnyRuleSystem, BaseMove, Catalogue, Decider, HeadFacts, Query, QueryTable, RecordSetup, RuleSystem, SnapshotCodec, SystemTypes, Text, Viewer } from './rule-system';
export { TABLE, viewerSeat } from './rule-system';
export { isRuleSystemId, loadRuleSystem, RULE_SYSTEM_IDS, ruleSystems, type RuleSystemSource } from './rule-systems';
export { checkRecord, checkSeats, isSeed, MAX_MOVES, MAX_NAME, parseRecord, PLAYER_COLORS, readRecord, RECORD_FORMAT, replay, setupOf, toRecord, type ReplayResult } from './record';
export { undoableCount } from './undo';
export { KERNEL_MESSAGES } from './messages';
export type { BoardView } from './view';
export type { Reason } from './reason';

// ——— Compatibility, to be removed once the callers have moved (H5: src/ui; H4b: src/worker/plan.ts, aos-port.ts) ———
// The Age of Steam facade this file used to be, less the record and undo helpers (now the kernel's, above, taking the
// system; Age of Steam's bound ones are in aos/index.ts). New code imports aos/page.ts (the UI) or aos/index.ts.
export {
  applyMove,
  buildOptions,
  buildTurn,
  canBuildAny,
  checkBuild,
  checkSetup,
  deliveryOptions,
  describeEvent,
  describeMove,
  endBuildReason,
  ENGINE_VERSION,
  expensesDue,
  finalScoring,
  formatMessage,
  legalMoves,
  mapGameOptions,
  MAX_SHARES,
  MOVE_PHASE,
  newGame,
  offeredActions,
  parseMove,
  playedAsBase,
  POINTS_PER_INCOME,
  POINTS_PER_SHARE,
  roundPhases,
  scoreBreakdown,
  SHARE_REDEMPTION,
  SHARE_VALUE,
  specialLinkOptions,
  startGame,
  summary,
  tileLimit,
  toAct,
  unusedTiles,
  urbanizeOptions,
  variantKnown,
  AOS_MESSAGES,
  boardView,
  viewFor,
  type ActionId,
  type AosMove,
  type AosOptions,
  type BuildTurn,
  type GameState,
  type GameSummary,
  type Lang,
  type Phase,
  type ScoreLine,
  type SeatEconomy,
  type SeatSummary,
  type SpecialLinkOption,
  type ToAct,
} from './aos/index';
