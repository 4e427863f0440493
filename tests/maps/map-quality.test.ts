// Checks over every committed map: valid schema, reachable places, growth numbers, published terrain counts, spacing.
import { describe, expect, it } from 'vitest';
import { hexDistance } from '../../src/engine/hex/coords';
import type { BoardMap, Terrain } from '../../src/engine/map/types';
import { parseMap } from '../../src/engine/map/validate';
import { terrainCounts } from '../../tools/mapgen/counts';
import { unreachable } from '../../tools/mapgen/generate';
import { RECIPES } from '../../tools/mapgen/recipes/index';
import { committedMaps } from './committed-maps';

const maps = committedMaps();

function load(json: unknown): BoardMap {
  const r = parseMap(json);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.map;
}

// Player counts printed on the published maps (rules-spec §2.3, maps.md §A).
const PLAYERS: Record<string, [number, number]> = {
  'rust-belt': [3, 6],
  'western-us': [3, 6],
  'southern-us': [3, 6],
  germany: [3, 6],
  barbados: [1, 1],
  'st-lucia': [2, 2],
  // Steam: playable 3–6 on either side (best 3–4 and 4–5, docs/maps/<id>.md; maps.md §A.7).
  'ne-usa-se-canada': [3, 6],
  'rhine-ruhr': [3, 6],
};

it('every recipe has a committed map and every committed map a recipe', () => {
  expect(maps.map((m) => m.id)).toEqual(RECIPES.map((r) => r.id).toSorted());
});

describe.each(maps.map((m) => [m.id, m] as const))('map %s', (id, { text, json, recipe }) => {
  it('passes parseMap', () => {
    const r = parseMap(json);
    expect(r.ok ? [] : r.errors).toEqual([]);
  });

  it('is small enough to precache', () => {
    expect(text.length).toBeLessThan(48 * 1024);
  });

  it('reaches every city and town over land, respecting impassable edges', () => {
    expect(unreachable(load(json))).toEqual([]);
  });

  it('uses each growth number 1–6 exactly once in every group it uses', () => {
    const map = load(json);
    for (const group of ['light', 'dark'] as const) {
      const ns = map.places.filter((p) => p.growth?.group === group).map((p) => p.growth!.n).toSorted();
      if (ns.length) expect(ns, group).toEqual([1, 2, 3, 4, 5, 6]);
    }
    for (const p of map.places) if (p.growth) expect(p.kind, p.id).toBe('city');
  });

  it('keeps cities apart and places in hexes of their own, except documented pairs', () => {
    const map = load(json);
    expect(new Set(map.places.map((p) => p.hex)).size).toBe(map.places.length);
    const allowed = new Set<string>();
    for (const p of recipe!.places) for (const q of p.adjacentOk ?? []) allowed.add([p.id, q].toSorted().join('|'));
    const cities = map.places.filter((p) => p.kind !== 'town');
    const tooClose: string[] = [];
    for (const [i, a] of cities.entries())
      for (const b of cities.slice(i + 1))
        if (hexDistance(a.hex, b.hex) < recipe!.minCityDistance && !allowed.has([a.id, b.id].toSorted().join('|')))
          tooClose.push(`${a.id}–${b.id}`);
    expect(tooClose).toEqual([]);
  });

  it('has the published player range', () => {
    const map = load(json);
    expect([map.players.min, map.players.max]).toEqual(PLAYERS[id]);
  });

  it('names only its own places in regions and special links, and links join neighbouring hexes', () => {
    const map = load(json);
    const ids = new Set(map.places.map((p) => p.id));
    for (const [name, members] of Object.entries(map.regions ?? {})) for (const m of members) expect(ids.has(m), `${name}: ${m}`).toBe(true);
    for (const link of map.specialLinks ?? []) {
      const [a, b] = link.between.map((pid) => map.places.find((p) => p.id === pid)!.hex);
      expect(hexDistance(a!, b!), link.id).toBe(1);
    }
  });

  it('matches the recipe (players, place facts)', () => {
    const map = load(json);
    expect(map.players).toEqual(recipe!.players);
    expect(map.places.map((p) => [p.id, p.kind, p.color, p.growth, p.startCubes])).toEqual(
      recipe!.places.map((p) => [p.id, p.kind, p.color, p.growth, p.startCubes]),
    );
  });

});

// Only the published boards have counts to compare with; our own designs (Western U.S.) have none.
const published = maps.filter((m) => m.recipe?.targets).map((m) => [m.id, m] as const);
describe.each(published)('published map %s', (id, { json, recipe }) => {
  it('has terrain counts within 15 % of the published board', () => {
    const counts = terrainCounts(load(json));
    for (const [t, want] of Object.entries(recipe!.targets!)) {
      const got = counts[t as Terrain] ?? 0;
      expect(Math.abs(got - want), `${id} ${t}: ${got} vs published ${want}`).toBeLessThanOrEqual(Math.max(1, 0.15 * want));
    }
  });
});
