// Lattice board geometry in world pixels: where a point is drawn, the world's size, and what a tap hits (a city, a
// bare point, or a segment). Pure (no PixiJS), so unit tests load it; the lattice scene (scene.ts) and the board's
// taps (board.ts) use it. Lattice units (src/engine/lattice/coords.ts: neighbours 1 apart) scaled by LATTICE_PX and
// shifted by a margin so the board starts at 0,0.
import { nodeId, ROW_HEIGHT, segmentKey, type NodeId } from '../../engine/lattice/coords';
import type { LatticeBoard } from '../../engine/lattice/types';
import type { Pt } from '../geometry';
import { LATTICE_MARGIN, LATTICE_PX, pointPx } from './points';

export { LATTICE_MARGIN, LATTICE_PX, pointPx, unitPx } from './points';

/** A city's disc radius, world pixels. */
export const CITY_R = LATTICE_PX * 0.3;

/** World size of a cols × rows lattice (margins included). */
export function latticeWorldSize(cols: number, rows: number): { width: number; height: number } {
  return {
    width: 2 * LATTICE_MARGIN + (cols - 0.5) * LATTICE_PX,
    height: 2 * LATTICE_MARGIN + (rows - 1) * ROW_HEIGHT * LATTICE_PX,
  };
}

/** What the board knows of a lattice for taps and keys, built once per board. */
export interface LatticeIndex {
  cols: number;
  rows: number;
  /** Points of the board (missing points are water or land off the board). */
  nodes: ReadonlySet<NodeId>;
  /** Points with a city. */
  cities: ReadonlySet<NodeId>;
  /** Segment index by segmentKey, impassable ones included. */
  segments: ReadonlyMap<string, number>;
  /** Both ends of each segment, by index. */
  ends: readonly (readonly [NodeId, NodeId])[];
}

export function latticeIndex(board: LatticeBoard): LatticeIndex {
  return {
    cols: board.grid.cols,
    rows: board.grid.rows,
    nodes: new Set(board.nodes.map((n) => n.id)),
    cities: new Set(board.places.map((p) => p.node)),
    segments: new Map(board.segments.map((s, i) => [segmentKey(s.a, s.b), i])),
    ends: board.segments.map((s) => [s.a, s.b] as const),
  };
}

export type LatticeHit = { node: NodeId } | { segment: number };

/** Distance from p to the line piece a–b. */
export function distanceToSegment(p: Pt, a: Pt, b: Pt): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

/** The board's points within two rows and columns of world point (x, y): the only candidates for a tap there. */
function pointsNear(index: LatticeIndex, x: number, y: number): NodeId[] {
  const row = Math.round((y - LATTICE_MARGIN) / LATTICE_PX / ROW_HEIGHT);
  const col = Math.round((x - LATTICE_MARGIN) / LATTICE_PX);
  const out: NodeId[] = [];
  for (let r = row - 2; r <= row + 2; r++) {
    for (let c = col - 2; c <= col + 2; c++) {
      const id = nodeId(c, r);
      if (index.nodes.has(id)) out.push(id);
    }
  }
  return out;
}

/**
 * What a tap at world point (x, y) means. `reach`: how far from a thing a finger may land and still hit it, world px
 * (half a 44 px touch target at the current zoom). A city within reach wins (its disc is what people aim at, and it is
 * never smaller than the target); then a bare point within a quarter segment (where routes may branch); then the nearest
 * segment within reach. Null: nothing there (water, off the board).
 */
export function hitTest(index: LatticeIndex, x: number, y: number, reach: number): LatticeHit | null {
  const p = { x, y };
  const near = pointsNear(index, x, y);
  let best: { id: NodeId; d: number } | null = null;
  let bestCity: { id: NodeId; d: number } | null = null;
  for (const id of near) {
    const c = pointPx(id);
    const d = Math.hypot(c.x - x, c.y - y);
    if (!best || d < best.d) best = { id, d };
    if (index.cities.has(id) && (!bestCity || d < bestCity.d)) bestCity = { id, d };
  }
  if (bestCity && bestCity.d <= Math.max(reach, CITY_R)) return { node: bestCity.id };
  if (best && best.d <= Math.min(reach, LATTICE_PX * 0.25)) return { node: best.id };
  let seg: { i: number; d: number } | null = null;
  const seen = new Set<number>();
  for (const a of near) {
    for (const b of near) {
      if (a >= b) continue;
      const i = index.segments.get(segmentKey(a, b));
      if (i === undefined || seen.has(i)) continue;
      seen.add(i);
      const d = distanceToSegment(p, pointPx(a), pointPx(b));
      if (!seg || d < seg.d) seg = { i, d };
    }
  }
  if (seg && seg.d <= Math.max(reach, LATTICE_PX * 0.12)) return { segment: seg.i };
  return null;
}

/** The midpoint of a segment and its direction (radians, from end a to end b). */
export function segmentMid(index: LatticeIndex, segment: number): { x: number; y: number; angle: number } {
  const [a, b] = index.ends[segment]!;
  const pa = pointPx(a);
  const pb = pointPx(b);
  return { x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2, angle: Math.atan2(pb.y - pa.y, pb.x - pa.x) };
}
