// What the lattice board points out while a Spike seat builds (board-offer.ts highlightsFor): the reachable cities as
// points to tap, the picked route strong and the other offered routes weaker, the chosen city ringed; the start city
// while placing a locomotive; and nothing once no seat's own cards are on screen (after the hand-over) or once the
// build panel has closed.
import { describe, expect, it } from 'vitest';
import { TABLE } from '../../../src/engine/rule-system';
import { NO_HIGHLIGHTS } from '../../../src/engine/lattice/view';
import { spike } from '../../../src/engine/spike/module';
import { routeContext } from '../../../src/engine/spike/network';
import { routesTo } from '../../../src/engine/spike/routes';
import type { SpikeView } from '../../../src/ui/rules/spike/engine';
import { buildOffer, closeBuildOffer, FIRST_ROUTES, highlightsFor, type BuildOffer } from '../../../src/ui/rules/spike/board-offer';
import { chosenCity } from '../../../src/ui/rules/spike/city-choice';
import { COLORS, nodeOf, toFirstTurn } from '../../engine/spike/helpers';

const s = toFirstTurn(2, ['topeka', 'norfolk']);
const seat = s.order[0]!;
const home = s.players[seat]!.home === nodeOf('topeka') ? 'topeka' : 'norfolk';
const rich = Object.fromEntries(COLORS.map((c) => [c, 10]));
/** Routes the engine offers from seat's network to a city two cities away, more than one of them. */
const target = ['kansas-city', 'omaha', 'richmond', 'raleigh'].find((c) => routesTo(routeContext(s, seat), c, rich).length > 1)!;
const routes = routesTo(routeContext(s, seat), target, rich);
const own = spike.viewFor(s, { seat }) as SpikeView;
const table = spike.viewFor(s, TABLE) as SpikeView;
// The engine's routes to the target are in (the others still asked); the second route is picked by hand.
const offer = (o: Partial<BuildOffer> = {}): BuildOffer => ({
  seat,
  reachable: [home === 'topeka' ? 'kansas-city' : 'richmond', target],
  routesTo: (c) => (c === target ? routes : undefined),
  pick: { city: target, index: 1 },
  expanded: null,
  ...o,
});

describe('the board while a seat builds', () => {
  it('draws the picked route as its segments and the other offered routes apart from it', () => {
    expect(routes.length).toBeGreaterThan(1);
    const hl = highlightsFor(own, offer(), target);
    expect(hl.segments).toEqual(routes[1]!.segments);
    // The other listed routes (the first few the panel lists) apart from it.
    const others = new Set(routes.slice(0, FIRST_ROUTES).filter((_, i) => i !== 1).flatMap((r) => r.segments));
    for (const i of routes[1]!.segments) others.delete(i);
    expect(hl.offered).toEqual([...others].toSorted((a, b) => a - b));
    expect(hl.offered!.some((i) => hl.segments.includes(i))).toBe(false);
    expect(hl.seat).toBe(seat);
    expect(hl.selected).toBe(nodeOf(target));
    expect(hl.nodes).toEqual(offer().reachable!.map(nodeOf));
    // Another pick moves the strong band to that route; a pick made for another city leaves the engine's first.
    expect(highlightsFor(own, offer({ pick: { city: target, index: 0 } }), target).segments).toEqual(routes[0]!.segments);
    expect(highlightsFor(own, offer({ pick: { city: 'omaha', index: 1 } }), target).segments).toEqual(routes[0]!.segments);
  });

  it('draws the routes the panel lists: the first few, all of them once the player asked for all', () => {
    // More routes than are listed at first, each with a segment of its own.
    const many = Array.from({ length: FIRST_ROUTES + 2 }, (_, i) => ({ ...routes[0]!, segments: [1000 + i] }));
    const o = offer({ routesTo: (c) => (c === target ? many : undefined), pick: null });
    const first = highlightsFor(own, o, target);
    expect(first.segments).toEqual([1000]);
    expect(first.offered).toEqual(many.slice(1, FIRST_ROUTES).map((r) => r.segments[0]));
    expect(highlightsFor(own, { ...o, expanded: target }, target).offered).toEqual(many.slice(1).map((r) => r.segments[0]));
    // All listed for another city: this one still shows its first few.
    expect(highlightsFor(own, { ...o, expanded: 'omaha' }, target).offered).toHaveLength(FIRST_ROUTES - 1);
  });

  it('while choosing (no city yet, or its routes still asked) shows the reachable cities only', () => {
    const choosing = highlightsFor(own, offer(), null);
    expect(choosing).toMatchObject({ segments: [], offered: [], selected: null });
    expect(choosing.nodes).toHaveLength(2);
    expect(highlightsFor(own, offer({ routesTo: () => undefined }), target)).toMatchObject({ segments: [], offered: [], selected: nodeOf(target) });
    // A refused question (null) draws no route either.
    expect(highlightsFor(own, offer({ routesTo: () => null }), target)).toMatchObject({ segments: [], offered: [], selected: nodeOf(target) });
  });

  it('shows nothing of an offer on the table’s view (after the hand-over), and the chosen start city otherwise', () => {
    expect(highlightsFor(table, offer(), target)).toBe(NO_HIGHLIGHTS);
    expect(highlightsFor(own, null, target)).toEqual({ ...NO_HIGHLIGHTS, selected: nodeOf(target) });
    expect(highlightsFor(table, null, target)).toBe(NO_HIGHLIGHTS);
    expect(highlightsFor(own, null, null)).toBe(NO_HIGHLIGHTS);
    // A city not on the map rings nothing (no point to draw).
    expect(highlightsFor(own, null, 'atlantis')).toEqual(NO_HIGHLIGHTS);
  });

  it('a build panel that closes (the hand-over unmounts it with the move) leaves neither its offer nor its city ringed', () => {
    buildOffer.value = offer();
    chosenCity.value = target;
    closeBuildOffer();
    expect(buildOffer.value).toBeNull();
    expect(chosenCity.value).toBeNull();
    // The next seat's own view: nothing of the last seat's choice.
    expect(highlightsFor(own, buildOffer.value, chosenCity.value)).toBe(NO_HIGHLIGHTS);
  });
});
