// Spike routes ([003:L149-159], [003:L174-182], rules-spec P3–P5, P14, P15): checkRoute gives each refusal its reason
// on a small lattice; routesTo finds exactly the routes a brute force over every simple path accepts, each with its
// cheapest payment, sorted and bounded as documented; buildableDestinations agrees with routesTo.
import { describe, expect, it } from 'vitest';
import { latticeDistance, segmentKey, type NodeId } from '../../../src/engine/lattice/coords';
import { latticeGraph } from '../../../src/engine/lattice/graph';
import { seedRng } from '../../../src/engine/rng';
import { cardCount, cheapestPayment, paymentProblem, total, type Hand } from '../../../src/engine/spike/payment';
import { buildableDestinations, checkRoute, routesTo, routeSections, shortestRouteLength, type RouteContext } from '../../../src/engine/spike/routes';
import { IMPASSABLE, midGame, randomHand, smallBoard } from './routes-fixture';

// A 7 × 4 lattice: city A (the start) on the left of row 1, B on the right, C above the middle, D below.
const PLACES = { a: '0,1', b: '6,1', c: '3,0', d: '3,3' };
function small(opts: { color?: (a: NodeId, b: NodeId) => string; network?: NodeId[]; cities?: string[]; taken?: [NodeId, NodeId][]; pieces?: number } = {}): RouteContext {
  const board = smallBoard(7, 4, PLACES, opts.color);
  const graph = latticeGraph(board);
  const taken = new Set((opts.taken ?? []).map(([x, y]) => graph.segmentIndex.get(segmentKey(x, y))!));
  return {
    graph,
    network: new Set(opts.network ?? ['0,1']),
    networkCities: new Set(opts.cities ?? ['a']),
    taken,
    piecesLeft: opts.pieces ?? 45,
    placeName: (id) => id.toUpperCase(),
  };
}
// Row 1 is blue, everything else red: the straight route to B is 6 blue sections.
const blueRow = (x: NodeId, y: NodeId) => (x.endsWith(',1') && y.endsWith(',1') ? 'blue' : 'red');
const ROW1 = ['0,1', '1,1', '2,1', '3,1', '4,1', '5,1', '6,1'];

describe('checkRoute', () => {
  it('accepts a whole route from the network to a new city', () => {
    expect(checkRoute(small(), ROW1)).toBeNull();
  });
  it.each([
    ['no section', () => checkRoute(small(), ['0,1']), { key: 'route.tooShort' }],
    ['a point off the board', () => checkRoute(small(), ['0,1', '9,9']), { key: 'route.unknownPoint' }],
    ['no pieces left (P15, [003:L149])', () => checkRoute(small({ pieces: 0 }), ROW1), { key: 'route.noPieces' }],
    ['too few pieces for the whole route (P15)', () => checkRoute(small({ pieces: 5 }), ROW1), { key: 'route.tooFewPieces', params: { need: 6, have: 5 } }],
    ['a start outside the own network ([003:L151], [003:L155])', () => checkRoute(small(), ROW1.slice(1)), { key: 'route.notFromNetwork' }],
    ['a jump between points that are not neighbours', () => checkRoute(small(), ['0,1', '2,1', '3,1', '4,1', '5,1', '6,1']), { key: 'route.notNeighbours', params: { step: 1 } }],
    [
      'a segment over water',
      () => checkRoute(small({ color: (x, y) => (segmentKey(x, y) === segmentKey('2,1', '3,1') ? IMPASSABLE : 'red') }), ROW1),
      { key: 'route.impassable', params: { step: 3 } },
    ],
    ['a segment with track on it (P5)', () => checkRoute(small({ taken: [['4,1', '5,1']] }), ROW1), { key: 'route.taken', params: { step: 5 } }],
    ['a point visited twice', () => checkRoute(small(), ['0,1', '1,1', '1,0', '2,0', '1,1', '2,1']), { key: 'route.loop', params: { step: 4 } }],
    ['a point of the own network passed on the way', () => checkRoute(small({ network: ['0,1', '2,1', '1,1'] }), ROW1), { key: 'route.throughNetwork', params: { step: 1 } }],
    ['a city passed on the way (the route ends at the first city)', () => checkRoute(small(), ['0,1', '1,1', '2,1', '3,0', '4,0', '5,1', '6,1']), { key: 'route.throughCity', params: { city: 'C' } }],
    ['an end that is no city', () => checkRoute(small(), ['0,1', '1,1', '2,1']), { key: 'route.notToCity' }],
    ['a city already in the network', () => checkRoute(small({ network: ['0,1', '3,0'], cities: ['a', 'c'] }), ['0,1', '1,1', '2,1', '3,0']), { key: 'route.cityConnected', params: { city: 'C' } }],
  ])('refuses %s', (_, run, want) => {
    expect(run()).toEqual(want);
  });
  it('branches off a junction of the own network', () => {
    const ctx = small({ network: ['0,1', '1,1', '2,1', '3,0'], cities: ['a', 'c'] });
    expect(checkRoute(ctx, ['2,1', '3,1', '4,1', '5,1', '6,1'])).toBeNull();
  });
  it("passes a bare point another player's track touches (Routes decision), but never starts there", () => {
    // Another player's track runs 2,0 – 2,1 – 2,2 through the bare point 2,1.
    const ctx = small({ taken: [['2,0', '2,1'], ['2,1', '2,2']] });
    expect(checkRoute(ctx, ROW1)).toBeNull();
    expect(checkRoute(ctx, ROW1.slice(2))).toEqual({ key: 'route.notFromNetwork' });
  });
});

