// A synthetic late-game board for benchmarks and board tests: most land hexes carry track, cities carry cubes.
// Deterministic for a seed. Used until recorded games exist; never part of the app (only the harness page imports it).
import { EDGES, neighbour, type Edge, type HexId } from '../../engine/hex/coords';
import { isLand, landHexes, placeAt } from '../../engine/map/query';
import type { BoardMap, GoodsColor } from '../../engine/map/types';
import type { Link, PlacedTile, TileClass } from '../../engine/track/types';
import type { BoardView } from '../../engine/view';
import type { PlayerColor } from '../../engine/api';
import { tilePieces } from '../tile-shapes';

function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const SIMPLE: TileClass[] = ['S', 'G', 'G', 'K', 'S', 'G'];
const COMPLEX: TileClass[] = ['XSS', 'XSG', 'XGG', 'PGG', 'PSK', 'PGK', 'PGKm'];
const TOWN: TileClass[] = ['T2S', 'T2G', 'T3star', 'T3L', 'T1'];
const GOODS: GoodsColor[] = ['red', 'blue', 'purple', 'yellow'];
const SEATS: PlayerColor[] = ['blue', 'green', 'yellow', 'pink', 'grey', 'orange'];

/** A board with track on `fill` of the free land hexes, owners from `seats` players, 0–4 cubes per city. */
export function lateGameView(map: BoardMap, seed = 7, fill = 0.6, seats = 4): BoardView {
  const rnd = lcg(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const tiles: PlacedTile[] = [];
  const links: Link[] = [];
  for (const hex of landHexes(map)) {
    const place = placeAt(map, hex);
    if (place?.kind === 'city') continue;
    if (rnd() > fill) continue;
    const tile = place?.kind === 'town' ? pick(TOWN) : rnd() < 0.12 ? pick(COMPLEX) : pick(SIMPLE);
    const rotation = Math.floor(rnd() * 6);
    const owner = rnd() < 0.15 ? null : Math.floor(rnd() * seats);
    const tracks = tilePieces(tile, rotation, owner);
    if (tracks.length > 1 && rnd() < 0.5) tracks[1]!.owner = Math.floor(rnd() * seats);
    tiles.push({ hex, tile, rotation, townMarker: false, tracks });
    // One single-hex section per piece, so owner markers and incomplete sections are drawn as in a real game.
    tracks.forEach((p, i) => {
      const exits = [p.a, p.b].filter((e): e is Edge => e !== 'town');
      const complete = exits.every((e) => placeAt(map, neighbour(hex, e))?.kind === 'city');
      links.push({
        id: `${hex}:${i}`,
        ends: [
          { hex, openEdge: p.a },
          p.b === 'town' ? { hex, place: place?.id ?? hex } : { hex, openEdge: p.b },
        ],
        hexes: [hex],
        owner: p.owner,
        complete: complete || rnd() < 0.6,
        segments: 1,
      });
    });
  }
  const cubes: Record<HexId, GoodsColor[]> = {};
  for (const p of map.places) {
    if (p.kind !== 'city') continue;
    const n = Math.floor(rnd() * 5);
    if (n) cubes[p.hex] = Array.from({ length: n }, () => pick(GOODS));
  }
  return {
    map,
    tiles,
    newCities: {},
    cubes,
    links,
    specialLinks: {},
    seats: SEATS.slice(0, seats).map((color, i) => ({ name: `Player ${i + 1}`, color, eliminated: false })),
  };
}

/** The hexes next to a city where a first simple tile could go: the harness highlights these like build options. */
export function nearCityHexes(map: BoardMap, view: BoardView): HexId[] {
  const taken = new Set(view.tiles.map((t) => t.hex));
  const out = new Set<HexId>();
  for (const p of map.places) {
    if (p.kind !== 'city') continue;
    for (const e of EDGES) {
      const h = neighbour(p.hex, e);
      if (isLand(map, h) && !taken.has(h) && !placeAt(map, h)) out.add(h);
    }
  }
  return [...out];
}
