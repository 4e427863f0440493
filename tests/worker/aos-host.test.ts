// The host with the real Age of Steam engine and the bundled maps: a game played by legal moves survives a restart
// (snapshots included), exports and imports to the same state, and the map files load through parseMap.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { toAct } from '../../src/engine';
import { parseMap } from '../../src/engine/map/validate';
import { GameStore } from '../../src/store/game-store';
import { aosPort } from '../../src/worker/aos-port';
import { EngineHost, SNAPSHOT_EVERY } from '../../src/worker/host';
import { mapSource } from '../../src/worker/maps';
import { threeSeatGame } from '../fixtures/new-game';
import type { AosMove, AosTypes } from '../../src/worker/protocol';

const maps = mapSource(import.meta.glob('../../assets/maps/*.json', { import: 'default' }), parseMap);
const stores: GameStore[] = [];
let n = 0;

async function newHost(db: string) {
  const store = await GameStore.open<AosMove>(db);
  stores.push(store as GameStore);
  let ids = 0;
  return new EngineHost<AosTypes>({ engine: aosPort, store, maps, now: () => 1_700_000_000_000 + ids, newId: () => `g-aos-${++ids}` });
}

afterEach(() => {
  for (const s of stores.splice(0)) s.close();
});

const REQ = threeSeatGame(12345);

