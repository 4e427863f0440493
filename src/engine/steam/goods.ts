// Steam's goods: the bag of 96 cubes ([000:L33], [002:L64-65]), drawn only at setup ([000:L62-66], never again,
// [000:L327-331]); cubes on cities; the supply fields beside the board.
import type { HexId } from '../hex/coords';
import type { GoodsColor } from '../map/types';
import { cubesInBag, drawFromBag } from '../goods-bag';
import type { RngState } from '../rng';

/** The colours of Steam's cubes, in a fixed order (draws walk the bag in this order). */
export const STEAM_COLORS: readonly GoodsColor[] = ['red', 'blue', 'purple', 'yellow', 'grey'];

/** 20 each of red, blue, purple, yellow and 16 grey. */
export function fullBag(): Record<GoodsColor, number> {
  return { red: 20, blue: 20, purple: 20, yellow: 20, grey: 16, black: 0, white: 0 };
}

export function bagSize(bag: Readonly<Record<GoodsColor, number>>): number {
  return cubesInBag(bag, STEAM_COLORS);
}

/** One random cube out of the bag (changes `bag` and `rng`); null when it is empty. */
export function drawCube(bag: Record<GoodsColor, number>, rng: RngState): GoodsColor | null {
  return drawFromBag(bag, STEAM_COLORS, rng);
}

/** Every cube of the game by colour: in the bag, on cities, on supply fields, delivered. */
export function countCubes(bag: Readonly<Record<GoodsColor, number>>, cubes: Readonly<Record<HexId, GoodsColor[]>>, supply: readonly GoodsColor[][], delivered: Readonly<Record<GoodsColor, number>>): Record<GoodsColor, number> {
  const out = { ...bag };
  for (const c of STEAM_COLORS) out[c] += delivered[c];
  for (const list of Object.values(cubes)) for (const c of list) out[c] += 1;
  for (const group of supply) for (const c of group) out[c] += 1;
  return out;
}

/** A New City tile's letter on the board: the first letter of its colour's English name, as on the goods cubes. */
export function newCityLetter(color: GoodsColor): string {
  return color === 'grey' ? 'G' : color === 'purple' ? 'P' : color[0]!.toUpperCase();
}
