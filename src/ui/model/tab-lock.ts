// One tab at a time plays a game. Each tab has its own engine worker holding its own copy of an open game, so two tabs
// moving in the same game would each write from a copy the other has left behind. The tab that opens a game first
// holds it; another tab that opens it is told so and may take it over, and the first tab then stops playing it until
// it takes it back (or the other tab leaves it). Web Locks where the browser has them (they are released by the browser
// when a tab closes or crashes); a BroadcastChannel handshake where it has not (Web Locks need a secure context, so a
// tablet on the LAN over plain HTTP has none). The store refuses a stale write in any case (src/store/game-store.ts);
// this keeps a tab from trying one.
import { signal, type ReadonlySignal } from '@preact/signals';

/**
 * Whether this tab plays the game: `checking` (just opened, not known yet), `held` (this tab plays it), `elsewhere`
 * (another tab held it when this one opened it), `taken` (this tab held it until another tab took it over).
 */
export type Holding = 'checking' | 'held' | 'elsewhere' | 'taken';

/** What `settled` answers: how the check ended, or `left` when this tab let go of the game before it was known. */
export type Settled = Exclude<Holding, 'checking'> | 'left';

export interface GameLock {
  readonly holding: ReadonlySignal<Holding>;
  /** Settles once `holding` is no longer `checking`, or with `left` once the lock is released (it never will be then). */
  settled(): Promise<Settled>;
  /** Play the game in this tab: the tab that held it is told, and stops. */
  takeOver(): void;
  /** This tab leaves the game (a tab waiting for it gets it). */
  release(): void;
}

/** The lock of one game's name in this tab's lock space. */
export const lockName = (gameId: string): string => `railhex-game:${gameId}`;

/** This tab's lock of each open game, with how many models use it. */
const inThisTab = new Map<string, { lock: GameLock; users: number }>();

/**
 * This tab's lock of a game; release it when done. Models of one game in one tab share it: they all go through the
 * tab's one engine worker, so they never write from different copies (the browser tests' hooks open a second model).
 */
export function lockGame(gameId: string): GameLock {
  const name = lockName(gameId);
  let entry = inThisTab.get(name);
  if (!entry) {
    entry = { lock: newLock(name), users: 0 };
    inThisTab.set(name, entry);
  }
  entry.users += 1;
  const used = entry;
  let released = false;
  // This user's own waiters on `settled`: released while another model of the tab still uses the shared lock, whose
  // check may end later with `held`, they are answered `left` now (else a move of a closed model went out then).
  const waiters = new Set<(h: Settled) => void>();
  return {
    holding: used.lock.holding,
    settled: () => {
      if (released) return Promise.resolve('left');
      return new Promise<Settled>((resolve) => {
        waiters.add(resolve);
        void used.lock.settled().then((h) => {
          if (waiters.delete(resolve)) resolve(h);
        });
      });
    },
    takeOver: () => used.lock.takeOver(),
    release() {
      if (released) return;
      released = true;
      for (const w of waiters) w('left');
      waiters.clear();
      used.users -= 1;
      if (used.users > 0) return;
      inThisTab.delete(name);
      used.lock.release();
    },
  };
}

/** Web Locks, else the BroadcastChannel handshake, else (no other tab can exist) held. */
function newLock(name: string): GameLock {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return new WebGameLock(locks, name);
  if (typeof BroadcastChannel === 'function' && typeof document !== 'undefined') {
    return new ChannelGameLock(name, new BroadcastChannel('railhex-game-locks'), () => Date.now());
  }
  return soleLock();
}

/** The lock where no other tab can exist (unit tests in node, which has no Web Locks and no pages). */
export function soleLock(): GameLock {
  const holding = signal<Holding>('held');
  let left = false;
  return {
    holding,
    settled: () => Promise.resolve(left ? 'left' : 'held'),
    takeOver: () => undefined,
    release: () => {
      left = true;
    },
  };
}

/** Shared by both kinds: the signal and the promise that waits out `checking`. */
abstract class BaseLock implements GameLock {
  protected readonly holdingSig = signal<Holding>('checking');
  readonly holding: ReadonlySignal<Holding> = this.holdingSig;
  private waiters: ((h: Settled) => void)[] = [];
  private left = false;

  settled(): Promise<Settled> {
    const now = this.holdingSig.peek();
    if (this.left) return Promise.resolve('left');
    if (now !== 'checking') return Promise.resolve(now);
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  protected set(h: Holding): void {
    this.holdingSig.value = h;
    if (h === 'checking') return;
    for (const w of this.waiters.splice(0)) w(h);
  }

  /**
   * Released: the timer that would have ended `checking` is cleared with it, so whoever still waits on `settled` (a
   * move sent while the check ran) is answered now, else it would wait for ever.
   */
  protected leave(): void {
    this.left = true;
    for (const w of this.waiters.splice(0)) w('left');
  }

  abstract takeOver(): void;
  abstract release(): void;
}

/**
 * How long a tab that finds the game's lock held waits in the queue before it says another tab has the game: a lock
 * released a moment ago (this tab's page before a reload, or the model of a game left and opened again at once) is
 * free only once the browser has processed the release, and the player should not see the notice flash meanwhile.
 */
export const GRACE_MS = 400;

/**
 * Web Locks: holding the game is holding the lock `railhex-game:<id>` (a callback whose promise stays pending). A tab
 * that finds it held queues for it; taking over steals it, which rejects the holder's request, so the holder knows at
 * once. The browser releases a closed or crashed tab's locks.
 */
export class WebGameLock extends BaseLock {
  /** Bumped by every new request and by release: an answer to an older request changes nothing. */
  private generation = 0;
  private letGo: (() => void) | null = null;
  private queued: AbortController | null = null;
  private grace: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly locks: LockManager,
    private readonly name: string,
  ) {
    super();
    this.request({ ifAvailable: true });
  }

