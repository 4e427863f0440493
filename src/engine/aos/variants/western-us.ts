// Western U.S. (rules-spec §2.3.1, deluxe 001:L673-736; decisions X1–X4): $20 to start, a cube on every town, the
// east–west bonus, start cities and one connected network until the transcontinental railroad, its one-time bonus,
// and ties broken by money, segments and a die. The build costs ($4 swamp/river, $5 mountain) and the start-city rule
// for the first tile are data here, read by aos/track-rules.ts. The one-network rule is in western-us-network.ts.
import type { HexId } from '../../hex/coords';
import { placeAt, placeById } from '../../map/query';
import type { BoardMap } from '../../map/types';
import { reason } from '../../reason';
import { nodeKind } from '../../track/places';
import type { Delivery, Link } from '../../track/types';
import type { GameState } from '../state';
import { computeLinks } from '../track-port';
import { mapRules } from './base';
import { rustBelt } from './rust-belt';
import type { AosRules, AosVariant, BuildBonus } from './types';
import { contiguityFilter, mustStayContiguous, startsApart } from './western-us-network';

const ids = (map: BoardMap, region: string) => map.regions?.[region] ?? [];

export const westernUs: AosVariant = {
  ...rustBelt,
  id: 'western-us',
  // "Jeder Spieler beginnt das Spiel mit $20 und 2 verkauften Aktien" (001:L683-684).
  startCash: 20,
  // "je 2 zufällige Güterwürfel … in jeder Großstadt und je 1 in jeder Stadt" (001:L680-681).
  startCubes: (_map, place) => (place.kind === 'city' ? (place.startCubes ?? 2) : place.kind === 'town' ? 1 : 0),
  // A simple tile costs $4 on an empty swamp or river hex and $5 on a mountain (001:L703-706); complex tiles pay the same surcharge (X1).
  terrainSurcharge: [0, 2, 3],
  // A player's very first tile "muss an eine westliche oder östliche Startgroßstadt angrenzen" (001:L716-717).
  firstTileCity: (_map, place) => place.flags?.includes('startCity') ?? false,
};

/**
 * The transcontinental railroad ([001:L723-731], X2): the first time complete links join a west start city to an east
 * start city, the chain's owners gain income — one owner +4, two +2 each, more: the builder chooses two of them for +2
 * (a pending choice). The chain judged is the one of fewest links [DECISION R-WUS-TRANS].
 */
function transcontinental(s: GameState): BuildBonus | null {
  if (s.milestones.includes('transcontinental')) return null;
  const hexOf = (id: string) => placeById(s.map, id)?.hex;
  const west = new Set(ids(s.map, 'westStartCities').map(hexOf).filter((h): h is HexId => h !== undefined));
  const east = new Set(ids(s.map, 'eastStartCities').map(hexOf).filter((h): h is HexId => h !== undefined));
  const chain = shortestChain(computeLinks(s.map, s.track).filter((l) => l.complete), west, east);
  if (!chain) return null;
  // Who built the chain decides the size of the bonus; an eliminated builder's links stay his (A-D17) but earn nothing.
  const builders = [...new Set(chain.map((l) => l.owner).filter((o): o is number => o !== null))].toSorted((a, b) => a - b);
  const owners = builders.filter((o) => !s.players[o]!.eliminated);
  if (builders.length > 2 && owners.length > 2) return { milestone: 'transcontinental', among: owners };
  return { milestone: 'transcontinental', owners, amount: builders.length === 1 ? 4 : 2 };
}

