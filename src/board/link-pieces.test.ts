import { describe, expect, it } from 'vitest';
import { edgeMidpoint, neighbour, type HexId } from '../engine/hex/coords';
import type { Link, PlacedTile } from '../engine/track/types';
import { HEX_PX, hexCenterPx } from './geometry';
import { linkSteps, MARKER_R, markerPoint, pieceKey, piecesByLink, routePolyline } from './link-pieces';
import { discHitsBox, nameBox } from './place-names';
import { tilePieces } from './tile-shapes';

// City A at 2,2; a straight south of it (2,3) and a crossing below that (2,4) whose north-south piece continues to city B at 2,5.
const A = '2,2';
const B = '2,5';
const t1: PlacedTile = { hex: '2,3', tile: 'S', rotation: 0, townMarker: false, tracks: tilePieces('S', 0, 1) };
const t2: PlacedTile = { hex: '2,4', tile: 'XSS', rotation: 0, townMarker: false, tracks: [{ a: 1, b: 4, owner: 0 }, { a: 0, b: 3, owner: 1 }] };
const tiles = new Map<HexId, PlacedTile>([[t1.hex, t1], [t2.hex, t2]]);
const link: Link = {
  id: 'A>B',
  ends: [{ hex: A, place: 'a' }, { hex: B, place: 'b' }],
  hexes: ['2,3', '2,4'],
  owner: 1,
  complete: true,
  segments: 2,
};
const stub: Link = {
  id: 'stub',
  ends: [{ hex: '2,4', openEdge: 1 }, { hex: '2,4', openEdge: 4 }],
  hexes: ['2,4'],
  owner: 0,
  complete: false,
  segments: 1,
};

describe('link pieces', () => {
  it('finds the piece of each tile a link runs through, on a crossing too', () => {
    expect(neighbour(A, 3)).toBe('2,3');
    const steps = linkSteps(link, tiles);
    expect(steps.map((s) => [s.hex, s.piece, s.from, s.to])).toEqual([
      ['2,3', 0, 0, 3],
      ['2,4', 1, 0, 3],
    ]);
    const by = piecesByLink([link, stub], tiles);
    expect(by.get(pieceKey('2,4', 1))?.id).toBe('A>B');
    expect(by.get(pieceKey('2,4', 0))?.id).toBe('stub');
  });

  it('a route runs from city centre to city centre, reversed when travelled backwards', () => {
    const byId = new Map([[link.id, link]]);
    const fwd = routePolyline(A, [link.id], byId, tiles);
    expect(fwd[0]).toEqual(hexCenterPx(A));
    expect(fwd.at(-1)).toEqual(hexCenterPx(B));
    const back = routePolyline(B, [link.id], byId, tiles);
    expect(back.at(1)).toEqual(hexCenterPx(B));
    expect(back.at(-1)).toEqual(hexCenterPx(A));
    // It passes through the edge midpoint between the two tiles.
    const c = hexCenterPx('2,3');
    const m = edgeMidpoint(3);
    expect(fwd.some((p) => Math.abs(p.x - (c.x + m.x * HEX_PX)) < 1e-6 && Math.abs(p.y - (c.y + m.y * HEX_PX)) < 1e-6)).toBe(true);
  });

  it('puts the owner marker on the link’s own piece, away from a crossing’s centre', () => {
    const p = markerPoint(stub, tiles)!;
    const c = hexCenterPx('2,4');
    expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeLessThan(1);
    const q = markerPoint(link, tiles)!;
    const c1 = hexCenterPx('2,3');
    expect(Math.hypot(q.x - c1.x, q.y - c1.y)).toBeLessThan(1e-6);
  });

  // Issue 14: a town's name is written under it; a marker halfway along a spoke that runs down from the town sat on it.
  describe('the owner marker keeps off place names', () => {
    // Town T at 2,3 whose spoke leaves by its south edge (3) to a straight at 2,4 and on to city C at 2,5.
    const town = { kind: 'town' as const, hex: '2,3', name: 'Terre Haute' };
    const city = { kind: 'city' as const, hex: '2,5', name: 'Pittsburgh' };
    const names = [nameBox(town), nameBox(city)];
    const spoke: PlacedTile = { hex: '2,3', tile: 'T1', rotation: 0, townMarker: true, tracks: [{ a: 3, b: 'town', owner: 0 }] };
    const straight: PlacedTile = { hex: '2,4', tile: 'S', rotation: 0, townMarker: false, tracks: tilePieces('S', 0, 0) };
    const both = new Map<HexId, PlacedTile>([[spoke.hex, spoke], [straight.hex, straight]]);
    const covers = (p: { x: number; y: number }) => names.some((b) => discHitsBox(p, MARKER_R, b));

    it('moves to another piece of the link rather than onto the town name', () => {
      const toCity: Link = { id: 'T>C', ends: [{ hex: '2,3', place: 't' }, { hex: '2,5', place: 'c' }], hexes: ['2,3', '2,4'], owner: 0, complete: true, segments: 2 };
      // Halfway along the middle piece (the old spot) covers the town's name.
      const old = { x: hexCenterPx('2,3').x, y: hexCenterPx('2,3').y + (Math.sqrt(3) / 4) * HEX_PX };
      expect(covers(old)).toBe(true);
      const p = markerPoint(toCity, both, names)!;
      expect(covers(p)).toBe(false);
      // Still on the link's own track: on the straight below the town.
      expect(Math.abs(p.x - hexCenterPx('2,4').x)).toBeLessThan(1e-6);
    });

    it('keeps off the name on a town tile alone', () => {
      const alone: Link = { id: 'T>D', ends: [{ hex: '2,3', place: 't' }, { hex: '2,4', place: 'd' }], hexes: ['2,3'], owner: 0, complete: true, segments: 1 };
      const p = markerPoint(alone, new Map([[spoke.hex, spoke]]), names)!;
      expect(covers(p)).toBe(false);
    });

    it('stays halfway along the middle piece where that covers no name', () => {
      expect(markerPoint(link, tiles, names)).toEqual(markerPoint(link, tiles));
    });
  });
});
