// Game records (docs/game-record.md), one format for every rule system: setup + seed + moves. Replay redraws every
// die from the seed (ARCHITECTURE rule 5). Reading an untrusted record file is checked here too, so the worker and
// the tools share one reading of the format. The rule system comes in as an argument; this file names none.
import type { GameBoard, GameRecord, GameSetup, PlayerColor, SeatSetup, SetupOptions } from './api';
import { reason, type Reason } from './reason';
import type { AnyRuleSystem, AnySetup, BotLevel, MapOf, RuleSystem, SystemTypes } from './rule-system';

export const RECORD_FORMAT = 'railhex-record/1';
/** A record with more moves is refused (no game comes near it; bounds untrusted input). */
export const MAX_MOVES = 20_000;
/** Longest seat name. */
export const MAX_NAME = 40;
/** The six player colours, in the order the new-game screen offers them. */
export const PLAYER_COLORS: readonly PlayerColor[] = ['blue', 'green', 'yellow', 'pink', 'grey', 'orange'];
/** Every bot level a seat may name (its system says which it plays: RuleSystem.botLevels). */
export const BOT_LEVELS: readonly BotLevel[] = ['baseline', 'easy', 'medium', 'hard'];

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Whether `from` is a setup rather than a state: a setup carries the rule system's id and the map itself. A system's
 * state must not carry a `ruleSystem` string beside a map object (the conformance suite checks it).
 */
function isSetup(from: unknown): from is AnySetup {
  return isObject(from) && typeof from.ruleSystem === 'string' && isObject(from.map) && Array.isArray(from.seats) && typeof from.seed === 'number';
}

/** `options` without its undefined values; undefined when none is left. */
function defined(options: Readonly<Record<string, unknown>>): SetupOptions | undefined {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(options)) if (v !== undefined) out[k] = v as string | number | boolean;
  return Object.keys(out).length ? out : undefined;
}

/**
 * Setup options from untrusted input (an imported record, a new-game request), the one reading of them: the kernel's
 * `casualUndo` (a boolean when given) split off, the rest judged and normalised by the system (RuleSystem.parseOptions,
 * which refuses keys it does not know), undefined values dropped.
 */
export function parseSetupOptions(system: AnyRuleSystem, raw: unknown): { ok: true; options: SetupOptions | undefined } | { ok: false; reason: Reason } {
  if (raw === undefined) return { ok: true, options: undefined };
  if (!isObject(raw)) return bad('import.record.options');
  const { casualUndo, ...own } = raw;
  if (casualUndo !== undefined && typeof casualUndo !== 'boolean') return bad('import.record.options');
  const parsed = system.parseOptions(own);
  if (!parsed.ok) return parsed;
  return { ok: true, options: defined({ casualUndo, ...parsed.options }) };
}

/** The options of a setup a caller built (toRecord), normalised by the system where it can read them. */
function setupOptions(system: AnyRuleSystem, options: SetupOptions | undefined): SetupOptions | undefined {
  const parsed = parseSetupOptions(system, options);
  return parsed.ok ? parsed.options : options && defined(options);
}

/** A record of `moves` played from a setup, or from the start of the game a state belongs to (RuleSystem.recordSetup). */
export function toRecord<T extends SystemTypes>(system: RuleSystem<T>, from: AnySetup | T['state'], moves: readonly T['move'][]): GameRecord<T['move']> {
  const head = isSetup(from)
    ? { edition: from.edition, map: from.map.id, seats: from.seats, seed: from.seed, options: setupOptions(system, from.options) }
    : system.recordSetup(from);
  const rec: GameRecord<T['move']> = {
    format: RECORD_FORMAT,
    engineVersion: system.version,
    ruleSystem: system.id,
    edition: head.edition,
    map: head.map,
    // A bot seat keeps its level (from a setup; a system's recordSetup names what its state keeps).
    seats: head.seats.map((s) => (s.bot ? { name: s.name, color: s.color, bot: s.bot } : { name: s.name, color: s.color })),
    seed: head.seed,
    moves: moves.map((m) => ({ ...m })),
  };
  if (head.options && Object.keys(head.options).length > 0) rec.options = { ...head.options };
  return rec;
}

