// The early board's size: the game screen's board host size remembered per window size, so a cold start's first frame
// is drawn at the size the screen shows; anything else (another window size or pixel ratio, damaged or unavailable
// storage) falls back to the window's size, as before there was a memory.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyBoardSize, rememberHostSize } from './open-board';

let store: Map<string, string>;
const windowOf = (width: number, height: number, dpr: number) => {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('innerHeight', height);
  vi.stubGlobal('devicePixelRatio', dpr);
};
const host = (clientWidth: number, clientHeight: number) => ({ clientWidth, clientHeight }) as HTMLElement;

beforeEach(() => {
  store = new Map();
  vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) });
  windowOf(1024, 768, 1);
});
afterEach(() => vi.unstubAllGlobals());

describe('the early board’s size', () => {
  it('is the window’s until a game screen’s board host was seen, then that host’s at the same window size', () => {
    expect(earlyBoardSize()).toEqual({ width: 1024, height: 768 });
    rememberHostSize(host(624, 713));
    expect(earlyBoardSize()).toEqual({ width: 624, height: 713 });
  });

  it('is the window’s at another window size or pixel ratio (a turned tablet, another screen)', () => {
    rememberHostSize(host(624, 713));
    windowOf(768, 1024, 1);
    expect(earlyBoardSize()).toEqual({ width: 768, height: 1024 });
    windowOf(1024, 768, 2);
    expect(earlyBoardSize()).toEqual({ width: 1024, height: 768 });
  });

  it('is the window’s when the memory is damaged, empty-sized or storage is unavailable, and remembering never throws', () => {
    for (const bad of ['{', '{"window":[1024,768,1],"host":[0,713]}', '{"window":[1024,768,1],"host":[100000,100000]}', '{"window":[1024,768,1],"host":[624.5,713]}', '{"window":[1024,768,1]}', '[]', '{"window":"x","host":[1,1]}']) {
      store.set('railhex.board-host-size', bad);
      expect(earlyBoardSize(), bad).toEqual({ width: 1024, height: 768 });
    }
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    });
    expect(() => rememberHostSize(host(624, 713))).not.toThrow();
    expect(earlyBoardSize()).toEqual({ width: 1024, height: 768 });
  });
});
