// Which tile pieces make up each link or section, and the world polyline a link (or a delivery along several links) follows.
// The board needs this to draw incomplete sections differently, to put one owner marker on each link, and to draw paths.
import { edgeBetween, type Edge, type HexId } from '../engine/hex/coords';
import type { Endpoint, Link, PlacedTile } from '../engine/track/types';
import { HEX_PX, hexCenterPx, type Pt } from './geometry';
import { discHitsBox, type Box } from './place-names';
import { piecePoints, pointAlong, polylineLength } from './track-geometry';

type Port = Edge | 'town';

export interface LinkStep {
  hex: HexId;
  /** Index into the tile's `tracks`, or -1 when no piece of the tile matches. */
  piece: number;
  /** Where the link enters and leaves this hex, in link order (ends[0] → ends[1]). */
  from: Port;
  to: Port;
}

/** The key the board uses for one piece of one tile. */
export function pieceKey(hex: HexId, piece: number): string {
  return `${hex}#${piece}`;
}

function outerPort(hex: HexId, end: Endpoint): Port | null {
  if (end.hex !== hex) return edgeBetween(hex, end.hex);
  if (end.openEdge !== undefined) return end.openEdge;
  return end.place ? 'town' : null;
}

function matchPiece(tile: PlacedTile, from: Port | null, to: Port | null): number {
  const same = (p: { a: Edge; b: Port }, x: Port | null, y: Port | null) =>
    (p.a === x && p.b === y) || (p.a === y && p.b === x);
  let idx = tile.tracks.findIndex((p) => same(p, from, to));
  if (idx < 0) idx = tile.tracks.findIndex((p) => p.a === from || p.a === to || (p.b !== 'town' && (p.b === from || p.b === to)));
  return idx;
}

/** The steps of a link through its tiles, in order from ends[0] to ends[1]. */
export function linkSteps(link: Link, tiles: ReadonlyMap<HexId, PlacedTile>): LinkStep[] {
  const steps: LinkStep[] = [];
  const n = link.hexes.length;
  for (let i = 0; i < n; i++) {
    const hex = link.hexes[i]!;
    const tile = tiles.get(hex);
    if (!tile) continue;
    const from = i > 0 ? edgeBetween(hex, link.hexes[i - 1]!) : outerPort(hex, link.ends[0]);
    const to = i < n - 1 ? edgeBetween(hex, link.hexes[i + 1]!) : outerPort(hex, link.ends[1]);
    const piece = matchPiece(tile, from, to);
    const p = tile.tracks[piece];
    // Fall back on the piece's own ports when the link's ends say too little (e.g. a town end without a tile).
    steps.push({ hex, piece, from: from ?? p?.a ?? 0, to: to ?? (p ? (p.a === from ? p.b : p.a) : 'town') });
  }
  return steps;
}

/** Piece key → the link it belongs to, for every link on the board. */
export function piecesByLink(links: readonly Link[], tiles: ReadonlyMap<HexId, PlacedTile>): Map<string, Link> {
  const out = new Map<string, Link>();
  for (const link of links) {
    for (const s of linkSteps(link, tiles)) if (s.piece >= 0) out.set(pieceKey(s.hex, s.piece), link);
  }
  return out;
}

function stepPoints(step: LinkStep): Pt[] {
  const c = hexCenterPx(step.hex);
  let pts: Pt[];
  if (step.from === 'town' && step.to === 'town') pts = [{ x: 0, y: 0 }];
  else if (step.from === 'town') pts = piecePoints(step.to as Edge, 'town').toReversed();
  else if (step.to === 'town' || step.to === step.from) pts = piecePoints(step.from, 'town');
  else pts = piecePoints(step.from, step.to);
  return pts.map((p) => ({ x: c.x + p.x * HEX_PX, y: c.y + p.y * HEX_PX }));
}

/** World polyline of a link from ends[0] to ends[1], starting/ending at the centre of a city or town at either end. */
export function linkPolyline(link: Link, tiles: ReadonlyMap<HexId, PlacedTile>): Pt[] {
  const pts: Pt[] = [];
  const [e0, e1] = link.ends;
  if (e0.place && e0.hex !== link.hexes[0]) pts.push(hexCenterPx(e0.hex));
  for (const s of linkSteps(link, tiles)) pts.push(...stepPoints(s));
  if (e1.place && e1.hex !== link.hexes[link.hexes.length - 1]) pts.push(hexCenterPx(e1.hex));
  return pts;
}

/**
 * The world polyline a cube follows from `from` along `route` (link ids in travel order).
 * Each link is walked in whichever direction starts at the place the cube has reached.
 */
export function routePolyline(
  from: HexId,
  route: readonly string[],
  linksById: ReadonlyMap<string, Link>,
  tiles: ReadonlyMap<HexId, PlacedTile>,
): Pt[] {
  const pts: Pt[] = [hexCenterPx(from)];
  let at = from;
  for (const id of route) {
    const link = linksById.get(id);
    if (!link) continue;
    let line = linkPolyline(link, tiles);
    let next = link.ends[1].hex;
    if (link.ends[0].hex !== at) {
      line = line.toReversed();
      next = link.ends[0].hex;
    }
    pts.push(...line);
    at = next;
  }
  return pts;
}

/** Where to put a link's owner marker: the middle of its middle piece, so markers on a crossing tile do not overlap. */
export function markerPoint(link: Link, tiles: ReadonlyMap<HexId, PlacedTile>, avoid: readonly Box[] = []): Pt | null {
  const steps = linkSteps(link, tiles);
  const mid = Math.floor((steps.length - 1) / 2);
  // The middle piece first, then the others outwards from it; along each, halfway first (for a spoke, between the edge
  // and the town, not on the town), then nearer its ends. The first spot whose marker covers no place name wins; where
  // every spot covers one, the one that covers least (a town tile alone, whose spoke runs down into its own name).
  const order = steps.map((_, i) => i).toSorted((a, b) => Math.abs(a - mid) - Math.abs(b - mid) || a - b);
  let best: { p: Pt; cover: number } | null = null;
  for (const i of order) {
    const pts = stepPoints(steps[i]!);
    if (!pts.length) continue;
    const len = polylineLength(pts);
    for (const f of MARKER_SPOTS) {
      const p = pointAlong(pts, len * f);
      const cover = avoid.reduce((sum, box) => sum + coverOf(p, box), 0);
      if (cover === 0) return p;
      if (!best || cover < best.cover) best = { p, cover };
    }
  }
  return best?.p ?? null;
}

/** The owner marker's radius, its dark ring included (layers/track.ts draws it). */
export const MARKER_R = HEX_PX * 0.285;
/** Where along a piece a marker may sit, in order of preference (fractions of its length). */
const MARKER_SPOTS = [0.5, 0.3, 0.7, 0.15, 0.85, 0, 1];

/** How much of `box` a marker at `p` covers (area of the overlap of the marker's square with the box), 0 when apart. */
function coverOf(p: Pt, box: Box): number {
  if (!discHitsBox(p, MARKER_R, box)) return 0;
  const w = Math.min(p.x + MARKER_R, box.x1) - Math.max(p.x - MARKER_R, box.x0);
  const h = Math.min(p.y + MARKER_R, box.y1) - Math.max(p.y - MARKER_R, box.y0);
  return Math.max(w, 1e-6) * Math.max(h, 1e-6);
}
