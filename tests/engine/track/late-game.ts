// A late-game board fixture: four seats build on Rust Belt for eight rounds, choosing among the legal builds with a
// seeded generator. Used by the move-generation tests and by tools/bench/track.bench.ts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EDGES, edgeBetween, hexDistance, neighbour, type HexId } from '../../../src/engine/hex/coords';
import { canCross, placeAt } from '../../../src/engine/map/query';
import type { BoardMap, GoodsColor } from '../../../src/engine/map/types';
import { tileInventory, tileSupply, TOWN_MARKERS } from '../../../src/engine/aos/track-rules';
import { aosRulesFor } from './scenario';
import {
  buildOptions,
  checkBuild,
  emptyTrackBoard,
  releaseUnextended,
  tilePieces,
  type BuildContext,
  type BuildRequest,
  type TileClass,
  type TrackBoard,
} from '../../../src/engine/track';

export function loadMap(id: string): BoardMap {
  const path = fileURLToPath(new URL(`../../../assets/maps/${id}.json`, import.meta.url));
  return JSON.parse(readFileSync(path, 'utf8')) as BoardMap;
}

export interface LateGame {
  map: BoardMap;
  board: TrackBoard;
  supply: Record<TileClass, number>;
  townMarkersLeft: number;
  cubes: Record<HexId, GoodsColor[]>;
  builds: number;
  ctx(seat: number, cash?: number): BuildContext;
}

export interface LateGameOptions {
  map?: BoardMap;
  seats?: number;
  rounds?: number;
  seed?: number;
  edition?: 'deluxe' | '2002';
  /** Called with every board the game passes through (after each build and each ownership lapse). */
  onBoard?: (board: TrackBoard) => void;
}

export function lateGame(opts: LateGameOptions = {}): LateGame {
  const map = opts.map ?? loadMap('rust-belt');
  const seats = opts.seats ?? 4;
  const rounds = opts.rounds ?? 8;
  const edition = opts.edition ?? 'deluxe';
  let seed = (opts.seed ?? 1) >>> 0;
  const rand = (n: number) => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed % n;
  };
  const rules = aosRulesFor(edition, map);
  let board = emptyTrackBoard();
  const supply = tileInventory(edition);
  // One supply over the counts, which the game below keeps up to date.
  const inBox = tileSupply(supply);
  let townMarkersLeft = TOWN_MARKERS;
  const hasBuilt = Array.from({ length: seats }, () => false);
  const cities = map.places.filter((p) => p.kind === 'city').map((p) => p.hex);
  let builds = 0;
  const ctx = (seat: number, cash = 30): BuildContext => ({
    map, board, seat, cash, supply: inBox, townMarkersLeft, hasBuiltBefore: hasBuilt[seat]!, rules,
  });
  // Each seat follows a plan: a shortest free path from a city to another place, laid three tiles a turn, as players
  // do; one build in eight is a random legal option instead (crossings, redirects, town upgrades).
  const plans: HexId[][] = Array.from({ length: seats }, () => []);
  const places = map.places.filter((p) => p.kind !== 'station');
  const planFor = (): HexId[] => {
    for (let tries = 0; tries < 20; tries++) {
      const from = places.filter((p) => p.kind === 'city')[rand(cities.length)]!;
      const to = places[rand(places.length)]!;
      const d = hexDistance(from.hex, to.hex);
      if (to === from || d < 2 || d > 6) continue;
      const path = freePath(map, board, from.hex, to.hex);
      if (path) return path;
    }
    return [];
  };
  for (let round = 0; round < rounds; round++) {
    const built: HexId[][] = Array.from({ length: seats }, () => []);
    for (let seat = 0; seat < seats; seat++) {
      for (let t = 0; t < 3; t++) {
        let request: BuildRequest | undefined;
        const plan = plans[seat]!;
        if (rand(8) > 0) {
          if (plan.length < 3) plans[seat] = planFor();
          const p = plans[seat]!;
          if (p.length >= 3) request = stepOn(map, board, p[0]!, p[1]!, p[2]!);
        }
        if (!request) {
          const options = buildOptions(ctx(seat));
          if (options.length === 0) break;
          request = options[rand(options.length)]!.request;
        }
        const r = checkBuild(ctx(seat), request);
        if (!r.ok) {
          plans[seat] = [];
          continue;
        }
        if (plans[seat]!.length >= 3 && plans[seat]![1] === request.hex) plans[seat]!.shift();
        board = r.board;
        opts.onBoard?.(board);
        supply[request.tile] -= 1;
        for (const x of r.returned) supply[x] += 1;
        townMarkersLeft -= r.townMarkerDelta;
        hasBuilt[seat] = true;
        if (r.kind !== 'redirect') built[seat]!.push(request.hex);
        builds++;
      }
    }
    for (let seat = 0; seat < seats; seat++) {
      const next = releaseUnextended(map, board, seat, built[seat]!);
      if (next !== board) opts.onBoard?.(next);
      board = next;
    }
  }
  const colors: GoodsColor[] = ['red', 'blue', 'purple', 'yellow', 'black'];
  const cubes: Record<HexId, GoodsColor[]> = {};
  for (const p of map.places) if (p.kind === 'city') cubes[p.hex] = [colors[rand(5)]!, colors[rand(5)]!];
  return { map, board, supply, townMarkersLeft, cubes, builds, ctx };
}

/** Shortest path of free hexes (land, no tile, no city) from a city to a place, both ends included. */
function freePath(map: BoardMap, board: TrackBoard, from: HexId, to: HexId): HexId[] | null {
  const prev = new Map<HexId, HexId>([[from, from]]);
  const queue: HexId[] = [from];
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i]!;
    for (const e of EDGES) {
      if (!canCross(map, h, e)) continue;
      const n = neighbour(h, e);
      if (prev.has(n)) continue;
      if (n === to) {
        const path = [n, h];
        for (let x = h; x !== from; x = prev.get(x)!) path.push(prev.get(x)!);
        return path.toReversed();
      }
      if (board.tiles[n] || placeAt(map, n)?.kind === 'city' || placeAt(map, n)?.kind === 'station') continue;
      prev.set(n, h);
      queue.push(n);
    }
  }
  return null;
}

/** The simple tile on `hex` joining `from` and `to` (with a town marker on a town hex). */
function stepOn(map: BoardMap, board: TrackBoard, from: HexId, hex: HexId, to: HexId): BuildRequest | undefined {
  if (board.tiles[hex]) return undefined;
  const a = edgeBetween(hex, from);
  const b = edgeBetween(hex, to);
  if (a === null || b === null) return undefined;
  const onTown = placeAt(map, hex)?.kind === 'town';
  for (const tile of ['S', 'G', 'K'] as const) {
    for (let rotation = 0; rotation < 6; rotation++) {
      const [p] = tilePieces(tile, rotation, false);
      if ((p!.a === a && p!.b === b) || (p!.a === b && p!.b === a)) return onTown ? { hex, tile, rotation, townMarker: true } : { hex, tile, rotation };
    }
  }
  return undefined;
}
