// The registry host with the real Spike module on the bundled lattice board (assets/lattice through parseBoard): a new
// game starts on the lattice board, each seat's snapshot shows its own hand only, bot turns are stored as moves and the
// game survives a restart (replayed from the store) to the same view; the seed never leaves in a head.
import { describe, expect, it } from 'vitest';
import type { SpikeSystemTypes } from '../../src/engine/spike/module';
import { ruleSystems } from '../../src/engine/rule-systems';
import { mapSource, parseBoard } from '../../src/worker/maps';
import { hostsOn } from './hosts';

const maps = mapSource({ ...import.meta.glob('../../assets/lattice/*.json', { import: 'default' }), ...import.meta.glob('../../assets/maps/rust-belt.json', { import: 'default' }) }, parseBoard);
const hostOn = hostsOn('spike', () => maps);
const newHost = () => hostOn<SpikeSystemTypes>(ruleSystems, 'spike').then((h) => h.host);

const REQ = {
  ruleSystem: 'spike',
  edition: 'basic',
  map: 'spike-eastern-us',
  seats: [
    { name: 'Ada', color: 'blue' as const, bot: 'baseline' as const },
    { name: 'Bo', color: 'green' as const, bot: 'baseline' as const },
  ],
  seed: 4242,
};

describe('worker host with the Spike module', () => {
  it('lists the lattice board for Spike and starts a game on it, each seat seeing only its own hand', async () => {
    const host = await newHost();
    const list = await host.listMaps();
    expect(list.find((m) => m.id === 'spike-eastern-us')).toMatchObject({ ruleSystem: 'spike', players: { min: 2, max: 4 } });
    const made = await host.createGame(REQ, { seat: 0 });
    if (!made.ok) throw new Error(made.reason.key);
    const snap = made.snapshot;
    expect(snap.board.kind).toBe('lattice');
    expect(snap.view.players[0]!.hand).not.toBeNull();
    expect(snap.view.players[1]!.hand).toBeNull();
    expect('seed' in snap.head).toBe(false);
    const got = await host.getMap('spike-eastern-us');
    expect(got.ok && got.map.schema).toBe('railhex-lattice/1');
  });

  it("plays bot turns, stores them, and reopens the game from the store to the same table's view", async () => {
    const host = await newHost();
    const made = await host.createGame(REQ, 'table');
    if (!made.ok) throw new Error(made.reason.key);
    const id = made.snapshot.head.id;
    let moves = 0;
    for (; moves < 12; moves++) {
      const r = await host.playBot(id, moves, 'table');
      if (!r.ok) throw new Error(r.reason.key);
    }
    const before = await host.viewAs(id, 'table');
    await host.closeGame(id);
    const again = await (await newHost()).openGame(id, 'table');
    if (!before.ok || !again.ok) throw new Error('not opened');
    expect(again.snapshot.view).toEqual(before.snapshot.view);
    expect(again.snapshot.head.moveCount).toBe(12);
  });

  it("takes a private decision only from its own seat's viewer: the table and another seat are refused", async () => {
    const host = await newHost();
    const made = await host.createGame({ ...REQ, seats: REQ.seats.map((s) => ({ name: s.name, color: s.color })) }, 'table');
    if (!made.ok) throw new Error(made.reason.key);
    const id = made.snapshot.head.id;
    const seat = made.snapshot.toAct!.seat;
    expect(made.snapshot.toAct!.private).toBe(true);
    const mine = await host.viewAs(id, { seat });
    if (!mine.ok) throw new Error(mine.reason.key);
    const color = Object.entries(mine.snapshot.view.players[seat]!.hand!).find(([, n]) => n > 0)![0];
    const move = { type: 'gift' as const, seat, color };
    for (const viewer of ['table', { seat: 1 - seat }] as const) {
      expect(await host.dispatch(id, 0, move, viewer)).toEqual({ ok: false, reason: { key: 'move.private', params: { name: REQ.seats[seat]!.name } } });
    }
    expect((await host.dispatch(id, 0, move, { seat })).ok).toBe(true);
  });

  it('refuses to export a game in play (the file holds the seed, so every hand) and exports it once it is over', async () => {
    const host = await newHost();
    const made = await host.createGame(REQ, 'table');
    if (!made.ok) throw new Error(made.reason.key);
    const id = made.snapshot.head.id;
    expect(await host.exportGame(id)).toEqual({ ok: false, reason: { key: 'export.hiddenInPlay' } });
    for (let moves = 0; moves < 2000; moves++) {
      const r = await host.playBot(id, moves, 'table');
      if (!r.ok) throw new Error(r.reason.key);
      if (r.snapshot.toAct === null) break;
    }
    const out = await host.exportGame(id);
    if (!out.ok) throw new Error(out.reason.key);
    expect(out.record.seed).toBe(REQ.seed);
  }, 120_000);
});
