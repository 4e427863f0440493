import { describe, expect, it } from 'vitest';
import { EDGES, edgeMidpoint, hexId, neighbour } from '../engine/hex/coords';
import { HEX_PX, cornerUnit, edgeCorners, hexAtPoint, hexCenterPx, worldSize } from './geometry';

describe('board geometry', () => {
  it('hit-tests every hex centre and points just inside each corner back to the hex', () => {
    for (let col = 0; col < 8; col++) {
      for (let row = 0; row < 8; row++) {
        const id = hexId(col, row);
        const c = hexCenterPx(id);
        expect(hexAtPoint(c.x, c.y)).toBe(id);
        for (let k = 0; k < 6; k++) {
          const p = cornerUnit(k);
          expect(hexAtPoint(c.x + p.x * HEX_PX * 0.95, c.y + p.y * HEX_PX * 0.95)).toBe(id);
        }
      }
    }
  });

  it('a point just across an edge midpoint belongs to the neighbour over that edge', () => {
    const id = hexId(3, 4);
    const c = hexCenterPx(id);
    for (const e of EDGES) {
      const m = edgeMidpoint(e);
      expect(hexAtPoint(c.x + m.x * HEX_PX * 1.05, c.y + m.y * HEX_PX * 1.05)).toBe(neighbour(id, e));
      expect(hexAtPoint(c.x + m.x * HEX_PX * 0.95, c.y + m.y * HEX_PX * 0.95)).toBe(id);
    }
  });

  it('the corners of an edge lie either side of its midpoint', () => {
    for (const e of EDGES) {
      const [p, q] = edgeCorners(e);
      const m = edgeMidpoint(e);
      expect((p.x + q.x) / 2).toBeCloseTo(m.x, 9);
      expect((p.y + q.y) / 2).toBeCloseTo(m.y, 9);
    }
  });

  it('the world holds every hex of the grid', () => {
    const { width, height } = worldSize(10, 6);
    const far = hexCenterPx(hexId(9, 5));
    expect(far.x + HEX_PX).toBeLessThanOrEqual(width);
    expect(far.y + HEX_PX).toBeLessThanOrEqual(height);
    const first = hexCenterPx(hexId(0, 0));
    expect(first.x - HEX_PX).toBeGreaterThanOrEqual(0);
    expect(first.y - HEX_PX).toBeGreaterThanOrEqual(0);
  });
});
