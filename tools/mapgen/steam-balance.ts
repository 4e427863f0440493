// Balance figures of a Steam map: cities per colour, cubes drawn at setup for each player count, how far every city is
// from the nearest city of each colour, and how the colours spread over the board. Read by tests/maps/steam-maps.test.ts
// and printed by `npm run maps`; the rules behind the numbers are Steam's setup ([000:L64-66]).
import { EDGES, hexId, neighbour, parseHexId, type HexId } from '../../src/engine/hex/coords';
import { TERRAIN_CHARS, type BoardMap, type GoodsColor } from '../../src/engine/map/types';
import { fullBag } from '../../src/engine/steam/goods';
import { cubesPerSupplyField, startCubesOf, supplyFieldsOf } from '../../src/engine/steam/map-rules';

/** Steam's bag: 20 each of red, blue, purple and yellow, 16 grey — the engine's own (steam/goods.ts). */
export const STEAM_BAG: Readonly<Partial<Record<GoodsColor, number>>> = fullBag();
export const STEAM_CITY_COLORS: readonly GoodsColor[] = ['red', 'blue', 'purple', 'yellow'];

/**
 * Cubes drawn from the bag at setup with `players` players: every city's printed number (Rhine-Ruhr with 3 players:
 * one fewer per city) plus 3 per goods-supply field (2 with 3 players, on either map) ([000:L64-66]).
 */
export function setupCubes(map: BoardMap, players: number): number {
  // The engine's setup rules (steam/map-rules.ts), so the check cannot drift from what a game draws.
  const onCities = map.places.filter((p) => p.kind === 'city').reduce((n, p) => n + startCubesOf(map, p, players), 0);
  return onCities + supplyFieldsOf(map) * cubesPerSupplyField(players);
}

/** Hexes from `from` to every land hex reachable over land without crossing an impassable edge (breadth-first). */
export function landDistances(map: BoardMap, from: HexId): Map<HexId, number> {
  const land = new Set<HexId>();
  map.terrain.forEach((text, row) => {
    for (let col = 0; col < map.grid.cols; col++) {
      const t = TERRAIN_CHARS[text[col] ?? ' '];
      if (t && t !== 'water' && t !== 'offboard') land.add(hexId(col, row));
    }
  });
  const blocked = new Set(map.impassableEdges.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
  const dist = new Map<HexId, number>([[from, 0]]);
  let frontier = [from];
  while (frontier.length) {
    const next: HexId[] = [];
    for (const h of frontier)
      for (const e of EDGES) {
        const n = neighbour(h, e);
        if (!land.has(n) || dist.has(n) || blocked.has(`${h}|${n}`)) continue;
        dist.set(n, dist.get(h)! + 1);
        next.push(n);
      }
    frontier = next;
  }
  return dist;
}

export interface SteamBalance {
  citiesByColor: Record<string, string[]>;
  towns: number;
  startCubes: number;
  /** Cubes drawn at setup by player count 3–6. */
  setup: Record<number, number>;
  /** For each city and colour: land distance to the nearest other city of that colour (a cube's nearest destination). */
  nearest: Record<string, Record<string, number>>;
  /** The largest of `nearest`: no cube on the board is farther than this from a city that takes it. */
  worstNearest: number;
  /** Smallest land distance between two cities of one colour. */
  closestSameColor: number;
  /** For each colour, which board halves (west, east, north, south) hold one of its cities. */
  halves: Record<string, string[]>;
}

export function steamBalance(map: BoardMap): SteamBalance {
  const cities = map.places.filter((p) => p.kind === 'city');
  const citiesByColor: Record<string, string[]> = {};
  for (const c of STEAM_CITY_COLORS) citiesByColor[c] = cities.filter((p) => p.color === c).map((p) => p.id);
  const dist = new Map(cities.map((p) => [p.id, landDistances(map, p.hex)]));
  const nearest: Record<string, Record<string, number>> = {};
  let worstNearest = 0;
  let closestSameColor = Infinity;
  for (const a of cities) {
    nearest[a.id] = {};
    for (const c of STEAM_CITY_COLORS) {
      const ds = cities.filter((b) => b.color === c && b.id !== a.id).map((b) => dist.get(a.id)!.get(b.hex) ?? Infinity);
      const d = Math.min(...ds);
      nearest[a.id]![c] = d;
      worstNearest = Math.max(worstNearest, d);
      if (c === a.color) closestSameColor = Math.min(closestSameColor, d);
    }
  }
  const midCol = (map.grid.cols - 1) / 2;
  const midRow = (map.grid.rows - 1) / 2;
  const halves: Record<string, string[]> = {};
  for (const c of STEAM_CITY_COLORS) {
    const at = cities.filter((p) => p.color === c).map((p) => parseHexId(p.hex));
    halves[c] = [
      ...(at.some((h) => h.col < midCol) ? ['west'] : []),
      ...(at.some((h) => h.col > midCol) ? ['east'] : []),
      ...(at.some((h) => h.row < midRow) ? ['north'] : []),
      ...(at.some((h) => h.row > midRow) ? ['south'] : []),
    ];
  }
  const setup: Record<number, number> = {};
  for (const n of [3, 4, 5, 6]) setup[n] = setupCubes(map, n);
  return {
    citiesByColor,
    towns: map.places.filter((p) => p.kind === 'town').length,
    startCubes: cities.reduce((n, p) => n + (p.startCubes ?? 0), 0),
    setup,
    nearest,
    worstNearest,
    closestSameColor,
    halves,
  };
}

/** One review line for `npm run maps`. */
export function balanceLine(map: BoardMap): string {
  const b = steamBalance(map);
  const counts = STEAM_CITY_COLORS.map((c) => `${c} ${b.citiesByColor[c]!.length}`).join(', ');
  const setup = Object.entries(b.setup).map(([n, k]) => `${n}p ${k}`).join(', ');
  return `balance: cities ${counts}; towns ${b.towns}; printed cubes ${b.startCubes}; setup draws ${setup} of 96; nearest destination ≤ ${b.worstNearest}; same colour ≥ ${b.closestSameColor} apart`;
}
