// Spike's routes on the lattice: what a route is (rules-spec §2.6.6 B, P3–P5, P14, P15), the check of a proposed
// route, and the search for every sensible route to one city with the cards that pay for it (issue 19 point 5).
// A route runs from a point of the own network over free segments and bare points to the first city it reaches,
// which is not in the own network yet. Knows the board's graph and who holds which segment; not the game state.
import { segmentKey, type NodeId } from '../lattice/coords';
import type { LatticeGraph } from '../lattice/graph';
import { reason, type Reason } from '../reason';
import { cheapestPayment, extraCardsOf, total, type Hand, type Payment } from './payment';
import { handVectorFor, prepare, reach, type HandVector, type Prepared, type RouteContext } from './routes-prepare';

export type { RouteContext } from './routes-prepare';

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

/** Segments of the shortest route to `destination` (ignoring cards), or null when none can be built. */
export function shortestRouteLength(ctx: RouteContext, destination: string): number | null {
  const node = ctx.graph.nodeOf.get(destination);
  if (node === undefined || ctx.network.has(node) || ctx.networkCities.has(destination)) return null;
  const p = prepare(ctx);
  // No route is longer than the pieces left: the search need not go farther.
  reach(p, ctx.piecesLeft);
  const d = p.dist[p.g.index.get(node)!]!;
  return d < 0 || d > ctx.piecesLeft ? null : d;
}

/**
 * Every city whose shortest route (shortestRouteLength) is at most `bound` segments, with that length, in the board's
 * place order; the search runs no farther than the bound.
 */
export function citiesWithin(ctx: RouteContext, bound: number): { city: string; shortest: number }[] {
  const p = prepare(ctx);
  const max = Math.min(bound, ctx.piecesLeft);
  reach(p, max);
  const { g, dist, connected } = p;
  const out: { city: string; shortest: number }[] = [];
  for (let i = 0; i < g.cityIds.length; i++) {
    const d = dist[g.cityNodes[i]!]!;
    if (d >= 0 && d <= max && !connected[i]) out.push({ city: g.cityIds[i]!, shortest: d });
  }
  return out;
}

/** A route kept by a search: its cards (Infinity: unpayable), its segments and points in route order (from the network). */
interface Kept {
  cards: number;
  segs: number[];
  nodes: NodeId[];
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
  // Scratch shared by every walk (a walk never starts another): a position's legal moves walk once or twice per city.
  const w = scratch(hv.nc, maxLen, p.g.ids.length, p.g.degree);
  W.p = p;
  W.hv = hv;
  W.maxLen = maxLen;
  W.payableOnly = payableOnly;
  W.best = best;
  W.stop = stop;
  W.deficits = 0;
  w.nodes[0] = dest;
  w.onPath[dest] = 1;
  walkOn(dest, 0);
  // Every step undoes itself on the way back; the destination is the one mark left.
  w.onPath[dest] = 0;
  W.p = null;
  W.hv = null;
  W.best = null;
}

/** The walk under way (module state, so that a walk allocates nothing but the routes it keeps). */
const W: { p: Prepared | null; hv: HandVector | null; maxLen: number; payableOnly: boolean; best: Best | null; stop: boolean; deficits: number } = {
  p: null,
  hv: null,
  maxLen: 0,
  payableOnly: false,
  best: null,
  stop: false,
  // Colours the hand holds fewer cards of than the path has sections.
  deficits: 0,
};

/**
 * One step of the walk from point `at`, `len` segments from the destination; whether the walk is to stop. Nearest the
 * network first: cheap routes come early, so the cutoff bites sooner (candidates by distance, then in step order).
 */
function walkOn(at: number, len: number): boolean {
  const p = W.p!;
  const hv = W.hv!;
  const best = W.best!;
  const { g, net, taken, dist } = p;
  const { hand, nc, cards } = hv;
  const { needs, nodes, segs, onPath, cand } = SCRATCH;
  const maxLen = W.maxLen;
  const limit = best.limit;
  const depth = len + 1;
  // The steps worth taking, sorted by the distance beyond them (insertion sort: few, and stable in step order).
  const base = len * g.degree;
  let count = 0;
  for (let k = g.start[at]!; k < g.start[at + 1]!; k++) {
    const to = g.to[k]!;
    const d = dist[to]!;
    if (d < 0 || depth + d > maxLen || taken[g.seg[k]!]) continue;
    if (net[to] !== 1 && (onPath[to] || g.city[to])) continue;
    let i = base + count++;
    while (i > base && dist[g.to[cand[i - 1]!]!]! > d) {
      cand[i] = cand[i - 1]!;
      i--;
    }
    cand[i] = k;
  }
  for (let j = 0; j < count; j++) {
    const k = cand[base + j]!;
    const to = g.to[k]!;
    const d = dist[to]!;
    const end = net[to] === 1;
    const c = g.col[k]!;
    const n = needs[c]! + 1;
    needs[c] = n;
    if (n === hand[c]! + 1) W.deficits++;
    // No colour short: the hand pays directly. Otherwise the jokers may still make it (worked out afresh: a few
    // colours' counts; a memo of it by needs vector cost more in its map's growth and the collector than it saved).
    const extra = W.deficits > 0 ? extraCardsOf(needs, hand, nc) : 0;
    let keep = !(W.payableOnly && (extra < 0 || depth + d + extra > cards));
    if (keep && best.kept.length >= limit) {
      const worst = best.kept[limit - 1]!;
      const lb = extra < 0 ? Infinity : depth + d + extra;
      keep = lb < worst.cards || (lb === worst.cards && depth + d <= worst.segs.length);
    }
    let done = false;
    if (keep) {
      segs[len] = g.seg[k]!;
      nodes[depth] = to;
      if (end) done = offer(best, nodes, segs, depth, extra < 0 ? Infinity : depth + extra) && W.stop;
      else {
        onPath[to] = 1;
        done = walkOn(to, depth);
        onPath[to] = 0;
      }
    }
    if (n === hand[c]! + 1) W.deficits--;
    needs[c] = n - 1;
    if (done) return true;
  }
  return false;
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
  // The route last pushed out of a best list is filled again in place: no one else holds it (only kept routes are
  // returned). A fresh route gets packed arrays of exactly its length, the points as the route's ids: the route
  // returned holds these very arrays.
  const ids = W.p!.g.ids;
  let route: Kept;
  if (spare) {
    route = spare;
    spare = null;
    route.cards = cards;
    const out = route.segs;
    const points = route.nodes;
    out.length = len;
    points.length = len + 1;
    for (let j = 0; j < len; j++) out[j] = segs[len - 1 - j]!;
    for (let j = 0; j <= len; j++) points[j] = ids[nodes[len - j]!]!;
  } else {
    route = {
      cards,
      segs: Array.from({ length: len }, (_, j) => segs[len - 1 - j]!),
      nodes: Array.from({ length: len + 1 }, (_, j) => ids[nodes[len - j]!]!),
    };
  }
  kept.splice(i, 0, route);
  if (kept.length > best.limit) spare = kept.pop()!;
  return true;
}