describe('worker host with the Age of Steam engine', () => {
  it('lists the bundled maps, validated', async () => {
    const host = await newHost(`aos-${++n}`);
    const list = await host.listMaps();
    expect(list.map((m) => m.id)).toContain('rust-belt');
    for (const m of list) expect(m.title.length).toBeGreaterThan(0);
    // Maps whose own rule changes are not written yet say so, for the new-game screen to tell the players.
    expect(list.find((m) => m.id === 'rust-belt')!.ownRules).toBe(true);
    expect(list.find((m) => m.id === 'southern-us')!.ownRules).toBe(true);
    expect(list.find((m) => m.id === 'germany')!.ownRules).toBe(true);
    expect(list.find((m) => m.id === 'western-us')!.ownRules).toBe(true);
    // Every Age of Steam map has its own rules now; a map without (as the Steam maps will be at first) would say so.
    expect(list.every((m) => m.ownRules)).toBe(true);
    // Per-game options of a map's rules: Barbados's easier game.
    expect(list.find((m) => m.id === 'barbados')!.options).toEqual(['easier']);
    expect(list.find((m) => m.id === 'rust-belt')!.options).toEqual([]);
    expect(aosPort.mapRulesKnown!({ ...(await maps.load('rust-belt').then((r) => (r.ok ? r.map : null)))!, rules: { variant: 'nowhere' } })).toBe(false);
  });

  it("pins the rules a game begins with: base rules for a map without its own, the map's own otherwise", async () => {
    const host = await newHost(`aos-${++n}`);
    const southern = await host.createGame({ ...REQ, map: 'southern-us' });
    if (!southern.ok) throw new Error('not created');
    expect(southern.snapshot.head.options?.baseRules).toBeUndefined();
    expect(Object.values(southern.snapshot.state.cubes).flat()).toContain('white');
    // A map whose rules the engine does not know yet is pinned to the base rules.
    const loaded = await maps.load('rust-belt');
    if (!loaded.ok) throw new Error('no map');
    expect(aosPort.newGameOptions!(undefined, { ...loaded.map, rules: { variant: 'nowhere' } })).toEqual({ baseRules: true });
    expect(aosPort.newGameOptions!({ casualUndo: true }, loaded.map)).toEqual({ casualUndo: true });
  });

  it('a Southern U.S. game saved by engine 0.1.0 (base rules then) goes on by the base rules, also when imported', async () => {
    const db = `aos-${++n}`;
    // Engine 0.1.0 as it was: every map by the base rules, and nothing in the saved options says so.
    const store = await GameStore.open<AosMove>(db);
    stores.push(store as GameStore);
    const old = new EngineHost<AosTypes>({
      engine: { ...aosPort, version: '0.1.0', newGameOptions: undefined, settleOptions: undefined, newGame: (setup) => aosPort.newGame({ ...setup, options: { ...setup.options, baseRules: true } }) },
      store,
      maps,
      now: () => 1_700_000_000_000,
      newId: () => 'g-old',
    });
    const created = await old.createGame({ ...REQ, map: 'southern-us' });
    if (!created.ok) throw new Error(created.reason.key);
    let snap = created.snapshot;
    expect(snap.head.options?.baseRules).toBeUndefined();
    for (let i = 0; i < 12; i++) {
      const legal = await old.query('g-old', 'legalMoves', []);
      if (!legal.ok) throw new Error(legal.reason.key);
      const res = await old.dispatch('g-old', snap.head.moveCount, legal.value[0]!);
      if (!res.ok) throw new Error(res.reason.key);
      snap = res.snapshot;
    }
    const exported = await old.exportGame('g-old');
    if (!exported.ok) throw new Error(exported.reason.key);
    expect(exported.record.engineVersion).toBe('0.1.0');

    const host = await newHost(db);
    const opened = await host.openGame('g-old');
    if (!opened.ok) throw new Error(opened.reason.key);
    expect(opened.snapshot.head.engineVersion).toBe(aosPort.version);
    expect(opened.snapshot.head.options?.baseRules).toBe(true);
    expect(opened.snapshot.head.moveCount).toBe(12);
    expect(opened.snapshot.state).toEqual(snap.state);
    expect(Object.values(opened.snapshot.state.cubes).flat()).not.toContain('white');
    // Its export now says so itself, and the old file imports by the same rules.
    const again = await host.exportGame('g-old');
    expect(again.ok && again.record.options?.baseRules).toBe(true);
    const imported = await host.importGame(JSON.stringify(exported.record));
    if (!imported.ok) throw new Error(imported.reason.key);
    expect(imported.head.options?.baseRules).toBe(true);
    const reopened = await host.openGame(imported.head.id);
    expect(reopened.ok && reopened.snapshot.state).toEqual(snap.state);
  });

  it('plays legal moves past a snapshot, and a restarted worker reloads the identical game', async () => {
    const db = `aos-${++n}`;
    const host = await newHost(db);
    const created = await host.createGame(REQ);
    if (!created.ok) throw new Error(created.reason.key);
    const id = created.snapshot.head.id;
    let snap = created.snapshot;
    for (let i = 0; i < SNAPSHOT_EVERY + 3 && snap.head.toAct !== null; i++) {
      const legal = await host.query(id, 'legalMoves', []);
      if (!legal.ok) throw new Error(legal.reason.key);
      const move = legal.value[0];
      if (!move) break;
      const res = await host.dispatch(id, snap.head.moveCount, move);
      if (!res.ok) throw new Error(`${move.type}: ${res.reason.key}`);
      snap = res.snapshot;
      // What crosses postMessage must survive structured cloning unchanged.
      expect(structuredClone(snap.state)).toEqual(snap.state);
      // Who decides what is the engine's answer, carried with every snapshot for the game screen.
      const who = toAct(snap.state);
      expect(snap.toAct).toEqual(who ? { seat: who.seat, decision: who.decision } : null);
      expect(snap.toAct?.seat ?? null).toBe(snap.head.toAct);
    }
    expect(snap.head.moveCount).toBeGreaterThan(SNAPSHOT_EVERY);
    const again = await (await newHost(db)).openGame(id);
    if (!again.ok) throw new Error(again.reason.key);
    expect(again.snapshot.state).toEqual(snap.state);
    expect(again.snapshot.head).toEqual(snap.head);
    expect(again.snapshot.toAct).toEqual(snap.toAct);

    const exported = await host.exportGame(id);
    if (!exported.ok) throw new Error(exported.reason.key);
    const imported = await host.importGame(JSON.stringify(exported.record));
    if (!imported.ok) throw new Error(imported.reason.key);
    const opened = await host.openGame(imported.head.id);
    expect(opened.ok && opened.snapshot.state).toEqual(snap.state);

    const hist = await host.history(id);
    expect(hist.ok && hist.entries.length).toBe(snap.head.logLength);
  });
});
