// Spike bots' think time (issue 21, "Measure"): CPU time per decision of each level (process.cpuUsage around the bot
// hook, from the seat's view as the worker gives it), over whole 4-player games of mixed levels in both editions.
// Goals: Easy and Medium p95 ≤ 50 ms; Hard median ≤ 300 ms and p95 ≤ 1 s.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BotLevel, GameSetup, SetupOptions } from '../../src/engine/api';
import type { LatticeBoard } from '../../src/engine/lattice/types';
import { seedRng } from '../../src/engine/rng';
import { loadRuleSystem } from '../../src/engine/rule-systems';
import type { spike as spikeModule } from '../../src/engine/spike/module';
import { quantile } from './browser-bench';
import type { BenchRow } from './index';

const spike = (await loadRuleSystem('spike')) as typeof spikeModule;
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const board = JSON.parse(readFileSync(join(root, 'assets/lattice/spike-eastern-us.json'), 'utf8')) as LatticeBoard;
const LEVELS: readonly BotLevel[] = ['easy', 'medium', 'hard'];

function setupFor(seed: number): GameSetup<SetupOptions, LatticeBoard> {
  return { ruleSystem: 'spike', edition: seed % 2 ? 'basic' : 'advanced', map: board, seats: ['blue', 'green', 'yellow', 'pink'].map((c, i) => ({ name: 'ABCD'[i]!, color: c as 'blue' })), seed };
}

/**
 * One game, the levels rotated by `seed` over the seats (the fourth seat plays the first seat's level); CPU ms per
 * decision per level. The quantiles are browser-bench.ts's (nearest rank), as in the other benches' p95 rows.
 */
function game(seed: number, think: Map<BotLevel, number[]>): void {
  const started = spike.start(setupFor(seed));
  if (!started.ok) throw new Error(started.reason.key);
  let s = started.state;
  const levels = [0, 1, 2, 3].map((i) => LEVELS[(i + seed) % 3]!);
  const rngs = levels.map((_, i) => seedRng(seed * 13 + i));
  for (let who = spike.toAct(s); who; who = spike.toAct(s)) {
    const view = spike.viewFor(s, { seat: who.seat });
    const c = process.cpuUsage();
    const m = spike.bot!(view, who.seat, rngs[who.seat]!, levels[who.seat]);
    const d = process.cpuUsage(c);
    think.get(levels[who.seat]!)!.push((d.user + d.system) / 1000);
    if (!m) throw new Error(`no move at ${who.decision}`);
    const r = spike.apply(s, m);
    if (!r.ok) throw new Error(r.reason.key);
    s = r.state;
  }
}

export default async function bench(): Promise<BenchRow[]> {
  game(100, new Map(LEVELS.map((l) => [l, []]))); // warm-up
  const think = new Map<BotLevel, number[]>(LEVELS.map((l) => [l, []]));
  for (let seed = 1; seed <= 6; seed++) game(seed, think);
  const rows: BenchRow[] = [];
  for (const l of LEVELS) {
    const xs = think.get(l)!;
    const note = `${xs.length} decisions, CPU time`;
    rows.push({ name: `spike bot ${l}: think median`, value: quantile(xs, 0.5), unit: 'ms', goal: l === 'hard' ? '≤ 300 ms' : undefined, note });
    rows.push({ name: `spike bot ${l}: think p95`, value: quantile(xs, 0.95), unit: 'ms', goal: l === 'hard' ? '≤ 1000 ms' : '≤ 50 ms', note });
    rows.push({ name: `spike bot ${l}: think max`, value: Math.max(...xs), unit: 'ms', note });
  }
  return rows;
}
