// Regenerates every map from its recipe in memory and fails when the committed JSON differs (run `npm run maps`).
import { expect, it } from 'vitest';
import { generateMap } from '../../tools/mapgen/generate';
import { loadGeoData } from '../../tools/mapgen/geodata';
import { stableStringify } from '../../tools/mapgen/stable-json';
import { committedMaps } from './committed-maps';

it.each(committedMaps().map((m) => [m.id, m] as const))('assets/maps/%s.json is what its recipe generates', (id, { text, recipe }) => {
  expect(recipe, `no recipe for ${id}`).toBeDefined();
  const fresh = stableStringify(generateMap(recipe!, loadGeoData()).map) + '\n';
  expect(fresh === text, `assets/maps/${id}.json is out of date: run npm run maps`).toBe(true);
});

it('generates byte-identical output twice in one process', () => {
  const [first] = committedMaps();
  const a = stableStringify(generateMap(first!.recipe!, loadGeoData()).map);
  const b = stableStringify(generateMap(first!.recipe!, loadGeoData()).map);
  expect(a === b).toBe(true);
});
