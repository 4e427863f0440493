// The one place where the Age of Steam flow calls the track module (src/engine/track, owned by TRACK).
// Until the track module lands, build and delivery queries here throw "not implemented yet".
import type { Edition } from '../api';
import type { HexId } from '../hex/coords';
import type { BoardMap, GoodsColor } from '../map/types';
import type { Reason } from '../reason';
import type { BuildRequest, Delivery, Link, TileClass, TileCategory, TrackBoard } from '../track/types';

export interface TrackRules {
  edition: Edition;
  placeCost(map: BoardMap, hex: HexId, category: TileCategory): number | null;
  allowIncomplete: boolean;
}

export interface BuildContext {
  map: BoardMap;
  board: TrackBoard;
  seat: number;
  cash: number;
  supply: Record<TileClass, number>;
  townMarkersLeft: number;
  hasBuiltBefore: boolean;
  rules: TrackRules;
}

export type BuildCheck =
  | {
      ok: true;
      cost: number;
      kind: 'place' | 'replace' | 'redirect' | 'town';
      board: TrackBoard;
      returned: TileClass[];
      townMarkerDelta: number;
    }
  | { ok: false; reason: Reason };

export interface BuildOption {
  request: BuildRequest;
  cost: number;
  kind: 'place' | 'replace' | 'redirect' | 'town';
}

export type UrbanizeResult =
  | { ok: true; board: TrackBoard; returned: TileClass[]; townMarkerReturned: boolean }
  | { ok: false; reason: Reason };

function notYet(what: string): never {
  throw new Error(`${what}: not implemented yet (waiting for src/engine/track)`);
}

export function emptyTrackBoard(): TrackBoard {
  return { tiles: {}, newCities: {}, specialLinks: {} };
}

/** Deluxe inventory (rules-spec §1.3.3), also used for 2002 (§1.3.4). */
export function tileInventory(_edition: Edition): Record<TileClass, number> {
  return {
    S: 48, G: 55, K: 7, XSS: 4, XSG: 4, XGG: 3, PGG: 1, PSK: 1, PGK: 1, PGKm: 1,
    T1: 3, T2S: 0, T2G: 0, T2K: 0, T3star: 2, T3same: 2, T3L: 2, T3R: 2, T4peace: 0, T4X: 0, T4half: 0,
  };
}

export function aosTrackRules(_edition: Edition, _map: BoardMap): TrackRules {
  return notYet('aosTrackRules');
}
export function checkBuild(_ctx: BuildContext, _req: BuildRequest): BuildCheck {
  return notYet('checkBuild');
}
export function buildOptions(_ctx: BuildContext, _hex?: HexId): BuildOption[] {
  return notYet('buildOptions');
}
export function buildableHexes(_ctx: BuildContext): HexId[] {
  return notYet('buildableHexes');
}
export function computeLinks(_map: BoardMap, _board: TrackBoard): Link[] {
  return notYet('computeLinks');
}
export function urbanize(_map: BoardMap, _board: TrackBoard, _hex: HexId, _newCity: { letter: string; color: GoodsColor }): UrbanizeResult {
  return notYet('urbanize');
}
export function releaseUnextended(_map: BoardMap, _board: TrackBoard, _seat: number, _built: HexId[]): TrackBoard {
  return notYet('releaseUnextended');
}
export function releaseIncomplete(_map: BoardMap, _board: TrackBoard, _seat: number): TrackBoard {
  return notYet('releaseIncomplete');
}
export function findDeliveries(
  _map: BoardMap,
  _board: TrackBoard,
  _links: Link[],
  _cubes: Record<HexId, GoodsColor[]>,
  _engineLevel: number,
  _opts: { from?: HexId; paysIncome(seat: number): boolean },
): Delivery[] {
  return notYet('findDeliveries');
}
