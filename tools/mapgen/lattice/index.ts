// The lattice boards `npm run maps` generates (after the hex maps): assets/lattice/<id>.json, docs/maps/<id>.png, and
// the cards of the board's rule system (Spike: assets/spike/cards.json and the engine's copy
// src/engine/spike/cards-data.json, both generated from the board).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeoData } from '../geodata';
import { stableStringify } from '../stable-json';
import { generateLattice } from './generate';
import { latticePreviewPng } from './preview';
import { generateSpikeCards } from './spike-cards';
import type { LatticeRecipe } from './recipe';
import { spikeEasternUs } from './spike-eastern-us';

/** Every lattice recipe, in the order `npm run maps` generates them. */
export const LATTICE_RECIPES: readonly LatticeRecipe[] = [spikeEasternUs];

/** Writes every wanted lattice board (no ids = all) under `root`; returns one review line per board. */
export function writeLattices(root: string, geo: GeoData, wanted: readonly string[]): string[] {
  const out: string[] = [];
  for (const recipe of LATTICE_RECIPES) {
    if (wanted.length && !wanted.includes(recipe.id)) continue;
    const { board, log } = generateLattice(recipe, geo);
    const text = stableStringify(board) + '\n';
    mkdirSync(join(root, 'assets/lattice'), { recursive: true });
    writeFileSync(join(root, 'assets/lattice', `${recipe.id}.json`), text);
    writeFileSync(join(root, 'docs/maps', `${recipe.id}.png`), latticePreviewPng(board));
    out.push(`${recipe.id}: ${(text.length / 1024).toFixed(1)} KB${log.length ? '\n  ' + log.join('\n  ') : ''}`);
    if (recipe.game === 'spike') {
      const cards = stableStringify(generateSpikeCards(board)) + '\n';
      mkdirSync(join(root, 'assets/spike'), { recursive: true });
      writeFileSync(join(root, 'assets/spike/cards.json'), cards);
      // The engine imports nothing outside src/engine: its copy is written here too, never edited by hand.
      writeFileSync(join(root, 'src/engine/spike/cards-data.json'), cards);
      out.push(`spike cards (${recipe.id}): ${(cards.length / 1024).toFixed(1)} KB`);
    }
  }
  return out;
}
