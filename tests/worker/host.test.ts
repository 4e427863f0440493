// The registry host against a real (fake-indexeddb) store and the public fixture system (the counting race, its
// whole state known to every viewer): storing, reloading after a "crash", undo rules, full disk, export/import,
// version changes, history, and a game of a rule system the registry does not hold.
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_EVERY } from '../../src/worker/host';
import type { RuleSystemSource } from '../../src/engine/rule-systems';
import type { NewGameRequest, WorkerApi } from '../../src/worker/protocol';
import { countingSystem, hiddenCards, type CountingMove, type CountingTypes } from '../fixtures/rule-systems';
import { fixtureMaps } from './fixture-maps';
import { fixtureGame, hostsOn, listed, sourceOf, watched } from './hosts';

const hostOn = hostsOn('railhex-test', fixtureMaps);
const counting = watched(countingSystem('counting-1'));
const { stateOf } = counting;
const newHost = (system = counting.system) => hostOn<CountingTypes>(sourceOf(system, hiddenCards), system.version);
const REQ = fixtureGame('counting', 42);
const TABLE = 'table' as const;
const ADA = { seat: 0 };

type Host = WorkerApi<CountingTypes>;

async function created(host: Host, req: NewGameRequest = REQ) {
  const res = await host.createGame(req, TABLE);
  if (!res.ok) throw new Error(res.reason.key);
  return res.snapshot;
}

async function play(host: Host, id: string, moves: CountingMove[]) {
  let last;
  for (const m of moves) {
    const open = await host.openGame(id, TABLE);
    if (!open.ok) throw new Error(open.reason.key);
    last = await host.dispatch(id, open.snapshot.head.moveCount, m, { seat: m.seat });
    if (!last.ok) throw new Error(`${m.type}: ${last.reason.key}`);
  }
  return last!;
}

