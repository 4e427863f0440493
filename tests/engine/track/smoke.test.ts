import { describe, expect, it } from 'vitest';
import { computeLinks } from '../../../src/engine/track';
import { play, scenarioMap } from './scenario';

describe('track smoke', () => {
  it('a straight line of three tiles joins two cities into one complete link', () => {
    const map = scenarioMap(['.....', '.....', '.....', '.....', '.....'], [
      { id: 'alpha', hex: '2,0' },
      { id: 'beta', hex: '2,4', color: 'blue' },
    ]);
    const { board, costs } = play(map, [
      { seat: 0, hex: '2,1', tile: 'S', rotation: 0 },
      { seat: 0, hex: '2,2', tile: 'S', rotation: 0 },
      { seat: 0, hex: '2,3', tile: 'S', rotation: 0 },
    ]);
    expect(costs).toEqual([2, 2, 2]);
    const links = computeLinks(map, board);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ complete: true, owner: 0, segments: 3, hexes: ['2,1', '2,2', '2,3'] });
  });
});
