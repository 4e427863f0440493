// The lattice view's helpers: unique good letters on the real board, place marks, the empty view, the kind check.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { LatticeBoard } from './types';
import { emptyLatticeView, goodLetters, isLatticeView, placeMarks } from './view';

const board = JSON.parse(readFileSync('assets/lattice/spike-eastern-us.json', 'utf8')) as LatticeBoard;

it('gives every good a short letter no other good has', () => {
  const letters = goodLetters(board.goods);
  const all = board.goods.map((g) => letters[g]!);
  expect(new Set(all).size).toBe(board.goods.length);
  for (const l of all) expect(l.length).toBeLessThanOrEqual(2);
  // A unique initial stays one letter; shared initials take a second letter of the id.
  expect(letters).toMatchObject({ oil: 'O', steel: 'S', flour: 'F', cows: 'Co', corn: 'Cr', coal: 'Ca', cloth: 'Cl', cotton: 'Ct' });
  expect(letters).toMatchObject({ wood: 'Wo', wheat: 'Wh', pigs: 'Pi', peaches: 'Pe' });
});

it('numbers goods whose later letters are all taken', () => {
  expect(goodLetters(['ab', 'abb', 'aab'])).toEqual({ ab: 'Ab', abb: 'A1', aab: 'Aa' });
});

it('marks every city with its good and letter, in board order', () => {
  const marks = placeMarks(board);
  expect(marks).toHaveLength(board.places.length);
  const norfolk = marks.find((m) => m.id === 'norfolk')!;
  expect(norfolk).toEqual({ id: 'norfolk', node: '23,14', good: 'pigs', letter: 'Pi' });
});

it('starts empty, one locomotive slot per seat, and survives a JSON round trip', () => {
  const v = emptyLatticeView(board, [{ name: 'A', color: 'blue' }, { name: 'B', color: 'pink' }]);
  expect(v.locomotives).toEqual([null, null]);
  expect(isLatticeView(v)).toBe(true);
  expect(isLatticeView({ map: {} })).toBe(false);
  expect(JSON.parse(JSON.stringify(v))).toEqual(v);
});
