// Age of Steam's answers to the track module's questions (track/rules.ts): its build prices, switches and hooks per
// edition and map (rules-spec §2.1.7, §2.2, §2.3), its tile supply (§1.3.3) and its town markers.
import { terrainAt } from '../map/query';
import type { BoardMap, Place, Terrain } from '../map/types';
import { reason } from '../reason';
import type { TrackRules } from '../track/rules';
import { countedSupply, type TileSupply } from '../track/supply';
import { tileCategory, tileExits } from '../track/tiles';
import type { TileCategory, TileClass } from '../track/types';
import type { AosEdition } from './options';

/**
 * What the track rules read from a map's rule variant (`AosVariant`, variants/types.ts, documents them): its terrain
 * surcharges and first-tile cities. Spelled out here, not picked from AosVariant, so this file needs nothing of the
 * variants (which reach the track module through track-port.ts).
 */
export interface TrackVariant {
  terrainSurcharge?: readonly [plain: number, river: number, mountain: number];
  firstTileCity?(map: BoardMap, place: Place): boolean;
}

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

/** Tiles in the box at the start of a game, per class (a fresh object each call; rules-spec §1.3.3). */
export function tileInventory(edition: AosEdition): Record<TileClass, number> {
  // The 2002 rulebook only says "136 Streckenkacheln" [004:L21]; decision D1 uses the deluxe breakdown for both.
  void edition;
  return { ...DELUXE };
}

/** The supply a build checks against: AoS's single-sided tiles, counted per class (read live from `left`). */
export function tileSupply(left: Readonly<Record<TileClass, number>>): TileSupply {
  return countedSupply(left);
}

/** Town markers in the box (8 in both editions, [001:L10-11], [004:L19]). */
export const TOWN_MARKERS = 8;

/** Terrain surcharge step on an empty hex: 0 plain, 1 river, 2 mountain. */
function terrainStep(map: BoardMap, terrain: Terrain): 0 | 1 | 2 {
  switch (terrain) {
    case 'river':
      return 1;
    case 'mountain':
      return 2;
    case 'hill': {
      // The AoS rulebooks know only rivers and mountains; a hill costs like a mountain unless the map says otherwise.
      const as = map.rules.params?.hillAs;
      return as === 'plain' ? 0 : as === 'river' ? 1 : 2;
    }
    case 'swamp':
      // Swamps exist only on Western U.S., where they cost like rivers ([001:L703-706]).
      return 1;
    default:
      return 0;
  }
}

const CATEGORY_BASE: Record<Exclude<TileCategory, 'town'>, number> = { simple: 2, coexisting: 3, crossing: 4 };

/** The base game's surcharges on plain, river and mountain hexes (the cost table, [001:L491-516]). */
const BASE_SURCHARGE = [0, 1, 2] as const;

/**
 * The Age of Steam track rules for an edition on a map. `variant`: the map's own rule variant, whose surcharges and
 * first-tile cities hold even in a game pinned to the base rules: the track rules always read them from the map, so
 * games saved by engine 0.1.0 (every map on base rules) were played with them. `map`: its rule params (hillAs,
 * forbidSelfLoop) and printed hex costs (Germany).
 */
export function aosTrackRules(edition: AosEdition, variant: TrackVariant, map: BoardMap): TrackRules {
  const surcharge = variant.terrainSurcharge ?? BASE_SURCHARGE;
  const startCity = variant.firstTileCity;
  const deluxe = edition === 'deluxe';
  return {
    // The very first tile "muss eine einfache Strecke sein und an eine Großstadt angrenzen" ([001:L324-326]).
    firstTileSimple: true,
    firstTileCity: (m, place) => place.kind === 'city' && (startCity ? startCity(m, place) : true),
    placeCost(m, hex, tile) {
      const category = tileCategory(tile);
      if (category === 'town') return null;
      // 2002: complex tiles never go on an empty non-town hex (O2).
      if (!deluxe && category !== 'simple') return reason('build.complexOnEmpty2002');
      const base = CATEGORY_BASE[category];
      const printed = m.costs?.[hex];
      // Germany: the printed number is the simple price; complex tiles add their usual premium (X10).
      if (printed !== undefined) return printed + (base - 2);
      return base + surcharge[terrainStep(m, terrainAt(m, hex))];
    },
    // $1 for the town + $1 per track leading to it, one per exit of the tile; no terrain surcharge on town hexes (A-D8).
    townCost: (_m, _hex, tile) => 1 + tileExits(tile),
    replaceCost(from, to, onTown) {
      if (onTown) return 3;
      const a = tileCategory(from);
      const b = tileCategory(to);
      if (a === 'simple' && b === 'crossing') return 3;
      // 2002: any simple → complex replacement costs $3 (O3); deluxe: only simple → crossing.
      if (!deluxe && a === 'simple' && b === 'coexisting') return 3;
      return 2;
    },
    // "Jede Umleitung kostet $2" ([001:L515-516]).
    redirectCost: () => 2,
    // No borrowing in Age of Steam: a build is paid from cash.
    canPay: (amount, buyer) => amount <= buyer.cash,
    forbidSelfLoop: deluxe || map.rules.params?.forbidSelfLoop === true,
    // Deluxe: anybody may claim an unowned section by extending it; 2002: only "another player" (O6).
    mayClaim: (seat, section) => deluxe || section.formerOwner !== seat,
    // A redirect is never an extension and claims nothing (001:L368, 004:L220).
    redirectCompletionClaims: false,
    townMarkers: TOWN_MARKERS,
  };
}
