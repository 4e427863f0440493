// Triangular-lattice coordinates shared by every lattice board: horizontal rows of points, odd rows shifted half a step
// right, so every point has six neighbours at distance 1. Ids are plain strings "col,row" so state stays JSON.

/** A lattice point id: `"col,row"`. */
export type NodeId = string;

/** Vertical distance between two rows when neighbours are 1 apart. */
export const ROW_HEIGHT = Math.sqrt(3) / 2;

export function nodeId(col: number, row: number): NodeId {
  return `${col},${row}`;
}

export function parseNodeId(id: NodeId): { col: number; row: number } {
  const comma = id.indexOf(',');
  return { col: Number(id.slice(0, comma)), row: Number(id.slice(comma + 1)) };
}

/** Drawing position in lattice units (neighbours are 1 apart; y grows southwards, as on screen). */
export function nodePoint(col: number, row: number): { x: number; y: number } {
  return { x: col + (row % 2 === 1 ? 0.5 : 0), y: row * ROW_HEIGHT };
}

// Neighbour offsets: east, west, then the two above and the two below; odd rows sit half a step to the right.
const EVEN_ROW: ReadonlyArray<readonly [number, number]> = [[1, 0], [-1, 0], [-1, -1], [0, -1], [-1, 1], [0, 1]];
const ODD_ROW: ReadonlyArray<readonly [number, number]> = [[1, 0], [-1, 0], [0, -1], [1, -1], [0, 1], [1, 1]];

/** The six lattice neighbours of a point (some may lie off the board; callers check the board). */
export function latticeNeighbours(col: number, row: number): [number, number][] {
  return (row % 2 === 0 ? EVEN_ROW : ODD_ROW).map(([dc, dr]) => [col + dc, row + dr]);
}

/** Whether two lattice points are neighbours (one segment apart). */
export function areNeighbours(a: NodeId, b: NodeId): boolean {
  const p = parseNodeId(a);
  const q = parseNodeId(b);
  return latticeNeighbours(p.col, p.row).some(([c, r]) => c === q.col && r === q.row);
}

/** One key per unordered pair, so a segment is found whichever end a caller starts from. */
export function segmentKey(a: NodeId, b: NodeId): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

/** Fewest segments between two lattice points on an open lattice (axial distance; odd rows are shifted right). */
export function latticeDistance(a: NodeId, b: NodeId): number {
  const p = parseNodeId(a);
  const q = parseNodeId(b);
  const dq = q.col - (q.row - (q.row & 1)) / 2 - (p.col - (p.row - (p.row & 1)) / 2);
  const dr = q.row - p.row;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
