// spikeBoardProblems: the committed board fits Spike; a board with other goods, another palette size, another game or
// a city cut off by water is refused, each with its reason.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import type { LatticeBoard } from '../../../src/engine/lattice/types';
import { spikeBoardProblems } from '../../../src/engine/spike/board';

const board = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../assets/lattice/spike-eastern-us.json'), 'utf8')) as LatticeBoard;

it('accepts the committed board', () => {
  expect(spikeBoardProblems(board)).toEqual([]);
});

it('refuses other goods, a palette of five, another game and too many players', () => {
  const b = structuredClone(board);
  b.goods = b.goods.toReversed();
  b.colors.pop();
  b.game = 'steam';
  b.players.max = 5;
  expect(spikeBoardProblems(b)).toEqual([
    'game: "steam" is not "spike"',
    'goods: must be the twelve Spike goods in order (cows, wood, corn, wheat, coal, oil, steel, cloth, pigs, flour, peaches, cotton)',
    'colors: Spike has 6 rail-card colours, the board has 5',
    'players: Spike is for 2–4 players',
  ]);
});

it('refuses a good no city provides', () => {
  const b = structuredClone(board);
  for (const p of b.places) if (p.good === 'peaches') p.good = 'cotton';
  expect(spikeBoardProblems(b)).toEqual(['goods: no city provides peaches']);
});

it('refuses a city cut off by impassable segments', () => {
  const b = structuredClone(board);
  const tampa = b.places.find((p) => p.id === 'tampa')!.node;
  for (const s of b.segments) if (s.a === tampa || s.b === tampa) s.color = 'impassable';
  expect(spikeBoardProblems(b)).toEqual([`places: tampa cannot be reached from ${b.places[0]!.id} over passable segments`]);
});
