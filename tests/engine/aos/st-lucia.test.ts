// St. Lucia, two players (rules-spec §2.3.5, deluxe 001:L904-952; decisions X15–X17): setup, the start player's $5
// instead of an auction, no Production and no growth, and goods moved from track — along the link or the incomplete
// section under them first.
// oxlint-disable unicorn/consistent-function-scoping -- the scenario helpers sit beside the tests that use them
import { describe, expect, it } from 'vitest';
import { draftOf } from '../../../src/engine/aos/draft';
import { runAutomatic } from '../../../src/engine/aos/flow';
import { startMoveGoods } from '../../../src/engine/aos/phases/goods';
import { rollGrowth } from '../../../src/engine/aos/phases/growth';
import { terrainAt } from '../../../src/engine/map/query';
import { tilePieces } from '../../../src/engine/track/tiles';
import type { PlacedTile, TileClass } from '../../../src/engine/track/types';
import { applyMove, deliveryOptions, legalMoves, newGame, offeredActions, roundPhases, toAct, variantKnown, type GameState } from '../../../src/engine/aos/index';
import { smallMap } from '../../fixtures/engine/small-map';
import { play, refuse } from './helpers';
import { loadMap } from './random-harness';
import { roundOutlook, START_PLAYER_PRICE } from '../../../src/engine/aos/round-info';

const MAP = loadMap('st-lucia');
const seats = [
  { name: 'Petra', color: 'blue' as const },
  { name: 'Daria', color: 'green' as const },
];
const duo = (seed = 2) => newGame({ ruleSystem: 'age-of-steam', edition: 'deluxe', map: MAP, seats, seed });

describe('St. Lucia setup', () => {
  it('no cubes on the display; one on every green (plain or river) hex without a town; 8 rounds; the start is owed first', () => {
    expect(variantKnown(MAP)).toBe(true);
    const s = duo();
    expect(Object.values(s.display).every((c) => c === null)).toBe(true);
    const towns = new Set(MAP.places.map((p) => p.hex));
    for (let row = 0; row < MAP.grid.rows; row++) {
      for (let col = 0; col < MAP.grid.cols; col++) {
        const hex = `${col},${row}`;
        const green = terrainAt(MAP, hex) === 'plain' || terrainAt(MAP, hex) === 'river';
        expect(s.cubes[hex]?.length ?? 0, hex).toBe(green && !towns.has(hex) ? 1 : 0);
      }
    }
    expect(s.options.rounds).toBe(8);
    expect(s.phase).toBe('startPlayer');
    // X15: the start player of the dice is offered the start first.
    expect(toAct(s)).toEqual({ seat: s.turnOrder[0], phase: 'startPlayer', decision: 'startPlayer' });
  });
});

