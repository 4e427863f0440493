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

