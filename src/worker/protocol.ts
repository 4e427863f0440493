// The typed boundary between the page and the engine worker: every request the UI can make, and every answer.
// Everything here is plain JSON-safe data, because it crosses postMessage (structured clone) via comlink. It names no
// rule system: the types a system brings (its view, board, summary, queries) come in as a SystemTypes parameter.
import type { GameEvent, GameRecord, PlayerColor } from '../engine/api';
import type { GameBoard } from '../engine/api';
import type { Reason } from '../engine/reason';
import type { BotLevel, Decider, SystemTypes, Text, Viewer } from '../engine/rule-system';
import type { GameHead as StoredHead } from '../store/schema';

export type { GameStatus } from '../store/schema';

/**
 * A game's head as it leaves the worker: the stored head, less its seed when the game's rule system has hidden
 * information (RuleSystem.hiddenInformation): every hand is dealt from the seed, so a seat that knew it could recompute
 * them all. Age of Steam's heads keep it (its dice and draws are public). src/worker/privacy.ts pageHead draws it.
 */
export type PageHead = Omit<StoredHead, 'seed'> & { seed?: number };
/** The page knows a head only as the worker sends it. */
export type GameHead = PageHead;
export type { Decider, SystemTypes, Text, Viewer } from '../engine/rule-system';

/** A result that is either a value or a reason the player can read; errors are answers, not exceptions. */
export type Result<T> = ({ ok: true } & T) | { ok: false; reason: Reason };

export type QueryName<T extends SystemTypes> = keyof T['queries'] & string;
/** The arguments of a query after the state (which the worker supplies). */
export type QueryArgs<K extends QueryName<T>, T extends SystemTypes> = T['queries'][K] extends (state: never, ...rest: infer A) => unknown
  ? A
  : never;
export type QueryResult<K extends QueryName<T>, T extends SystemTypes> = ReturnType<T['queries'][K]>;

/** A rule system the new-game screen offers (from the registry, src/engine/rule-systems.ts). */
export interface RuleSystemInfo {
  id: string;
  /** In the order the new-game screen offers them; the first is the default. */
  editions: readonly string[];
  boardKind: 'hex' | 'lattice';
  players: { min: number; max: number };
  /** Seats hold secrets dealt from the seed (Spike's hands): the new-game screen does not show the seed it draws. */
  hiddenInformation: boolean;
}

/** A map offered on the new-game screen. */
export interface MapInfo {
  id: string;
  title: string;
  /** The rule system that plays the map (the map file's `game`). */
  ruleSystem: string;
  players: { min: number; max: number };
  /** False while the map's own rule changes are not implemented: it plays with the base rules. */
  ownRules: boolean;
  /** Per-game options of the map's rules ('easier': Barbados's easier game). */
  options: string[];
}

/** What the new-game screen sends. The worker loads the map and draws nothing itself: the seed comes from here. */
export interface NewGameRequest {
  title?: string;
  /** A registered rule system's id; another is refused with reason "game.unknownRuleSystem". */
  ruleSystem: string;
  edition: string;
  map: string;
  /** `bot`: a computer player's level (one the system's botFacts lists); absent: a person. */
  seats: { name: string; color: PlayerColor; bot?: BotLevel }[];
  /** 32-bit unsigned; the UI draws it (crypto.getRandomValues) and shows it. */
  seed: number;
  /** `casualUndo` is the kernel's; every other key is the rule system's (checked by its parseOptions). */
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
  /**
   * How many moves a casual undo of one move takes back in fact (0 when not casual): past the bots' latest moves on to
   * the person's move before them (bot-turn.ts casualUndoCount), so the table agrees to the moves that really go.
   */
  casualReach: number;
}

/**
 * A bot move made by a stand-in because the seat's own level found none the rules accept: the system's reference bot
 * ('baseline') or the seat's first legal move ('first'). The move is stored as any other; the table is told once.
 */
export type BotFallback = 'baseline' | 'first';

/**
 * Everything the UI shows about one open game at one position, as one viewer may see it (src/worker/privacy.ts builds
 * it); sent after open, every move, every undo and every change of viewer. The state itself never crosses.
 */
export interface GameSnapshot<T extends SystemTypes = SystemTypes> {
  head: GameHead;
  /** Whom this snapshot was drawn for. */
  viewer: Viewer;
  /** Who decides now and what (the engine's decision key); null when nobody does. */
  toAct: Decider | null;
  /** The state as `viewer` may see it: the system's viewFor (never the generator, never another seat's secrets). */
  view: T['view'];
  /** What the board draws (public: the same for every viewer). */
  board: T['board'];
  /** Header and game-list facts as `viewer` may see them. */
  summary: T['summary'];
  /** Events of the latest accepted move (empty after open or undo), redacted for `viewer`. */
  events: GameEvent[];
  /** The same events described in words for `viewer`. */
  eventTexts: Text[];
  undo: UndoInfo;
}

