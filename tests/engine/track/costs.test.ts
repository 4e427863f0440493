// AOS-COST-01 (rules-spec §5.3) and the map cost hooks (§2.3, X1, X10).
import { describe, expect, it } from 'vitest';
import { checkBuild } from '../../../src/engine/track';
import { aosRulesFor, ctxFor, lay, play, scenarioMap, shape, townStep } from './scenario';

// City at 3,3; terrain to its north: 3,2 plain, 3,1 river, 3,0 mountain; 1,1 hill; 5,1 swamp.
const rows = ['...M...', '.h.~.s.', '.......', '.......', '.......'];
const map = scenarioMap(rows, [{ id: 'centre', hex: '3,3' }]);

describe('placing on an empty hex', () => {
  it('deluxe: simple $2/$3/$4, coexisting $3/$4/$5, crossing $4/$5/$6 on plain/river/mountain', () => {
    const r = aosRulesFor('deluxe', map);
    // One tile of each category: a straight, two gentle curves side by side, two crossing straights.
    const at = (hex: string) => (['S', 'PGG', 'XSS'] as const).map((t) => r.placeCost(map, hex, t));
    expect(at('3,2')).toEqual([2, 3, 4]);
    expect(at('3,1')).toEqual([3, 4, 5]);
    expect(at('3,0')).toEqual([4, 5, 6]);
  });

  it('a hill costs like a mountain unless the map says otherwise; a swamp like a river', () => {
    expect(aosRulesFor('deluxe', map).placeCost(map, '1,1', 'S')).toBe(4);
    expect(aosRulesFor('deluxe', map).placeCost(map, '5,1', 'S')).toBe(3);
    const soft = scenarioMap(rows, [], { rules: { variant: 'x', params: { hillAs: 'river' } } });
    expect(aosRulesFor('deluxe', soft).placeCost(soft, '1,1', 'S')).toBe(3);
  });

  it('2002: the same simple prices, and no complex tile on an empty hex (O2)', () => {
    const r = aosRulesFor('2002', map);
    expect(['3,2', '3,1', '3,0'].map((h) => r.placeCost(map, h, 'S'))).toEqual([2, 3, 4]);
    expect(r.placeCost(map, '3,2', 'XSS')).toEqual({ key: 'build.complexOnEmpty2002' });
    const res = checkBuild(ctxFor(map, { tiles: {}, newCities: {}, specialLinks: {} }, 0, { edition: '2002' }), {
      hex: '3,2',
      ...shape([[3, 0], [1, 4]]),
    });
    expect(res).toEqual({ ok: false, reason: { key: 'build.complexOnEmpty2002' } });
  });

  it('Western U.S.: simple $4 on swamp or river, $5 on mountains; complex tiles add the same surcharge (X1)', () => {
    const wus = scenarioMap(rows, [], { rules: { variant: 'western-us' } });
    const r = aosRulesFor('deluxe', wus);
    expect(['3,2', '3,1', '5,1', '3,0'].map((h) => r.placeCost(wus, h, 'S'))).toEqual([2, 4, 4, 5]);
    expect(r.placeCost(wus, '3,0', 'XSS')).toBe(7);
    expect(r.placeCost(wus, '3,1', 'PGG')).toBe(5);
  });

  it('Germany: a printed number is the simple price; complex tiles add +1/+2 (X10)', () => {
    const ger = scenarioMap(rows, [], { costs: { '3,1': 5 }, rules: { variant: 'germany' } });
    const r = aosRulesFor('deluxe', ger);
    expect(r.placeCost(ger, '3,1', 'S')).toBe(5);
    expect(r.placeCost(ger, '3,1', 'PGG')).toBe(6);
    expect(r.placeCost(ger, '3,1', 'XSS')).toBe(7);
  });

  it('through checkBuild: a simple tile on the river north of the city costs $3 after the $2 plain one', () => {
    const { costs } = play(map, lay(0, ['3,3', '3,2', '3,1', '3,0']));
    expect(costs).toEqual([2, 3]);
  });
});

describe('town hexes: $1 + $1 per track to the town, no terrain (A-D8)', () => {
  // Town on a mountain at 3,2, city at 3,3 below it.
  const tmap = scenarioMap(['.......', '.......', '...M...', '.......', '.......'], [
    { id: 'centre', hex: '3,3' },
    { id: 'hamlet', kind: 'town', hex: '3,2' },
  ]);
  const cases: Array<[string, ReturnType<typeof townStep>, number]> = [
    ['1-exit town tile', townStep(0, '3,2', ['3,3']), 2],
    ['3-exit town tile', townStep(0, '3,2', ['3,3', '2,2', '4,2']), 4],
    ['simple tile + marker', townStep(0, '3,2', [], [['3,3', '3,1']]), 3],
    ['complex tile + marker', townStep(0, '3,2', [], [['3,3', '3,1'], ['2,2', '4,2']]), 5],
  ];
  for (const [name, step, cost] of cases) {
    it(`${name} costs $${cost}`, () => {
      const { seat, ...req } = step;
      const r = checkBuild(ctxFor(tmap, { tiles: {}, newCities: {}, specialLinks: {} }, seat), req);
      expect(r.ok && r.cost).toBe(cost);
    });
  }
});

describe('replacement costs ignore terrain', () => {
  it('deluxe: simple → crossing $3, simple → coexisting $2, town tile $3; 2002: simple → coexisting $3', () => {
    const d = aosRulesFor('deluxe', map);
    const o = aosRulesFor('2002', map);
    expect(d.replaceCost('S', 'XSS', false)).toBe(3);
    expect(d.replaceCost('G', 'PGG', false)).toBe(2);
    expect(o.replaceCost('G', 'PGG', false)).toBe(3);
    expect(o.replaceCost('S', 'XSG', false)).toBe(3);
    expect(d.replaceCost('T1', 'T3star', true)).toBe(3);
    expect(d.replaceCost('S', 'XSS', true)).toBe(3);
    expect(d.redirectCost('S', 'G')).toBe(2);
    expect(o.redirectCost('S', 'G')).toBe(2);
  });
});
