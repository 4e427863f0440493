// The engine host against a real (fake-indexeddb) store and a fixture engine: storing, reloading after a "crash",
// undo rules, full disk, export/import, engine version changes, history.
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_EVERY, type EngineHost } from '../../src/worker/host';
import type { NewGameRequest } from '../../src/worker/protocol';
import { tinyGame } from '../fixtures/new-game';
import { raceEngine, type RaceMove, type RaceTypes } from './fixture-engine';
import { listed, raceHosts } from './race-hosts';

const newHost = raceHosts('railhex-test');
const REQ = tinyGame(42);

async function created(host: EngineHost<RaceTypes>, req: NewGameRequest = REQ) {
  const res = await host.createGame(req);
  if (!res.ok) throw new Error(res.reason.key);
  return res.snapshot;
}

async function play(host: EngineHost<RaceTypes>, id: string, moves: RaceMove[]) {
  let last;
  for (const m of moves) {
    const open = await host.openGame(id);
    if (!open.ok) throw new Error(open.reason.key);
    last = await host.dispatch(id, open.snapshot.head.moveCount, m);
    if (!last.ok) throw new Error(`${m.type}: ${last.reason.key}`);
  }
  return last!;
}

describe('creating and reloading games', () => {
  it('stores a new game and lists it with its position', async () => {
    const { host } = await newHost();
    const snap = await created(host, { ...REQ, title: '  Friday  ' });
    expect(snap.head).toMatchObject({ title: 'Friday', map: 'tiny', mapTitle: 'Tiny', round: 1, toAct: 0, moveCount: 0, status: 'playing' });
    expect(snap.state.names).toEqual(['Ada', 'Bo']);
    expect(snap.eventTexts).toEqual(['started']);
    const list = await listed(host);
    expect(list.map((g) => g.id)).toEqual([snap.head.id]);
  });

  it('refuses a bad setup with a reason and stores nothing', async () => {
    const { host } = await newHost();
    const dup = await host.createGame({ ...REQ, seats: [{ name: 'A', color: 'blue' }, { name: 'B', color: 'blue' }] });
    expect(dup).toMatchObject({ ok: false, reason: { key: 'game.badRequest' } });
    const noMap = await host.createGame({ ...REQ, map: 'atlantis' });
    expect(noMap).toMatchObject({ ok: false, reason: { key: 'map.notFound' } });
    const broken = await host.createGame({ ...REQ, map: 'broken' });
    expect(broken).toMatchObject({ ok: false, reason: { key: 'map.invalid' } });
    const seed = await host.createGame({ ...REQ, seed: -1 });
    expect(seed).toMatchObject({ ok: false, reason: { key: 'game.badRequest' } });
    expect(await listed(host)).toEqual([]);
  });

  it('keeps every accepted move across a worker restart (a new host on the same database)', async () => {
    const a = await newHost();
    const { head } = await created(a.host);
    const moves: RaceMove[] = [
      { type: 'add', seat: 0, n: 2 },
      { type: 'roll', seat: 0 },
      { type: 'end', seat: 0 },
      { type: 'add', seat: 1, n: 3 },
    ];
    const last = await play(a.host, head.id, moves);
    if (!last.ok) throw new Error();
    const b = await newHost();
    const reopened = await b.host.openGame(head.id);
    if (!reopened.ok) throw new Error(reopened.reason.key);
    expect(reopened.snapshot.state).toEqual(last.snapshot.state);
    expect(reopened.snapshot.head.moveCount).toBe(4);
    expect(reopened.snapshot.head.toAct).toBe(1);
  });

  it('refuses a move for an outdated position (a retry after a crash) instead of applying it twice', async () => {
    const { host } = await newHost();
    const { head } = await created(host);
    const move: RaceMove = { type: 'add', seat: 0, n: 1 };
    expect((await host.dispatch(head.id, 0, move)).ok).toBe(true);
    expect(await host.dispatch(head.id, 0, move)).toMatchObject({ ok: false, reason: { key: 'game.stale' } });
    const open = await host.openGame(head.id);
    expect(open.ok && open.snapshot.state.scores).toEqual([1, 0]);
  });

  it('answers malformed and illegal moves with reasons and stores nothing', async () => {
    const { host } = await newHost();
    const { head } = await created(host);
    const hostile = JSON.parse('{"type":"add","seat":0,"n":99,"__proto__":{"polluted":1}}');
    expect(await host.dispatch(head.id, 0, hostile)).toMatchObject({ ok: false, reason: { key: 'move.malformed' } });
    expect(await host.dispatch(head.id, 0, { type: 'add', seat: 1, n: 1 })).toMatchObject({ ok: false, reason: { key: 'race.notYourTurn' } });
    expect(await host.dispatch('g-none', 0, { type: 'end', seat: 0 })).toMatchObject({ ok: false, reason: { key: 'game.notFound' } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const b = await newHost();
    const open = await b.host.openGame(head.id);
    expect(open.ok && open.snapshot.head).toMatchObject({ moveCount: 0, logLength: 0 });
  });

  it('runs concurrent dispatches one after another', async () => {
    const { host } = await newHost();
    const { head } = await created(host);
    const [r1, r2] = await Promise.all([
      host.dispatch(head.id, 0, { type: 'add', seat: 0, n: 1 }),
      host.dispatch(head.id, 0, { type: 'add', seat: 0, n: 1 }),
    ]);
    expect(r1.ok).toBe(true);
    expect(r2).toMatchObject({ ok: false, reason: { key: 'game.stale' } });
  });
});

describe('undo', () => {
  it('lets the seat to act take back its own moves back to a revealed die, and logs the undo', async () => {
    const { host } = await newHost();
    const { head } = await created(host);
    const last = await play(host, head.id, [
      { type: 'add', seat: 0, n: 1 },
      { type: 'roll', seat: 0 },
      { type: 'add', seat: 0, n: 2 },
      { type: 'add', seat: 0, n: 3 },
    ]);
    if (!last.ok) throw new Error();
    expect(last.snapshot.undo).toEqual({ seat: 0, count: 2, casual: false, casualCount: 0 });
    expect(await host.undo(head.id, 4, 3, false)).toMatchObject({ ok: false, reason: { key: 'undo.notAllowed', params: { count: 2 } } });
    const undone = await host.undo(head.id, 4, 2, false);
    if (!undone.ok) throw new Error(undone.reason.key);
    expect(undone.snapshot.head).toMatchObject({ moveCount: 2, logLength: 5 });
    expect(undone.snapshot.undo.count).toBe(0);
    // The rolled die stays; the undone adds are gone.
    const scoreAfterRoll = undone.snapshot.state.scores[0]!;
    expect(scoreAfterRoll).toBeGreaterThanOrEqual(2);
    expect(scoreAfterRoll).toBeLessThanOrEqual(7);
    const hist = await host.history(head.id);
    if (!hist.ok) throw new Error();
    expect(hist.entries.map((e) => (e.kind === 'move' ? `${e.text}@${e.n}` : `undo ${e.count}`))).toEqual([
      'Ada add 1@1',
      'Ada roll@2',
      'Ada add 2@null',
      'Ada add 3@null',
      'undo 2',
    ]);
    // A fresh worker sees the same.
    const b = await newHost();
    const open = await b.host.openGame(head.id);
    expect(open.ok && open.snapshot.state).toEqual(undone.snapshot.state);
  });

  it('allows no own undo once the turn passed, but a casual game may undo across turns', async () => {
    const strict = await newHost();
    const g = await created(strict.host);
    const r = await play(strict.host, g.head.id, [
      { type: 'add', seat: 0, n: 1 },
      { type: 'end', seat: 0 },
    ]);
    expect(r.ok && r.snapshot.undo.count).toBe(0);
    expect(await strict.host.undo(g.head.id, 2, 1, false)).toMatchObject({ ok: false, reason: { key: 'undo.nothing' } });
    expect(await strict.host.undo(g.head.id, 2, 1, true)).toMatchObject({ ok: false, reason: { key: 'undo.nothing' } });

    const casual = await created(strict.host, { ...REQ, options: { casualUndo: true } });
    await play(strict.host, casual.head.id, [
      { type: 'roll', seat: 0 },
      { type: 'end', seat: 0 },
      { type: 'add', seat: 1, n: 2 },
    ]);
    const u = await strict.host.undo(casual.head.id, 3, 3, true);
    if (!u.ok) throw new Error(u.reason.key);
    expect(u.snapshot.state.scores).toEqual([0, 0]);
    expect(u.snapshot.head.toAct).toBe(0);
  });

  it('drops snapshots that an undo made stale, so a reload replays the right moves', async () => {
    const { host, store } = await newHost();
    const g = await created(host, { ...REQ, options: { casualUndo: true } });
    const moves: RaceMove[] = [];
    for (let i = 0; i < SNAPSHOT_EVERY + 5; i++) moves.push({ type: 'add', seat: 0, n: 1 });
    await play(host, g.head.id, moves);
    expect((await store.nearestSnapshot(g.head.id, 1000, 'race-1'))?.index).toBe(SNAPSHOT_EVERY);
    const u = await host.undo(g.head.id, moves.length, 10, true);
    if (!u.ok) throw new Error(u.reason.key);
    expect(await store.nearestSnapshot(g.head.id, 1000, 'race-1')).toBeUndefined();
    await play(host, g.head.id, [{ type: 'add', seat: 0, n: 3 }, ...Array.from({ length: 6 }, (): RaceMove => ({ type: 'add', seat: 0, n: 2 }))]);
    const b = await newHost();
    const open = await b.host.openGame(g.head.id);
    if (!open.ok) throw new Error();
    // 15 adds of 1, then 3, then six adds of 2.
    expect(open.snapshot.state.scores[0]).toBe(15 + 3 + 12);
    expect(open.snapshot.head.moveCount).toBe(22);
  });
});

describe('storage failures', () => {
  it('a full disk refuses the move with a clear reason and keeps what was stored', async () => {
    const { host, store } = await newHost();
    const g = await created(host);
    await play(host, g.head.id, [{ type: 'add', seat: 0, n: 1 }]);
    const real = store.append.bind(store);
    store.append = async () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const refused = await host.dispatch(g.head.id, 1, { type: 'add', seat: 0, n: 2 });
    expect(refused).toMatchObject({ ok: false, reason: { key: 'store.quotaExceeded' } });
    store.append = real;
    // Memory was not advanced either: the same move can be sent again once there is space.
    const again = await host.dispatch(g.head.id, 1, { type: 'add', seat: 0, n: 2 });
    expect(again.ok && again.snapshot.state.scores).toEqual([3, 0]);
    const b = await newHost();
    const open = await b.host.openGame(g.head.id);
    expect(open.ok && open.snapshot.state.scores).toEqual([3, 0]);
  });
});

describe('export and import', () => {
  it('round-trips a game through a record file', async () => {
    const { host } = await newHost();
    const g = await created(host);
    const last = await play(host, g.head.id, [
      { type: 'roll', seat: 0 },
      { type: 'end', seat: 0 },
      { type: 'add', seat: 1, n: 2 },
    ]);
    const exp = await host.exportGame(g.head.id);
    if (!exp.ok) throw new Error();
    expect(exp.record).toMatchObject({ format: 'railhex-record/1', map: 'tiny', seed: 42, moves: { length: 3 } });
    expect(exp.filename).toMatch(/^railhex-tiny-g-.*\.json$/);
    const imp = await host.importGame(JSON.stringify(exp.record));
    if (!imp.ok) throw new Error(imp.reason.key);
    expect(imp.head.id).not.toBe(g.head.id);
    const open = await host.openGame(imp.head.id);
    expect(open.ok && last.ok && open.snapshot.state).toEqual(last.ok && last.snapshot.state);
  });

  it('refuses damaged or hostile files with a reason and changes nothing', async () => {
    const { host } = await newHost();
    const g = await created(host);
    await play(host, g.head.id, [{ type: 'add', seat: 0, n: 1 }]);
    const exp = await host.exportGame(g.head.id);
    if (!exp.ok) throw new Error();
    const good = exp.record;
    const before = await listed(host);
    const cases: [string, string][] = [
      ['{"format": "railhex-record/1", ', 'import.notJson'],
      ['[]', 'import.record.notObject'],
      [JSON.stringify({ ...good, format: 'other/1' }), 'import.record.format'],
      [JSON.stringify({ ...good, map: '../../etc/passwd' }), 'import.record.map'],
      [JSON.stringify({ ...good, map: 'atlantis' }), 'import.unknownMap'],
      [JSON.stringify({ ...good, seed: 2 ** 40 }), 'import.record.seed'],
      [JSON.stringify({ ...good, seats: [] }), 'import.record.seatCount'],
      [JSON.stringify({ ...good, seats: [{ name: 'x'.repeat(500), color: 'blue' }] }), 'import.record.seatName'],
      [JSON.stringify({ ...good, options: { casualUndo: 'yes' } }), 'import.record.options'],
      [JSON.stringify({ ...good, moves: [...good.moves, { type: 'add', seat: 1, n: 1 }] }), 'import.illegalMove'],
      [JSON.stringify({ ...good, moves: [{ type: 'explode', seat: 0 }] }), 'import.illegalMove'],
      [JSON.stringify({ ...good, moves: {} }), 'import.record.moves'],
    ];
    for (const [text, key] of cases) {
      const res = await host.importGame(text);
      expect(res, text.slice(0, 60)).toMatchObject({ ok: false, reason: { key } });
    }
    expect(await listed(host)).toEqual(before);
  });
});

describe('engine versions, history and past positions', () => {
  it('replays a game saved by another engine version from its log and records the new version', async () => {
    const a = await newHost(raceEngine('race-1'));
    const g = await created(a.host);
    const moves = Array.from({ length: SNAPSHOT_EVERY + 2 }, (): RaceMove => ({ type: 'add', seat: 0, n: 1 }));
    await play(a.host, g.head.id, moves);
    const b = await newHost(raceEngine('race-2'));
    const open = await b.host.openGame(g.head.id);
    if (!open.ok) throw new Error(open.reason.key);
    expect(open.snapshot.state.scores[0]).toBe(SNAPSHOT_EVERY + 2);
    expect(open.snapshot.head.engineVersion).toBe('race-2');
    const snap = await b.store.nearestSnapshot(g.head.id, 1000, 'race-2');
    expect(snap?.index).toBe(SNAPSHOT_EVERY);
    expect(await b.store.nearestSnapshot(g.head.id, 1000, 'race-1')).toBeUndefined();
  });

  it('gives any earlier position without changing the game', async () => {
    const { host } = await newHost();
    const g = await created(host);
    await play(host, g.head.id, [
      { type: 'add', seat: 0, n: 1 },
      { type: 'add', seat: 0, n: 2 },
      { type: 'end', seat: 0 },
    ]);
    const at = await host.stateAt(g.head.id, 2);
    expect(at.ok && at.state.scores).toEqual([3, 0]);
    expect(at.ok && at.summary).toEqual({ round: 1, scores: [3, 0] });
    const start = await host.stateAt(g.head.id, 0);
    expect(start.ok && start.state.scores).toEqual([0, 0]);
    expect(await host.stateAt(g.head.id, 4)).toMatchObject({ ok: false, reason: { key: 'history.outOfRange' } });
    const open = await host.openGame(g.head.id);
    expect(open.ok && open.snapshot.head.moveCount).toBe(3);
  });

  it('answers engine queries by name and refuses unknown ones', async () => {
    const { host } = await newHost();
    const g = await created(host);
    await play(host, g.head.id, [{ type: 'add', seat: 0, n: 2 }]);
    expect(await host.query(g.head.id, 'scoreOf', [0])).toEqual({ ok: true, value: 2 });
    // A hostile caller (postMessage is untyped) may name anything.
    expect(await host.query(g.head.id, 'constructor' as 'scoreOf', [0])).toMatchObject({ ok: false, reason: { key: 'query.unknown' } });
  });

  it('renames and deletes', async () => {
    const { host, store } = await newHost();
    const g = await created(host);
    await play(host, g.head.id, [{ type: 'add', seat: 0, n: 2 }]);
    expect(await host.renameGame(g.head.id, '   ')).toMatchObject({ ok: false, reason: { key: 'rename.invalid' } });
    const renamed = await host.renameGame(g.head.id, 'Rematch');
    expect(renamed.ok && renamed.head.title).toBe('Rematch');
    expect(await host.deleteGame(g.head.id)).toEqual({ ok: true });
    expect(await listed(host)).toEqual([]);
    expect(await store.readLog(g.head.id)).toEqual([]);
    expect(await host.openGame(g.head.id)).toMatchObject({ ok: false, reason: { key: 'game.notFound' } });
  });
});
