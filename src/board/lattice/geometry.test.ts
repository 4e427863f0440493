// Lattice geometry on the real Spike board: positions, the world's size, and what a tap hits (a city before a bare
// point before a segment; nothing over water), with the reach a finger gets at each zoom.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMPASSABLE, type LatticeBoard } from '../../engine/lattice/types';
import { nodePoint } from '../../engine/lattice/coords';
import { CITY_R, distanceToSegment, hitTest, latticeIndex, latticeWorldSize, LATTICE_MARGIN, LATTICE_PX, pointPx, segmentMid } from './geometry';

const board = JSON.parse(readFileSync('assets/lattice/spike-eastern-us.json', 'utf8')) as LatticeBoard;
const index = latticeIndex(board);
const norfolk = board.places.find((p) => p.id === 'norfolk')!;

describe('lattice geometry', () => {
  it('places points one segment apart, odd rows half a step right, inside the world', () => {
    const a = pointPx('3,4');
    expect(pointPx('4,4').x - a.x).toBeCloseTo(LATTICE_PX);
    expect(pointPx('3,5').x - a.x).toBeCloseTo(LATTICE_PX / 2);
    expect(Math.hypot(pointPx('3,5').x - a.x, pointPx('3,5').y - a.y)).toBeCloseTo(LATTICE_PX);
    expect(pointPx('0,0')).toEqual({ x: LATTICE_MARGIN, y: LATTICE_MARGIN });
    const world = latticeWorldSize(board.grid.cols, board.grid.rows);
    for (const n of board.nodes) {
      const p = pointPx(n.id);
      expect(p.x).toBeLessThanOrEqual(world.width - LATTICE_MARGIN + 1e-9);
      expect(p.y).toBeLessThanOrEqual(world.height - LATTICE_MARGIN + 1e-9);
    }
  });

  it('agrees with the engine lattice coordinates on every point (points.ts keeps its own copy for the page)', () => {
    for (const n of board.nodes) {
      const u = nodePoint(n.col, n.row);
      expect(pointPx(n.id)).toEqual({ x: LATTICE_MARGIN + u.x * LATTICE_PX, y: LATTICE_MARGIN + u.y * LATTICE_PX });
    }
  });

  it('measures the distance to a line piece, its ends included', () => {
    expect(distanceToSegment({ x: 5, y: 3 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(3);
    expect(distanceToSegment({ x: -3, y: 4 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(5);
  });
});

describe('hitTest', () => {
  it('hits a city anywhere on its disc, and within a finger of it when zoomed out', () => {
    const c = pointPx(norfolk.node);
    expect(hitTest(index, c.x, c.y, 10)).toEqual({ node: norfolk.node });
    expect(hitTest(index, c.x + CITY_R * 0.9, c.y, 1)).toEqual({ node: norfolk.node });
    // Zoomed out (a finger covers 40 world px): 35 px off the centre still takes the city, not the segment there.
    expect(hitTest(index, c.x + 35, c.y + 2, 40)).toEqual({ node: norfolk.node });
  });

  it('hits a segment near its middle and a bare point at its centre', () => {
    const i = board.segments.findIndex((s) => s.color !== IMPASSABLE && !index.cities.has(s.a) && !index.cities.has(s.b));
    const m = segmentMid(index, i);
    expect(hitTest(index, m.x + 2, m.y - 1, 10)).toEqual({ segment: i });
    const bare = board.segments[i]!.a;
    const p = pointPx(bare);
    expect(hitTest(index, p.x + 3, p.y + 3, 22)).toEqual({ node: bare });
  });

  it('hits nothing far off the board or between points beyond reach', () => {
    expect(hitTest(index, -500, -500, 22)).toBeNull();
    const world = latticeWorldSize(board.grid.cols, board.grid.rows);
    expect(hitTest(index, world.width + 400, world.height / 2, 22)).toBeNull();
  });

  it('hits the nearest of the segments around a point from every side', () => {
    // Around a bare point with six segments, a tap a third of a segment out towards each neighbour takes that segment.
    const busy = board.nodes.find((n) => !index.cities.has(n.id) && board.segments.filter((s) => s.a === n.id || s.b === n.id).length === 6)!;
    const p = pointPx(busy.id);
    for (const [i, s] of board.segments.entries()) {
      if (s.a !== busy.id && s.b !== busy.id) continue;
      const q = pointPx(s.a === busy.id ? s.b : s.a);
      const at = { x: p.x + (q.x - p.x) * 0.4, y: p.y + (q.y - p.y) * 0.4 };
      expect(hitTest(index, at.x, at.y, 12)).toEqual({ segment: i });
    }
  });
});
