// Steam's answers to the track module's questions (track/rules.ts): its build prices ([000:L239-249], rules-spec
// §2.4.7), who may take over an unowned section (S-B20), what a builder can pay (borrowing, §2.4.3), and its box of
// 136 double-sided tiles (§1.3.2, S-B1, S-B2, D2).
import type { HexId } from '../hex/coords';
import { terrainAt } from '../map/query';
import type { BoardMap } from '../map/types';
import type { TrackRules } from '../track/rules';
import { doubleSidedSupply, facesFit, facesOnBoard, type TileSupply, type TwoFacedTile } from '../track/supply';
import { tileCategory, tileExits } from '../track/tiles';
import type { TileClass, TrackBoard } from '../track/types';

/**
 * The physical tiles, front and back ([000:L627-631]; the (T32/T33) pair only in [002:L1521], S-B1). Face names by
 * the rulebook: #21 S, #22 G, #23 K, #41 XSS, #42 XSG, #43 XGG, #44 PSK, #45 PGG, #46 PGK, #47 PGKm; #T11 T1, #T21 T2S,
 * #T22 T2G, #T23 T2K, #T31 T3star, #T32 T3L, #T33 T3R, #T34 T3same, #T41 T4peace, #T42 T4X, #T43 T4half. Which of a
 * mirror pair is "links" cannot be told from the text (D26): the engine needs both shapes only.
 */
export const STEAM_TILES: readonly TwoFacedTile[] = [
  { faces: ['S', 'G'], count: 86 },
  { faces: ['T2S', 'T2G'], count: 10 },
  { faces: ['K', 'T2K'], count: 8 },
  { faces: ['T1', null], count: 4 },
  { faces: ['XSG', 'T4peace'], count: 4 },
  { faces: ['T3star', 'T3same'], count: 4 },
  { faces: ['T4X', 'XSS'], count: 4 },
  { faces: ['XGG', 'T4half'], count: 4 },
  { faces: ['PSK', 'PGG'], count: 2 },
  { faces: ['PSK', 'PGKm'], count: 2 },
  { faces: ['PGKm', 'PGK'], count: 2 },
  { faces: ['PGG', 'PGK'], count: 2 },
  { faces: ['T3L', 'T3R'], count: 4 },
];

/** Physical tiles in the box at the start: 136 ([000:L33]). */
export const STEAM_TILE_COUNT = STEAM_TILES.reduce((n, t) => n + t.count, 0);

// A board's supply answers are kept with the board (boards are never edited, only replaced).
const supplies = new WeakMap<TrackBoard, TileSupply>();

/** The tiles still in the box for a board: a face can be taken when a matching gives it a physical tile (D2). */
export function steamSupply(board: TrackBoard): TileSupply {
  let s = supplies.get(board);
  if (!s) supplies.set(board, (s = doubleSidedSupply(STEAM_TILES, facesOnBoard(board))));
  return s;
}

/** Whether every face on the board has a physical tile of its own (the invariant "tiles matched"): the exact matching. */
export function boardTilesMatch(board: TrackBoard): boolean {
  return facesFit(STEAM_TILES, facesOnBoard(board));
}

/** Terrain surcharge: river (and canal, and a small lake) +$1, hill or mountain +$2; coast and plain nothing ([000:L289-301]). */
export function terrainSurcharge(map: BoardMap, hex: HexId): number {
  const t = terrainAt(map, hex);
  if (t === 'river') return 1;
  if (t === 'hill' || t === 'mountain') return 2;
  return 0;
}

/** $1 per tile edge the track leaves by, +$1 for a town symbol ([000:L239-249], S-B10). */
export function tileBaseCost(tile: TileClass): number {
  return tileExits(tile) + (tileCategory(tile) === 'town' ? 1 : 0);
}

/**
 * Steam's track rules. `canPay`: whether the builder can pay an amount (basic: cash and borrowing; standard: cash
 * only, [000:L598-600]); the caller knows the seat's economy.
 */
export function steamTrackRules(canPay: (amount: number, seat: number) => boolean): TrackRules {
  return {
    // The first tile need not be simple; it must lead out of a city ([000:L231], §3 row 24).
    firstTileSimple: false,
    firstTileCity: (_map, place) => place.kind === 'city',
    // Complex tiles may go straight onto an empty hex at full price ([000:L379]).
    placeCost: (map, hex, tile) => (tileCategory(tile) === 'town' ? null : tileBaseCost(tile) + terrainSurcharge(map, hex)),
    // Town hexes: exits + $1 town + terrain (example B, [000:L261]).
    townCost: (map, hex, tile) => tileBaseCost(tile) + terrainSurcharge(map, hex),
    // Upgrades pay for every track of the new tile, no terrain ([000:L371]).
    replaceCost: (_from, to) => tileBaseCost(to),
    // Redirects pay the new tile's track, no terrain ([000:L359], [002:L866-872]).
    redirectCost: (_from, to) => tileBaseCost(to),
    canPay: (amount, buyer) => canPay(amount, buyer.seat),
    // "dass sie in derselben Stadt oder Großstadt startet und endet" is refused ([000:L253]).
    forbidSelfLoop: true,
    // Only a section that starts at a city or touches the builder's complete links may be taken over ([000:L343],
    // S-B20); a former owner may take it back the same way.
    mayClaim: (_seat, section) => section.joinsBuilder,
    // A redirect that connects an unowned section to a city takes it over (S-B5, [000:L363]).
    redirectCompletionClaims: true,
    // Steam has no town markers: town hexes take town tiles only ([000:L307]).
    townMarkers: 0,
  };
}
