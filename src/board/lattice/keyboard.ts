// The lattice board by keyboard: the cursor moves over the board's points (cities and bare points where routes may
// branch) with the arrow keys; the keys themselves are the hex board's (src/board/keyboard.ts boardKey). Pure.
import { nodeId, parseNodeId, type NodeId } from '../../engine/lattice/coords';
import type { LatticeIndex } from './geometry';

/**
 * The point a move key takes the cursor to: along the row for left and right (over water to the next point of the
 * row), one row up or down keeping the column (so the cursor zigzags half a segment, as the rows are shifted), skipping
 * rows without a point in that column; null at the board's edge.
 */
export function stepPoint(index: LatticeIndex, from: NodeId, dCol: number, dRow: number): NodeId | null {
  let { col, row } = parseNodeId(from);
  for (;;) {
    col += dCol;
    row += dRow;
    if (col < 0 || row < 0 || col >= index.cols || row >= index.rows) return null;
    const id = nodeId(col, row);
    if (index.nodes.has(id)) return id;
  }
}

/** Where the cursor starts: the selected point if on the board, else the first city, else the first point. */
export function startPoint(index: LatticeIndex, firstCity: NodeId | undefined, selected: NodeId | null): NodeId | null {
  if (selected && index.nodes.has(selected)) return selected;
  return firstCity ?? index.nodes.values().next().value ?? null;
}
