// Spike's route search, made ready per board and per position (routes.ts searches on it): what a search needs to know
// of a position (RouteContext), the board's graph as integer arrays, one position's network, taken segments and
// breadth-first distances on it, in a few buffers used in turn, and a hand as a vector over the board's colours. Knows the
// board's graph; not the game state.
import type { NodeId } from '../lattice/coords';
import type { LatticeGraph } from '../lattice/graph';
import type { Hand, Payment } from './payment';

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

/** The board's graph as integer arrays (points and colours by index), built once per graph for the hot search. */
export interface Compact {
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
export function compact(graph: LatticeGraph): Compact {
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
 * Valid until PREPARED more positions have been prepared since it was last asked for (its buffers are then reused).
 */
export interface Prepared {
  /** The context prepared. */
  ctx: RouteContext | null;
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

// The positions prepared last, the most recently asked for last; the least recently asked for is made again in its own
// buffers for a new context. A position is searched in one go (a build list, a route query), and one more is held
// beside it at most (build-search.ts buildOptionsSince); made afresh, a prepared position cost typed arrays outside the
// JS heap (zeroed and counted as external memory, which hastens collection), or slabs of them, a tenth of a build list.
const PREPARED = 4;
const pool: Prepared[] = [];

/** Ctx's prepared position (see Prepared): found among the last few, or made in the buffers of the oldest. */
export function prepare(ctx: RouteContext): Prepared {
  const last = pool.length - 1;
  for (let i = last; i >= 0; i--) {
    const hit = pool[i]!;
    if (hit.ctx !== ctx) continue;
    if (i < last) {
      pool.splice(i, 1);
      pool.push(hit);
    }
    return hit;
  }
  const g = compact(ctx.graph);
  const n = g.ids.length;
  let p = pool.length >= PREPARED ? pool.shift()! : undefined;
  if (!p || p.g !== g) {
    p = { ctx, g, net: new Int32Array(n), taken: new Int32Array(g.segments), dist: new Int32Array(n), queue: new Int32Array(n), head: 0, tail: 0, level: 0, connected: new Int32Array(g.cityIds.length) };
  } else {
    p.ctx = ctx;
    p.net.fill(0);
    p.taken.fill(0);
    p.connected.fill(0);
  }
  pool.push(p);
  const { net, dist, queue, connected, taken } = p;
  dist.fill(-1);
  for (const t of ctx.taken) if (t >= 0 && t < g.segments) taken[t] = 1;
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
  p.head = 0;
  p.tail = tail;
  p.level = 0;
  return p;
}

/** Runs p's breadth-first search on until every point at most `level` segments from the network has its distance. */
export function reach(p: Prepared, level: number): void {
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

/**
 * A hand as a vector over the board's colours, then any colour only the hand has (a joker source), with the payments
 * found by needs vector. One serves every walk with that hand and a route length up to `maxNeeds` (a needs vector is a
 * number in base maxNeeds + 1 while the digits fit a double): buildOptions searches many cities with one.
 */
export interface HandVector {
  hand: Int32Array;
  nc: number;
  cards: number;
  /** (maxNeeds + 1) ** colour index: a colour's weight in a needs vector's key. */
  weight: Float64Array;
  maxNeeds: number;
  /** Whether a needs vector's key (weight) is exact: the digits fit a double. */
  keyed: boolean;
  /** A returned route's sections per colour and cheapestPayment, by needs vector (its key), when keyed. */
  parts: Map<number, { needs: Hand; payment: Payment | null }>;
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
  return { hand: v, nc, cards, weight, maxNeeds, keyed: base ** nc < Number.MAX_SAFE_INTEGER, parts: new Map() };
}

// Recent hand vectors by their counts and length bound, per board: a hand outlives the track it was searched on (the
// others build while it waits for its turn), and its payments hold for any track. Hands with a
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
