// Spike engine figures (issue 19, "Measure"): one full random 4-player game listing the legal moves at every decision
// (a random legal move each time: a kind of move, then one of it; the move applied through apply, which checks it),
// the replay of such a game from its record, and a full 4-player game of the baseline bot. Spike is loaded through the
// registry and played through its rule-system interface. The route search of one destination is spike-routes.bench.ts.
// The game figure is made steady (12 seeds after a short warm-up read 31–44 ms in two quiet runs minutes apart): 60
// warm-up games on other seeds (after 40 the first measured round still read ~20 % slow), 60 seeds in 3 rounds (each
// round in another order, so a seed's neighbours and the heap differ), per-game CPU time (process.cpuUsage: this
// process's threads, GC helpers included, so it may exceed the wall time) and wall time, median and p95, each round's
// median beside them to show how steady the figure is, and the load.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { GameSetup, SetupOptions } from '../../src/engine/api';
import type { LatticeBoard } from '../../src/engine/lattice/types';
import { replay, toRecord } from '../../src/engine/record';
import { nextU32, seedRng } from '../../src/engine/rng';
import { loadRuleSystem } from '../../src/engine/rule-systems';
import type { spike as spikeModule } from '../../src/engine/spike/module';
import type { SpikeMove } from '../../src/engine/spike/moves';
import { playBotGame } from '../bot-game';
import { median, quantile } from './browser-bench';
import type { BenchRow } from './index';

const spike = (await loadRuleSystem('spike')) as typeof spikeModule;
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const board = JSON.parse(readFileSync(join(root, 'assets/lattice/spike-eastern-us.json'), 'utf8')) as LatticeBoard;

/** Measured seeds, rounds over them, and warm-up games (other seeds: the engine keeps recent positions' answers). */
const SEEDS = Array.from({ length: 60 }, (_, i) => 101 + i);
const ROUNDS = 3;
const WARM_UP = 60;

function setupFor(seed: number): GameSetup<SetupOptions, LatticeBoard> {
  return { ruleSystem: 'spike', edition: seed % 2 ? 'basic' : 'advanced', map: board, seats: ['blue', 'green', 'yellow', 'pink'].map((c, i) => ({ name: 'ABCD'[i]!, color: c as 'blue' })), seed };
}

/** A whole game of random legal moves; the moves made. */
function randomGame(seed: number): SpikeMove[] {
  const started = spike.start(setupFor(seed));
  if (!started.ok) throw new Error(started.reason.key);
  let s = started.state;
  const rng = seedRng(seed);
  const moves: SpikeMove[] = [];
  while (spike.toAct(s) && moves.length < 3000) {
    const legal = spike.legalMoves(s);
    const types = [...new Set(legal.map((m) => m.type))];
    const type = types[nextU32(rng) % types.length];
    const of = legal.filter((m) => m.type === type);
    const move = of[nextU32(rng) % of.length]!;
    const r = spike.apply(s, move);
    if (!r.ok) throw new Error(`refused ${r.reason.key}`);
    s = r.state;
    moves.push(move);
  }
  if (spike.toAct(s)) throw new Error(`seed ${seed}: no end after ${moves.length} moves`);
  return moves;
}

/** Wall-clock and CPU time of f (CPU: this process's user + system time, which a busy machine inflates far less). */
function timed<T>(f: () => T): { ms: number; cpu: number; value: T } {
  const a = performance.now();
  const c = process.cpuUsage();
  const value = f();
  const d = process.cpuUsage(c);
  return { ms: performance.now() - a, cpu: (d.user + d.system) / 1000, value };
}

const f1 = (x: number) => x.toFixed(1);
/** The load averages (1, 5, 15 minutes): every timing on this shared machine is read with them. */
const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');

export default async function bench(): Promise<BenchRow[]> {
  const loadBefore = load();
  for (let seed = 1; seed <= WARM_UP; seed++) randomGame(seed);
  const games: { seed: number; ms: number; cpu: number; moves: number }[] = [];
  const roundCpu: number[] = [];
  const roundWall: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Round r starts r thirds into the seeds.
    const start = Math.floor((round * SEEDS.length) / ROUNDS);
    const order = [...SEEDS.slice(start), ...SEEDS.slice(0, start)];
    const these = order.map((seed) => {
      const g = timed(() => randomGame(seed));
      return { seed, ms: g.ms, cpu: g.cpu, moves: g.value.length };
    });
    roundCpu.push(median(these.map((g) => g.cpu)));
    roundWall.push(median(these.map((g) => g.ms)));
    games.push(...these);
  }
  const cpu = games.map((g) => g.cpu);
  const wall = games.map((g) => g.ms);
  const perGame = games.slice(0, SEEDS.length).map((g) => g.moves);
  const where = `node ${process.version}, load ${loadBefore} → ${load()}`;
  const replays = SEEDS.slice(0, 12).map((seed) => {
    const moves = randomGame(seed);
    return timed(() => replay(spike, toRecord(spike, setupFor(seed), moves), board)).ms;
  });
  const bots = SEEDS.slice(0, 6).map((seed) => timed(() => playBotGame(spike, setupFor(seed), seed)));
  const runs = `${SEEDS.length} seeds × ${ROUNDS} rounds after ${WARM_UP} warm-up games; moves per game median ${median(perGame)} (${Math.min(...perGame)}–${Math.max(...perGame)})`;
  return [
    { name: 'spike: full random 4p game incl. legal moves, CPU median', value: median(cpu), unit: 'ms', goal: '≤ 20 ms', note: `${runs}; rounds ${roundCpu.map(f1).join(' / ')}` },
    { name: 'spike: the same games, CPU p95', value: quantile(cpu, 0.95), unit: 'ms' },
    { name: 'spike: the same games, wall-clock median', value: median(wall), unit: 'ms', goal: '≤ 20 ms', note: `p95 ${f1(quantile(wall, 0.95))} ms; rounds ${roundWall.map(f1).join(' / ')}; ${where}` },
    { name: 'spike: replay of such a game from its record', value: median(replays), unit: 'ms', note: 'wall, median of 12' },
    { name: 'spike: full 4p game of the baseline bot', value: median(bots.map((b) => b.ms)), unit: 'ms', note: `wall, median of 6, ${median(bots.map((b) => b.value.moves.length))} moves` },
  ];
}
