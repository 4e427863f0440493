import { describe, expect, it } from 'vitest';
import { edgeMidpoint, type Edge } from '../engine/hex/coords';
import { dashes, pieceShape, piecePoints, pointAlong, polylineLength } from './track-geometry';

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6);

describe('piece shapes', () => {
  it('classifies by edge distance', () => {
    expect(pieceShape(0, 3)).toBe('straight');
    expect(pieceShape(5, 1)).toBe('gentle');
    expect(pieceShape(5, 0)).toBe('sharp');
    expect(pieceShape(2, 'town')).toBe('spoke');
  });

  it('every piece starts and ends at the edge midpoints, curves stay inside the hex', () => {
    for (let a = 0; a < 6; a++) {
      for (let b = 0; b < 6; b++) {
        if (a === b) continue;
        const pts = piecePoints(a as Edge, b as Edge);
        const s = edgeMidpoint(a as Edge);
        const e = edgeMidpoint(b as Edge);
        close(pts[0]!.x, s.x);
        close(pts[0]!.y, s.y);
        close(pts.at(-1)!.x, e.x);
        close(pts.at(-1)!.y, e.y);
        for (const p of pts) expect(Math.hypot(p.x, p.y)).toBeLessThanOrEqual(Math.sqrt(3) / 2 + 1e-9);
      }
    }
  });

  it('arc lengths: sharp = π/3, gentle = π/2, straight = √3', () => {
    expect(polylineLength(piecePoints(0, 1, 400))).toBeCloseTo(Math.PI / 3, 4);
    expect(polylineLength(piecePoints(0, 2, 400))).toBeCloseTo(Math.PI / 2, 4);
    close(polylineLength(piecePoints(0, 3)), Math.sqrt(3));
  });

  it('a gentle curve passes √3 − 1½ from the centre, on the side of the middle edge', () => {
    const mid = piecePoints(0, 2, 10)[5]!;
    const towards = edgeMidpoint(1);
    close(Math.hypot(mid.x, mid.y), Math.sqrt(3) - 1.5);
    expect(mid.x * towards.x + mid.y * towards.y).toBeGreaterThan(0);
  });

  it('reversing a piece reverses its points', () => {
    const f = piecePoints(1, 5);
    const r = piecePoints(5, 1);
    close(f[3]!.x, r[r.length - 4]!.x);
    close(f[3]!.y, r[r.length - 4]!.y);
  });
});

describe('polylines', () => {
  const line = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }];
  it('finds points along', () => {
    expect(pointAlong(line, 15)).toEqual({ x: 10, y: 5 });
    expect(pointAlong(line, 99)).toEqual({ x: 10, y: 10 });
  });
  it('dashes cover the line with gaps', () => {
    const d = dashes(line, 4, 2);
    expect(d).toHaveLength(4);
    expect(d[1]![0]).toEqual({ x: 6, y: 0 });
    expect(d[1]!.at(-1)).toEqual({ x: 10, y: 0 });
    expect(d[2]!).toEqual([{ x: 10, y: 2 }, { x: 10, y: 6 }]);
  });
});
