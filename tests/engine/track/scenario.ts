// Test helpers: small scenario maps from terrain rows and places, a build context, and a builder that plays tiles.
import { edgeBetween, type Edge, type HexId } from '../../../src/engine/hex/coords';
import { MAP_SCHEMA, type BoardMap, type GoodsColor, type Place } from '../../../src/engine/map/types';
import { aosTrackRules, tileInventory, tileSupply } from '../../../src/engine/aos/track-rules';
import { variantFor } from '../../../src/engine/aos/variants';
import {
  checkBuild,
  computeLinks,
  emptyTrackBoard,
  TILE_CLASSES,
  TILE_SPECS,
  tilePieces,
  type BuildContext,
  type TileClass,
  type BuildRequest,
  type TileSupply,
  type TrackBoard,
  type TrackRules,
} from '../../../src/engine/track';

/** Age of Steam's track rules for a map, with its own variant resolved from its rules id, as the AoS flow does. */
export function aosRulesFor(edition: 'deluxe' | '2002', map: BoardMap): TrackRules {
  return aosTrackRules(edition, variantFor(map), map);
}

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
  over: Partial<Omit<BuildContext, 'supply'>> & { edition?: 'deluxe' | '2002'; supply?: Record<TileClass, number> | TileSupply } = {},
): BuildContext {
  const edition = over.edition ?? 'deluxe';
  const rules: TrackRules = over.rules ?? aosRulesFor(edition, map);
  const supply = over.supply ?? tileInventory(edition);
  return {
    map,
    board,
    seat,
    cash: over.cash ?? 100,
    // Tile counts per class (AoS), or a supply of the test's own.
    supply: 'canTake' in supply ? (supply as TileSupply) : tileSupply(supply as Record<TileClass, number>),
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

/** The tile class and rotation whose pieces are exactly these (chords, or spokes when `onTown`). */
export function shape(pieces: Array<[number, number | 'town']>): { tile: TileClass; rotation: number } {
  const want = pieces.map(([a, b]) => (b === 'town' ? `${a}t` : `${Math.min(a, b)}-${Math.max(a, b)}`)).toSorted().join('|');
  for (const tile of TILE_CLASSES) {
    for (let rotation = 0; rotation < 6; rotation++) {
      const got = tilePieces(tile, rotation, false)
        .map((p) => (p.b === 'town' ? `${p.a}t` : `${Math.min(p.a, p.b)}-${Math.max(p.a, p.b)}`))
        .toSorted()
        .join('|');
      if (got === want) return { tile, rotation };
    }
  }
  throw new Error(`no tile has pieces ${want}`);
}

/** Edge of `a` facing `b` (they must be neighbours). */
export function dir(a: HexId, b: HexId): Edge {
  const e = edgeBetween(a, b);
  if (e === null) throw new Error(`${a} and ${b} are not neighbours`);
  return e;
}

/** Simple tiles along a hex path: path[0] and the last hex are where the track comes from and goes to (not built on). */
export function lay(seat: number, path: HexId[]): Step[] {
  const steps: Step[] = [];
  for (let i = 1; i < path.length - 1; i++) {
    const h = path[i]!;
    steps.push({ seat, hex: h, ...shape([[dir(h, path[i - 1]!), dir(h, path[i + 1]!)]]) });
  }
  return steps;
}

/** A tile on a town hex: a town tile when one has exactly these spokes, else a simple/complex tile with a marker. */
export function townStep(seat: number, hex: HexId, spokeTo: HexId[], chords?: Array<[HexId, HexId]>): Step {
  if (chords) {
    return { seat, hex, ...shape(chords.map(([x, y]) => [dir(hex, x), dir(hex, y)])), townMarker: true };
  }
  return { seat, hex, ...shape(spokeTo.map((n) => [dir(hex, n), 'town'])) };
}

/** Put a tile straight onto a board (no rules), all its pieces owned by `owner`: for fixtures only. */
export function placeRaw(board: TrackBoard, hex: HexId, tile: TileClass, rotation: number, owner: number | null, onTown = false): TrackBoard {
  const tracks = tilePieces(tile, rotation, onTown).map((p) => ({ a: p.a, b: p.b, owner }));
  return {
    ...board,
    tiles: { ...board.tiles, [hex]: { hex, tile, rotation, townMarker: onTown && TILE_SPECS[tile].category !== 'town', tracks } },
  };
}

/**
 * AOS-MOVE-01's board ([001:L531-546]): Evansville (blue) 1,2 — 2,2 — Indianapolis (town) 3,2 — 4,3 — Cincinnati (blue)
 * 5,3, Daria's (seat 1) two links; Petra's (seat 0) link Evansville–Cincinnati below; Viola's (seat 2) Evansville–Chicago
 * (red). Shared by the delivery tests and the delivery-hook tests.
 */
export function evansvilleScenario() {
  const map = scenarioMap(['.......', '.......', '.......', '.......', '.......', '.......'], [
    { id: 'evansville', hex: '1,2', color: 'blue' },
    { id: 'indianapolis', kind: 'town', hex: '3,2' },
    { id: 'cincinnati', hex: '5,3', color: 'blue' },
    { id: 'chicago', hex: '1,5', color: 'red' },
  ]);
  const { board } = play(map, [
    ...lay(1, ['1,2', '2,2', '3,2']),
    townStep(1, '3,2', [], [['2,2', '4,3']]),
    ...lay(1, ['3,2', '4,3', '5,3']),
    ...lay(0, ['1,2', '2,3', '3,3', '4,4', '5,3']),
    ...lay(2, ['1,2', '1,3', '1,4', '1,5']),
  ]);
  return { map, board, links: computeLinks(map, board) };
}
