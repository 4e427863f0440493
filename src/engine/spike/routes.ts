// Spike's routes on the lattice: what a route is (rules-spec §2.6.6 B, P3–P5, P14, P15), the check of a proposed
// route, and the search for every sensible route to one city with the cards that pay for it (issue 19 point 5).
// A route runs from a point of the own network over free segments and bare points to the first city it reaches,
// which is not in the own network yet. Knows the board's graph and who holds which segment; not the game state.
import { segmentKey, type NodeId } from '../lattice/coords';
import type { LatticeGraph } from '../lattice/graph';
import { reason, type Reason } from '../reason';
import { canPay, cardCount, cheapestPayment, total, type Hand, type Payment } from './payment';

/** What a route search needs to know about one player's position. */
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

/**
 * Fewest segments from the own network to each point a route may reach, over free passable segments through bare
 * points outside the network (cities are reached but not passed). A lower bound for the search's remaining length.
 */
const distanceCache = new WeakMap<RouteContext, Map<NodeId, number>>();
function networkDistances(ctx: RouteContext): Map<NodeId, number> {
  const hit = distanceCache.get(ctx);
  if (hit) return hit;
  const dist = new Map<NodeId, number>();
  const queue: NodeId[] = [];
  for (const n of ctx.network) {
    dist.set(n, 0);
    queue.push(n);
  }
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i]!;
    // A city outside the network ends a route: reached, never passed.
    if (!ctx.network.has(at) && ctx.graph.placeAt.has(at)) continue;
    const d = dist.get(at)!;
    for (const s of ctx.graph.steps.get(at) ?? []) {
      if (ctx.taken.has(s.segment) || dist.has(s.to)) continue;
      dist.set(s.to, d + 1);
      queue.push(s.to);
    }
  }
  distanceCache.set(ctx, dist);
  return dist;
}

/** Segments of the shortest route to `destination` (ignoring cards), or null when none can be built. */
export function shortestRouteLength(ctx: RouteContext, destination: string): number | null {
  const node = ctx.graph.nodeOf.get(destination);
  if (node === undefined || ctx.network.has(node) || ctx.networkCities.has(destination)) return null;
  const d = networkDistances(ctx).get(node);
  return d === undefined || d > ctx.piecesLeft ? null : d;
}

/**
 * Walks every simple path back from the destination's point to the network within `maxLen` segments (pruned by the
 * network distance), calling `found` with the path from the destination (reversed route). With `hand`, a partial path
 * the hand cannot pay is cut: paying is monotone (a route's sub-needs are payable whenever the route is). `found`
 * returning true stops the walk.
 */
function walk(ctx: RouteContext, dest: NodeId, maxLen: number, hand: Hand | null, found: (nodes: NodeId[], segs: number[], needs: Record<string, number>) => boolean): void {
  const { graph, network, taken } = ctx;
  const dist = networkDistances(ctx);
  const nodes: NodeId[] = [dest];
  const segs: number[] = [];
  const needs: Record<string, number> = {};
  const onPath = new Set<NodeId>([dest]);
  let deficits = 0; // colours the hand holds fewer cards of than the path has sections
  const go = (at: NodeId): boolean => {
    const depth = segs.length + 1;
    for (const s of graph.steps.get(at) ?? []) {
      if (taken.has(s.segment)) continue;
      const to = s.to;
      const isEnd = network.has(to);
      if (!isEnd) {
        if (onPath.has(to) || graph.placeAt.has(to)) continue;
        const d = dist.get(to);
        if (d === undefined || depth + d > maxLen) continue;
      } else if (depth > maxLen) continue;
      const n = (needs[s.color] ?? 0) + 1;
      needs[s.color] = n;
      const short = hand !== null && n > (hand[s.color] ?? 0);
      if (short && n - 1 <= (hand[s.color] ?? 0)) deficits++;
      let stop = false;
      // No colour short: the hand pays directly. Otherwise ask whether the jokers can still make it.
      if (hand === null || deficits === 0 || canPay(needs, hand)) {
        segs.push(s.segment);
        nodes.push(to);
        if (isEnd) stop = found(nodes, segs, needs);
        else {
          onPath.add(to);
          stop = go(to);
          onPath.delete(to);
        }
        nodes.pop();
        segs.pop();
      }
      if (short && n - 1 <= (hand![s.color] ?? 0)) deficits--;
      needs[s.color] = n - 1;
      if (stop) return true;
    }
    return false;
  };
  go(dest);
}

/**
 * Every sensible route to city `destination` and the cheapest payment of each with `hand` (issue 19 point 5;
 * [003:L151], [003:L174-182], P3–P5, P15). Bound: simple paths no longer than the pieces left, at most `slack`
 * (default 2) segments longer than the shortest buildable route, and with `payableOnly` no longer than the hand has
 * cards (a card pays at most one section). Sorted: payable first, then fewest cards, then fewest segments, then by
 * segment indices; at most `limit` (default 12).
 */
export function routesTo(ctx: RouteContext, destination: string, hand: Hand, opts: RouteSearch = {}): RouteOption[] {
  const shortest = shortestRouteLength(ctx, destination);
  if (shortest === null) return [];
  const payableOnly = opts.payableOnly ?? false;
  const maxLen = Math.min(ctx.piecesLeft, shortest + (opts.slack ?? DEFAULT_ROUTE_SLACK), payableOnly ? total(hand) : Infinity);
  if (shortest > maxLen) return [];
  const payments = new Map<string, Payment | null>();
  const out: { route: RouteOption; cards: number }[] = [];
  walk(ctx, ctx.graph.nodeOf.get(destination)!, maxLen, payableOnly ? hand : null, (nodes, segs, needs) => {
    const key = Object.keys(needs)
      .filter((c) => needs[c]! > 0)
      .toSorted()
      .map((c) => `${c}:${needs[c]}`)
      .join();
    let payment = payments.get(key);
    if (payment === undefined) {
      payment = cheapestPayment(needs, hand);
      payments.set(key, payment);
    }
    if (payment === null && payableOnly) return false;
    const own: Record<string, number> = {};
    for (const c of Object.keys(needs)) if (needs[c]! > 0) own[c] = needs[c]!;
    out.push({ route: { destination, nodes: nodes.toReversed(), segments: segs.toReversed(), needs: own, payment }, cards: payment ? cardCount(payment) : Infinity });
    return false;
  });
  return out
    .toSorted((a, b) => a.cards - b.cards || a.route.segments.length - b.route.segments.length || compareSegments(a.route.segments, b.route.segments))
    .slice(0, opts.limit ?? DEFAULT_ROUTE_LIMIT)
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
  const out: { city: string; d: number }[] = [];
  for (const city of ctx.graph.nodeOf.keys()) {
    const shortest = shortestRouteLength(ctx, city);
    if (shortest === null) continue;
    const maxLen = Math.min(ctx.piecesLeft, shortest + (opts.slack ?? DEFAULT_ROUTE_SLACK), cards);
    if (shortest > maxLen) continue;
    let ok = false;
    walk(ctx, ctx.graph.nodeOf.get(city)!, maxLen, hand, () => (ok = true));
    if (ok) out.push({ city, d: shortest });
  }
  return out.toSorted((a, b) => a.d - b.d || (a.city < b.city ? -1 : 1)).map((c) => c.city);
}
