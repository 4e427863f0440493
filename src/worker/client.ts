// The one typed client of the engine worker: spawns it, watches it (error and messageerror events, ping), and restarts
// it when it dies. Calls in flight when the worker dies are answered with reason "worker.crashed"; nothing accepted is
// lost because the worker stores every move before it answers, and the new worker reloads games from IndexedDB on
// demand. A move or undo whose answer was lost with the worker is looked up in the store after the restart: if it was
// stored, the answer says so ("worker.crashedSaved") instead of asking the player to try again.
import * as Comlink from 'comlink';
import type { Reason } from '../engine/reason';
import { TABLE, type SystemTypes } from '../engine/rule-system';
import { OPEN_ON_START_VIEWER, openedOf } from './open-on-start';
import type { WorkerApi } from './protocol';

/** The parts of a Worker the client uses (a real Worker, or a MessagePort-backed stand-in in tests). */
export interface WorkerLike extends Comlink.Endpoint {
  terminate(): void;
}

export interface ClientOptions {
  /** How often to ping the worker while the page is open and idle. */
  pingIntervalMs: number;
  /** An idle ping unanswered this long means the worker is gone (generous: a long replay also delays the answer). */
  pingTimeoutMs: number;
  /** How often to ping while a quick call (a move, a query) waits: the player is waiting too. */
  busyPingIntervalMs: number;
  /**
   * A ping unanswered this long while only quick calls wait means the worker is gone. A worker that merely computes
   * answers a quick call in milliseconds; calls that may replay a whole game (LONG_CALLS) keep the generous timeout.
   */
  busyPingTimeoutMs: number;
  /**
   * Calls `onShown` whenever the page becomes visible again (after being hidden, maybe frozen); returns the
   * unsubscribe. Default: the document's visibilitychange, where there is a document.
   */
  watchShown: (onShown: () => void) => () => void;
}

/** The page's visibilitychange, to `visible` only; nothing outside a page (node tests). */
function documentShown(onShown: () => void): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const listener = () => {
    if (document.visibilityState === 'visible') onShown();
  };
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

const DEFAULTS: ClientOptions = {
  pingIntervalMs: 3000,
  pingTimeoutMs: 10000,
  busyPingIntervalMs: 250,
  busyPingTimeoutMs: 1200,
  watchShown: documentShown,
};

/**
 * Calls that may keep the worker's thread busy for seconds (a whole game replayed: an import of a long file, the
 * history, opening a game saved by another engine version; a bot thinking, or thinking for a Suggest, which answers no
 * ping until it is done and takes ~0.4 s at worst on a desktop core, so seconds on a slow tablet): while one runs, a
 * silent ping is not taken for a death. A worker killed mid-think would only think the same again.
 */
export const LONG_CALLS: ReadonlySet<string> = new Set(['importGame', 'history', 'openGame', 'exportGame', 'stateAt', 'playBot', 'hint']);

/** Calls that write a game: `(id, expectedMoveCount, …)`; after a crash the store tells whether they went through. */
const WRITES: ReadonlySet<string> = new Set(['dispatch', 'undo', 'playBot']);

/** Thrown-free marker: a call answered this way may be retried once the client has restarted the worker. */
export const CRASHED: Reason = { key: 'worker.crashed' };
/** The worker died before answering a move, but the move had been stored: it went through. */
export const CRASHED_SAVED: Reason = { key: 'worker.crashedSaved' };
/** The worker died before answering a take-back, but it had been stored. */
export const CRASHED_UNDONE: Reason = { key: 'worker.crashedUndone' };

type Api<T extends SystemTypes> = WorkerApi<T>;
type Method<T extends SystemTypes> = keyof Api<T>;

/** A call to the worker that died before it answered; `reason` says whether a write had been stored meanwhile. */
export class WorkerCrashedError extends Error {
  constructor(readonly reason: Reason = CRASHED) {
    super('The engine worker stopped before answering; it has been restarted.');
  }
}

export class EngineClient<T extends SystemTypes = SystemTypes> {
  private worker!: WorkerLike;
  private remote!: Comlink.Remote<Api<T>>;
  /** Rejects every call of the current worker generation when that worker dies. */
  private crashed!: Promise<never>;
  private crash!: (err: Error) => void;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pingSentAt: number | null = null;
  /**
   * Whether the current worker answered a ping since it started. Until then its module may still be loading (over half
   * a second on a fast desktop, more on a slow tablet) and it answers nothing: only the generous timeout applies, so a
   * healthy worker is not killed on a cold start (a script that fails to load still fires `error`).
   */
  private answered = false;
  /** When the ping timer last ran. */
  private lastCheckAt = Date.now();
  private readonly stopShownWatch: () => void;
  /** When the last ping was sent or answered (the next is due an interval later). */
  private lastPingAt = 0;
  private inFlight = 0;
  /** Calls in flight that may replay a whole game (LONG_CALLS). */
  private longInFlight = 0;
  private disposed = false;
  private restartListeners = new Set<(restarts: number) => void>();
  private busyListeners = new Set<(busy: boolean) => void>();
  private readonly opts: ClientOptions;
  /** How many times the worker was replaced after dying. */
  restarts = 0;
  /**
   * The game the first worker opens as it starts (see open-on-start.ts), and its answer once posted: `{ result }`, or
   * null when opening threw there.
   */
  private openOnStart: { id: string; answer: Promise<{ result: unknown } | null>; settle: (got: { result: unknown } | null) => void } | null = null;
  /** Whether a worker was spawned yet (only the first is asked to open a game as it starts). */
  private spawned = false;

