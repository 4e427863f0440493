// Test helpers: small scenario maps from terrain rows and places, a build context, and a builder that plays tiles.
import type { HexId } from '../../../src/engine/hex/coords';
import { MAP_SCHEMA, type BoardMap, type GoodsColor, type Place } from '../../../src/engine/map/types';
import {
  aosTrackRules,
  checkBuild,
  emptyTrackBoard,
  tileInventory,
  type BuildContext,
  type BuildRequest,
  type TrackBoard,
  type TrackRules,
} from '../../../src/engine/track';

export interface PlaceSpec {
  id: string;
  kind?: Place['kind'];
  hex: HexId;
  color?: GoodsColor;
  flags?: string[];
}

/** A map from rows of terrain characters (see TERRAIN_CHARS) and a few places; cities default to red. */
export function scenarioMap(
  rows: string[],
  places: PlaceSpec[],
  extra: Partial<Pick<BoardMap, 'impassableEdges' | 'costs' | 'rules' | 'specialLinks'>> = {},
): BoardMap {
  const cols = Math.max(...rows.map((r) => r.length));
  return {
    schema: MAP_SCHEMA,
    id: 'scenario',
    title: 'Scenario',
    game: 'age-of-steam',
    players: { min: 1, max: 6 },
    grid: { orientation: 'flat', offset: 'odd-q', cols, rows: rows.length },
    terrain: rows,
    places: places.map((p) => ({
      id: p.id,
      name: p.id[0]!.toUpperCase() + p.id.slice(1),
      kind: p.kind ?? 'city',
      hex: p.hex,
      lonLat: [0, 0] as [number, number],
      ...((p.kind ?? 'city') !== 'town' ? { color: p.color ?? 'red' } : {}),
      ...(p.flags ? { flags: p.flags } : {}),
    })),
    impassableEdges: extra.impassableEdges ?? [],
    ...(extra.costs ? { costs: extra.costs } : {}),
    ...(extra.specialLinks ? { specialLinks: extra.specialLinks } : {}),
    rules: extra.rules ?? { variant: 'rust-belt' },
    credits: [],
    provenance: { generator: 'test', inputsHash: '0' },
  };
}

export function ctxFor(
  map: BoardMap,
  board: TrackBoard,
  seat: number,
  over: Partial<BuildContext> & { edition?: 'deluxe' | '2002' } = {},
): BuildContext {
  const edition = over.edition ?? 'deluxe';
  const rules: TrackRules = over.rules ?? aosTrackRules(edition, map);
  return {
    map,
    board,
    seat,
    cash: over.cash ?? 100,
    supply: over.supply ?? tileInventory(edition),
    townMarkersLeft: over.townMarkersLeft ?? 8,
    hasBuiltBefore: over.hasBuiltBefore ?? true,
    rules,
    seatNames: over.seatNames ?? ['Petra', 'Daria', 'Viola', 'Ingrid', 'Johanna', 'Six'],
  };
}

export type Step = Omit<BuildRequest, 'hex'> & { hex: HexId; seat: number };

/** Play builds one after another (each must be legal); returns the board and the costs paid. */
export function play(
  map: BoardMap,
  steps: Step[],
  board: TrackBoard = emptyTrackBoard(),
  edition: 'deluxe' | '2002' = 'deluxe',
): { board: TrackBoard; costs: number[] } {
  const costs: number[] = [];
  for (const s of steps) {
    const { seat, ...req } = s;
    const r = checkBuild(ctxFor(map, board, seat, { edition }), req);
    if (!r.ok) throw new Error(`step ${JSON.stringify(s)} refused: ${JSON.stringify(r.reason)}`);
    costs.push(r.cost);
    board = r.board;
  }
  return { board, costs };
}
