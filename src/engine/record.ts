// Game records (docs/game-record.md): setup + seed + moves; replay redraws every die from the seed (ARCHITECTURE rule 5).
import type { GameRecord, GameSetup } from './api';
import type { BoardMap } from './map/types';
import { reason, type Reason } from './reason';
import { applyMove } from './aos/apply';
import type { AosMove } from './aos/moves';
import { checkSetup, ENGINE_VERSION, startGame } from './aos/setup';
import type { GameState } from './aos/state';
import { playedAsBase, variantFor, variantOf } from './aos/variants';

export const RECORD_FORMAT = 'railhex-record/1';

function defaultRounds(s: GameState): number {
  return variantOf(s).roundsFor(s.playersAtStart, s.edition);
}

/** A record of `moves` played from a setup, or from the start of the game a state belongs to. */
export function toRecord(from: GameSetup | GameState, moves: AosMove[]): GameRecord<AosMove> {
  const isState = 'game' in from;
  const rec: GameRecord<AosMove> = {
    format: RECORD_FORMAT,
    engineVersion: ENGINE_VERSION,
    ruleSystem: 'age-of-steam',
    edition: from.edition,
    map: from.map.id,
    seats: from.seats.map((s) => ({ name: s.name, color: s.color })),
    seed: from.seed,
    moves: moves.map((m) => ({ ...m })),
  };
  const casual = isState ? from.casualUndo : from.options?.casualUndo;
  // A game on the base rules of a map that has its own says so, or its replay would play the map's rules.
  const baseRules = isState ? variantOf(from).id !== variantFor(from.map).id : from.options?.baseRules === true;
  // A state always knows its rounds; a record names them only when they differ from the map's table.
  const rounds = isState ? (from.options.rounds !== defaultRounds(from) ? from.options.rounds : undefined) : from.options?.rounds;
  const easier = isState ? from.options.easier : from.options?.easier === true;
  if (casual !== undefined || rounds !== undefined || baseRules || easier) {
    rec.options = {};
    if (casual !== undefined) rec.options.casualUndo = casual;
    if (rounds !== undefined) rec.options.rounds = rounds;
    if (baseRules) rec.options.baseRules = true;
    if (easier) rec.options.easier = true;
  }
  return rec;
}

/**
 * The setup a record starts from, with its map. A record written before the map's own rules were in the engine goes
 * on by the base rules it was played with (setup option baseRules; `playedAsBase`).
 */
export function setupOf(record: GameRecord<unknown>, map: BoardMap): GameSetup {
  const setup: GameSetup = { ruleSystem: record.ruleSystem, edition: record.edition, map, seats: record.seats, seed: record.seed };
  if (record.options) setup.options = record.options;
  if (setup.options?.baseRules !== true && playedAsBase(map, record.engineVersion)) setup.options = { ...setup.options, baseRules: true };
  return setup;
}

export type ReplayResult =
  | { ok: true; state: GameState; states?: GameState[] }
  | { ok: false; reason: Reason; atMove: number };

/**
 * Replays a record on `map`. `keepStates` returns the state after setup and after every move (for undo and review).
 * A move the engine refuses stops the replay: `atMove` is its index (−1 = the setup itself).
 */
export function replay(record: GameRecord<unknown>, map: BoardMap, opts: { keepStates?: boolean } = {}): ReplayResult {
  if (record.format !== RECORD_FORMAT) return { ok: false, reason: reason('record.format', { format: String(record.format) }), atMove: -1 };
  if (record.map !== map.id) return { ok: false, reason: reason('record.map', { expected: record.map, given: map.id }), atMove: -1 };
  const setup = setupOf(record, map);
  const bad = checkSetup(setup);
  if (bad) return { ok: false, reason: bad, atMove: -1 };
  let state = startGame(setup).state;
  const states: GameState[] | undefined = opts.keepStates ? [state] : undefined;
  for (let i = 0; i < record.moves.length; i++) {
    const r = applyMove(state, record.moves[i]);
    if (!r.ok) return { ok: false, reason: r.reason, atMove: i };
    state = r.state;
    states?.push(state);
  }
  return states ? { ok: true, state, states } : { ok: true, state };
}
