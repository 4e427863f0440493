// The registry host with the real Age of Steam module and the bundled maps: a game played by legal moves survives a
// restart (snapshots included), exports and imports to the same state, and the map files load through parseMap.
import { describe, expect, it } from 'vitest';
import { toAct } from '../../src/engine/aos/queries';
import { ageOfSteam, type AosSystemTypes } from '../../src/engine/aos/module';
import type { GameState } from '../../src/engine/aos/state';
import { parseMap } from '../../src/engine/map/validate';
import { ruleSystems } from '../../src/engine/rule-systems';
import { SNAPSHOT_EVERY } from '../../src/worker/host';
import { mapSource } from '../../src/worker/maps';
import { threeSeatGame } from '../fixtures/new-game';
import { hostsOn, sourceOf, watched } from './hosts';

const maps = mapSource(import.meta.glob('../../assets/maps/*.json', { import: 'default' }), parseMap);
const hostOn = hostsOn('aos', () => maps);
const TABLE = 'table' as const;
const aos = watched(ageOfSteam);

/** A host over the app's own registry (the real lazy import), or over a given source. */
const newHost = (systems = ruleSystems, label = 'aos') => hostOn<AosSystemTypes>(systems, label).then((h) => h.host);

const REQ = threeSeatGame(12345);

