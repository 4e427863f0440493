// The bag of goods cubes, shared by the rule systems that draw cubes blind: a count per colour, drawn one cube at a
// time without replacement. Each system names its colours in a fixed order; a draw walks the bag in that order, so a
// seed gives the same cubes on every machine.
import type { GoodsColor } from './map/types';
import { randomInt, type RngState } from './rng';

/** Cubes left in `bag`, over the system's `colors`. */
export function cubesInBag(bag: Readonly<Record<GoodsColor, number>>, colors: readonly GoodsColor[]): number {
  let n = 0;
  for (const c of colors) n += bag[c];
  return n;
}

/** Draws one random cube from `bag` (multiset draw without replacement; changes `bag` and `rng`); null when empty. */
export function drawFromBag(bag: Record<GoodsColor, number>, colors: readonly GoodsColor[], rng: RngState): GoodsColor | null {
  const total = cubesInBag(bag, colors);
  if (total === 0) return null;
  let k = randomInt(rng, total);
  for (const c of colors) {
    if (k < bag[c]) {
      bag[c] -= 1;
      return c;
    }
    k -= bag[c];
  }
  return null;
}
