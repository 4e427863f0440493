// Moving goods along complete links: every legal delivery, and the check of a submitted route (rules-spec §2.1.8).
import type { HexId } from '../hex/coords';
import type { BoardMap, GoodsColor } from '../map/types';
import { reason, type Reason } from '../reason';
import { cityColor, nodeKind, placeName } from './places';
import type { Delivery, Link, TrackBoard } from './types';

export interface DeliveryOptions {
  /** Only cubes on this hex. */
  from?: HexId;
  /** False for eliminated seats: their links carry goods but pay nobody ([001:L585-586]). */
  paysIncome(seat: number): boolean;
  /** Places a cube may end at but never pass (foreign stations, X11). Stations are never passed in any case. */
  noPassThrough?: (hex: HexId) => boolean;
}

interface Edge {
  link: Link;
  to: HexId;
}

interface Graph {
  adj: Map<HexId, Edge[]>;
  byId: Map<string, Link>;
  /** The hexes with a complete link, sorted: the only places a delivery can start from, in the order searched. */
  nodes: HexId[];
}

// A link list is never edited once made (computeLinks memoises it per board), so its graph is kept per list object:
// every delivery search on a board during the goods phase shares one.
const graphs = new WeakMap<Link[], Graph>();

function graphOf(links: Link[]): Graph {
  let g = graphs.get(links);
  if (!g) graphs.set(links, (g = makeGraph(links)));
  return g;
}

function makeGraph(links: Link[]): Graph {
  const adj = new Map<HexId, Edge[]>();
  const byId = new Map<string, Link>();
  const add = (from: HexId, e: Edge) => {
    const l = adj.get(from);
    if (l) l.push(e);
    else adj.set(from, [e]);
  };
  for (const link of links) {
    byId.set(link.id, link);
    if (!link.complete) continue;
    const [a, b] = link.ends;
    add(a.hex, { link, to: b.hex });
    if (a.hex !== b.hex) add(b.hex, { link, to: a.hex });
  }
  return { adj, byId, nodes: [...adj.keys()].toSorted() };
}

function incomeOf(route: Link[], pays: (seat: number) => boolean): Record<number, number> {
  const by: Record<number, number> = {};
  // A route has at most six links: looking back is cheaper than a set.
  for (let i = 0; i < route.length; i++) {
    const l = route[i]!;
    let again = false;
    for (let j = 0; j < i && !again; j++) again = route[j]!.id === l.id;
    if (again) continue;
    if (l.owner === null || !pays(l.owner)) continue;
    by[l.owner] = (by[l.owner] ?? 0) + 1;
  }
  return by;
}

function blocksPassing(map: BoardMap, board: TrackBoard, hex: HexId, opts: DeliveryOptions): boolean {
  return nodeKind(map, board, hex) === 'station' || (opts.noPassThrough?.(hex) ?? false);
}

/**
 * Every legal delivery: along 1..engineLevel complete links, each city or town at most once, stopping at the first
 * city of the cube's colour (never the start) — black cubes only reach black New Cities, since no printed city is black.
 * Each distinct link pays its owner +1 unless unowned or `paysIncome` says no.
 */
