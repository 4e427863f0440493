// latticeGraph: passable steps only (impassable segments leave no step), place ↔ node maps, distances in segments.
import { expect, it } from 'vitest';
import { latticeGraph, segmentDistances } from './graph';
import type { LatticeBoard } from './types';

const board = {
  nodes: [{ id: '0,0', col: 0, row: 0, place: 'a' }, { id: '1,0', col: 1, row: 0 }, { id: '0,1', col: 0, row: 1 }, { id: '2,0', col: 2, row: 0 }],
  segments: [
    { a: '0,0', b: '1,0', color: 'white' },
    { a: '1,0', b: '0,1', color: 'blue' },
    { a: '1,0', b: '2,0', color: 'impassable' },
  ],
  places: [{ id: 'a', name: 'A', node: '0,0', lonLat: [0, 0], good: 'corn' }],
} as unknown as LatticeBoard;

it('steps only over passable segments, both ways', () => {
  const g = latticeGraph(board);
  expect(g.steps.get('1,0')).toEqual([{ to: '0,0', color: 'white', segment: 0 }, { to: '0,1', color: 'blue', segment: 1 }]);
  expect(g.steps.get('2,0')).toEqual([]);
  expect(g.segmentIndex.get('1,0|2,0')).toBe(2);
  expect(g.nodeOf.get('a')).toBe('0,0');
  expect(g.placeAt.get('0,0')).toBe('a');
});

it('measures distances in segments and never crosses an impassable one', () => {
  const d = segmentDistances(latticeGraph(board), '0,0');
  expect(Object.fromEntries(d)).toEqual({ '0,0': 0, '1,0': 1, '0,1': 2 });
});
