// Runs batches of random full games on Rust Belt and checks, after every move: the engine invariants (cash, cubes,
// tiles, town markers, ownership) and plain-JSON state; every state is frozen as soon as it exists, so a move that
// edits an earlier state throws at the offending line; replaying the record reproduces the game (the whole state
// compared at every round start and at the end).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { playRandomGame } from '../../../src/engine/aos/selfplay';
import { replay, toRecord, type Edition, type GameSetup, type GameState, type PlayerColor } from '../../../src/engine/aos/index';
import type { BoardMap } from '../../../src/engine/map/types';

export const loadMap = (id: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../../assets/maps/${id}.json`), 'utf8')) as BoardMap;
export const RUST_BELT = loadMap('rust-belt');
const COLORS: PlayerColor[] = ['blue', 'green', 'yellow', 'pink', 'grey', 'orange'];

/**
 * Problems that would stop a value from crossing postMessage or JSON unchanged. `seen` holds objects already checked:
 * states never change once made and share untouched parts, so each object of a game is checked once. `freeze`: also
 * freeze every object visited (strict-mode code then throws on any later write to it).
 */
export function plainJsonProblems(v: unknown, path = 'state', out: string[] = [], seen?: WeakSet<object>, freeze = false): string[] {
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
    v.forEach((x, i) => plainJsonProblems(x, `${path}[${i}]`, out, seen, freeze));
    if (freeze) Object.freeze(v);
    return out;
  }
  if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
    for (const [k, x] of Object.entries(v)) {
      if (x === undefined) out.push(`${path}.${k} is undefined`);
      else plainJsonProblems(x, `${path}.${k}`, out, seen, freeze);
    }
    if (freeze) Object.freeze(v);
    return out;
  }
  out.push(`${path} is not plain JSON (${typeof v})`);
  return out;
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
  /** Cubes delivered per colour, over all games of the batch. */
  delivered: Record<string, number>;
  /** Moves per type, over all games of the batch. */
  moveTypes: Record<string, number>;
}

export function setupFor(players: number, edition: Edition, seed: number, map: BoardMap = RUST_BELT): GameSetup {
  return {
    ruleSystem: 'age-of-steam',
    edition,
    map,
    seats: Array.from({ length: players }, (_, i) => ({ name: `Bot ${i + 1}`, color: COLORS[i]! })),
    seed,
  };
}

/** `watch`, if given, sees every state with the one before it (undefined for the first), for a suite's own checks. */
export function runBatch(players: number, edition: Edition, seeds: number[], map: BoardMap = RUST_BELT, watch?: (s: GameState, before: GameState | undefined) => void): BatchResult {
  const res: BatchResult = { games: 0, moves: 0, problems: [], finished: 0, deliveries: 0, tiles: 0, delivered: {}, moveTypes: {} };
  for (const seed of seeds) {
    const setup = setupFor(players, edition, seed, map);
    const tag = `${players}p ${edition} seed ${seed}`;
    // Each state is checked for plain JSON and frozen the moment it exists: the objects a move shares with earlier
    // states are then read-only, so a move that writes to an earlier state fails with a TypeError right there.
    const seen = new WeakSet<object>([map]);
    let made = 0;
    let last: GameState | undefined;
    let g: ReturnType<typeof playRandomGame>;
    try {
      g = playRandomGame(setup, seed * 31 + players, {
        check: true,
        keepStates: true,
        onState: (s) => {
          for (const p of plainJsonProblems(s, 'state', [], seen, true)) res.problems.push(`${tag} after move ${made - 1}: ${p}`);
          made++;
          watch?.(s, last);
          last = s;
        },
      });
    } catch (e) {
      res.problems.push(`${tag}: move ${made - 1} threw ${(e as Error).stack ?? String(e)}`);
      continue;
    }
    res.games++;
    res.moves += g.moves.length;
    if (g.state.phase === 'gameOver') res.finished++;
    res.deliveries += g.state.players.reduce((a, p) => a + p.deliveries, 0);
    res.tiles += g.state.players.reduce((a, p) => a + p.tilesBuilt, 0);
    for (const m of g.moves) {
      res.moveTypes[m.type] = (res.moveTypes[m.type] ?? 0) + 1;
      if (m.type === 'deliver') res.delivered[m.color] = (res.delivered[m.color] ?? 0) + 1;
    }
    for (const p of g.problems) res.problems.push(`${tag}: ${p}`);
    const states = g.states!;
    const rep = replay(JSON.parse(JSON.stringify(toRecord(setup, g.moves))), map, { keepStates: true });
    if (!rep.ok) {
      res.problems.push(`${tag}: replay refused move ${rep.atMove}: ${JSON.stringify(rep.reason)}`);
      continue;
    }
    const again = rep.states!;
    if (again.length !== states.length) res.problems.push(`${tag}: replay gave ${again.length} states, play ${states.length}`);
    // The whole state at every round start and at the end: the engine is deterministic, so a replay that drifts at
    // any move shows at the next round start at the latest (generator, cash and goods all carry over).
    for (let i = 0; i < states.length; i++) {
      const a = states[i]!;
      const full = i === states.length - 1 || (a.phase === 'issueShares' && states[i - 1]?.phase !== 'issueShares');
      if (full && fingerprint(a) !== fingerprint(again[i]!)) {
        res.problems.push(`${tag}: replayed state after move ${i - 1} differs`);
        break;
      }
    }
  }
  return res;
}
