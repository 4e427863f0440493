// The wake lock is held while a game is open, re-taken after the page was hidden, and given back on leaving.
import { describe, expect, it } from 'vitest';
import { holdWakeLock } from '../../src/ui/wake-lock';

function fakes() {
  const sentinels: { released: boolean; release(): Promise<void> }[] = [];
  const listeners = new Set<() => void>();
  const doc = {
    visibilityState: 'visible',
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  const wakeLock = {
    request: async () => {
      const s = { released: false, release: async () => void (s.released = true) };
      sentinels.push(s);
      return s;
    },
  };
  return { sentinels, listeners, doc, wakeLock };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('holdWakeLock', () => {
  it('acquires, re-acquires after visibility returns, and releases on leave', async () => {
    const f = fakes();
    const release = holdWakeLock(f.wakeLock, f.doc);
    await tick();
    expect(f.sentinels).toHaveLength(1);
    // The browser releases the lock when the page is hidden.
    f.sentinels[0]!.released = true;
    f.doc.visibilityState = 'hidden';
    f.listeners.forEach((fn) => fn());
    await tick();
    expect(f.sentinels).toHaveLength(1);
    f.doc.visibilityState = 'visible';
    f.listeners.forEach((fn) => fn());
    await tick();
    expect(f.sentinels).toHaveLength(2);
    expect(f.sentinels[1]!.released).toBe(false);
    release();
    expect(f.sentinels[1]!.released).toBe(true);
    expect(f.listeners.size).toBe(0);
  });

  it('does not take a second lock while one is held', async () => {
    const f = fakes();
    const release = holdWakeLock(f.wakeLock, f.doc);
    await tick();
    f.listeners.forEach((fn) => fn());
    await tick();
    expect(f.sentinels).toHaveLength(1);
    release();
  });

  it('is a no-op without the API', () => {
    expect(() => holdWakeLock(undefined, undefined)()).not.toThrow();
  });
});
