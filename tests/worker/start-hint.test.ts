// The cold start's head start: the hint the page keeps for the game last open here (src/ui/model/start-hint.ts), how it
// travels in the engine worker's name (src/worker/open-on-start.ts), and the map source sharing one load between the
// hint's early fetch and the game's opening (src/worker/maps.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberStart, startHint } from '../../src/ui/model/start-hint';
import { mapSource } from '../../src/worker/maps';
import { openOnStartOf, startHintOf, workerName } from '../../src/worker/open-on-start';

/** A localStorage for node: a plain map behind the Storage methods the hint uses. */
function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, String(v)),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
    key: (i: number) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
  };
}

describe('start hint in the worker name', () => {
  it('carries the system and board after the game, and the game id reads back unchanged', () => {
    const name = workerName('g-abc 1', { system: 'steam', map: 'ne-usa-se-canada' });
    expect(openOnStartOf(name)).toBe('g-abc 1');
    expect(startHintOf(name)).toEqual({ system: 'steam', map: 'ne-usa-se-canada' });
  });

  it('reads back a game id holding a line break, a space or a percent sign whole (ids can come from a link)', () => {
    for (const id of ['x\ny', 'x\nsteam rhine-ruhr', 'a%0Ab', 'g 1']) {
      const name = workerName(id, { system: 'steam', map: 'rhine-ruhr' });
      expect(openOnStartOf(name)).toBe(id);
      expect(startHintOf(name)).toEqual({ system: 'steam', map: 'rhine-ruhr' });
      expect(openOnStartOf(workerName(id))).toBe(id);
    }
    expect(openOnStartOf('engine, opening %E0%A4%A')).toBeNull();
  });

  it('has no hint without one, without a game, or when malformed', () => {
    expect(startHintOf(workerName('g-1'))).toBeNull();
    expect(workerName('g-1', null)).toBe(workerName('g-1'));
    expect(startHintOf(workerName())).toBeNull();
    expect(startHintOf('engine, opening g-1\nsteam')).toBeNull();
    expect(startHintOf('engine, opening g-1\nsteam a b')).toBeNull();
    expect(startHintOf('engine\nsteam ne-usa-se-canada')).toBeNull();
  });
});

describe('start hint kept on the page', () => {
  beforeEach(() => vi.stubGlobal('localStorage', fakeStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('is the system and board of the game last opened, for that game only', () => {
    expect(startHint('g-1')).toBeNull();
    rememberStart({ id: 'g-1', ruleSystem: 'age-of-steam', map: 'rust-belt' });
    expect(startHint('g-1')).toEqual({ system: 'age-of-steam', map: 'rust-belt' });
    rememberStart({ id: 'g-2', ruleSystem: 'steam', map: 'ne-usa-se-canada' });
    expect(startHint('g-1')).toBeNull();
    expect(startHint('g-2')).toEqual({ system: 'steam', map: 'ne-usa-se-canada' });
  });

  it('gives no hint from a damaged or unfit entry (it would not fit the worker name)', () => {
    localStorage.setItem('railhex.startHint', '{not json');
    expect(startHint('g-1')).toBeNull();
    rememberStart({ id: 'g-1', ruleSystem: 'age-of-steam', map: 'rust belt' });
    expect(startHint('g-1')).toBeNull();
  });

  it('keeps nothing and answers null where storage throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => rememberStart({ id: 'g-1', ruleSystem: 'steam', map: 'x' })).not.toThrow();
    expect(startHint('g-1')).toBeNull();
  });
});

describe('map source', () => {
  const board = { id: 'm' };
  it('shares one load and one parse between callers that ask at once', async () => {
    const load = vi.fn(async () => board);
    const parse = vi.fn((json: unknown) => ({ ok: true as const, map: json as never }));
    const maps = mapSource({ './m.json': load }, parse);
    const [a, b] = await Promise.all([maps.load('m'), maps.load('m')]);
    expect(a).toEqual(b);
    expect(load).toHaveBeenCalledTimes(1);
    expect(parse).toHaveBeenCalledTimes(1);
    await maps.load('m');
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return board;
    });
    const maps = mapSource({ './m.json': load }, (json: unknown) => ({ ok: true as const, map: json as never }));
    await expect(maps.load('m')).rejects.toThrow('offline');
    fail = false;
    expect(await maps.load('m')).toEqual({ ok: true, map: board });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
