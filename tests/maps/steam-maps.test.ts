// Steam's two boards are our own designs (maps.md §A.7), so their balance is checked here: the box's supply and New City
// tiles, colours and starting cubes, cubes drawn at setup for 3–6 players, towns for Urbanization, how far a cube is
// from a city that takes it, and the spread of every colour. The figures are in docs/maps/<id>.md.
import { describe, expect, it } from 'vitest';
import { TERRAIN_CHARS, type BoardMap } from '../../src/engine/map/types';
import { parseMap } from '../../src/engine/map/validate';
import { unreachable } from '../../tools/mapgen/generate';
import { landDistances, setupCubes, STEAM_BAG, STEAM_CITY_COLORS, steamBalance } from '../../tools/mapgen/steam-balance';
import { committedMaps } from './committed-maps';

function load(json: unknown): BoardMap {
  const r = parseMap(json);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.map;
}

const city = (id: string, startCubes: number) => ({ id, name: id, kind: 'city' as const, hex: '0,0', lonLat: [0, 0] as [number, number], color: 'red' as const, startCubes });

function terrainOf(map: BoardMap, hex: string) {
  const [col, row] = hex.split(',').map(Number);
  return TERRAIN_CHARS[map.terrain[row!]![col!]!];
}

const steamMaps = committedMaps()
  .map((m) => ({ id: m.id, map: load(m.json) }))
  .filter((m) => m.map.game === 'steam');

/**
 * Design bounds, per map (hexes over land): every city has a city of each other colour within `otherColor`, and a
 * cube of its own colour has another city of that colour within `ownColor`; cities of one colour stand at least
 * `apart` from each other so that each colour is spread, not clustered.
 */
const BOUNDS: Record<string, { otherColor: number; ownColor: number; apart: number }> = {
  'ne-usa-se-canada': { otherColor: 7, ownColor: 10, apart: 4 },
  'rhine-ruhr': { otherColor: 7, ownColor: 9, apart: 4 },
};

it('has both Steam boards', () => {
  expect(steamMaps.map((m) => m.id).toSorted()).toEqual(['ne-usa-se-canada', 'rhine-ruhr']);
});

it('counts setup cubes by Steam rules: printed numbers plus 3 per supply field, 2 with 3 players, Rhine-Ruhr 3p one fewer per city', () => {
  const map = { rules: { variant: 'ne-usa-se-canada' }, steam: { supplyFields: 12, newCityTiles: [] }, places: [city('a', 3), city('b', 1)] } as unknown as BoardMap;
  expect(setupCubes(map, 4)).toBe(4 + 36);
  expect(setupCubes(map, 3)).toBe(4 + 24);
  const ruhr = { ...map, rules: { variant: 'rhine-ruhr' } };
  expect(setupCubes(ruhr, 3)).toBe(2 + 0 + 24);
  expect(setupCubes(ruhr, 5)).toBe(4 + 36);
});

