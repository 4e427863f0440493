// The goods display as players read it: columns with their die number or New City letter, the cubes on them, and the
// city each column grows onto. Light on purpose (state constants and the variants only), like round-info.ts, so the
// UI can show the display at any time without loading the move generation.
import type { HexId } from '../hex/coords';
import type { GoodsColor, GrowthGroup } from '../map/types';
import { DISPLAY_FIELDS, NEW_CITY_LETTERS, NEW_CITY_ROWS, NUMBERED_ROWS, newCityField, numberedField } from './goods';
import type { AosView } from './state';
import { variantOf } from './variants';

import type { DisplayArea } from './display-field';

export { displayFieldParts, type DisplayArea } from './display-field';

export interface DisplayFieldInfo {
  id: string;
  /** Row from the top, 0-based. */
  row: number;
  cube: GoodsColor | null;
  /** False for fields this map does not use (Barbados uses the top rows only, St. Lucia none). */
  inUse: boolean;
}

export interface DisplayColumnInfo {
  area: DisplayArea;
  /** What is printed above the column: the die number ("1".."6") or the New City letter ("A".."H"). */
  label: string;
  fields: DisplayFieldInfo[];
  /** The die that empties this column: its own number, or for a New City the numbered column it is listed under. */
  die: { group: GrowthGroup; n: number } | null;
  /** Where its cubes grow to: the numbered city, or the New City once built; null when the map has none (yet). */
  feeds: HexId | null;
}

export function goodsDisplay(s: AosView): DisplayColumnInfo[] {
  const variant = variantOf(s);
  const inUse = new Set(variant.displayFields ?? DISPLAY_FIELDS);
  const field = (id: string, row: number): DisplayFieldInfo => ({ id, row, cube: s.display[id] ?? null, inUse: inUse.has(id) });
  const cityOf = (group: GrowthGroup, n: number) => s.map.places.find((p) => p.kind === 'city' && p.growth?.group === group && p.growth.n === n)?.hex ?? null;
  const newCityHex = new Map(Object.entries(s.track.newCities).map(([hex, nc]) => [nc.letter, hex]));
  const out: DisplayColumnInfo[] = [];
  for (const group of ['light', 'dark'] as const) {
    for (let n = 1; n <= 6; n++) {
      const fields = Array.from({ length: NUMBERED_ROWS }, (_, row) => field(numberedField(group, n, row), row));
      out.push({ area: group, label: String(n), fields, die: { group, n }, feeds: cityOf(group, n) });
    }
  }
  for (const letter of NEW_CITY_LETTERS) {
    const fields = Array.from({ length: NEW_CITY_ROWS }, (_, row) => field(newCityField(letter, row), row));
    out.push({ area: 'newCity', label: letter, fields, die: variant.newCityColumns[letter] ?? null, feeds: newCityHex.get(letter) ?? null });
  }
  return out;
}
