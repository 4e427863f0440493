// The engine client's crash handling, with a MessageChannel standing in for the worker: a killed worker is noticed by
// its unanswered ping (within 2 s of a call the player waits on, not while a long replay may keep it silent), an error
// or messageerror event restarts at once, calls in flight get "worker.crashed" — or "worker.crashedSaved" when the
// store shows the move went through — and later calls work. And the game a first worker opens as it starts: its
// unasked answer is taken instead of a call, and a crash falls back to one.
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EngineClient, WorkerCrashedError, type ClientOptions, type WorkerLike } from '../../src/worker/client';
import { openedMessage, openFailedMessage, openOnStartOf, workerName } from '../../src/worker/open-on-start';

/** The timers the tests move by hand; messages (microtasks) and `flush`'s turn (setImmediate) stay real. */
const FAKE: Parameters<typeof vi.useFakeTimers>[0] = { toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] };

/** An answer that never comes. */
const never = () => new Promise(() => undefined);

/**
 * One end of an in-memory channel: a message reaches the other end in a microtask, so every answer has arrived once
 * the microtasks ran (one real macrotask turn, see `flush`) whatever the machine's load — no port messages whose
 * delivery a busy machine may delay past the quick ping timeout. Closed ends deliver nothing.
 */
class Port extends EventTarget {
  other!: Port;
  closed = false;
  /** The "worker side" is still loading its module: what arrives waits here until `load`. */
  held: unknown[] | null = null;
  static pair(): [Port, Port] {
    const a = new Port();
    const b = new Port();
    a.other = b;
    b.other = a;
    return [a, b];
  }
  postMessage(data: unknown): void {
    const to = this.other;
    if (this.closed) return;
    queueMicrotask(() => to.receive(data));
  }
  receive(data: unknown): void {
    if (this.closed) return;
    if (this.held) this.held.push(data);
    else this.dispatchEvent(new MessageEvent('message', { data }));
  }
  load(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const data of held) this.receive(data);
  }
  start(): void {}
  close(): void {
    this.closed = true;
  }
}

/** A stand-in worker: the "worker side" answers ping and a call that can be held open. */
class FakeWorker extends EventTarget implements WorkerLike {
  private readonly channel = (([port1, port2]) => ({ port1, port2 }))(Port.pair());
  terminated = false;
  holdOpen = false;
  /** Games opened by a call (not as the worker started). */
  readonly called: string[] = [];
  /** The viewer each of those calls named. */
  readonly viewers: unknown[] = [];
  /** Set before the worker starts: it dies instead of posting the game it was named to open. */
  static dieBeforePosting = false;
  /** Set before the worker starts: opening the named game throws there (e.g. IndexedDB would not open). */
  static openingThrows = false;
  /** The move count the store holds for every game (the workers share it, as they share IndexedDB); null: not used. */
  static stored: number | null = null;
  /** A worker busy computing (a long replay): it answers nothing, pings included, until it is done. */
  silent = false;
  /** Set before the worker starts: its module takes this long (fake time) to load; it answers nothing before. */
  static loadMs = 0;
  constructor(readonly opening?: string) {
    super();
    if (FakeWorker.loadMs > 0) {
      this.channel.port2.held = [];
      setTimeout(() => this.channel.port2.load(), FakeWorker.loadMs);
    }
    const api = {
      ping: () => (this.silent ? never() : Promise.resolve('pong' as const)),
      listGames: () => (this.holdOpen ? never() : Promise.resolve([])),
      openGame: async (id: string, viewer: unknown) => {
        this.called.push(id);
        this.viewers.push(viewer);
        if (FakeWorker.stored !== null) return { ok: true, snapshot: { head: { id, moveCount: FakeWorker.stored } } };
        return { ok: true, snapshot: `called ${id}` };
      },
      // The move is stored, then the worker dies before it answers (holdOpen).
      dispatch: (_id: string, expected: number) => {
        if (FakeWorker.stored === expected) FakeWorker.stored += 1;
        return this.holdOpen ? never() : Promise.resolve({ ok: true });
      },
      importGame: () => never(),
    };
    Comlink.expose(api, this.channel.port2 as unknown as Comlink.Endpoint);
    this.channel.port1.start();
    // Like engine.worker.ts: a worker named with a game opens it as it starts and posts the answer unasked.
    const named = openOnStartOf(workerName(opening));
    const message = FakeWorker.openingThrows ? openFailedMessage(named ?? '', new Error('blocked')) : openedMessage(named ?? '', { ok: true, snapshot: `pushed ${named}` });
    if (named && !FakeWorker.dieBeforePosting) this.channel.port2.postMessage(message);
  }
  postMessage(msg: unknown, transfer?: Transferable[]): void {
    void transfer; // nothing the client sends is transferred
    if (!this.terminated) this.channel.port1.postMessage(msg);
  }
  override addEventListener(type: string, l: EventListenerOrEventListenerObject | null): void {
    if (type === 'message') this.channel.port1.addEventListener('message', l as never);
    else super.addEventListener(type, l);
  }
  override removeEventListener(type: string, l: EventListenerOrEventListenerObject | null): void {
    if (type === 'message') this.channel.port1.removeEventListener('message', l as never);
    else super.removeEventListener(type, l);
  }
  /**
   * The page's main thread is held (a board load, a long GC): what the worker posts waits in the page's queue until
   * `pageRuns`, while the clock moves on.
   */
  pageHeld(): void {
    this.channel.port1.held ??= [];
  }
  pageRuns(): void {
    this.channel.port1.load();
  }
  /** Like Worker.terminate: the other side stops answering, without any event. */
  terminate(): void {
    this.terminated = true;
    this.channel.port1.close();
    this.channel.port2.close();
  }
}

