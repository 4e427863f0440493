// The lattice cursor by keyboard on the real board: along rows over water, up and down keeping the column, edges.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { LatticeBoard } from '../../engine/lattice/types';
import { latticeIndex } from './geometry';
import { startPoint, stepPoint } from './keyboard';

const board = JSON.parse(readFileSync('assets/lattice/spike-eastern-us.json', 'utf8')) as LatticeBoard;
const index = latticeIndex(board);

it('moves along the row, jumping over points that are not on the board', () => {
  expect(stepPoint(index, '3,4', 1, 0)).toBe('4,4');
  // Row 0 has points 0–15 and 28: east of 15 the next point of the row is 28.
  expect(stepPoint(index, '15,0', 1, 0)).toBe('28,0');
  expect(stepPoint(index, '28,0', 1, 0)).toBeNull();
  expect(stepPoint(index, '0,0', -1, 0)).toBeNull();
});

it('moves up and down in the same column and stops at the edge', () => {
  expect(stepPoint(index, '3,4', 0, 1)).toBe('3,5');
  expect(stepPoint(index, '3,0', 0, -1)).toBeNull();
  for (const n of board.nodes) {
    const down = stepPoint(index, n.id, 0, 1);
    if (down) expect(index.nodes.has(down)).toBe(true);
  }
});

it('starts on the selected point, else the first city', () => {
  expect(startPoint(index, '4,10', '3,4')).toBe('3,4');
  expect(startPoint(index, '4,10', '99,99')).toBe('4,10');
  expect(startPoint(index, undefined, null)).toBe(board.nodes[0]!.id);
});
