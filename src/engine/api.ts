// The engine's public vocabulary shared by every rule system: setup, results of a move, events, the game record.
import type { BoardMap } from './map/types';
import type { Reason } from './reason';

export type RuleSystemId = 'age-of-steam';
export type Edition = 'deluxe' | '2002';

/** The six player colours; each also has a pattern and a letter so colour never carries meaning alone. */
export type PlayerColor = 'blue' | 'green' | 'yellow' | 'pink' | 'grey' | 'orange';

export interface SeatSetup {
  name: string;
  color: PlayerColor;
}

export interface GameSetup {
  ruleSystem: RuleSystemId;
  edition: Edition;
  map: BoardMap;
  /** 1–6 seats in the order they sit at the table; the engine rolls the starting turn order. */
  seats: SeatSetup[];
  /** 32-bit unsigned seed; all randomness is drawn from it inside the state. */
  seed: number;
  options?: {
    casualUndo?: boolean;
    /**
     * Age of Steam: rounds to play, overriding the map's table (3:10, 4:8, 5:7, 6:6 — only 5:7 is in the rulebook text,
     * rules-spec D13 [EXTERNAL]). 1–20.
     */
    rounds?: number;
    /**
     * Age of Steam: play this map by the base rules instead of its own rule changes. Set for games begun while the
     * map's own rules were not in the engine yet, so such a game goes on by the rules it was started with.
     */
    baseRules?: boolean;
    /** Age of Steam on Barbados: the easier game, 2 cubes instead of 1 on every yellow city ([001:L871-872]). */
    easier?: boolean;
  };
}

/** Something that happened while applying a move, incl. automatic phases (income, dice, growth). */
export interface GameEvent {
  type: string;
  seat?: number;
  [k: string]: unknown;
}

export type ApplyResult<S> = { ok: true; state: S; events: GameEvent[] } | { ok: false; reason: Reason };

/** The saved form of a game: setup + seed + moves. See docs/game-record.md. */
export interface GameRecord<M = unknown> {
  format: 'railhex-record/1';
  engineVersion: string;
  ruleSystem: RuleSystemId;
  edition: Edition;
  /** Map id; the host loads assets/maps/<map>.json. */
  map: string;
  seats: SeatSetup[];
  seed: number;
  options?: GameSetup['options'];
  moves: M[];
}