describe('routesTo on the small lattice', () => {
  it('the shortest route only with slack 0; its cheapest payment; sorted payable first', () => {
    const ctx = small({ color: blueRow });
    const [only, ...rest] = routesTo(ctx, 'b', { blue: 6 }, { slack: 0 });
    expect(rest).toEqual([]);
    expect(only).toEqual({ destination: 'b', nodes: ROW1, segments: routeSections(ctx.graph, ROW1)!.segments, needs: { blue: 6 }, payment: { direct: { blue: 6 }, jokers: [] } });
  });

  it('longer detours with slack, each paid as cheaply as it can be, payable first, fewest cards first', () => {
    const ctx = small({ color: blueRow });
    // The straight route (6 blue) is paid with 4 blue and 3 red for the other 2; a detour with 5 blue and 2 red
    // cannot be paid, one with 4 blue and 3 red is paid directly.
    const hand = { blue: 4, red: 3 };
    const all = routesTo(ctx, 'b', hand, { slack: 1, limit: 1000 });
    for (const r of all) {
      expect(checkRoute(ctx, r.nodes)).toBeNull();
      expect(r.payment).toEqual(cheapestPayment(r.needs, hand));
    }
    expect(all.filter((r) => r.segments.length === 6).map((r) => r.nodes)).toEqual([ROW1]);
    expect(all.filter((r) => r.segments.length !== 6).every((r) => r.segments.length === 7)).toBe(true);
    expect(all[0]).toMatchObject({ nodes: ROW1, payment: { direct: { blue: 4 }, jokers: [{ color: 'red', count: 3, as: 'blue' }] } });
    const payable = all.filter((r) => r.payment !== null);
    expect(payable.length).toBeGreaterThan(1);
    expect(all.slice(0, payable.length)).toEqual(payable);
    expect(payable.slice(1).every((r) => r.segments.length === 7 && r.payment!.jokers.length === 0 && cardCount(r.payment!) === 7)).toBe(true);
    expect(all.some((r) => r.needs.blue === 5 && r.payment === null)).toBe(true);
    expect(routesTo(ctx, 'b', hand, { slack: 1, payableOnly: true, limit: 1000 })).toEqual(payable);
    expect(routesTo(ctx, 'b', hand, { slack: 1, limit: 2 })).toEqual(all.slice(0, 2));
  });

  it('nothing to a connected city, an unreachable one, or beyond the pieces left', () => {
    expect(routesTo(small({ network: ['0,1', '3,0'], cities: ['a', 'c'] }), 'c', { red: 9 })).toEqual([]);
    expect(routesTo(small(), 'nowhere', { red: 9 })).toEqual([]);
    expect(routesTo(small({ pieces: 5 }), 'b', { red: 9 })).toEqual([]);
    expect(routesTo(small({ pieces: 6 }), 'b', { red: 9 }).map((r) => r.segments.length)).toEqual([6]);
  });
});

