// The level bots' link planner: the links a seat could build from a city (or finish from an open end of its own) within
// its tiles, found on the hex grid, and what each is worth in the seat's own delivery income. A plan is judged on a
// link list with the planned link added as if complete (track module findDeliveries), so no move is applied to look.
// Simple tiles join any two edges of a hex (S, G, K: rules-spec §1.3), so a chain of empty land hexes is a buildable
// link; only its first tile is played (and checked by the engine's buildOptions), the rest is planned again each tile.
import { edgeBetween, EDGES, neighbour, type Edge, type HexId } from '../../hex/coords';
import { canCross, isLand, placeAt, terrainAt } from '../../map/query';
import type { BoardMap } from '../../map/types';
import type { Delivery, Link } from '../../track/types';
import type { GameState } from '../state';
import { computeLinks, findDeliveries, openSections, type DeliveryOptions } from '../track-port';
import { rulesOf } from '../variants';

/** A link to build: tiles on `hexes` (in order, the last may be the town it ends at), from place `from` to place `to`. */
export interface LinkPlan {
  from: HexId;
  to: HexId;
  /** The hex the track leaves to enter hexes[0]: the start city, or the last tile of an own open section. */
  entry: HexId;
  hexes: HexId[];
  /** Tiles of an own open section this plan finishes (they score once the link is complete). */
  done: HexId[];
  /** Estimated price of the tiles (the first is exact when played). */
  cost: number;
}

/** A place that ends a link from any edge without a tile: a city, a New City, a foreign station (rules-spec §1.2). */
const isCity = (s: GameState, hex: HexId): boolean => {
  const p = placeAt(s.map, hex);
  return p !== undefined && (p.kind === 'city' || p.kind === 'station' || (p.kind === 'town' && s.track.newCities[hex] !== undefined));
};

/** Price of a simple tile on an empty hex (rules-spec §2.1.7 costs; a map's printed costs first). */
function tileCost(map: BoardMap, hex: HexId): number {
  const printed = map.costs?.[hex];
  if (printed !== undefined) return printed;
  const t = terrainAt(map, hex);
  return t === 'plain' ? 2 : t === 'mountain' ? 4 : 3;
}

interface Node {
  hex: HexId;
  prev: Node | null;
  tiles: number;
  cost: number;
}

/**
 * Links from `entry` whose first tile is on `front`, at most `maxTiles` tiles: the cheapest way to each place reached
 * (a city ends the link on its edge; a town takes one more tile, a town tile or a replacement).
 */
function search(s: GameState, from: HexId, entry: HexId, front: HexId, done: HexId[], maxTiles: number, out: LinkPlan[]): void {
  const map = s.map;
  const closed = rulesOf(s).completeSections;
  const ends = new Map<HexId, LinkPlan>();
  let layer: Node[] = [{ hex: front, prev: null, tiles: 0, cost: 0 }];
  const seen = new Set<HexId>([entry, front]);
  // Breadth first by tiles: each layer adds one tile; a hex is taken the first time it is reached (fewest tiles).
  while (layer.length) {
    const next: Node[] = [];
    for (const n of layer) {
      const hex = n.hex;
      const prevHex = n.prev ? n.prev.hex : entry;
      const e = edgeBetween(prevHex, hex);
      if (e === null || !canCross(map, prevHex, e)) continue;
      const place = placeAt(map, hex);
      if (place) {
        if (hex === from) continue;
        const city = isCity(s, hex);
        const tiles = n.tiles + (city ? 0 : 1);
        const cost = n.cost + (city ? 0 : s.track.tiles[hex] ? 3 : 2);
        if (tiles === 0 || tiles > maxTiles) continue;
        // A town ends the link with a one-spoke town tile while the supply has one; a built town gets a spoke by a
        // replacement only the engine can judge, so where a link may not stay open (Germany) only as its first tile.
        if (!city && !s.track.tiles[hex] && (s.tileSupply.T1 ?? 0) <= 0) continue;
        if (!city && s.track.tiles[hex] && n.tiles > 0 && closed) continue;
        const hexes: HexId[] = [];
        for (let m: Node | null = n.prev; m; m = m.prev) hexes.unshift(m.hex);
        if (!city) hexes.push(hex);
        const had = ends.get(hex);
        if (!had || cost < had.cost) ends.set(hex, { from, to: hex, entry, hexes, done, cost });
        continue;
      }
      if (s.track.tiles[hex] || !isLand(map, hex)) continue;
      const tiles = n.tiles + 1;
      if (tiles > maxTiles) continue;
      const cost = n.cost + tileCost(map, hex);
      for (const x of EDGES) {
        const nb = neighbour(hex, x);
        if (nb === prevHex) continue;
        if (!placeAt(map, nb)) {
          if (tiles >= maxTiles || seen.has(nb)) continue;
          seen.add(nb);
        }
        next.push({ hex: nb, prev: n, tiles, cost });
      }
    }
    layer = next;
  }
  for (const p of ends.values()) out.push(p);
}

/** Cities (and New Cities) with room for a new link out of them. */
function cityHexes(s: GameState): HexId[] {
  return s.map.places.filter((p) => p.kind !== 'station' && isCity(s, p.hex)).map((p) => p.hex);
}

/** Plans that finish the seat's own open sections, within `maxTiles`. */
export function finishPlans(s: GameState, seat: number, maxTiles: number): LinkPlan[] {
  const out: LinkPlan[] = [];
  for (const sec of openSections(s.map, s.track, seat)) {
    for (let i = 0; i < 2; i++) {
      const e = sec.ends[i]!;
      if (e.openEdge === undefined) continue;
      const other = sec.ends[1 - i]!;
      if (other.place === undefined) continue;
      search(s, other.hex, e.hex, neighbour(e.hex, e.openEdge), sec.hexes.slice(), maxTiles, out);
    }
  }
  return out;
}

