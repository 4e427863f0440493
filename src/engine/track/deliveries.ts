// Moving goods along complete links: every legal delivery, and the check of a submitted route (rules-spec §2.1.8, §2.4.8).
import type { HexId } from '../hex/coords';
import type { BoardMap, GoodsColor } from '../map/types';
import { reason, type Reason } from '../reason';
import { placeAt } from '../map/query';
import { cityColor, nodeKind, placeName } from './places';
import type { Delivery, Link, TrackBoard } from './types';

export interface DeliveryOptions {
  /** Only cubes on this hex. */
  from?: HexId;
  /** False for eliminated seats: their links carry goods but pay nobody ([001:L585-586]). */
  paysIncome(seat: number): boolean;
  /** Places a cube may end at but never pass (foreign stations, X11). Stations are never passed in any case. */
  noPassThrough?: (hex: HexId) => boolean;
  /**
   * Goods of this colour go to these places instead of to cities of their colour, and stop at the first one reached
   * (Southern U.S. cotton and its four ports, X5).
   */
  special?: SpecialGoods;
  /** Colours of places whose colour is not on the map but fixed at setup (Germany's foreign stations, X11). */
  placeColors?: Readonly<Record<HexId, GoodsColor>>;
  /**
   * Cubes lying on track, not on a place, may be moved (St. Lucia, X17): the cube first travels along the link or
   * section it lies on to a city or town at its end — an incomplete section too — which counts as one link for the
   * engine and pays its owner +1; on a tile with two tracks the mover chooses which.
   */
  goodsOnTrack?: boolean;
  /**
   * A route may pass a town more than once, over different links: only cities are limited to once (Steam, [000:L413],
   * S-B4). Absent: no city or town twice (AoS). No link is ever travelled twice (G3).
   */
  revisitTowns?: boolean;
  /**
   * The rule system's verdict on a whole route that reaches its destination: null to accept it, else why not (Steam: at
   * least one link of the mover's own, and no other player's links used more often than his, [000:L415]). A cube whose
   * route is refused still stops at that first city of its colour.
   */
  acceptRoute?: (route: readonly Link[]) => Reason | null;
}

export interface SpecialGoods {
  color: GoodsColor;
  destinations: ReadonlySet<HexId>;
}

interface Edge {
  link: Link;
  /** The far end's node number. */
  to: number;
}

interface Graph {
  byId: Map<string, Link>;
  /** The hexes a complete link leaves, sorted: the only places a delivery can start from, in the order searched. */
  nodes: HexId[];
  /** Node number of each of those hexes. */
  nodeOf: Map<HexId, number>;
  /** Per node, the complete links leaving it. */
  out: Edge[][];
  /** The links over each tile hex, in link order (St. Lucia's goods on track, X17), made on first use. */
  under?: Map<HexId, Link[]>;
  /** Per node, whether it is a town on the board last searched (revisitTowns only; New Cities change it). */
  towns?: { board: TrackBoard; map: BoardMap; of: boolean[] };
  /** City colour of each node on the board last searched (colours change only with New Cities, i.e. a new board). */
  colors?: { board: TrackBoard; map: BoardMap; extra: Readonly<Record<HexId, GoodsColor>> | undefined; of: (GoodsColor | undefined)[] };
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
  const byId = new Map<string, Link>();
  const complete: Link[] = [];
  const hexes = new Set<HexId>();
  for (const link of links) {
    byId.set(link.id, link);
    if (!link.complete) continue;
    complete.push(link);
    hexes.add(link.ends[0].hex);
    hexes.add(link.ends[1].hex);
  }
  const nodes = [...hexes].toSorted();
  const nodeOf = new Map(nodes.map((h, i) => [h, i]));
  const out: Edge[][] = nodes.map(() => []);
  for (const link of complete) {
    const a = nodeOf.get(link.ends[0].hex)!;
    const b = nodeOf.get(link.ends[1].hex)!;
    out[a]!.push({ link, to: b });
    if (a !== b) out[b]!.push({ link, to: a });
  }
  return { byId, nodes, nodeOf, out };
}

