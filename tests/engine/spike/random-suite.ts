// Random full Spike games (issue 19 point 7): seeded random legal moves (a kind of move first, then a move of it;
// deliveries and loads taken more often, so games reach them) through the rule-system interface, loaded through the
// registry as the worker loads it, in both editions. After every move the invariants hold (60 cards, 45 pieces, money,
// freight markers, market); no move writes to the state it was given (states are frozen); every 25th state is plain
// JSON and survives its snapshot; the game ends; the record replays, through JSON as a file is, to the same state.
// 1 000 games in all (issue 19 point 7), in 4 files of 250 that vitest's workers share evenly: each file plays 2, 3 and
// 4 seats and both editions in turn. SPIKE_RANDOM_GAMES_PER_FILE changes the count per file.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../../src/engine/api';
import { replay, toRecord } from '../../../src/engine/record';
import { nextU32, seedRng, type RngState } from '../../../src/engine/rng';
import type { AnyRuleSystem } from '../../../src/engine/rule-system';
import { ruleSystems } from '../../../src/engine/rule-systems';
import type { SpikeMove } from '../../../src/engine/spike/moves';
import type { SpikeState } from '../../../src/engine/spike/state';
import { plainJsonProblems, snapshotProblems } from '../conformance/checks';
import { board, setupOf } from './helpers';

/** Files the suite is split into (random-games-1 … 4) and games per file. */
export const RANDOM_FILES = 4;
const GAMES = Number(process.env.SPIKE_RANDOM_GAMES_PER_FILE ?? 250);
const BATCH = 50;

/**
 * Freezes a new state deeply, down to the objects it shares with the state before (frozen then, with all they hold):
 * the conformance suite's deepFreeze without its set of every object seen, which grew with every move of the game.
 */
function freezeNew<V>(value: V): V {
  if (typeof value !== 'object' || value === null || (value as unknown) === board || Object.isFrozen(value)) return value;
  for (const x of Object.values(value)) freezeNew(x);
  return Object.freeze(value);
}

/** A random legal move: a delivery or a load half the time when one is on offer, else a kind of move, then one of it. */
export function randomMove(legal: readonly SpikeMove[], rng: RngState): SpikeMove {
  const deliver = legal.filter((m) => 'deliver' in m && m.deliver !== undefined);
  if (deliver.length && nextU32(rng) % 2 === 0) return deliver[nextU32(rng) % deliver.length]!;
  const load = legal.filter((m) => m.type === 'startMoving' && m.load !== undefined);
  if (load.length && nextU32(rng) % 2 === 0) return load[nextU32(rng) % load.length]!;
  const types = [...new Set(legal.map((m) => m.type))];
  const type = types[nextU32(rng) % types.length]!;
  const of = legal.filter((m) => m.type === type);
  return of[nextU32(rng) % of.length]!;
}

interface Batch {
  problems: string[];
  finished: number;
  deliveries: number;
  builds: number;
  moves: number;
}

/** One game to play: its seat count, edition and seed. */
interface Game {
  players: number;
  edition: 'basic' | 'advanced';
  seed: number;
}

function playBatch(system: AnyRuleSystem, games: readonly Game[]): Batch {
  const out: Batch = { problems: [], finished: 0, deliveries: 0, builds: 0, moves: 0 };
  for (const { players, edition, seed } of games) {
    const setup = setupOf(players, edition, seed);
    const tag = `${players}p ${edition} seed ${seed}`;
    const started = system.start(setup);
    if (!started.ok) {
      out.problems.push(`${tag}: setup refused ${started.reason.key}`);
      continue;
    }
    // Every state is frozen the moment it exists (the board excepted, shared by reference).
    let state = freezeNew(started.state as SpikeState);
    const rng = seedRng(seed * 31 + players);
    const moves: SpikeMove[] = [];
    for (let who = system.toAct(state); who && moves.length < 3000; who = system.toAct(state)) {
      const legal = system.legalMoves(state) as SpikeMove[];
      if (!legal.length) {
        out.problems.push(`${tag} move ${moves.length}: seat ${who.seat} has no legal move at ${who.decision}`);
        break;
      }
      const move = randomMove(legal, rng);
      const r = system.apply(state, move);
      if (!r.ok) {
        out.problems.push(`${tag} move ${moves.length}: refused ${JSON.stringify(move)} → ${r.reason.key}`);
        break;
      }
      state = freezeNew(r.state as SpikeState);
      moves.push(move);
      out.deliveries += r.events.filter((e) => e.type === 'delivered').length;
      out.builds += r.events.filter((e) => e.type === 'built').length;
      for (const p of system.invariants(state)) out.problems.push(`${tag} move ${moves.length - 1}: ${p}`);
      if (moves.length % 25 === 0) {
        const { map: _map, ...rest } = state as unknown as Record<string, unknown>;
        for (const p of [...plainJsonProblems('state', rest), ...snapshotProblems(system, state, board)]) out.problems.push(`${tag} move ${moves.length - 1}: ${p}`);
      }
      if (out.problems.length > 10) return out;
    }
    out.moves += moves.length;
    if (state.phase === 'gameOver') out.finished++;
    else out.problems.push(`${tag}: did not end (${moves.length} moves)`);
    const record = JSON.parse(JSON.stringify(toRecord(system, setup, moves))) as GameRecord;
    const again = replay(system, record, board);
    if (!again.ok) out.problems.push(`${tag}: replay refused move ${again.atMove}: ${again.reason.key}`);
    else if (!isDeepStrictEqual(again.state, state)) out.problems.push(`${tag}: the replay ends in another state`);
  }
  return out;
}

/**
 * Part `part` (1 … RANDOM_FILES) of the suite: GAMES games, game i of the whole suite with 2 + i mod 3 seats and the
 * editions in turn by seat count (basic, then advanced), seeded by its number.
 */
export function spikeRandomSuite(part: number): void {
  describe(`random Spike games, part ${part} of ${RANDOM_FILES}`, async () => {
    const system = await ruleSystems.load('spike');
    for (let start = 0; start < GAMES; start += BATCH) {
      const games = Array.from({ length: Math.min(BATCH, GAMES - start) }, (_, k): Game => {
        const i = (part - 1) * GAMES + start + k;
        return { players: 2 + (i % 3), edition: Math.floor(i / 3) % 2 === 0 ? 'basic' : 'advanced', seed: 10_000 + i };
      });
      it(`games ${start}–${start + games.length - 1} (2–4 seats, both editions) keep every invariant, end and replay exactly`, () => {
        const r = playBatch(system, games);
        expect(r.problems.slice(0, 10)).toEqual([]);
        expect(r.finished).toBe(games.length);
        // Random games build routes and deliver goods: they are not all draws.
        expect(r.builds).toBeGreaterThan(games.length * 5);
        expect(r.deliveries).toBeGreaterThan(0);
      }, 240_000);
    }
  });
}
