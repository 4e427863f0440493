// The one interface every rule system implements (Age of Steam, Steam, Spike): plain functions over plain data, no
// classes. The worker host, the tools, the benches and the conformance suite know a game only through this shape.
// See docs/architecture.md, "Many rule systems".
import type { ApplyResult, BotLevel, GameBoard, GameEvent, GameSetup, SeatSetup, SetupOptions } from './api';
import type { BoardMap } from './map/types';
import type { Reason } from './reason';
import type { RngState } from './rng';

/** How strong a computer opponent plays (api.ts, where a seat names it). */
export type { BotLevel };

/** The end of a game (or the position so far) in numbers any tool can compare across systems. */
export interface Standings {
  /** Score per seat, as the system's final scoring counts it (so far, while the game runs). */
  scores: number[];
  /** Seats out of the game (bankrupt, eliminated). */
  out: boolean[];
  /** The winners once the game is over (ties: all tied winners); empty before. */
  winners: number[];
}

/** Who looks: one seat (pass-and-play after "I am …", or a bot) or the whole table (the public view before a hand-over). */
export type Viewer = { seat: number } | 'table';

/** The table's public viewer. */
export const TABLE: Viewer = 'table';

/** The seat a viewer is, or null for the table. */
export function viewerSeat(viewer: Viewer): number | null {
  return viewer === 'table' ? null : viewer.seat;
}

/** Who decides now and what. */
export interface Decider {
  seat: number;
  /** The decision key: picks the UI panel (`src/ui/rules/<id>/`) and the message `<id>/decision.<key>`. */
  decision: string;
  /**
   * True when the decision shows the seat's secrets (its hand, its route card): the table hands the tablet over and
   * the seat confirms "I am …" before the seat's view is shown. Absent: the decision is public.
   */
  private?: boolean;
}

/** The position facts the game list shows, read from a state. */
export interface HeadFacts {
  round: number;
  status: 'playing' | 'finished';
  toAct: number | null;
}

/** Every move carries the seat that makes it. */
export interface BaseMove {
  type: string;
  seat: number;
}

/** A move or event in words: a message key of the system's catalogue plus its parameters. */
export type Text = Reason;

/** One language's texts, keyed by the system's own (un-prefixed) message keys. */
export type Catalogue = Readonly<Record<string, { en: string; de: string }>>;

/** A query the UI may ask the worker: the state comes first; the worker supplies it. */
// oxlint-disable-next-line no-explicit-any -- any is the only parameter type every query function is assignable to
export type Query = (state: any, ...args: any[]) => unknown;
export type QueryTable = Record<string, Query>;

/** How a state is stored in a snapshot: a state may hold its map by reference; snapshots leave it out. */
export interface SnapshotCodec<S, M extends GameBoard = GameBoard> {
  pack(state: S): unknown;
  unpack(stored: unknown, map: M): S;
}

/** A game's setup as its record names it: the map by id, options only where the setup alone would not give them. */
export interface RecordSetup {
  edition: string;
  map: string;
  seats: SeatSetup[];
  seed: number;
  options?: SetupOptions;
}

/** A setup on any kind of board (hex map or lattice): what the host hands every system. */
export type AnySetup = GameSetup<SetupOptions, GameBoard>;

/**
 * The kind of board a system plays on: the `map` its SystemTypes name (a lattice system: LatticeBoard), hex maps where
 * they name none. For a system of unknown types (AnyRuleSystem) it is any GameBoard.
 */
export type MapOf<T> = T extends { map: infer M extends GameBoard } ? M : BoardMap;

/** The types a rule system brings. */
export interface SystemTypes {
  state: unknown;
  move: BaseMove;
  /** What `viewFor` returns: the state as one viewer may see it (never the generator, never another seat's secrets). */
  view: unknown;
  /** What the board draws (public: the same for every viewer). */
  board: unknown;
  summary: unknown;
  queries: QueryTable;
}

export interface RuleSystem<T extends SystemTypes = SystemTypes> {
  /** Written into records and game heads; `src/engine/rule-systems.ts` maps it to this module. */
  id: string;
  /** This system's engine version: baked into its saves; a save of another version is replayed and checked. */
  version: string;
  /** Editions in the order the new-game screen offers them; the first is the default. */
  editions: readonly string[];
  /** Which board scene draws it (`src/board`): a new kind needs a new scene. */
  boardKind: 'hex' | 'lattice';
  /** Seat counts the system supports at all (maps narrow it). */
  players: { min: number; max: number };
  /**
   * Whether a seat holds secrets the others may not see (hands, route cards). The seed then never leaves the worker
   * in a head: every hand is dealt from it, so a seat that knew it could recompute them all (src/worker/privacy.ts).
   */
  hiddenInformation: boolean;

