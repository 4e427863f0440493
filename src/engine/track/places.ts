// What stands on a hex for the track rules: a city (printed or New City), a foreign station, a town, or nothing,
// plus a per-map neighbour table so that walking track does not re-parse hex ids.
import { EDGES, neighbour, type Edge, type HexId } from '../hex/coords';
import { canCross, placeAt } from '../map/query';
import type { BoardMap, GoodsColor } from '../map/types';
import type { TrackBoard } from './types';

/** 'city' and 'station' end links from any edge; a 'town' ends links only where a tile's spoke meets the edge. */
export type NodeKind = 'city' | 'station' | 'town' | null;

export function nodeKind(map: BoardMap, board: TrackBoard, hex: HexId): NodeKind {
  if (board.newCities[hex]) return 'city';
  const place = placeAt(map, hex);
  if (!place) return null;
  return place.kind;
}

/** True for hexes that end a link from any edge (cities, New Cities, foreign stations; rules-spec §1.2). */
export function endsLinks(kind: NodeKind): boolean {
  return kind === 'city' || kind === 'station';
}

/** Colour of the city on a hex for deliveries: the New City's colour wins over the printed place. */
export function cityColor(map: BoardMap, board: TrackBoard, hex: HexId): GoodsColor | undefined {
  const nc = board.newCities[hex];
  if (nc) return nc.color;
  const place = placeAt(map, hex);
  return place && place.kind !== 'town' ? place.color : undefined;
}

/** Display name of a place for messages ("Chicago"); a New City keeps the name of the town it was built on. */
export function placeName(map: BoardMap, hex: HexId): string {
  return placeAt(map, hex)?.name ?? hex;
}

const neighbourCache = new WeakMap<BoardMap, Map<HexId, HexId[]>>();
// The last map's table, in front of the WeakMap (nearly every call is for the same map; see map/query.ts).
let lastMap: BoardMap | undefined;
let lastTable: Map<HexId, HexId[]> | undefined;

/** The six neighbours of a hex, from a table built once per map. */
export function neighbours(map: BoardMap, hex: HexId): readonly HexId[] {
  let table = map === lastMap ? lastTable : neighbourCache.get(map);
  if (!table) {
    table = new Map();
    neighbourCache.set(map, table);
  }
  lastMap = map;
  lastTable = table;
  let row = table.get(hex);
  if (!row) {
    row = EDGES.map((e: Edge) => neighbour(hex, e));
    table.set(hex, row);
  }
  return row;
}

const crossCache = new WeakMap<BoardMap, Map<HexId, number>>();

/** Bit mask of the edges of a hex that track may cross (land beyond, not impassable), cached per map. */
export function crossableMask(map: BoardMap, hex: HexId): number {
  let table = crossCache.get(map);
  if (!table) {
    table = new Map();
    crossCache.set(map, table);
  }
  let m = table.get(hex);
  if (m === undefined) {
    m = 0;
    for (const e of EDGES) if (canCross(map, hex, e)) m |= 1 << e;
    table.set(hex, m);
  }
  return m;
}
