// The opening view of a board on a small screen (issue 14, point 13): where the whole board would draw hexes too small
// to tap (a 390 px wide phone shows the Rust Belt with hexes ~25 px across), the board opens on the acting player's
// area instead: the hexes of their track, or the whole board while they have none. Only view data decides it (who
// owns which link), never a rule.
import type { HexId } from '../engine/hex/coords';
import type { BoardView } from '../engine/view';
import { hexCenterPx, HEX_PX } from './geometry';
import type { Camera } from './ui-state';

export interface WorldSize {
  width: number;
  height: number;
}

/** The scale at which the whole world fits the screen. */
export function fitScale(screenW: number, screenH: number, world: WorldSize): number {
  return Math.min(screenW / world.width, screenH / world.height);
}

/** Smallest width (CSS px, corner to corner) of a hex in the opening view: comfortably tapped by a finger. */
export const MIN_HEX_WIDTH = 36;
/** The area view zooms no further than this (a hex 72 CSS px across), so one short line does not fill the screen. */
const AREA_MAX_SCALE = 0.9;
/** Room around the area's hex centres, world px: the hexes themselves and one more ring for context. */
const AREA_PAD = HEX_PX * 3;

/** Width of a hex on screen at camera scale `scale` (flat-top: twice the centre-to-corner distance). */
export function hexWidthAt(scale: number): number {
  return 2 * HEX_PX * scale;
}

/** The hexes of `seat`'s track: every hex its links cross and the places they join. */
export function playerArea(view: BoardView, seat: number): HexId[] {
  const hexes = new Set<HexId>();
  for (const link of view.links) {
    if (link.owner !== seat) continue;
    for (const h of link.hexes) hexes.add(h);
    for (const end of link.ends) hexes.add(end.hex);
  }
  return [...hexes];
}

/**
 * The camera that opens a board of `world` size on a `width` × `height` screen (CSS px) on `area`: the whole board when
 * its hexes are at least MIN_HEX_WIDTH across there, or when the area is empty; otherwise the area's bounding box,
 * as large as fits (up to AREA_MAX_SCALE) but never with hexes under MIN_HEX_WIDTH, centred on the area.
 */
export function frameArea(width: number, height: number, world: WorldSize, area: readonly HexId[]): Camera & { whole: boolean } {
  const fit = fitScale(width, height, world);
  if (hexWidthAt(fit) >= MIN_HEX_WIDTH || area.length === 0) return { scale: fit, x: world.width / 2, y: world.height / 2, whole: true };
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const h of area) {
    const p = hexCenterPx(h);
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  const boxScale = Math.min(width / (x1 - x0 + 2 * AREA_PAD), height / (y1 - y0 + 2 * AREA_PAD));
  const scale = Math.max(MIN_HEX_WIDTH / (2 * HEX_PX), Math.min(AREA_MAX_SCALE, boxScale));
  return { scale, x: (x0 + x1) / 2, y: (y0 + y1) / 2, whole: false };
}