export function findDeliveries(
  map: BoardMap,
  board: TrackBoard,
  links: Link[],
  cubes: Record<HexId, GoodsColor[]>,
  engineLevel: number,
  opts: DeliveryOptions,
): Delivery[] {
  const { adj, nodes } = graphOf(links);
  const out: Delivery[] = [];
  const colorOf = new Map<HexId, GoodsColor | undefined>();
  const color = (h: HexId) => {
    if (!colorOf.has(h)) colorOf.set(h, cityColor(map, board, h));
    return colorOf.get(h);
  };
  const passBlocked = new Map<HexId, boolean>();
  const blocked = (h: HexId) => {
    let b = passBlocked.get(h);
    if (b === undefined) passBlocked.set(h, (b = blocksPassing(map, board, h, opts)));
    return b;
  };
  // Sorted hexes with cubes, as far as a link leaves them (the others deliver nothing): the graph's sorted nodes.
  const sources = opts.from !== undefined ? [opts.from] : nodes;
  const stops: HexId[] = [];
  const route: Link[] = [];
  const visited = new Set<HexId>();

  const dfs = (node: HexId, alive: GoodsColor[], from: HexId) => {
    for (const e of adj.get(node) ?? []) {
      if (visited.has(e.to)) continue;
      route.push(e.link);
      stops.push(e.to);
      const c = color(e.to);
      let next = alive;
      if (c !== undefined && alive.includes(c)) {
        out.push({ from, color: c, to: e.to, route: route.map((l) => l.id), stops: [...stops], incomeBy: incomeOf(route, opts.paysIncome) });
        next = alive.filter((x) => x !== c);
      }
      if (next.length > 0 && route.length < engineLevel && !blocked(e.to)) {
        visited.add(e.to);
        dfs(e.to, next, from);
        visited.delete(e.to);
      }
      route.pop();
      stops.pop();
    }
  };

  for (const from of sources) {
    const here = cubes[from];
    if (!here || here.length === 0 || engineLevel < 1 || !adj.has(from)) continue;
    const alive = [...new Set(here)];
    visited.clear();
    visited.add(from);
    stops.length = 0;
    stops.push(from);
    dfs(from, alive, from);
  }
  return out;
}

export interface DeliveryRequest {
  from: HexId;
  color: string;
  route: string[];
}

const fail = (key: string, params?: Record<string, string | number>) => ({ ok: false as const, reason: reason(key, params) });

/** Check a submitted route; the answer names the rule it breaks with the numbers and places that matter. */
export function checkDelivery(
  map: BoardMap,
  board: TrackBoard,
  links: Link[],
  cubes: Record<HexId, GoodsColor[]>,
  engineLevel: number,
  req: DeliveryRequest,
  opts: DeliveryOptions,
): { ok: true; delivery: Delivery } | { ok: false; reason: Reason } {
  const color = req.color as GoodsColor;
  if (!(cubes[req.from] ?? []).includes(color)) return fail('deliver.noCube', { color: req.color, place: placeName(map, req.from) });
  if (req.route.length === 0) return fail('deliver.emptyRoute');
  if (req.route.length > engineLevel) return fail('deliver.tooManyLinks', { links: req.route.length, engine: engineLevel });
  const { byId } = graphOf(links);
  const used: Link[] = [];
  const stops: HexId[] = [req.from];
  const visited = new Set<HexId>([req.from]);
  let cur = req.from;
  for (let i = 0; i < req.route.length; i++) {
    const id = req.route[i]!;
    const link = byId.get(id);
    if (!link) return fail('deliver.unknownLink', { link: id });
    if (!link.complete) {
      const from = link.ends.find((e) => e.place !== undefined) ?? link.ends[0];
      return fail('deliver.incompleteLink', { link: id, place: placeName(map, from.hex) });
    }
    if (i > 0 && blocksPassing(map, board, cur, opts)) return fail('deliver.noPassThrough', { place: placeName(map, cur) });
    const [a, b] = link.ends;
    if (a.hex !== cur && b.hex !== cur) return fail('deliver.notConnected', { place: placeName(map, cur) });
    const next = a.hex === cur ? b.hex : a.hex;
    if (visited.has(next)) return fail('deliver.revisit', { place: placeName(map, next) });
    visited.add(next);
    used.push(link);
    stops.push(next);
    if (cityColor(map, board, next) === color && i < req.route.length - 1) {
      return fail('deliver.passesColor', { place: placeName(map, next), color: req.color });
    }
    cur = next;
  }
  if (cityColor(map, board, cur) !== color) return fail('deliver.wrongDestination', { place: placeName(map, cur), color: req.color });
  return {
    ok: true,
    delivery: { from: req.from, color, to: cur, route: [...req.route], stops, incomeBy: incomeOf(used, opts.paysIncome) },
  };
}
