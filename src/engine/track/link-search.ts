// The bots' candidate-link search on the hex grid, for any rule system that lays tiles to join places: the links a seat
// could build out of a city (or finish from an open end of its own) within its tiles, and what deliveries over them are
// worth. Simple tiles join any two edges of a hex (S, G, K), so a chain of empty land hexes is a buildable link; a
// system's bot plays only the first tile of a plan (checked by its own engine) and plans again for each tile. What
// differs between systems — what ends a link, a town's and a tile's price, whether a town may end a link there — comes
// in as `LinkSearchRules`, so the search itself is one.
import { edgeBetween, EDGES, neighbour, type Edge, type HexId } from '../hex/coords';
import { canCross, isLand, placeAt } from '../map/query';
import type { BoardMap } from '../map/types';
import { openSections } from './index';
import type { Delivery, Link, PlacedTile, TrackBoard } from './types';

/** A link to build: tiles on `hexes` (in order, the last may be the town it ends at), from place `from` to place `to`. */
export interface LinkPlan {
  from: HexId;
  to: HexId;
  /** The hex the track leaves to enter hexes[0]: the start city, or the last tile of an own open section. */
  entry: HexId;
  hexes: HexId[];
  /** Tiles of an own open section this plan finishes (they count once the link is complete). */
  done: HexId[];
  /** Estimated price of the tiles (the first is exact when played). */
  cost: number;
}

/** A system's answers to the search: the few places where the rule systems differ. */
export interface LinkSearchRules {
  map: BoardMap;
  track: TrackBoard;
  /** A place that ends a link from any edge without a tile (a city, a New City, in some systems a station). */
  isCity(hex: HexId): boolean;
  /** Price of a simple tile on the empty land hex `hex`. */
  tileCost(hex: HexId): number;
  /** Price of the tile that ends a link at the town on `hex` (`built`: the tile already there, if any). */
  townCost(hex: HexId, built: PlacedTile | undefined): number;
  /** Whether a link may end at the town on `hex` after `tilesBefore` tiles (`built`: the town has a tile). */
  townMayEnd(hex: HexId, built: boolean, tilesBefore: number): boolean;
  /**
   * Whether the search checks water and river crossings strictly: a place off land is never entered, and a crossing
   * out of a hex is checked before the hex beyond is queued (and marked seen). Without it, a place's land is not asked
   * and a crossing is judged only when the hex beyond is taken up.
   */
  strictCrossing: boolean;
}

interface Node {
  hex: HexId;
  prev: Node | null;
  tiles: number;
  cost: number;
}

/**
 * Links from `entry` whose first tile is on `front`, at most `maxTiles` tiles: to each place reached, the cheapest of
 * the ways found, where a hex on the way is taken by the first (fewest-tile) way to reach it, so a cheaper way through
 * a hex already reached is not tried (as in the Age of Steam and Steam planners this replaced). A city ends the link
 * on its edge; a town takes one more tile, a town tile or a replacement/upgrade.
 */
