// parseMap: a small valid map passes; each kind of broken field is reported with its path.
import { describe, expect, it } from 'vitest';
import { parseMap } from './validate';
import type { BoardMap } from './types';

function tiny(): BoardMap {
  return {
    schema: 'railhex-map/1',
    id: 'tiny',
    title: 'Tiny',
    game: 'age-of-steam',
    players: { min: 2, max: 4 },
    grid: { orientation: 'flat', offset: 'odd-q', cols: 4, rows: 3, hexKm: 80 },
    terrain: ['..~.', '.MW.', '. . '],
    costs: { '0,0': 6 },
    places: [
      { id: 'a', name: 'A', kind: 'city', hex: '0,1', lonLat: [1, 2], color: 'red', growth: { group: 'light', n: 1 }, startCubes: 2 },
      { id: 'b', name: 'B', kind: 'town', hex: '3,0', lonLat: [3, 4] },
    ],
    impassableEdges: [['0,0', '1,0']],
    specialLinks: [{ id: 'ab', between: ['a', 'b'], cost: 2, segments: 1 }],
    regions: { ports: ['a'] },
    lines: [{ id: 'r', kind: 'river', points: [[0, 0], [1.5, 0.87]] }],
    rules: { variant: 'rust-belt', params: { x: 1 } },
    credits: ['test'],
    provenance: { generator: 'test', inputsHash: '0' },
  };
}

function errorsOf(mutate: (m: Record<string, unknown> & BoardMap) => void): string[] {
  const m = structuredClone(tiny()) as Record<string, unknown> & BoardMap;
  mutate(m);
  const r = parseMap(m);
  return r.ok ? [] : r.errors;
}

/** The tiny map as a Steam map: a city with its printed cubes, a town, a canal, the box's supply and tiles. */
function steam(): BoardMap {
  const m = tiny();
  m.game = 'steam';
  delete m.costs;
  delete m.specialLinks;
  delete m.places[0]!.growth;
  m.lines = [{ id: 'c', kind: 'canal', points: [[0, 0], [1.5, 0.87]] }];
  m.steam = { supplyFields: 12, newCityTiles: ['red', 'yellow', 'purple', 'blue', 'grey', 'grey', 'grey', 'grey'] };
  m.rules = { variant: 'ne-usa-se-canada' };
  return m;
}

const steamErrors = (mutate: (m: Record<string, unknown> & BoardMap) => void): string[] => {
  const m = steam() as Record<string, unknown> & BoardMap;
  mutate(m);
  const r = parseMap(m);
  return r.ok ? [] : r.errors;
};

