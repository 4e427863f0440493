// The board view and the per-seat view: what the board draws comes straight from the state.
import { describe, expect, it } from 'vitest';
import { boardView, viewFor } from '../../../src/engine/index';
import { game } from './helpers';

describe('views', () => {
  it('boardView shows the map, tiles, cubes, links and seats of the state', () => {
    const s = game(4);
    const v = boardView(s);
    expect(v.map).toBe(s.map);
    expect(v.tiles).toEqual([]);
    expect(v.links).toEqual([]);
    expect(v.cubes).toBe(s.cubes);
    expect(v.seats).toEqual(s.seats.map((x) => ({ ...x, eliminated: false })));
  });

  it('viewFor gives every seat the whole state (Age of Steam has no secrets)', () => {
    const s = game(3);
    expect(viewFor(s, 0)).toBe(s);
    expect(viewFor(s, 2)).toBe(s);
  });
});
