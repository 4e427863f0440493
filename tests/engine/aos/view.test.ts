// The board view and the per-viewer view: what the board draws comes straight from the state; no view holds the dice.
import { describe, expect, it } from 'vitest';
import { boardView, viewFor } from '../../../src/engine/aos/index';
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

  it('viewFor gives every viewer the same view: the whole state but the generator and the seed', () => {
    const s = game(3);
    const { rng: _rng, seed: _seed, ...rest } = s;
    for (const viewer of [{ seat: 0 }, { seat: 2 }, 'table'] as const) {
      const v = viewFor(s, viewer);
      expect(v).toEqual(rest);
      expect('rng' in v || 'seed' in v).toBe(false);
    }
  });
});
