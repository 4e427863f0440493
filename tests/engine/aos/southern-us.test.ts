// Southern U.S. (rules-spec §2.3.2, deluxe 001:L742-791; decisions X5–X7): setup with cotton on every town, cotton
// deliveries to the first port reached (+1 income to the mover, the cube leaves the game), Atlanta's extra cube in rounds
// 1–4 after Production and before the dice, doubled income reduction from round 4, cotton onto a New City.
import { describe, expect, it } from 'vitest';
import { draftOf } from '../../../src/engine/aos/draft';
import { countGoods } from '../../../src/engine/aos/goods';
import { startBuild } from '../../../src/engine/aos/phases/build';
import { reduceIncome } from '../../../src/engine/aos/phases/economy';
import { startMoveGoods } from '../../../src/engine/aos/phases/goods';
import { rollGrowth } from '../../../src/engine/aos/phases/growth';
import { checkInvariants } from '../../../src/engine/aos/invariants';
import { tilePieces } from '../../../src/engine/track/tiles';
import { applyMove, deliveryOptions, newGame, playedAsBase, replay, toRecord, variantKnown, type GameState } from '../../../src/engine/aos/index';
import type { BoardMap } from '../../../src/engine/map/types';
import type { PlacedTile, TileClass } from '../../../src/engine/track/types';
import { isUndoBarrier } from '../../../src/engine/aos/index';
import { loadMap } from './random-harness';
import { smallMap } from '../../fixtures/engine/small-map';
import { play, refuse } from './helpers';

const SUS = loadMap('southern-us');
const seats = (n: number) => ['Petra', 'Daria', 'Viola', 'Ingrid'].slice(0, n).map((name, i) => ({ name, color: (['blue', 'green', 'yellow', 'pink'] as const)[i]! }));
const sus = (players = 3, edition: 'deluxe' | '2002' = 'deluxe', seed = 7) => newGame({ ruleSystem: 'age-of-steam', edition, map: SUS, seats: seats(players), seed });
const hexOf = (map: BoardMap, name: string) => map.places.find((p) => p.name === name)!.hex;

describe('Southern U.S. setup', () => {
  it('the map has its own rules', () => {
    expect(variantKnown(SUS)).toBe(true);
  });

  it('a game may keep the base rules (begun before the map had its own), and its record says so', () => {
    // Engine 0.1.0 played this map by the base rules; later engines play its own.
    expect(playedAsBase(SUS, '0.1.0')).toBe(true);
    expect(playedAsBase(SUS, '0.2.0')).toBe(false);
    expect(playedAsBase(loadMap('rust-belt'), '0.1.0')).toBe(false);
    const setup = { ruleSystem: 'age-of-steam' as const, edition: 'deluxe' as const, map: SUS, seats: seats(3), seed: 7, options: { baseRules: true } };
    const base = newGame(setup);
    expect(base.options.variant).toBe('rust-belt');
    expect(Object.values(base.cubes).flat()).not.toContain('white');
    expect(sus().options.variant).toBe('southern-us');
    const rec = toRecord(base, []);
    expect(rec.options?.baseRules).toBe(true);
    expect(toRecord(sus(), []).options?.baseRules).toBeUndefined();
    const again = replay(JSON.parse(JSON.stringify(rec)), SUS);
    expect(again.ok && again.state).toEqual(base);
  });

  it('one cotton cube on every town; 4 random cubes on Atlanta, 3 on each port, 1 on every other city (001:L757-766)', () => {
    const s = sus();
    const towns = SUS.places.filter((p) => p.kind === 'town');
    expect(towns.length).toBe(14);
    for (const t of towns) expect(s.cubes[t.hex]).toEqual(['white']);
    for (const p of SUS.places.filter((x) => x.kind === 'city')) {
      const want = p.name === 'Atlanta' ? 4 : ['Charleston', 'Savannah', 'Mobile', 'New Orleans'].includes(p.name) ? 3 : 1;
      expect(s.cubes[p.hex], p.name).toHaveLength(want);
      expect(s.cubes[p.hex]).not.toContain('white');
    }
    // Cotton never enters the bag or the display (001:L57-59); the 14 cubes are in play on the towns.
    expect(s.bag.white).toBe(0);
    expect(Object.values(s.display)).not.toContain('white');
    expect(s.goodsTotal.white).toBe(14);
    expect(countGoods(s)).toEqual(s.goodsTotal);
    expect(checkInvariants(s)).toEqual([]);
  });
});

