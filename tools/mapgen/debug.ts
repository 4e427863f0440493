// Prints a generated map as text (terrain with place initials) and its review log, for tuning a recipe by eye.
import { generateMap } from './generate';
import { loadGeoData } from './geodata';
import { RECIPES } from './recipes/index';
import { terrainCounts } from './counts';

const id = process.argv[2] ?? 'rust-belt';
const recipe = RECIPES.find((r) => r.id === id);
if (!recipe) throw new Error(`no recipe ${id}`);
const { map, log } = generateMap(recipe, loadGeoData());
const byHex = new Map(map.places.map((p) => [p.hex, p]));
for (let row = 0; row < map.grid.rows; row++) {
  let even = '', odd = '';
  for (let col = 0; col < map.grid.cols; col++) {
    const p = byHex.get(`${col},${row}`);
    const ch = p ? (p.kind === 'town' ? p.name[0]!.toLowerCase() : p.name[0]!.toUpperCase()) : map.terrain[row]![col]!;
    if (col % 2 === 0) { even += ch.padEnd(2) + '  '; } else { odd += '  ' + ch.padEnd(2); }
  }
  console.log(even + '\n' + odd);
}
const counts = terrainCounts(map);
console.log(counts, 'targets', recipe.targets, 'hexKm', map.grid.hexKm, 'impassable', map.impassableEdges.length, 'costs', Object.keys(map.costs ?? {}).length);
console.log(log.join('\n'));
console.log('bytes', JSON.stringify(map).length);
