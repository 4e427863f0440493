// Spike's routes on the lattice: what a route is (rules-spec §2.6.6 B, P3–P5, P14, P15), the check of a proposed
// route, and the search for every sensible route to one city with the cards that pay for it (issue 19 point 5).
// A route runs from a point of the own network over free segments and bare points to the first city it reaches,
// which is not in the own network yet. Knows the board's graph and who holds which segment; not the game state.
import { segmentKey, type NodeId } from '../lattice/coords';
import type { LatticeGraph } from '../lattice/graph';
import { reason, type Reason } from '../reason';
import { cardCount, cheapestPayment, extraCardsOf, total, type Hand, type Payment } from './payment';

/**
 * What a route search needs to know about one player's position. Not to be changed once searched: the search keeps
 * its indexes per context object.
 */
export interface RouteContext {
  graph: LatticeGraph;
  /** Points of the player's network: every end of his track, and the locomotive's city at the start [003:L151]. */
  network: ReadonlySet<NodeId>;
  /** Place ids in the network. */
  networkCities: ReadonlySet<string>;
  /** Segment indices (board.segments) with anyone's track: sections are exclusive (P5). */
  taken: ReadonlySet<number>;
  /** The player's unbuilt track pieces: one per segment (P15). */
  piecesLeft: number;
  /** A place's printed name for reasons; the id when absent. */
  placeName?: (id: string) => string;
}

/** One way to build to a city: points from the network to the city, the segments between, their colours. */
export interface RouteOption {
  destination: string;
  /** From a point of the own network to the destination's point. */
  nodes: NodeId[];
  /** Indices into board.segments, in order along `nodes`. */
  segments: number[];
  /** Sections per colour. */
  needs: Hand;
  /** The cheapest payment with the hand searched with (payment.ts), or null when the hand cannot pay. */
  payment: Payment | null;
}

export interface RouteSearch {
  /** At most this many routes come back (default 12). */
  limit?: number;
  /** Only routes the hand can pay for. */
  payableOnly?: boolean;
  /** Routes at most this many segments longer than the shortest (default 2). */
  slack?: number;
}

export const DEFAULT_ROUTE_LIMIT = 12;
export const DEFAULT_ROUTE_SLACK = 2;

const nameOf = (ctx: RouteContext, place: string): string => ctx.placeName?.(place) ?? place;

/** The segment between two neighbouring points and its colour; `impassable` for water; null if not neighbours. */
function stepBetween(graph: LatticeGraph, a: NodeId, b: NodeId): { segment: number; color: string } | 'impassable' | null {
  const seg = graph.segmentIndex.get(segmentKey(a, b));
  if (seg === undefined) return null;
  const step = graph.steps.get(a)?.find((s) => s.to === b);
  return step ? { segment: step.segment, color: step.color } : 'impassable';
}

/** Segments and sections per colour along a chain of neighbouring passable points; null if the chain breaks. */
export function routeSections(graph: LatticeGraph, nodes: readonly NodeId[]): { segments: number[]; needs: Hand } | null {
  const segments: number[] = [];
  const needs: Record<string, number> = {};
  for (let i = 1; i < nodes.length; i++) {
    const s = stepBetween(graph, nodes[i - 1]!, nodes[i]!);
    if (s === null || s === 'impassable') return null;
    segments.push(s.segment);
    needs[s.color] = (needs[s.color] ?? 0) + 1;
  }
  return { segments, needs };
}

/**
 * Why `nodes` is not a route the player may build now, or null when it is [003:L149-159], P3–P5, P15: at least one
 * piece left and enough for every segment; it starts at a point of the own network (never off another player's track,
 * [003:L155]) and never passes through another point of it (it would start there); every step is to a neighbouring
 * point over a passable segment no one has built on; it passes no city and visits no point twice; it ends at a city not
 * yet in the own network [003:L151]. Another player's track may touch the bare points it passes (docs/rules-decisions-spike.md,
 * "Routes").
 */
