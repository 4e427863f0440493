// The board by keyboard: a cursor hex moved with the arrow keys, and the keys that act on it. Pure functions, so the
// board (board.ts) only wires them to its host element; the board still knows no rules: Enter is a tap on the cursor
// hex and the UI asks the engine what that tap means, exactly as for a finger.
import { hexId, parseHexId, type HexId } from '../engine/hex/coords';
import type { BoardMap } from '../engine/map/types';
import { landHexes, terrainAt } from '../engine/map/query';

export type BoardKey =
  | { type: 'move'; dCol: number; dRow: number }
  | { type: 'tap' }
  /** The n-th goods cube (0-based) on the cursor hex. */
  | { type: 'cube'; index: number }
  | { type: 'zoom'; factor: number }
  | { type: 'fit' };

/** What a key press means on the board, or null for keys the board leaves alone (Tab, shortcuts, …). */
export function boardKey(e: { key: string; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean }): BoardKey | null {
  if (e.altKey || e.ctrlKey || e.metaKey) return null;
  switch (e.key) {
    case 'ArrowUp':
      return { type: 'move', dCol: 0, dRow: -1 };
    case 'ArrowDown':
      return { type: 'move', dCol: 0, dRow: 1 };
    case 'ArrowLeft':
      return { type: 'move', dCol: -1, dRow: 0 };
    case 'ArrowRight':
      return { type: 'move', dCol: 1, dRow: 0 };
    case 'Enter':
    case ' ':
      return { type: 'tap' };
    case '+':
    case '=':
      return { type: 'zoom', factor: 1.25 };
    case '-':
    case '_':
      return { type: 'zoom', factor: 0.8 };
    case '0':
      return { type: 'fit' };
  }
  if (/^[1-9]$/.test(e.key)) return { type: 'cube', index: Number(e.key) - 1 };
  return null;
}

/**
 * The hex a move key takes the cursor to: one column or row on in offset coordinates (left and right follow the row,
 * so the cursor zigzags half a hex as in the printed grid), skipping hexes off the map; null at the map's edge.
 */
export function stepCursor(map: BoardMap, from: HexId, dCol: number, dRow: number): HexId | null {
  let { col, row } = parseHexId(from);
  for (;;) {
    col += dCol;
    row += dRow;
    if (col < 0 || row < 0 || col >= map.grid.cols || row >= map.grid.rows) return null;
    const hex = hexId(col, row);
    if (terrainAt(map, hex) !== 'offboard') return hex;
  }
}

/** Where the cursor starts: the selected hex if any, else the first place on the map, else its first land hex. */
export function startCursor(map: BoardMap, selected: HexId | null): HexId | null {
  if (selected && terrainAt(map, selected) !== 'offboard') return selected;
  return map.places[0]?.hex ?? landHexes(map)[0] ?? null;
}
