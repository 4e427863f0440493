// The physical tile supply of each Age of Steam edition (rules-spec §1.3.3; 2002 uses the same breakdown, §1.3.4 / A-O7).
import type { TileClass } from './types';

export type AosEdition = 'deluxe' | '2002';

// [001:L1021-1092]: 110 simple + 11 crossing + 4 coexisting + 11 town tiles = 136. AoS has no 2- or 4-exit town
// tiles: those towns are built with a simple/complex tile and a town marker.
const DELUXE: Record<TileClass, number> = {
  S: 48, G: 55, K: 7,
  XSS: 4, XSG: 4, XGG: 3,
  PGG: 1, PSK: 1, PGK: 1, PGKm: 1,
  T1: 3, T2S: 0, T2G: 0, T2K: 0,
  T3star: 2, T3same: 2, T3L: 2, T3R: 2,
  T4peace: 0, T4X: 0, T4half: 0,
};

/** Tiles in the box at the start of a game, per class (a fresh object each call). */
export function tileInventory(edition: AosEdition): Record<TileClass, number> {
  // The 2002 rulebook only says "136 Streckenkacheln" [004:L21]; decision D1 uses the deluxe breakdown for both.
  void edition;
  return { ...DELUXE };
}

/** Town markers in the box (8 in both editions, [001:L10-11], [004:L19]). */
export const TOWN_MARKERS = 8;
