// Loads every committed map under assets/maps with its recipe, for the map checks in tests/maps.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { RECIPES } from '../../tools/mapgen/recipes/index';
import type { Recipe } from '../../tools/mapgen/recipe';

export const MAPS_DIR = resolve(import.meta.dirname, '../../assets/maps');

export interface Committed {
  id: string;
  text: string;
  json: unknown;
  recipe: Recipe | undefined;
}

export function committedMaps(): Committed[] {
  return readdirSync(MAPS_DIR)
    .filter((f) => f.endsWith('.json'))
    .toSorted()
    .map((f) => {
      const text = readFileSync(join(MAPS_DIR, f), 'utf8');
      const id = f.replace(/\.json$/, '');
      return { id, text, json: JSON.parse(text) as unknown, recipe: RECIPES.find((r) => r.id === id) };
    });
}
