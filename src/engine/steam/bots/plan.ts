// The Steam level bots' link planner: Steam's answers to the shared link search (track/link-search.ts: a city or New
// City ends a link, a tile costs $2 and its terrain, an upgraded town pays each spoke) and what a plan is worth in the
// seat's own delivery points. A plan is judged on a link list with the planned link added as if complete (the track
// module's findDeliveries with Steam's own-link rule, [000:L415]), so nothing is applied to look; only its first tile
// is played (through the engine's buildOptions), and the plan is made again for each tile.
import type { HexId } from '../../hex/coords';
import { placeAt } from '../../map/query';
import type { BoardMap, GoodsColor } from '../../map/types';
import { findDeliveries } from '../../track/index';
import {
  bestPerCube,
  deliveryValue,
  finishPlans as finishSections,
  firstTileEdges,
  plansFrom,
  withPlannedLink,
  type LinkPlan,
  type LinkSearchRules,
} from '../../track/link-search';
import { tilePieces } from '../../track/tiles';
import type { Delivery, Link } from '../../track/types';
import { linksOf } from '../links';
import type { SteamMove } from '../moves';
import { ownLinkRefusal } from '../phases/goods';
import { buildOptions, checkBuild } from '../queries';
import type { SteamState } from '../state';
import { terrainSurcharge } from '../track-rules';

export type { LinkPlan } from '../../track/link-search';

/** A place that ends a link from any edge without a tile: a printed city or a New City ([000:L317]). */
export function isCity(s: SteamState, hex: HexId): boolean {
  const p = placeAt(s.map, hex);
  return p !== undefined && (p.kind === 'city' || s.track.newCities[hex] !== undefined);
}

/** The colour a place takes cubes of (a New City's own colour), if any. */
export function placeColor(s: SteamState, hex: HexId): GoodsColor | undefined {
  return s.track.newCities[hex]?.color ?? placeAt(s.map, hex)?.color;
}

/** Price of a simple tile on an empty hex: $2 for its two exits, and the terrain ([000:L255], [000:L289-301]). */
function tileCost(map: BoardMap, hex: HexId): number {
  return 2 + terrainSurcharge(map, hex);
}

/** Steam's answers to the shared link search (track/link-search.ts). */
function searchRules(s: SteamState): LinkSearchRules {
  return {
    map: s.map,
    track: s.track,
    isCity: (hex) => isCity(s, hex),
    tileCost: (hex) => tileCost(s.map, hex),
    // A one-spoke town tile on an empty town; an upgrade pays every spoke of the new tile and its town ([000:L371]).
    townCost: (hex, built) => (built ? built.tracks.length + 2 : tileCost(s.map, hex)),
    townMayEnd: () => true,
    strictCrossing: true,
  };
}

/** Plans that finish the seat's own open sections within `maxTiles` ([000:L335]: an open section must grow each round). */
export function finishPlans(s: SteamState, seat: number, maxTiles: number): LinkPlan[] {
  return finishSections(searchRules(s), seat, maxTiles);
}

/** New links out of a city ([000:L241]: a new track starts at a city, never a town) for `seat`, within `maxTiles`. */
export function newPlans(s: SteamState, seat: number, maxTiles: number): LinkPlan[] {
  // Only links with an end that has cubes or is on the seat's network can pay (a link is found from either end).
  const mine = new Set<HexId>();
  for (const l of linksOf(s)) if (l.owner === seat) for (const e of l.ends) mine.add(e.hex);
  const sources = s.map.places.filter((p) => isCity(s, p.hex) && ((s.cubes[p.hex]?.length ?? 0) > 0 || mine.has(p.hex))).map((p) => p.hex);
  // Boards are never edited in place, so the plans of a board are kept with it (the seats of a phase share them).
  let memo = plansMemo.get(s.track);
  if (!memo) plansMemo.set(s.track, (memo = new Map()));
  const key = `${s.map.id}|${maxTiles}|${sources.join(',')}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const found = plansFrom(searchRules(s), sources, maxTiles);
  memo.set(key, found);
  return found;
}

const plansMemo = new WeakMap<object, Map<string, LinkPlan[]>>();

/** Every delivery `seat` could make on `links` with its engine at `engine`, by Steam's own-link rule ([000:L415]). */
export function deliveriesOn(s: SteamState, seat: number, links: Link[], engine: number, cubes = s.cubes): Delivery[] {
  return findDeliveries(s.map, s.track, links, cubes, engine, {
    paysIncome: (x) => !s.players[x]!.bankrupt,
    revisitTowns: s.options.revisitTowns,
    acceptRoute: (route) => ownLinkRefusal(route, seat),
  });
}

/** Points a delivery gives the seat: one per own link on its route ([000:L419-421]). */
export function ownPoints(d: Delivery, seat: number): number {
  return d.incomeBy[seat] ?? 0;
}

/** Points a delivery gives every other seat. */
export function rivalPoints(d: Delivery, seat: number): number {
  let n = 0;
  for (const [k, v] of Object.entries(d.incomeBy)) if (Number(k) !== seat) n += v;
  return n;
}

/** The best own points per cube ("hex|colour") of every delivery the seat could make on `links`. */
export function cubeBest(s: SteamState, seat: number, links: Link[], engine: number, cubes = s.cubes): Map<string, number> {
  // Links and cubes are never edited in place: the answer is kept with the two objects (a phase's seats share them).
  let byCubes = bestMemo.get(links);
  if (!byCubes) bestMemo.set(links, (byCubes = new WeakMap()));
  let memo = byCubes.get(cubes);
  if (!memo) byCubes.set(cubes, (memo = new Map()));
  const key = `${seat}|${engine}|${s.players.map((p) => (p.bankrupt ? 1 : 0)).join('')}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const found = findBest(s, seat, links, engine, cubes);
  memo.set(key, found);
  return found;
}

