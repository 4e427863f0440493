// Spike route benchmarks (issue 19, "Measure"): all buildable routes to one destination for a 10-card hand from a
// mid-game network, and the list of buildable cities, on the committed eastern-US board.
import type { BenchRow } from './index';
import { seedRng } from '../../src/engine/rng';
import type { Hand } from '../../src/engine/spike/payment';
import { buildableDestinations, routesTo, shortestRouteLength, type RouteContext } from '../../src/engine/spike/routes';
import { midGame, randomHand } from '../../tests/engine/spike/routes-fixture';

// CPU time of this process, not wall time: the shared build machines run other jobs, and one call is single-threaded.
function perCall(f: () => unknown, runs: number): number {
  for (let i = 0; i < Math.min(20, runs); i++) f();
  const t0 = process.cpuUsage();
  for (let i = 0; i < runs; i++) f();
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / 1000 / runs;
}

export default async function spikeRoutesBench(): Promise<BenchRow[]> {
  // Three positions (3 players, 5 routes each, different seeds); per seat a 10-card hand and the 3 farthest cities
  // within 8 segments. Every case is run once before timing (steady state, as in a running game); each figure is the
  // slowest case's mean, with a fresh context each call, so the network distances are computed too.
  const rng = seedRng(42);
  const cases: { ctx: RouteContext; hand: Hand; city: string }[] = [];
  const seats: { ctx: RouteContext; hand: Hand }[] = [];
  let network = 0;
  for (const seed of [1, 2, 3]) {
    const g = midGame(seed, 3, 5);
    for (const seat of [0, 1, 2]) {
      const ctx = g.ctx(seat);
      network = Math.max(network, ctx.network.size);
      const hand = randomHand(rng, 10);
      seats.push({ ctx, hand });
      const targets = [...ctx.graph.nodeOf.keys()]
        .map((c) => ({ c, d: shortestRouteLength(ctx, c) }))
        .filter((t): t is { c: string; d: number } => t.d !== null && t.d <= 8)
        .toSorted((a, b) => b.d - a.d || (a.c < b.c ? -1 : 1))
        .slice(0, 3);
      for (const { c } of targets) cases.push({ ctx, hand, city: c });
    }
  }
  let found = 0;
  let listed = 0;
  let cities = 0;
  for (const k of cases) {
    found = Math.max(found, routesTo(k.ctx, k.city, k.hand, { payableOnly: true, limit: Infinity }).length);
    listed = Math.max(listed, routesTo(k.ctx, k.city, k.hand, { limit: Infinity }).length);
  }
  for (const s of seats) cities = Math.max(cities, buildableDestinations(s.ctx, s.hand).length);
  let payable = 0;
  let every = 0;
  let buildable = 0;
  for (const k of cases) payable = Math.max(payable, perCall(() => routesTo({ ...k.ctx }, k.city, k.hand, { payableOnly: true }), 100));
  for (const k of cases) every = Math.max(every, perCall(() => routesTo({ ...k.ctx }, k.city, k.hand), 100));
  for (const s of seats) buildable = Math.max(buildable, perCall(() => buildableDestinations({ ...s.ctx }, s.hand), 30));
  const note = `CPU time; ${cases.length} cases, 3 players × 5 routes, network ≤ ${network} points, 10-card hands, cities ≤ 8 segments away`;
  return [
    { name: 'spike: all buildable routes to one city, 10-card hand', value: payable, unit: 'ms', goal: '≤ 2 ms', note: `${note}; first 12 of ≤ ${found} payable routes` },
    { name: 'spike: routes to one city, payable or not', value: every, unit: 'ms', note: `${note}; first 12 of ≤ ${listed} routes` },
    { name: 'spike: buildable cities for a 10-card hand', value: buildable, unit: 'ms', note: `${note}; ≤ ${cities} cities` },
  ];
}
