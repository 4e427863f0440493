// Findings of the second reading, each with the position that showed it: the standard game's auction without bids
// when the privilege was used, German colour names in the history, the tile invariant, the undo barrier at the end of
// the initial auction, the build turn's end after a last action, and a field number as the player counts it.
import { describe, expect, it } from 'vitest';
import { steam } from '../../../src/engine/steam/module';
import { boardTilesMatch } from '../../../src/engine/steam/track-rules';
import { emptyTrackBoard } from '../../../src/engine/track';
import { play, startSteam } from './helpers';

describe('the standard auction without bids ([000:L553], [000:L561])', () => {
  it('the privilege holder who passed once and is left alone goes first; the others by their drop-out', () => {
    let s = startSteam({ players: 4, edition: 'standard' });
    const order = [0, 1, 2, 3];
    s = { ...s, turnOrder: order.slice(), queue: order.slice(), turnOrderHolder: 0, players: s.players.map((p) => ({ ...p, cash: 5 })) };
    for (const seat of order) s = play(s, { type: 'acquireCapital', seat, units: 0 });
    s = play(s, { type: 'turnOrderPass', seat: 0 }, { type: 'dropOut', seat: 1 }, { type: 'dropOut', seat: 2 }, { type: 'dropOut', seat: 3 });
    expect(s.turnOrder).toEqual([0, 3, 2, 1]);
  });
  it('without the privilege, passing in turn reverses the order', () => {
    let s = startSteam({ players: 3, edition: 'standard' });
    s = { ...s, turnOrder: [0, 1, 2], queue: [0, 1, 2], turnOrderHolder: null };
    for (const seat of [0, 1, 2]) s = play(s, { type: 'acquireCapital', seat, units: 0 });
    s = play(s, { type: 'dropOut', seat: 0 }, { type: 'dropOut', seat: 1 });
    expect(s.turnOrder).toEqual([2, 1, 0]);
  });
});

/** A placed tile without track pieces: all the tile invariant reads is its face. */
const tile = (hex: string, t: 'S' | 'T1') => ({ hex, tile: t, rotation: 0, townMarker: false, tracks: [] });

describe('the tiles-matched invariant', () => {
  it('sees a board with more faces of a kind than physical tiles, whatever face comes first', () => {
    // Five T1 faces, but only four physical T1 tiles exist; the straight is listed first.
    const tiles = Object.fromEntries([tile('0,0', 'S'), ...[1, 2, 3, 4, 5].map((i) => tile(`${i},0`, 'T1'))].map((t) => [t.hex, t]));
    expect(boardTilesMatch({ ...emptyTrackBoard(), tiles })).toBe(false);
    const four = Object.fromEntries([tile('0,0', 'S'), ...[1, 2, 3, 4].map((i) => tile(`${i},0`, 'T1'))].map((t) => [t.hex, t]));
    expect(boardTilesMatch({ ...emptyTrackBoard(), tiles: four })).toBe(true);
  });
});

describe('cube groups in the history', () => {
  it('a German sentence names the colours in German', async () => {
    const { formatText } = await import('../../../src/engine/message-text');
    const { STEAM_CATALOGUE } = await import('../../../src/engine/steam/catalogue');
    const { STEAM_ID_PARAMS, steamListParam } = await import('../../../src/engine/steam/messages');
    const s = startSteam({ players: 3 });
    const r = steam.describeEvent({ type: 'goodsSupplied', seat: 0, hex: s.map.places[0]!.hex, field: 2, cubes: ['red', 'grey'] }, s, 'table');
    const de = formatText(STEAM_CATALOGUE[r.key]!.de, 'de', (k) => {
      const v = r.params?.[k];
      if (v === undefined) return undefined;
      const family = STEAM_ID_PARAMS[k];
      return family ? (STEAM_CATALOGUE[`${family}.${v}`]?.de ?? v) : steamListParam(k, v, 'de');
    });
    expect(de).toContain('rot, grau');
    expect(de).not.toMatch(/\b(red|grey)\b/);
  });
});

describe('the build turn ends by itself (S-AUTO-END)', () => {
  it('after Goods supply, when the seat has already laid its three tiles', async () => {
    const { selectActions, who } = await import('./helpers');
    let s = startSteam({ players: 3, startOrder: 'random' });
    const [first, second, third] = s.turnOrder as [number, number, number];
    s = selectActions(s, { [first]: 'goodsSupply', [second]: 'engineer', [third]: 'firstMove' });
    const seat = who(s)!.seat;
    // The holder has laid the turn's three tiles; Goods supply is still to come.
    s = { ...s, build: { ...s.build!, tilesThisTurn: 3 } };
    const city = s.map.places.find((p) => p.kind === 'city')!.hex;
    s = play(s, { type: 'supplyGoods', seat, hex: city, field: 0 });
    expect(who(s)?.seat).not.toBe(seat);
    expect(s.build?.queue.includes(seat)).toBe(false);
  });
});

describe('capital, reckoned once for the engine and the capital panel', () => {
  it('at −$9 income, 3 steps: one income step, then 2 VP for each further $5 (S-E2)', async () => {
    const { capitalPreview } = await import('../../../src/engine/steam/finance');
    const seat = { cash: 1, income: -9, vp: 6, engine: 1, bankrupt: false, bankruptInRound: null, action: null, forgone: false, performed: false, hasBuilt: false, tilesBuilt: 0, deliveries: 0, borrowed: 0 };
    expect(capitalPreview(seat, 3)).toEqual({ cashAfter: 16, incomeAfter: -10, incomeSteps: 1, vpLost: 4, vpAfter: 2 });
    let s = startSteam({ players: 3, edition: 'standard' });
    const first = s.queue[0]!;
    s = { ...s, players: s.players.map((p, i) => (i === first ? { ...p, ...seat } : p)) };
    s = play(s, { type: 'acquireCapital', seat: first, units: 3 });
    expect(s.players[first]).toMatchObject({ cash: 16, income: -10, vp: 2 });
  });
});
