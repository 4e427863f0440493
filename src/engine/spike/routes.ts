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
  /** Colour indices in colour-id order (a payment lists its colours so). */
  sortedColors: number[];
  /** The most steps out of one point. */
  degree: number;
  /** Place ids in graph.nodeOf order, and their points. */
  cityIds: string[];
  cityIndex: ReadonlyMap<string, number>;
  cityNodes: Int32Array;
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
  const cityIds = [...graph.nodeOf.keys()];
  const cityIndex = new Map(cityIds.map((c, i) => [c, i]));
  const cityNodes = Int32Array.from(cityIds, (c) => index.get(graph.nodeOf.get(c)!) ?? -1);
  let degree = 0;
  for (let i = 0; i < ids.length; i++) degree = Math.max(degree, start[i + 1]! - start[i]!);
  const sortedColors = colors.map((_, i) => i).toSorted((a, b) => (colors[a]! < colors[b]! ? -1 : colors[a]! > colors[b]! ? 1 : 0));
  const out = { ids, index, start, to, seg, col, colors, segCol, sortedColors, degree, cityIds, cityIndex, cityNodes, city, segments: Math.max(segments, graph.segmentIndex.size) };
  compactCache.set(graph, out);
  return out;
}

/**
 * One position on the compact graph: the network and the taken segments as flags, and the fewest segments from the
 * network to each point a route may reach, over free passable segments through bare points outside the network (cities
 * are reached, never passed; −1: out of reach). The distance bounds the search's remaining length from below. The
 * breadth-first search runs only as far as asked (reach): a build list needs no point farther than the hand has cards.
 */
interface Prepared {
  // Views on slab memory (zeroedInt32s): one position after another makes these. `taken` may be shared (takenFlags).
  g: Compact;
  net: Int32Array;
  taken: Int32Array;
  dist: Int32Array;
  /** The search's queue: points found, in order of distance; those before `head` are expanded. */
  queue: Int32Array;
  head: number;
  tail: number;
  /** Every point at most this far from the network has its distance; a farther one has −1 or its own. */
  level: number;
  /** Per city (Compact.cityNodes order): 1 when the city is in the network already (no route goes to it). */
  connected: Int32Array;
}
const preparedCache = new WeakMap<RouteContext, Prepared>();

// Zeroed Int32 memory for prepared positions, cut from slabs: a typed array of its own per position cost an ArrayBuffer
// (zeroed, outside the JS heap, counted as external memory that hastens collection) and was a tenth of a build list.
// A slab lives while any position cut from it does: a few MB at most with the caches' bounds.
const SLAB = 1 << 18;
let slab = new Int32Array(0);
let slabUsed = 0;
function zeroedInt32s(n: number): Int32Array {
  if (slabUsed + n > slab.length) {
    slab = new Int32Array(Math.max(SLAB, n));
    slabUsed = 0;
  }
  const out = slab.subarray(slabUsed, slabUsed + n);
  slabUsed += n;
  return out;
}

function prepare(ctx: RouteContext): Prepared {
  const hit = preparedCache.get(ctx);
  if (hit) return hit;
  const g = compact(ctx.graph);
  const n = g.ids.length;
  const cities = g.cityIds.length;
  const buffer = zeroedInt32s(3 * n + cities);
  const net = buffer.subarray(0, n);
  const dist = buffer.subarray(n, 2 * n);
  for (let i = 0; i < n; i++) dist[i] = -1;
  const queue = buffer.subarray(2 * n, 3 * n);
  const connected = buffer.subarray(3 * n);
  const taken = takenFlags(g, ctx.taken);
  let tail = 0;
  for (const id of ctx.network) {
    const i = g.index.get(id);
    if (i === undefined || net[i]) continue;
    net[i] = 1;
    dist[i] = 0;
    queue[tail++] = i;
  }
  // shortestRouteLength's test (the city's point in the network, or the city among the network's cities), city by city.
  for (let i = 0; i < g.cityIds.length; i++) if (net[g.cityNodes[i]!]) connected[i] = 1;
  for (const city of ctx.networkCities) {
    const i = g.cityIndex.get(city);
    if (i !== undefined) connected[i] = 1;
  }
  const out = { g, net, taken, dist, queue, head: 0, tail, level: 0, connected };
  preparedCache.set(ctx, out);
  return out;
}

// The taken segments as flags: once per sealed set (every seat's context of one position shares one, network.ts), else
// once per context (a caller may add to its own set between searches).
const sealed = new WeakSet<ReadonlySet<number>>();
const takenCache = new WeakMap<ReadonlySet<number>, Int32Array>();

/** Marks `taken` as never to change again, so that every context holding it shares one set of flags. */
export function sealTaken(taken: ReadonlySet<number>): ReadonlySet<number> {
  sealed.add(taken);
  return taken;
}

function takenFlags(g: Compact, set: ReadonlySet<number>): Int32Array {
  let out = sealed.has(set) ? takenCache.get(set) : undefined;
  if (out && out.length === g.segments) return out;
  out = zeroedInt32s(g.segments);
  for (const t of set) if (t >= 0 && t < g.segments) out[t] = 1;
  if (sealed.has(set)) takenCache.set(set, out);
  return out;
}

