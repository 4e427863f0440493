// The build moves of one position (build-search.ts, issue 19 "Measure"): exactly what legalMoves listed before it,
// city by city with routes.ts — the cities buildableDestinations finds, nearest first, and for each the best payable
// shortest routes, or where the hand pays none of those the best up to 2 segments longer — on mid-game positions of
// the eastern-US board; worked out from the list before when only other players have built since, the same answer;
// legalMoves' build list answers a position met again in a new state object the same way, and the lists it keeps per
// hand drop the least recently used first.
import { describe, expect, it } from 'vitest';
import { randomInt, seedRng } from '../../../src/engine/rng';
import { buildOptions, buildOptionsSince } from '../../../src/engine/spike/build-search';
import type { Hand } from '../../../src/engine/spike/payment';
import { spike } from '../../../src/engine/spike/module';
import { routeContext as routeContextOf } from '../../../src/engine/spike/network';
import { buildMoves } from '../../../src/engine/spike/queries';
import { buildableDestinations, routesTo, shortestRouteLength, type RouteContext } from '../../../src/engine/spike/routes';
import type { SpikeState } from '../../../src/engine/spike/state';
import { board, buildTo, COLORS, edited, setupOf, toFirstTurn } from './helpers';
import { midGame, randomHand } from './routes-fixture';

/** legalMoves' build list as it was made before build-search.ts: one search per reachable city, twice where needed. */
function perCity(ctx: RouteContext, hand: Hand, limit: number) {
  return buildableDestinations(ctx, hand).map((city) => {
    let routes = routesTo(ctx, city, hand, { payableOnly: true, slack: 0, limit });
    if (!routes.length) routes = routesTo(ctx, city, hand, { payableOnly: true, limit });
    return { city, routes };
  });
}

describe('buildOptions', () => {
  it('equals the city-by-city searches on mid-game positions, for small and large hands', () => {
    const rng = seedRng(23);
    let cities = 0;
    let longer = 0;
    for (const seed of [6, 7]) {
      const g = midGame(seed, 3, 4);
      for (const seat of [0, 1, 2]) {
        const ctx = g.ctx(seat);
        for (const n of [2, 4, 7, 10]) {
          const hand = randomHand(rng, n);
          const want = perCity(ctx, hand, 3);
          const got = buildOptions(ctx, hand, 3);
          expect(got.map(({ city, routes }) => ({ city, routes }))).toEqual(want);
          cities += got.length;
          longer += got.filter((c) => c.routes.some((r) => r.segments.length > c.shortest)).length;
        }
      }
    }
    // The positions reach many cities, and some only by routes longer than the shortest.
    expect(cities).toBeGreaterThan(50);
    expect(longer).toBeGreaterThan(0);
  }, 60_000);
});

describe('buildOptionsSince', () => {
  it('equals buildOptions after other players build, keeping the cities their routes leave alone', () => {
    const rng = seedRng(41);
    let reused = 0;
    let searched = 0;
    let farther = 0;
    for (const seed of [6, 7, 8]) {
      const g = midGame(seed, 3, 3);
      for (const seat of [0, 1, 2]) {
        for (const n of [3, 6, 10]) {
          const hand = randomHand(rng, n);
          const before = g.ctx(seat);
          const list = buildOptions(before, hand, 3);
          // The other two build shortest routes to cities near them (from their own networks, which the test leaves
          // as they were: only the segments taken matter to seat); seat's network and pieces stay.
          const taken = new Set(before.taken);
          for (let k = 0; k < 3; k++)
            for (const other of [0, 1, 2].filter((x) => x !== seat)) {
              const c = { ...g.ctx(other), taken };
              const near = [...g.graph.nodeOf.keys()].filter((id) => (shortestRouteLength(c, id) ?? 99) <= 5);
              if (!near.length) continue;
              const route = routesTo(c, near[randomInt(rng, near.length)]!, {}, { slack: 0, limit: 1 })[0]!;
              for (const x of route.segments) taken.add(x);
            }
          const after: RouteContext = { ...before, network: new Set(before.network), taken };
          const got = buildOptionsSince(before, list, after, hand, 3);
          expect(got).toEqual(buildOptions(after, hand, 3));
          reused += got!.filter((b) => list.includes(b)).length;
          searched += got!.filter((b) => !list.includes(b)).length;
          farther += got!.filter((b) => list.some((x) => x.city === b.city && x.shortest < b.shortest)).length;
        }
      }
    }
    // Every kind occurs: cities carried over, cities searched again, cities farther away than before.
    expect(reused).toBeGreaterThan(10);
    expect(searched).toBeGreaterThan(3);
    expect(farther).toBeGreaterThan(0);
  }, 60_000);

  it('works nothing out when the network, the pieces or the segments taken before differ', () => {
    const g = midGame(6, 3, 3);
    const hand = randomHand(seedRng(5), 8);
    const before = g.ctx(0);
    const list = buildOptions(before, hand, 3);
    const fewer = new Set(before.taken);
    fewer.delete(fewer.values().next().value!);
    expect(buildOptionsSince(before, list, { ...before, taken: fewer }, hand, 3)).toBeNull();
    expect(buildOptionsSince(before, list, { ...before, piecesLeft: before.piecesLeft - 1 }, hand, 3)).toBeNull();
    expect(buildOptionsSince(before, list, g.ctx(1), hand, 3)).toBeNull();
  });
});