export function checkRoute(ctx: RouteContext, nodes: readonly NodeId[]): Reason | null {
  const { graph } = ctx;
  if (!Array.isArray(nodes) || nodes.length < 2) return reason('route.tooShort');
  if (nodes.some((n) => typeof n !== 'string' || !graph.steps.has(n))) return reason('route.unknownPoint');
  if (ctx.piecesLeft <= 0) return reason('route.noPieces');
  if (!ctx.network.has(nodes[0]!)) return reason('route.notFromNetwork');
  const seen = new Set<NodeId>([nodes[0]!]);
  const last = nodes.length - 1;
  for (let i = 1; i <= last; i++) {
    const n = nodes[i]!;
    const s = stepBetween(graph, nodes[i - 1]!, n);
    if (s === null) return reason('route.notNeighbours', { step: i });
    if (s === 'impassable') return reason('route.impassable', { step: i });
    if (ctx.taken.has(s.segment)) return reason('route.taken', { step: i });
    if (seen.has(n)) return reason('route.loop', { step: i });
    seen.add(n);
    const city = graph.placeAt.get(n);
    if (i < last) {
      if (ctx.network.has(n)) return reason('route.throughNetwork', { step: i });
      if (city !== undefined) return reason('route.throughCity', { city: nameOf(ctx, city) });
    } else {
      if (city === undefined) return reason('route.notToCity');
      if (ctx.network.has(n) || ctx.networkCities.has(city)) return reason('route.cityConnected', { city: nameOf(ctx, city) });
    }
  }
  if (last > ctx.piecesLeft) return reason('route.tooFewPieces', { need: last, have: ctx.piecesLeft });
  return null;
}

/** The board's graph as integer arrays (points and colours by index), built once per graph for the hot search. */
interface Compact {
  ids: NodeId[];
  index: ReadonlyMap<NodeId, number>;
  /** Steps out of point i: start[i] … start[i + 1] − 1 in to / seg / col. */
  start: Int32Array;
  to: Int32Array;
  seg: Int32Array;
  col: Int32Array;
  /** Segment colours by index. */
  colors: string[];
  city: Uint8Array;
  segments: number;
}
const compactCache = new WeakMap<LatticeGraph, Compact>();
function compact(graph: LatticeGraph): Compact {
  const hit = compactCache.get(graph);
  if (hit) return hit;
  const ids = [...graph.steps.keys()];
  const index = new Map(ids.map((id, i) => [id, i]));
  const colors: string[] = [];
  const start = new Int32Array(ids.length + 1);
  let count = 0;
  for (const id of ids) count += graph.steps.get(id)!.length;
  const to = new Int32Array(count);
  const seg = new Int32Array(count);
  const col = new Int32Array(count);
  const city = new Uint8Array(ids.length);
  let k = 0;
  let segments = 0;
  ids.forEach((id, i) => {
    start[i] = k;
    if (graph.placeAt.has(id)) city[i] = 1;
    for (const s of graph.steps.get(id)!) {
      let c = colors.indexOf(s.color);
      if (c < 0) c = colors.push(s.color) - 1;
      to[k] = index.get(s.to)!;
      seg[k] = s.segment;
      col[k] = c;
      segments = Math.max(segments, s.segment + 1);
      k++;
    }
  });
  start[ids.length] = k;
  const out = { ids, index, start, to, seg, col, colors, city, segments: Math.max(segments, graph.segmentIndex.size) };
  compactCache.set(graph, out);
  return out;
}

/**
 * One position on the compact graph: the network and the taken segments as flags, and the fewest segments from the
 * network to each point a route may reach, over free passable segments through bare points outside the network (cities
 * are reached, never passed; −1: out of reach). The distance bounds the search's remaining length from below.
 */
interface Prepared {
  g: Compact;
  net: Uint8Array;
  taken: Uint8Array;
  dist: Int32Array;
}
const preparedCache = new WeakMap<RouteContext, Prepared>();
function prepare(ctx: RouteContext): Prepared {
  const hit = preparedCache.get(ctx);
  if (hit) return hit;
  const g = compact(ctx.graph);
  const n = g.ids.length;
  const net = new Uint8Array(n);
  const taken = new Uint8Array(g.segments);
  for (const t of ctx.taken) if (t >= 0 && t < g.segments) taken[t] = 1;
  const dist = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let tail = 0;
  for (const id of ctx.network) {
    const i = g.index.get(id);
    if (i === undefined || net[i]) continue;
    net[i] = 1;
    dist[i] = 0;
    queue[tail++] = i;
  }
  for (let head = 0; head < tail; head++) {
    const at = queue[head]!;
    if (!net[at] && g.city[at]) continue;
    for (let k = g.start[at]!; k < g.start[at + 1]!; k++) {
      const to = g.to[k]!;
      if (taken[g.seg[k]!] || dist[to]! >= 0) continue;
      dist[to] = dist[at]! + 1;
      queue[tail++] = to;
    }
  }
  const out = { g, net, taken, dist };
  preparedCache.set(ctx, out);
  return out;
}

/** Segments of the shortest route to `destination` (ignoring cards), or null when none can be built. */
export function shortestRouteLength(ctx: RouteContext, destination: string): number | null {
  const node = ctx.graph.nodeOf.get(destination);
  if (node === undefined || ctx.network.has(node) || ctx.networkCities.has(destination)) return null;
  const { g, dist } = prepare(ctx);
  const d = dist[g.index.get(node)!]!;
  return d < 0 || d > ctx.piecesLeft ? null : d;
}

