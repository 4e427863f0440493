// The scripts a cold start into a game remembers for the next one (src/ui/model/start-hint.ts): the page's own scripts
// up to its first game screen, kept per rule system and per build, handed back only to a start of the same system in
// the same build.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberStartFiles, startFiles } from '../../src/ui/model/start-hint';

const ORIGIN = 'https://railhex.test';
const asset = (f: string) => `${ORIGIN}/assets/${f}`;

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

/** A page of build `entry` (its index.html's module script) that has requested `entries` ([url, startTime]). */
function page(entry: string, entries: [string, number][]): void {
  vi.stubGlobal('location', { origin: ORIGIN });
  vi.stubGlobal('document', { querySelector: (sel: string) => (sel.startsWith('script') ? { src: asset(entry) } : null) });
  vi.stubGlobal('performance', { getEntriesByType: (type: string) => (type === 'resource' ? entries.map(([name, startTime]) => ({ name, startTime })) : []) });
}

describe('the scripts a cold start remembers for the next', () => {
  beforeEach(() => vi.stubGlobal('localStorage', fakeStorage()));
  afterEach(() => vi.unstubAllGlobals());

  const loaded: [string, number][] = [
    [asset('index-a.js'), 5],
    [asset('main-a.js'), 6],
    [asset('engine.worker-a.js'), 20],
    [asset('board.worker-a.js'), 21],
    [asset('style-a.css'), 6],
    [`https://elsewhere.test/assets/x.js`, 30],
    [asset('game-board-a.js'), 300],
    [asset('steam-a.js'), 301],
    [asset('main-a.js'), 302],
    [asset('workbox-window-a.js'), 900],
  ];

  it("keeps this origin's page scripts requested before the first game screen, not the workers' nor later ones", () => {
    page('index-a.js', loaded);
    rememberStartFiles('steam', 800);
    expect(startFiles('steam')).toEqual([asset('index-a.js'), asset('main-a.js'), asset('game-board-a.js'), asset('steam-a.js')]);
  });

  it('gives them only to a start of the same rule system', () => {
    page('index-a.js', loaded);
    rememberStartFiles('steam', 800);
    expect(startFiles('age-of-steam')).toEqual([]);
  });

  it("gives none to another build (an update's files have other names)", () => {
    page('index-a.js', loaded);
    rememberStartFiles('steam', 800);
    page('index-b.js', []);
    expect(startFiles('steam')).toEqual([]);
  });

  it('hands back nothing that is not a script of this origin, whatever the storage holds', () => {
    page('index-a.js', []);
    localStorage.setItem('railhex.startFiles', JSON.stringify({ build: asset('index-a.js'), system: 'steam', files: [asset('a.js'), 'https://evil.test/x.js', asset('b.css'), 7] }));
    expect(startFiles('steam')).toEqual([asset('a.js')]);
    localStorage.setItem('railhex.startFiles', '{not json');
    expect(startFiles('steam')).toEqual([]);
  });
});
