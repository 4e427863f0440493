// Steam's board play models (src/ui/rules/steam/board): the tiles offered on a hex at their cheapest rotation, the
// deliveries ranked by the mover's points, and a tap where nothing fits showing the engine's reason for a plain straight.
import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import type { BoardGame, BuildOption, Delivery } from '../../../src/ui/rules/steam/board/board-game';
import { BuildModel, tileChoices } from '../../../src/ui/rules/steam/board/build-model';
import { rankDeliveries } from '../../../src/ui/rules/steam/board/goods-model';

const pay = { ok: true, units: 0, income: 0, vp: 0, cashAfter: 0, shortOfCash: false };
const opt = (tile: 'S' | 'G', rotation: number, cost: number): BuildOption => ({ request: { hex: '3,3', tile, rotation }, cost, kind: 'place', pay });
const delivery = (to: string, incomeBy: Record<number, number>, links: number): Delivery => ({ from: '1,1', color: 'red', to, route: Array.from({ length: links }, (_, i) => `l${i}`), stops: [], incomeBy });

describe('tileChoices', () => {
  it('lists each tile once, at its cheapest rotation, in the engine’s order', () => {
    expect(tileChoices([opt('G', 0, 4), opt('S', 1, 2), opt('G', 2, 3)])).toEqual([
      { tile: 'G', cost: 3 },
      { tile: 'S', cost: 2 },
    ]);
  });
});

describe('rankDeliveries', () => {
  it('puts the mover’s points first, then fewer points to others, then the shorter route', () => {
    const ds = [delivery('a', { 0: 1, 1: 2 }, 3), delivery('b', { 0: 2, 1: 1 }, 3), delivery('c', { 0: 2 }, 3), delivery('d', { 0: 2 }, 2)];
    expect(rankDeliveries(ds, 0).map((d) => d.to)).toEqual(['d', 'c', 'b', 'a']);
    expect(rankDeliveries(ds, 1).map((d) => d.to)).toEqual(['a', 'b', 'd', 'c']);
  });
});

describe('BuildModel', () => {
  it('says it is asking while the engine lists where the seat may build, and the tiles left once it answered', async () => {
    let answer: ((v: unknown) => void) | null = null;
    const game = {
      state: signal({ phase: 'buildTrack', points: null, build: { queue: [2] } }),
      query: (name: string) => (name === 'buildOptions' ? new Promise((r) => (answer = r)) : Promise.resolve({ ok: true, value: { left: 3, spent: 0 } })),
    } as unknown as BoardGame;
    const m = new BuildModel(game);
    const done = m.refresh();
    expect(m.asking.value).toBe(true);
    expect(m.tilesLeft.value).toBe(0);
    answer!({ ok: true, value: [opt('S', 0, 2)] });
    await done;
    expect(m.asking.value).toBe(false);
    expect(m.tilesLeft.value).toBe(3);
    expect(m.buildable.value).toEqual(['3,3']);
  });

  it('a tap while the whole map is being asked does not lose that answer (the two asks are counted apart)', async () => {
    const pending: ((v: unknown) => void)[] = [];
    const game = {
      state: signal({ phase: 'buildTrack', points: null, build: { queue: [2] } }),
      query: (name: string, _seat: number, hex?: string) =>
        name === 'buildOptions' && hex === undefined
          ? new Promise((r) => pending.push(r))
          : Promise.resolve(name === 'buildTurn' ? { ok: true, value: { left: 3, spent: 0 } } : { ok: true, value: [opt('S', 0, 2)] }),
    } as unknown as BoardGame;
    const m = new BuildModel(game);
    const done = m.refresh();
    await m.tapHex('3,3');
    pending[0]!({ ok: true, value: [opt('S', 0, 2)] });
    await done;
    expect(m.asking.value).toBe(false);
    expect(m.buildable.value).toEqual(['3,3']);
    expect(m.tilesLeft.value).toBe(3);
  });

  it('shows the engine’s reason for a plain straight where no tile fits', async () => {
    const asked: string[] = [];
    const refusal = { key: 'track.mustConnect' };
    const game = {
      state: signal({ phase: 'buildTrack', points: null, build: { queue: [1] } }),
      query: async (name: string) => {
        asked.push(name);
        if (name === 'buildOptions') return { ok: true, value: [] };
        if (name === 'checkBuild') return { ok: true, value: { ok: false, reason: refusal } };
        return { ok: true, value: { left: 3, spent: 0 } };
      },
    } as unknown as BoardGame;
    const m = new BuildModel(game);
    expect(m.seat.value).toBe(1);
    await m.tapHex('4,4');
    expect(asked).toEqual(['buildOptions', 'checkBuild']);
    expect(m.selected.value).toBe('4,4');
    expect(m.reason.value).toEqual(refusal);
    expect(m.current.value).toBeNull();
  });

  it('turns the ghost through the rotations of the chosen tile when the same hex is tapped again', async () => {
    const options = [opt('S', 0, 2), opt('G', 1, 3), opt('S', 3, 2)];
    const game = { state: signal({ phase: 'buildTrack', points: null, build: { queue: [0] } }), query: async () => ({ ok: true, value: options }) } as unknown as BoardGame;
    const m = new BuildModel(game);
    await m.tapHex('3,3');
    expect(m.current.value?.request).toMatchObject({ tile: 'S', rotation: 0 });
    await m.tapHex('3,3');
    expect(m.current.value?.request).toMatchObject({ tile: 'S', rotation: 3 });
    m.chooseTile('G');
    expect(m.current.value?.request).toMatchObject({ tile: 'G', rotation: 1 });
  });
});
