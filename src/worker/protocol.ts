// The typed boundary between the page and the engine worker: every request the UI can make, and every answer.
// Everything here is plain JSON-safe data, because it crosses postMessage (structured clone) via comlink.
import type * as Aos from '../engine/index';
import type * as Plan from './plan';
import type { Edition, GameEvent, GameRecord, PlayerColor, RuleSystemId, SeatSetup } from '../engine/api';
import type { BoardMap } from '../engine/map/types';
import type { Reason } from '../engine/reason';
import type { BoardView } from '../engine/view';

/** The Age of Steam game state, as the engine produces it (plain data). */
export type GameState = Aos.GameState;
/** One player decision (discriminated union, every variant carries `seat`). */
export type AosMove = Aos.AosMove;
/** The engine's short summary of a state (phase, round, cash …) used for headers and the game list. */
export type Summary = ReturnType<typeof Aos.summary>;
/** A move or event described in words: the engine's message key + params (translated by the UI). */
export type MoveText = ReturnType<typeof Aos.describeMove>;
export type EventText = ReturnType<typeof Aos.describeEvent>;

/** A result that is either a value or a reason the player can read; errors are answers, not exceptions. */
export type Result<T> = ({ ok: true } & T) | { ok: false; reason: Reason };

/** The engine questions the UI may ask about a game's current state, forwarded by name (first argument = state). */
export interface AosQueries extends QueryTable {
  legalMoves: typeof Aos.legalMoves;
  buildOptions: typeof Aos.buildOptions;
  checkBuild: typeof Aos.checkBuild;
  deliveryOptions: typeof Aos.deliveryOptions;
  urbanizeOptions: typeof Aos.urbanizeOptions;
  scoreBreakdown: typeof Aos.scoreBreakdown;
  viewFor: typeof Aos.viewFor;
  /** Plan mode: builds judged step by step on a copy of the state (src/worker/plan.ts). */
  checkPlan: typeof Plan.checkPlan;
  /** Tiles laid and left in a seat's build turn (the engine's tile limit). */
  buildTurn: typeof Aos.buildTurn;
  /** Tiles a seat's build turn would leave unused: its tiles left, or 0 when nothing can be built (a cheap yes/no search). */
  unusedTiles: typeof Aos.unusedTiles;
  /** The map's special links a seat may build now, with their price (Germany). */
  specialLinkOptions: typeof Aos.specialLinkOptions;
  /** Why a seat may not end its build turn now (Germany: an incomplete section), or null. */
  endBuildReason: typeof Aos.endBuildReason;
}
/** The names as a runtime list, so the worker can refuse anything else. */
export const QUERY_NAMES: readonly (keyof AosQueries)[] = [
  'legalMoves',
  'buildOptions',
  'checkBuild',
  'deliveryOptions',
  'urbanizeOptions',
  'scoreBreakdown',
  'viewFor',
  'checkPlan',
  'buildTurn',
  'unusedTiles',
  'specialLinkOptions',
  'endBuildReason',
];
/** A table of engine queries: each takes the state first. */
// oxlint-disable-next-line no-explicit-any -- any is the only parameter type every query function is assignable to
export type QueryTable = Record<string, (state: any, ...args: any[]) => unknown>;

/**
 * The types one rule system's engine brings. The protocol is generic in them so the host can be tested with a tiny
 * fixture engine; the app uses the default, AosTypes.
 */
export interface EngineTypes {
  state: unknown;
  move: { type: string; seat: number };
  summary: unknown;
  moveText: unknown;
  eventText: unknown;
  view: unknown;
  queries: QueryTable;
}
/** Age of Steam's engine types (the app's). */
export interface AosTypes extends EngineTypes {
  state: GameState;
  move: AosMove;
  summary: Summary;
  moveText: MoveText;
  eventText: EventText;
  view: BoardView;
  queries: AosQueries;
}
export type QueryName<T extends EngineTypes = AosTypes> = keyof T['queries'] & string;
/** The arguments of a query after the state (which the worker supplies). */
export type QueryArgs<K extends QueryName<T>, T extends EngineTypes = AosTypes> = T['queries'][K] extends (
  state: never,
  ...rest: infer A
) => unknown
  ? A
  : never;
export type QueryResult<K extends QueryName<T>, T extends EngineTypes = AosTypes> = ReturnType<T['queries'][K]>;

/** Life of a saved game. */
export type GameStatus = 'playing' | 'finished';

/** What the game list shows and what the store keeps per game (the "head"): setup + position, no moves. */
export interface GameHead {
  /** Random id, e.g. "g-1k2j3h4g5f"; also the export file's name stem. */
  id: string;
  /** Editable title; defaults to map title + date. */
  title: string;
  ruleSystem: RuleSystemId;
  edition: Edition;
  /** Map id (assets/maps/<map>.json). */
  map: string;
  /** Map title for the list, so the list does not need to load maps. */
  mapTitle: string;
  /** Seats in table order: name and colour. */
  players: SeatSetup[];
  seed: number;
  options?: GameRecord['options'];
  /** Epoch milliseconds. */
  created: number;
  /** Epoch milliseconds of the last accepted move, undo or rename. */
  updated: number;
  status: GameStatus;
  /** Current round (1-based), as the engine reports it. */
  round: number;
  /** Seat that decides next; null when nobody does (game over). */
  toAct: number | null;
  /** Moves in effect (the replayable move list's length, undone moves excluded). */
  moveCount: number;
  /** Entries in the append-only log (moves and undo markers). */
  logLength: number;
  /** Engine version the stored snapshots were made with. */
  engineVersion: string;
  /**
   * Set when an app with engine `engineVersion` could not replay the saved moves (move `move` was refused for
   * `reason`): the home screen says so and offers the export, which still holds every move.
   */
  cannotOpen?: { engineVersion: string; move: number; reason: Reason };
}

