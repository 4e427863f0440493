// The track module's public API: tiles, rules, building, links, ownership, urbanization and deliveries.
// Shared by every hex rule system: each supplies its own TrackRules and TileSupply (Age of Steam: aos/track-rules.ts).
import type { TrackBoard } from './types';

export type * from './types';
export type { BuildContext, BuildKind, BuildOption, BuildResult, TrackRef } from './build-types';
export type { TrackRules, UnownedSection } from './rules';
export type { TileSupply, TwoFacedTile } from './supply';
export type { PieceShape, TileSpec } from './tiles';
export type { UrbanizeResult } from './urbanize';
export type { DeliveryOptions, DeliveryRequest, SpecialGoods } from './deliveries';
export { TILE_CLASSES, TILE_SPECS, tileCategory, tileExits, tilePieces, isTileClass } from './tiles';
export { countedSupply, doubleSidedSupply, facesFit, facesOnBoard } from './supply';
export { isTownHex } from './rules';
export { checkBuild, buildChecker, buildOptions, buildableHexes } from './build';
export { computeLinks, openSections } from './chains';
export { urbanize } from './urbanize';
export { releaseUnextended, releaseIncomplete } from './ownership';
export { findDeliveries, checkDelivery } from './deliveries';
export { TRACK_MESSAGES } from './messages';

/** A board with no track, no New Cities and no special links. */
export function emptyTrackBoard(): TrackBoard {
  return { tiles: {}, newCities: {}, specialLinks: {} };
}