describe.each(steamMaps.map((m) => [m.id, m.map] as const))('Steam map %s', (id, map) => {
  const balance = steamBalance(map);
  const cities = map.places.filter((p) => p.kind === 'city');
  const towns = map.places.filter((p) => p.kind === 'town');

  it('names its own rule variant and carries the box: 12 supply fields, New City tiles 1 red, 1 yellow, 1 purple, 1 blue, 4 grey', () => {
    expect(map.rules.variant).toBe(id);
    expect(map.steam?.supplyFields).toBe(12);
    expect(map.steam?.newCityTiles.toSorted()).toEqual(['blue', 'grey', 'grey', 'grey', 'grey', 'purple', 'red', 'yellow']);
  });

  it('has only cities and towns; cities print red, blue, purple or yellow and 1–3 starting cubes, towns neither', () => {
    for (const p of cities) {
      expect(STEAM_CITY_COLORS, p.id).toContain(p.color);
      expect(p.startCubes, p.id).toBeGreaterThanOrEqual(1);
      expect(p.startCubes, p.id).toBeLessThanOrEqual(3);
      expect(p.growth, p.id).toBeUndefined();
    }
    for (const p of towns) expect([p.color, p.startCubes], p.id).toEqual([undefined, undefined]);
    expect(cities.length + towns.length).toBe(map.places.length);
  });

  it('has 4–6 cities of each colour', () => {
    for (const c of STEAM_CITY_COLORS) {
      expect(balance.citiesByColor[c]!.length, c).toBeGreaterThanOrEqual(4);
      expect(balance.citiesByColor[c]!.length, c).toBeLessThanOrEqual(6);
    }
  });

  it('draws at most the 96 cubes of the bag at setup, for 3 to 6 players', () => {
    const bag = Object.values(STEAM_BAG).reduce((a, b) => a + b, 0);
    expect(bag).toBe(96);
    for (let n = map.players.min; n <= map.players.max; n++) expect(setupCubes(map, n), `${n} players`).toBeLessThanOrEqual(bag);
  });

  it('has at least twice as many towns as New City tiles, so Urbanization always has a choice', () => {
    expect(towns.length).toBeGreaterThanOrEqual(2 * map.steam!.newCityTiles.length);
  });

  it('puts a city of every colour in each half of the board (west, east, north, south)', () => {
    for (const c of STEAM_CITY_COLORS) expect(balance.halves[c], c).toEqual(['west', 'east', 'north', 'south']);
  });

  it('keeps every cube within reach of a city that takes it, and spreads each colour', () => {
    const bound = BOUNDS[id]!;
    const far: string[] = [];
    for (const p of cities)
      for (const c of STEAM_CITY_COLORS) {
        const d = balance.nearest[p.id]![c]!;
        if (d > (c === p.color ? bound.ownColor : bound.otherColor)) far.push(`${p.id} → ${c}: ${d}`);
      }
    expect(far).toEqual([]);
    expect(balance.closestSameColor).toBeGreaterThanOrEqual(bound.apart);
  });

  it('reaches every place over land from every city', () => {
    expect(unreachable(map)).toEqual([]);
    for (const p of cities) {
      const reach = landDistances(map, p.hex);
      expect(map.places.filter((q) => !reach.has(q.hex)).map((q) => q.id), p.id).toEqual([]);
    }
  });

  it('prints no water or off-board hex under a place and keeps cities on plain hexes', () => {
    for (const p of cities) expect(terrainOf(map, p.hex), p.id).toBe('plain');
    for (const p of towns) expect(['plain', 'river', 'hill', 'mountain'], p.id).toContain(terrainOf(map, p.hex));
  });

  it('draws its canals and rivers only through river hexes, places and water', () => {
    const drawn = (map.lines ?? []).filter((l) => l.kind === 'river' || l.kind === 'canal');
    expect(drawn.length).toBeGreaterThan(0);
    const placed = new Set(map.places.map((p) => p.hex));
    const bad = new Set<string>();
    map.terrain.forEach((text, row) => {
      for (let col = 0; col < text.length; col++) {
        const t = TERRAIN_CHARS[text[col]!];
        if (t !== 'plain' || placed.has(`${col},${row}`)) continue;
        const cx = 1.5 * col, cy = Math.sqrt(3) * (row + (col % 2 ? 0.5 : 0));
        // A point of a drawn line inside this plain hex's inscribed circle would make it a river hex.
        for (const l of drawn)
          for (let i = 1; i < l.points.length; i++) {
            const [ax, ay] = l.points[i - 1]!;
            const [bx, by] = l.points[i]!;
            const steps = Math.ceil(Math.hypot(bx - ax, by - ay) / 0.05);
            for (let s = 0; s <= steps; s++) {
              const x = ax + ((bx - ax) * s) / steps, y = ay + ((by - ay) * s) / steps;
              if (Math.hypot(x - cx, y - cy) < 0.8) bad.add(`${col},${row} (${l.id})`);
            }
          }
      }
    });
    expect([...bad]).toEqual([]);
  });
});
