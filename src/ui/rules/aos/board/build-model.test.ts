import '../../../../../tests/support/system-texts';
import type { Signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import type { AosView as GameState } from '../../../../engine/aos/page';
import type { AosView } from '../engine';
import type { BuildOption } from './board-game';
import { BuildModel, tileChoiceLabel } from './build-model';
import { setLang } from '../../../i18n/i18n';
import { fakeGame } from './fake-game.test-support';

const state = {
  phase: 'buildTrack',
  build: { queue: [1, 0], tilesThisTurn: 1, spentThisTurn: 2, urbanizationDone: true, builtHexes: [[], []] },
  actions: { engineer: 1 },
  players: [{ cash: 5 }, { cash: 9 }],
} as unknown as Partial<GameState>;

const opt = (hex: string, tile: BuildOption['request']['tile'], rotation: number, cost = 2): BuildOption => ({ request: { hex, tile, rotation }, cost, kind: 'place' });
const options = [opt('3,3', 'S', 0), opt('3,3', 'S', 1), opt('3,3', 'S', 2), opt('3,3', 'G', 0, 3), opt('3,3', 'G', 4, 3), opt('4,4', 'K', 2)];

describe('build panel model', () => {
  it('highlights every hex the engine offers and shows the seat’s figures (tiles left as the worker counts them)', async () => {
    const { game } = fakeGame(state, {}, { buildOptions: (_s, hex) => options.filter((o) => !hex || o.request.hex === hex), buildTurn: { limit: 4, built: 1, left: 3, spent: 2 } });
    const m = new BuildModel(game);
    await m.refresh();
    expect(m.seat.value).toBe(1);
    expect(m.buildable.value).toEqual(['3,3', '4,4']);
    expect(m.cash.value).toBe(9);
    expect(m.spent.value).toBe(2);
    expect(m.tilesLeft.value).toBe(3);
  });

  it("shows the engine's reason the turn may not end yet before the player tries (Germany)", async () => {
    const endReason = { key: 'build.incompleteAtEnd', params: { place: 'Essen' } };
    const { game } = fakeGame(state, {}, { endReason });
    const m = new BuildModel(game);
    await m.refresh();
    expect(m.endReason.value).toEqual(endReason);
    const free = new BuildModel(fakeGame(state, {}, {}).game);
    await free.refresh();
    expect(free.endReason.value).toBeNull();
  });

  it('offers the special links the engine lists and sends the chosen one (Germany)', async () => {
    const specialLinks = [{ link: 'essen-dortmund', name: 'Essen–Dortmund', cost: 2 }];
    const { game, sent } = fakeGame(state, {}, { specialLinks });
    const m = new BuildModel(game);
    await m.refresh();
    expect(m.specialLinks.value).toEqual(specialLinks);
    expect(await m.buildSpecialLink('essen-dortmund')).toBe(true);
    expect(sent).toEqual([{ type: 'buildSpecialLink', seat: 1, link: 'essen-dortmund' }]);
    const refused = fakeGame(state, {}, { specialLinks, refuse: { key: 'build.cannotAfford' } });
    const r = new BuildModel(refused.game);
    await r.refresh();
    expect(await r.buildSpecialLink('essen-dortmund')).toBe(false);
    expect(r.reason.value).toEqual({ key: 'build.cannotAfford' });
  });

  it('a tap shows a ghost; tapping again or rotating turns the same tile; choosing a tile switches', async () => {
    const { game, sent } = fakeGame(state, {}, { buildOptions: (_s, hex) => options.filter((o) => !hex || o.request.hex === hex) });
    const m = new BuildModel(game);
    await m.tapHex('3,3');
    expect(m.current.value?.request).toEqual({ hex: '3,3', tile: 'S', rotation: 0 });
    expect(m.tiles.value.map((c) => c.tile)).toEqual(['S', 'G']);
    await m.tapHex('3,3');
    expect(m.current.value?.request.rotation).toBe(1);
    m.rotate(-1);
    m.rotate(-1);
    expect(m.current.value?.request.rotation).toBe(2);
    m.chooseTile('G', false);
    m.rotate(1);
    expect(m.current.value?.request).toEqual({ hex: '3,3', tile: 'G', rotation: 4 });
    expect(await m.confirm()).toBe(true);
    expect(sent).toEqual([{ type: 'build', seat: 1, hex: '3,3', tile: 'G', rotation: 4 }]);
    expect(m.selected.value).toBeNull();
  });

  it('a tap where nothing fits shows the engine’s reason', async () => {
    const { game, sent } = fakeGame(state, {}, { buildOptions: () => [], checkReason: { key: 'build.onCity' } });
    const m = new BuildModel(game);
    await m.tapHex('8,6');
    expect(m.current.value).toBeNull();
    expect(m.reason.value).toEqual({ key: 'build.onCity' });
    expect(await m.confirm()).toBe(false);
    expect(sent).toEqual([]);
  });

  it('a refused build keeps the ghost and shows why', async () => {
    const { game } = fakeGame(state, {}, { buildOptions: () => options.slice(0, 1), refuse: { key: 'build.cannotAfford' } });
    const m = new BuildModel(game);
    await m.tapHex('3,3');
    expect(await m.confirm()).toBe(false);
    expect(m.reason.value).toEqual({ key: 'build.cannotAfford' });
    expect(m.current.value).not.toBeNull();
  });

  it('is idle outside the build phase', async () => {
    const { game } = fakeGame({ ...state, phase: 'moveGoods' } as Partial<GameState>, {}, { buildOptions: () => options });
    const m = new BuildModel(game);
    await m.refresh();
    expect(m.seat.value).toBeNull();
    expect(m.buildable.value).toEqual([]);
    await m.tapHex('3,3');
    expect(m.current.value).toBeNull();
  });

  it('plan mode asks the worker: steps get its verdicts, and a tap shows the options after the plan', async () => {
    const illegal = { key: 'build.notConnected' };
    const { game, planAsks, sent } = fakeGame(state, {}, {
      buildOptions: (_s, hex) => options.filter((o) => !hex || o.request.hex === hex),
      checkPlan: (_seat, builds, hex) => ({
        steps: builds.map((b) => (b.hex === '3,3' ? { ok: true as const, cost: 2, kind: 'place' as const } : { ok: false as const, reason: illegal })),
        options: hex === '4,4' ? [opt('4,4', 'K', 2, 5)] : options.filter((o) => o.request.hex === hex),
        reason: hex === '9,9' ? { key: 'build.offMap' } : null,
      }),
    });
    const m = new BuildModel(game);
    await m.refresh();
    await m.setPlanning(true);
    await m.tapHex('3,3');
    await m.addToPlan();
    expect(planAsks.at(-1)).toEqual({ builds: [{ hex: '3,3', tile: 'S', rotation: 0 }] });
    expect(m.plan.value).toEqual([{ req: { hex: '3,3', tile: 'S', rotation: 0 }, cost: 2, reason: null }]);
    // A tap while planning: the worker's options after the plan, not the real position's.
    await m.tapHex('4,4');
    expect(planAsks.at(-1)).toEqual({ builds: [{ hex: '3,3', tile: 'S', rotation: 0 }], hex: '4,4' });
    expect(m.current.value).toEqual(opt('4,4', 'K', 2, 5));
    await m.addToPlan();
    expect(m.plan.value[1]).toEqual({ req: { hex: '4,4', tile: 'K', rotation: 2 }, cost: null, reason: illegal });
    expect(m.planTotal.value).toBe(2);
    await m.tapHex('9,9');
    expect(m.reason.value).toEqual({ key: 'build.offMap' });
    expect(sent).toEqual([]);
  });
});

/** The fake's state is a writable signal behind the model's read-only view: a move by the engine, as far as the model sees. */
const setState = (game: { state: { value: AosView } }, next: AosView) => ((game.state as Signal<AosView>).value = next);

describe('plan mode belongs to one turn', () => {
  const planOptions = { buildOptions: (_s: number, hex?: string) => options.filter((o) => !hex || o.request.hex === hex) };

  it('is switched off with its plan when the next player is on turn, and a tap there shows a ghost to build', async () => {
    const { game } = fakeGame(state, {}, planOptions);
    const m = new BuildModel(game);
    await m.refresh();
    await m.setPlanning(true);
    await m.tapHex('3,3');
    await m.addToPlan();
    expect(m.plan.value).toHaveLength(1);
    // Seat 1 ends its turn: seat 0 builds next.
    setState(game, { ...game.state.value, build: { ...game.state.value.build!, queue: [0] } });
    await m.refresh();
    expect(m.seat.value).toBe(0);
    expect(m.planning.value).toBe(false);
    expect(m.plan.value).toEqual([]);
    await m.tapHex('3,3');
    expect(m.current.value).not.toBeNull();
  });

  it('is switched off in a new round even for the same player, and kept while the same player builds on', async () => {
    const { game } = fakeGame(state, {}, planOptions);
    const m = new BuildModel(game);
    await m.refresh();
    await m.setPlanning(true);
    // A move of the same turn (a tile built): the plan mode stays.
    await m.refresh();
    expect(m.planning.value).toBe(true);
    setState(game, { ...game.state.value, round: 2 });
    await m.refresh();
    expect(m.planning.value).toBe(false);
  });
});

describe('tile choice labels', () => {
  it('name the tile and its price, with the town marker only when there is one (no empty placeholder)', () => {
    setLang('en');
    expect(tileChoiceLabel({ tile: 'S', townMarker: false, cost: 2 })).toBe('straight, $2');
    expect(tileChoiceLabel({ tile: 'T1', townMarker: true, cost: 3 })).toBe('town, 1 track with town marker, $3');
    setLang('de');
    expect(tileChoiceLabel({ tile: 'S', townMarker: false, cost: 2 })).toBe('Gerade, $2');
    setLang('en');
  });
});