describe('creating and reloading games', () => {
  it('stores a new game and lists it with its position', async () => {
    const { host } = await newHost();
    const snap = await created(host, { ...REQ, title: '  Friday  ' });
    expect(snap.head).toMatchObject({ title: 'Friday', ruleSystem: 'counting', edition: 'standard', map: 'tiny', mapTitle: 'Tiny', round: 1, toAct: 0, moveCount: 0, status: 'playing', engineVersion: 'counting-1' });
    expect(snap.view.names).toEqual(['Ada', 'Bo']);
    expect(snap.viewer).toBe(TABLE);
    expect(snap.eventTexts.map((t) => t.key)).toEqual(['event.started']);
    const list = await listed(host);
    expect(list.map((g) => g.id)).toEqual([snap.head.id]);
  });

  it('refuses a bad setup with a reason and stores nothing', async () => {
    const { host } = await newHost();
    const dup = await host.createGame({ ...REQ, seats: [{ name: 'A', color: 'blue' }, { name: 'B', color: 'blue' }] }, TABLE);
    expect(dup).toMatchObject({ ok: false, reason: { key: 'game.badRequest' } });
    const noMap = await host.createGame({ ...REQ, map: 'atlantis' }, TABLE);
    expect(noMap).toMatchObject({ ok: false, reason: { key: 'map.notFound' } });
    const broken = await host.createGame({ ...REQ, map: 'broken' }, TABLE);
    expect(broken).toMatchObject({ ok: false, reason: { key: 'map.invalid' } });
    const seed = await host.createGame({ ...REQ, seed: -1 }, TABLE);
    expect(seed).toMatchObject({ ok: false, reason: { key: 'game.badRequest' } });
    // The rule system checks its own edition and options.
    expect(await host.createGame({ ...REQ, edition: 'deluxe' }, TABLE)).toMatchObject({ ok: false, reason: { key: 'counting.edition' } });
    expect(await host.createGame({ ...REQ, options: { casualUndo: true, rounds: 4 } }, TABLE)).toMatchObject({ ok: false, reason: { key: 'game.badRequest', params: { detail: 'options' } } });
    expect(await listed(host)).toEqual([]);
  });

  it('picks the rule system by the request and refuses one the registry does not hold', async () => {
    const { host } = await newHost();
    const cards = await created(host, fixtureGame('hidden-cards', 7));
    expect(cards.head.ruleSystem).toBe('hidden-cards');
    expect(cards.toAct).toMatchObject({ seat: 0, decision: 'playOrKeep' });
    expect(await host.createGame(fixtureGame('age-of-steam', 7), TABLE)).toEqual({ ok: false, reason: { key: 'game.unknownRuleSystem', params: { id: 'age-of-steam' } } });
    expect(await host.createGame(fixtureGame('constructor', 7), TABLE)).toMatchObject({ ok: false, reason: { key: 'game.unknownRuleSystem' } });
    expect((await listed(host)).map((g) => g.ruleSystem)).toEqual(['hidden-cards']);
    expect((await host.listRuleSystems()).map((s) => [s.id, s.boardKind])).toEqual([
      ['counting', 'hex'],
      ['hidden-cards', 'lattice'],
    ]);
  });

  it('keeps every accepted move across a worker restart (a new host on the same database)', async () => {
    const a = await newHost();
    const { head } = await created(a.host);
    const moves: CountingMove[] = [
      { type: 'add', seat: 0, n: 2 },
      { type: 'roll', seat: 0 },
      { type: 'end', seat: 0 },
      { type: 'add', seat: 1, n: 3 },
    ];
    const last = await play(a.host, head.id, moves);
    if (!last.ok) throw new Error();
    const b = await newHost();
    const reopened = await b.host.openGame(head.id, TABLE);
    if (!reopened.ok) throw new Error(reopened.reason.key);
    expect(stateOf(reopened.snapshot.view)).toEqual(stateOf(last.snapshot.view));
    expect(reopened.snapshot.head.moveCount).toBe(4);
    expect(reopened.snapshot.head.toAct).toBe(1);
  });

  it('refuses a move for an outdated position (a retry after a crash) instead of applying it twice', async () => {
    const { host } = await newHost();
    const { head } = await created(host);
    const move: CountingMove = { type: 'add', seat: 0, n: 1 };
    expect((await host.dispatch(head.id, 0, move, ADA)).ok).toBe(true);
    expect(await host.dispatch(head.id, 0, move, ADA)).toMatchObject({ ok: false, reason: { key: 'game.stale' } });
    const open = await host.openGame(head.id, TABLE);
    expect(open.ok && open.snapshot.view.scores).toEqual([1, 0]);
  });

  it('answers malformed and illegal moves with reasons and stores nothing', async () => {
    const { host } = await newHost();
    const { head } = await created(host);
    const hostile = JSON.parse('{"type":"add","seat":0,"n":99,"__proto__":{"polluted":1}}');
    expect(await host.dispatch(head.id, 0, hostile, ADA)).toMatchObject({ ok: false, reason: { key: 'move.malformed' } });
    expect(await host.dispatch(head.id, 0, { type: 'add', seat: 1, n: 1 }, ADA)).toMatchObject({ ok: false, reason: { key: 'counting.notYourTurn' } });
    expect(await host.dispatch('g-none', 0, { type: 'end', seat: 0 }, ADA)).toMatchObject({ ok: false, reason: { key: 'game.notFound' } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const b = await newHost();
    const open = await b.host.openGame(head.id, TABLE);
    expect(open.ok && open.snapshot.head).toMatchObject({ moveCount: 0, logLength: 0 });
  });

  it('runs concurrent dispatches one after another', async () => {
    const { host } = await newHost();
    const { head } = await created(host);
    const [r1, r2] = await Promise.all([
      host.dispatch(head.id, 0, { type: 'add', seat: 0, n: 1 }, ADA),
      host.dispatch(head.id, 0, { type: 'add', seat: 0, n: 1 }, ADA),
    ]);
    expect(r1.ok).toBe(true);
    expect(r2).toMatchObject({ ok: false, reason: { key: 'game.stale' } });
  });

  it('a rule system whose code does not load (a stale chunk after an update) is answered in words, never thrown', async () => {
    const a = await newHost();
    const { head } = await created(a.host);
    await play(a.host, head.id, [{ type: 'add', seat: 0, n: 2 }]);
    const note = { engineVersion: 'counting-0', move: 1, reason: { key: 'x' } };
    await a.store.markCannotOpen(head.id, note);
    // The registry still names the counting race (and a system for the maps), but their chunks cannot be fetched.
    const good = sourceOf(counting.system, hiddenCards);
    const stale = new Set(['counting', 'age-of-steam']);
    const broken: RuleSystemSource = {
      ids: [...good.ids, 'age-of-steam'],
      facts: (id) => (id === 'age-of-steam' ? { ...good.facts('counting'), id } : good.facts(id)),
      load: (id) => (stale.has(id) ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : good.load(id)),
    };
    const b = await hostOn<CountingTypes>(broken, 'b');
    const unavailable = { ok: false, reason: { key: 'game.ruleSystemUnavailable', params: { id: 'counting' } } };
    expect(await b.host.openGame(head.id, TABLE)).toEqual(unavailable);
    expect(await b.host.dispatch(head.id, 1, { type: 'add', seat: 1, n: 1 }, { seat: 1 })).toEqual(unavailable);
    expect(await b.host.query(head.id, 'legalMoves', [], TABLE)).toEqual(unavailable);
    expect(await b.host.createGame(REQ, TABLE)).toEqual(unavailable);
    // The list keeps the head as it is (its note stays: this app could not check it); the maps of a system whose code
    // does not load are not offered; the systems are listed from the registry's facts; the version names those that load.
    expect(await b.host.listGames()).toEqual({ ok: true, games: [{ ...(await a.store.getGame(head.id)), cannotOpen: note }] });
    expect(await b.host.listMaps()).toEqual([]);
    expect((await b.host.listRuleSystems()).map((r) => r.id)).toEqual(['counting', 'hidden-cards', 'age-of-steam']);
    expect(await b.host.engineVersion()).toBe(hiddenCards.version);
    // The export still holds the moves (from the stored log).
    const exported = await b.host.exportGame(head.id);
    expect(exported.ok && exported.record.moves).toEqual([{ type: 'add', seat: 0, n: 2 }]);
  });

  it('a stored game of a rule system this app does not hold is refused in words, and its export still holds its moves', async () => {
    const a = await newHost();
    const { head } = await created(a.host);
    await play(a.host, head.id, [{ type: 'add', seat: 0, n: 2 }]);
    // An app without the counting race (as an older app would be without Steam).
    const b = await hostOn<CountingTypes>(sourceOf(hiddenCards), 'b');
    expect(await b.host.openGame(head.id, TABLE)).toEqual({ ok: false, reason: { key: 'game.unknownRuleSystem', params: { id: 'counting' } } });
    expect((await listed(b.host)).map((g) => g.id)).toEqual([head.id]);
    const exported = await b.host.exportGame(head.id);
    expect(exported.ok && exported.record).toMatchObject({ ruleSystem: 'counting', engineVersion: 'counting-1', moves: [{ type: 'add', seat: 0, n: 2 }] });
    // Nor does it import such a file.
    expect(await b.host.importGame(JSON.stringify(exported.ok && exported.record))).toEqual({ ok: false, reason: { key: 'import.record.ruleSystem' } });
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
    expect(last.snapshot.undo).toEqual({ seat: 0, count: 2, casual: false, casualCount: 0, casualReach: 0 });
    expect(await host.undo(head.id, 4, 3, false, ADA)).toMatchObject({ ok: false, reason: { key: 'undo.notAllowed', params: { count: 2 } } });
    const undone = await host.undo(head.id, 4, 2, false, ADA);
    if (!undone.ok) throw new Error(undone.reason.key);
    expect(undone.snapshot.head).toMatchObject({ moveCount: 2, logLength: 5 });
    expect(undone.snapshot.undo.count).toBe(0);
    // The rolled die stays; the undone adds are gone.
    const scoreAfterRoll = undone.snapshot.view.scores[0]!;
    expect(scoreAfterRoll).toBeGreaterThanOrEqual(2);
    expect(scoreAfterRoll).toBeLessThanOrEqual(7);
    const hist = await host.history(head.id, TABLE);
    if (!hist.ok) throw new Error();
    expect(hist.entries.map((e) => (e.kind === 'move' ? `${e.text.params?.name} ${e.text.key.replace('moveDesc.', '')}${e.text.params?.n ? ' ' + e.text.params.n : ''}@${e.n}` : `undo ${e.count}`))).toEqual([
      'Ada add 1@1',
      'Ada roll@2',
      'Ada add 2@null',
      'Ada add 3@null',
      'undo 2',
    ]);
    // A fresh worker sees the same.
    const b = await newHost();
    const open = await b.host.openGame(head.id, TABLE);
    expect(open.ok && stateOf(open.snapshot.view)).toEqual(stateOf(undone.snapshot.view));
  });

  it('allows no own undo once the turn passed, but a casual game may undo across turns', async () => {
    const strict = await newHost();
    const g = await created(strict.host);
    const r = await play(strict.host, g.head.id, [
      { type: 'add', seat: 0, n: 1 },
      { type: 'end', seat: 0 },
    ]);
    expect(r.ok && r.snapshot.undo.count).toBe(0);
    expect(await strict.host.undo(g.head.id, 2, 1, false, TABLE)).toMatchObject({ ok: false, reason: { key: 'undo.nothing' } });
    expect(await strict.host.undo(g.head.id, 2, 1, true, TABLE)).toMatchObject({ ok: false, reason: { key: 'undo.nothing' } });

    const casual = await created(strict.host, { ...REQ, options: { casualUndo: true } });
    await play(strict.host, casual.head.id, [
      { type: 'roll', seat: 0 },
      { type: 'end', seat: 0 },
      { type: 'add', seat: 1, n: 2 },
    ]);
    const u = await strict.host.undo(casual.head.id, 3, 3, true, TABLE);
    if (!u.ok) throw new Error(u.reason.key);
    expect(u.snapshot.view.scores).toEqual([0, 0]);
    expect(u.snapshot.head.toAct).toBe(0);
  });

  it('drops snapshots that an undo made stale, so a reload replays the right moves', async () => {
    const { host, store } = await newHost();
    const g = await created(host, { ...REQ, options: { casualUndo: true } });
    const moves: CountingMove[] = [];
    for (let i = 0; i < SNAPSHOT_EVERY + 5; i++) moves.push({ type: 'add', seat: 0, n: 1 });
    await play(host, g.head.id, moves);
    expect((await store.nearestSnapshot(g.head.id, 1000, 'counting-1'))?.index).toBe(SNAPSHOT_EVERY);
    const u = await host.undo(g.head.id, moves.length, 10, true, TABLE);
    if (!u.ok) throw new Error(u.reason.key);
    expect(await store.nearestSnapshot(g.head.id, 1000, 'counting-1')).toBeUndefined();
    await play(host, g.head.id, [{ type: 'add', seat: 0, n: 3 }, ...Array.from({ length: 6 }, (): CountingMove => ({ type: 'add', seat: 0, n: 2 }))]);
    const b = await newHost();
    const open = await b.host.openGame(g.head.id, TABLE);
    if (!open.ok) throw new Error();
    // 15 adds of 1, then 3, then six adds of 2.
    expect(open.snapshot.view.scores[0]).toBe(15 + 3 + 12);
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
    const refused = await host.dispatch(g.head.id, 1, { type: 'add', seat: 0, n: 2 }, ADA);
    expect(refused).toMatchObject({ ok: false, reason: { key: 'store.quotaExceeded' } });
    store.append = real;
    // Memory was not advanced either: the same move can be sent again once there is space.
    const again = await host.dispatch(g.head.id, 1, { type: 'add', seat: 0, n: 2 }, ADA);
    expect(again.ok && again.snapshot.view.scores).toEqual([3, 0]);
    const b = await newHost();
    const open = await b.host.openGame(g.head.id, TABLE);
    expect(open.ok && open.snapshot.view.scores).toEqual([3, 0]);
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
    expect(exp.record).toMatchObject({ format: 'railhex-record/1', ruleSystem: 'counting', map: 'tiny', seed: 42, moves: { length: 3 } });
    expect(exp.filename).toMatch(/^railhex-tiny-g-.*\.json$/);
    const imp = await host.importGame(JSON.stringify(exp.record));
    if (!imp.ok) throw new Error(imp.reason.key);
    expect(imp.head.id).not.toBe(g.head.id);
    const open = await host.openGame(imp.head.id, TABLE);
    expect(open.ok && last.ok && stateOf(open.snapshot.view)).toEqual(last.ok && stateOf(last.snapshot.view));
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
      [JSON.stringify({ ...good, ruleSystem: 'steam' }), 'import.record.ruleSystem'],
      [JSON.stringify({ ...good, edition: 'deluxe' }), 'import.record.edition'],
      [JSON.stringify({ ...good, map: '../../etc/passwd' }), 'import.record.map'],
      [JSON.stringify({ ...good, map: 'atlantis' }), 'import.unknownMap'],
      [JSON.stringify({ ...good, seed: 2 ** 40 }), 'import.record.seed'],
      [JSON.stringify({ ...good, seats: [] }), 'import.record.seatCount'],
      [JSON.stringify({ ...good, seats: [{ name: 'x'.repeat(500), color: 'blue' }] }), 'import.record.seatName'],
      [JSON.stringify({ ...good, options: { casualUndo: 'yes' } }), 'import.record.options'],
      [JSON.stringify({ ...good, options: { rounds: 4 } }), 'import.record.options'],
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
  it('replays a game saved by another version of its rule system from its log and records the new version', async () => {
    const a = await newHost(counting.system);
    const g = await created(a.host);
    const moves = Array.from({ length: SNAPSHOT_EVERY + 2 }, (): CountingMove => ({ type: 'add', seat: 0, n: 1 }));
    await play(a.host, g.head.id, moves);
    const b = await newHost(watched(countingSystem('counting-2')).system);
    const open = await b.host.openGame(g.head.id, TABLE);
    if (!open.ok) throw new Error(open.reason.key);
    expect(open.snapshot.view.scores[0]).toBe(SNAPSHOT_EVERY + 2);
    expect(open.snapshot.head.engineVersion).toBe('counting-2');
    const snap = await b.store.nearestSnapshot(g.head.id, 1000, 'counting-2');
    expect(snap?.index).toBe(SNAPSHOT_EVERY);
    expect(await b.store.nearestSnapshot(g.head.id, 1000, 'counting-1')).toBeUndefined();
  });

  it('gives any earlier position without changing the game', async () => {
    const { host } = await newHost();
    const g = await created(host);
    await play(host, g.head.id, [
      { type: 'add', seat: 0, n: 1 },
      { type: 'add', seat: 0, n: 2 },
      { type: 'end', seat: 0 },
    ]);
    const at = await host.stateAt(g.head.id, 2, TABLE);
    expect(at.ok && at.view.scores).toEqual([3, 0]);
    expect(at.ok && at.summary).toEqual({ round: 1, scores: [3, 0] });
    expect(at.ok && at.board).toEqual({ round: 1 });
    const start = await host.stateAt(g.head.id, 0, TABLE);
    expect(start.ok && start.view.scores).toEqual([0, 0]);
    expect(await host.stateAt(g.head.id, 4, TABLE)).toMatchObject({ ok: false, reason: { key: 'history.outOfRange' } });
    const open = await host.openGame(g.head.id, TABLE);
    expect(open.ok && open.snapshot.head.moveCount).toBe(3);
  });

  it('answers engine queries by name and refuses unknown ones', async () => {
    const { host } = await newHost();
    const g = await created(host);
    await play(host, g.head.id, [{ type: 'add', seat: 0, n: 2 }]);
    expect(await host.query(g.head.id, 'scoreOf', [0], TABLE)).toEqual({ ok: true, value: 2 });
    // A hostile caller (postMessage is untyped) may name anything.
    expect(await host.query(g.head.id, 'constructor' as 'scoreOf', [0], TABLE)).toMatchObject({ ok: false, reason: { key: 'query.unknown' } });
  });

  it('answers legalMoves for a system whose query table does not repeat it (RuleSystem.legalMoves)', async () => {
    const { queries: _all, ...rest } = counting.system;
    const lean = { ...rest, queries: { scoreOf: counting.system.queries.scoreOf } } as unknown as typeof counting.system;
    const { host } = await newHost(lean);
    const g = await created(host);
    const legal = await host.query(g.head.id, 'legalMoves', [], TABLE);
    expect(legal.ok && legal.value).toEqual(counting.system.legalMoves(stateOf(g.view)));
    expect(legal.ok && legal.value.length).toBe(5);
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
    expect(await host.openGame(g.head.id, TABLE)).toMatchObject({ ok: false, reason: { key: 'game.notFound' } });
  });
});