  /**
   * `spawn` makes a worker; given a game id, one that opens that game as it starts (only the first worker is asked to:
   * a replacement after a crash opens games when called).
   */
  constructor(
    private readonly spawn: (openOnStart?: string) => WorkerLike,
    opts: Partial<ClientOptions> & { openOnStart?: string } = {},
  ) {
    this.opts = { ...DEFAULTS, ...opts };
    // A page hidden or frozen meanwhile ran no timers and read no answers: a ping sent before that proves nothing, so
    // it is forgotten and the worker asked anew (else the first tap after the return restarted a live worker).
    this.stopShownWatch = this.opts.watchShown(() => {
      if (this.disposed) return;
      this.pingSentAt = null;
      this.sendPing();
    });
    if (opts.openOnStart) {
      let settle!: (got: { result: unknown } | null) => void;
      const answer = new Promise<{ result: unknown } | null>((resolve) => (settle = resolve));
      this.openOnStart = { id: opts.openOnStart, answer, settle };
    }
    this.start();
  }

  /**
   * The answer to openGame(id) that the first worker posts as it starts, once; else (another game, asked before, the
   * worker died first, or opening threw there) the ordinary call. Either way drawn for the table
   * (OPEN_ON_START_VIEWER): the worker opened it before anyone said who holds the tablet.
   */
  openGameOnStart(id: string): ReturnType<Api<T>['openGame']> {
    const early = this.openOnStart;
    this.openOnStart = null;
    const ordinary = () => this.call('openGame', id, OPEN_ON_START_VIEWER) as ReturnType<Api<T>['openGame']>;
    if (!early || early.id !== id || this.restarts > 0) return ordinary();
    this.setInFlight(+1, true);
    const answer = Promise.race([early.answer, this.crashed]).then(
      (got) => (got ? (got.result as Awaited<ReturnType<Api<T>['openGame']>>) : ordinary()),
      () => ordinary(),
    );
    return answer.finally(() => this.setInFlight(-1, true)) as ReturnType<Api<T>['openGame']>;
  }

  /** Call a worker method. Resolves with its answer, or rejects with WorkerCrashedError if the worker dies first. */
  async call<K extends Method<T>>(
    name: K,
    ...args: Parameters<Api<T>[K]>
  ): Promise<Awaited<ReturnType<Api<T>[K]>>> {
    if (this.disposed) throw new Error('EngineClient is disposed');
    const long = LONG_CALLS.has(name as string);
    // A ping already overdue by the quick timeout while no long replay may be holding the worker: it is dead, so this
    // call goes to a new one at once — unless the ping timer has not run for more than its interval: then the page's
    // own thread was held (a board load, a long GC) and the answer may wait in the queue behind this very call, so the
    // worker is asked anew and the timer judges that ping (still within 2 s of this call when the worker is dead).
    const now = Date.now();
    if (!long && this.quickTimeoutApplies && this.pingSentAt !== null && now - this.pingSentAt > this.opts.busyPingTimeoutMs) {
      if (now - this.lastCheckAt > this.tickMs) this.sendPing();
      else this.restart();
    }
    this.setInFlight(+1, long);
    // The player now waits on the worker: ask at once whether it is alive rather than at the next idle ping.
    if (!long && this.pingSentAt === null) this.sendPing();
    try {
      const fn = this.remote[name] as unknown as (...a: unknown[]) => Promise<Awaited<ReturnType<Api<T>[K]>>>;
      return await Promise.race([fn(...args), this.crashed]);
    } catch (err) {
      if (err instanceof WorkerCrashedError && WRITES.has(name as string)) throw await this.wentThrough(name as string, args);
      throw err;
    } finally {
      this.setInFlight(-1, long);
    }
  }

  /**
   * A write lost its answer with the worker: ask the new worker for the stored game. A move count other than the one
   * the call expected means the write was stored before the worker died (only this tab writes the game).
   */
  private async wentThrough(name: string, args: unknown[]): Promise<WorkerCrashedError> {
    const [id, expected] = args as [string, number];
    try {
      // Only the move count is read: the public view will do.
      const opened = (await this.call('openGame' as Method<T>, ...([id, TABLE] as never))) as { ok: boolean; snapshot?: { head: { moveCount: number } } };
      if (opened.ok && opened.snapshot && opened.snapshot.head.moveCount !== expected) {
        return new WorkerCrashedError(name === 'undo' ? CRASHED_UNDONE : CRASHED_SAVED);
      }
    } catch {
      // The new worker died too: nothing more is known than that the call was lost.
    }
    return new WorkerCrashedError();
  }