describe('routesTo on mid-game positions of the eastern-US board', () => {
  it('finds exactly the routes a brute force over every simple path accepts', () => {
    const rng = seedRng(7);
    let checked = 0;
    for (const seed of [1, 2, 3]) {
      const g = midGame(seed, 3, 3);
      for (const seat of [0, 1, 2]) {
        const ctx = g.ctx(seat);
        const hand = randomHand(rng, 10);
        for (const place of ['topeka', 'norfolk', 'indianapolis', 'raleigh', 'columbia', 'chicago', 'atlanta', 'memphis', 'pittsburgh']) {
          const shortest = shortestRouteLength(ctx, place);
          if (shortest === null || shortest > 6) continue;
          const slack = shortest <= 3 ? 4 : shortest <= 4 ? 2 : 1;
          const got = routesTo(ctx, place, hand, { slack, limit: Infinity });
          const want = bruteRoutes(ctx, place, shortest + slack);
          expect(got.map((r) => r.nodes.join(' ')).toSorted()).toEqual(want.toSorted());
          const key = (r: (typeof got)[number]) => [r.payment ? cardCount(r.payment) : 99, r.segments.length];
          got.forEach((r, i) => {
            if (i > 0) expect(key(got[i - 1]!) <= key(r) || key(got[i - 1]!)[0]! < key(r)[0]!).toBe(true);
          });
          for (const r of got) {
            expect(r.payment).toEqual(cheapestPayment(r.needs, hand));
            if (r.payment) expect(paymentProblem(r.needs, hand, r.payment)).toBeNull();
          }
          const payable = routesTo(ctx, place, hand, { slack, limit: Infinity, payableOnly: true });
          expect(payable).toEqual(got.filter((r) => r.payment && r.segments.length <= total(hand)));
          // A limit cuts the search, never the order: the first n of the full list.
          for (const limit of [1, 5, 12]) {
            expect(routesTo(ctx, place, hand, { slack, limit })).toEqual(got.slice(0, limit));
            expect(routesTo(ctx, place, hand, { slack, limit, payableOnly: true })).toEqual(payable.slice(0, limit));
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(15);
  }, 60_000);

  it('buildableDestinations: exactly the cities routesTo has a payable route to', () => {
    const rng = seedRng(11);
    for (const seed of [4, 5]) {
      const g = midGame(seed);
      for (const seat of [0, 1, 2]) {
        const ctx = g.ctx(seat);
        for (const n of [3, 6, 10]) {
          const hand: Hand = randomHand(rng, n);
          const got = buildableDestinations(ctx, hand);
          const want = [...ctx.graph.nodeOf.keys()].filter((c) => routesTo(ctx, c, hand, { payableOnly: true, limit: 1 }).length > 0);
          expect(got.toSorted()).toEqual(want.toSorted());
          const dist = got.map((c) => shortestRouteLength(ctx, c)!);
          expect(dist).toEqual(dist.toSorted((x, y) => x - y));
        }
      }
    }
  }, 60_000);
});

/**
 * Every simple path of at most `maxLen` segments from a point of the network to `place` that checkRoute accepts, as
 * "n0 n1 …" strings: a search that knows no rule but "do not go on past a city or the network" and the open lattice's
 * distance (to stay small).
 */
function bruteRoutes(ctx: RouteContext, place: string, maxLen: number): string[] {
  const dest = ctx.graph.nodeOf.get(place)!;
  const out: string[] = [];
  const path: NodeId[] = [];
  const extend = (at: NodeId) => {
    if (at === dest) {
      if (checkRoute(ctx, path) === null) out.push(path.join(' '));
      return;
    }
    if (path.length > 1 && (ctx.network.has(at) || ctx.graph.placeAt.has(at))) return;
    // Geometry only: no path is shorter than the open lattice's distance.
    if (path.length - 1 + latticeDistance(at, dest) > maxLen) return;
    for (const s of ctx.graph.steps.get(at)!) {
      if (path.includes(s.to)) continue;
      path.push(s.to);
      extend(s.to);
      path.pop();
    }
  };
  for (const start of ctx.network) {
    path.push(start);
    extend(start);
    path.pop();
  }
  return out;
}
