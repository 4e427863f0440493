// The IndexedDB store on fake-indexeddb: schema and migrations, one transaction per change, atomic failure, strict
// durability for what a player must not lose, and writes from a second connection (another tab) that is behind.
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isQuotaError, NewerDatabaseError, StaleWriteError, storeFailure } from '../../src/store/errors';
import { GameStore } from '../../src/store/game-store';
import { DB_VERSION, MIGRATIONS } from '../../src/store/schema';
import type { GameHead } from '../../src/store/schema';

let n = 0;
const open: GameStore[] = [];
async function fresh() {
  const s = await GameStore.open(`store-test-${++n}`);
  open.push(s);
  return s;
}
/** A second connection to the database `fresh` opened last: another tab's engine worker. */
async function otherTab() {
  const s = await GameStore.open(`store-test-${n}`);
  open.push(s);
  return s;
}
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

function head(id: string, over: Partial<GameHead> = {}): GameHead {
  return {
    id,
    title: id,
    ruleSystem: 'age-of-steam',
    edition: 'deluxe',
    map: 'tiny',
    mapTitle: 'Tiny',
    players: [{ name: 'A', color: 'blue' }],
    seed: 1,
    created: 1,
    updated: 1,
    status: 'playing',
    round: 1,
    toAct: 0,
    moveCount: 0,
    logLength: 0,
    engineVersion: 'v1',
    ...over,
  };
}

describe('GameStore', () => {
  it('creates every store of the current version through the migration steps', async () => {
    const s = await fresh();
    s.close();
    const db = await openDB(`store-test-${n}`);
    expect(db.version).toBe(DB_VERSION);
    expect(DB_VERSION).toBe(MIGRATIONS.length);
    expect([...db.objectStoreNames].toSorted()).toEqual(['games', 'log', 'snapshots']);
    db.close();
  });

  it('lists games most recently updated first', async () => {
    const s = await fresh();
    await s.createGame(head('a', { updated: 5 }));
    await s.createGame(head('b', { updated: 9 }));
    await s.createGame(head('c', { updated: 1 }));
    expect((await s.listGames()).map((g) => g.id)).toEqual(['b', 'a', 'c']);
  });

  it('appends a move and the head together, and refuses to overwrite a log position (nothing changes then)', async () => {
    const s = await fresh();
    await s.createGame(head('g'));
    await s.append(head('g', { moveCount: 1, logLength: 1, updated: 2 }), { kind: 'move', move: { m: 1 }, events: [] });
    const again = s.append(head('g', { moveCount: 9, logLength: 1, updated: 3 }), { kind: 'move', move: { m: 2 }, events: [] });
    await expect(again).rejects.toBeTruthy();
    expect(await s.readLog('g')).toEqual([{ kind: 'move', move: { m: 1 }, events: [] }]);
    expect((await s.getGame('g'))?.moveCount).toBe(1);
  });

  it('keeps games apart and deletes one game completely', async () => {
    const s = await fresh();
    await s.createGame(head('g1', { moveCount: 1, logLength: 1 }), [{ kind: 'move', move: 1, events: [] }]);
    await s.createGame(head('g2', { moveCount: 1, logLength: 1 }), [{ kind: 'move', move: 2, events: [] }]);
    await s.append(head('g1', { moveCount: 2, logLength: 2 }), { kind: 'move', move: 3, events: [] }, { index: 2, state: { s: 1 } });
    await s.deleteGame('g1');
    expect(await s.getGame('g1')).toBeUndefined();
    expect(await s.readLog('g1')).toEqual([]);
    expect(await s.nearestSnapshot('g1', 99, 'v1')).toBeUndefined();
    expect(await s.readLog('g2')).toEqual([{ kind: 'move', move: 2, events: [] }]);
  });

  it('finds the nearest snapshot at or below an index, of the given engine version only', async () => {
    const s = await fresh();
    await s.createGame(head('g'));
    await s.rewriteSnapshots(head('g'), [
      { index: 20, state: 'twenty' },
      { index: 40, state: 'forty' },
    ]);
    expect((await s.nearestSnapshot('g', 39, 'v1'))?.state).toBe('twenty');
    expect((await s.nearestSnapshot('g', 40, 'v1'))?.state).toBe('forty');
    expect(await s.nearestSnapshot('g', 19, 'v1')).toBeUndefined();
    expect(await s.nearestSnapshot('g', 99, 'v2')).toBeUndefined();
  });

  it('an import with a bad entry stores nothing at all', async () => {
    const s = await fresh();
    const cyclic: Record<string, unknown> = {};
    cyclic.fn = () => 1; // not cloneable: the put fails inside the transaction
    await expect(s.createGame(head('imp'), [{ kind: 'move', move: 1, events: [] }, { kind: 'move', move: cyclic, events: [] }])).rejects.toBeTruthy();
    expect(await s.getGame('imp')).toBeUndefined();
    expect(await s.readLog('imp')).toEqual([]);
  });
});