describe("legalMoves' build list", () => {
  it('is the same for a position met again in a new state object, and follows a change of hand', () => {
    const started = spike.start(setupOf(3, 'basic', 5));
    if (!started.ok) throw new Error(started.reason.key);
    let s = started.state as SpikeState;
    // Play the setup through (gift, locomotives) with the first legal move each time.
    while (s.phase !== 'turn') {
      const r = spike.apply(s, spike.legalMoves(s)[0]!);
      if (!r.ok) throw new Error(r.reason.key);
      s = r.state as SpikeState;
    }
    const seat = s.turn!.seat;
    const before = buildMoves(s, seat);
    expect(before.length).toBeGreaterThan(0);
    const again = JSON.parse(JSON.stringify(s)) as SpikeState;
    expect(buildMoves({ ...again, map: board }, seat)).toEqual(before);
    // One card fewer of the colour the first build pays with: a different hand, answered for itself.
    const color = Object.keys(s.players[seat]!.hand).find((c) => (s.players[seat]!.hand[c] ?? 0) > 0)!;
    const players = s.players.map((p, i) => (i === seat ? { ...p, hand: { ...p.hand, [color]: p.hand[color]! - 1 } } : p));
    const poorer = { ...s, players };
    const want = perCity(routeContextOf(poorer, seat), players[seat]!.hand, 3).flatMap((c) => c.routes.map((r) => ({ type: 'build', seat, nodes: r.nodes, payment: r.payment })));
    expect(buildMoves(poorer, seat)).toEqual(want);
  });

  it('keeps the list of a hand in use while 16 other hands come and go (least recently used goes first)', () => {
    const base = toFirstTurn(2, ['richmond', 'topeka']);
    // A map object of its own: the lists kept per map start empty here, whatever other tests asked.
    const map = { ...base.map };
    // Seat 1's track near Topeka grows, so each ask of the same hand is a new position (not the one just answered) in
    // which only another player has built: the list kept for the hand is carried over, its routes the same arrays.
    const near = buildTo(base, 1, 'kansas-city').state;
    const farther = buildTo(near, 1, 'st-louis').state;
    const at = (s: SpikeState, hand: Record<string, number>): SpikeState => ({ ...edited(s, (d) => void (d.players[0]!.hand = { ...hand })), map });
    const hand = { red: 2, black: 2, green: 1 };
    const pairs = COLORS.flatMap((a, i) => COLORS.slice(i + 1).map((b) => ({ [a]: 1, [b]: 1 })));
    const others = [...pairs, ...COLORS.map((c) => ({ [c]: 2 }))].slice(0, 16);
    expect(others).toHaveLength(16);
    const first = buildMoves(at(base, hand), 0);
    expect(first.length).toBeGreaterThan(0);
    for (const h of others.slice(0, 15)) buildMoves(at(base, h), 0);
    // Asked again (a hit), then one more hand: the 16 kept are full, and the one asked longest ago goes.
    const again = buildMoves(at(near, hand), 0);
    expect(again.map((m) => (m.type === 'build' ? m.nodes : null))).toEqual(first.map((m) => (m.type === 'build' ? m.nodes : null)));
    buildMoves(at(base, others[15]!), 0);
    const last = buildMoves(at(farther, hand), 0);
    const carried = last.filter((m) => m.type === 'build' && again.some((x) => x.type === 'build' && x.nodes === m.nodes));
    expect(carried.length).toBeGreaterThan(0);
  });
});
