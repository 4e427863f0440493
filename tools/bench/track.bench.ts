// Track benchmarks: every legal delivery at engine 6 and every legal tile build for a seat, on late-game Rust Belt boards.
import type { BenchRow } from './index';
import { buildOptions, checkBuild, computeLinks, findDeliveries } from '../../src/engine/track';
import { lateGame } from '../../tests/engine/track/late-game';

// CPU time of this process, not wall time: the shared build machines run other jobs, and one call is single-threaded.
function perCall(f: () => unknown, runs: number): number {
  for (let i = 0; i < Math.min(20, runs); i++) f();
  const t0 = process.cpuUsage();
  for (let i = 0; i < runs; i++) f();
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / 1000 / runs;
}

export default async function trackBench(): Promise<BenchRow[]> {
  // Three boards (4 seats, 8 rounds, different seeds); each figure is the slowest board's mean.
  const games = [1, 3, 7].map((seed) => lateGame({ rounds: 8, seed }));
  let deliveries = 0;
  let options = 0;
  let links = 0;
  let warmOptions = 0;
  let derived = 0;
  let tiles = 0;
  let found = 0;
  let listed = 0;
  for (const g of games) {
    const l = computeLinks(g.map, g.board);
    tiles = Math.max(tiles, Object.keys(g.board.tiles).length);
    const every = () => findDeliveries(g.map, g.board, l, g.cubes, 6, { paysIncome: () => true });
    found = Math.max(found, every().length);
    deliveries = Math.max(deliveries, perCall(every, 500));
    // The track module caches a board's index per board object: a shallow copy is a board it has never seen.
    links = Math.max(links, perCall(() => computeLinks(g.map, { ...g.board }), 500));
    for (const seat of [0, 1, 2, 3]) {
      const ctx = g.ctx(seat, 30);
      const all = buildOptions(ctx);
      listed = Math.max(listed, all.length);
      options = Math.max(options, perCall(() => buildOptions({ ...ctx, board: { ...ctx.board } }), 100));
      warmOptions = Math.max(warmOptions, perCall(() => buildOptions(ctx), 100));
      // A build and the links after it (what replaying a build and scoring costs): the index is derived, not rebuilt.
      let k = 0;
      derived = Math.max(
        derived,
        perCall(() => {
          const r = checkBuild(ctx, all[k++ % all.length]!.request);
          if (r.ok) computeLinks(g.map, r.board);
        }, 300),
      );
    }
  }
  const note = `CPU time; late-game Rust Belt, ≤${tiles} tiles`;
  // A denser board than a real game reaches (6 seats, 12 rounds), with 3 cubes on every city and town.
  const dense = lateGame({ seats: 6, rounds: 12, seed: 5 });
  const dl = computeLinks(dense.map, dense.board);
  const colors = ['red', 'blue', 'purple', 'yellow', 'black'] as const;
  const cubes = Object.fromEntries(dense.map.places.map((p, i) => [p.hex, [colors[i % 5]!, colors[(i + 1) % 5]!, colors[(i + 2) % 5]!]]));
  const denseAll = () => findDeliveries(dense.map, dense.board, dl, cubes, 6, { paysIncome: () => true });
  const denseFound = denseAll().length;
  const denseMs = perCall(denseAll, 200);
  const denseLinks = dl.filter((l) => l.complete).length;
  const denseOpts = perCall(() => buildOptions({ ...dense.ctx(0, 30), board: { ...dense.board } }), 50);
  return [
    { name: 'track: all deliveries at engine 6', value: deliveries, unit: 'ms', goal: '≤ 1 ms', note: `${note}, ${found} deliveries` },
    { name: 'track: all legal tile builds for a seat', value: options, unit: 'ms', goal: '≤ 5 ms', note: `${note}, ${listed} options` },
    { name: 'track: all legal tile builds, board already indexed', value: warmOptions, unit: 'ms', note },
    { name: 'track: computeLinks (board not indexed)', value: links, unit: 'ms', note },
    { name: 'track: checkBuild + computeLinks of the new board', value: derived, unit: 'ms', note: `${note}; index derived from the old board's` },
    { name: 'track: all deliveries at engine 6, dense board', value: denseMs, unit: 'ms', goal: '≤ 1 ms', note: `CPU time; ${Object.keys(dense.board.tiles).length} tiles, ${denseLinks} links, ${denseFound} deliveries` },
    { name: 'track: all legal tile builds, dense board', value: denseOpts, unit: 'ms', goal: '≤ 5 ms', note: 'CPU time' },
  ];
}
