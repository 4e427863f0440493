// Setup ([000:L62-124], [000:L519-527], rules-spec §2.4.2, §2.5): cubes on the cities by their printed numbers (one
// fewer on the Rhine-Ruhr board with three players), 3 cubes per goods-supply field (2 with three players, both
// boards), no money, income 0, engine 1, the rounds by player count, and the three ways to the first order.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BoardMap } from '../../../src/engine/map/types';
import { steam } from '../../../src/engine/steam/module';
import type { SteamState } from '../../../src/engine/steam/state';
import { steamTestMap } from '../../fixtures/steam/steam-map';
import { NAMES, say, startSteam } from './helpers';

const cubesOn = (s: SteamState) => Object.fromEntries(s.map.places.filter((p) => p.kind === 'city').map((p) => [p.id, s.cubes[p.hex]?.length ?? 0]));
const printed = (s: SteamState, less = 0) => Object.fromEntries(s.map.places.filter((p) => p.kind === 'city').map((p) => [p.id, Math.max(0, (p.startCubes ?? 0) - less)]));
const total = (s: SteamState) =>
  Object.values(s.bag).reduce((a, b) => a + b, 0) + Object.values(s.cubes).reduce((a, l) => a + l.length, 0) + s.supply.reduce((a, g) => a + g.length, 0);

describe('goods at setup ([000:L62-66])', () => {
  it('every city gets its printed number of cubes, every supply field 3 (4–6 players)', () => {
    for (const players of [4, 5, 6]) {
      const s = startSteam({ players, map: steamTestMap() });
      expect(cubesOn(s)).toEqual(printed(s));
      expect(s.supply).toHaveLength(12);
      expect(s.supply.every((g) => g.length === 3)).toBe(true);
      expect(total(s)).toBe(96);
    }
  });

  it('with three players: supply fields get 2 cubes on both boards; cities one fewer on the Rhine-Ruhr board only', () => {
    const usa = startSteam({ players: 3, map: steamTestMap('ne-usa-se-canada') });
    expect(cubesOn(usa)).toEqual(printed(usa));
    expect(usa.supply.every((g) => g.length === 2)).toBe(true);
    const ruhr = startSteam({ players: 3, map: steamTestMap('rhine-ruhr') });
    expect(cubesOn(ruhr)).toEqual(printed(ruhr, 1));
    expect(ruhr.supply.every((g) => g.length === 2)).toBe(true);
    // With four players the Rhine-Ruhr board has its printed numbers.
    const ruhr4 = startSteam({ players: 4, map: steamTestMap('rhine-ruhr') });
    expect(cubesOn(ruhr4)).toEqual(printed(ruhr4));
    for (const s of [usa, ruhr, ruhr4]) expect(total(s)).toBe(96);
  });

  it('the cube bag holds 20 red, blue, purple, yellow and 16 grey; New City tiles and 10 supply markers beside the board', () => {
    const s = startSteam({ players: 4 });
    const byColor = { ...s.bag };
    for (const list of [...Object.values(s.cubes), ...s.supply]) for (const c of list) byColor[c] += 1;
    expect(byColor).toMatchObject({ red: 20, blue: 20, purple: 20, yellow: 20, grey: 16 });
    expect(s.newCityTiles).toEqual(['red', 'yellow', 'purple', 'blue', 'grey', 'grey', 'grey', 'grey']);
    expect(s.supplyMarkersLeft).toBe(10);
  });
});

