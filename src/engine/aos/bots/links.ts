// Age of Steam's level bots' link planner: its answers to the shared link search (track/link-search.ts: what ends a
// link, a tile's and a town's price, when a town may end one) and what a plan is worth in the seat's own delivery
// income. A plan is judged on a link list with the planned link added as if complete (track module findDeliveries), so
// no move is applied to look; only its first tile is played (and checked by the engine's buildOptions).
import type { HexId } from '../../hex/coords';
import { placeAt, terrainAt } from '../../map/query';
import type { BoardMap } from '../../map/types';
import {
  bestPerCube,
  deliveryValue,
  finishPlans as finishSections,
  plannedLinkId,
  plansFrom,
  withPlannedLink,
  type LinkPlan,
  type LinkSearchRules,
} from '../../track/link-search';
import type { Delivery, Link } from '../../track/types';
import type { GameState } from '../state';
import { computeLinks, findDeliveries, type DeliveryOptions } from '../track-port';
import { rulesOf } from '../variants';

export { firstTileEdges, type LinkPlan } from '../../track/link-search';

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

/** Age of Steam's answers to the shared link search (track/link-search.ts). */
function searchRules(s: GameState): LinkSearchRules {
  const closed = rulesOf(s).completeSections;
  return {
    map: s.map,
    track: s.track,
    isCity: (hex) => isCity(s, hex),
    tileCost: (hex) => tileCost(s.map, hex),
    // A town tile on an empty town, a replacement on a built one (rules-spec §2.1.7).
    townCost: (_hex, built) => (built ? 3 : 2),
    // A town ends the link with a one-spoke town tile while the supply has one; a built town gets a spoke by a
    // replacement only the engine can judge, so where a link may not stay open (Germany) only as its first tile.
    townMayEnd: (_hex, built, tilesBefore) => (built ? !(tilesBefore > 0 && closed) : (s.tileSupply.T1 ?? 0) > 0),
    strictCrossing: false,
  };
}

/** Cities (and New Cities) with room for a new link out of them. */
function cityHexes(s: GameState): HexId[] {
  return s.map.places.filter((p) => p.kind !== 'station' && isCity(s, p.hex)).map((p) => p.hex);
}

/** Plans that finish the seat's own open sections, within `maxTiles`. */
export function finishPlans(s: GameState, seat: number, maxTiles: number): LinkPlan[] {
  return finishSections(searchRules(s), seat, maxTiles);
}

/** New links out of any city, within `maxTiles`. */
export function newPlans(s: GameState, maxTiles: number): LinkPlan[] {
  return plansFrom(searchRules(s), cityHexes(s), maxTiles);
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
  return deliveryValue(bestPerCube(ds, (d) => ownIncome(d, seat)), s.cubes, further);
}

/** The board's links with `plan` added as a complete link of `seat`. */
export function linksWith(s: GameState, seat: number, plan: LinkPlan): Link[] {
  return withPlannedLink(s.map, computeLinks(s.map, s.track), seat, plan);
}

/**
 * The seat's best delivery that runs over `plan` once built (its link added as complete), at engine `engine`: the
 * cube's place and colour, the seat's own income for it and how many such cubes wait there. The hint's material.
 */
export function bestDeliveryVia(s: GameState, seat: number, plan: LinkPlan, engine: number): { from: HexId; color: string; income: number; cubes: number } | null {
  const id = plannedLinkId(plan);
  let best: { from: HexId; color: string; income: number; cubes: number } | null = null;
  for (const d of findDeliveries(s.map, s.track, linksWith(s, seat, plan), s.cubes, engine, pathRules(s))) {
    const income = ownIncome(d, seat);
    if (!d.route.includes(id) || income <= 0 || (best && income <= best.income)) continue;
    best = { from: d.from, color: d.color, income, cubes: (s.cubes[d.from] ?? []).filter((c) => c === d.color).length };
  }
  return best;
}

/** The seat's best own income for one cube of `color` lying on `hex`, over the board's links at engine `engine`. */
export function cubeIncome(s: GameState, seat: number, hex: HexId, color: string, engine: number): number {
  let best = 0;
  for (const d of findDeliveries(s.map, s.track, computeLinks(s.map, s.track), { [hex]: [color] } as GameState['cubes'], engine, pathRules(s))) best = Math.max(best, ownIncome(d, seat));
  return best;
}