/**
 * The options under which a game saved by engine version `savedBy` goes on by the rules it began with (Age of Steam: a
 * map whose own rules came later keeps the base rules; RuleSystem.settleOptions).
 */
export function settledOptions(system: AnyRuleSystem, options: SetupOptions | undefined, savedBy: string, map: GameBoard): SetupOptions | undefined {
  return system.settleOptions ? system.settleOptions(options, savedBy, map) : options;
}

/**
 * The setup a record (or a stored game, named the same way) starts from, with its map, under its settled options
 * (settledOptions). The worker host builds every game's setup here too: new, imported and stored.
 */
export function setupOf<M extends GameBoard>(system: AnyRuleSystem, record: Pick<GameRecord<unknown>, 'ruleSystem' | 'edition' | 'seats' | 'seed' | 'options' | 'engineVersion'>, map: M): GameSetup<SetupOptions, M> {
  const setup: GameSetup<SetupOptions, M> = { ruleSystem: record.ruleSystem, edition: record.edition, map, seats: record.seats, seed: record.seed };
  const options = settledOptions(system, record.options, record.engineVersion, map);
  if (options) setup.options = options;
  return setup;
}

export type ReplayResult<S = unknown> = { ok: true; state: S; states?: S[] } | { ok: false; reason: Reason; atMove: number };

/**
 * Replays a record on `map` with its rule system. `keepStates` returns the state after setup and after every move
 * (for undo and review). A move the system refuses stops the replay: `atMove` is its index (−1 = the setup itself).
 */
export function replay<T extends SystemTypes>(
  system: RuleSystem<T>,
  record: GameRecord<unknown>,
  map: MapOf<T>,
  opts: { keepStates?: boolean } = {},
): ReplayResult<T['state']> {
  if (record.format !== RECORD_FORMAT) return { ok: false, reason: reason('record.format', { format: String(record.format) }), atMove: -1 };
  if (record.ruleSystem !== system.id) return { ok: false, reason: reason('record.ruleSystem', { expected: system.id, given: String(record.ruleSystem) }), atMove: -1 };
  if (record.map !== map.id) return { ok: false, reason: reason('record.map', { expected: record.map, given: map.id }), atMove: -1 };
  const setup = setupOf(system as AnyRuleSystem, record, map);
  const started = system.start(setup);
  if (!started.ok) return { ok: false, reason: started.reason, atMove: -1 };
  let state = started.state;
  const states: T['state'][] | undefined = opts.keepStates ? [state] : undefined;
  for (let i = 0; i < record.moves.length; i++) {
    const r = system.apply(state, record.moves[i] as T['move']);
    if (!r.ok) return { ok: false, reason: r.reason, atMove: i };
    state = r.state;
    states?.push(state);
  }
  return states ? { ok: true, state, states } : { ok: true, state };
}

// ——— reading an untrusted record file ———

/** A refusal of the file: one catalogue sentence per problem (src/ui/model/messages.ts), no English detail inside. */
function bad(key: string, params?: Reason['params']): { ok: false; reason: Reason } {
  return { ok: false, reason: reason(key, params) };
}

type SeatProblem = { ok: false; detail: string; reason: Reason };

const problem = (detail: string, key: string, params?: Reason['params']): SeatProblem => ({ ...bad(key, params), detail });

/**
 * Seats as the new-game screen and records give them: 1–6, named, distinct colours, a bot's level where a bot plays.
 * A problem comes as a reason for an imported file and as an English detail for a new-game request (only the app's
 * own screen sends those).
 */
export function checkSeats(value: unknown): { ok: true; seats: SeatSetup[] } | SeatProblem {
  if (!Array.isArray(value) || value.length < 1 || value.length > 6) return problem('seats: 1 to 6 needed', 'import.record.seatCount');
  const seats: SeatSetup[] = [];
  for (const [i, s] of value.entries()) {
    if (!isObject(s)) return problem(`seat ${i + 1} is not an object`, 'import.record.seat', { seat: i + 1 });
    const name = typeof s.name === 'string' ? s.name.trim() : '';
    if (name.length < 1 || name.length > MAX_NAME) return problem(`seat ${i + 1}: name of 1 to ${MAX_NAME} characters needed`, 'import.record.seatName', { seat: i + 1, max: MAX_NAME });
    if (!PLAYER_COLORS.includes(s.color as PlayerColor)) return problem(`seat ${i + 1}: unknown colour`, 'import.record.seatColor', { seat: i + 1 });
    if (seats.some((o) => o.color === s.color)) return problem(`seat ${i + 1}: colour used twice`, 'import.record.seatColorTwice', { seat: i + 1 });
    if (s.bot !== undefined && !BOT_LEVELS.includes(s.bot as BotLevel)) return problem(`seat ${i + 1}: unknown bot level`, 'import.record.seatBot', { seat: i + 1 });
    seats.push(s.bot === undefined ? { name, color: s.color as PlayerColor } : { name, color: s.color as PlayerColor, bot: s.bot as BotLevel });
  }
  return { ok: true, seats };
}

