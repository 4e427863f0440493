// Runs batches of random full games on Rust Belt and checks, after every move: the engine invariants (cash, cubes,
// tiles, town markers, ownership), plain-JSON state, and that replaying the record reproduces every state exactly.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { playRandomGame } from '../../../src/engine/aos/selfplay';
import { replay, toRecord, type Edition, type GameSetup, type GameState, type PlayerColor } from '../../../src/engine/index';
import type { BoardMap } from '../../../src/engine/map/types';

export const RUST_BELT = JSON.parse(readFileSync(join(import.meta.dirname, '../../../assets/maps/rust-belt.json'), 'utf8')) as BoardMap;
const COLORS: PlayerColor[] = ['blue', 'green', 'yellow', 'pink', 'grey', 'orange'];

/**
 * Problems that would stop a value from crossing postMessage or JSON unchanged. `seen` holds objects already checked:
 * states never change once made and share untouched parts, so each object of a game is checked once.
 */
export function plainJsonProblems(v: unknown, path = 'state', out: string[] = [], seen?: WeakSet<object>): string[] {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return out;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) out.push(`${path} is ${v}`);
    return out;
  }
  if (typeof v === 'object' && seen) {
    if (seen.has(v)) return out;
    seen.add(v);
  }
  if (Array.isArray(v)) {
    v.forEach((x, i) => plainJsonProblems(x, `${path}[${i}]`, out, seen));
    return out;
  }
  if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
    for (const [k, x] of Object.entries(v)) {
      if (x === undefined) out.push(`${path}.${k} is undefined`);
      else plainJsonProblems(x, `${path}.${k}`, out, seen);
    }
    return out;
  }
  out.push(`${path} is not plain JSON (${typeof v})`);
  return out;
}

/** A cheap digest of what every move can change: generator, turn, economy, goods and track sizes. */
function digest(s: GameState): string {
  return JSON.stringify([s.rng, s.round, s.phase, s.moveCount, s.queue, s.turnOrder, s.players, s.auction, s.build, s.moveGoods, s.production, s.bag, s.display, s.cubes, s.tileSupply, s.history.length, Object.keys(s.track.tiles).length]);
}

/** The state without its (constant, by-reference) map, as text: equal text = equal state. */
function fingerprint(s: GameState): string {
  return JSON.stringify({ ...s, map: s.map.id });
}

export interface BatchResult {
  games: number;
  moves: number;
  problems: string[];
  finished: number;
  deliveries: number;
  tiles: number;
}

export function setupFor(players: number, edition: Edition, seed: number): GameSetup {
  return {
    ruleSystem: 'age-of-steam',
    edition,
    map: RUST_BELT,
    seats: Array.from({ length: players }, (_, i) => ({ name: `Bot ${i + 1}`, color: COLORS[i]! })),
    seed,
  };
}

export function runBatch(players: number, edition: Edition, seeds: number[]): BatchResult {
  const res: BatchResult = { games: 0, moves: 0, problems: [], finished: 0, deliveries: 0, tiles: 0 };
  for (const seed of seeds) {
    const setup = setupFor(players, edition, seed);
    const tag = `${players}p ${edition} seed ${seed}`;
    // Digests taken when each state is made are compared at the end: a move must never change an earlier state.
    const early: string[] = [];
    const g = playRandomGame(setup, seed * 31 + players, { check: true, keepStates: true, onState: (s) => early.push(digest(s)) });
    g.states!.forEach((s, i) => {
      if (digest(s) !== early[i]) res.problems.push(`${tag}: state after move ${i - 1} was changed by a later move`);
    });
    res.games++;
    res.moves += g.moves.length;
    if (g.state.phase === 'gameOver') res.finished++;
    res.deliveries += g.state.players.reduce((a, p) => a + p.deliveries, 0);
    res.tiles += g.state.players.reduce((a, p) => a + p.tilesBuilt, 0);
    for (const p of g.problems) res.problems.push(`${tag}: ${p}`);
    const states = g.states!;
    const seen = new WeakSet<object>([RUST_BELT]);
    states.forEach((s, i) => {
      for (const p of plainJsonProblems(s, 'state', [], seen)) res.problems.push(`${tag} after move ${i - 1}: ${p}`);
    });
    const rep = replay(JSON.parse(JSON.stringify(toRecord(setup, g.moves))), RUST_BELT, { keepStates: true });
    if (!rep.ok) {
      res.problems.push(`${tag}: replay refused move ${rep.atMove}: ${JSON.stringify(rep.reason)}`);
      continue;
    }
    const again = rep.states!;
    if (again.length !== states.length) res.problems.push(`${tag}: replay gave ${again.length} states, play ${states.length}`);
    // Every state: the digest; the whole state at every round start and at the end.
    for (let i = 0; i < states.length; i++) {
      const a = states[i]!;
      const b = again[i]!;
      const full = i === states.length - 1 || (a.phase === 'issueShares' && states[i - 1]?.phase !== 'issueShares');
      if (digest(a) !== digest(b) || (full && fingerprint(a) !== fingerprint(b))) {
        res.problems.push(`${tag}: replayed state after move ${i - 1} differs`);
        break;
      }
    }
  }
  return res;
}
