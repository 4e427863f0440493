// What the worker host needs from a rule system's engine: the facade functions, adapted to one fixed shape.
// The app plugs in Age of Steam (aos-port.ts); host tests plug in a tiny fixture engine.
import type { ApplyResult, GameEvent, GameSetup } from '../engine/api';
import type { BoardMap } from '../engine/map/types';
import type { Reason } from '../engine/reason';
import type { Decider, EngineTypes, GameStatus } from './protocol';

/** The position facts the game list shows, read from a state. */
export interface HeadFacts {
  round: number;
  status: GameStatus;
  toAct: number | null;
}

export interface EnginePort<T extends EngineTypes> {
  /** Baked into saves; a save made by another version is replayed and checked, never trusted. */
  version: string;
  /** Start a game from its setup (the engine rolls seat order etc. from the seed). */
  newGame(setup: GameSetup): ApplyResult<T['state']>;
  /** The pure transition: (state, move) → state + events, or a reason. */
  applyMove(state: T['state'], move: T['move']): ApplyResult<T['state']>;
  /** Check the shape of untrusted input (postMessage, imported files) before the engine sees it. */
  checkMove(value: unknown): { ok: true; move: T['move'] } | { ok: false; reason: Reason };
  /** A move that revealed randomness or hidden information: own-turn undo stops before it. */
  isUndoBarrier(move: T['move'], events: GameEvent[]): boolean;
  head(state: T['state']): HeadFacts;
  /** Who decides now and what; null when nobody does (automatic phases, the game's end). */
  toAct(state: T['state']): Decider | null;
  summary(state: T['state']): T['summary'];
  boardView(state: T['state']): T['view'];
  describeMove(before: T['state'], move: T['move'], events: GameEvent[]): T['moveText'];
  /** An event in words; `after` is the state the event led to (for names). */
  describeEvent(event: GameEvent, after: T['state']): T['eventText'];
  queries: T['queries'];
  /** Rule system id written into records; imports for another rule system are refused. */
  ruleSystem: string;
  /**
   * Whether this engine has a map's own rule changes; a map without them plays with the base rules, and the new-game
   * screen says so. Absent: every map's rules are known.
   */
  mapRulesKnown?(map: BoardMap): boolean;
  /** Per-game options a map's rules offer, by name ('easier'); the new-game screen shows them. Absent: none. */
  mapOptions?(map: BoardMap): string[];
  /**
   * The setup options under which a game saved by engine `savedBy` goes on by the rules it began with (a map whose own
   * rules came later keeps the base rules). Absent: options never change.
   */
  settleOptions?(options: GameSetup['options'], savedBy: string, map: BoardMap): GameSetup['options'];
  /** The setup options a new game on `map` starts with, on top of the player's (pins the rules it begins with). */
  newGameOptions?(options: GameSetup['options'], map: BoardMap): GameSetup['options'];
  snapshots?: SnapshotCodec<T['state']>;
}

/** Loads and validates bundled maps by id. */
export interface MapSource {
  ids(): string[];
  load(id: string): Promise<{ ok: true; map: BoardMap } | { ok: false; reason: Reason }>;
}

/**
 * Optional: how a state is stored in a snapshot. A state may hold its map by reference; snapshots leave it out
 * (`pack`) and get it back on load (`unpack`), so each snapshot does not carry a copy of the map.
 */
export interface SnapshotCodec<S> {
  pack(state: S): unknown;
  unpack(stored: unknown, map: BoardMap): S;
}
