// The board worker's entry (board.worker.ts): it listens before PixiJS has loaded, asks for the canvas's WebGL context
// at once with PixiJS's own attributes, and hands everything to the board in order; when the board cannot be loaded it
// says so to every canvas, now and later.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { glAttributes } from '../gl-attributes';
import type { InWorker, ToBoardWorker } from './protocol';

// Shared with the mocked board-host (vi.mock is hoisted above the imports; vi.hoisted is too).
const host = vi.hoisted(() => {
  const state = {
    served: [] as unknown[][],
    release: () => {},
    gate: Promise.resolve(),
    reset() {
      state.served = [];
      state.gate = new Promise<void>((resolve) => (state.release = resolve));
    },
  };
  return state;
});
vi.mock('./board-host', async () => {
  await host.gate;
  return { serve: (early: InWorker[]) => host.served.push([...early]) };
});

let listeners: ((e: { data: ToBoardWorker }) => void)[];
let posted: unknown[];
beforeEach(() => {
  vi.resetModules();
  host.reset();
  listeners = [];
  posted = [];
  vi.stubGlobal('addEventListener', (_t: string, fn: (e: { data: ToBoardWorker }) => void) => listeners.push(fn));
  vi.stubGlobal('removeEventListener', (_t: string, fn: (e: { data: ToBoardWorker }) => void) => (listeners = listeners.filter((l) => l !== fn)));
  vi.stubGlobal('postMessage', (m: unknown) => posted.push(m));
});
afterEach(() => vi.unstubAllGlobals());

function canvas() {
  const asked: unknown[] = [];
  return { width: 300, height: 150, asked, getContext: (kind: string, attrs: unknown) => (asked.push([kind, attrs]), { gl: true }) };
}
const init = (c: ReturnType<typeof canvas>) =>
  ({ type: 'init', canvas: c, width: 400, height: 300, dpr: 1, reducedMotion: false, options: {} }) as unknown as ToBoardWorker;
const send = (m: ToBoardWorker) => listeners.forEach((l) => l({ data: m }));

describe('the board worker’s entry', () => {
  it('makes the context at the board’s size as the canvas arrives, and hands on every message in order', async () => {
    const load = import('./board.worker');
    await load;
    // It says it runs before anything else: the page's start waits for that (src/start.ts).
    expect(posted).toEqual([{ type: 'running' }]);
    const c = canvas();
    send(init(c));
    send({ type: 'fit' });
    expect(c.asked).toEqual([['webgl2', glAttributes(true)]]);
    expect([c.width, c.height]).toEqual([400, 300]);
    host.release();
    await vi.waitFor(() => expect(host.served).toHaveLength(1));
    const served = host.served[0] as InWorker[];
    expect(served.map((m) => m.type)).toEqual(['init', 'fit']);
    expect(served[0]).toMatchObject({ context: { gl: true } });
    expect(listeners).toHaveLength(0); // the board listens from now on
  });

  it('tells every canvas that the board could not be loaded, also one that comes later', async () => {
    // A board module that fails to load (vi.doMock: the module registry keeps the first test's board otherwise).
    vi.doMock('./board-host', () => Promise.reject(new Error('chunk missing')));
    // The entry raises the error from a timer; run here by hand instead of failing the test run.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      await import('./board.worker');
      expect(posted).toEqual([{ type: 'running' }]);
      posted.length = 0;
      send(init(canvas()));
      for (let i = 0; i < 5000 && posted.length === 0; i++) await new Promise((r) => setImmediate(r));
      expect(posted).toHaveLength(1);
      // (vitest wraps a failing mock's error in its own message)
      expect(posted[0]).toMatchObject({ type: 'failed', message: expect.any(String) });
      send(init(canvas()));
      expect(posted).toHaveLength(2);
      // The error is raised too, so the page's error listener (which it adds as it starts a worker) hears it.
      expect(() => vi.runAllTimers()).toThrow();
    } finally {
      vi.useRealTimers();
      vi.doUnmock('./board-host');
    }
  });
});
