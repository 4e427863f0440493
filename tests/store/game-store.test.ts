// The IndexedDB store on fake-indexeddb: schema and migrations, one transaction per change, atomic failure.
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { isQuotaError, storeFailure } from '../../src/store/errors';
import { GameStore } from '../../src/store/game-store';
import { DB_VERSION, MIGRATIONS } from '../../src/store/schema';
import type { GameHead } from '../../src/worker/protocol';

let n = 0;
const open: GameStore[] = [];
async function fresh() {
  const s = await GameStore.open(`store-test-${++n}`);
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
    await s.createGame(head('g1'), [{ kind: 'move', move: 1, events: [] }]);
    await s.createGame(head('g2'), [{ kind: 'move', move: 2, events: [] }]);
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
