// Engine figures (issue 3): replaying a recorded 250-move game, and one full random 4-player Rust Belt game with
// legal-move generation for every decision. Timings are medians of repeated runs after a warm-up. Age of Steam is
// loaded through the registry and played through its rule-system interface (start, apply, legalMoves, replay).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { GameRecord, GameSetup } from '../../src/engine/api';
import { chooseMove } from '../../src/engine/aos/bot';
import type { ageOfSteam } from '../../src/engine/aos/module';
import type { BoardMap } from '../../src/engine/map/types';
import { replay } from '../../src/engine/record';
import { seedRng } from '../../src/engine/rng';
import { loadRuleSystem } from '../../src/engine/rule-systems';
import { playBotGame } from '../bot-game';
import type { BenchRow } from './index';

// Age of Steam as the worker gets it: from the registry. The bot (aos/bot.ts) drives the games on the full state, as
// it did before the registry, so the figures stay comparable; the last row plays it through the rule-system hook.
const aos = (await loadRuleSystem('age-of-steam')) as typeof ageOfSteam;

function setupFor(seed: number): GameSetup {
  return { ruleSystem: 'age-of-steam', edition: 'deluxe', map, seats: ['blue', 'green', 'yellow', 'pink'].map((c, i) => ({ name: 'ABCD'[i]!, color: c as 'blue' })), seed };
}

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const map = JSON.parse(readFileSync(join(root, 'assets/maps/rust-belt.json'), 'utf8')) as BoardMap;
const record = JSON.parse(readFileSync(join(root, 'tests/fixtures/engine/rust-belt-deluxe-6p.json'), 'utf8')) as GameRecord;

function median(xs: number[]): number {
  const s = xs.toSorted((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** Median wall time and median CPU time (ms) of `runs` runs after 5 warm-up runs; CPU time is less hurt by a busy machine. */
function time(runs: number, f: () => void): { wall: number; cpu: number } {
  for (let i = 0; i < 5; i++) f();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage();
    const a = performance.now();
    f();
    wall.push(performance.now() - a);
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

/**
 * A full random game where decisions first list legal moves, then the bot picks one. `allBuilds`: also list every legal
 * tile build at each build decision; otherwise build decisions use per-hex options only, as the game screen does
 * (it asks buildOptions for the hex the player touches, src/ui — not every placement on the map).
 */
function randomGameWithLegalMoves(seed: number, allBuilds: boolean): number {
  const started = aos.start(setupFor(seed));
  if (!started.ok) throw new Error(started.reason.key);
  let s = started.state;
  const rng = seedRng(seed);
  let n = 0;
  for (let who = aos.toAct(s); who; who = aos.toAct(s)) {
    if (allBuilds || s.phase !== 'buildTrack') aos.legalMoves(s);
    const m = chooseMove(s, rng)!;
    const r = aos.apply(s, m);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(m)}`);
    s = r.state;
    n++;
  }
  return n;
}

/** The same game without listing every legal move: the bot asks only for the options it considers. */
function randomGameBotOnly(seed: number): void {
  const started = aos.start(setupFor(seed));
  if (!started.ok) throw new Error(started.reason.key);
  let s = started.state;
  const rng = seedRng(seed);
  while (aos.toAct(s)) {
    const r = aos.apply(s, chooseMove(s, rng)!);
    if (!r.ok) throw new Error('refused');
    s = r.state;
  }
}

/**
 * The first game again, with the bot behind the rule-system hook: each move chosen from the seat's view (a copy
 * without the generator), as a computer opponent in the worker would. Same moves; the difference is the view copy
 * and the searches the bot's copy cannot share with the legal-move list of the real state (delivery options).
 */
function randomGameThroughHook(seed: number): void {
  const g = playBotGame(aos, setupFor(seed), seed, { beforeMove: (s) => void (s.phase !== 'buildTrack' && aos.legalMoves(s)) });
  if (g.problems.length) throw new Error(g.problems[0]);
}

export default async function bench(): Promise<BenchRow[]> {
  const moves = record.moves.length;
  // Warm the JIT on every code path first: the first games run several times slower than later ones, and after only
  // 6 games single games still ran 3–4× slower than the average of 100 (docs/performance.md, second pass).
  for (let i = 0; i < 30; i++) {
    randomGameWithLegalMoves(100 + i, i % 5 === 0);
    replay(aos, record, map);
  }
  const replayMs = time(21, () => {
    const r = replay(aos, record, map);
    if (!r.ok) throw new Error(`fixture refused at ${r.atMove}`);
  });
  let seed = 1;
  let gameMoves = 0;
  const fullMs = time(21, () => {
    gameMoves = randomGameWithLegalMoves(seed++, false);
  });
  let seed3 = 1;
  const allMs = time(9, () => randomGameWithLegalMoves(seed3++, true));
  let seed2 = 1;
  const botMs = time(9, () => randomGameBotOnly(seed2++));
  let seed4 = 1;
  const hookMs = time(21, () => randomGameThroughHook(seed4++));
  return [
    { name: `replay recorded game (${moves} moves, 6p Rust Belt)`, value: replayMs.wall, unit: 'ms', goal: '≤ 10 ms', note: `CPU ${replayMs.cpu.toFixed(1)} ms` },
    {
      name: 'random 4p Rust Belt game incl. legal moves (builds per hex)',
      value: fullMs.wall,
      unit: 'ms',
      goal: '≤ 20 ms',
      note: `CPU ${fullMs.cpu.toFixed(1)} ms; ${gameMoves} moves in the last game`,
    },
    { name: 'same, listing every legal tile build at each build decision', value: allMs.wall, unit: 'ms', note: `CPU ${allMs.cpu.toFixed(1)} ms` },
    { name: 'random 4p Rust Belt game, bot queries only', value: botMs.wall, unit: 'ms', note: `CPU ${botMs.cpu.toFixed(1)} ms` },
    { name: 'the legal-moves game, bot through the hook (seat views)', value: hookMs.wall, unit: 'ms', note: `CPU ${hookMs.cpu.toFixed(1)} ms` },
  ];
}
