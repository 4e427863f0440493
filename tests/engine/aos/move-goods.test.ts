// Phase 5 (rules-spec §2.1.8): AOS-MOVE-01, First Move first in both rounds, one engine upgrade per phase,
// eliminated owners earn nothing, refused routes carry the track module's reason.
import { describe, expect, it } from 'vitest';
import { draftOf } from '../../../src/engine/aos/draft';
import { startMoveGoods } from '../../../src/engine/aos/phases/goods';
import { tilePieces } from '../../../src/engine/track/tiles';
import { applyMove, deliveryOptions, legalMoves, newGame, toAct, type GameState } from '../../../src/engine/aos/index';
import type { BoardMap } from '../../../src/engine/map/types';
import type { PlacedTile, TileClass, TrackBoard } from '../../../src/engine/track/types';
import { play, refuse } from './helpers';

const EVANSVILLE = '0,1';
const CINCINNATI = '2,1';
const INDIANAPOLIS = '1,2';

const MAP: BoardMap = {
  schema: 'railhex-map/1',
  id: 'move-example',
  title: 'Move example',
  game: 'age-of-steam',
  players: { min: 2, max: 6 },
  grid: { orientation: 'flat', offset: 'odd-q', cols: 4, rows: 4 },
  terrain: ['....', '....', '....', '....'],
  places: [
    { id: 'evansville', name: 'Evansville', kind: 'city', hex: EVANSVILLE, lonLat: [0, 0], color: 'blue', growth: { group: 'dark', n: 1 } },
    { id: 'cincinnati', name: 'Cincinnati', kind: 'city', hex: CINCINNATI, lonLat: [0, 0], color: 'blue', growth: { group: 'dark', n: 2 } },
    { id: 'indianapolis', name: 'Indianapolis', kind: 'town', hex: INDIANAPOLIS, lonLat: [0, 0] },
  ],
  impassableEdges: [],
  rules: { variant: 'rust-belt' },
  credits: [],
  provenance: { generator: 'test', inputsHash: '0' },
};

function tile(hex: string, t: TileClass, rotation: number, owner: number, townMarker = false): PlacedTile {
  return { hex, tile: t, rotation, townMarker, tracks: tilePieces(t, rotation, townMarker).map((p) => ({ ...p, owner })) };
}

/** Petra (seat 0) owns Evansville–Cincinnati; Daria (seat 1) owns Evansville–Indianapolis and Cincinnati–Indianapolis. */
function board(): TrackBoard {
  return {
    tiles: {
      '1,1': tile('1,1', 'G', 5, 0), // Evansville (edge 5) to Cincinnati (edge 1)
      '0,2': tile('0,2', 'G', 0, 1), // Evansville (edge 0) to Indianapolis (edge 2)
      '2,2': tile('2,2', 'G', 4, 1), // Indianapolis (edge 4) to Cincinnati (edge 0)
      [INDIANAPOLIS]: tile(INDIANAPOLIS, 'G', 5, 1, true), // spokes to (0,2) and (2,2), town marker
    },
    newCities: {},
    specialLinks: {},
  };
}

function moveGoodsState(firstMove: number | null): GameState {
  const s = newGame({ ruleSystem: 'age-of-steam', edition: 'deluxe', map: MAP, seats: [{ name: 'Petra', color: 'blue' }, { name: 'Daria', color: 'green' }], seed: 3 });
  const inventory = { ...s.tileSupply, G: s.tileSupply.G - 4 };
  const d = draftOf({
    ...s,
    turnOrder: [0, 1],
    track: board(),
    tileSupply: inventory,
    townMarkersLeft: 7,
    cubes: { [EVANSVILLE]: ['blue'], [CINCINNATI]: ['blue'] },
    actions: { ...s.actions, firstMove },
  });
  // Put every setup cube back so only the example's two cubes stand on the map (the colour mix does not matter here).
  const bag = { ...s.goodsTotal };
  for (const f of Object.keys(d.s.display)) if (d.s.display[f]) bag[d.s.display[f]!] -= 1;
  bag.blue -= 2;
  d.s.bag = bag;
  startMoveGoods(d);
  return d.s;
}