describe('St. Lucia start player (X15, X16)', () => {
  it('the new start player pays $5; if he declines the other may pay and start; if neither pays, the new order stays free', () => {
    const s = duo();
    const [a, b] = s.turnOrder as [number, number];
    const paid = play(s, { type: 'payStartPlayer', seat: a });
    expect(paid.turnOrder).toEqual([a, b]);
    expect(paid.players[a]!.cash).toBe(s.players[a]!.cash - 5);
    expect(paid.phase).toBe('issueShares');
    const declined = play(s, { type: 'declineStartPlayer', seat: a });
    expect(toAct(declined)?.seat).toBe(b);
    const taken = play(declined, { type: 'payStartPlayer', seat: b });
    expect(taken.turnOrder).toEqual([b, a]);
    expect(taken.players[b]!.cash).toBe(s.players[b]!.cash - 5);
    const kept = play(declined, { type: 'declineStartPlayer', seat: b });
    expect(kept.turnOrder).toEqual([a, b]); // a, the new start player, starts for free
    expect(kept.players.map((p) => p.cash)).toEqual(s.players.map((p) => p.cash));
  });

  it("the panel's price and money line are what paying the start charges (round-info START_PLAYER_PRICE, roundOutlook)", () => {
    const s = duo();
    const a = s.turnOrder[0]!;
    const paid = play(s, { type: 'payStartPlayer', seat: a });
    expect(s.players[a]!.cash - paid.players[a]!.cash).toBe(START_PLAYER_PRICE);
    // The round's end is still ahead in the start-player phase: the panel's line has the cash after paying.
    expect(roundOutlook(s, a, { spend: START_PLAYER_PRICE })?.cashAfter).toBe(paid.players[a]!.cash);
  });

  it('who cannot pay may only decline', () => {
    const s = duo();
    const a = s.turnOrder[0]!;
    const poor: GameState = { ...s, players: s.players.map((p, i) => (i === a ? { ...p, cash: 4 } : p)) };
    expect(legalMoves(poor)).toEqual([{ type: 'declineStartPlayer', seat: a }]);
    expect(refuse(poor, { type: 'payStartPlayer', seat: a })).toEqual({ key: 'startPlayer.cannotPay', params: { price: 5, cash: 4 } });
  });

  it('later rounds offer the start to the second player, or to last round’s Turn Order holder', () => {
    const s = duo();
    const [a, b] = s.turnOrder as [number, number];
    // The end of round 1: the next round begins with the start offered to b (the order alternates).
    const end = (turnOrderHolder: number | null) => {
      const d = draftOf({ ...s, phase: 'advanceRound', startOffer: null, actions: { ...s.actions, turnOrder: turnOrderHolder } });
      return applyMoveAfter(d.s);
    };
    // The order changes hands as the phase begins: the one offered the start is first, and owes the $5.
    const next = end(null);
    expect(toAct(next)?.seat).toBe(b);
    expect(next.turnOrder).toEqual([b, a]);
    const holder = end(a);
    expect(toAct(holder)?.seat).toBe(a);
    expect(holder.turnOrder).toEqual([a, b]);
    // X16: a Turn Order holder who cannot pay may decline; then the other may pay.
    const poor: GameState = { ...holder, players: holder.players.map((p, i) => (i === a ? { ...p, cash: 2 } : p)) };
    expect(legalMoves(poor)).toEqual([{ type: 'declineStartPlayer', seat: a }]);
    expect(play(play(poor, { type: 'declineStartPlayer', seat: a }), { type: 'payStartPlayer', seat: b }).turnOrder).toEqual([b, a]);
  });

  it('no Production action, and no goods growth', () => {
    const s = play(play(duo(), { type: 'declineStartPlayer', seat: duo().turnOrder[0]! }), { type: 'declineStartPlayer', seat: duo().turnOrder[1]! });
    let t = s;
    // Each move makes a new state: the queue read here is never changed under the loop.
    for (const seat of t.queue) t = play(t, { type: 'issueShares', seat, count: 0 });
    expect(t.phase).toBe('selectActions');
    expect(legalMoves(t).some((m) => m.type === 'selectAction' && m.action === 'production')).toBe(false);
    const d = draftOf({ ...t, phase: 'goodsGrowth' });
    rollGrowth(d);
    expect(d.events.some((e) => e.type === 'growthDice')).toBe(false);
  });
});

/** The state after the automatic steps from `s` (a resting phase such as advanceRound). */
function applyMoveAfter(s: GameState): GameState {
  const d = draftOf(s);
  runAutomatic(d);
  return d.s;
}

