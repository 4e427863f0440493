// Spike's routes on the lattice: what a route is (rules-spec §2.6.6 B, P3–P5, P14, P15), the check of a proposed
// route, and the search for every sensible route to one city with the cards that pay for it (issue 19 point 5).
// A route runs from a point of the own network over free segments and bare points to the first city it reaches,
// which is not in the own network yet. Knows the board's graph and who holds which segment; not the game state.
import { segmentKey, type NodeId } from '../lattice/coords';
import type { LatticeGraph } from '../lattice/graph';
import { reason, type Reason } from '../reason';
import { cheapestPayment, extraCardsOf, total, type Hand, type Payment } from './payment';

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
  /** The colours by index. */
  colors: string[];
  /** Colour index of each passable segment. */
  segCol: Int32Array;
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
  const segCol = new Int32Array(Math.max(segments, graph.segmentIndex.size));
  for (let j = 0; j < k; j++) segCol[seg[j]!] = col[j]!;
  const out = { ids, index, start, to, seg, col, colors, segCol, city, segments: Math.max(segments, graph.segmentIndex.size) };
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

/**
 * A hand as a vector over the board's colours, then any colour only the hand has (a joker source), with the memo of
 * extraCardsOf by needs vector. One serves every walk with that hand and a route length up to `maxNeeds` (a needs
 * vector is a number in base maxNeeds + 1 while the digits fit a double): buildOptions searches many cities with one.
 */
export interface HandVector {
  hand: Int32Array;
  nc: number;
  cards: number;
  /** (maxNeeds + 1) ** colour index: a colour's weight in a needs vector's key. */
  weight: Float64Array;
  maxNeeds: number;
  memo: Map<number, number> | null;
}

function handVector(g: Compact, hand: Hand, maxNeeds: number): HandVector {
  const extraColors = Object.keys(hand).filter((c) => !g.colors.includes(c));
  const nc = g.colors.length + extraColors.length;
  const v = new Int32Array(nc);
  g.colors.forEach((c, i) => (v[i] = Math.max(0, hand[c] ?? 0)));
  extraColors.forEach((c, i) => (v[g.colors.length + i] = Math.max(0, hand[c] ?? 0)));
  let cards = 0;
  for (const x of v) cards += x;
  const base = maxNeeds + 1;
  const weight = new Float64Array(nc);
  for (let c = 0; c < nc; c++) weight[c] = base ** c;
  return { hand: v, nc, cards, weight, maxNeeds, memo: base ** nc < Number.MAX_SAFE_INTEGER ? new Map() : null };
}

/** The handVector for `hand` on ctx's board for routes up to maxLen segments. */
export function handVectorFor(ctx: RouteContext, hand: Hand, maxLen: number): HandVector {
  return handVector(compact(ctx.graph), hand, maxLen);
}

/** A route kept by a search: its cards (Infinity: unpayable), segments from the network end, points from the destination. */
interface Kept {
  cards: number;
  segs: number[];
  nodes: number[];
}

/**
 * The best routes found so far, best first: payable first, then fewest cards, then fewest segments, then by segment
 * indices (route order), at most `limit`; a route found is compared without being built, and built only when kept.
 * Without a finite limit every route is kept unsorted and sorted once at the end.
 */
interface Best {
  limit: number;
  sorted: boolean;
  kept: Kept[];
}

/**
 * Walks every simple path back from the destination's point to the network within `maxLen` segments and keeps the
 * `best.limit` best in `best` (sorted payable first, then fewest cards, then fewest segments, then by segment
 * indices); with `payableOnly`, paths the hand cannot pay, or whose cards would exceed the hand, are cut. With `stop`,
 * the walk ends at the first route kept. A partial path's cards are at least its sections, plus the segments still
 * needed to reach the network (one card each), plus its own extra cards (which never fall as sections are added;
 * payability once lost is lost for good): a partial path sure to sort after the `limit` best found so far (by cards
 * and length) is cut, which loses no route of the best.
 */
function walk(p: Prepared, dest: number, maxLen: number, hv: HandVector, payableOnly: boolean, best: Best, stop: boolean): void {
  const { g, net, taken, dist } = p;
  const { hand, nc, cards, weight, memo } = hv;
  const limit = best.limit;
  // Scratch shared by every walk (a walk never starts another): a position's legal moves walk once or twice per city.
  const { needs, nodes, segs, onPath } = scratch(nc, maxLen, g.ids.length);
  // extraCardsOf by needs vector: many partial paths share one.
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
        key += weight[c]!;
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
        if (keep && best.kept.length >= limit) {
          const worst = best.kept[limit - 1]!;
          const lb = extra < 0 ? Infinity : depth + d + extra;
          keep = lb < worst.cards || (lb === worst.cards && depth + d <= worst.segs.length);
        }
        let done = false;
        if (keep) {
          segs[len] = g.seg[k]!;
          nodes[depth] = to;
          if (end) done = offer(best, nodes, segs, depth, extra < 0 ? Infinity : depth + extra) && stop;
          else {
            onPath[to] = 1;
            done = go(to, depth);
            onPath[to] = 0;
          }
        }
        if (n === hand[c]! + 1) deficits--;
        key -= weight[c]!;
        needs[c] = n - 1;
        if (done) return true;
      }
    return false;
  };
  go(dest, 0);
  // Every step undoes itself on the way back; the destination is the one mark left.
  onPath[dest] = 0;
}