describe('move goods', () => {
  it('AOS-MOVE-01: Daria raises her engine, Petra delivers over her link; then Daria delivers over 2 of hers', () => {
    let s = moveGoodsState(1);
    expect(toAct(s)).toEqual({ seat: 1, phase: 'moveGoods', decision: 'moveGoods' });
    s = play(s, { type: 'upgradeEngine', seat: 1 });
    const petra = deliveryOptions(s, 0).find((dl) => dl.from === EVANSVILLE && dl.to === CINCINNATI)!;
    expect(petra.incomeBy).toEqual({ 0: 1 });
    s = play(s, { type: 'deliver', seat: 0, from: EVANSVILLE, color: 'blue', route: petra.route });
    // Round 2: First Move is first again.
    expect(toAct(s)?.seat).toBe(1);
    const daria = deliveryOptions(s, 1).find((dl) => dl.from === CINCINNATI && dl.to === EVANSVILLE && dl.route.length === 2)!;
    expect(daria.stops).toEqual([CINCINNATI, INDIANAPOLIS, EVANSVILLE]);
    s = play(s, { type: 'deliver', seat: 1, from: CINCINNATI, color: 'blue', route: daria.route });
    s = play(s, { type: 'passGoods', seat: 0 });
    expect(s.players[1]).toMatchObject({ engine: 2, income: 2 });
    expect(s.players[0]).toMatchObject({ engine: 1, income: 1 });
    expect(s.cubes[EVANSVILLE] ?? []).toEqual([]);
  });

  it('without First Move the turn order holds in both rounds', () => {
    let s = moveGoodsState(null);
    expect(toAct(s)?.seat).toBe(0);
    s = play(s, { type: 'passGoods', seat: 0 });
    s = play(s, { type: 'passGoods', seat: 1 });
    expect(s.moveGoods?.round).toBe(2);
    expect(toAct(s)?.seat).toBe(0);
  });

  it('the engine may be raised once per phase, never above 6', () => {
    let s = moveGoodsState(null);
    s = play(s, { type: 'upgradeEngine', seat: 0 });
    s = play(s, { type: 'passGoods', seat: 1 });
    expect(refuse(s, { type: 'upgradeEngine', seat: 0 })).toEqual({ key: 'goods.upgradeUsed' });
    expect(legalMoves(s).some((m) => m.type === 'upgradeEngine')).toBe(false);
    const t = { ...moveGoodsState(null), players: moveGoodsState(null).players.map((p) => ({ ...p, engine: 6 })) };
    expect(refuse(t, { type: 'upgradeEngine', seat: 0 })).toEqual({ key: 'goods.engineMax', params: { max: 6 } });
  });

  it('refuses a route longer than the engine, naming links and engine', () => {
    const s = moveGoodsState(null);
    const two = deliveryOptions({ ...s, players: s.players.map((p) => ({ ...p, engine: 2 })) }, 0).find((dl) => dl.route.length === 2)!;
    expect(refuse(s, { type: 'deliver', seat: 0, from: two.from, color: 'blue', route: two.route })).toEqual({
      key: 'deliver.tooManyLinks',
      params: { links: 2, engine: 1 },
    });
  });

  it('refuses moving a cube that is not there', () => {
    const s = moveGoodsState(null);
    const r = applyMove(s, { type: 'deliver', seat: 0, from: EVANSVILLE, color: 'red', route: ['x'] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason.key).toBe('deliver.noCube');
  });

  it("an eliminated owner's links carry goods but pay nobody", () => {
    const s = moveGoodsState(null);
    const t: GameState = { ...s, players: s.players.map((p, i) => (i === 1 ? { ...p, eliminated: true } : p)), turnOrder: [0] };
    const via = deliveryOptions({ ...t, players: t.players.map((p) => ({ ...p, engine: 2 })) }, 0).find((dl) => dl.route.length === 2)!;
    expect(via.incomeBy).toEqual({});
  });
});