/** How a walk may cut partial paths. */
interface WalkBounds {
  maxLen: number;
  /** The hand, to bound each partial path's cards from below (extraCardsOf). */
  hand: Hand;
  /** Cut partial paths the hand cannot pay, or whose cards would exceed the hand. */
  payableOnly: boolean;
  /** The worst (cards, length) still wanted, or null while any is: a partial path sure to sort after it is cut. */
  cutoff: () => { cards: number; len: number } | null;
}

/**
 * Walks every simple path back from the destination's point to the network within the bounds, calling `found` with
 * the path from the destination (the route reversed, point indices), its sections per colour index and its cheapest
 * payment's extra cards (−1: unpayable); `found` returning true stops the walk. A partial path's cards are at least its
 * sections, plus the segments still needed to reach the network (one card each), plus its own extra cards (which never
 * fall as sections are added; payability once lost is lost for good): cutting on that bound loses no route.
 */
function walk(p: Prepared, dest: number, b: WalkBounds, found: (nodes: Int32Array, segs: Int32Array, len: number, needs: Int32Array, extra: number) => boolean): void {
  const { g, net, taken, dist } = p;
  const { maxLen, payableOnly, cutoff } = b;
  // Colour vectors: the board's colours, then any colour only the hand has (a joker source).
  const extraColors = Object.keys(b.hand).filter((c) => !g.colors.includes(c));
  const nc = g.colors.length + extraColors.length;
  const hand = new Int32Array(nc);
  g.colors.forEach((c, i) => (hand[i] = Math.max(0, b.hand[c] ?? 0)));
  extraColors.forEach((c, i) => (hand[g.colors.length + i] = Math.max(0, b.hand[c] ?? 0)));
  let cards = 0;
  for (const v of hand) cards += v;
  // Scratch shared by every walk (a walk never starts another): a position's legal moves walk once or twice per city.
  const { needs, nodes, segs, onPath } = scratch(nc, maxLen, g.ids.length);
  // extraCardsOf by needs vector: many partial paths share one (base maxLen + 1 digits while they fit a double).
  const base = maxLen + 1;
  const memo = base ** nc < Number.MAX_SAFE_INTEGER ? new Map<number, number>() : null;
  let key = 0;
  let deficits = 0; // colours the hand holds fewer cards of than the path has sections
  nodes[0] = dest;
  onPath[dest] = 1;

  const go = (at: number, len: number): boolean => {
    const depth = len + 1;
    const here = dist[at]!;
    // Nearest the network first: cheap routes come early, so the cutoff bites sooner. A bare point's neighbours lie
    // within one of its distance; the destination's may lie farther (the distances never pass a city).
    const far = len === 0 ? Math.min(maxLen, g.ids.length) : here + 1;
    for (let want = Math.max(0, here - 1); want <= far; want++)
      for (let k = g.start[at]!; k < g.start[at + 1]!; k++) {
        const to = g.to[k]!;
        const d = dist[to]!;
        if (d !== want || taken[g.seg[k]!]) continue;
        const end = net[to] === 1;
        if (!end && (onPath[to] || g.city[to])) continue;
        if (depth + d > maxLen) continue;
        const c = g.col[k]!;
        const n = needs[c]! + 1;
        needs[c] = n;
        key += base ** c;
        if (n === hand[c]! + 1) deficits++;
        // No colour short: the hand pays directly. Otherwise the jokers may still make it.
        let extra = 0;
        if (deficits > 0) {
          const m = memo?.get(key);
          if (m !== undefined) extra = m;
          else {
            extra = extraCardsOf(needs, hand, nc);
            memo?.set(key, extra);
          }
        }
        let keep = !(payableOnly && (extra < 0 || depth + d + extra > cards));
        if (keep) {
          const worst = cutoff();
          if (worst) {
            const lb = extra < 0 ? Infinity : depth + d + extra;
            keep = lb < worst.cards || (lb === worst.cards && depth + d <= worst.len);
          }
        }
        let stop = false;
        if (keep) {
          segs[len] = g.seg[k]!;
          nodes[depth] = to;
          if (end) stop = found(nodes, segs, depth, needs, extra);
          else {
            onPath[to] = 1;
            stop = go(to, depth);
            onPath[to] = 0;
          }
        }
        if (n === hand[c]! + 1) deficits--;
        key -= base ** c;
        needs[c] = n - 1;
        if (stop) return true;
      }
    return false;
  };
  go(dest, 0);
  // Every step undoes itself on the way back; the destination is the one mark left.
  onPath[dest] = 0;
}