// A small map on Southern U.S. rules: Evansville and Cincinnati are cities, Indianapolis a town between them with its
// cotton; `ports` names the cities flagged as cotton ports.
const EVANSVILLE = '0,1';
const CINCINNATI = '2,1';
const INDIANAPOLIS = '1,2';

function scenario(ports: string[]): BoardMap {
  const city = (id: string, name: string, hex: string, color: 'blue' | 'red', n: number) => ({
    id,
    name,
    kind: 'city' as const,
    hex,
    lonLat: [0, 0] as [number, number],
    color,
    growth: { group: 'dark' as const, n },
    ...(ports.includes(id) ? { flags: ['cottonPort'] } : {}),
  });
  return smallMap({
    id: 'cotton-example',
    places: [
      city('evansville', 'Evansville', EVANSVILLE, 'blue', 1),
      city('cincinnati', 'Cincinnati', CINCINNATI, 'red', 2),
      { id: 'indianapolis', name: 'Indianapolis', kind: 'town', hex: INDIANAPOLIS, lonLat: [0, 0] },
    ],
    rules: { variant: 'southern-us' },
  });
}

function tile(hex: string, t: TileClass, rotation: number, owner: number, townMarker = false): PlacedTile {
  return { hex, tile: t, rotation, townMarker, tracks: tilePieces(t, rotation, townMarker).map((p) => ({ ...p, owner })) };
}

/** Petra (seat 0) owns Evansville–Cincinnati; Daria (seat 1) owns Evansville–Indianapolis and Indianapolis–Cincinnati. */
function goodsState(ports: string[], engine = 1): GameState {
  const s = newGame({ ruleSystem: 'age-of-steam', edition: 'deluxe', map: scenario(ports), seats: seats(2), seed: 3 });
  const d = draftOf({
    ...s,
    turnOrder: [0, 1],
    players: s.players.map((p) => ({ ...p, engine })),
    track: {
      tiles: {
        '1,1': tile('1,1', 'G', 5, 0),
        '0,2': tile('0,2', 'G', 0, 1),
        '2,2': tile('2,2', 'G', 4, 1),
        [INDIANAPOLIS]: tile(INDIANAPOLIS, 'G', 5, 1, true),
      },
      newCities: {},
      specialLinks: {},
    },
    tileSupply: { ...s.tileSupply, G: s.tileSupply.G - 4 },
    townMarkersLeft: 7,
  });
  startMoveGoods(d);
  return d.s;
}

const cotton = (s: GameState, seat = 0) => deliveryOptions(s, seat).filter((dl) => dl.color === 'white');