describe('worker host with the Age of Steam module', () => {
  it('lists the bundled maps, validated, and the rule systems of the registry', async () => {
    const host = await newHost();
    const list = await host.listMaps();
    expect(list.map((m) => m.id)).toContain('rust-belt');
    for (const m of list) expect(m.title.length).toBeGreaterThan(0);
    // Each map says which rule system plays it: the map's game.
    expect(list.filter((m) => m.ruleSystem === 'steam').map((m) => m.id).toSorted()).toEqual(['ne-usa-se-canada', 'rhine-ruhr']);
    for (const m of list) expect(m.ruleSystem).toBe(['ne-usa-se-canada', 'rhine-ruhr'].includes(m.id) ? 'steam' : 'age-of-steam');
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
    expect(ageOfSteam.mapRulesKnown!({ ...(await maps.load('rust-belt').then((r) => (r.ok ? r.map : null)))!, rules: { variant: 'nowhere' } })).toBe(false);
    expect(await host.listRuleSystems()).toEqual([
      { id: 'age-of-steam', editions: ['deluxe', '2002'], boardKind: 'hex', players: { min: 1, max: 6 }, hiddenInformation: false },
      { id: 'steam', editions: ['basic', 'standard'], boardKind: 'hex', players: { min: 3, max: 6 }, hiddenInformation: false },
      { id: 'spike', editions: ['basic', 'advanced'], boardKind: 'lattice', players: { min: 2, max: 4 }, hiddenInformation: true },
    ]);
    expect(await host.engineVersion()).toContain(ageOfSteam.version);
  });

  it('refuses a new game of a rule system the registry does not hold, and stores nothing', async () => {
    const host = await newHost();
    expect(await host.createGame({ ...REQ, ruleSystem: 'tigris' }, TABLE)).toEqual({ ok: false, reason: { key: 'game.unknownRuleSystem', params: { id: 'tigris' } } });
    expect(await host.createGame({ ...REQ, ruleSystem: '__proto__' }, TABLE)).toMatchObject({ ok: false, reason: { key: 'game.unknownRuleSystem' } });
    const listed = await host.listGames();
    expect(listed.ok && listed.games).toEqual([]);
  });

  it("a new game's options are read as a record's are (record.ts parseSetupOptions): the system judges its own keys", async () => {
    const host = await newHost();
    // Honoured: casualUndo (the kernel's) and rounds (Age of Steam's); a false flag is not written.
    const made = await host.createGame({ ...REQ, options: { casualUndo: true, rounds: 5, easier: false } }, TABLE);
    expect(made.ok && made.snapshot.head.options).toEqual({ casualUndo: true, rounds: 5 });
    // Refused: a key the system does not know, a casualUndo that is not a flag, a value the system does not take.
    const refused = { ok: false, reason: { key: 'game.badRequest', params: { detail: 'options' } } };
    for (const options of [{ turbo: true }, { casualUndo: 'yes' }, { rounds: 99 }]) {
      expect(await host.createGame({ ...REQ, options } as typeof REQ, TABLE), JSON.stringify(options)).toEqual(refused);
    }
    const listed = await host.listGames();
    expect(listed.ok && listed.games.length).toBe(1);
  });

  it("pins the rules a game begins with: base rules for a map without its own, the map's own otherwise", async () => {
    const host = await newHost(sourceOf(aos.system));
    const southern = await host.createGame({ ...REQ, map: 'southern-us' }, TABLE);
    if (!southern.ok) throw new Error('not created');
    expect(southern.snapshot.head.options?.baseRules).toBeUndefined();
    expect(Object.values(southern.snapshot.view.cubes).flat()).toContain('white');
    // A map whose rules the engine does not know yet is pinned to the base rules.
    const loaded = await maps.load('rust-belt');
    if (!loaded.ok) throw new Error('no map');
    expect(ageOfSteam.newGameOptions!(undefined, { ...loaded.map, rules: { variant: 'nowhere' } })).toEqual({ baseRules: true });
    expect(ageOfSteam.newGameOptions!({ casualUndo: true }, loaded.map)).toEqual({ casualUndo: true });
  });

  it('a Southern U.S. game saved by engine 0.1.0 (base rules then) goes on by the base rules, also when imported', async () => {
    // Engine 0.1.0 as it was: every map by the base rules, and nothing in the saved options says so.
    const old0 = watched({
      ...ageOfSteam,
      version: '0.1.0',
      newGameOptions: undefined,
      settleOptions: undefined,
      start: (setup) => ageOfSteam.start({ ...setup, options: { ...setup.options, baseRules: true } }),
    });
    const old = (await hostOn<AosSystemTypes>(sourceOf(old0.system), 'old')).host;
    const created = await old.createGame({ ...REQ, map: 'southern-us' }, TABLE);
    if (!created.ok) throw new Error(created.reason.key);
    const id = created.snapshot.head.id;
    let snap = created.snapshot;
    expect(snap.head.options?.baseRules).toBeUndefined();
    for (let i = 0; i < 12; i++) {
      const legal = await old.query(id, 'legalMoves', [], TABLE);
      if (!legal.ok) throw new Error(legal.reason.key);
      const res = await old.dispatch(id, snap.head.moveCount, legal.value[0]!, TABLE);
      if (!res.ok) throw new Error(res.reason.key);
      snap = res.snapshot;
    }
    const exported = await old.exportGame(id);
    if (!exported.ok) throw new Error(exported.reason.key);
    expect(exported.record.engineVersion).toBe('0.1.0');

    const host = await newHost(sourceOf(aos.system));
    const opened = await host.openGame(id, TABLE);
    if (!opened.ok) throw new Error(opened.reason.key);
    expect(opened.snapshot.head.engineVersion).toBe(ageOfSteam.version);
    expect(opened.snapshot.head.options?.baseRules).toBe(true);
    expect(opened.snapshot.head.moveCount).toBe(12);
    expect(aos.stateOf(opened.snapshot.view)).toEqual(old0.stateOf(snap.view));
    expect(Object.values(opened.snapshot.view.cubes).flat()).not.toContain('white');
    // Its export now says so itself, and the old file imports by the same rules.
    const again = await host.exportGame(id);
    expect(again.ok && again.record.options?.baseRules).toBe(true);
    const imported = await host.importGame(JSON.stringify(exported.record));
    if (!imported.ok) throw new Error(imported.reason.key);
    expect(imported.head.options?.baseRules).toBe(true);
    const reopened = await host.openGame(imported.head.id, TABLE);
    expect(reopened.ok && aos.stateOf(reopened.snapshot.view)).toEqual(old0.stateOf(snap.view));
  });

  it('plays legal moves past a snapshot, and a restarted worker reloads the identical game', async () => {
    const host = await newHost(sourceOf(aos.system));
    const created = await host.createGame(REQ, TABLE);
    if (!created.ok) throw new Error(created.reason.key);
    const id = created.snapshot.head.id;
    let snap = created.snapshot;
    for (let i = 0; i < SNAPSHOT_EVERY + 3 && snap.head.toAct !== null; i++) {
      const legal = await host.query(id, 'legalMoves', [], TABLE);
      if (!legal.ok) throw new Error(legal.reason.key);
      const move = legal.value[0];
      if (!move) break;
      const res = await host.dispatch(id, snap.head.moveCount, move, { seat: move.seat });
      if (!res.ok) throw new Error(`${move.type}: ${res.reason.key}`);
      snap = res.snapshot;
      // What crosses postMessage must survive structured cloning unchanged.
      expect(structuredClone(snap)).toEqual(snap);
      // Who decides what is the engine's answer, carried with every snapshot for the game screen.
      const who = toAct(aos.stateOf(snap.view));
      expect(snap.toAct).toEqual(who ? { seat: who.seat, decision: who.decision } : null);
      expect(snap.toAct?.seat ?? null).toBe(snap.head.toAct);
    }
    expect(snap.head.moveCount).toBeGreaterThan(SNAPSHOT_EVERY);
    const again = await (await newHost(sourceOf(aos.system))).openGame(id, TABLE);
    if (!again.ok) throw new Error(again.reason.key);
    expect(aos.stateOf(again.snapshot.view)).toEqual(aos.stateOf(snap.view));
    expect(again.snapshot.head).toEqual(snap.head);
    expect(again.snapshot.toAct).toEqual(snap.toAct);

    const exported = await host.exportGame(id);
    if (!exported.ok) throw new Error(exported.reason.key);
    const imported = await host.importGame(JSON.stringify(exported.record));
    if (!imported.ok) throw new Error(imported.reason.key);
    const opened = await host.openGame(imported.head.id, TABLE);
    expect(opened.ok && aos.stateOf(opened.snapshot.view)).toEqual(aos.stateOf(snap.view));

    const hist = await host.history(id, TABLE);
    expect(hist.ok && hist.entries.length).toBe(snap.head.logLength);
  });

  it('sends no generator and no seed to the page: snapshots, past positions and views hold neither', async () => {
    const host = await newHost();
    const created = await host.createGame(REQ, TABLE);
    if (!created.ok) throw new Error(created.reason.key);
    const id = created.snapshot.head.id;
    const legal = await host.query(id, 'legalMoves', [], TABLE);
    if (!legal.ok) throw new Error(legal.reason.key);
    const moved = await host.dispatch(id, 0, legal.value[0]!, { seat: legal.value[0]!.seat });
    if (!moved.ok) throw new Error(moved.reason.key);
    const at = await host.stateAt(id, 0, { seat: 1 });
    if (!at.ok) throw new Error(at.reason.key);
    for (const view of [created.snapshot.view, moved.snapshot.view, at.view] as Partial<GameState>[]) {
      expect(view).not.toHaveProperty('rng');
      expect(view).not.toHaveProperty('seed');
    }
    // The view is all the rest of the state: the board and every seat's money and shares.
    expect(moved.snapshot.view.players).toHaveLength(3);
  });
});
