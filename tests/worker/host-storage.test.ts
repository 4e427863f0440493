// The registry host where two tabs share one database (two hosts, two connections): a tab that is behind recovers after
// one refused move, a game deleted in one tab is not brought back by the other, a rename survives the other tab's
// moves. And a save this version cannot replay: the home list says why, and its export still holds every move.
import { describe, expect, it } from 'vitest';
import type { RuleSystem } from '../../src/engine/rule-system';
import type { WorkerApi } from '../../src/worker/protocol';
import { countingSystem, type CountingMove, type CountingTypes } from '../fixtures/rule-systems';
import { fixtureMaps } from './fixture-maps';
import { fixtureGame, hostsOn, listed, sourceOf, watched } from './hosts';

const hostOn = hostsOn('railhex-host-storage', fixtureMaps);
const counting = watched(countingSystem('counting-1'));
const newHost = (system: RuleSystem<CountingTypes> = counting.system) => hostOn<CountingTypes>(sourceOf(system), system.version);
const REQ = fixtureGame('counting', 42);
const TABLE = 'table' as const;
const ADA = { seat: 0 };

const add = (k: number): CountingMove => ({ type: 'add', seat: 0, n: k });

async function opened(host: WorkerApi<CountingTypes>, id: string) {
  const res = await host.openGame(id, TABLE);
  if (!res.ok) throw new Error(res.reason.key);
  return res.snapshot;
}

describe('one game in two tabs', () => {
  it('a tab that is behind gets one "stale" answer, then sees the other tab\'s moves and plays on', async () => {
    const tab1 = (await newHost()).host;
    const tab2 = (await newHost()).host;
    const created = await tab1.createGame(REQ, TABLE);
    if (!created.ok) throw new Error(created.reason.key);
    const id = created.snapshot.head.id;
    await opened(tab2, id);
    expect(await tab2.dispatch(id, 0, add(2), ADA)).toMatchObject({ ok: true });
    // Tab 1 still holds the position before tab 2's move.
    expect(await tab1.dispatch(id, 0, add(1), ADA)).toEqual({ ok: false, reason: { key: 'game.stale' } });
    const fresh = await opened(tab1, id);
    expect(fresh.head.moveCount).toBe(1);
    expect(fresh.view.scores[0]).toBe(2);
    const next = await tab1.dispatch(id, 1, add(3), ADA);
    expect(next.ok && next.snapshot.view.scores[0]).toBe(5);
  });

  it('a move in a tab whose game was deleted in the other tab is refused, and the game stays deleted', async () => {
    const tab1 = (await newHost()).host;
    const { host: tab2, store } = await newHost();
    const created = await tab1.createGame(REQ, TABLE);
    if (!created.ok) throw new Error(created.reason.key);
    const id = created.snapshot.head.id;
    expect(await tab1.dispatch(id, 0, add(1), ADA)).toMatchObject({ ok: true });
    expect(await tab2.deleteGame(id)).toEqual({ ok: true });
    expect(await tab1.dispatch(id, 1, add(1), ADA)).toEqual({ ok: false, reason: { key: 'game.notFound' } });
    expect(await listed(tab1)).toEqual([]);
    expect(await store.readLog(id)).toEqual([]);
    expect(await tab1.openGame(id, TABLE)).toEqual({ ok: false, reason: { key: 'game.notFound' } });
  });

  it("a rename in one tab is kept through the other tab's moves, and keeps the moves made before it", async () => {
    const tab1 = (await newHost()).host;
    const tab2 = (await newHost()).host;
    const created = await tab1.createGame({ ...REQ, title: 'Friday' }, TABLE);
    if (!created.ok) throw new Error(created.reason.key);
    const id = created.snapshot.head.id;
    await opened(tab2, id);
    expect(await tab2.dispatch(id, 0, add(1), ADA)).toMatchObject({ ok: true });
    const renamed = await tab1.renameGame(id, 'Rematch');
    expect(renamed.ok && renamed.head).toMatchObject({ title: 'Rematch', moveCount: 1 });
    const moved = await tab2.dispatch(id, 1, add(1), ADA);
    expect(moved.ok && moved.snapshot.head.title).toBe('Rematch');
    expect((await listed(tab1)).map((g) => [g.title, g.moveCount])).toEqual([['Rematch', 2]]);
  });
});

/** A later version that no longer accepts adding 3 (a rule fixed after the game was saved). */
function stricter(): RuleSystem<CountingTypes> {
  const base = countingSystem('counting-2');
  return {
    ...base,
    apply: (s, m) => (m.type === 'add' && m.n === 3 ? { ok: false, reason: { key: 'counting.tooMuch', params: { n: 3 } } } : base.apply(s, m)),
  };
}

describe('a save this version cannot replay', () => {
  it('says on its list entry which move failed and why, and exports every stored move under the version that stored them', async () => {
    const old = (await newHost()).host;
    const created = await old.createGame({ ...REQ, title: 'Old save' }, TABLE);
    if (!created.ok) throw new Error(created.reason.key);
    const id = created.snapshot.head.id;
    for (const [i, m] of [add(1), add(3), add(2)].entries()) expect(await old.dispatch(id, i, m, ADA)).toMatchObject({ ok: true });

    const updated = (await newHost(stricter())).host;
    // The answer wraps the engine's own reason (said in words, not shown as its key).
    expect(await updated.openGame(id, TABLE)).toEqual({ ok: false, reason: { key: 'game.replayFailed', params: { index: 2 }, cause: { key: 'counting.tooMuch', params: { n: 3 } } } });
    const [entry] = await listed(updated);
    expect(entry?.cannotOpen).toEqual({ engineVersion: 'counting-2', move: 2, reason: { key: 'counting.tooMuch', params: { n: 3 } } });

    const exported = await updated.exportGame(id);
    if (!exported.ok) throw new Error(exported.reason.key);
    expect(exported.record.moves).toEqual([add(1), add(3), add(2)]);
    expect(exported.record.engineVersion).toBe('counting-1');
    expect(exported.filename).toBe(`railhex-old-save-${id}.json`);

    // The note is about counting-2: the version that stored the game does not show it, and opens the game as before.
    expect((await listed(old))[0]?.cannotOpen).toBeUndefined();
    // A version that can replay the moves again drops the note for good.
    const fixedAgain = (await newHost(countingSystem('counting-3'))).host;
    expect(await fixedAgain.openGame(id, TABLE)).toMatchObject({ ok: true });
    const [after] = await listed(updated);
    expect(after).not.toHaveProperty('cannotOpen');
  });
});