function colorsOf(g: Graph, map: BoardMap, board: TrackBoard, extra: Readonly<Record<HexId, GoodsColor>> | undefined): (GoodsColor | undefined)[] {
  if (g.colors?.board !== board || g.colors.map !== map || g.colors.extra !== extra) {
    g.colors = { board, map, extra, of: g.nodes.map((h) => colorAt(map, board, h, extra)) };
  }
  return g.colors.of;
}

/** The colour a place accepts: a station's from setup, else its city colour. */
function colorAt(map: BoardMap, board: TrackBoard, hex: HexId, extra: Readonly<Record<HexId, GoodsColor>> | undefined): GoodsColor | undefined {
  return extra?.[hex] ?? cityColor(map, board, hex);
}

function townsOf(g: Graph, map: BoardMap, board: TrackBoard): boolean[] {
  if (g.towns?.board !== board || g.towns.map !== map) g.towns = { board, map, of: g.nodes.map((h) => nodeKind(map, board, h) === 'town') };
  return g.towns.of;
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
  const g = graphOf(links);
  const q: Search = {
    map,
    board,
    opts,
    engineLevel,
    graph: g,
    color: colorsOf(g, map, board, opts.placeColors),
    revisitable: opts.revisitTowns ? townsOf(g, map, board) : null,
    specialAt: opts.special ? g.nodes.map((h) => opts.special!.destinations.has(h)) : [],
    passBlocked: [],
    visited: g.nodes.map(() => false),
    stops: [],
    route: [],
    out: [],
  };
  // Sorted hexes with cubes, as far as a link leaves them (the others deliver nothing): the graph's sorted nodes.
  let sources: number[] | undefined;
  if (opts.from !== undefined) {
    const n = g.nodeOf.get(opts.from);
    sources = n === undefined ? [] : [n];
  }
  const count = sources ? sources.length : g.nodes.length;
  for (let k = 0; k < count; k++) {
    const n = sources ? sources[k]! : k;
    const from = g.nodes[n]!;
    const here = cubes[from];
    if (!here || here.length === 0 || engineLevel < 1) continue;
    const alive = [...new Set(here)];
    q.visited.fill(false);
    q.visited[n] = true;
    q.stops.length = 0;
    q.stops.push(from);
    search(q, n, alive, from);
  }
  if (opts.goodsOnTrack) fromTrack(q, links, cubes, opts.from);
  return q.out;
}

/** The links over each tile hex, in link order (a tile with two tracks lies under two), kept on the list's graph. */
function linksUnder(g: Graph, links: Link[]): Map<HexId, Link[]> {
  if (g.under) return g.under;
  const under = new Map<HexId, Link[]>();
  for (const link of links) {
    for (const h of link.hexes) {
      const list = under.get(h) ?? under.set(h, []).get(h)!;
      if (list.at(-1) !== link) list.push(link);
    }
  }
  return (g.under = under);
}

