// Lattice coordinates: six neighbours at distance 1 on both row parities, symmetric, and ids round-trip.
import { describe, expect, it } from 'vitest';
import { areNeighbours, latticeDistance, latticeNeighbours, nodeId, nodePoint, parseNodeId, segmentKey } from './coords';

describe('lattice coordinates', () => {
  it('round-trips ids', () => {
    expect(parseNodeId(nodeId(12, 7))).toEqual({ col: 12, row: 7 });
  });

  it.each([[4, 4], [4, 5]])('puts the six neighbours of %i,%i at distance 1, each seeing it back', (col, row) => {
    const p = nodePoint(col, row);
    const ns = latticeNeighbours(col, row);
    expect(new Set(ns.map(([c, r]) => nodeId(c, r))).size).toBe(6);
    for (const [c, r] of ns) {
      const q = nodePoint(c, r);
      expect(Math.hypot(q.x - p.x, q.y - p.y)).toBeCloseTo(1, 12);
      expect(latticeNeighbours(c, r).some(([c2, r2]) => c2 === col && r2 === row)).toBe(true);
    }
  });

  it('knows neighbours and non-neighbours across row parities', () => {
    expect(areNeighbours('0,0', '0,1')).toBe(true);
    expect(areNeighbours('1,0', '0,1')).toBe(true);
    expect(areNeighbours('0,0', '1,1')).toBe(false);
    expect(areNeighbours('1,1', '1,2')).toBe(true);
    expect(areNeighbours('1,1', '2,2')).toBe(true);
    expect(areNeighbours('1,1', '0,2')).toBe(false);
    expect(areNeighbours('3,3', '3,3')).toBe(false);
  });

  it('keys a segment the same from either end', () => {
    expect(segmentKey('2,1', '1,1')).toBe(segmentKey('1,1', '2,1'));
  });

  it('counts segments between points: 1 to each neighbour, 2 to the ring beyond, any row parity', () => {
    for (const [col, row] of [[4, 4], [4, 5]] as const) {
      const here = nodeId(col, row);
      const ring1 = latticeNeighbours(col, row).map(([c, r]) => nodeId(c, r));
      expect(ring1.map((n) => latticeDistance(here, n))).toEqual([1, 1, 1, 1, 1, 1]);
      const ring2 = new Set(ring1.flatMap((n) => latticeNeighbours(parseNodeId(n).col, parseNodeId(n).row).map(([c, r]) => nodeId(c, r))));
      for (const n of ring2) if (n !== here && !ring1.includes(n)) expect(latticeDistance(here, n), n).toBe(2);
    }
    expect(latticeDistance('0,0', '5,0')).toBe(5);
    expect(latticeDistance('0,0', '0,4')).toBe(4);
    expect(latticeDistance('0,0', '2,4')).toBe(4);
    expect(latticeDistance('0,0', '3,4')).toBe(5);
  });
});