export function isSeed(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 0xffffffff;
}

/** A rule system id or map id as a record may spell it. */
const isId = (v: unknown): v is string => typeof v === 'string' && /^[a-z0-9-]{1,40}$/.test(v);

/**
 * Reads a record file's text up to the point where its rule system is needed: JSON, format, version, rule system id,
 * map id, seats, seed, an options object and a moves array (moves unchecked: the system checks each). The edition
 * and options are the system's: `checkRecord` checks them once the caller has loaded the system named here.
 */
export function readRecord(text: string): { ok: true; record: GameRecord<unknown> } | { ok: false; reason: Reason } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return bad('import.notJson');
  }
  if (!isObject(data)) return bad('import.record.notObject');
  if (data.format !== RECORD_FORMAT) return bad('import.record.format');
  if (typeof data.engineVersion !== 'string' || data.engineVersion.length > 40) return bad('import.record.engineVersion');
  if (!isId(data.ruleSystem)) return bad('import.record.ruleSystem');
  if (typeof data.edition !== 'string' || data.edition.length > 40) return bad('import.record.edition');
  if (!isId(data.map)) return bad('import.record.map');
  const seats = checkSeats(data.seats);
  if (!seats.ok) return { ok: false, reason: seats.reason };
  if (!isSeed(data.seed)) return bad('import.record.seed');
  if (data.options !== undefined && !isObject(data.options)) return bad('import.record.options');
  if (!Array.isArray(data.moves)) return bad('import.record.moves');
  if (data.moves.length > MAX_MOVES) return bad('import.record.tooManyMoves', { max: MAX_MOVES });
  const record: GameRecord<unknown> = {
    format: RECORD_FORMAT,
    engineVersion: data.engineVersion,
    ruleSystem: data.ruleSystem,
    edition: data.edition,
    map: data.map,
    seats: seats.seats,
    seed: data.seed,
    moves: data.moves,
  };
  if (data.options !== undefined) record.options = data.options as SetupOptions;
  return { ok: true, record };
}

/**
 * The system's part of a record's check: it is the system's record, its edition is one the system has, and its
 * options are the kernel's `casualUndo` plus options the system knows (RuleSystem.parseOptions), normalised.
 */
export function checkRecord(system: AnyRuleSystem, record: GameRecord<unknown>): { ok: true; record: GameRecord<unknown> } | { ok: false; reason: Reason } {
  if (record.ruleSystem !== system.id) return bad('import.record.ruleSystem');
  if (!system.editions.includes(record.edition)) return bad('import.record.edition');
  const botSeat = record.seats.findIndex((s) => s.bot !== undefined && !(system.botLevels ?? []).includes(s.bot));
  if (botSeat >= 0) return bad('import.record.seatBot', { seat: botSeat + 1 });
  if (record.options === undefined) return { ok: true, record };
  const parsed = parseSetupOptions(system, record.options);
  if (!parsed.ok) return parsed;
  const options = parsed.options ?? {};
  const { options: _old, moves, ...rest } = record;
  return { ok: true, record: { ...rest, options, moves } };
}

/**
 * Parse and check a record's text for a system already known (readRecord, then checkRecord). Moves are returned
 * unchecked (`unknown[]`): the caller checks each one with the system's parseMove.
 */
export function parseRecord(text: string, system: AnyRuleSystem): { ok: true; record: GameRecord<unknown> } | { ok: false; reason: Reason } {
  const read = readRecord(text);
  return read.ok ? checkRecord(system, read.record) : read;
}
