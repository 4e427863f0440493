// One tab at a time plays a game: the Web Locks lock (against a lock manager that follows the Web Locks rules, shared
// by the "tabs"), the BroadcastChannel fallback (two "tabs" are two channels of an in-memory broadcast), and GameModel
// refusing to write while another tab holds its game. Timers are fake and messages go by microtask, so the grace and
// ask windows are passed by hand: a loaded machine cannot let both tabs hold the game.
import { signal } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameModel } from '../../src/ui/model/game-model';
import { ASK_WAIT_MS, ChannelGameLock, GRACE_MS, WebGameLock, lockGame, type GameLock, type Holding, type Settled } from '../../src/ui/model/tab-lock';
import type { EngineClient } from '../../src/worker/client';
import type { AosMove } from '../../src/engine/aos/page';
import type { GameSnapshot } from '../../src/ui/model';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * A BroadcastChannel stand-in: a message reaches every other open channel of the same name (not its sender) in a
 * microtask, as the browser delivers it later and never to the sender.
 */
class Broadcast extends EventTarget {
  private static readonly open = new Set<Broadcast>();
  constructor(readonly name: string) {
    super();
    Broadcast.open.add(this);
  }
  postMessage(data: unknown): void {
    if (!Broadcast.open.has(this)) throw new Error('posted on a closed channel');
    for (const to of Broadcast.open) {
      if (to !== this && to.name === this.name) queueMicrotask(() => Broadcast.open.has(to) && to.dispatchEvent(new MessageEvent('message', { data })));
    }
  }
  close(): void {
    Broadcast.open.delete(this);
  }
}

const locks: ChannelGameLock[] = [];
afterEach(() => {
  for (const l of locks.splice(0)) l.release();
});

let clock = 1000;
function tab(name = 'railhex-game:g1') {
  const lock = new ChannelGameLock(name, new Broadcast('tab-lock-test') as unknown as BroadcastChannel, () => ++clock);
  locks.push(lock);
  return lock;
}

/** Every message and promise reaction queued so far has run (one real macrotask turn runs after all microtasks). */
const flush = () => new Promise((r) => setImmediate(r));
/** `ms` of fake time pass, with the messages and reactions they cause. */
async function pass(ms: number) {
  await flush();
  await vi.advanceTimersByTimeAsync(ms);
  await flush();
}
/** Long enough for an unanswered ask to settle. */
const settle = () => pass(ASK_WAIT_MS);
/** The lock's `settled` answer after `ms` of fake time, or `waiting`. */
async function settledAfter(lock: GameLock, ms: number): Promise<Settled | 'waiting'> {
  let got: Settled | 'waiting' = 'waiting';
  void lock.settled().then((h) => (got = h));
  await pass(ms);
  return got;
}

/**
 * A lock manager with the Web Locks rules the tab lock relies on (exclusive locks only): `ifAvailable` answers null
 * when held, `steal` takes the lock and rejects the holder's request with an AbortError, a queued request waits (and an
 * aborted signal withdraws it), and a lock is released when its callback's promise settles — `releaseDelayMs` later,
 * as a browser may process a release after a new request has arrived.
 */
class RuleLocks {
  private holder: { reject: (e: unknown) => void } | null = null;
  private readonly queue: (() => void)[] = [];
  constructor(private readonly releaseDelayMs = 0) {}

  request(_name: string, options: LockOptions, callback: (lock: Lock | null) => unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const grant = () => {
        const me = { reject };
        this.holder = me;
        void Promise.resolve(callback({ name: _name, mode: 'exclusive' } as Lock)).then((value) =>
          setTimeout(() => {
            if (this.holder !== me) return;
            this.holder = null;
            resolve(value);
            this.queue.shift()?.();
          }, this.releaseDelayMs),
        );
      };
      if (options.steal) {
        this.holder?.reject(new DOMException('stolen', 'AbortError'));
        grant();
      } else if (!this.holder && this.queue.length === 0) grant();
      else if (options.ifAvailable) resolve(callback(null));
      else {
        const waiting = () => grant();
        this.queue.push(waiting);
        options.signal?.addEventListener('abort', () => {
          const i = this.queue.indexOf(waiting);
          if (i >= 0) this.queue.splice(i, 1);
          reject(new DOMException('withdrawn', 'AbortError'));
        });
      }
    });
  }
}

const webLocks: WebGameLock[] = [];
afterEach(() => {
  for (const l of webLocks.splice(0)) l.release();
});
function webTab(manager: RuleLocks) {
  const lock = new WebGameLock(manager as unknown as LockManager, 'railhex-game:g1');
  webLocks.push(lock);
  return lock;
}