/** A map offered on the new-game screen. */
export interface MapInfo {
  id: string;
  title: string;
  game: BoardMap['game'];
  players: { min: number; max: number };
  /** False while the map's own rule changes are not implemented: it plays with the base rules. */
  ownRules: boolean;
  /** Per-game options of the map's rules ('easier': Barbados's easier game). */
  options: string[];
}

/** What the new-game screen sends. The worker loads the map and draws nothing itself: the seed comes from here. */
export interface NewGameRequest {
  title?: string;
  ruleSystem: RuleSystemId;
  edition: Edition;
  map: string;
  seats: { name: string; color: PlayerColor }[];
  /** 32-bit unsigned; the UI draws it (crypto.getRandomValues) and shows it. */
  seed: number;
  options?: GameRecord['options'];
}

/** Which undo the current position allows (issue 5): own moves within one's turn, or any in a casual game. */
export interface UndoInfo {
  /** The seat whose moves can be taken back now (the last mover, while still to act); null when none. */
  seat: number | null;
  /** How many of the latest moves that seat may take back (stops at an undo barrier: revealed randomness). */
  count: number;
  /** The game was set up as casual (undo across turns after the others confirm). */
  casual: boolean;
  /** How many moves a casual undo may take back (0 when not casual). */
  casualCount: number;
}

/** Everything the UI shows about one open game at one position; sent after open, every move and every undo. */
/** Who decides now and what: the engine's decision key (the UI's message `decision.<key>` and its panel). */
export interface Decider {
  seat: number;
  decision: string;
}

export interface GameSnapshot<T extends EngineTypes = AosTypes> {
  head: GameHead;
  /** Who decides now and what (the engine's decision key); null when nobody does. */
  toAct: Decider | null;
  state: T['state'];
  /** The board view of `state` (what src/board draws). */
  view: T['view'];
  summary: T['summary'];
  /** Events of the latest accepted move (empty after open or undo). */
  events: GameEvent[];
  /** The same events described in words. */
  eventTexts: T['eventText'][];
  undo: UndoInfo;
}

/** One line of the history: a move (maybe later undone) or an undo marker. */
export type HistoryEntry<T extends EngineTypes = AosTypes> =
  | {
      kind: 'move';
      /** Position in the log. */
      logIndex: number;
      /** Position after this move in the effective move list (for stateAt); null when it was undone later. */
      n: number | null;
      seat: number;
      text: T['moveText'];
      /** What the engine did as a consequence (automatic phases, dice). */
      events: T['eventText'][];
    }
  | { kind: 'undo'; logIndex: number; seat: number | null; count: number; casual: boolean };

/** The engine worker's API, exposed with comlink. Each method answers; none throws for player mistakes. */
export interface WorkerApi<T extends EngineTypes = AosTypes> {
  /** Liveness check; the client restarts the worker when this goes unanswered. */
  ping(): Promise<'pong'>;
  /** The engine version baked into this build. */
  engineVersion(): Promise<string>;
  /** Maps bundled with the app (validated with parseMap). */
  listMaps(): Promise<MapInfo[]>;
  /** One map by id, for previews. */
  getMap(id: string): Promise<Result<{ map: BoardMap }>>;
  /** Saved games, most recently updated first; "store.newerVersion" when a newer app wrote the database. */
  listGames(): Promise<Result<{ games: GameHead[] }>>;
  /** Start a game: engine newGame + one store transaction. */
  createGame(req: NewGameRequest): Promise<Result<{ snapshot: GameSnapshot<T> }>>;
  /** Load a game from IndexedDB (nearest snapshot + replay of the rest). */
  openGame(id: string): Promise<Result<{ snapshot: GameSnapshot<T> }>>;
  renameGame(id: string, title: string): Promise<Result<{ head: GameHead }>>;
  deleteGame(id: string): Promise<Result<object>>;
  /** The game as a GameRecord (setup + effective moves). */
  exportGame(id: string): Promise<Result<{ record: GameRecord<T['move']>; filename: string }>>;
  /** Validate and replay a GameRecord file's text; stores it as a new game only when all of it is sound. */
  importGame(text: string): Promise<Result<{ head: GameHead }>>;
  /**
   * Apply a move to game `id`. `expectedMoveCount` is the moveCount the UI saw: a mismatch (e.g. a retry after a crash
   * whose move had in fact been stored) is refused with reason "game.stale" instead of applying the move twice.
   * The move is stored (move + head in one transaction) before this answers ok.
   */
  dispatch(id: string, expectedMoveCount: number, move: T['move']): Promise<Result<{ snapshot: GameSnapshot<T> }>>;
  /** Take back the latest `count` moves (own-turn rule, or casual rule when `casual`); logged as an undo entry. */
  undo(id: string, expectedMoveCount: number, count: number, casual: boolean): Promise<Result<{ snapshot: GameSnapshot<T> }>>;
  /** Ask the engine about the current state of game `id`. */
  query<K extends QueryName<T>>(id: string, name: K, args: QueryArgs<K, T>): Promise<Result<{ value: QueryResult<K, T> }>>;
  /** Every log entry described in words. */
  history(id: string): Promise<Result<{ entries: HistoryEntry<T>[] }>>;
  /** The position after the first `n` effective moves (0 = the start), for the history scrubber; changes nothing. */
  stateAt(id: string, n: number): Promise<Result<{ state: T['state']; view: T['view']; summary: T['summary'] }>>;
  /** Forget the in-memory copy of a game (the store keeps it). */
  closeGame(id: string): Promise<void>;
}