const move = (m: number) => ({ kind: 'move' as const, move: m, events: [] });

describe('two connections (two tabs) on one database', () => {
  it('refuses a move appended to a game deleted in the other connection, and does not bring the game back', async () => {
    const tab1 = await fresh();
    const tab2 = await otherTab();
    await tab1.createGame(head('g'));
    await tab1.append(head('g', { moveCount: 1, logLength: 1 }), move(1));
    await tab2.deleteGame('g');
    const stale = tab1.append(head('g', { moveCount: 2, logLength: 2 }), move(2));
    await expect(stale).rejects.toEqual(new StaleWriteError('deleted'));
    expect(await tab1.getGame('g')).toBeUndefined();
    expect(await tab1.readLog('g')).toEqual([]);
    expect(storeFailure(new StaleWriteError('deleted'))).toEqual({ key: 'game.notFound' });
  });

  it('refuses a move from a connection that is behind as stale, changing nothing', async () => {
    const tab1 = await fresh();
    const tab2 = await otherTab();
    await tab1.createGame(head('g'));
    await tab2.append(head('g', { moveCount: 1, logLength: 1, updated: 5 }), move(1));
    await tab2.append(head('g', { moveCount: 2, logLength: 2, updated: 6 }), move(2));
    // Tab 1 still thinks the log holds one entry: its next move would be entry 2 (index 1), already written.
    await expect(tab1.append(head('g', { moveCount: 2, logLength: 2 }), move(9))).rejects.toEqual(new StaleWriteError('moved'));
    // ... and one beyond the end would leave a gap.
    await expect(tab1.append(head('g', { moveCount: 4, logLength: 4 }), move(9))).rejects.toEqual(new StaleWriteError('moved'));
    expect(await tab1.readLog('g')).toEqual([move(1), move(2)]);
    expect(await tab1.getGame('g')).toMatchObject({ moveCount: 2, logLength: 2, updated: 6 });
    expect(storeFailure(new StaleWriteError('moved'))).toEqual({ key: 'game.stale' });
  });

  it('a rename keeps the moves stored in the other connection, and their next move keeps the new title', async () => {
    const tab1 = await fresh();
    const tab2 = await otherTab();
    await tab1.createGame(head('g', { title: 'Old' }));
    await tab2.append(head('g', { title: 'Old', moveCount: 1, logLength: 1, updated: 5 }), move(1));
    const renamed = await tab1.renameGame('g', 'New', 7);
    expect(renamed).toMatchObject({ title: 'New', moveCount: 1, logLength: 1, updated: 7 });
    // Tab 2's copy of the head still has the old title; its move must not undo the rename.
    const written = await tab2.append(head('g', { title: 'Old', moveCount: 2, logLength: 2, updated: 8 }), move(2));
    expect(written.title).toBe('New');
    expect(await tab1.getGame('g')).toMatchObject({ title: 'New', moveCount: 2, logLength: 2, updated: 8 });
    expect(await tab1.renameGame('gone', 'X', 9)).toBeUndefined();
    expect(await tab1.getGame('gone')).toBeUndefined();
  });
});

describe('durability', () => {
  it('commits moves, new games, renames and deletions with strict durability (flushed before they count as done)', async () => {
    const s = await fresh();
    const spy = vi.spyOn(IDBDatabase.prototype, 'transaction');
    try {
      const writes = () => spy.mock.calls.filter((c) => c[1] === 'readwrite');
      await s.createGame(head('g'));
      await s.append(head('g', { moveCount: 1, logLength: 1 }), { kind: 'move', move: 1, events: [] });
      await s.append(head('g', { moveCount: 0, logLength: 2 }), { kind: 'undo', count: 1, seat: 0, casual: false });
      await s.renameGame('g', 'New', 3);
      await s.deleteGame('g');
      expect(writes()).toHaveLength(5);
      for (const call of writes()) expect(call[2]).toEqual({ durability: 'strict' });
    } finally {
      spy.mockRestore();
    }
  });
});