/** Walk scratch: needs zero, onPath clear (each walk leaves them so); nodes and segs written before read. */
let SCRATCH = { needs: new Int32Array(8), nodes: new Int32Array(64), segs: new Int32Array(64), onPath: new Uint8Array(1024) };
function scratch(nc: number, maxLen: number, points: number): typeof SCRATCH {
  const s = SCRATCH;
  if (s.needs.length < nc || s.nodes.length < maxLen + 1 || s.onPath.length < points) {
    const len = Math.max(64, maxLen + 1);
    SCRATCH = { needs: new Int32Array(Math.max(8, nc)), nodes: new Int32Array(len), segs: new Int32Array(len), onPath: new Uint8Array(Math.max(1024, points)) };
  }
  return SCRATCH;
}

/**
 * Every sensible route to city `destination` and the cheapest payment of each with `hand` (issue 19 point 5;
 * [003:L151], [003:L174-182], P3–P5, P15). Bound: simple paths no longer than the pieces left, at most `slack`
 * (default 2) segments longer than the shortest buildable route, and with `payableOnly` no longer than the hand has
 * cards (a card pays at most one section). Sorted: payable first, then fewest cards, then fewest segments, then by
 * segment indices; the first `limit` (default 12) of that order, exactly (the search cuts only paths sure to sort
 * after the `limit` best found so far).
 */
export function routesTo(ctx: RouteContext, destination: string, hand: Hand, opts: RouteSearch = {}): RouteOption[] {
  const shortest = shortestRouteLength(ctx, destination);
  if (shortest === null) return [];
  const payableOnly = opts.payableOnly ?? false;
  const limit = opts.limit ?? DEFAULT_ROUTE_LIMIT;
  const maxLen = Math.min(ctx.piecesLeft, shortest + (opts.slack ?? DEFAULT_ROUTE_SLACK), payableOnly ? total(hand) : Infinity);
  if (shortest > maxLen || limit <= 0) return [];
  const p = prepare(ctx);
  const { g } = p;
  const payments = new Map<string, Payment | null>();
  const out: { route: RouteOption; cards: number }[] = [];
  // The `limit` best (cards, length) found so far, best first.
  const best: { cards: number; len: number }[] = [];
  const cutoff = () => (best.length >= limit ? best[limit - 1]! : null);
  walk(p, g.index.get(ctx.graph.nodeOf.get(destination)!)!, { maxLen, hand, payableOnly, cutoff }, (nodes, segs, len, needs, extra) => {
    const own: Record<string, number> = {};
    g.colors.forEach((c, i) => {
      if (needs[i]! > 0) own[c] = needs[i]!;
    });
    const key = g.colors.map((_, i) => needs[i]).join();
    let payment = extra < 0 ? null : payments.get(key);
    if (payment === undefined) {
      payment = cheapestPayment(own, hand);
      payments.set(key, payment);
    }
    const cards = payment ? cardCount(payment) : Infinity;
    const route: NodeId[] = [];
    for (let i = len; i >= 0; i--) route.push(g.ids[nodes[i]!]!);
    const segments: number[] = [];
    for (let i = len - 1; i >= 0; i--) segments.push(segs[i]!);
    out.push({ route: { destination, nodes: route, segments, needs: own, payment }, cards });
    if (Number.isFinite(limit)) {
      let i = best.length;
      while (i > 0 && (best[i - 1]!.cards > cards || (best[i - 1]!.cards === cards && best[i - 1]!.len > len))) i--;
      best.splice(i, 0, { cards, len });
      if (best.length > limit) best.pop();
    }
    return false;
  });
  return out
    .toSorted((a, b) => a.cards - b.cards || a.route.segments.length - b.route.segments.length || compareSegments(a.route.segments, b.route.segments))
    .slice(0, limit)
    .map((o) => o.route);
}

function compareSegments(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/**
 * The cities `hand` can build a route to now (routesTo with payableOnly finds one), nearest first, then by id
 * [003:L149-151], P15. Same bound as routesTo.
 */
export function buildableDestinations(ctx: RouteContext, hand: Hand, opts: Pick<RouteSearch, 'slack'> = {}): string[] {
  const cards = total(hand);
  const p = prepare(ctx);
  const out: { city: string; d: number }[] = [];
  for (const [city, node] of ctx.graph.nodeOf) {
    const shortest = shortestRouteLength(ctx, city);
    if (shortest === null) continue;
    const maxLen = Math.min(ctx.piecesLeft, shortest + (opts.slack ?? DEFAULT_ROUTE_SLACK), cards);
    if (shortest > maxLen) continue;
    let ok = false;
    walk(p, p.g.index.get(node)!, { maxLen, hand, payableOnly: true, cutoff: () => null }, () => (ok = true));
    if (ok) out.push({ city, d: shortest });
  }
  return out.toSorted((a, b) => a.d - b.d || (a.city < b.city ? -1 : 1)).map((c) => c.city);
}