  // ——— setup ———
  /**
   * The system's own setup options from untrusted input (an imported record, a new-game request), checked and
   * normalised; unknown keys are refused. `casualUndo` is the kernel's and is not passed here.
   */
  parseOptions(raw: Readonly<Record<string, unknown>>): { ok: true; options: SetupOptions } | { ok: false; reason: Reason };
  /** Why this setup cannot start (player count, edition, map), or null. */
  checkSetup(setup: GameSetup<SetupOptions, MapOf<T>>): Reason | null;
  /**
   * The first position (the engine rolls seat order etc. from the seed), or `checkSetup`'s refusal: start checks the
   * setup itself, so its callers need not ask first.
   */
  start(setup: GameSetup<SetupOptions, MapOf<T>>): ApplyResult<T['state']>;
  /** Whether the system plays this map by its own rules (false: base rules, and the new-game screen says so). */
  mapRulesKnown?(map: MapOf<T>): boolean;
  /** Per-game options this map offers, by name ('easier'). */
  mapOptions?(map: MapOf<T>): string[];
  /** The options a new game on `map` starts with, on top of the player's (pins the rules it begins with). */
  newGameOptions?(options: SetupOptions | undefined, map: MapOf<T>): SetupOptions | undefined;
  /** The options under which a game saved by version `savedBy` goes on by the rules it began with. */
  settleOptions?(options: SetupOptions | undefined, savedBy: string, map: MapOf<T>): SetupOptions | undefined;
  /**
   * What a record of the game a state belongs to names besides its moves (record.ts toRecord from a state): edition,
   * map id, seats, seed, and the options the setup alone would not give (casualUndo; Age of Steam: rounds only when they
   * differ from the map's table, baseRules, easier). Replaces the first draft's `recordOptions`: only the system knows
   * where its state keeps the edition, seats and seed. A state must not carry a `ruleSystem` string beside its map
   * object: toRecord tells a setup from a state by that.
   */
  recordSetup(state: T['state']): RecordSetup;

  // ——— moves ———
  /** The shape of untrusted input (postMessage, imported files) checked before the engine sees it. */
  parseMove(value: unknown): { ok: true; move: T['move'] } | { ok: false; reason: Reason };
  /** The pure transition: (state, move) → state + events, or a reason the player can read. */
  apply(state: T['state'], move: T['move']): ApplyResult<T['state']>;
  /** A move that revealed randomness or hidden information: own-turn undo stops before it. */
  isUndoBarrier(move: T['move'], events: readonly GameEvent[]): boolean;
  /** Who decides now; null when nobody does (the game's end). */
  toAct(state: T['state']): Decider | null;
  /** Every legal move now (may be large; the conformance suite and bots use it). */
  legalMoves(state: T['state']): T['move'][];
  head(state: T['state']): HeadFacts;

  // ——— what leaves the worker ———
  /** The state as `viewer` may see it. Every state that leaves the worker goes through this. */
  viewFor(state: T['state'], viewer: Viewer): T['view'];
  /** What the board draws: public, the same for every viewer. */
  boardView(state: T['state']): T['board'];
  /** Header and game-list facts, as `viewer` may see them. */
  summary(state: T['state'], viewer: Viewer): T['summary'];
  /** A move in words for `viewer` (another seat's secret card stays "a card"). */
  describeMove(before: T['state'], move: T['move'], events: readonly GameEvent[], viewer: Viewer): Text;
  /** The event as `viewer` may see it (another seat's drawn card becomes "a card"); unchanged without secrets. */
  redactEvent(event: GameEvent, viewer: Viewer): GameEvent;
  /** An event in words for `viewer`; `after` is the state it led to (for names). */
  describeEvent(event: GameEvent, after: T['state'], viewer: Viewer): Text;
  /**
   * The system's texts, by its own keys; the UI files them under `<id>/` so two systems never collide. Loaded on
   * demand (a lazy chunk): the worker, which hosts the module, answers in keys and never needs the texts.
   */
  messages(): Promise<Catalogue>;
  /** Questions the UI may ask about the current state. */
  queries: T['queries'];
  /**
   * Queries whose answer depends on a seat's secrets: the worker answers them only when the asking viewer is that
   * seat (the seat is the query's first argument after the state).
   */
  privateQueries: readonly (keyof T['queries'] & string)[];

  // ——— storage, checks, bots ———
  snapshots: SnapshotCodec<T['state'], MapOf<T>>;
  /** Broken invariants in words (money, cubes, tiles, cards all accounted for); empty when sound. */
  invariants(state: T['state']): string[];
  /**
   * The secrets of `seat` in `state` as short strings that must not appear in any other viewer's view, description
   * or summary (the conformance suite's leak test). Empty for systems without hidden information.
   */
  secretsOf(state: T['state'], seat: number): string[];
  /**
   * A move for the seat to act, from that seat's view only, with the bot's own generator; null when none. `level`:
   * one of `botLevels` (absent: the first of them).
   */
  bot?(view: T['view'], seat: number, rng: RngState, level?: BotLevel): T['move'] | null;
  /**
   * A suggestion for a person at `seat` (the Suggest button): the move the system's strongest bot would make from
   * the seat's own view, and why in one sentence of the system's catalogue; null when it has none. Absent: the system
   * offers no suggestions. Never made for the player: the UI only shows it.
   */
  hint?(view: T['view'], seat: number, rng: RngState): { move: T['move']; why: Text } | null;
  /** The levels `bot` plays, the first being the default; absent when the system has no bot. */
  botLevels?: readonly BotLevel[];
  /** Scores, who is out and the winners, read from a state (the arena, the end screen's facts). */
  standings?(state: T['state']): Standings;
}

/**
 * `RuleSystem.start` from a system's setup check and its start: the check's refusal, or the first position with the
 * setup's events (every system's start checks its setup first, so its callers need not).
 */
export function checkedStart<G extends AnySetup, S>(
  check: (setup: G) => Reason | null,
  begin: (setup: G) => { state: S; events: GameEvent[] },
): (setup: G) => ApplyResult<S> {
  return (setup) => {
    const problem = check(setup);
    if (problem) return { ok: false, reason: problem };
    const { state, events } = begin(setup);
    return { ok: true, state, events };
  };
}

/** Any registered system, whatever its types. */
// oxlint-disable-next-line no-explicit-any -- the registry holds systems of different types
export type AnyRuleSystem = RuleSystem<any>;