  /** Called with the new restart count each time a dead worker was replaced. */
  onRestart(listener: (restarts: number) => void): () => void {
    this.restartListeners.add(listener);
    return () => this.restartListeners.delete(listener);
  }

  /** Called when the client goes from idle to having calls in flight, and back. */
  onBusy(listener: (busy: boolean) => void): () => void {
    this.busyListeners.add(listener);
    return () => this.busyListeners.delete(listener);
  }

  /** Whether any call is waiting for the worker. */
  get busy(): boolean {
    return this.inFlight > 0;
  }

  /**
   * Kill the worker the way a browser may (test hook, see docs/architecture.md): it is terminated without notice,
   * and the client notices only through its ping, exactly as after a real crash.
   */
  killWorker(): void {
    this.worker.terminate();
  }

  /** Stop the worker and the ping for good. */
  dispose(): void {
    this.disposed = true;
    clearInterval(this.pingTimer);
    this.stopShownWatch();
    this.worker.terminate();
    this.crash(new Error('EngineClient disposed'));
  }

  private start(): void {
    const early = this.spawned ? null : this.openOnStart;
    this.spawned = true;
    this.worker = this.spawn(early?.id);
    if (early) {
      const onOpened = (ev: MessageEvent) => {
        const opened = openedOf(ev.data);
        if (!opened || opened.id !== early.id) return;
        this.worker.removeEventListener('message', onOpened as EventListener);
        early.settle('result' in opened ? { result: opened.result } : null);
      };
      this.worker.addEventListener('message', onOpened as EventListener);
    }
    this.remote = Comlink.wrap<Api<T>>(this.worker);
    this.crashed = new Promise<never>((_, reject) => {
      this.crash = reject;
    });
    // A generation's crash promise may never be awaited (no call in flight): keep it from being reported as unhandled.
    this.crashed.catch(() => undefined);
    const worker = this.worker;
    const onError = (ev: Event) => {
      ev.preventDefault?.();
      if (worker === this.worker) this.restart();
    };
    worker.addEventListener('error', onError as EventListener);
    // A message the page cannot read back from the worker: its answer is lost, so the worker is treated as dead.
    worker.addEventListener('messageerror', onError as EventListener);
    this.pingSentAt = null;
    this.answered = false;
    this.lastPingAt = Date.now();
    this.lastCheckAt = this.lastPingAt;
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => this.checkAlive(), this.tickMs);
  }

  /** How often the ping timer runs (the shorter interval: it serves both). */
  private get tickMs(): number {
    return Math.min(this.opts.pingIntervalMs, this.opts.busyPingIntervalMs);
  }

  /** Only quick calls wait: the worker should answer a ping at once. */
  private get quickWait(): boolean {
    return this.inFlight > 0 && this.longInFlight === 0;
  }

  /** The quick timeout counts: only quick calls wait, and this worker has shown it is loaded by answering a ping. */
  private get quickTimeoutApplies(): boolean {
    return this.answered && this.longInFlight === 0;
  }

  private checkAlive(): void {
    const now = Date.now();
    const timeout = this.quickWait && this.quickTimeoutApplies ? this.opts.busyPingTimeoutMs : this.opts.pingTimeoutMs;
    // This tick came later than its interval plus half the timeout that applies: the page itself was not running for
    // that long (frozen, a hidden tab's timers held back, or the main thread busy with a board load or a GC on a slow
    // tablet), and the ping's answer may be queued behind this very tick. The silence says nothing of the worker, so
    // it is asked anew. A restart thus needs the previous tick, too, to have found the ping unanswered, and that tick
    // ran at least half the timeout less an interval after the ping (0.35 s of the quick 1.2 s): a live worker's
    // answer posted by then was read before this tick.
    const stalled = now - this.lastCheckAt > this.tickMs + timeout / 2;
    this.lastCheckAt = now;
    if (stalled && this.pingSentAt !== null) {
      this.sendPing();
      return;
    }
    if (this.pingSentAt !== null) {
      if (now - this.pingSentAt > timeout) this.restart();
      return;
    }
    const interval = this.quickWait ? this.opts.busyPingIntervalMs : this.opts.pingIntervalMs;
    if (now - this.lastPingAt >= interval) this.sendPing();
  }

  private sendPing(): void {
    const now = Date.now();
    this.pingSentAt = now;
    this.lastPingAt = now;
    const worker = this.worker;
    this.remote.ping().then(
      () => {
        if (worker !== this.worker) return;
        this.answered = true;
        this.pingSentAt = null;
        this.lastPingAt = Date.now();
      },
      () => undefined,
    );
  }

  private restart(): void {
    if (this.disposed) return;
    const old = this.worker;
    const oldCrash = this.crash;
    old.terminate();
    this.start();
    oldCrash(new WorkerCrashedError());
    this.restarts += 1;
    for (const l of this.restartListeners) l(this.restarts);
  }

  private setInFlight(delta: number, long = false): void {
    const before = this.inFlight > 0;
    this.inFlight += delta;
    if (long) this.longInFlight += delta;
    const after = this.inFlight > 0;
    if (before !== after) for (const l of this.busyListeners) l(after);
  }
}
