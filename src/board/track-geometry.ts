// Shapes of the routes on a track tile: straight, gentle curve, sharp curve, or a spoke into a town, as sampled polylines.
// Shared by tile drawing, dashed incomplete sections, delivery paths and the travelling-cube animation.
import { edgeMidpoint, type Edge } from '../engine/hex/coords';
import { cornerUnit, type Pt } from './geometry';

export type PieceShape = 'straight' | 'gentle' | 'sharp' | 'spoke';

/** Which shape joins edge a to b (or to the town in the centre). */
export function pieceShape(a: Edge, b: Edge | 'town'): PieceShape {
  if (b === 'town') return 'spoke';
  const d = Math.min((a - b + 6) % 6, (b - a + 6) % 6);
  if (d === 3) return 'straight';
  if (d === 2) return 'gentle';
  if (d === 1) return 'sharp';
  throw new Error(`a track piece cannot join edge ${a} to itself`);
}

function centreOf(e: Edge): Pt {
  const m = edgeMidpoint(e);
  return { x: m.x * 2, y: m.y * 2 };
}

/**
 * Points along a piece, in hex units around the hex centre, from the midpoint of edge `a` to edge `b` (or the centre).
 * Curves are circular arcs tangent to the edge normals: a sharp curve turns around the corner between the edges
 * (radius ½), a gentle curve around the centre of the neighbour across the middle edge (radius 1½).
 */
export function piecePoints(a: Edge, b: Edge | 'town', samples = 10): Pt[] {
  const shape = pieceShape(a, b);
  const start = edgeMidpoint(a);
  if (b === 'town') return [start, { x: 0, y: 0 }];
  const end = edgeMidpoint(b);
  if (shape === 'straight') return [start, end];
  let centre: Pt;
  if (shape === 'sharp') {
    // Edges a and a+1 share corner a+5 (see edgeCorners in geometry.ts).
    const lo = (b - a + 6) % 6 === 1 ? a : b;
    centre = cornerUnit((lo + 5) % 6);
  } else {
    const mid = ((b - a + 6) % 6 === 2 ? (a + 1) % 6 : (b + 1) % 6) as Edge;
    centre = centreOf(mid);
  }
  const a0 = Math.atan2(start.y - centre.y, start.x - centre.x);
  let a1 = Math.atan2(end.y - centre.y, end.x - centre.x);
  // Take the short way round (every tile arc spans less than 180°).
  while (a1 - a0 > Math.PI) a1 -= 2 * Math.PI;
  while (a0 - a1 > Math.PI) a1 += 2 * Math.PI;
  const r = Math.hypot(start.x - centre.x, start.y - centre.y);
  const pts: Pt[] = [];
  for (let i = 0; i <= samples; i++) {
    const t = a0 + ((a1 - a0) * i) / samples;
    pts.push({ x: centre.x + r * Math.cos(t), y: centre.y + r * Math.sin(t) });
  }
  pts[0] = start;
  pts[samples] = end;
  return pts;
}

/** Total length of a polyline. */
export function polylineLength(pts: readonly Pt[]): number {
  let len = 0;
  for (let i = 1; i < pts.length; i++) len += Math.hypot(pts[i]!.x - pts[i - 1]!.x, pts[i]!.y - pts[i - 1]!.y);
  return len;
}

/** The point at distance `d` along a polyline (clamped to its ends). */
export function pointAlong(pts: readonly Pt[], d: number): Pt {
  if (pts.length === 0) return { x: 0, y: 0 };
  let left = Math.max(0, d);
  for (let i = 1; i < pts.length; i++) {
    const p = pts[i - 1]!;
    const q = pts[i]!;
    const seg = Math.hypot(q.x - p.x, q.y - p.y);
    if (left <= seg && seg > 0) {
      const t = left / seg;
      return { x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t };
    }
    left -= seg;
  }
  return pts[pts.length - 1]!;
}

/**
 * Cuts a polyline into dashes of `dash` length separated by `gap`, for incomplete sections.
 * Returns one polyline per dash.
 */
export function dashes(pts: readonly Pt[], dash: number, gap: number): Pt[][] {
  const total = polylineLength(pts);
  const out: Pt[][] = [];
  for (let d = 0; d < total; d += dash + gap) {
    const end = Math.min(total, d + dash);
    const seg: Pt[] = [pointAlong(pts, d)];
    // Include the polyline's own vertices inside the dash so curved dashes stay curved.
    let acc = 0;
    for (let i = 1; i < pts.length; i++) {
      acc += Math.hypot(pts[i]!.x - pts[i - 1]!.x, pts[i]!.y - pts[i - 1]!.y);
      if (acc > d && acc < end) seg.push(pts[i]!);
    }
    seg.push(pointAlong(pts, end));
    out.push(seg);
  }
  return out;
}