const workers: FakeWorker[] = [];
let client: EngineClient | undefined;

function makeClient(opts: Partial<ClientOptions> = { pingIntervalMs: 1000, pingTimeoutMs: 3000 }) {
  client = new EngineClient(
    () => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    },
    opts,
  );
  return client;
}

/** Advance the fake clock in steps of `step` ms until `done` or `limit` ms; the time it took. */
async function runUntil(done: () => boolean, limit: number, step = 50): Promise<number> {
  let t = 0;
  while (!done() && t < limit) {
    vi.advanceTimersByTime(step);
    t += step;
    await flush();
  }
  return t;
}

/**
 * Let message passing between the ports run while timers stay fake: messages go by microtask (Port), and one real
 * macrotask turn runs only after every microtask, those queued by others included, has run.
 */
async function flush() {
  await new Promise((r) => setImmediate(r));
}

afterEach(() => {
  client?.dispose();
  workers.splice(0);
  FakeWorker.dieBeforePosting = false;
  FakeWorker.openingThrows = false;
  FakeWorker.stored = null;
  FakeWorker.loadMs = 0;
  vi.useRealTimers();
});

function makeOpeningClient(id: string) {
  client = new EngineClient(
    (opening) => {
      const w = new FakeWorker(opening);
      workers.push(w);
      return w;
    },
    { pingIntervalMs: 1000, pingTimeoutMs: 3000, openOnStart: id },
  );
  return client;
}