describe('the tab lock with Web Locks', () => {
  it('the first tab holds the game; a second is told another tab has it; taking over moves it; leaving hands it back', async () => {
    const manager = new RuleLocks();
    const first = webTab(manager);
    expect(await settledAfter(first, 0)).toBe('held');
    const second = webTab(manager);
    // Told only after the grace time (a lock released a moment ago would have come meanwhile).
    expect(await settledAfter(second, GRACE_MS - 1)).toBe('waiting');
    await pass(1);
    expect(second.holding.value).toBe('elsewhere');

    second.takeOver();
    await pass(0);
    expect(second.holding.value).toBe('held');
    expect(first.holding.value).toBe('taken');

    // Taking it back works the same way the other way round.
    first.takeOver();
    await pass(0);
    expect(first.holding.value).toBe('held');
    expect(second.holding.value).toBe('taken');

    // The tab that has it leaves: the other, waiting for it, plays it again by itself.
    first.release();
    await pass(0);
    expect(second.holding.value).toBe('held');
  });

  it('a lock released a moment ago (a reload) is waited for, so the reopened tab holds the game without a notice', async () => {
    const manager = new RuleLocks(100);
    const before = webTab(manager);
    expect(await settledAfter(before, 0)).toBe('held');
    before.release();
    const after = webTab(manager);
    const seen: Holding[] = [];
    after.holding.subscribe((h) => seen.push(h));
    expect(await settledAfter(after, GRACE_MS)).toBe('held');
    expect(seen).toEqual(['checking', 'held']);
  });

  it('released while still checking, it answers those waiting on settled (they would wait for ever)', async () => {
    const manager = new RuleLocks();
    webTab(manager);
    await pass(0);
    const second = webTab(manager);
    const waiting = second.settled();
    await pass(GRACE_MS / 2);
    second.release();
    expect(await Promise.race([waiting, pass(0).then(() => 'still waiting')])).toBe('left');
    expect(await second.settled()).toBe('left');
  });
});

describe("a tab's models of one game sharing its lock (lockGame)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a model closed while another still uses the lock answers its waiters left, though the check ends held later', async () => {
    const manager = new RuleLocks();
    vi.stubGlobal('navigator', { locks: manager });
    // Another tab holds the game and leaves it within the grace time, so this tab's check ends with `held`.
    const other = webTab(manager);
    await pass(0);
    const closing = lockGame('g1');
    const staying = lockGame('g1');
    const closingWaits = closing.settled();
    const stayingWaits = staying.settled();
    await pass(GRACE_MS / 4);
    closing.release();
    other.release();
    await pass(GRACE_MS / 4);
    expect(staying.holding.value).toBe('held');
    expect(await Promise.race([closingWaits, pass(0).then(() => 'still waiting')])).toBe('left');
    expect(await stayingWaits).toBe('held');
    staying.release();
  });
});

describe('the tab lock without Web Locks (BroadcastChannel)', () => {
  it('the first tab holds the game; a second is told another tab has it; taking over moves it; leaving hands it back', async () => {
    const first = tab();
    expect(first.holding.value).toBe('checking');
    expect(await settledAfter(first, ASK_WAIT_MS - 1)).toBe('waiting');
    await pass(1);
    expect(first.holding.value).toBe('held');
    const second = tab();
    // The holder's answer comes at once, well within the ask window.
    expect(await settledAfter(second, 0)).toBe('elsewhere');
    expect(first.holding.value).toBe('held');

    second.takeOver();
    expect(second.holding.value).toBe('held');
    await pass(0);
    expect(first.holding.value).toBe('taken');

    // The tab that took it leaves: the first tab plays it again.
    second.release();
    await settle();
    expect(first.holding.value).toBe('held');
  });

  it('of two tabs opening the game at once, exactly one holds it (the one that asked first)', async () => {
    const a = tab();
    const b = tab();
    const got = await Promise.all([a.settled(), b.settled(), settle()]);
    expect([a.holding.value, b.holding.value]).toEqual(['held', 'elsewhere']);
    expect(got.slice(0, 2)).toEqual(['held', 'elsewhere']);
  });

  it('other games are not affected', async () => {
    const a = tab('railhex-game:g1');
    expect(await settledAfter(a, ASK_WAIT_MS)).toBe('held');
    const b = tab('railhex-game:g2');
    expect(await settledAfter(b, ASK_WAIT_MS)).toBe('held');
    expect(a.holding.value).toBe('held');
  });

  it('released while still checking, it answers those waiting on settled (they would wait for ever)', async () => {
    const a = tab();
    const waiting = a.settled();
    await pass(ASK_WAIT_MS / 2);
    a.release();
    expect(await Promise.race([waiting, pass(0).then(() => 'still waiting')])).toBe('left');
  });
});

