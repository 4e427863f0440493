import { describe, expect, it } from 'vitest';
import { edgeBetween, hexDistance, neighbour, opposite, EDGES, hexId } from './coords';

describe('hex coords (odd-q, flat-top)', () => {
  it('neighbour across an edge leads back across the opposite edge', () => {
    for (const id of [hexId(4, 4), hexId(5, 4), hexId(0, 0), hexId(7, 2)]) {
      for (const e of EDGES) expect(neighbour(neighbour(id, e), opposite(e))).toBe(id);
    }
  });
  it('odd columns sit half a hex lower', () => {
    expect(neighbour('4,4', 1)).toBe('5,3');
    expect(neighbour('5,3', 2)).toBe('6,4');
    expect(neighbour('5,3', 4)).toBe('4,4');
  });
  it('edgeBetween and distance', () => {
    expect(edgeBetween('2,2', '2,3')).toBe(3);
    expect(edgeBetween('2,2', '2,4')).toBeNull();
    expect(hexDistance('0,0', '3,0')).toBe(3);
    expect(hexDistance('2,2', '2,3')).toBe(1);
  });
});