/** The chain of fewest links from any of `from` to any of `to` (breadth first, links in id order), or null. */
function shortestChain(links: Link[], from: ReadonlySet<HexId>, to: ReadonlySet<HexId>): Link[] | null {
  const out = new Map<HexId, Link[]>();
  for (const l of links.toSorted((a, b) => (a.id < b.id ? -1 : 1))) {
    for (const e of l.ends) (out.get(e.hex) ?? out.set(e.hex, []).get(e.hex)!).push(l);
  }
  const via = new Map<HexId, { link: Link; prev: HexId } | null>();
  let frontier = [...from].toSorted();
  for (const h of frontier) via.set(h, null);
  while (frontier.length) {
    const next: HexId[] = [];
    for (const h of frontier) {
      if (to.has(h)) {
        const chain: Link[] = [];
        for (let at = via.get(h); at; at = via.get(at.prev)) chain.unshift(at.link);
        return chain;
      }
      for (const l of out.get(h) ?? []) {
        const other = l.ends[0].hex === h ? l.ends[1].hex : l.ends[0].hex;
        if (via.has(other)) continue;
        via.set(other, { link: l, prev: h });
        next.push(other);
      }
    }
    frontier = next;
  }
  return null;
}

// Link lists are never edited once made (computeLinks memoises them per board): their id index is kept per list.
const byIdCache = new WeakMap<Link[], Map<string, Link>>();
function linksById(links: Link[]): Map<string, Link> {
  let m = byIdCache.get(links);
  if (!m) byIdCache.set(links, (m = new Map(links.map((l) => [l.id, l] as const))));
  return m;
}

/**
 * A city of the map's east or west (place ids in the map's regions): a printed city, or a town listed there once a New
 * City stands on it.
 */
function regionOf(s: GameState, hex: HexId): 'east' | 'west' | null {
  const place = placeAt(s.map, hex);
  if (!place || nodeKind(s.map, s.track, hex) !== 'city') return null;
  return ids(s.map, 'east').includes(place.id) ? 'east' : ids(s.map, 'west').includes(place.id) ? 'west' : null;
}

/**
 * The east–west bonus ([001:L691-700], X4): a delivery from a city of the east to one of the west, or back, pays +1 to
 * the owner of one used link of the mover's choice. The seats he can choose from: the owners still playing of the
 * route's links, in seat order; empty when the delivery does not qualify (a town origin never does).
 */
function eastWestOwners(s: GameState, dl: Delivery): number[] {
  const a = regionOf(s, dl.from);
  const b = regionOf(s, dl.to);
  if (!a || !b || a === b) return [];
  const byId = linksById(computeLinks(s.map, s.track));
  const owners = new Set<number>();
  for (const id of dl.route) {
    const o = byId.get(id)?.owner;
    if (o !== null && o !== undefined && !s.players[o]!.eliminated) owners.add(o);
  }
  return [...owners].toSorted((x, y) => x - y);
}

/** The seats with the highest `value`. */
function most(seats: number[], value: (seat: number) => number): number[] {
  const top = Math.max(...seats.map(value));
  return seats.filter((x) => value(x) === top);
}

/**
 * Ties for the win ([001:L734-736]): the one with most money, then most track segments, then the highest die — tied
 * dice are rolled again among those still tied.
 */
function breakTies(s: GameState, tied: number[], segments: readonly number[], roll: (seats: number[]) => number[]): number[] {
  if (tied.length < 2) return tied;
  let left = most(tied, (x) => s.players[x]!.cash);
  left = most(left, (x) => segments[x]!);
  while (left.length > 1) {
    const dice = roll(left);
    left = most(left, (x) => dice[left.indexOf(x)]!);
  }
  return left;
}

export const westernUsRules: AosRules = /* @__PURE__ */ mapRules(westernUs, {
  // X3: a build may not start track apart from the seat's network until the transcontinental railroad exists.
  checkBuiltBoard: (s, seat, board) => (mustStayContiguous(s) && startsApart(s, seat, board) ? reason('build.notContiguous') : null),
  buildCheckKey: (s) => `|${mustStayContiguous(s)}`,
  buildOptionFilter: contiguityFilter,
  buildBonus: transcontinental,
  deliveryBonusOwners: eastWestOwners,
  breakTies,
});