/** St. Lucia (X17): the deliveries of cubes lying on track, each along the link or section under it first. */
function fromTrack(q: Search, links: Link[], cubes: Record<HexId, GoodsColor[]>, only: HexId | undefined): void {
  const under = linksUnder(q.graph, links);
  for (const hex of Object.keys(cubes).toSorted()) {
    const here = cubes[hex];
    if ((only !== undefined && hex !== only) || !here?.length || q.engineLevel < 1 || placeAt(q.map, hex)) continue;
    const alive = [...new Set(here)];
    for (const link of under.get(hex) ?? []) {
      const before = q.out.length;
      for (const end of link.ends) {
        if (end.place === undefined) continue;
        q.route.length = 0;
        q.stops.length = 0;
        q.route.push(link);
        q.stops.push(hex, end.hex);
        q.visited.fill(false);
        q.firstLink = link;
        let left = alive;
        const c = colorAt(q.map, q.board, end.hex, q.opts.placeColors);
        if (c !== undefined && left.includes(c)) left = arrive(q, hex, c, end.hex, left);
        const n = q.graph.nodeOf.get(end.hex);
        if (n !== undefined && left.length > 0 && q.engineLevel > 1 && !blocked(q, n)) {
          q.visited[n] = true;
          search(q, n, left, hex);
        }
      }
      // The move names no end: a route that holds from both ends of the link is one delivery, from the first end
      // (as checkDelivery reads it).
      const seen = new Set<string>();
      const mine = q.out.splice(before).filter((dl) => {
        const key = `${dl.color}|${dl.route.join()}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      q.out.push(...mine);
    }
  }
  q.route.length = 0;
  q.stops.length = 0;
  q.firstLink = undefined;
}

/** One findDeliveries call's state (module functions, not closures per call: see scan.ts). */
interface Search {
  map: BoardMap;
  board: TrackBoard;
  opts: DeliveryOptions;
  engineLevel: number;
  graph: Graph;
  color: (GoodsColor | undefined)[];
  /** St. Lucia (X17): the link under a cube on track, travelled first; never taken again on the same route. */
  firstLink?: Link;
  /** Per node: whether a route may enter it again (towns, with revisitTowns); null: no node twice. */
  revisitable: boolean[] | null;
  /** Per node: whether it is a destination of the special goods (empty without special goods). */
  specialAt: boolean[];
  /** Per node: whether a cube may not pass through it (undefined: not asked yet). */
  passBlocked: (boolean | undefined)[];
  visited: boolean[];
  stops: HexId[];
  route: Link[];
  out: Delivery[];
}

function blocked(q: Search, n: number): boolean {
  let b = q.passBlocked[n];
  if (b === undefined) q.passBlocked[n] = b = blocksPassing(q.map, q.board, q.graph.nodes[n]!, q.opts);
  return b;
}

/**
 * Records the delivery of a `color` cube ending at `to` by the current route, unless the rule system refuses the route;
 * returns the colours still travelling (the cube stops at the first city of its colour either way).
 */
function arrive(q: Search, from: HexId, color: GoodsColor, to: HexId, alive: GoodsColor[]): GoodsColor[] {
  if (!q.opts.acceptRoute || q.opts.acceptRoute(q.route) === null) {
    q.out.push({ from, color, to, route: q.route.map((l) => l.id), stops: [...q.stops], incomeBy: incomeOf(q.route, q.opts.paysIncome) });
  }
  return alive.filter((x) => x !== color);
}

/** Depth-first from `node` with the cube colours still undelivered (`alive`) of the cubes on `from`. */
function search(q: Search, node: number, alive: GoodsColor[], from: HexId): void {
  const { route, stops, visited, revisitable } = q;
  for (const e of q.graph.out[node]!) {
    if (visited[e.to] || e.link === q.firstLink) continue;
    // A town entered again must be reached over a link not yet travelled (G3).
    if (revisitable && route.includes(e.link)) continue;
    const to = q.graph.nodes[e.to]!;
    route.push(e.link);
    stops.push(to);
    const c = q.color[e.to];
    let next = alive;
    if (c !== undefined && alive.includes(c)) next = arrive(q, from, c, to, next);
    const sp = q.specialAt[e.to] ? q.opts.special!.color : undefined;
    if (sp !== undefined && next.includes(sp)) next = arrive(q, from, sp, to, next);
    if (next.length > 0 && route.length < q.engineLevel && !blocked(q, e.to)) {
      const again = revisitable?.[e.to] === true;
      if (!again) visited[e.to] = true;
      search(q, e.to, next, from);
      if (!again) visited[e.to] = false;
    }
    route.pop();
    stops.pop();
  }
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
  const special = opts.special?.color === color ? opts.special : undefined;
  const arrives = (hex: HexId) => (special ? special.destinations.has(hex) : colorAt(map, board, hex, opts.placeColors) === color);
  const places = () => [...(special?.destinations ?? [])].map((h) => placeName(map, h)).join(', ');
  type Walk = { ok: true; delivery: Delivery } | { ok: false; reason: Reason };

  /** The route walked from `start`; `onTrack`: the link under a cube on track, already travelled to `start` (X17). */
  const walk = (start: HexId, onTrack: Link | undefined): Walk => {
    const used: Link[] = onTrack ? [onTrack] : [];
    const stops: HexId[] = onTrack ? [req.from, start] : [req.from];
    const visited = new Set<HexId>([start]);
    let cur = start;
    if (onTrack && arrives(cur) && req.route.length > 1) {
      if (special) return fail('deliver.passesSpecial', { place: placeName(map, cur), places: places() });
      return fail('deliver.passesColor', { place: placeName(map, cur), color: req.color });
    }
    for (let i = onTrack ? 1 : 0; i < req.route.length; i++) {
      const id = req.route[i]!;
      const link = byId.get(id);
      if (!link) return fail('deliver.unknownLink', { link: id });
      if (link === onTrack) return fail('deliver.revisit', { place: placeName(map, cur) });
      if (!link.complete) {
        const from = link.ends.find((e) => e.place !== undefined) ?? link.ends[0];
        return fail('deliver.incompleteLink', { link: id, place: placeName(map, from.hex) });
      }
      if ((i > 0 || onTrack) && blocksPassing(map, board, cur, opts)) return fail('deliver.noPassThrough', { place: placeName(map, cur) });
      const [a, b] = link.ends;
      if (a.hex !== cur && b.hex !== cur) return fail('deliver.notConnected', { place: placeName(map, cur) });
      const next = a.hex === cur ? b.hex : a.hex;
      if (opts.revisitTowns && used.includes(link)) return fail('deliver.linkTwice', { link: id });
      if (visited.has(next) && !(opts.revisitTowns && next !== start && nodeKind(map, board, next) === 'town')) {
        return fail('deliver.revisit', { place: placeName(map, next) });
      }
      visited.add(next);
      used.push(link);
      stops.push(next);
      if (arrives(next) && i < req.route.length - 1) {
        if (special) return fail('deliver.passesSpecial', { place: placeName(map, next), places: places() });
        return fail('deliver.passesColor', { place: placeName(map, next), color: req.color });
      }
      cur = next;
    }
    if (!arrives(cur)) {
      if (special) return fail('deliver.notSpecial', { place: placeName(map, cur), color: req.color, places: places() });
      return fail('deliver.wrongDestination', { place: placeName(map, cur), color: req.color });
    }
    const refused = opts.acceptRoute?.(used);
    if (refused) return { ok: false, reason: refused };
    return { ok: true, delivery: { from: req.from, color, to: cur, route: [...req.route], stops, incomeBy: incomeOf(used, opts.paysIncome) } };
  };

  if (!(opts.goodsOnTrack && !placeAt(map, req.from))) return walk(req.from, undefined);
  // St. Lucia (X17): a cube on track starts along the link or section under it, to a city or town at one of its ends;
  // the move names no end, so the first end (in the link's order) from which the route holds is taken — the same one
  // findDeliveries lists.
  const onTrack = byId.get(req.route[0]!);
  if (!onTrack || !onTrack.hexes.includes(req.from)) return fail('deliver.notOnTrack', { place: req.from });
  let first: Walk | null = null;
  for (const end of onTrack.ends) {
    if (end.place === undefined) continue;
    const r = walk(end.hex, onTrack);
    if (r.ok) return r;
    first ??= r;
  }
  return first ?? fail('deliver.notConnected', { place: placeName(map, onTrack.ends[0].hex) });
}