/** A suggestion for the person to act (WorkerApi.hint): the move, the move in words for the viewer, and why. */
export interface Hint<T extends SystemTypes = SystemTypes> {
  move: T['move'];
  text: Text;
  why: Text;
}

/** A position from the past (the history scrubber), as one viewer may see it. */
export interface PastPosition<T extends SystemTypes = SystemTypes> {
  view: T['view'];
  board: T['board'];
  summary: T['summary'];
}

/** One line of the history: a move (maybe later undone) or an undo marker, described for one viewer. */
export type HistoryEntry =
  | {
      kind: 'move';
      /** Position in the log. */
      logIndex: number;
      /** Position after this move in the effective move list (for stateAt); null when it was undone later. */
      n: number | null;
      seat: number;
      text: Text;
      /** What the engine did as a consequence (automatic phases, dice), in words for the viewer. */
      events: Text[];
    }
  | { kind: 'undo'; logIndex: number; seat: number | null; count: number; casual: boolean };

/**
 * The engine worker's API, exposed with comlink. Each method answers; none throws for player mistakes. Every answer
 * drawn from a state takes the `viewer` it is for; a viewer that is not 'table' or a seat of the game is refused.
 */
export interface WorkerApi<T extends SystemTypes = SystemTypes> {
  /** Liveness check; the client restarts the worker when this goes unanswered. */
  ping(): Promise<'pong'>;
  /** The engine versions baked into this build (each registered system's, comma-separated). */
  engineVersion(): Promise<string>;
  /** The registered rule systems, for the new-game screen (the registry's static facts: no system's code is loaded). */
  listRuleSystems(): Promise<RuleSystemInfo[]>;
  /** Maps bundled with the app (validated with parseMap). */
  listMaps(): Promise<MapInfo[]>;
  /** One map by id, for previews. */
  getMap(id: string): Promise<Result<{ map: GameBoard }>>;
  /** Saved games, most recently updated first; "store.newerVersion" when a newer app wrote the database. */
  listGames(): Promise<Result<{ games: GameHead[] }>>;
  /** Start a game: the system's start + one store transaction. */
  createGame(req: NewGameRequest, viewer: Viewer): Promise<Result<{ snapshot: GameSnapshot<T> }>>;
  /** Load a game from IndexedDB (nearest snapshot + replay of the rest). */
  openGame(id: string, viewer: Viewer): Promise<Result<{ snapshot: GameSnapshot<T> }>>;
  /** The current position drawn for another viewer (the hand-over): no move, nothing stored. */
  viewAs(id: string, viewer: Viewer): Promise<Result<{ snapshot: GameSnapshot<T> }>>;
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
  dispatch(id: string, expectedMoveCount: number, move: T['move'], viewer: Viewer): Promise<Result<{ snapshot: GameSnapshot<T> }>>;
  /**
   * Let the bot whose seat is to act make its move (src/worker/bot-turn.ts): thought out here from its seat's view,
   * applied and stored like any move before this answers. When its level throws, finds nothing or makes a refused
   * move, a stand-in moves for it and `fallback` says which; "bot.failed" (nothing stored) only when the seat has no
   * legal move at all; "bot.notBot" when a person is to act. The page paces the calls (src/ui/model/bot-pilot.ts).
   */
  playBot(id: string, expectedMoveCount: number, viewer: Viewer): Promise<Result<{ snapshot: GameSnapshot<T>; fallback?: BotFallback }>>;
  /**
   * What the system's strongest bot would do for the person to act, in words for `viewer`, and why; nothing is
   * played. Null when the system gives none here; "hint.notYours" for a bot's turn, or another seat's private one.
   */
  hint(id: string, viewer: Viewer): Promise<Result<{ hint: Hint<T> | null }>>;
  /** The bot levels a table may choose for a seat of system `ruleSystem` (never 'baseline'), and whether it suggests moves. */
  botFacts(ruleSystem: string): Promise<Result<{ levels: BotLevel[]; hint: boolean }>>;
  /** Take back the latest `count` moves (own-turn rule, or casual rule when `casual`); logged as an undo entry. */
  undo(id: string, expectedMoveCount: number, count: number, casual: boolean, viewer: Viewer): Promise<Result<{ snapshot: GameSnapshot<T> }>>;
  /**
   * Ask the rule system about the current state of game `id`. A private query (RuleSystem.privateQueries) is answered
   * only when its seat (the first argument) is the viewer's; else it is refused with "query.private".
   */
  query<K extends QueryName<T>>(id: string, name: K, args: QueryArgs<K, T>, viewer: Viewer): Promise<Result<{ value: QueryResult<K, T> }>>;
  /** Every log entry described in words for `viewer`. */
  history(id: string, viewer: Viewer): Promise<Result<{ entries: HistoryEntry[] }>>;
  /** The position after the first `n` effective moves (0 = the start), for the history scrubber; changes nothing. */
  stateAt(id: string, n: number, viewer: Viewer): Promise<Result<PastPosition<T>>>;
  /** Forget the in-memory copy of a game (the store keeps it). */
  closeGame(id: string): Promise<void>;
}