/** A lock the test moves by hand. */
function handLock(start: Holding) {
  const holding = signal<Holding>(start);
  const lock: GameLock = {
    holding,
    settled: () => Promise.resolve(holding.peek() as Settled),
    takeOver: () => (holding.value = 'held'),
    release: () => undefined,
  };
  return { lock, holding };
}

function snapshot(moveCount: number): GameSnapshot {
  return { head: { moveCount, toAct: 0 }, viewer: 'table', toAct: { seat: 0, decision: 'moveGoods' }, view: {}, board: {}, summary: {}, events: [], eventTexts: [], undo: { count: 0 } } as unknown as GameSnapshot;
}

/** A stand-in engine client that records the calls and answers dispatch and openGame with the next position. */
function recordingClient() {
  const calls: string[] = [];
  let moveCount = 3;
  const client = {
    call: async (name: string) => {
      calls.push(name);
      if (name === 'dispatch') return { ok: true, snapshot: snapshot(++moveCount) };
      if (name === 'openGame') return { ok: true, snapshot: snapshot((moveCount += 10)) };
      return undefined;
    },
    onRestart: () => () => undefined,
  } as unknown as EngineClient;
  return { client, calls };
}

const PASS: AosMove = { type: 'passGoods', seat: 0 };

describe('GameModel and the tab lock', () => {
  it('refuses moves and undos with a sentence while another tab holds the game, without asking the worker', async () => {
    const { client, calls } = recordingClient();
    const { lock } = handLock('elsewhere');
    const game = GameModel.from(snapshot(3), client, lock);
    expect(game.holding.value).toBe('elsewhere');
    expect(await game.dispatch(PASS)).toEqual({ ok: false, reason: { key: 'game.openElsewhere' } });
    expect(await game.casualUndo(1)).toEqual({ ok: false, reason: { key: 'game.openElsewhere' } });
    expect(game.error.value).toEqual({ key: 'game.openElsewhere' });
    expect(calls).toEqual([]);
    expect(game.moveCount.value).toBe(3);
  });

  it('taking over reads the game from the store anew (the other tab played on), then plays', async () => {
    const { client, calls } = recordingClient();
    const { lock } = handLock('taken');
    const game = GameModel.from(snapshot(3), client, lock);
    game.takeOver();
    await pass(0);
    expect(calls).toEqual(['closeGame', 'openGame']);
    expect(game.moveCount.value).toBe(13);
    expect(await game.dispatch(PASS)).toEqual({ ok: true });
    expect(game.moveCount.value).toBe(14);
  });

  it('gets the game back by itself when the tab that took it leaves, and reads it anew (BroadcastChannel lock)', async () => {
    const { client, calls } = recordingClient();
    const mine = tab();
    const game = GameModel.from(snapshot(3), client, mine);
    expect(await settledAfter(mine, ASK_WAIT_MS)).toBe('held');
    const other = tab();
    other.takeOver();
    await pass(0);
    expect(game.holding.value).toBe('taken');
    other.release();
    await settle();
    expect(game.holding.value).toBe('held');
    expect(calls).toEqual(['closeGame', 'openGame']);
    expect(game.moveCount.value).toBe(13);
  });

  it('a move sent while the lock is still checking is refused in words, not left pending, when the game is left', async () => {
    const { client, calls } = recordingClient();
    const game = GameModel.from(snapshot(3), client, tab());
    const sent = game.dispatch(PASS);
    await pass(ASK_WAIT_MS / 2);
    expect(game.pending.value).toBe(true);
    game.close();
    expect(await Promise.race([sent, pass(0).then(() => 'still pending')])).toEqual({ ok: false, reason: { key: 'game.left' } });
    expect(game.pending.value).toBe(false);
    expect(calls).not.toContain('dispatch');
  });

  it('a tab that loses the game stops writing at once', async () => {
    const { client, calls } = recordingClient();
    const { lock, holding } = handLock('held');
    const game = GameModel.from(snapshot(3), client, lock);
    expect(await game.dispatch(PASS)).toEqual({ ok: true });
    holding.value = 'taken';
    expect(await game.dispatch(PASS)).toEqual({ ok: false, reason: { key: 'game.openElsewhere' } });
    expect(calls).toEqual(['dispatch']);
  });
});
