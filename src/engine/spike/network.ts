// A player's network on the lattice ([003:L151]): the locomotive's first city and every point of his track; the
// cities in it; the route context routes.ts searches from; and the board's passable graph, indexed once per board.
import type { NodeId } from '../lattice/coords';
import { latticeGraph, type LatticeGraph } from '../lattice/graph';
import type { LatticeBoard } from '../lattice/types';
import type { RouteContext } from './routes';
import { memoOf } from './state-memo';
import type { SpikeState } from './state';

const graphs = new WeakMap<LatticeBoard, LatticeGraph>();
const placeNames = new WeakMap<LatticeBoard, Map<string, string>>();

/** Printed place names by id, once per board. */
function namesOf(board: LatticeBoard): Map<string, string> {
  let m = placeNames.get(board);
  if (!m) placeNames.set(board, (m = new Map(board.places.map((p) => [p.id, p.name]))));
  return m;
}

/** The board's passable graph (built once per board object). */
export function graphOf(board: LatticeBoard): LatticeGraph {
  let g = graphs.get(board);
  if (!g) graphs.set(board, (g = latticeGraph(board)));
  return g;
}

/** Points of seat's network: its home city and both ends of every piece of its track. */
export function networkNodes(s: Pick<SpikeState, 'map' | 'players'>, seat: number): Set<NodeId> {
  const p = s.players[seat]!;
  const out = new Set<NodeId>();
  if (p.home !== null) out.add(p.home);
  for (const i of p.track) {
    const seg = s.map.segments[i]!;
    out.add(seg.a);
    out.add(seg.b);
  }
  return out;
}

/** Place ids connected to seat's network ([003:L230], [003:L236]). */
export function networkCities(s: Pick<SpikeState, 'map' | 'players'>, seat: number): Set<string> {
  const g = graphOf(s.map);
  const out = new Set<string>();
  for (const n of networkNodes(s, seat)) {
    const city = g.placeAt.get(n);
    if (city !== undefined) out.add(city);
  }
  return out;
}

/** Every segment with anyone's track: sections are exclusive (P5). */
export function takenSegments(s: Pick<SpikeState, 'players'>): Set<number> {
  const out = new Set<number>();
  for (const p of s.players) for (const i of p.track) out.add(i);
  return out;
}

// The taken segments by the track's key, per board: one set serves every seat's context of a position. Never written
// once made.
const recentTaken = new WeakMap<object, Map<string, ReadonlySet<number>>>();
const RECENT_TAKEN = 8;

function takenOf(s: Pick<SpikeState, 'map' | 'players'>): ReadonlySet<number> {
  let recent = recentTaken.get(s.map);
  if (!recent) recentTaken.set(s.map, (recent = new Map()));
  const key = trackKey(s);
  let out = recent.get(key);
  if (!out) {
    out = takenSegments(s);
    if (recent.size >= RECENT_TAKEN) recent.delete(recent.keys().next().value!);
    recent.set(key, out);
  }
  return out;
}

// The same contexts by what they are made of, per board: a seat's context comes back in state after state while no one
// builds (a draw changes the hand only), and each new context would search its distances afresh (routes.ts prepare).
const recentContexts = new WeakMap<object, Map<string, RouteContext>>();
const RECENT_CONTEXTS = 32;
// A number per track array: no move writes into a track array (a build lays its pieces on a new one, actions.ts), and
// states share them until then, so an array and its length name its pieces. Joining the pieces themselves, state after
// state, cost more than the answers the key finds: they are joined once per new array, and arrays with the same pieces
// in the same order share a number.
const trackIds = new WeakMap<readonly number[], number>();
// The ids by the pieces themselves, met once per new array: the bots' and the hint's stand-in states (bot.ts asState,
// view.ts viewFor) copy every track, and their copies must find the route contexts and build lists the real state made.
// Bounded (the oldest dropped): a dropped entry only costs a miss, for ids are never reused.
const trackIdsByPieces = new Map<string, number>();
const TRACK_PIECES = 1024;
let nextTrackId = 0;
function trackId(track: readonly number[]): number {
  let id = trackIds.get(track);
  if (id === undefined) {
    const pieces = track.join();
    id = trackIdsByPieces.get(pieces);
    if (id === undefined) {
      id = nextTrackId++;
      if (trackIdsByPieces.size >= TRACK_PIECES) trackIdsByPieces.delete(trackIdsByPieces.keys().next().value!);
      trackIdsByPieces.set(pieces, id);
    }
    trackIds.set(track, id);
  }
  return id;
}

/** Every seat's track as one string, once per state object: the key of what depends on the track alone. */
export function trackKey(s: Pick<SpikeState, 'players'>): string {
  const memo = memoOf(s);
  let k = memo.trackKey;
  if (k === undefined) {
    k = '';
    for (const p of s.players) k += `${trackId(p.track)}:${p.track.length}|`;
    memo.trackKey = k;
  }
  return k;
}

/**
 * What routes.ts needs to check and search seat's routes. Kept per state object and seat (a state never changes; the
 * queries, the legal moves and the leak checks ask for it many times per position), and by its makings for the next
 * positions with the same track.
 */
export function routeContext(s: Pick<SpikeState, 'map' | 'players'>, seat: number): RouteContext {
  const memo = memoOf(s);
  const bySeat = (memo.contexts ??= []);
  let ctx = bySeat[seat];
  if (!ctx) {
    let recent = recentContexts.get(s.map);
    if (!recent) recentContexts.set(s.map, (recent = new Map()));
    const p = s.players[seat]!;
    const key = `${seat}|${p.home}|${p.piecesLeft}|${trackKey(s)}`;
    ctx = recent.get(key);
    if (!ctx) {
      ctx = makeRouteContext(s, seat);
      if (recent.size >= RECENT_CONTEXTS) recent.delete(recent.keys().next().value!);
      recent.set(key, ctx);
    }
    bySeat[seat] = ctx;
  }
  return ctx;
}

function makeRouteContext(s: Pick<SpikeState, 'map' | 'players'>, seat: number): RouteContext {
  const network = networkNodes(s, seat);
  const g = graphOf(s.map);
  const cities = new Set<string>();
  for (const n of network) {
    const c = g.placeAt.get(n);
    if (c !== undefined) cities.add(c);
  }
  const names = namesOf(s.map);
  return { graph: g, network, networkCities: cities, taken: takenOf(s), piecesLeft: s.players[seat]!.piecesLeft, placeName: (id) => names.get(id) ?? id };
}