  takeOver(): void {
    if (this.generation < 0) return;
    this.request({ steal: true });
  }

  release(): void {
    this.generation = -1;
    clearTimeout(this.grace);
    this.queued?.abort();
    this.letGo?.();
    this.leave();
  }

  /** Ask for the lock; without `steal` or `ifAvailable`, wait in the browser's queue until it is free. */
  private request(options: LockOptions): void {
    if (this.generation < 0) return;
    const generation = ++this.generation;
    this.queued?.abort();
    this.queued = null;
    const current = () => generation === this.generation;
    if (!options.ifAvailable && !options.steal) {
      this.queued = new AbortController();
      options = { ...options, signal: this.queued.signal };
    }
    const granted = this.locks.request(this.name, options, (lock) => {
      if (!current()) return undefined;
      if (!lock) {
        // Wait for it: when the other tab leaves the game, this one plays it. A lock about to be released (this tab's
        // previous page) is granted within the grace time, and the player never sees the notice.
        this.request({});
        this.grace = setTimeout(() => {
          if (this.holdingSig.peek() === 'checking') this.set('elsewhere');
        }, GRACE_MS);
        return undefined;
      }
      clearTimeout(this.grace);
      this.set('held');
      return new Promise<void>((resolve) => (this.letGo = resolve));
    });
    void granted.then(
      () => undefined,
      () => {
        // Rejected while held: another tab stole the lock. (A withdrawn queued request is no longer current.)
        if (!current() || this.holdingSig.peek() !== 'held') return;
        this.letGo = null;
        this.set('taken');
        this.request({});
      },
    );
  }
}

type ChannelMessage =
  | { t: 'ask'; name: string; from: string; since: number }
  /** The answer to one tab's ask: only that tab, while still asking, acts on it (not a tab that took over since). */
  | { t: 'hold'; name: string; from: string; to: string }
  | { t: 'steal' | 'free'; name: string; from: string };

/** How long a tab waits for a holder to answer before it holds the game itself (the fallback only). */
export const ASK_WAIT_MS = 150;

/**
 * The fallback without Web Locks: a tab asks on a BroadcastChannel whether another tab holds the game; a holder
 * answers. Of two tabs asking at once, the one that asked first keeps it (ties: the smaller tab id). Taking over is
 * announced; leaving too (also when the page goes away), so a tab that waits for the game gets it.
 */
export class ChannelGameLock extends BaseLock {
  private readonly tab = Math.random().toString(36).slice(2);
  private since = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private readonly onPageHide = () => this.release();

  constructor(
    private readonly name: string,
    private readonly channel: BroadcastChannel,
    private readonly now: () => number,
  ) {
    super();
    channel.addEventListener('message', (ev) => this.receive(ev.data as ChannelMessage));
    globalThis.addEventListener?.('pagehide', this.onPageHide);
    this.ask();
  }

  takeOver(): void {
    if (this.closed) return;
    clearTimeout(this.timer);
    this.post({ t: 'steal', name: this.name, from: this.tab });
    this.set('held');
  }

  release(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.timer);
    globalThis.removeEventListener?.('pagehide', this.onPageHide);
    if (this.holdingSig.peek() === 'held') this.post({ t: 'free', name: this.name, from: this.tab });
    this.channel.close();
    this.leave();
  }

  private ask(): void {
    this.since = this.now();
    this.set('checking');
    this.post({ t: 'ask', name: this.name, from: this.tab, since: this.since });
    this.timer = setTimeout(() => {
      if (this.holdingSig.peek() === 'checking') this.set('held');
    }, ASK_WAIT_MS);
  }

  /** Whether this tab's claim is older than another's (it asked first; ties by tab id). */
  private olderThan(since: number, from: string): boolean {
    return this.since < since || (this.since === since && this.tab < from);
  }

  private receive(m: ChannelMessage): void {
    if (this.closed || !m || m.name !== this.name || m.from === this.tab) return;
    const h = this.holdingSig.peek();
    if (m.t === 'ask') {
      // The holder answers; of two tabs asking at once, the one that asked first does.
      if (h === 'held' || (h === 'checking' && this.olderThan(m.since, m.from))) {
        this.post({ t: 'hold', name: this.name, from: this.tab, to: m.from });
      }
    } else if (m.t === 'hold') {
      if (m.to === this.tab && h === 'checking') {
        clearTimeout(this.timer);
        this.set('elsewhere');
      }
    } else if (m.t === 'steal') {
      if (h === 'held' || h === 'checking') {
        clearTimeout(this.timer);
        this.set('taken');
      }
    } else if (m.t === 'free' && (h === 'elsewhere' || h === 'taken')) {
      this.ask();
    }
  }

  private post(m: ChannelMessage): void {
    this.channel.postMessage(m); // oxlint-disable-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
  }
}
