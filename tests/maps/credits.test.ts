// assets/credits.json (shown on the About screen): every map and source credited in English and German.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { LATTICE_RECIPES } from '../../tools/mapgen/lattice/index';
import { RECIPES } from '../../tools/mapgen/recipes/index';

interface Credits {
  schema: string;
  sources: { id: string; name: string; url: string; licence: string; usedFor: { en: string; de: string } }[];
  maps: { id: string; en: string; de: string }[];
}

const credits = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../assets/credits.json'), 'utf8')) as Credits;

it('credits every generated map in English and German', () => {
  expect(credits.schema).toBe('railhex-credits/1');
  expect(credits.maps.map((m) => m.id).toSorted()).toEqual([...RECIPES, ...LATTICE_RECIPES].map((r) => r.id).toSorted());
  for (const m of credits.maps) expect(m.en.length > 0 && m.de.length > 0 && m.en !== m.de, m.id).toBe(true);
});

it('names a licence and an English and German use for every data source', () => {
  for (const s of credits.sources) {
    expect(s.licence.length, s.id).toBeGreaterThan(0);
    expect(s.url, s.id).toMatch(/^https:\/\//);
    expect(s.usedFor.en.length > 0 && s.usedFor.de.length > 0, s.id).toBe(true);
  }
  expect(credits.sources.map((s) => s.id)).toEqual(expect.arrayContaining(['natural-earth', 'geonames']));
});
