// Track rules as data plus a few hooks: costs and switches that differ between editions and maps (rules-spec §2.1.7, §2.2, §2.3).
// Steam will supply its own TrackRules object; the build checker reads only this interface.
import type { HexId } from '../hex/coords';
import { placeAt, terrainAt } from '../map/query';
import type { BoardMap, Place, Terrain } from '../map/types';
import { tileCategory } from './tiles';
import type { AosEdition } from './inventory';
import type { TileCategory, TileClass } from './types';

export interface TrackRules {
  edition: AosEdition;
  /**
   * Cost of placing a tile of this category on an empty hex that is not a town; null = not allowed there
   * (2002: complex tiles never go on an empty non-town hex, O2).
   */
  placeCost(map: BoardMap, hex: HexId, category: TileCategory): number | null;
  /** Cost of placing a tile on an empty town hex with `spokes` tracks leading to the town. */
  townCost(spokes: number): number;
  /** Cost of replacing tile `from` by tile `to` (not a redirect); `onTown` when the hex is a town. */
  replaceCost(from: TileClass, to: TileClass, onTown: boolean): number;
  redirectCost: number;
  /** False on maps where every section must be complete by the end of the builder's turn (Germany, X9). */
  allowIncomplete: boolean;
  /** Deluxe forbids a link from a city/town straight back to itself (O4); 2002 as written does not. */
  forbidSelfLoop: boolean;
  /** Deluxe: anybody may claim an unowned section by extending it; 2002: only "another player" (O6). */
  formerOwnerMayClaim: boolean;
  /** AoS builds 2- and 4-exit towns with simple/complex tiles plus a town marker; Steam has no markers. */
  townMarkers: boolean;
  /** Cities a player's very first tile may start from (Western U.S.: start cities only, [001:L716-717]). */
  firstTileCity(map: BoardMap, place: Place): boolean;
}

/** Terrain surcharge step on an empty hex: 0 plain, 1 river, 2 mountain. */
function terrainStep(map: BoardMap, terrain: Terrain): number {
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

/** The Age of Steam track rules for an edition on a map (base costs plus the map's cost hooks). */
export function aosTrackRules(edition: AosEdition, map: BoardMap): TrackRules {
  const variant = map.rules.variant;
  return {
    edition,
    placeCost(m, hex, category) {
      if (category === 'town') return null;
      if (edition === '2002' && category !== 'simple') return null;
      const base = CATEGORY_BASE[category];
      const printed = m.costs?.[hex];
      // Germany: the printed number is the simple price; complex tiles add their usual premium (X10).
      if (printed !== undefined) return printed + (base - 2);
      const terrain = terrainAt(m, hex);
      const step = terrainStep(m, terrain);
      if (variant === 'western-us') {
        // Western U.S.: a simple tile costs $4 on swamp/river and $5 on mountains; complex tiles add the same surcharge (X1).
        const surcharge = step === 0 ? 0 : step === 1 ? 2 : 3;
        return base + surcharge;
      }
      return base + step;
    },
    townCost(spokes) {
      // $1 for the town + $1 per track leading to it; no terrain surcharge on town hexes (A-D8).
      return 1 + spokes;
    },
    replaceCost(from, to, onTown) {
      if (onTown) return 3;
      const a = tileCategory(from);
      const b = tileCategory(to);
      if (a === 'simple' && b === 'crossing') return 3;
      // 2002: any simple → complex replacement costs $3 (O3); deluxe: only simple → crossing.
      if (edition === '2002' && a === 'simple' && b === 'coexisting') return 3;
      return 2;
    },
    redirectCost: 2,
    allowIncomplete: variant !== 'germany',
    forbidSelfLoop: edition === 'deluxe' || map.rules.params?.forbidSelfLoop === true,
    formerOwnerMayClaim: edition === 'deluxe',
    townMarkers: true,
    firstTileCity(_map, place) {
      if (place.kind !== 'city') return false;
      if (variant === 'western-us') return place.flags?.includes('startCity') ?? false;
      return true;
    },
  };
}

/** True when a place on this hex is a town (a New City built there makes it a city instead). */
export function isTownHex(map: BoardMap, newCities: Record<HexId, unknown>, hex: HexId): boolean {
  return placeAt(map, hex)?.kind === 'town' && !(hex in newCities);
}
