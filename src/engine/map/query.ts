// Fast lookups on a BoardMap (terrain, places, impassable edges), indexed once per map object.
// The index lives in a WeakMap so maps stay plain JSON; the cache is invisible to callers, so the engine stays pure.
import { hexId, neighbour, type Edge, type HexId } from '../hex/coords';
import { TERRAIN_CHARS, type BoardMap, type Place, type Terrain } from './types';

interface MapIndex {
  terrain: Map<HexId, Terrain>;
  placeByHex: Map<HexId, Place>;
  placeById: Map<string, Place>;
  impassable: Set<string>;
  land: HexId[];
}

const cache = new WeakMap<BoardMap, MapIndex>();

function edgeKey(a: HexId, b: HexId): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

// The map asked last, in front of the WeakMap: every terrain and place look-up comes here, nearly always for the same
// map, and a comparison is cheaper than a WeakMap probe. It holds one map object alive, as a game does anyway.
let lastMap: BoardMap | undefined;
let lastIndex: MapIndex | undefined;

function index(map: BoardMap): MapIndex {
  if (map === lastMap) return lastIndex!;
  let idx = cache.get(map);
  if (idx) {
    lastMap = map;
    lastIndex = idx;
    return idx;
  }
  const terrain = new Map<HexId, Terrain>();
  const land: HexId[] = [];
  map.terrain.forEach((rowText, row) => {
    for (let col = 0; col < map.grid.cols; col++) {
      const t = TERRAIN_CHARS[rowText[col] ?? ' '] ?? 'offboard';
      const id = hexId(col, row);
      if (t === 'offboard') continue;
      terrain.set(id, t);
      if (t !== 'water') land.push(id);
    }
  });
  const placeByHex = new Map<HexId, Place>();
  const byId = new Map<string, Place>();
  for (const p of map.places) {
    placeByHex.set(p.hex, p);
    byId.set(p.id, p);
  }
  const impassable = new Set(map.impassableEdges.map(([a, b]) => edgeKey(a, b)));
  idx = { terrain, placeByHex, placeById: byId, impassable, land };
  cache.set(map, idx);
  lastMap = map;
  lastIndex = idx;
  return idx;
}

/** Terrain of a hex; 'offboard' for anything outside the grid. */
export function terrainAt(map: BoardMap, hex: HexId): Terrain {
  return index(map).terrain.get(hex) ?? 'offboard';
}

/** True for hexes a track may enter (on the grid and not water). */
export function isLand(map: BoardMap, hex: HexId): boolean {
  const t = terrainAt(map, hex);
  return t !== 'offboard' && t !== 'water';
}

export function placeAt(map: BoardMap, hex: HexId): Place | undefined {
  return index(map).placeByHex.get(hex);
}

export function placeById(map: BoardMap, id: string): Place | undefined {
  return index(map).placeById.get(id);
}

/** All land hexes (not water, not off-board), in row-major order. */
export function landHexes(map: BoardMap): readonly HexId[] {
  return index(map).land;
}

/** True when track may cross edge `e` of `hex`: the neighbour is land and the edge is not marked impassable. */
export function canCross(map: BoardMap, hex: HexId, e: Edge): boolean {
  const other = neighbour(hex, e);
  return isLand(map, other) && !index(map).impassable.has(edgeKey(hex, other));
}