/** New links out of any city, within `maxTiles`. */
export function newPlans(s: GameState, maxTiles: number): LinkPlan[] {
  const out: LinkPlan[] = [];
  for (const city of cityHexes(s)) {
    for (const x of EDGES) {
      const front = neighbour(city, x);
      if (!isLand(s.map, front) || isCity(s, front) || (s.track.tiles[front] && !placeAt(s.map, front))) continue;
      search(s, city, city, front, [], maxTiles, out);
    }
  }
  // One plan per pair of places: the cheapest.
  const byPair = new Map<string, LinkPlan>();
  for (const p of out) {
    const k = p.from < p.to ? `${p.from}|${p.to}` : `${p.to}|${p.from}`;
    const had = byPair.get(k);
    if (!had || p.cost < had.cost || (p.cost === had.cost && p.hexes.length < had.hexes.length)) byPair.set(k, p);
  }
  return [...byPair.values()];
}

/** The path rules the engine's delivery search uses for `s` (phases/goods.ts), for hypothetical link lists. */
function pathRules(s: GameState): DeliveryOptions {
  const rules = rulesOf(s);
  const opts: DeliveryOptions = { paysIncome: (x) => !s.players[x]!.eliminated };
  const special = rules.specialGoods(s.map);
  if (special) opts.special = { color: special.color, destinations: new Set(special.destinations) };
  if (Object.keys(s.stationColors).length > 0) opts.placeColors = s.stationColors;
  if (rules.goodsOnTrack) opts.goodsOnTrack = true;
  return opts;
}

/** Own income of a delivery for `seat`. */
export function ownIncome(d: Delivery, seat: number): number {
  return (d.incomeBy[seat] ?? 0) + (d.moverBonus ?? 0);
}

/**
 * What the seat's network is worth in deliveries: its best own income per cube, the best two (one goods phase) in full
 * and the next two at half (cubes for the round after, if nobody takes them first), up to four more at `further`.
 */
export function networkValue(s: GameState, seat: number, links: Link[], engine: number, further = 0): number {
  const ds = findDeliveries(s.map, s.track, links, s.cubes, engine, pathRules(s));
  const byCube = new Map<string, number>();
  for (const d of ds) {
    const k = `${d.from}|${d.color}`;
    const v = ownIncome(d, seat);
    if (v > (byCube.get(k) ?? 0)) byCube.set(k, v);
  }
  const vals: number[] = [];
  for (const [k, v] of byCube) {
    const [from, color] = k.split('|') as [HexId, string];
    const n = Math.min(2, (s.cubes[from] ?? []).filter((c) => c === color).length || 1);
    for (let i = 0; i < n; i++) vals.push(v);
  }
  vals.sort((a, b) => b - a);
  let v = (vals[0] ?? 0) + (vals[1] ?? 0) + 0.5 * ((vals[2] ?? 0) + (vals[3] ?? 0));
  // `further`: the weight of the cubes after those, for later rounds.
  for (let i = 4; i < Math.min(vals.length, 8); i++) v += further * vals[i]!;
  return v;
}

/** The board's links with `plan` added as a complete link of `seat`. */
export function linksWith(s: GameState, seat: number, plan: LinkPlan): Link[] {
  const links = computeLinks(s.map, s.track);
  const hexes = [...plan.done, ...plan.hexes];
  const link: Link = {
    id: `plan:${plan.from}>${plan.to}`,
    ends: [
      { hex: plan.from, place: placeAt(s.map, plan.from)?.id ?? plan.from },
      { hex: plan.to, place: placeAt(s.map, plan.to)?.id ?? plan.to },
    ],
    hexes,
    owner: seat,
    complete: true,
    segments: hexes.length,
  };
  return [...links, link];
}

/** The edges the first tile of `plan` must join: where its track enters, and where it leaves (or 'town'). */
export function firstTileEdges(s: GameState, plan: LinkPlan): { hex: HexId; ein: Edge; eout: Edge | 'town' } | null {
  const hex = plan.hexes[0];
  if (hex === undefined) return null;
  const ein = edgeBetween(hex, plan.entry);
  if (ein === null) return null;
  if (plan.hexes.length === 1 && hex === plan.to) return { hex, ein, eout: 'town' };
  const after = plan.hexes[1] ?? plan.to;
  const eout = edgeBetween(hex, after);
  return eout === null ? null : { hex, ein, eout };
}

/**
 * The seat's best delivery that runs over `plan` once built (its link added as complete), at engine `engine`: the
 * cube's place and colour, the seat's own income for it and how many such cubes wait there. The hint's material.
 */
export function bestDeliveryVia(s: GameState, seat: number, plan: LinkPlan, engine: number): { from: HexId; color: string; income: number; cubes: number } | null {
  const id = `plan:${plan.from}>${plan.to}`;
  let best: { from: HexId; color: string; income: number; cubes: number } | null = null;
  for (const d of findDeliveries(s.map, s.track, linksWith(s, seat, plan), s.cubes, engine, pathRules(s))) {
    const income = ownIncome(d, seat);
    if (!d.route.includes(id) || income <= 0 || (best && income <= best.income)) continue;
    best = { from: d.from, color: d.color, income, cubes: (s.cubes[d.from] ?? []).filter((c) => c === d.color).length };
  }
  return best;
}
