// Where a lattice point is drawn, in world pixels: the one piece of lattice geometry the page's side of the board worker
// needs (remote-board.ts screenOf), kept apart from the rest (geometry.ts) so that the page's entry carries only this.
// Lattice units (src/engine/lattice/coords.ts: neighbours 1 apart, odd rows half a step right) × LATTICE_PX + margin.

/** World pixels per lattice unit (one segment's length), about a hex's width on the hex board. */
export const LATTICE_PX = 64;
/** Empty border around the lattice, world pixels: room for the edge cities' names. */
export const LATTICE_MARGIN = LATTICE_PX * 1.2;
const ROW_HEIGHT = Math.sqrt(3) / 2;

/** World position of a point given in lattice units (board lines are stored so). */
export function unitPx(p: { x: number; y: number }): { x: number; y: number } {
  return { x: LATTICE_MARGIN + p.x * LATTICE_PX, y: LATTICE_MARGIN + p.y * LATTICE_PX };
}

/** World position of a lattice point `"col,row"` (coords.ts nodePoint, scaled). */
export function pointPx(id: string): { x: number; y: number } {
  const comma = id.indexOf(',');
  const col = Number(id.slice(0, comma));
  const row = Number(id.slice(comma + 1));
  return unitPx({ x: col + (row % 2 === 1 ? 0.5 : 0), y: row * ROW_HEIGHT });
}