/** A route pushed out of a best list (offer), to be filled again by the next route kept. */
let spare: Kept | null = null;

/** compareSegments of a kept route's segments (route order) and the walked ones (segs backwards), same length. */
function compareWalked(kept: readonly number[], segs: Int32Array, len: number): number {
  for (let j = 0; j < len; j++) {
    const d = kept[j]! - segs[len - 1 - j]!;
    if (d !== 0) return d;
  }
  return 0;
}

/** Walk scratch: needs zero, onPath clear (each walk leaves them so); nodes, segs and cand written before read. */
let SCRATCH = { needs: new Int32Array(8), nodes: new Int32Array(64), segs: new Int32Array(64), onPath: new Uint8Array(1024), cand: new Int32Array(64 * 8) };
function scratch(nc: number, maxLen: number, points: number, degree: number): typeof SCRATCH {
  const s = SCRATCH;
  if (s.needs.length < nc || s.nodes.length < maxLen + 1 || s.onPath.length < points || s.cand.length < (maxLen + 1) * degree) {
    const len = Math.max(64, maxLen + 1);
    SCRATCH = {
      needs: new Int32Array(Math.max(8, nc)),
      nodes: new Int32Array(len),
      segs: new Int32Array(len),
      onPath: new Uint8Array(Math.max(1024, points)),
      cand: new Int32Array(len * Math.max(8, degree)),
    };
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
  reach(p, maxLen);
  walk(p, g.index.get(ctx.graph.nodeOf.get(destination)!)!, maxLen, hv, payableOnly, best, false);
  const kept = finite ? best.kept : best.kept.toSorted((a, b) => a.cards - b.cards || a.segs.length - b.segs.length || compareSegments(a.segs, b.segs));
  const counts = COUNTS.length >= g.colors.length ? COUNTS : (COUNTS = new Int32Array(g.colors.length));
  return kept.map((k) => {
    counts.fill(0);
    for (const seg of k.segs) {
      const c = g.segCol[seg]!;
      counts[c] = counts[c]! + 1;
    }
    let key = 0;
    for (let i = 0; i < g.colors.length; i++) key += counts[i]! * hv.weight[i]!;
    // Routes with the same sections per colour share their needs and payment (read only, as the listed moves are),
    // within a search and across the cities of one hand: the same key, the same cards (the walk's count is its own).
    let parts = hv.keyed ? hv.parts.get(key) : undefined;
    if (parts === undefined) {
      parts = routeParts(g, counts, hand, k.cards === k.segs.length, k.cards !== Infinity);
      if (hv.keyed) hv.parts.set(key, parts);
    }
    return { destination, nodes: k.nodes, segments: k.segs, needs: parts.needs, payment: parts.payment };
  });
}

/** A route's sections per colour from its counts, and its cheapest payment (null when unpayable or `payable` is false). */
function routeParts(g: Prepared['g'], counts: Int32Array, hand: Hand, direct: boolean, payable: boolean): { needs: Hand; payment: Payment | null } {
  const needs: Record<string, number> = {};
  for (let i = 0; i < g.colors.length; i++) if (counts[i]! > 0) needs[g.colors[i]!] = counts[i]!;
  if (direct) {
    // No joker set (the walk found no colour short): every section by a card of its colour, as cheapestPayment says,
    // colours in id order.
    const paid: Record<string, number> = {};
    for (const i of g.sortedColors) if (counts[i]! > 0) paid[g.colors[i]!] = counts[i]!;
    return { needs, payment: { direct: paid, jokers: [] } };
  }
  return { needs, payment: payable ? cheapestPayment(needs, hand) : null };
}

/** Sections per colour of one route being built (searchRoutes). */
let COUNTS = new Int32Array(8);

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
    reach(p, maxLen);
    walk(p, p.g.index.get(node)!, maxLen, hv, true, best, true);
    if (best.kept.length) out.push({ city, d: shortest });
  }
  return out.toSorted((a, b) => a.d - b.d || (a.city < b.city ? -1 : 1)).map((c) => c.city);
}
