// Screens are addressed by the hash, so a reloaded page opens the same screen (and the same game).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseRoute, route, routeHash, watchHash } from '../../src/ui/route';

afterEach(() => vi.unstubAllGlobals());

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
  it('catches up with a hash changed before it started watching (the first render may wait for a game)', () => {
    const listeners: string[] = [];
    vi.stubGlobal('location', { hash: '#/about' });
    vi.stubGlobal('addEventListener', (type: string) => listeners.push(type));
    vi.stubGlobal('removeEventListener', () => undefined);
    route.value = { name: 'game', id: 'g-1' };
    const stop = watchHash();
    expect(route.value).toEqual({ name: 'about' });
    expect(listeners).toEqual(['hashchange']);
    // The same screen again is no change: the route keeps its object, so nothing re-renders.
    const same = route.value;
    stop();
    watchHash()();
    expect(route.value).toBe(same);
  });
});
