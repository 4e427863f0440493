// `npm run maps`: generates every map in tools/mapgen/recipes into assets/maps/<id>.json and docs/maps/<id>.png, then
// every lattice board in tools/mapgen/lattice into assets/lattice/<id>.json (and its rule system's cards).
// Usage: npm run maps [-- <id> ...]  (no ids = all maps). Prints each map's review log.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateMap } from './generate';
import { loadGeoData } from './geodata';
import { previewPng } from './preview';
import { RECIPES } from './recipes/index';
import { stableStringify } from './stable-json';
import { balanceLine } from './steam-balance';
import { writeLattices } from './lattice/index';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const wanted = process.argv.slice(2);
const geo = loadGeoData();
mkdirSync(join(root, 'assets/maps'), { recursive: true });
mkdirSync(join(root, 'docs/maps'), { recursive: true });
for (const recipe of RECIPES) {
  if (wanted.length && !wanted.includes(recipe.id)) continue;
  const { map, log } = generateMap(recipe, geo);
  if (map.game === 'steam') log.push(balanceLine(map));
  const text = stableStringify(map) + '\n';
  writeFileSync(join(root, 'assets/maps', `${recipe.id}.json`), text);
  writeFileSync(join(root, 'docs/maps', `${recipe.id}.png`), previewPng(map));
  console.log(`${recipe.id}: ${(text.length / 1024).toFixed(1)} KB${log.length ? '\n  ' + log.join('\n  ') : ''}`);
}
for (const line of writeLattices(root, geo, wanted)) console.log(line);