describe('database versions', () => {
  it('opens a database written by the first version (made as that code made it) with every game, move and snapshot', async () => {
    const name = `store-test-${++n}`;
    // The version-1 schema as the first release created it (src/store/schema.ts at d58b546), written with the raw API
    // rather than through MIGRATIONS, so a changed or reordered step shows here.
    const v1 = await openDB(name, 1, {
      upgrade(db) {
        const games = db.createObjectStore('games', { keyPath: 'id' });
        games.createIndex('by-updated', 'updated');
        db.createObjectStore('log', { keyPath: ['gameId', 'index'] });
        db.createObjectStore('snapshots', { keyPath: ['gameId', 'index'] });
      },
    });
    const old = head('old', { title: 'From 2025', moveCount: 2, logLength: 3, updated: 40 });
    await v1.put('games', old);
    await v1.put('log', { gameId: 'old', index: 0, entry: { kind: 'move', move: { m: 1 }, events: [] } });
    await v1.put('log', { gameId: 'old', index: 1, entry: { kind: 'move', move: { m: 2 }, events: [] } });
    await v1.put('log', { gameId: 'old', index: 2, entry: { kind: 'undo', count: 1, seat: 0, casual: false } });
    await v1.put('snapshots', { gameId: 'old', index: 1, engineVersion: 'v1', state: { s: 1 } });
    v1.close();

    const s = await GameStore.open(name);
    open.push(s);
    expect(await s.listGames()).toEqual([old]);
    expect(await s.readLog('old')).toHaveLength(3);
    expect((await s.nearestSnapshot('old', 5, 'v1'))?.state).toEqual({ s: 1 });
    // And it goes on being played: the next entry lands after the old ones.
    await s.append({ ...old, moveCount: 3, logLength: 4, updated: 41 }, { kind: 'move', move: { m: 3 }, events: [] });
    expect((await s.readLog('old')).map((e) => e.kind)).toEqual(['move', 'move', 'undo', 'move']);
    s.close();
    const db = await openDB(name);
    expect(db.version).toBe(DB_VERSION);
    db.close();
  });

  it('refuses a database written by a newer app, saying so, and leaves it as it is', async () => {
    const name = `store-test-${++n}`;
    const newer = await openDB(name, DB_VERSION + 1, {
      upgrade(db) {
        db.createObjectStore('games', { keyPath: 'id' }).put(head('future'));
      },
    });
    newer.close();
    const opening = GameStore.open(name);
    await expect(opening).rejects.toBeInstanceOf(NewerDatabaseError);
    expect(storeFailure(await opening.catch((e: unknown) => e))).toEqual({ key: 'store.newerVersion' });
    const after = await openDB(name);
    expect(after.version).toBe(DB_VERSION + 1);
    expect(await after.get('games', 'future')).toMatchObject({ id: 'future' });
    after.close();
  });
});

describe('a newer app in another tab', () => {
  it("closes this tab's connection for the newer app's upgrade, and then says so instead of failing with a closed database", async () => {
    const s = await fresh();
    await s.createGame(head('g'));
    // Another tab's newer app opens the database at the next version: this connection steps aside.
    const newer = await openDB(`store-test-${n}`, DB_VERSION + 1);
    newer.close();
    await expect(s.append(head('g', { moveCount: 1, logLength: 1 }), move(1))).rejects.toBeInstanceOf(NewerDatabaseError);
    await expect(s.listGames()).rejects.toBeInstanceOf(NewerDatabaseError);
  });
});

describe('store errors', () => {
  it('recognises a full disk, also as the cause of an aborted transaction', () => {
    const quota = new DOMException('full', 'QuotaExceededError');
    expect(isQuotaError(quota)).toBe(true);
    expect(isQuotaError({ name: 'AbortError', error: quota })).toBe(true);
    expect(isQuotaError(new Error('other'))).toBe(false);
    expect(storeFailure(quota)).toEqual({ key: 'store.quotaExceeded' });
    expect(storeFailure(new Error('boom'))).toEqual({ key: 'store.failed', params: { message: 'boom' } });
  });
});
