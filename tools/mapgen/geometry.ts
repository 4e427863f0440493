// Planar geometry in hex units for the generator: point-in-rings, distance to polylines, line simplification.
// All geodata is projected into hex units first, so these stay simple and fast.

export type Pt = [number, number];
export type Ring = Pt[];

/** A set of rings (polygon boundaries, holes included) with their bounding boxes, tested by the even-odd rule. */
export interface RingSet {
  rings: Ring[];
  boxes: [number, number, number, number][];
}

export function ringSet(rings: Ring[]): RingSet {
  const kept = rings.filter((r) => r.length >= 3);
  return { rings: kept, boxes: kept.map(bbox) };
}

function bbox(points: Pt[]): [number, number, number, number] {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const [x, y] of points) {
    if (x < x0) x0 = x;
    if (y < y0) y0 = y;
    if (x > x1) x1 = x;
    if (y > y1) y1 = y;
  }
  return [x0, y0, x1, y1];
}

/** Even-odd point in polygon over every ring of the set (land polygons never overlap, so this is their union). */
export function inside(set: RingSet, x: number, y: number): boolean {
  let odd = false;
  for (let i = 0; i < set.rings.length; i++) {
    const b = set.boxes[i]!;
    if (x < b[0] || x > b[2] || y < b[1] || y > b[3]) continue;
    const ring = set.rings[i]!;
    for (let j = 0, k = ring.length - 1; j < ring.length; k = j++) {
      const [xj, yj] = ring[j]!;
      const [xk, yk] = ring[k]!;
      if (yj > y !== yk > y && x < ((xk - xj) * (y - yj)) / (yk - yj) + xj) odd = !odd;
    }
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
