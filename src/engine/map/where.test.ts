// Where a hex is in players' words: the place on it, or the nearest place with distance and compass direction
// (issue 14: messages showed raw ids such as "gentle curve on 13,6").
import { describe, expect, it } from 'vitest';
import { rustBelt } from '../../../tests/fixtures/board/scenarios';
import type { BoardMap, Place } from './types';
import { compassFrom, whereIs } from './where';

const map = rustBelt();
const place = (id: string, kind: Place['kind'], hex: string): Place => ({ id, name: id, kind, hex, lonLat: [0, 0] });

describe('whereIs', () => {
  it('names the place on a hex', () => {
    const chicago = map.places.find((p) => p.id === 'chicago')!;
    expect(whereIs(map, chicago.hex)).toEqual({ place: chicago, distance: 0, dir: null });
  });

  it('gives the nearest place, how many hexes away and in which direction', () => {
    const w = whereIs(map, '9,6')!;
    expect([w.place.name, w.distance, w.dir]).toEqual(['Chicago', 1, 'se']);
    const far = whereIs(map, '20,2')!;
    expect([far.place.name, far.distance, far.dir]).toEqual(['Toronto', 4, 'e']);
  });

  it('prefers a city to a town at the same distance, then the name, so every device says the same', () => {
    const tiny = { ...map, places: [place('Zeta', 'town', '2,1'), place('Beta', 'town', '2,3'), place('Alpha', 'city', '0,2')], impassableEdges: [] } as BoardMap;
    expect(whereIs(tiny, '1,2')!.place.name).toBe('Alpha');
    const towns = { ...tiny, places: tiny.places.slice(0, 2) } as BoardMap;
    expect(whereIs(towns, '2,2')!.place.name).toBe('Beta');
  });
});

describe('compassFrom', () => {
  it('gives all eight directions on the flat-top grid (odd columns half a hex lower)', () => {
    const from = '10,10';
    const to = { n: '10,9', ne: '11,9', e: '12,10', se: '11,10', s: '10,11', sw: '9,10', w: '8,10', nw: '9,9' };
    for (const [dir, hex] of Object.entries(to)) expect(compassFrom(from, hex), dir).toBe(dir);
  });
});
