// Resolves a map's `rules.variant` to its hook object. Maps whose hooks are not written yet play with the base rules.
import type { BoardMap } from '../../map/types';
import { rustBelt } from './rust-belt';
import { southernUs } from './southern-us';
import type { AosVariant } from './types';

const VARIANTS: Readonly<Record<string, AosVariant>> = {
  'rust-belt': rustBelt,
  'southern-us': southernUs,
  base: rustBelt,
};

/** The variant for a map; unknown ids fall back to the base game (reported by `variantKnown`). */
export function variantFor(map: BoardMap): AosVariant {
  return VARIANTS[map.rules.variant] ?? rustBelt;
}

export function variantKnown(map: BoardMap): boolean {
  return map.rules.variant in VARIANTS;
}

export type { AosVariant } from './types';