describe('parseMap', () => {
  it('accepts a valid map and returns it', () => {
    const r = parseMap(tiny());
    expect(r).toEqual({ ok: true, map: tiny() });
  });

  it('rejects non-objects and wrong schema', () => {
    expect(parseMap(null)).toEqual({ ok: false, errors: ['map: not an object'] });
    expect(errorsOf((m) => ((m as Record<string, unknown>).schema = 'railmap/1'))).toEqual(['schema: expected "railhex-map/1", got "railmap/1"']);
  });

  it('reports terrain rows of the wrong length and unknown characters', () => {
    expect(errorsOf((m) => (m.terrain[0] = '...'))).toContain('terrain[0]: must be a string of 4 characters');
    expect(errorsOf((m) => (m.terrain[0] = '..x.'))).toEqual(['terrain[0]: unknown terrain character "x" in column 2']);
  });

  it('stops early on a broken grid', () => {
    expect(errorsOf((m) => (m.grid.cols = 0))[0]).toMatch(/^grid:/);
    expect(errorsOf((m) => (m.terrain = ['....']))).toEqual(['terrain: must be 3 row strings']);
  });

  it('rejects places on water, off the board, off the grid or sharing a hex', () => {
    expect(errorsOf((m) => (m.places[1]!.hex = '2,1'))).toEqual(['places[1].hex: 2,1 is water, not land']);
    expect(errorsOf((m) => (m.places[1]!.hex = '1,2'))).toEqual(['places[1].hex: 1,2 is offboard, not land']);
    expect(errorsOf((m) => (m.places[1]!.hex = '9,9'))).toEqual(['places[1].hex: 9,9 is outside the 4×3 grid']);
    expect(errorsOf((m) => (m.places[1]!.hex = '0,1'))).toEqual(['places[1].hex: 0,1 already holds a']);
    expect(errorsOf((m) => (m.places[1]!.hex = '01,1'))).toEqual(['places[1].hex: "01,1" is not a hex id "col,row"']);
  });

  it('rejects duplicate ids, bad colours, growth slots used twice and bad cubes', () => {
    expect(errorsOf((m) => (m.places[1]!.id = 'a'))).toContain('places[1].id: duplicate id a');
    expect(errorsOf((m) => ((m.places[0] as unknown as Record<string, unknown>).color = 'green'))[0]).toMatch(/^places\[0\]\.color/);
    expect(
      errorsOf((m) => {
        m.places[1]!.kind = 'city';
        m.places[1]!.growth = { group: 'light', n: 1 };
      }),
    ).toEqual(['places[1].growth: light 1 is already used by another city']);
    expect(errorsOf((m) => (m.places[0]!.growth = { group: 'light', n: 7 }))[0]).toMatch(/^places\[0\]\.growth/);
    expect(errorsOf((m) => (m.places[0]!.startCubes = -1))[0]).toMatch(/^places\[0\]\.startCubes/);
    expect(errorsOf((m) => (m.places[0]!.lonLat = [200, 0]))[0]).toMatch(/^places\[0\]\.lonLat/);
  });

  it('rejects impassable edges between hexes that are not neighbours', () => {
    expect(errorsOf((m) => (m.impassableEdges = [['0,0', '3,0']]))).toEqual(['impassableEdges[0]: 0,0 and 3,0 are not neighbours']);
  });

  it('rejects special links to unknown places, bad costs, regions, lines and rules', () => {
    expect(errorsOf((m) => (m.specialLinks![0]!.between = ['a', 'zz']))).toEqual(['specialLinks[0].between: must name two places of this map']);
    expect(errorsOf((m) => (m.costs = { '2,1': 6 }))).toEqual(['costs["2,1"]: 2,1 is water, not land']);
    expect(errorsOf((m) => ((m.regions as Record<string, unknown>).ports = 'a'))).toEqual(['regions.ports: must be an array of place or hex ids']);
    expect(errorsOf((m) => (m.lines![0]!.points = [[0, Number.NaN]]))).toEqual(['lines[0].points: must be an array of [x, y] numbers']);
    expect(errorsOf((m) => ((m.rules as Record<string, unknown>).variant = ''))).toEqual(['rules: must be {variant, params?}']);
    expect(errorsOf((m) => (m.players = { min: 5, max: 2 }))[0]).toMatch(/^players/);
  });

  describe('Steam maps', () => {

    it('accepts a Steam map with canals, supply fields and grey New City tiles', () => {
      expect(parseMap(steam())).toEqual({ ok: true, map: steam() });
    });

    it('requires the supply fields and New City tiles on a Steam map, and refuses them elsewhere', () => {
      expect(steamErrors((m) => delete m.steam)).toEqual(['steam: a Steam map must have {supplyFields, newCityTiles}']);
      expect(steamErrors((m) => (m.steam!.supplyFields = 0))).toEqual(['steam.supplyFields: must be a whole number 1–20']);
      expect(steamErrors((m) => (m.steam!.supplyFields = 2.5))).toEqual(['steam.supplyFields: must be a whole number 1–20']);
      expect(steamErrors((m) => (m.steam!.newCityTiles = []))[0]).toMatch(/^steam\.newCityTiles: must be a non-empty array/);
      expect(steamErrors((m) => ((m.steam!.newCityTiles as string[])[0] = 'green'))[0]).toMatch(/^steam\.newCityTiles/);
      expect(errorsOf((m) => (m.steam = steam().steam))).toEqual(['steam: only Steam maps have a goods supply and New City tiles']);
    });

    it('requires a starting-cube number on every Steam city, not on towns', () => {
      expect(steamErrors((m) => delete m.places[0]!.startCubes)).toEqual(['places[0].startCubes: every Steam city prints its number of starting cubes']);
      expect(steamErrors((m) => (m.places[0]!.startCubes = 0))).toEqual([]);
      // An Age of Steam city may leave the number out (the default of 2 applies there).
      expect(errorsOf((m) => delete m.places[0]!.startCubes)).toEqual([]);
    });

    it('refuses a printed grey city: grey cities come only from Urbanization', () => {
      expect(steamErrors((m) => (m.places[0]!.color = 'grey'))).toEqual([
        'places[0].color: no printed Steam city is grey (grey cities come only from Urbanization)',
      ]);
      // The rule is about printed cities; a town is not checked for it.
      expect(steamErrors((m) => (m.places[1]!.color = 'grey'))).toEqual([]);
    });

    it('knows canal lines and rejects unknown line kinds', () => {
      expect(steamErrors((m) => ((m.lines![0] as unknown as Record<string, unknown>).kind = 'aqueduct'))).toEqual([
        'lines[0]: must be {id, kind: river | coast | lake | border | canal, points}',
      ]);
    });
  });

  it('lists every problem, not only the first', () => {
    const errs = errorsOf((m) => {
      m.title = '';
      m.places[1]!.hex = '2,1';
      (m as Record<string, unknown>).credits = 'x';
    });
    expect(errs).toHaveLength(3);
  });
});