describe('EngineClient', () => {
  it('keeps a live worker: answered pings never restart it', async () => {
    vi.useFakeTimers(FAKE);
    const c = makeClient();
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(1000);
      await flush();
    }
    expect(c.restarts).toBe(0);
    expect(workers).toHaveLength(1);
    expect(await c.call('listGames')).toEqual([]);
  });

  it('notices a killed worker by its silence, answers the call in flight with worker.crashed, and starts a new one', async () => {
    vi.useFakeTimers(FAKE);
    const c = makeClient();
    const restarts: number[] = [];
    c.onRestart((n) => restarts.push(n));
    const busy: boolean[] = [];
    c.onBusy((b) => busy.push(b));
    workers[0]!.holdOpen = true;
    const inFlight = c.call('listGames');
    const settled = inFlight.then(() => 'answered', (e: unknown) => e);
    await flush();
    c.killWorker();
    for (let i = 0; i < 5 && c.restarts === 0; i++) {
      vi.advanceTimersByTime(1000);
      await flush();
    }
    const outcome = await settled;
    expect(outcome).toBeInstanceOf(WorkerCrashedError);
    expect(outcome).toMatchObject({ reason: { key: 'worker.crashed' } });
    expect(restarts).toEqual([1]);
    expect(workers).toHaveLength(2);
    expect(busy).toEqual([true, false]);
    expect(await c.call('listGames')).toEqual([]);
  });

  // messageerror: an answer the page cannot read.
  it.each(['error', 'messageerror'])('restarts at once on an %s event from the worker', async (event) => {
    const c = makeClient();
    workers[0]!.holdOpen = true;
    const inFlight = c.call('listGames');
    await flush();
    workers[0]!.dispatchEvent(new Event(event));
    await expect(inFlight).rejects.toBeInstanceOf(WorkerCrashedError);
    expect(c.restarts).toBe(1);
    expect(workers[0]!.terminated).toBe(true);
    expect(await c.call('ping')).toBe('pong');
  });

  it('with the app settings, notices a worker killed while idle within 2 s of the next call and answers it', async () => {
    vi.useFakeTimers(FAKE);
    const c = makeClient({});
    // Idle for a while, then killed without notice (as the test hook and a browser do).
    await runUntil(() => false, 5000, 500);
    c.killWorker();
    await runUntil(() => false, 1000, 500);
    const settled = c.call('listGames').then(() => 'answered', (e: unknown) => e);
    const took = await runUntil(() => c.restarts > 0, 20_000);
    expect(took).toBeLessThanOrEqual(2000);
    expect(await settled).toMatchObject({ reason: { key: 'worker.crashed' } });
    expect(await c.call('listGames')).toEqual([]);
  });

  it('does not kill a worker still loading its module: the quick timeout waits for its first answer', async () => {
    vi.useFakeTimers(FAKE);
    // A slow tablet: the worker's module takes 3 s to load; the home screen asks for the games list at once.
    FakeWorker.loadMs = 3000;
    const c = makeClient({});
    let games: unknown = 'waiting';
    void c.call('listGames').then((g) => (games = g), (e: unknown) => (games = e));
    await runUntil(() => games !== 'waiting', 6000);
    expect(c.restarts).toBe(0);
    expect(workers).toHaveLength(1);
    expect(games).toEqual([]);
    // Once it has answered, a death is noticed by the quick timeout again (the app's 2 s promise).
    c.killWorker();
    const settled = c.call('listGames').then(() => 'answered', (e: unknown) => e);
    FakeWorker.loadMs = 0;
    const took = await runUntil(() => c.restarts > 0, 20_000);
    expect(took).toBeLessThanOrEqual(2000);
    expect(await settled).toMatchObject({ reason: { key: 'worker.crashed' } });
  });

  it('does not restart for a ping sent before the page was frozen: shown again, it asks anew', async () => {
    vi.useFakeTimers(FAKE);
    let shown: (() => void) | undefined;
    const c = makeClient({ watchShown: (on) => ((shown = on), () => undefined) });
    // Answered pings for a while (the quick timeout applies), then a ping goes out as the page is frozen: neither the
    // page nor the worker runs, and the clock moves on a minute.
    await runUntil(() => false, 5000, 500);
    workers[0]!.silent = true;
    await runUntil(() => false, 3000, 500);
    vi.setSystemTime(Date.now() + 60_000);
    workers[0]!.silent = false;
    shown?.();
    // The first tap after the return.
    expect(await c.call('listGames')).toEqual([]);
    await runUntil(() => false, 3000, 250);
    expect(c.restarts).toBe(0);
    expect(workers).toHaveLength(1);
  });

  it('does not restart for a ping the frozen page could not read, when the timer runs before the page is shown', async () => {
    vi.useFakeTimers(FAKE);
    const c = makeClient({ watchShown: () => () => undefined });
    await runUntil(() => false, 5000, 500);
    workers[0]!.silent = true;
    await runUntil(() => false, 3000, 500);
    vi.setSystemTime(Date.now() + 60_000);
    workers[0]!.silent = false;
    await runUntil(() => false, 3000, 250);
    expect(c.restarts).toBe(0);
    expect(await c.call('listGames')).toEqual([]);
  });

  it('does not restart a live worker whose answer waits behind a timer tick after the page was held for seconds', async () => {
    vi.useFakeTimers(FAKE);
    const c = makeClient({});
    // Answered pings (the quick timeout applies), then a quick call waits and pings at once; the worker answers, but
    // the page's thread is held 5 s (past the quick 1.2 s, short of the idle 10 s) before it reads the answer, and the
    // timer's tick is the first task it runs.
    await runUntil(() => false, 5000, 500);
    workers[0]!.holdOpen = true;
    void c.call('listGames').catch(() => undefined);
    workers[0]!.pageHeld();
    await flush();
    vi.setSystemTime(Date.now() + 5000);
    vi.advanceTimersByTime(250);
    workers[0]!.pageRuns();
    await runUntil(() => false, 3000, 250);
    expect(c.restarts).toBe(0);
    expect(workers).toHaveLength(1);
    // A worker that dies afterwards is still noticed by the quick timeout.
    c.killWorker();
    const took = await runUntil(() => c.restarts > 0, 20_000);
    expect(took).toBeLessThanOrEqual(2000);
  });

  it('does not restart a live worker on a tap that comes before the timer after the page was held for seconds', async () => {
    vi.useFakeTimers(FAKE);
    const c = makeClient({});
    // The idle ping of 6 s is answered while the page's thread is held; 5 s later a tap is the page's first task.
    await runUntil(() => false, 5500, 500);
    workers[0]!.pageHeld();
    vi.advanceTimersByTime(500);
    await flush();
    vi.setSystemTime(Date.now() + 5000);
    const games = c.call('listGames');
    workers[0]!.pageRuns();
    expect(await games).toEqual([]);
    await runUntil(() => false, 3000, 250);
    expect(c.restarts).toBe(0);
    expect(workers).toHaveLength(1);
  });

  it('does not take a worker busy with a long replay (an import) for dead while it is silent', async () => {
    vi.useFakeTimers(FAKE);
    const c = makeClient({});
    const importing = c.call('importGame', '{}');
    void importing.catch(() => undefined);
    await flush();
    workers[0]!.silent = true;
    // Past an unanswered idle ping (sent at 3 s) by more than the quick timeout.
    await runUntil(() => c.restarts > 0, 4500, 250);
    // A quick call meanwhile waits behind the replay; the silence is still not taken for a death.
    void c.call('listGames').catch(() => undefined);
    await runUntil(() => c.restarts > 0, 4000, 250);
    expect(c.restarts).toBe(0);
    // Past the generous timeout it is dead after all.
    await runUntil(() => c.restarts > 0, 10_000, 250);
    expect(c.restarts).toBe(1);
  });

  it('says a move went through when the worker died after storing it, and asks for a retry when it had not', async () => {
    vi.useFakeTimers(FAKE);
    FakeWorker.stored = 5;
    const c = makeClient({});
    workers[0]!.holdOpen = true;
    const saved = c.call('dispatch', 'g-1', 5, { type: 'pass', seat: 0 }, { seat: 0 }).then(() => 'answered', (e: unknown) => e);
    await flush();
    c.killWorker();
    const took = await runUntil(() => c.restarts > 0, 20_000);
    expect(took).toBeLessThanOrEqual(2000);
    await runUntil(() => false, 200);
    expect(await saved).toMatchObject({ reason: { key: 'worker.crashedSaved' } });
    expect(workers[1]!.called).toEqual(['g-1']);

    // A move sent to a worker that is already dead was not stored: the player is asked to try again.
    c.killWorker();
    const lost = c.call('dispatch', 'g-1', 6, { type: 'pass', seat: 0 }, { seat: 0 }).then(() => 'answered', (e: unknown) => e);
    await runUntil(() => c.restarts > 1, 20_000);
    await runUntil(() => false, 200);
    expect(await lost).toMatchObject({ reason: { key: 'worker.crashed' } });
    expect(FakeWorker.stored).toBe(6);
  });

  it('takes the answer a worker posts for the game named as it started, without calling openGame', async () => {
    const c = makeOpeningClient('g-1');
    const busy: boolean[] = [];
    c.onBusy((b) => busy.push(b));
    expect(workers[0]!.opening).toBe('g-1');
    expect(await c.openGameOnStart('g-1')).toEqual({ ok: true, snapshot: 'pushed g-1' });
    expect(workers[0]!.called).toEqual([]);
    expect(busy).toEqual([true, false]);
    // Only once: asked again, the game is opened by a call.
    expect(await c.openGameOnStart('g-1')).toEqual({ ok: true, snapshot: 'called g-1' });
  });

  it('calls openGame for a game other than the one named at start', async () => {
    const c = makeOpeningClient('g-1');
    expect(await c.openGameOnStart('g-2')).toEqual({ ok: true, snapshot: 'called g-2' });
    expect(workers[0]!.called).toEqual(['g-2']);
    // Drawn for the table, as the game a worker opens as it starts is: nobody has said yet who holds the tablet.
    expect(workers[0]!.viewers).toEqual(['table']);
  });

  it('opens the game by a call in the new worker when the first dies before posting it', async () => {
    FakeWorker.dieBeforePosting = true;
    const c = makeOpeningClient('g-1');
    const answer = c.openGameOnStart('g-1');
    await flush();
    workers[0]!.dispatchEvent(new Event('error'));
    expect(await answer).toEqual({ ok: true, snapshot: 'called g-1' });
    expect(workers).toHaveLength(2);
    // The replacement is a plain worker: it is not asked to open anything as it starts.
    expect(workers[1]!.opening).toBeUndefined();
    expect(workers[1]!.called).toEqual(['g-1']);
  });

  it('asks with an ordinary call when opening threw in the worker, and is not busy afterwards', async () => {
    FakeWorker.openingThrows = true;
    const c = makeOpeningClient('g-1');
    const busy: boolean[] = [];
    c.onBusy((b) => busy.push(b));
    expect(await c.openGameOnStart('g-1')).toEqual({ ok: true, snapshot: 'called g-1' });
    expect(workers[0]!.called).toEqual(['g-1']);
    expect(busy.at(-1)).toBe(false);
    expect(c.busy).toBe(false);
  });

  it('names only the first worker with the game, also when it dies before the game is asked for', async () => {
    FakeWorker.dieBeforePosting = true;
    const c = makeOpeningClient('g-1');
    workers[0]!.dispatchEvent(new Event('error'));
    expect(workers).toHaveLength(2);
    expect(workers[1]!.opening).toBeUndefined();
    expect(await c.openGameOnStart('g-1')).toEqual({ ok: true, snapshot: 'called g-1' });
    expect(workers[1]!.called).toEqual(['g-1']);
  });

  it('names the game to open in the worker name, and reads it back', () => {
    expect(workerName()).toBe('engine');
    expect(openOnStartOf(workerName())).toBeNull();
    expect(openOnStartOf(workerName('g-abc 1'))).toBe('g-abc 1');
    expect(openOnStartOf('engine, opening ')).toBeNull();
  });
});
