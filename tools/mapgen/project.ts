// Projection of geodata into hex units: a d3-geo projection (in km) followed by the recipe's fit (scale + offset).
// Geometry is cut to a lon/lat window around the board first, so far-away land (Antarctica, the far side of
// Eurasia) never reaches the projection, where conic and transverse projections blow up.
import { geoConicConformal, geoTransverseMercator, type GeoProjection } from 'd3-geo';
import type { LonLat, Recipe } from './recipe';
import type { Pt, Ring } from './geometry';

const EARTH_KM = 6371;

type Box = [number, number, number, number];

export interface HexProjection {
  /** lon/lat → hex units. */
  toHex(p: LonLat): Pt;
  /** hex units → lon/lat. */
  toLonLat(p: Pt): LonLat;
  /** Kilometres per hex unit, horizontally and vertically. */
  kmPerUnit: [number, number];
  /** The polygon rings of a GeoJSON object, cut to `window` (lon/lat) and projected to hex units. */
  rings(object: unknown, window: Box): Ring[];
  /** The lines of a GeoJSON object, cut to `window` (lon/lat) and projected to hex units. */
  lines(object: unknown, window: Box): Pt[][];
}

/** What a projection reads from a recipe: hex recipes and lattice recipes (tools/mapgen/lattice/) both supply it. */
export type ProjectionInput = Pick<Recipe, 'id' | 'projection' | 'fit'> & { places: readonly { lonLat: LonLat }[] };

function baseProjection(recipe: ProjectionInput): GeoProjection {
  const spec = recipe.projection;
  const p =
    spec.kind === 'conicConformal'
      ? geoConicConformal().parallels(spec.parallels).rotate(spec.rotate)
      : geoTransverseMercator().rotate(spec.rotate);
  return p.scale(EARTH_KM).translate([0, 0]);
}

/** Every ring (for polygons) or line (for line strings) of a GeoJSON value, in lon/lat. */
function collect(object: unknown, want: 'rings' | 'lines', out: LonLat[][]): void {
  const o = object as { type: string; features?: unknown[]; geometry?: unknown; geometries?: unknown[]; coordinates?: unknown };
  switch (o.type) {
    case 'FeatureCollection':
      for (const f of o.features ?? []) collect(f, want, out);
      break;
    case 'Feature':
      collect(o.geometry, want, out);
      break;
    case 'GeometryCollection':
      for (const g of o.geometries ?? []) collect(g, want, out);
      break;
    case 'Polygon':
      if (want === 'rings') out.push(...(o.coordinates as LonLat[][]));
      break;
    case 'MultiPolygon':
      if (want === 'rings') for (const poly of o.coordinates as LonLat[][][]) out.push(...poly);
      break;
    case 'LineString':
      if (want === 'lines') out.push(o.coordinates as LonLat[]);
      break;
    case 'MultiLineString':
      if (want === 'lines') out.push(...(o.coordinates as LonLat[][]));
      break;
    default:
      break;
  }
}

/** Sutherland–Hodgman clip of a ring to a box; fine for even-odd tests of points inside the box. */
function clipRing(ring: LonLat[], [x0, y0, x1, y1]: Box): LonLat[] {
  const edges: [(p: LonLat) => boolean, (a: LonLat, b: LonLat) => LonLat][] = [
    [(p) => p[0] >= x0, (a, b) => [x0, a[1] + ((b[1] - a[1]) * (x0 - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= x1, (a, b) => [x1, a[1] + ((b[1] - a[1]) * (x1 - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= y0, (a, b) => [a[0] + ((b[0] - a[0]) * (y0 - a[1])) / (b[1] - a[1]), y0]],
    [(p) => p[1] <= y1, (a, b) => [a[0] + ((b[0] - a[0]) * (y1 - a[1])) / (b[1] - a[1]), y1]],
  ];
  let pts = ring;
  for (const [isIn, cut] of edges) {
    if (pts.length === 0) break;
    const next: LonLat[] = [];
    for (let i = 0; i < pts.length; i++) {
      const cur = pts[i]!;
      const prev = pts[(i + pts.length - 1) % pts.length]!;
      if (isIn(cur)) {
        if (!isIn(prev)) next.push(cut(prev, cur));
        next.push(cur);
      } else if (isIn(prev)) next.push(cut(prev, cur));
    }
    pts = next;
  }
  return pts;
}

function ringBox(ring: LonLat[]): Box {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const [x, y] of ring) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return [x0, y0, x1, y1];
}

const overlaps = (a: Box, b: Box) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

export function hexProjection(recipe: ProjectionInput): HexProjection {
  const proj = baseProjection(recipe);
  const fitPoints = recipe.fit.points ?? recipe.places.map((p) => p.lonLat);
  const km = fitPoints.map((p) => {
    const xy = proj(p);
    if (!xy) throw new Error(`mapgen ${recipe.id}: cannot project ${p.join(',')}`);
    return xy;
  });
  const xs = km.map((p) => p[0]);
  const ys = km.map((p) => p[1]);
  const [[ex0, ey0], [ex1, ey1]] = recipe.fit.extent;
  const minX = Math.min(...xs), maxX = Math.max(...xs), minY = Math.min(...ys), maxY = Math.max(...ys);
  let ax = (ex1 - ex0) / (maxX - minX);
  let ay = (ey1 - ey0) / (maxY - minY);
  let bx = ex0 - ax * minX;
  let by = ey0 - ay * minY;
  if (recipe.fit.keepAspect) {
    const a = Math.min(ax, ay);
    ax = ay = a;
    // Centre the points in the extent along the axis with room to spare.
    bx = (ex0 + ex1) / 2 - (a * (minX + maxX)) / 2;
    by = (ey0 + ey1) / 2 - (a * (minY + maxY)) / 2;
  }

  const toHex = (p: LonLat): Pt => {
    const xy = proj(p);
    if (!xy) throw new Error(`mapgen ${recipe.id}: cannot project ${p.join(',')}`);
    return [ax * xy[0] + bx, ay * xy[1] + by];
  };
  const toLonLat = (p: Pt): LonLat => {
    const ll = proj.invert([(p[0] - bx) / ax, (p[1] - by) / ay]);
    if (!ll) throw new Error(`mapgen ${recipe.id}: cannot invert ${p.join(',')}`);
    return ll;
  };

  return {
    toHex,
    toLonLat,
    kmPerUnit: [1 / ax, 1 / ay],
    rings(object, window) {
      const raw: LonLat[][] = [];
      collect(object, 'rings', raw);
      return raw
        .filter((r) => overlaps(ringBox(r), window))
        .map((r) => clipRing(r, window))
        .filter((r) => r.length >= 3)
        .map((r) => r.map(toHex));
    },
    lines(object, window) {
      const raw: LonLat[][] = [];
      collect(object, 'lines', raw);
      const out: Pt[][] = [];
      for (const line of raw) {
        let cur: Pt[] = [];
        for (const p of line) {
          if (p[0] >= window[0] && p[0] <= window[2] && p[1] >= window[1] && p[1] <= window[3]) cur.push(toHex(p));
          else {
            if (cur.length >= 2) out.push(cur);
            cur = [];
          }
        }
        if (cur.length >= 2) out.push(cur);
      }
      return out;
    },
  };
}