const bestMemo = new WeakMap<object, WeakMap<object, Map<string, Map<string, number>>>>();

function findBest(s: SteamState, seat: number, links: Link[], engine: number, cubes: SteamState['cubes']): Map<string, number> {
  return bestPerCube(deliveriesOn(s, seat, links, Math.min(6, engine), cubes), (d) => ownPoints(d, seat));
}

/**
 * Delivery points per goods phase from the best own points per cube: the best two (one goods phase, [000:L387]) in
 * full and the next two at half (cubes for the round after, if nobody takes them first), up to four more at `further`.
 */
export function valueOf(byCube: ReadonlyMap<string, number>, cubes: SteamState['cubes'], further: number, contested?: ReadonlySet<string>): number {
  return deliveryValue(byCube, cubes, further, contested);
}

/** What the seat's network is worth in delivery points a goods phase (valueOf over every delivery it could make). */
export function networkValue(s: SteamState, seat: number, links: Link[], engine: number, further = 0, cubes = s.cubes): number {
  return valueOf(cubeBest(s, seat, links, engine, cubes), cubes, further);
}

/**
 * The network's worth with `plan` built, from the deliveries without it (`base`, cubeBest): a link only adds routes,
 * and a route over it starts at most engine − 1 links from its ends, so only the cubes there are searched again.
 */
export function planValue(s: SteamState, seat: number, plan: LinkPlan, engine: number, further: number, base: ReadonlyMap<string, number>, contested?: ReadonlySet<string>): number {
  const links = linksWith(s, seat, plan);
  const near = new Set<HexId>([plan.from, plan.to]);
  let front = [plan.from, plan.to];
  for (let depth = 1; depth < engine && front.length; depth++) {
    const next: HexId[] = [];
    for (const l of links) {
      if (!l.complete) continue;
      const [a, b] = [l.ends[0].hex, l.ends[1].hex];
      for (const [x, y] of [[a, b], [b, a]] as const) {
        if (!front.includes(x) || near.has(y)) continue;
        near.add(y);
        next.push(y);
      }
    }
    front = next;
  }
  const sub: SteamState['cubes'] = {};
  for (const h of near) if (s.cubes[h]?.length) sub[h] = s.cubes[h]!;
  const merged = new Map(base);
  for (const [k, v] of cubeBest(s, seat, links, engine, sub)) if (v > (merged.get(k) ?? 0)) merged.set(k, v);
  return valueOf(merged, s.cubes, further, contested);
}

/** The board's links with `plan` added as a complete link of `seat`. */
export function linksWith(s: SteamState, seat: number, plan: LinkPlan): Link[] {
  return withPlannedLink(s.map, linksOf(s), seat, plan);
}

/** The engine's build move for the first tile of `plan` (the cheapest that joins its edges), if the rules allow it now. */
export function firstTile(s: SteamState, seat: number, plan: LinkPlan): { move: SteamMove; cost: number } | null {
  const edges = firstTileEdges(plan);
  if (!edges) return null;
  const onTown = placeAt(s.map, edges.hex)?.kind === 'town' && !(edges.hex in s.track.newCities);
  // On a town the tile must add only the planned spoke: any other new track would be an open section to lapse.
  const want = (s.track.tiles[edges.hex]?.tracks.length ?? 0) + 1;
  let best: { move: SteamMove; cost: number } | null = null;
  for (const o of buildOptions(s, seat, edges.hex, edges.ein)) {
    if (o.kind === 'redirect') continue;
    const pieces = tilePieces(o.request.tile, o.request.rotation, onTown);
    const ok =
      edges.eout === 'town'
        ? pieces.length === want && pieces.some((x) => x.a === edges.ein || x.b === edges.ein)
        : pieces.length === 1 && pieces.some((x) => (x.a === edges.ein && x.b === edges.eout) || (x.b === edges.ein && x.a === edges.eout));
    if (ok && (!best || o.cost < best.cost)) best = { move: { type: 'build', seat, ...o.request }, cost: o.cost };
  }
  if (best && best.move.type === 'build' && !checkBuild(s, seat, { hex: best.move.hex, tile: best.move.tile, rotation: best.move.rotation }).ok) return null;
  return best;
}
