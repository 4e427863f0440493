// The goods display the Production panel and the tool row's drawer show: every column keeps its header (New City D
// lost its own to a regex meant for "L"/"D" prefixes, issue 14 point 3), each numbered column names the city it grows
// to, and fields are named in words.
import '../support/system-texts';
import { afterEach, describe, expect, it } from 'vitest';
import { goodsDisplay } from '../../src/engine/aos/display';
import { displayFieldText } from '../../src/engine/aos/messages';
import { startGame } from '../../src/engine/aos/setup';
import { columnWords, fieldWords } from '../../src/ui/rules/aos/goods-display';
import { setLang } from '../../src/ui/i18n/i18n';
import { loadMap, setupFor } from '../engine/aos/random-harness';

afterEach(() => setLang('en'));

const state = startGame(setupFor(4, 'deluxe', 3, loadMap('rust-belt'))).state;

describe('goods display columns', () => {
  it('label every column of a New City display: 1–6 in the light and dark areas, A–H (D included) for New Cities', () => {
    const cols = goodsDisplay(state);
    const labels = (area: string) => cols.filter((c) => c.area === area).map((c) => c.label);
    expect(labels('light')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(labels('dark')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(labels('newCity')).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    // Each column holds its own fields in order, so none shifts up into another's place.
    for (const c of cols) for (const f of c.fields) expect(f.id).toMatch(new RegExp(`^${c.area === 'light' ? 'L' : c.area === 'dark' ? 'D' : ''}${c.label}\\.${f.row}$`));
    expect(cols.flatMap((c) => c.fields).filter((f) => f.inUse)).toHaveLength(52);
  });

  it('name the city each numbered column grows to, and the die a New City column shares', () => {
    const cols = goodsDisplay(state);
    const light1 = cols.find((c) => c.area === 'light' && c.label === '1')!;
    const city = state.map.places.find((p) => p.kind === 'city' && p.growth?.group === 'light' && p.growth.n === 1)!;
    expect(light1.feeds).toBe(city.hex);
    expect(columnWords(state, light1)).toBe(`column 1 (light) to ${city.name}`);
    const d = cols.find((c) => c.area === 'newCity' && c.label === 'D')!;
    expect(d.die).toEqual({ group: 'light', n: 6 });
    expect(d.feeds).toBeNull();
    expect(columnWords(state, d)).toBe('New City column D');
  });

  it('name fields in words, never "L5.0", in both languages', () => {
    const cols = goodsDisplay(state);
    const d = cols.find((c) => c.area === 'newCity' && c.label === 'D')!;
    expect(fieldWords(state, d, d.fields[1]!)).toMatch(/^New City column D, field 2: (empty|\w+ cube)$/);
    expect(displayFieldText('L5.0', 'en')).toBe('column 5 (light), field 1');
    expect(displayFieldText('D.1', 'de')).toBe('Spalte New City D, Feld 2');
    setLang('de');
    expect(columnWords(state, d)).toBe('Spalte New City D');
  });

  it('marks the fields a map does not use (Barbados: the top rows only)', () => {
    const barbados = startGame(setupFor(1, 'deluxe', 1, loadMap('barbados'))).state;
    const inUse = goodsDisplay(barbados).flatMap((c) => c.fields.filter((f) => f.inUse).map((f) => f.id));
    expect(inUse.every((f) => f.endsWith('.0'))).toBe(true);
    expect(inUse.length).toBeGreaterThan(0);
  });
});
