// Spike engine figures (issue 19, "Measure"): one full random 4-player game listing the legal moves at every decision
// (a random legal move each time: a kind of move, then one of it), the replay of such a game from its record, and a
// full 4-player game of the baseline bot. Spike is loaded through the registry and played through its rule-system
// interface. Medians over several seeds after a warm-up; the route search of one destination is spike-routes.bench.ts.
import { readFileSync } from 'node:fs';
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
import type { BenchRow } from './index';

const spike = (await loadRuleSystem('spike')) as typeof spikeModule;
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const board = JSON.parse(readFileSync(join(root, 'assets/lattice/spike-eastern-us.json'), 'utf8')) as LatticeBoard;

function setupFor(seed: number): GameSetup<SetupOptions, LatticeBoard> {
  return { ruleSystem: 'spike', edition: seed % 2 ? 'basic' : 'advanced', map: board, seats: ['blue', 'green', 'yellow', 'pink'].map((c, i) => ({ name: 'ABCD'[i]!, color: c as 'blue' })), seed };
}

function median(xs: number[]): number {
  return xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)]!;
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

export default async function bench(): Promise<BenchRow[]> {
  const seeds = Array.from({ length: 12 }, (_, i) => 101 + i);
  // Warm-up on other seeds (the same ones would find their positions in the legal moves' recent-position cache), long
  // enough for the compiler to settle: the figure is a game's cost in a worker that has played before.
  for (let seed = 1; seed <= 12; seed++) randomGame(seed);
  const games = seeds.map((seed) => timed(() => randomGame(seed)));
  const moves = median(games.map((g) => g.value.length));
  const replays = seeds.map((seed, i) => timed(() => replay(spike, toRecord(spike, setupFor(seed), games[i]!.value), board)).ms);
  const bots = seeds.slice(0, 6).map((seed) => timed(() => playBotGame(spike, setupFor(seed), seed)));
  return [
    { name: 'spike: full random 4p game incl. legal moves', value: median(games.map((g) => g.ms)), unit: 'ms', goal: '≤ 20 ms', note: `median of ${seeds.length} games, ${moves} moves` },
    { name: 'spike: the same games, CPU time', value: median(games.map((g) => g.cpu)), unit: 'ms', goal: '≤ 20 ms', note: 'process.cpuUsage: read this one on a busy machine' },
    { name: 'spike: replay of that game from its record', value: median(replays), unit: 'ms' },
    { name: 'spike: full 4p game of the baseline bot', value: median(bots.map((b) => b.ms)), unit: 'ms', note: `${median(bots.map((b) => b.value.moves.length))} moves` },
  ];
}
