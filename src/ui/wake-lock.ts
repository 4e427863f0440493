// Keeps the screen awake while a game is open: acquired on entering, re-acquired when the page becomes visible again
// (the browser drops the lock whenever the page is hidden), released on leaving.

interface SentinelLike {
  released: boolean;
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<SentinelLike>;
}
interface DocLike {
  visibilityState: string;
  addEventListener(type: 'visibilitychange', fn: () => void): void;
  removeEventListener(type: 'visibilitychange', fn: () => void): void;
}

/** Holds the screen awake until the returned function is called. Does nothing where the API is missing or refused. */
export function holdWakeLock(
  wakeLock: WakeLockLike | undefined = (globalThis.navigator as { wakeLock?: WakeLockLike } | undefined)?.wakeLock,
  doc: DocLike | undefined = globalThis.document,
): () => void {
  if (!wakeLock || !doc) return () => {};
  let sentinel: SentinelLike | null = null;
  let active = true;

  const acquire = async () => {
    if (!active || doc.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
    try {
      const s = await wakeLock.request('screen');
      // Left while the request was pending: give it straight back.
      if (!active) void s.release();
      else sentinel = s;
    } catch {
      // Refused (battery saver, no user activation yet): the game works without it.
    }
  };
  const onVisibility = () => void acquire();

  doc.addEventListener('visibilitychange', onVisibility);
  void acquire();
  return () => {
    active = false;
    doc.removeEventListener('visibilitychange', onVisibility);
    if (sentinel && !sentinel.released) void sentinel.release();
    sentinel = null;
  };
}