/** Runs p's breadth-first search on until every point at most `level` segments from the network has its distance. */
function reach(p: Prepared, level: number): void {
  if (level <= p.level) return;
  const { g, net, taken, dist, queue } = p;
  let head = p.head;
  let tail = p.tail;
  while (head < tail) {
    const at = queue[head]!;
    // Expanding a point finds points one farther: those at `level` come from points nearer than it.
    if (dist[at]! >= level) break;
    head++;
    if (!net[at] && g.city[at]) continue;
    for (let k = g.start[at]!; k < g.start[at + 1]!; k++) {
      const to = g.to[k]!;
      if (taken[g.seg[k]!] || dist[to]! >= 0) continue;
      dist[to] = dist[at]! + 1;
      queue[tail++] = to;
    }
  }
  p.head = head;
  p.tail = tail;
  p.level = level;
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
  /** cheapestPayment by needs vector (the memo's key), for the routes returned. */
  payments: Map<number, Payment | null>;
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
  return { hand: v, nc, cards, weight, maxNeeds, memo: base ** nc < Number.MAX_SAFE_INTEGER ? new Map() : null, payments: new Map() };
}

// Recent hand vectors by their counts and length bound, per board: a hand outlives the track it was searched on (the
// others build while it waits for its turn), and its memos (joker counts, payments) hold for any track. Hands with a
// colour off the board are not kept.
const handVectors = new WeakMap<Compact, Map<string, HandVector>>();
const RECENT_HANDS = 16;

/** The handVector for `hand` on ctx's board for routes up to maxLen segments. */
export function handVectorFor(ctx: RouteContext, hand: Hand, maxLen: number): HandVector {
  const g = compact(ctx.graph);
  let key = `${maxLen}|`;
  for (const c of Object.keys(hand)) if (!g.colors.includes(c)) return handVector(g, hand, maxLen);
  for (const c of g.colors) key += `${Math.max(0, hand[c] ?? 0)},`;
  let recent = handVectors.get(g);
  if (!recent) handVectors.set(g, (recent = new Map()));
  let hv = recent.get(key);
  if (!hv) {
    hv = handVector(g, hand, maxLen);
    if (recent.size >= RECENT_HANDS) recent.delete(recent.keys().next().value!);
    recent.set(key, hv);
  }
  return hv;
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
  // Scratch shared by every walk (a walk never starts another): a position's legal moves walk once or twice per city.
  const w = scratch(hv.nc, maxLen, p.g.ids.length, p.g.degree);
  W.p = p;
  W.hv = hv;
  W.maxLen = maxLen;
  W.payableOnly = payableOnly;
  W.best = best;
  W.stop = stop;
  W.key = 0;
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
const W: { p: Prepared | null; hv: HandVector | null; maxLen: number; payableOnly: boolean; best: Best | null; stop: boolean; key: number; deficits: number } = {
  p: null,
  hv: null,
  maxLen: 0,
  payableOnly: false,
  best: null,
  stop: false,
  // The needs vector as a number (HandVector.weight): the memo's key.
  key: 0,
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
  const { hand, nc, cards, weight, memo } = hv;
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
    W.key += weight[c]!;
    if (n === hand[c]! + 1) W.deficits++;
    // No colour short: the hand pays directly. Otherwise the jokers may still make it.
    let extra = 0;
    if (W.deficits > 0) {
      const m = memo?.get(W.key);
      if (m !== undefined) extra = m;
      else {
        extra = extraCardsOf(needs, hand, nc);
        memo?.set(W.key, extra);
      }
    }
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
    W.key -= weight[c]!;
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
  const route: Kept = { cards, segs: [], nodes: [] };
  for (let j = len - 1; j >= 0; j--) route.segs.push(segs[j]!);
  for (let j = 0; j <= len; j++) route.nodes.push(nodes[j]!);
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
    const needs: Record<string, number> = {};
    let key = 0;
    for (let i = 0; i < g.colors.length; i++) {
      if (counts[i]! > 0) needs[g.colors[i]!] = counts[i]!;
      key += counts[i]! * hv.weight[i]!;
    }
    let payment: Payment | null = null;
    if (k.cards === k.segs.length) {
      // No joker set (the walk found no colour short): every section by a card of its colour, as cheapestPayment says,
      // colours in id order.
      const direct: Record<string, number> = {};
      for (const i of g.sortedColors) if (counts[i]! > 0) direct[g.colors[i]!] = counts[i]!;
      payment = { direct, jokers: [] };
    } else if (k.cards !== Infinity) {
      // Routes with the same sections per colour share their payment, within a search and across the cities of one hand.
      const known = hv.memo ? hv.payments.get(key) : undefined;
      if (known !== undefined) payment = known;
      else {
        payment = cheapestPayment(needs, hand);
        if (hv.memo) hv.payments.set(key, payment);
      }
    }
    const nodes: NodeId[] = [];
    for (let i = k.nodes.length - 1; i >= 0; i--) nodes.push(g.ids[k.nodes[i]!]!);
    return { destination, nodes, segments: k.segs, needs, payment };
  });
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