describe('St. Lucia goods on track (X17)', () => {
  // Evansville (blue) and Cincinnati (red) cities, the town Indianapolis; on 1,1 the link Evansville–Cincinnati (Petra),
  // on 0,2 an incomplete section from Evansville toward Indianapolis (Daria).
  const E = '0,1';
  const C = '2,1';
  function state(): GameState {
    const map = smallMap({
      id: 'lucia-example',
      players: { min: 2, max: 2 },
      places: [
        { id: 'evansville', name: 'Evansville', kind: 'city', hex: E, lonLat: [0, 0], color: 'blue', growth: { group: 'dark', n: 1 } },
        { id: 'cincinnati', name: 'Cincinnati', kind: 'city', hex: C, lonLat: [0, 0], color: 'red', growth: { group: 'dark', n: 2 } },
        { id: 'indianapolis', name: 'Indianapolis', kind: 'town', hex: '1,2', lonLat: [0, 0] },
      ],
      rules: { variant: 'st-lucia' },
    });
    const tile = (hex: string, t: TileClass, rotation: number, owner: number): PlacedTile => ({ hex, tile: t, rotation, townMarker: false, tracks: tilePieces(t, rotation, false).map((p) => ({ ...p, owner })) });
    const s = newGame({ ruleSystem: 'age-of-steam', edition: 'deluxe', map, seats, seed: 3 });
    const cubesOff = Object.values(s.cubes).flat();
    const bag = { ...s.bag };
    for (const c of cubesOff) bag[c] += 1;
    bag.red -= 1;
    bag.blue -= 1;
    const d = draftOf({
      ...s,
      turnOrder: [0, 1],
      startOffer: null,
      track: { tiles: { '1,1': tile('1,1', 'G', 5, 0), '0,2': tile('0,2', 'G', 0, 1) }, newCities: {}, specialLinks: {} },
      tileSupply: { ...s.tileSupply, G: s.tileSupply.G - 2 },
      cubes: { '1,1': ['red'], '0,2': ['blue'] },
      bag,
      players: s.players.map((p) => ({ ...p, engine: 2 })),
    });
    startMoveGoods(d);
    return d.s;
  }

  it('a cube on a link goes along it to the end that takes it; one on an incomplete section to the section’s city, paying its owner', () => {
    const s = state();
    const seat = toAct(s)!.seat;
    const fromLink = deliveryOptions(s, seat).filter((dl) => dl.from === '1,1');
    expect(fromLink.map((dl) => [dl.to, dl.route.length, dl.incomeBy])).toEqual([[C, 1, { 0: 1 }]]);
    const fromSection = deliveryOptions(s, seat).filter((dl) => dl.from === '0,2');
    expect(fromSection.map((dl) => [dl.to, dl.route.length, dl.incomeBy])).toEqual([[E, 1, { 1: 1 }]]);
    const t = play(s, { type: 'deliver', seat, from: '0,2', color: 'blue', route: fromSection[0]!.route });
    expect(t.players[1]!.income).toBe(s.players[1]!.income + 1);
    expect(t.cubes['0,2']).toBeUndefined();
    // The first link must be the one under the cube.
    expect(refuse(s, { type: 'deliver', seat, from: '0,2', color: 'blue', route: fromLink[0]!.route }).key).toBe('deliver.notOnTrack');
  });

  it('elsewhere goods on track do not move', () => {
    const s = state();
    const base: GameState = { ...s, options: { ...s.options, variant: 'rust-belt' } };
    expect(deliveryOptions(base, toAct(s)!.seat).filter((dl) => dl.from === '1,1' || dl.from === '0,2')).toEqual([]);
    expect(applyMove(base, { type: 'deliver', seat: toAct(s)!.seat, from: '1,1', color: 'red', route: deliveryOptions(s, toAct(s)!.seat).find((dl) => dl.from === '1,1')!.route }).ok).toBe(false);
  });
});

describe('the round on each map (for the help)', () => {
  it('lists the phases and actions the map has', () => {
    const base = ['issueShares', 'auction', 'selectActions', 'buildTrack', 'moveGoods', 'collectIncome', 'payExpenses', 'incomeReduction', 'goodsGrowth', 'advanceRound'];
    const rust = newGame({ ruleSystem: 'age-of-steam', edition: 'deluxe', map: loadMap('rust-belt'), seats: [...seats, { name: 'Viola', color: 'yellow' }], seed: 1 });
    expect(roundPhases(rust)).toEqual(base);
    expect(offeredActions(rust)).toHaveLength(7);
    expect(roundPhases(duo())).toEqual(['startPlayer', ...base.filter((p) => p !== 'auction' && p !== 'goodsGrowth')]);
    expect(offeredActions(duo())).not.toContain('production');
    const solo = newGame({ ruleSystem: 'age-of-steam', edition: 'deluxe', map: loadMap('barbados'), seats: [seats[0]!], seed: 1 });
    expect(roundPhases(solo)).toEqual(base.filter((p) => p !== 'auction'));
    expect(offeredActions(solo)).toEqual(['engineer', 'locomotive', 'urbanization', 'production']);
  });
});
