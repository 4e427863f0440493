// The cold start's prefetch of the game in the address: the first render takes the game at once when its answer has
// already arrived (so no loading screen is painted first), exactly once; a failure is left for the ordinary path, which
// shows its reason; nothing is taken for another game or another client.
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Answer = { ok: true; snapshot: { head: { id: string } } } | { ok: false; reason: { key: string } };
let answer: (a: Answer) => void;
const client = {
  openGameOnStart: vi.fn(() => new Promise<Answer>((resolve) => (answer = resolve))),
};
vi.mock('../../src/ui/model/engine', () => ({ engineClient: () => client }));

const load = () => import('../../src/ui/model/prefetch');
const tick = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  vi.resetModules();
  client.openGameOnStart.mockClear();
});

describe('prefetch of the game in the address', () => {
  it('hands over an arrived game once, and nothing before it arrives', async () => {
    const { prefetchGame, prefetching, takeSettled, takeOpened } = await load();
    expect(prefetching()).toBeNull();
    prefetchGame('g-1');
    expect(client.openGameOnStart).toHaveBeenCalledWith('g-1');
    expect(prefetching()).not.toBeNull();
    expect(takeSettled('g-1', client as never)).toBeNull();
    answer({ ok: true, snapshot: { head: { id: 'g-1' } } });
    await prefetching();
    await tick();
    expect(takeSettled('g-2', client as never)).toBeNull();
    expect(takeSettled('g-1', {} as never)).toBeNull();
    expect(takeSettled('g-1', client as never)).toEqual({ ok: true, snapshot: { head: { id: 'g-1' } } });
    expect(takeSettled('g-1', client as never)).toBeNull();
    expect(takeOpened('g-1', client as never)).toBeNull();
    expect(prefetching()).toBeNull();
  });

  it('leaves a failed answer for the ordinary path, which shows its reason', async () => {
    const { prefetchGame, prefetching, takeSettled, takeOpened } = await load();
    prefetchGame('g-1');
    answer({ ok: false, reason: { key: 'game.notFound' } });
    await prefetching();
    await tick();
    expect(takeSettled('g-1', client as never)).toBeNull();
    await expect(takeOpened('g-1', client as never)).resolves.toEqual({ ok: false, reason: { key: 'game.notFound' } });
  });

  it('gives an answer that arrives after the first render stopped waiting to the ordinary path', async () => {
    const { prefetchGame, takeSettled, takeOpened } = await load();
    prefetchGame('g-1');
    // The first render gave up waiting: nothing has arrived to take at once.
    expect(takeSettled('g-1', client as never)).toBeNull();
    const later = takeOpened('g-1', client as never);
    expect(later).not.toBeNull();
    answer({ ok: true, snapshot: { head: { id: 'g-1' } } });
    await expect(later).resolves.toEqual({ ok: true, snapshot: { head: { id: 'g-1' } } });
    expect(takeOpened('g-1', client as never)).toBeNull();
  });
});