describe('Southern U.S. cotton (X5)', () => {
  it('cotton ends at, and only at, the first port reached', () => {
    // Evansville is the only port: the direct link, or round by Cincinnati with an engine of 2 (Cincinnati is no port).
    const one = goodsState(['evansville'], 2);
    expect(one.cubes[INDIANAPOLIS]).toEqual(['white']);
    expect(cotton(one).map((dl) => dl.stops)).toEqual([
      [INDIANAPOLIS, EVANSVILLE],
      [INDIANAPOLIS, CINCINNATI, EVANSVILLE],
    ]);
    // Both ports: the cube stops at the first one, so it never goes on through it.
    const both = goodsState(['evansville', 'cincinnati'], 2);
    expect(cotton(both).map((dl) => dl.stops)).toEqual([
      [INDIANAPOLIS, EVANSVILLE],
      [INDIANAPOLIS, CINCINNATI],
    ]);
  });

  it('refuses a cotton route past a port or to a city that is no port, naming the ports', () => {
    const both = goodsState(['evansville', 'cincinnati'], 2);
    const links = goodsLinks(both);
    // Indianapolis → Evansville → Cincinnati passes the port Evansville.
    expect(refuse(both, { type: 'deliver', seat: 0, from: INDIANAPOLIS, color: 'white', route: [links.indEva, links.evaCin] })).toEqual({
      key: 'deliver.passesSpecial',
      params: { place: 'Evansville', places: 'Evansville, Cincinnati' },
    });
    const one = goodsState(['evansville'], 2);
    expect(refuse(one, { type: 'deliver', seat: 0, from: INDIANAPOLIS, color: 'white', route: [links.indCin] })).toEqual({
      key: 'deliver.notSpecial',
      params: { place: 'Cincinnati', color: 'white', places: 'Evansville' },
    });
  });

  it('a delivered cotton cube leaves the game and pays the mover +1 besides the link owners (001:L774-782)', () => {
    const s = goodsState(['evansville']);
    const dl = cotton(s).find((x) => x.route.length === 1)!;
    expect(dl.incomeBy).toEqual({ 1: 1 }); // Daria owns Indianapolis–Evansville
    expect(dl.moverBonus).toBe(1); // what the UI shows the mover before the move
    const r = applyMove(s, { type: 'deliver', seat: 0, from: INDIANAPOLIS, color: 'white', route: dl.route });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const t = r.state;
    expect(t.players[0]!.income).toBe(1); // Petra moved it: +1 for cotton
    expect(t.players[1]!.income).toBe(1); // Daria's link
    expect(t.cubes[INDIANAPOLIS]).toBeUndefined();
    expect(t.bag.white).toBe(0);
    expect(t.goodsTotal.white).toBe(s.goodsTotal.white - 1);
    expect(countGoods(t)).toEqual(t.goodsTotal);
    expect(r.events.map((e) => e.type)).toEqual(['delivered', 'deliveryBonus']);
    expect(r.events[1]).toEqual({ type: 'deliveryBonus', seat: 0, color: 'white', amount: 1 });
    expect(checkInvariants(t)).toEqual([]);
  });

  it('other goods deliver to a port by colour as usual: back to the bag, no bonus', () => {
    const base = goodsState(['evansville', 'cincinnati']);
    const s: GameState = { ...base, cubes: { ...base.cubes, [CINCINNATI]: ['blue'] }, bag: { ...base.bag, blue: base.bag.blue - 1 } };
    const dl = deliveryOptions(s, 0).find((x) => x.from === CINCINNATI && x.to === EVANSVILLE && x.route.length === 1)!;
    expect(dl.moverBonus).toBeUndefined();
    const t = play(s, { type: 'deliver', seat: 0, from: CINCINNATI, color: 'blue', route: dl.route });
    expect(t.players[0]!.income).toBe(1); // Petra's own link, nothing more
    expect(t.bag.blue).toBe(s.bag.blue + 1);
    expect(t.goodsTotal).toEqual(s.goodsTotal);
  });
});

/** The three link ids of the scenario board, by their ends. */
function goodsLinks(s: GameState): { indEva: string; indCin: string; evaCin: string } {
  const at = { ...s, cubes: { [INDIANAPOLIS]: ['blue' as const], [EVANSVILLE]: ['red' as const] }, players: s.players.map((p) => ({ ...p, engine: 1 })) };
  const all = deliveryOptions(at, 0);
  const id = (from: string, to: string) => all.find((dl) => dl.from === from && dl.to === to)?.route[0];
  const indEva = id(INDIANAPOLIS, EVANSVILLE)!;
  const evaCin = id(EVANSVILLE, CINCINNATI)!;
  const other = deliveryOptions({ ...at, cubes: { [INDIANAPOLIS]: ['red'] } }, 0);
  const indCin = other.find((dl) => dl.to === CINCINNATI)!.route[0]!;
  return { indEva, indCin, evaCin };
}

