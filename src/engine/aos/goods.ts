// Goods cubes: the bag (counts per colour), the goods display fields and their fill order, cubes on the map.
// All helpers mutate a state copy that the current move owns (see draft.ts).
import type { HexId } from '../hex/coords';
import type { GoodsColor, GrowthGroup } from '../map/types';
import { cubesInBag, drawFromBag } from '../goods-bag';
import type { RngState } from '../rng';
import { own, type Draft } from './draft';
import type { GameState } from './state';
import { variantOf, type AosVariant } from './variants';

export const GOODS_COLORS: readonly GoodsColor[] = ['red', 'blue', 'purple', 'yellow', 'black', 'white'];
export const NEW_CITY_LETTERS: readonly string[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];

/** Rows per numbered column (3) and per New City column (2) (rules-spec §2.1.2 step 4). */
export const NUMBERED_ROWS = 3;
export const NEW_CITY_ROWS = 2;

/** Field id of a numbered column: "L3.0" = light column 3, top row; "D1.2" = dark column 1, bottom row. */
export function numberedField(group: GrowthGroup, n: number, row: number): string {
  return `${group === 'light' ? 'L' : 'D'}${n}.${row}`;
}

/** Field id of a New City column: "A.0" = column A, top row. */
export function newCityField(letter: string, row: number): string {
  return `${letter}.${row}`;
}

/**
 * All 52 fields in setup fill order: "first the top-left field, then to the right until the row is full, then the
 * next rows" (001:L60-65): light 1–6 then dark 1–6 for rows 0–2, then A–H for rows 0–1.
 */
export const DISPLAY_FIELDS: readonly string[] = (() => {
  const out: string[] = [];
  for (let row = 0; row < NUMBERED_ROWS; row++) {
    for (const g of ['light', 'dark'] as const) for (let n = 1; n <= 6; n++) out.push(numberedField(g, n, row));
  }
  for (let row = 0; row < NEW_CITY_ROWS; row++) for (const l of NEW_CITY_LETTERS) out.push(newCityField(l, row));
  return out;
})();

export const DISPLAY_FIELD_SET: ReadonlySet<string> = new Set(DISPLAY_FIELDS);

const COLUMN_FIELDS = new Map<string, readonly string[]>();
for (const g of ['light', 'dark'] as const) {
  for (let n = 1; n <= 6; n++) COLUMN_FIELDS.set(`${g}${n}`, Array.from({ length: NUMBERED_ROWS }, (_, r) => numberedField(g, n, r)));
}
for (const l of NEW_CITY_LETTERS) COLUMN_FIELDS.set(l, Array.from({ length: NEW_CITY_ROWS }, (_, r) => newCityField(l, r)));

/** Fields of one column (a numbered column or a New City letter), top row first. */
export function columnFields(column: { group: GrowthGroup; n: number } | string): readonly string[] {
  return COLUMN_FIELDS.get(typeof column === 'string' ? column : `${column.group}${column.n}`) ?? [];
}

export function bagSize(bag: Record<GoodsColor, number>): number {
  return cubesInBag(bag, GOODS_COLORS);
}

/** Draws one random cube from the bag (multiset draw without replacement, D28); null when empty. */
export function drawCube(bag: Record<GoodsColor, number>, rng: RngState): GoodsColor | null {
  return drawFromBag(bag, GOODS_COLORS, rng);
}

/** Puts a cube on a map hex (cube lists are replaced, never edited). */
export function addCube(d: Draft, hex: HexId, color: GoodsColor): void {
  const cubes = own(d, 'cubes');
  cubes[hex] = [...(cubes[hex] ?? []), color];
}

/** Takes one cube of `color` off a hex; false when there is none. */
export function removeCube(d: Draft, hex: HexId, color: GoodsColor): boolean {
  const list = d.s.cubes[hex];
  if (!list) return false;
  const i = list.indexOf(color);
  if (i < 0) return false;
  const next = list.slice(0, i).concat(list.slice(i + 1));
  const cubes = own(d, 'cubes');
  if (next.length) cubes[hex] = next;
  else delete cubes[hex];
  return true;
}

/** Cubes per colour in the bag, on the display, on the map, on stations and in the Production holder's hand (conservation check). */
export function countGoods(s: GameState): Record<GoodsColor, number> {
  const out: Record<GoodsColor, number> = { ...s.bag };
  for (const c of s.production?.drawn ?? []) out[c] += 1;
  for (const f of DISPLAY_FIELDS) {
    const c = s.display[f];
    if (c) out[c] += 1;
  }
  for (const list of Object.values(s.cubes)) for (const c of list) out[c] += 1;
  // A foreign station's cube stays on it for good: it names the colour the station accepts (Germany, X11).
  for (const c of Object.values(s.stationColors)) out[c] += 1;
  return out;
}

/** The empty display fields in use on this map (Barbados uses the light top row only, X13). */
export function emptyFields(s: GameState, variant: AosVariant = variantOf(s)): string[] {
  const inUse = variant.displayFields ?? DISPLAY_FIELDS;
  return inUse.filter((f) => s.display[f] === null);
}
