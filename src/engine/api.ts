// The engine's public vocabulary shared by every rule system: setup, results of a move, events, the game record.
// Neutral: no rule system's names or options appear here; each system types its own (Age of Steam: aos/options.ts).
import type { LatticeBoard } from './lattice/types';
import type { BoardMap } from './map/types';
import type { Reason } from './reason';

/** A registered rule system's id ('age-of-steam'); src/engine/rule-systems.ts says which exist. */
export type RuleSystemId = string;
/** One of the system's editions (RuleSystem.editions); the system checks it (RuleSystem.checkSetup). */
export type Edition = string;

/** The six player colours; each also has a pattern and a letter so colour never carries meaning alone. */
export type PlayerColor = 'blue' | 'green' | 'yellow' | 'pink' | 'grey' | 'orange';

/**
 * How strong a computer opponent plays. 'baseline' is the self-play bot each system was first written with, kept
 * unchanged as the fixed reference the others are measured against (`npm run arena`); the three levels are what the
 * table chooses from.
 */
export type BotLevel = 'baseline' | 'easy' | 'medium' | 'hard';

export interface SeatSetup {
  name: string;
  color: PlayerColor;
  /**
   * A computer opponent's level (one of its system's RuleSystem.botLevels); absent: a person. The worker plays a bot
   * seat's turns itself (src/worker/bot-turn.ts); its moves are stored as ordinary moves.
   */
  bot?: BotLevel;
}

/**
 * Setup options: `casualUndo` is the kernel's (undo across turns); every other key belongs to the rule system, which
 * checks it (RuleSystem.parseOptions) and types it for itself (Age of Steam: AosSetupOptions).
 */
export interface SetupOptions {
  casualUndo?: boolean;
  readonly [key: string]: string | number | boolean | undefined;
}

/**
 * The board a game is played on: a hex map (assets/maps) or a lattice board (assets/lattice). Both carry the id, title,
 * `game` and seat range the host and the new-game screen read; a system checks that it got its kind (checkSetup).
 */
export type GameBoard = BoardMap | LatticeBoard;

/**
 * A new game's setup. `O`: the system's own options type (Age of Steam: AosSetupOptions); `M`: its board (hex maps
 * unless a system says otherwise; the kernel and the host take any GameBoard).
 */
export interface GameSetup<O extends SetupOptions = SetupOptions, M extends GameBoard = BoardMap> {
  ruleSystem: RuleSystemId;
  edition: Edition;
  map: M;
  /** 1–6 seats in the order they sit at the table; the engine rolls the starting turn order. */
  seats: SeatSetup[];
  /** 32-bit unsigned seed; all randomness is drawn from it inside the state. */
  seed: number;
  options?: O;
}

/** Something that happened while applying a move, incl. automatic phases (income, dice, growth). */
export interface GameEvent {
  type: string;
  seat?: number;
  [k: string]: unknown;
}

export type ApplyResult<S> = { ok: true; state: S; events: GameEvent[] } | { ok: false; reason: Reason };

/** The saved form of a game: setup + seed + moves. See docs/game-record.md. */
export interface GameRecord<M = unknown, O extends SetupOptions = SetupOptions> {
  format: 'railhex-record/1';
  engineVersion: string;
  ruleSystem: RuleSystemId;
  edition: Edition;
  /** Map id; the host loads assets/maps/<map>.json (a lattice board: assets/lattice/<map>.json). */
  map: string;
  seats: SeatSetup[];
  seed: number;
  /** Only what the setup alone would not give (RuleSystem.recordSetup); absent when nothing. */
  options?: O;
  moves: M[];
}