/**
 * Puts the route just found (walk order: `nodes[0 … len]` from the destination, `segs[0 … len − 1]`) among the best
 * if it sorts before the last of them; whether it did. Its segments in route order are segs read backwards.
 */
function offer(best: Best, nodes: Int32Array, segs: Int32Array, len: number, cards: number): boolean {
  const kept = best.kept;
  let i = kept.length;
  // Move up past every kept route that sorts after this one (Infinity − Infinity is NaN: unpayable ties go on).
  if (best.sorted)
    while (i > 0) {
      const k = kept[i - 1]!;
      const c = k.cards - cards || k.segs.length - len || compareWalked(k.segs, segs, len);
      if (!(c > 0)) break;
      i--;
    }
  if (i >= best.limit) return false;
  const route: Kept = { cards, segs: new Array<number>(len), nodes: new Array<number>(len + 1) };
  for (let j = 0; j < len; j++) route.segs[j] = segs[len - 1 - j]!;
  for (let j = 0; j <= len; j++) route.nodes[j] = nodes[j]!;
  kept.splice(i, 0, route);
  if (kept.length > best.limit) kept.pop();
  return true;
}

/** compareSegments of a kept route's segments (route order) and the walked ones (segs backwards), same length. */
function compareWalked(kept: readonly number[], segs: Int32Array, len: number): number {
  for (let j = 0; j < len; j++) {
    const d = kept[j]! - segs[len - 1 - j]!;
    if (d !== 0) return d;
  }
  return 0;
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
  const maxLen = Math.min(ctx.piecesLeft, shortest + (opts.slack ?? DEFAULT_ROUTE_SLACK), payableOnly ? total(hand) : Infinity);
  if (shortest > maxLen) return [];
  return searchRoutes(ctx, destination, hand, handVectorFor(ctx, hand, maxLen), maxLen, opts.limit ?? DEFAULT_ROUTE_LIMIT, payableOnly);
}

/**
 * routesTo's search once its bound is known: `hv` is the hand's vector for routes of at least maxLen segments (one may
 * serve many searches with the same hand). Each route's cards are its sections plus the extra cards the walk counted,
 * which is what the cheapest payment plays (payment.ts extraCardsOf); the payment itself is worked out for the routes
 * returned only.
 */
export function searchRoutes(ctx: RouteContext, destination: string, hand: Hand, hv: HandVector, maxLen: number, limit: number, payableOnly: boolean): RouteOption[] {
  if (limit <= 0) return [];
  const p = prepare(ctx);
  const { g } = p;
  const finite = Number.isFinite(limit);
  const best: Best = { limit: finite ? limit : Infinity, sorted: finite, kept: [] };
  walk(p, g.index.get(ctx.graph.nodeOf.get(destination)!)!, maxLen, hv, payableOnly, best, false);
  const kept = finite ? best.kept : best.kept.toSorted((a, b) => a.cards - b.cards || a.segs.length - b.segs.length || compareSegments(a.segs, b.segs));
  const payments = new Map<string, Payment | null>();
  return kept.map((k) => {
    const counts = new Int32Array(g.colors.length);
    for (const seg of k.segs) {
      const c = g.segCol[seg]!;
      counts[c] = counts[c]! + 1;
    }
    const needs: Record<string, number> = {};
    g.colors.forEach((c, i) => {
      if (counts[i]! > 0) needs[c] = counts[i]!;
    });
    let payment: Payment | null = null;
    if (k.cards !== Infinity) {
      const key = counts.join();
      payment = payments.get(key) ?? null;
      if (!payments.has(key)) payments.set(key, (payment = cheapestPayment(needs, hand)));
    }
    const nodes: NodeId[] = [];
    for (let i = k.nodes.length - 1; i >= 0; i--) nodes.push(g.ids[k.nodes[i]!]!);
    return { destination, nodes, segments: k.segs, needs, payment };
  });
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
  const hv = handVectorFor(ctx, hand, Math.min(ctx.piecesLeft, cards));
  const out: { city: string; d: number }[] = [];
  for (const [city, node] of ctx.graph.nodeOf) {
    const shortest = shortestRouteLength(ctx, city);
    if (shortest === null) continue;
    const maxLen = Math.min(ctx.piecesLeft, shortest + (opts.slack ?? DEFAULT_ROUTE_SLACK), cards);
    if (shortest > maxLen) continue;
    const best: Best = { limit: 1, sorted: true, kept: [] };
    walk(p, p.g.index.get(node)!, maxLen, hv, true, best, true);
    if (best.kept.length) out.push({ city, d: shortest });
  }
  return out.toSorted((a, b) => a.d - b.d || (a.city < b.city ? -1 : 1)).map((c) => c.city);
}