describe('Southern U.S. goods growth and income reduction', () => {
  const ATLANTA = hexOf(SUS, 'Atlanta');

  it('Atlanta gets one cube from the bag in rounds 1–4, before the dice (X7), and none from round 5', () => {
    for (const round of [1, 4, 5]) {
      const s = { ...sus(), round, phase: 'goodsGrowth' as const };
      const d = draftOf(s);
      rollGrowth(d);
      const types = d.events.map((e) => e.type);
      if (round <= 4) {
        expect(types[0]).toBe('extraGrowth');
        const e = d.events[0]!;
        expect(e.hex).toBe(ATLANTA);
        expect(d.s.cubes[ATLANTA]).toEqual([...s.cubes[ATLANTA]!, e.color]);
        expect(d.s.bag[e.color as 'red']).toBe(s.bag[e.color as 'red'] - 1);
        expect(isUndoBarrier(null, d.events)).toBe(true);
      } else {
        expect(types).not.toContain('extraGrowth');
      }
      expect(types.filter((t) => t === 'growthDice')).toHaveLength(2);
      expect(countGoods(d.s)).toEqual(d.s.goodsTotal);
    }
  });

  it('an empty bag grows no extra cube on Atlanta', () => {
    const s = sus();
    const d = draftOf({ ...s, round: 2, bag: { red: 0, blue: 0, purple: 0, yellow: 0, black: 0, grey: 0, white: 0 } });
    rollGrowth(d);
    expect(d.events.map((e) => e.type)).not.toContain('extraGrowth');
    expect(d.s.cubes[ATLANTA]).toEqual(s.cubes[ATLANTA]);
  });

  it('with the 2002 rules the doubling applies to the 2002 table (R-SUS-2002)', () => {
    const s = sus(3, '2002');
    const d = draftOf({ ...s, round: 5, players: s.players.map((p) => ({ ...p, income: 60 })) });
    reduceIncome(d);
    expect(d.s.players[0]!.income).toBe(60 - 16); // 2002: 41+ −8, doubled
  });

  it('DER-AOS-REDUCE southernUS_fromRound4: the reduction doubles from round 4 (X6)', () => {
    const cases: [number, number][] = [[10, 0], [11, 4], [21, 8], [31, 12], [41, 16], [50, 20]];
    for (const [income, cut] of cases) {
      for (const round of [3, 4, 6]) {
        const s = sus(3, 'deluxe');
        const d = draftOf({ ...s, round, players: s.players.map((p) => ({ ...p, income })) });
        reduceIncome(d);
        expect(d.s.players[0]!.income, `income ${income}, round ${round}`).toBe(income - (round >= 4 ? cut : cut / 2));
      }
    }
  });
});

describe('Southern U.S. New City on a town with cotton', () => {
  it('the cotton cube goes onto the New City (001:L769-771)', () => {
    const s = sus();
    const town = SUS.places.find((p) => p.kind === 'town')!.hex;
    const d = draftOf({ ...s, turnOrder: [0, 1, 2], actions: { ...s.actions, urbanization: 0 } });
    startBuild(d);
    const t = play(d.s, { type: 'urbanize', seat: 0, hex: town, letter: 'A' });
    expect(t.track.newCities[town]).toEqual({ letter: 'A', color: 'red' });
    expect(t.cubes[town]).toEqual(['white']);
    expect(countGoods(t)).toEqual(t.goodsTotal);
  });

  it('cotton on a New City still goes to a port, and not to the New City colour', () => {
    // The scenario board, with a New City (red, A) on Indianapolis holding the cotton; Evansville is the port.
    const base = goodsState(['evansville'], 1);
    // Urbanization takes the town tile away (the New City ends links from any edge).
    const { [INDIANAPOLIS]: _townTile, ...tiles } = base.track.tiles;
    const s: GameState = { ...base, track: { ...base.track, tiles, newCities: { [INDIANAPOLIS]: { letter: 'A', color: 'red' } } } };
    const dl = cotton(s);
    expect(dl.map((x) => x.to)).toEqual([EVANSVILLE]);
    const t = play(s, { type: 'deliver', seat: 0, from: INDIANAPOLIS, color: 'white', route: dl[0]!.route });
    expect(t.players[0]!.income).toBe(1);
    expect(t.goodsTotal.white).toBe(s.goodsTotal.white - 1);
  });
});
