// Delivery switches a second rule system needs: routes that pass a town again (Steam, [000:L413], S-B4; never a link
// twice, G3) and the rule system's verdict on a route (Steam: own links at least as many as any other player's, [000:L415]).
import { describe, expect, it } from 'vitest';
import type { GoodsColor } from '../../../src/engine/map/types';
import { checkDelivery, computeLinks, findDeliveries, type Link } from '../../../src/engine/track';
import { evansvilleScenario, lay, play, scenarioMap, townStep } from './scenario';

const pays = { paysIncome: () => true };
/** Steam's rule for `mover`: at least one own link, and no other player's links used more often than his own. */
const steamRule = (mover: number) => (route: readonly Link[]) => {
  const by = new Map<number, number>();
  for (const l of route) if (l.owner !== null) by.set(l.owner, (by.get(l.owner) ?? 0) + 1);
  const own = by.get(mover) ?? 0;
  return own === 0 || [...by.values()].some((n) => n > own) ? { key: 'deliver.ownLinks' } : null;
};
const stops = (ds: ReturnType<typeof findDeliveries>) => ds.map((d) => `${d.color} ${d.stops.join('>')}`).toSorted();

describe('revisitTowns', () => {
  // Red Alpha 1,2 and blue Beta 2,3 both touch town T1 2,2; two links join T1 to town T2 4,2, one over 3,1, one over 3,2.
  const map = scenarioMap(['.......', '.......', '.......', '.......', '.......'], [
    { id: 'alpha', hex: '1,2', color: 'red' },
    { id: 'beta', hex: '2,3', color: 'blue' },
    { id: 't1', kind: 'town', hex: '2,2' },
    { id: 't2', kind: 'town', hex: '4,2' },
  ]);
  const { board } = play(map, [
    townStep(0, '2,2', [], [['3,1', '1,2'], ['3,2', '2,3']]),
    ...lay(0, ['2,2', '3,1', '4,2']),
    ...lay(0, ['2,2', '3,2', '4,2']),
    townStep(0, '4,2', [], [['3,1', '3,2']]),
  ]);
  const links = computeLinks(map, board);
  /** The complete link between two places, over `via` when given. */
  const link = (a: string, b: string, via?: string) =>
    links.find((l) => l.complete && [a, b].every((p) => l.ends.some((e) => e.place === p)) && (via === undefined || l.hexes.includes(via)))!.id;
  const betaT1 = link('beta', 't1');
  const t1Alpha = link('t1', 'alpha');
  const over31 = link('t1', 't2', '3,1');
  const over32 = link('t1', 't2', '3,2');
  const cubes: Record<string, GoodsColor[]> = { '2,3': ['red'] };

  it('AoS: a cube passes T1 once only', () => {
    expect(stops(findDeliveries(map, board, links, cubes, 4, pays))).toEqual(['red 2,3>2,2>1,2']);
    expect(checkDelivery(map, board, links, cubes, 4, { from: '2,3', color: 'red', route: [betaT1, over31, over32, t1Alpha] }, pays)).toEqual({
      ok: false,
      reason: { key: 'deliver.revisit', params: { place: 'T1' } },
    });
  });
  it('with revisitTowns: round the loop to T2 and back through T1, either way round', () => {
    const opts = { ...pays, revisitTowns: true };
    expect(stops(findDeliveries(map, board, links, cubes, 4, opts))).toEqual(['red 2,3>2,2>1,2', 'red 2,3>2,2>4,2>2,2>1,2', 'red 2,3>2,2>4,2>2,2>1,2']);
    const r = checkDelivery(map, board, links, cubes, 4, { from: '2,3', color: 'red', route: [betaT1, over31, over32, t1Alpha] }, opts);
    expect(r.ok && r.delivery.stops).toEqual(['2,3', '2,2', '4,2', '2,2', '1,2']);
  });
  it('but never over the same link twice', () => {
    const opts = { ...pays, revisitTowns: true };
    expect(checkDelivery(map, board, links, cubes, 4, { from: '2,3', color: 'red', route: [betaT1, over31, over31, t1Alpha] }, opts)).toEqual({
      ok: false,
      reason: { key: 'deliver.linkTwice', params: { link: over31 } },
    });
    expect(checkDelivery(map, board, links, { '2,3': ['yellow'] }, 4, { from: '2,3', color: 'yellow', route: [betaT1, betaT1] }, opts)).toEqual({
      ok: false,
      reason: { key: 'deliver.linkTwice', params: { link: betaT1 } },
    });
  });
});

describe('acceptRoute', () => {
  // AOS-MOVE-01's board (scenario.ts): Daria's two links via Indianapolis, Petra's one below, Viola's to Chicago (red).
  const { map, board, links } = evansvilleScenario();
  const cubes: Record<string, GoodsColor[]> = { '5,3': ['red'] };
  const routesFor = (mover: number) => stops(findDeliveries(map, board, links, cubes, 3, { ...pays, acceptRoute: steamRule(mover) }));

  it('without it every route to Chicago is open to anyone', () => {
    expect(stops(findDeliveries(map, board, links, cubes, 3, pays))).toEqual(['red 5,3>1,2>1,5', 'red 5,3>3,2>1,2>1,5']);
  });
  it('Petra (1 own + 1 of Viola) may take the short route only; Daria (2 own + 1) the long one only; Viola both', () => {
    expect(routesFor(0)).toEqual(['red 5,3>1,2>1,5']);
    expect(routesFor(1)).toEqual(['red 5,3>3,2>1,2>1,5']);
    expect(routesFor(2)).toEqual(['red 5,3>1,2>1,5']);
  });
  it("checkDelivery gives the rule system's reason", () => {
    const short = findDeliveries(map, board, links, cubes, 3, pays).find((d) => d.route.length === 2)!.route;
    expect(checkDelivery(map, board, links, cubes, 3, { from: '5,3', color: 'red', route: short }, { ...pays, acceptRoute: steamRule(1) })).toEqual({
      ok: false,
      reason: { key: 'deliver.ownLinks' },
    });
    expect(checkDelivery(map, board, links, cubes, 3, { from: '5,3', color: 'red', route: short }, { ...pays, acceptRoute: steamRule(0) }).ok).toBe(true);
  });
  it('a cube whose route is refused still stops at the first city of its colour', () => {
    // A blue cube from Cincinnati stops at Evansville; Viola has no link there, so she cannot move it on to anywhere.
    expect(stops(findDeliveries(map, board, links, { '5,3': ['blue'] }, 3, { ...pays, acceptRoute: steamRule(2) }))).toEqual([]);
  });
});
