// Planar geometry in hex units for the generator: point-in-rings, distance to polylines, line simplification.
// All geodata is projected into hex units first, so these stay simple and fast.

export type Pt = [number, number];
export type Ring = Pt[];

/**
 * A set of rings (polygon boundaries, holes included) tested by the even-odd rule. Edges are bucketed into horizontal
 * strips so a point test only looks at the edges its ray can cross (the 10m coastlines have many thousand vertices).
 */
export interface RingSet {
  rings: Ring[];
  y0: number;
  strip: number;
  /** Per strip: flat [xa, ya, xb, yb, ...] of the edges spanning it. */
  buckets: number[][];
}

const STRIP = 0.25;

export function ringSet(rings: Ring[]): RingSet {
  const kept = rings.filter((r) => r.length >= 3);
  let y0 = Infinity;
  let y1 = -Infinity;
  for (const r of kept) for (const [, y] of r) {
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  }
  const n = kept.length ? Math.floor((y1 - y0) / STRIP) + 1 : 0;
  const buckets: number[][] = Array.from({ length: n }, () => []);
  for (const ring of kept) {
    for (let j = 0, k = ring.length - 1; j < ring.length; k = j++) {
      const [xa, ya] = ring[k]!;
      const [xb, yb] = ring[j]!;
      if (ya === yb) continue;
      const from = Math.floor((Math.min(ya, yb) - y0) / STRIP);
      const to = Math.floor((Math.max(ya, yb) - y0) / STRIP);
      for (let b = from; b <= to; b++) buckets[b]!.push(xa, ya, xb, yb);
    }
  }
  return { rings: kept, y0, strip: STRIP, buckets };
}

/** Even-odd point in polygon over every ring of the set (land polygons never overlap, so this is their union). */
export function inside(set: RingSet, x: number, y: number): boolean {
  const bucket = set.buckets[Math.floor((y - set.y0) / set.strip)];
  if (!bucket) return false;
  let odd = false;
  for (let i = 0; i < bucket.length; i += 4) {
    const xa = bucket[i]!, ya = bucket[i + 1]!, xb = bucket[i + 2]!, yb = bucket[i + 3]!;
    if (ya > y !== yb > y && x < ((xb - xa) * (y - ya)) / (yb - ya) + xa) odd = !odd;
  }
  return odd;
}

/** Distance from a point to a segment. */
function segmentDistance(px: number, py: number, a: Pt, b: Pt): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - a[0]) * dx + (py - a[1]) * dy) / len2));
  return Math.hypot(px - (a[0] + t * dx), py - (a[1] + t * dy));
}

export function distanceToLine(line: Pt[], x: number, y: number): number {
  let best = Infinity;
  for (let i = 1; i < line.length; i++) best = Math.min(best, segmentDistance(x, y, line[i - 1]!, line[i]!));
  if (line.length === 1) best = Math.hypot(x - line[0]![0], y - line[0]![1]);
  return best;
}

/** Douglas–Peucker simplification with tolerance `tol`. */
export function simplify(line: Pt[], tol: number): Pt[] {
  if (line.length <= 2) return line.slice();
  const keep = new Uint8Array(line.length);
  keep[0] = 1;
  keep[line.length - 1] = 1;
  const stack: [number, number][] = [[0, line.length - 1]];
  while (stack.length) {
    const [s, e] = stack.pop()!;
    let worst = -1;
    let worstD = tol;
    for (let i = s + 1; i < e; i++) {
      const d = segmentDistance(line[i]![0], line[i]![1], line[s]!, line[e]!);
      if (d > worstD) {
        worstD = d;
        worst = i;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([s, worst], [worst, e]);
    }
  }
  return line.filter((_, i) => keep[i] === 1);
}

/** Cuts a polyline into the pieces that lie inside the box [x0, y0, x1, y1] (vertices outside are dropped). */
export function keepInside(line: Pt[], box: [number, number, number, number]): Pt[][] {
  const out: Pt[][] = [];
  let cur: Pt[] = [];
  for (const p of line) {
    if (p[0] >= box[0] && p[0] <= box[2] && p[1] >= box[1] && p[1] <= box[3]) cur.push(p);
    else {
      if (cur.length >= 2) out.push(cur);
      cur = [];
    }
  }
  if (cur.length >= 2) out.push(cur);
  return out;
}

export function round(v: number, digits: number): number {
  const f = 10 ** digits;
  const r = Math.round(v * f) / f;
  return Object.is(r, -0) ? 0 : r;
}
