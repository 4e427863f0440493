// The shared candidate-link search of the level bots (src/engine/track/link-search.ts): the systems' differences come
// in as LinkSearchRules, and each one is seen to change what the search finds.
import { describe, expect, it } from 'vitest';
import type { HexId } from '../../../src/engine/hex/coords';
import { placeAt } from '../../../src/engine/map/query';
import type { BoardMap } from '../../../src/engine/map/types';
import { emptyTrackBoard } from '../../../src/engine/track';
import { bestPerCube, deliveryValue, plansFrom, withPlannedLink, type LinkSearchRules } from '../../../src/engine/track/link-search';
import type { Delivery } from '../../../src/engine/track/types';
import { scenarioMap } from './scenario';

function rulesFor(map: BoardMap, over: Partial<LinkSearchRules> = {}): LinkSearchRules {
  return {
    map,
    track: emptyTrackBoard(),
    isCity: (hex) => placeAt(map, hex)?.kind === 'city',
    tileCost: () => 2,
    townCost: () => 2,
    townMayEnd: () => true,
    strictCrossing: true,
    ...over,
  };
}

const ROWS = ['.....', '.....', '.....'];

/** A delivery of a `color` cube from `from` that gains seat 0 `gain`. */
const d = (from: HexId, color: string, gain: number) => ({ from, color, incomeBy: { 0: gain } }) as unknown as Delivery;

describe('link search', () => {
  it('finds the cheapest link per pair of places, priced by the system', () => {
    const map = scenarioMap(ROWS, [{ id: 'ay', hex: '0,1' }, { id: 'bee', hex: '4,1' }]);
    const plans = plansFrom(rulesFor(map, { tileCost: (hex) => (hex === '2,1' ? 5 : 3) }), ['0,1'], 4);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ from: '0,1', to: '4,1', entry: '0,1', done: [] });
    expect(plans[0]!.hexes).toHaveLength(3);
    // The dearer middle hex is avoided where a path of the same length goes round it.
    expect(plans[0]!.hexes).not.toContain('2,1');
    expect(plans[0]!.cost).toBe(9);
    expect(plansFrom(rulesFor(map), ['0,1'], 2)).toEqual([]);
  });

  it('ends at a town with one more tile only where the system lets a town end the link', () => {
    const map = scenarioMap(ROWS, [{ id: 'ay', hex: '0,1' }, { id: 'tee', kind: 'town', hex: '2,1' }]);
    const plans = plansFrom(rulesFor(map, { townCost: () => 7 }), ['0,1'], 2);
    expect(plans).toEqual([{ from: '0,1', to: '2,1', entry: '0,1', hexes: [expect.any(String), '2,1'], done: [], cost: 9 }]);
    expect(plansFrom(rulesFor(map, { townMayEnd: () => false }), ['0,1'], 2)).toEqual([]);
  });

  it('strict crossing checks an impassable edge before the hex beyond is taken, so another way may reach it', () => {
    const map = scenarioMap(ROWS, [{ id: 'ay', hex: '0,1' }, { id: 'bee', hex: '4,1' }], { impassableEdges: [['2,0', '3,0']] });
    const strict = plansFrom(rulesFor(map), ['0,1'], 4);
    const loose = plansFrom(rulesFor(map, { strictCrossing: false }), ['0,1'], 4);
    expect(strict.map((p) => p.hexes)).toEqual([['1,0', '2,1', '3,0']]);
    expect(loose.map((p) => p.hexes)).toEqual([['1,0', '2,1', '3,1']]);
  });

  it('adds a plan as a complete link of the seat, its tiles after those it finishes', () => {
    const map = scenarioMap(ROWS, [{ id: 'ay', hex: '0,1' }, { id: 'bee', hex: '4,1' }]);
    const links = withPlannedLink(map, [], 2, { from: '0,1', to: '4,1', entry: '1,1', hexes: ['2,1', '3,1'], done: ['1,1'], cost: 4 });
    expect(links).toEqual([
      { id: 'plan:0,1>4,1', ends: [{ hex: '0,1', place: 'ay' }, { hex: '4,1', place: 'bee' }], hexes: ['1,1', '2,1', '3,1'], owner: 2, complete: true, segments: 3 },
    ]);
  });

  it('values the best gain per cube: two in full, two at half, further ones at `further`, contested ones at 0.6', () => {
    const byCube = bestPerCube([d('a', 'red', 3), d('a', 'red', 5), d('b', 'blue', 4), d('c', 'red', 0)], (x) => x.incomeBy[0] ?? 0);
    expect([...byCube]).toEqual([
      ['a|red', 5],
      ['b|blue', 4],
    ]);
    const cubes = { a: ['red', 'red', 'red'], b: ['blue'], c: ['red'] };
    // a|red counts twice (two cubes there, at most two), b|blue once: 5 + 5 + ½·4.
    expect(deliveryValue(byCube, cubes, 0)).toBe(12);
    // Contested, a|red counts 3 a cube: 4 and 3 in full, the second 3 at half.
    expect(deliveryValue(byCube, cubes, 0, new Set(['a|red']))).toBe(4 + 3 + 0.5 * 3);
    const many = new Map(['a', 'b', 'c', 'd', 'e', 'f'].map((h, i) => [`${h}|red`, 6 - i] as [string, number]));
    expect(deliveryValue(many, {}, 0.25)).toBe(6 + 5 + 0.5 * (4 + 3) + 0.25 * (2 + 1));
  });
});
