// Draws one track tile around the origin from its pieces: tile face, owner colour under the rails, rails, bridges, town.
// Incomplete sections are dashed and paler than complete links; the same drawing serves placed tiles, ghosts and plans.
import type { Graphics } from 'pixi.js';
import type { Edge } from '../../engine/hex/coords';
import type { PlacedTile, TrackPiece } from '../../engine/track/types';
import { HEX_PX, hexPolygon, type Pt } from '../geometry';
import { COLORS, paint } from '../palette';
import { isCrossing, isTownTile } from '../tile-shapes';
import { dashes, piecePoints } from '../track-geometry';

export interface TileStyle {
  /** Fill colour of a seat's track, or null when unowned/unknown. */
  seatColor: (seat: number) => number | null;
  /** True when the piece at this index belongs to an incomplete section. */
  incomplete: (piece: number) => boolean;
  /** Ghost/plan: pale face and an outline colour. */
  outline?: number;
  faceAlpha?: number;
}

const RAIL = HEX_PX * 0.13;
const OWNER = HEX_PX * 0.34;
const CASING = HEX_PX * 0.36;

function scaled(pts: readonly Pt[]): Pt[] {
  return pts.map((p) => ({ x: p.x * HEX_PX, y: p.y * HEX_PX }));
}

function polyline(g: Graphics, pts: readonly Pt[]): void {
  g.moveTo(pts[0]!.x, pts[0]!.y);
  for (let i = 1; i < pts.length; i++) g.lineTo(pts[i]!.x, pts[i]!.y);
}

function piecePath(p: TrackPiece): Pt[] {
  return scaled(piecePoints(p.a, p.b as Edge | 'town', 12));
}

/** Which pieces cross another piece on this tile (the later one gets the bridge). */
function crossesEarlier(tile: PlacedTile, i: number): boolean {
  if (!isCrossing(tile.tile)) return false;
  return i > 0;
}

export function drawTile(g: Graphics, tile: PlacedTile, style: TileStyle): void {
  g.poly(hexPolygon(0, 0, 0.97)).fill(paint(COLORS.tileFill, style.faceAlpha ?? 0.92));
  if (style.outline !== undefined) g.poly(hexPolygon(0, 0, 0.93)).stroke({ width: HEX_PX * 0.09, color: style.outline });

  tile.tracks.forEach((piece, i) => {
    const pts = piecePath(piece);
    const incomplete = style.incomplete(i);
    if (crossesEarlier(tile, i)) {
      // A bridge: the tile face cuts a gap into the rail below, then short parapets mark the crossing.
      polyline(g, pts);
      g.stroke({ width: CASING, color: COLORS.tileFill, cap: 'butt' });
    }
    const seat = piece.owner === null ? null : style.seatColor(piece.owner);
    if (seat !== null) {
      polyline(g, pts);
      g.stroke({ width: OWNER, color: seat, alpha: incomplete ? 0.45 : 0.9, cap: 'round', join: 'round' });
    }
    if (incomplete) {
      for (const d of dashes(pts, HEX_PX * 0.16, HEX_PX * 0.11)) polyline(g, d);
      g.stroke({ width: RAIL, color: COLORS.rail, alpha: 0.7, cap: 'butt' });
    } else {
      polyline(g, pts);
      g.stroke({ width: RAIL, color: COLORS.rail, cap: 'round', join: 'round' });
    }
    if (crossesEarlier(tile, i)) bridgeParapets(g, pts);
  });

  if (isTownTile(tile.tile) || tile.townMarker) {
    g.circle(0, 0, HEX_PX * 0.22).fill(paint(COLORS.town)).stroke({ width: HEX_PX * 0.07, color: COLORS.townEdge });
  }
}

/** Two short lines either side of the rail at the middle of the piece. */
function bridgeParapets(g: Graphics, pts: readonly Pt[]): void {
  const i = Math.floor(pts.length / 2);
  const p = pts[Math.max(0, i - 1)]!;
  const q = pts[Math.min(pts.length - 1, i + 1)]!;
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const m = pts[i]!;
  const off = HEX_PX * 0.17;
  const half = HEX_PX * 0.2;
  for (const s of [-1, 1]) {
    const cx = m.x - uy * off * s;
    const cy = m.y + ux * off * s;
    g.moveTo(cx - ux * half, cy - uy * half).lineTo(cx + ux * half, cy + uy * half);
  }
  g.stroke({ width: HEX_PX * 0.05, color: COLORS.rail, cap: 'round' });
}
