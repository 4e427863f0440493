// Engine figures (issue 3): replaying a recorded 250-move game, and one full random 4-player Rust Belt game with
// legal-move generation for every decision. Timings are medians of repeated runs after a warm-up.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { chooseMove } from '../../src/engine/aos/bot';
import { seedRng } from '../../src/engine/rng';
import { applyMove, legalMoves, newGame, replay, type GameRecord, type GameSetup } from '../../src/engine/index';
import type { BoardMap } from '../../src/engine/map/types';
import type { BenchRow } from './index';

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
  const setup: GameSetup = {
    ruleSystem: 'age-of-steam',
    edition: 'deluxe',
    map,
    seats: [
      { name: 'A', color: 'blue' },
      { name: 'B', color: 'green' },
      { name: 'C', color: 'yellow' },
      { name: 'D', color: 'pink' },
    ],
    seed,
  };
  let s = newGame(setup);
  const rng = seedRng(seed);
  let n = 0;
  while (s.phase !== 'gameOver') {
    if (allBuilds || s.phase !== 'buildTrack') legalMoves(s);
    const m = chooseMove(s, rng)!;
    const r = applyMove(s, m);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(m)}`);
    s = r.state;
    n++;
  }
  return n;
}

/** The same game without listing every legal move: the bot asks only for the options it considers. */
function randomGameBotOnly(seed: number): void {
  let s = newGame({ ruleSystem: 'age-of-steam', edition: 'deluxe', map, seats: ['blue', 'green', 'yellow', 'pink'].map((c, i) => ({ name: `${i}`, color: c as 'blue' })), seed });
  const rng = seedRng(seed);
  while (s.phase !== 'gameOver') {
    const r = applyMove(s, chooseMove(s, rng)!);
    if (!r.ok) throw new Error('refused');
    s = r.state;
  }
}

export default async function bench(): Promise<BenchRow[]> {
  const moves = record.moves.length;
  // Warm the JIT on every code path first: the first games run several times slower than later ones, and after only
  // 6 games single games still ran 3–4× slower than the average of 100 (docs/performance.md, second pass).
  for (let i = 0; i < 30; i++) {
    randomGameWithLegalMoves(100 + i, i % 5 === 0);
    replay(record, map);
  }
  const replayMs = time(21, () => {
    const r = replay(record, map);
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
  ];
}
