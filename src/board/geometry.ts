// Board geometry in world pixels: where a hex is drawn, its corners, and which hex lies under a point (exact hit-testing).
// World pixels are hex units (src/engine/hex/coords.ts) scaled by HEX_PX and shifted by a margin so the board starts at 0,0.
import { hexCenter, hexId, parseHexId, type Edge, type HexId } from '../engine/hex/coords';

/** World pixels per hex unit (centre-to-corner distance of a hex). */
export const HEX_PX = 40;
/** Empty border around the grid, in world pixels, so edge hexes are not glued to the screen edge. */
export const MARGIN = HEX_PX * 1.5;

const SQRT3 = Math.sqrt(3);

export interface Pt {
  x: number;
  y: number;
}

/** Centre of a hex in world pixels. */
export function hexCenterPx(id: HexId): Pt {
  const { col, row } = parseHexId(id);
  const c = hexCenter(col, row);
  return { x: MARGIN + c.x * HEX_PX, y: MARGIN + (c.y + SQRT3 / 2) * HEX_PX };
}

/** World size of a grid of `cols` × `rows` hexes (margins included). */
export function worldSize(cols: number, rows: number): { width: number; height: number } {
  return {
    width: 2 * MARGIN + (1.5 * (cols - 1) + 2) * HEX_PX,
    height: 2 * MARGIN + SQRT3 * (rows + 0.5) * HEX_PX,
  };
}

/** Corner k (0 = east, then clockwise every 60°) of a hex centred at the origin, in hex units. */
export function cornerUnit(k: number): Pt {
  const a = (Math.PI / 3) * k;
  return { x: Math.cos(a), y: Math.sin(a) };
}

/** The six corners of a hex as a flat [x0, y0, x1, y1, …] list for Graphics.poly, `scale` × hex size, around (cx, cy). */
export function hexPolygon(cx: number, cy: number, scale = 1): number[] {
  const out: number[] = [];
  for (let k = 0; k < 6; k++) {
    const c = cornerUnit(k);
    out.push(cx + c.x * HEX_PX * scale, cy + c.y * HEX_PX * scale);
  }
  return out;
}

/** The two corners (hex units, origin-centred) that bound edge `e`: edge e runs from corner e+4 to corner e+5 (mod 6). */
export function edgeCorners(e: Edge): [Pt, Pt] {
  return [cornerUnit((e + 4) % 6), cornerUnit((e + 5) % 6)];
}

/**
 * The hex whose area contains world point (x, y), by cube rounding of fractional axial coordinates.
 * Exact for the hexagon shape (not a bounding box), so taps near a corner go to the right hex.
 */
export function hexAtPoint(x: number, y: number): HexId {
  const ux = (x - MARGIN) / HEX_PX;
  const uy = (y - MARGIN) / HEX_PX - SQRT3 / 2;
  // Flat-top axial: q = 2/3·x, r = −1/3·x + √3/3·y.
  const q = (2 / 3) * ux;
  const r = (-1 / 3) * ux + (SQRT3 / 3) * uy;
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  // Axial → odd-q offset.
  const col = rq;
  const row = rr + (rq - (rq & 1)) / 2;
  return hexId(col, row);
}

/** True when `id` names a hex inside a cols × rows grid. */
export function onGrid(id: HexId, cols: number, rows: number): boolean {
  const { col, row } = parseHexId(id);
  return col >= 0 && row >= 0 && col < cols && row < rows;
}