function search(r: LinkSearchRules, from: HexId, entry: HexId, front: HexId, done: HexId[], maxTiles: number, out: LinkPlan[]): void {
  const map = r.map;
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
      if (e === null || !canCross(map, prevHex, e) || (r.strictCrossing && !isLand(map, hex))) continue;
      const place = placeAt(map, hex);
      if (place) {
        // A single link must not start and end in the same city or town.
        if (hex === from) continue;
        const city = r.isCity(hex);
        const built = r.track.tiles[hex];
        const tiles = n.tiles + (city ? 0 : 1);
        const cost = n.cost + (city ? 0 : r.townCost(hex, built));
        if (tiles === 0 || tiles > maxTiles) continue;
        if (!city && !r.townMayEnd(hex, built !== undefined, n.tiles)) continue;
        const hexes: HexId[] = [];
        for (let m: Node | null = n.prev; m; m = m.prev) hexes.unshift(m.hex);
        if (!city) hexes.push(hex);
        const had = ends.get(hex);
        if (!had || cost < had.cost) ends.set(hex, { from, to: hex, entry, hexes, done, cost });
        continue;
      }
      if (r.track.tiles[hex] || !isLand(map, hex)) continue;
      const tiles = n.tiles + 1;
      if (tiles > maxTiles) continue;
      const cost = n.cost + r.tileCost(hex);
      for (const x of EDGES) {
        const nb = neighbour(hex, x);
        if (nb === prevHex || (r.strictCrossing && !canCross(map, hex, x))) continue;
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

/** Plans that finish the seat's own open sections, within `maxTiles` (an open section must grow or lapse). */
export function finishPlans(r: LinkSearchRules, seat: number, maxTiles: number): LinkPlan[] {
  const out: LinkPlan[] = [];
  for (const sec of openSections(r.map, r.track, seat)) {
    for (let i = 0; i < 2; i++) {
      const e = sec.ends[i]!;
      if (e.openEdge === undefined) continue;
      const other = sec.ends[1 - i]!;
      if (other.place === undefined) continue;
      search(r, other.hex, e.hex, neighbour(e.hex, e.openEdge), sec.hexes.slice(), maxTiles, out);
    }
  }
  return out;
}

/** New links out of the cities `sources` (a new track starts at a city), within `maxTiles`: the cheapest per pair. */
export function plansFrom(r: LinkSearchRules, sources: readonly HexId[], maxTiles: number): LinkPlan[] {
  const out: LinkPlan[] = [];
  for (const hex of sources) {
    for (const x of EDGES) {
      const front = neighbour(hex, x);
      if (!isLand(r.map, front) || (r.strictCrossing && !canCross(r.map, hex, x)) || r.isCity(front) || (r.track.tiles[front] && !placeAt(r.map, front))) continue;
      search(r, hex, hex, front, [], maxTiles, out);
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

/** `links` with `plan` added as a complete link of `seat` (its id `plan:from>to`). */
export function withPlannedLink(map: BoardMap, links: readonly Link[], seat: number, plan: LinkPlan): Link[] {
  const hexes = [...plan.done, ...plan.hexes];
  const link: Link = {
    id: plannedLinkId(plan),
    ends: [
      { hex: plan.from, place: placeAt(map, plan.from)?.id ?? plan.from },
      { hex: plan.to, place: placeAt(map, plan.to)?.id ?? plan.to },
    ],
    hexes,
    owner: seat,
    complete: true,
    segments: hexes.length,
  };
  return [...links, link];
}

/** The id withPlannedLink gives the planned link (a delivery over it names it in its route). */
export function plannedLinkId(plan: LinkPlan): string {
  return `plan:${plan.from}>${plan.to}`;
}

/** The edges the first tile of `plan` must join: where its track enters, and where it leaves (or 'town'). */
export function firstTileEdges(plan: LinkPlan): { hex: HexId; ein: Edge; eout: Edge | 'town' } | null {
  const hex = plan.hexes[0];
  if (hex === undefined) return null;
  const ein = edgeBetween(hex, plan.entry);
  if (ein === null) return null;
  if (plan.hexes.length === 1 && hex === plan.to) return { hex, ein, eout: 'town' };
  const after = plan.hexes[1] ?? plan.to;
  const eout = edgeBetween(hex, after);
  return eout === null ? null : { hex, ein, eout };
}

/** The best own gain per cube ("hex|colour") over `deliveries`, by `gain` (a seat's income or points of one). */
export function bestPerCube(deliveries: readonly Delivery[], gain: (d: Delivery) => number): Map<string, number> {
  const byCube = new Map<string, number>();
  for (const d of deliveries) {
    const k = `${d.from}|${d.color}`;
    const v = gain(d);
    if (v > (byCube.get(k) ?? 0)) byCube.set(k, v);
  }
  return byCube;
}

/**
 * What the best own gain per cube is worth a goods phase: the best two (one goods phase) in full and the next two at
 * half (cubes for the round after, if nobody takes them first), up to four more at `further`. A cube in `contested`
 * (another seat can deliver it already) counts 0.6, as it may be gone before the seat's turn comes.
 */
export function deliveryValue(byCube: ReadonlyMap<string, number>, cubes: Readonly<Record<HexId, readonly string[]>>, further: number, contested?: ReadonlySet<string>): number {
  const vals: number[] = [];
  for (const [k, best] of byCube) {
    if (best <= 0) continue;
    const v = contested?.has(k) ? 0.6 * best : best;
    const [from, color] = k.split('|') as [HexId, string];
    const n = Math.min(2, (cubes[from] ?? []).filter((c) => c === color).length || 1);
    for (let i = 0; i < n; i++) vals.push(v);
  }
  vals.sort((a, b) => b - a);
  let v = (vals[0] ?? 0) + (vals[1] ?? 0) + 0.5 * ((vals[2] ?? 0) + (vals[3] ?? 0));
  for (let i = 4; i < Math.min(vals.length, 8); i++) v += further * vals[i]!;
  return v;
}
