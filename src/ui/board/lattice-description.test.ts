import '../../../tests/support/system-texts';
// The lattice cursor's words: a city with its good and letter, each segment with direction, colour, pattern and owner,
// locomotives and deliveries there, highlights; a bare point by its nearest city; in English and German.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { IMPASSABLE, type LatticeBoard } from '../../engine/lattice/types';
import { emptyLatticeView, type LatticeView } from '../../engine/lattice/view';
import { setLang } from '../i18n/i18n';
import { describePoint, directionTo } from './lattice-description';

const board = JSON.parse(readFileSync('assets/lattice/spike-eastern-us.json', 'utf8')) as LatticeBoard;
const norfolk = board.places.find((p) => p.id === 'norfolk')!;
const base = emptyLatticeView(board, [{ name: 'Ada', color: 'blue' }, { name: 'Bo', color: 'green' }]);
/** A segment's colour and pattern as the English words say them (patterns this board's ways use are their ids). */
function wayOf(i: number): string {
  const s = board.segments[i]!;
  return `${s.color} ${board.colors.find((c) => c.id === s.color)!.pattern}`;
}
const touching = (node: string) => board.segments.flatMap((s, i) => (s.a === node || s.b === node ? [i] : []));

afterEach(() => setLang('en'));

describe('describePoint', () => {
  it('names the compass direction of each of the six neighbours', () => {
    expect(['4,4', '2,4', '3,3', '2,3', '3,5', '2,5'].map((n) => directionTo('3,4', n))).toEqual(['e', 'w', 'ne', 'nw', 'se', 'sw']);
    expect(['4,5', '2,5', '4,4', '3,4', '4,6', '3,6'].map((n) => directionTo('3,5', n))).toEqual(['e', 'w', 'ne', 'nw', 'se', 'sw']);
  });

  it('names a city with its good, its segments, and whose track, locomotive and delivery marker are there', () => {
    const [first, second] = touching(norfolk.node);
    const view: LatticeView = {
      ...base,
      track: { [first!]: 1 },
      locomotives: [{ node: norfolk.node }, null],
      deliveries: [{ seat: 1, place: 'norfolk' }],
      highlights: { nodes: [norfolk.node], segments: [], seat: null, selected: null },
    };
    setLang('en');
    const text = describePoint(view, norfolk.node);
    expect(text).toMatch(/^Norfolk, city with pigs \(Pi\); segments: /);
    expect(text).toContain('track of Bo');
    expect(text).toContain('locomotive of Ada; delivered to by Bo; can be chosen now; column 24, row 15');
    const s = board.segments[second!]!;
    const color = board.colors.find((c) => c.id === s.color);
    if (color) expect(text).toContain(`${s.color} ${color.pattern === 'long-dash' ? 'long dashes' : color.pattern}`);
    setLang('de');
    expect(describePoint(view, norfolk.node)).toMatch(/^Norfolk, Stadt mit Schweine \(Pi\); Streckenabschnitte: .*Strecke von Bo.*Lokomotive von Ada; beliefert von Bo; jetzt wählbar; Spalte 24, Zeile 15$/);
  });

  it('says which ways out of a point are on the route shown and which on another route offered', () => {
    const ways = touching(norfolk.node).filter((i) => board.segments[i]!.color !== IMPASSABLE);
    const [mine, other, plain] = ways;
    const view: LatticeView = { ...base, highlights: { nodes: [], segments: [mine!], offered: [other!], seat: 0, selected: null } };
    setLang('en');
    const en = describePoint(view, norfolk.node);
    expect(en).toContain(`${wayOf(mine!)}, on the route shown`);
    expect(en).toContain(`${wayOf(other!)}, on another route offered`);
    expect(en.match(/on the route shown/g)).toHaveLength(2); // the way, and the point itself
    expect(en.match(/on another route offered/g)).toHaveLength(1);
    if (plain !== undefined) expect(en).not.toMatch(new RegExp(`${wayOf(plain)}, on`));
    setLang('de');
    const de = describePoint(view, norfolk.node);
    expect(de.match(/, auf der gezeigten Strecke/g)).toHaveLength(1);
    expect(de.match(/, auf einer anderen angebotenen Strecke/g)).toHaveLength(1);
    // Without an offer no way is said to be on one.
    setLang('en');
    expect(describePoint(base, norfolk.node)).not.toMatch(/route/);
  });

  it('says a water crossing is impassable', () => {
    const i = board.segments.findIndex((s) => s.color === IMPASSABLE);
    expect(describePoint(base, board.segments[i]!.a)).toMatch(/across water, impassable/);
  });

  it('names a bare point by the nearest city and the distance in segments', () => {
    const bare = board.nodes.find((n) => !n.place && board.places.some((p) => p.node === `${n.col + 1},${n.row}`))!;
    const city = board.places.find((p) => p.node === `${bare.col + 1},${bare.row}`)!;
    expect(describePoint(base, bare.id)).toMatch(new RegExp(`^junction; 1 segment from ${city.name}; segments: .*; column ${bare.col + 1}, row ${bare.row + 1}$`));
  });
});