/** A published board as committed in assets/maps. */
const board = (id: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../../assets/maps/${id}.json`), 'utf8')) as BoardMap;

describe('goods at setup on the published boards', () => {
  it('Rhine-Ruhr with three players: one cube fewer on every city, 2 per supply field; with four its printed numbers', () => {
    const three = startSteam({ players: 3, map: board('rhine-ruhr') });
    expect(cubesOn(three)).toEqual(printed(three, 1));
    expect(three.supply.every((g) => g.length === 2)).toBe(true);
    const four = startSteam({ players: 4, map: board('rhine-ruhr') });
    expect(cubesOn(four)).toEqual(printed(four));
    expect(four.supply.every((g) => g.length === 3)).toBe(true);
  });

  it('North-East USA with three players: the printed numbers, 2 per supply field', () => {
    const three = startSteam({ players: 3, map: board('ne-usa-se-canada') });
    expect(cubesOn(three)).toEqual(printed(three));
    expect(three.supply.every((g) => g.length === 2)).toBe(true);
    expect(total(three)).toBe(96);
  });
});

describe('the players at setup ([000:L70-84])', () => {
  it('no income, no VP, engine 1; no money in the auction start and the standard game', () => {
    for (const s of [startSteam({ players: 4 }), startSteam({ players: 4, edition: 'standard' })]) {
      expect(s.players.map((p) => [p.cash, p.income, p.vp, p.engine])).toEqual(Array.from({ length: 4 }, () => [0, 0, 0, 1]));
    }
  });

  it('rounds by player count: 3 → 10, 4 → 8, 5 → 7, 6 → 7 (S-B3)', () => {
    expect([3, 4, 5, 6].map((players) => startSteam({ players }).options.rounds)).toEqual([10, 8, 7, 7]);
  });

  it('3 to 6 players', () => {
    for (const n of [2, 7]) {
      const r = steam.start({ ruleSystem: 'steam', edition: 'basic', map: steamTestMap(), seats: Array.from({ length: n }, (_, i) => ({ name: `P${i}`, color: (['blue', 'green', 'yellow', 'pink', 'grey', 'orange', 'blue'] as const)[i]! })), seed: 1 });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(say(r.reason)).toBe(`Steam on this board is for 3–6 players, not ${n}.`);
    }
  });
});

describe('the first order', () => {
  it('basic, by auction (the default): the auction of place 1 opens ([000:L112-124])', () => {
    const s = startSteam({ players: 4 });
    expect(s.phase).toBe('initialAuction');
    expect(s.options.startOrder).toBe('auction');
    expect(steam.toAct(s)!.decision).toBe('initialAuction');
  });

  it('basic, at random: the lowest tile starts, the others follow clockwise with $1, $2, … (STEAM-SETUP-01, S-B15)', () => {
    const starts = new Set<number>();
    for (let seed = 0; seed < 20; seed++) {
      const s = startSteam({ players: 4, startOrder: 'random', seed });
      const first = s.turnOrder[0]!;
      starts.add(first);
      expect(s.turnOrder).toEqual([0, 1, 2, 3].map((i) => (first + i) % 4));
      expect(s.turnOrder.map((seat) => s.players[seat]!.cash)).toEqual([0, 1, 2, 3]);
      expect(s.phase).toBe('selectActions');
    }
    // Every seat can be drawn to start.
    expect(starts.size).toBe(4);
  });

  it('standard: drawn by number, lowest first, any order of seats; capital comes first ([000:L523], [000:L531-537])', () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const s = startSteam({ players: 4, edition: 'standard', seed });
      orders.add(s.turnOrder.join(','));
      expect(s.turnOrder.toSorted()).toEqual([0, 1, 2, 3]);
      expect(s.phase).toBe('capital');
      expect(steam.toAct(s)).toEqual({ seat: s.turnOrder[0], decision: 'capital' });
    }
    // Not merely rotations of the seating.
    expect([...orders].some((o) => !['0,1,2,3', '1,2,3,0', '2,3,0,1', '3,0,1,2'].includes(o))).toBe(true);
  });

  it('the standard game has no choice of start order', () => {
    const r = steam.start({
      ruleSystem: 'steam',
      edition: 'standard',
      map: steamTestMap(),
      seats: NAMES.slice(0, 3).map((name, i) => ({ name, color: (['blue', 'green', 'yellow'] as const)[i]! })),
      seed: 1,
      options: { startOrder: 'random' },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(say(r.reason)).toBe('Only the basic game chooses how the first turn order is set.');
  });
});
