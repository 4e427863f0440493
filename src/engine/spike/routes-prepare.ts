// Spike's route search, made ready per board and per position (routes.ts searches on it): what a search needs to know
// of a position (RouteContext), the board's graph as integer arrays, one position's network, taken segments and
// breadth-first distances on it, cut from shared slab memory, and a hand as a vector over the board's colours. Knows the
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
 */
export interface Prepared {
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
// A slab lives while any position cut from it does. On spike-eastern-us (561 points, 51 cities, 1 540 segments) a
// position takes 3 × 561 + 51 Int32s (6.9 KB) and one set of taken flags 6.2 KB (shared by the seats of a state), so a
// 256 KiB slab holds about 37 of them: the recent contexts (network.ts, 32 a board) lie in a few slabs, and a context
// kept longer (a state the host holds) keeps at most one more slab alive. (With 1 MiB slabs that was 1 MiB each.)
const SLAB = 1 << 16;
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

export function prepare(ctx: RouteContext): Prepared {
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
  /** A returned route's sections per colour and cheapestPayment, by needs vector (the memo's key). */
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
  return { hand: v, nc, cards, weight, maxNeeds, memo: base ** nc < Number.MAX_SAFE_INTEGER ? new Map() : null, parts: new Map() };
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
