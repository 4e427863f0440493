// One tab at a time plays a game: the Web Locks lock (against a lock manager that follows the Web Locks rules, shared
// by the "tabs"), the BroadcastChannel fallback (two "tabs" are two channels in one process, as node delivers between
// them), and GameModel refusing to write while another tab holds its game.
import { signal } from '@preact/signals';
import { afterEach, describe, expect, it } from 'vitest';
import { GameModel } from '../../src/ui/model/game-model';
import { ASK_WAIT_MS, ChannelGameLock, WebGameLock, type GameLock, type Holding } from '../../src/ui/model/tab-lock';
import type { EngineClient } from '../../src/worker/client';
import type { AosMove, GameSnapshot } from '../../src/worker/protocol';

const locks: ChannelGameLock[] = [];
afterEach(() => {
  for (const l of locks.splice(0)) l.release();
});

let clock = 1000;
function tab(name = 'railhex-game:g1') {
  const lock = new ChannelGameLock(name, new BroadcastChannel('tab-lock-test'), () => ++clock);
  locks.push(lock);
  return lock;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Long enough for an unanswered ask to settle and for messages between the channels to arrive. */
const settle = () => wait(ASK_WAIT_MS + 60);

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
    expect(await first.settled()).toBe('held');
    const second = webTab(manager);
    expect(await second.settled()).toBe('elsewhere');

    second.takeOver();
    await wait(0);
    expect(second.holding.value).toBe('held');
    expect(first.holding.value).toBe('taken');

    // Taking it back works the same way the other way round.
    first.takeOver();
    await wait(0);
    expect(first.holding.value).toBe('held');
    expect(second.holding.value).toBe('taken');

    // The tab that has it leaves: the other, waiting for it, plays it again by itself.
    first.release();
    await wait(10);
    expect(second.holding.value).toBe('held');
  });

  it('a lock released a moment ago (a reload) is waited for, so the reopened tab holds the game without a notice', async () => {
    const manager = new RuleLocks(100);
    const before = webTab(manager);
    expect(await before.settled()).toBe('held');
    before.release();
    const after = webTab(manager);
    const seen: Holding[] = [];
    after.holding.subscribe((h) => seen.push(h));
    expect(await after.settled()).toBe('held');
    expect(seen).toEqual(['checking', 'held']);
  });
});

describe('the tab lock without Web Locks (BroadcastChannel)', () => {
  it('the first tab holds the game; a second is told another tab has it; taking over moves it; leaving hands it back', async () => {
    const first = tab();
    expect(first.holding.value).toBe('checking');
    expect(await first.settled()).toBe('held');
    const second = tab();
    expect(await second.settled()).toBe('elsewhere');
    expect(first.holding.value).toBe('held');

    second.takeOver();
    expect(second.holding.value).toBe('held');
    await wait(30);
    expect(first.holding.value).toBe('taken');

    // The tab that took it leaves: the first tab plays it again.
    second.release();
    await settle();
    expect(first.holding.value).toBe('held');
  });

  it('of two tabs opening the game at once, exactly one holds it', async () => {
    const a = tab();
    const b = tab();
    const got = await Promise.all([a.settled(), b.settled()]);
    await wait(30);
    expect([a.holding.value, b.holding.value].toSorted()).toEqual(['elsewhere', 'held']);
    expect(got.toSorted()).toEqual(['elsewhere', 'held']);
  });

  it('other games are not affected', async () => {
    const a = tab('railhex-game:g1');
    expect(await a.settled()).toBe('held');
    const b = tab('railhex-game:g2');
    expect(await b.settled()).toBe('held');
    expect(a.holding.value).toBe('held');
  });
});

/** A lock the test moves by hand. */
function handLock(start: Holding) {
  const holding = signal<Holding>(start);
  const lock: GameLock = {
    holding,
    settled: () => Promise.resolve(holding.peek()),
    takeOver: () => (holding.value = 'held'),
    release: () => undefined,
  };
  return { lock, holding };
}

function snapshot(moveCount: number): GameSnapshot {
  return { head: { moveCount, toAct: 0 }, toAct: { seat: 0, decision: 'moveGoods' }, state: {}, view: {}, summary: {}, events: [], eventTexts: [], undo: { count: 0 } } as unknown as GameSnapshot;
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
    await wait(0);
    expect(calls).toEqual(['closeGame', 'openGame']);
    expect(game.moveCount.value).toBe(13);
    expect(await game.dispatch(PASS)).toEqual({ ok: true });
    expect(game.moveCount.value).toBe(14);
  });

  it('gets the game back by itself when the tab that took it leaves, and reads it anew (BroadcastChannel lock)', async () => {
    const { client, calls } = recordingClient();
    const mine = tab();
    const game = GameModel.from(snapshot(3), client, mine);
    expect(await mine.settled()).toBe('held');
    const other = tab();
    other.takeOver();
    await wait(30);
    expect(game.holding.value).toBe('taken');
    other.release();
    await settle();
    expect(game.holding.value).toBe('held');
    expect(calls).toEqual(['closeGame', 'openGame']);
    expect(game.moveCount.value).toBe(13);
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
