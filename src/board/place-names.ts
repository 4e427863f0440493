// Where a place's name is written on the board, and the room it takes: the terrain draws the name there (terrain.ts),
// and the owner markers keep out of that room (link-pieces.ts markerPoint), so a marker never covers a town's name
// (issue 14). Pure geometry: the name's width is estimated from its length, as the glyphs are only made in idle time.
import type { Place } from '../engine/map/types';
import { hexCenterPx, HEX_PX, type Pt } from './geometry';

/** An axis-aligned box in world px. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Average advance of a glyph of the name fonts, in font sizes (system sans-serif, mixed case; bold is wider). */
const ADVANCE = 0.56;
const ADVANCE_BOLD = 0.6;
/** The white halo around the glyphs (labels.ts: a stroke of 0.24 font sizes), on each side. */
const HALO = 0.12;

/** Where the name of `place` is centred and how large it is: under the city's or town's centre. */
export function nameSpot(place: Pick<Place, 'kind' | 'hex'>): Pt & { size: number; bold: boolean } {
  const c = hexCenterPx(place.hex);
  return place.kind === 'town'
    ? { x: c.x, y: c.y + HEX_PX * 0.5, size: HEX_PX * 0.22, bold: false }
    : { x: c.x, y: c.y + HEX_PX * 0.56, size: HEX_PX * 0.26, bold: true };
}

/** The room the name of `place` takes, halo included. */
export function nameBox(place: Pick<Place, 'kind' | 'hex' | 'name'>): Box {
  const s = nameSpot(place);
  const half = (([...place.name].length * (s.bold ? ADVANCE_BOLD : ADVANCE)) / 2 + HALO) * s.size;
  const up = (0.6 + HALO) * s.size;
  return { x0: s.x - half, y0: s.y - up, x1: s.x + half, y1: s.y + up };
}

/** Whether a disc of radius `r` around `p` overlaps `box`. */
export function discHitsBox(p: Pt, r: number, box: Box): boolean {
  const dx = Math.max(box.x0 - p.x, 0, p.x - box.x1);
  const dy = Math.max(box.y0 - p.y, 0, p.y - box.y1);
  return dx * dx + dy * dy < r * r;
}
