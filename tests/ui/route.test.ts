// Screens are addressed by the hash, so a reloaded page opens the same screen (and the same game).
import { describe, expect, it } from 'vitest';
import { parseRoute, routeHash } from '../../src/ui/route';

describe('routes', () => {
  it('round-trips every screen through the hash', () => {
    for (const r of [{ name: 'home' }, { name: 'new' }, { name: 'about' }, { name: 'game', id: 'g-1k2j 3' }] as const) {
      expect(parseRoute(routeHash(r))).toEqual(r);
    }
  });
  it('falls back to home for anything unknown', () => {
    expect(parseRoute('')).toEqual({ name: 'home' });
    expect(parseRoute('#/nonsense/x')).toEqual({ name: 'home' });
    expect(parseRoute('#/game/')).toEqual({ name: 'home' });
  });
});
