// The vocabulary of a tile build: the builder's context, the checker's answer and a generated option.
import type { Edge, HexId } from '../hex/coords';
import type { BoardMap } from '../map/types';
import type { Reason } from '../reason';
import type { TrackRules } from './rules';
import type { TileSupply } from './supply';
import type { BuildRequest, TileClass, TrackBoard } from './types';

export interface BuildContext {
  map: BoardMap;
  board: TrackBoard;
  seat: number;
  /** The builder's cash, for `rules.canPay` and for the reason that refuses a build he cannot pay. */
  cash: number;
  /**
   * What the builder pays for a build of list price `cost`, where a rule lowers it (Germany's Engineer, X8); the
   * affordability check uses it. Absent: the list price.
   */
  priceOf?: (cost: number) => number;
  /** The tiles still in the box. */
  supply: TileSupply;
  townMarkersLeft: number;
  /** False until the seat's very first tile: that one must be next to a city and lead into it (and be simple, per rules). */
  hasBuiltBefore: boolean;
  rules: TrackRules;
  /** Names of the seats, for reasons that name another player ("{player}'s track"); without them seat n is "n+1". */
  seatNames?: string[];
}

/**
 * place = a tile on an empty hex; town = a tile on an empty town hex; replace = upgrade to cross, run parallel or
 * reach a town (existing routes kept); redirect = new course for the end tile of an own or unowned section.
 */
export type BuildKind = 'place' | 'replace' | 'redirect' | 'town';

export type BuildResult =
  | {
      ok: true;
      cost: number;
      kind: BuildKind;
      /** The board after the build, ownership already updated. */
      board: TrackBoard;
      /** Tiles that went back to the box (the replaced tile). */
      returned: TileClass[];
      /** Town markers taken from the box (+1) or put back (−1). */
      townMarkerDelta: number;
      /**
       * The track this build added, as it counts for the extension duty: every new piece; none for a redirect
       * ([001:L368]). Collect a seat's over the period and pass them to releaseUnextended for the exact test.
       */
      extension: TrackRef[];
    }
  | { ok: false; reason: Reason };

/** One piece of track by where it lies: its tile hex and its two ends (an edge, or the town on a town hex). */
export interface TrackRef {
  hex: HexId;
  a: Edge;
  b: Edge | 'town';
}

export interface BuildOption {
  request: BuildRequest;
  cost: number;
  kind: BuildKind;
}
