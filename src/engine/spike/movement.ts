// The train on its own track ([003:L103-119], rules-spec §2.6.4): a space is a track piece or a city, a bare point
// (junction) is none (P14). From a city the train goes onto any own piece there; on a piece it goes on beyond the point
// it heads for, onto another own piece (at a junction, any branch). At a city it either enters and stops ([003:L117])
// or skips it onto an own piece beyond (one space in all, P2). It never turns round on open track: "vorwärts"
// [003:L196] (docs/rules-decisions-spike.md, "Direction of travel").
import type { NodeId } from '../lattice/coords';
import type { LocomotiveAt } from '../lattice/view';
import { reason, type Reason } from '../reason';
import { graphOf } from './network';
import type { SpikeState } from './state';

// The pieces by point are asked for several times per position (the legal moves list three kinds of train move, the
// move applied checks its path): kept per track array, which no move writes into (a build lays its pieces on a new one,
// actions.ts) and which states share until then; the count of pieces guards against an array edited all the same.
// With them the train's paths by where it stands and how far it may go: a train waits turn after turn on the same track
// while its player draws, and each new position would list the same paths afresh.
interface Own {
  pieces: number;
  own: Map<NodeId, number[]>;
  paths: Map<string, LocomotiveAt[][]>;
}
const ownCache = new WeakMap<readonly number[], Own>();

/** Own pieces at each point of seat's track, and the paths found on it. */
function ownEntry(s: Pick<SpikeState, 'map' | 'players'>, seat: number): Own {
  const track = s.players[seat]!.track;
  let hit = ownCache.get(track);
  if (hit && hit.pieces === track.length) return hit;
  hit = { pieces: track.length, own: ownOf(s, seat), paths: new Map() };
  ownCache.set(track, hit);
  return hit;
}

/** Own pieces at each point of seat's track. */
const ownAt = (s: Pick<SpikeState, 'map' | 'players'>, seat: number): Map<NodeId, number[]> => ownEntry(s, seat).own;

function ownOf(s: Pick<SpikeState, 'map' | 'players'>, seat: number): Map<NodeId, number[]> {
  const out = new Map<NodeId, number[]>();
  for (const i of s.players[seat]!.track) {
    const seg = s.map.segments[i]!;
    for (const n of [seg.a, seg.b]) {
      const list = out.get(n);
      if (list) list.push(i);
      else out.set(n, [i]);
    }
  }
  return out;
}

const otherEnd = (s: Pick<SpikeState, 'map'>, seg: number, from: NodeId): NodeId => {
  const x = s.map.segments[seg]!;
  return x.a === from ? x.b : x.a;
};

export const sameSpace = (a: LocomotiveAt, b: LocomotiveAt): boolean =>
  'node' in a ? 'node' in b && a.node === b.node : 'segment' in b && a.segment === b.segment && a.toward === b.toward;

/**
 * Each space one step from `at` over seat's own track, in a fixed order: from a city onto each own piece there; from a
 * piece into the city it heads for, then onto each own piece beyond (skipping the city, P2). The one place the step
 * rules live: the moves listed (trainPaths) and the move checked (pathProblem) both walk with it.
 */
function eachStep(s: Pick<SpikeState, 'map'>, places: ReadonlyMap<NodeId, string>, own: Map<NodeId, number[]>, at: LocomotiveAt, visit: (next: LocomotiveAt) => void): void {
  if ('node' in at) {
    for (const seg of own.get(at.node) ?? []) visit({ segment: seg, toward: otherEnd(s, seg, at.node) });
    return;
  }
  const t = at.toward;
  if (places.has(t)) visit({ node: t });
  for (const seg of own.get(t) ?? []) if (seg !== at.segment) visit({ segment: seg, toward: otherEnd(s, seg, t) });
}

/** Whether the train is en route (on a track piece), not at rest in a city. */
export function enRoute(loco: LocomotiveAt | null): boolean {
  return loco !== null && 'segment' in loco;
}

/**
 * Why `path` is not a move of seat's train from where it stands over 1 … `max` spaces, or null: each entry one space
 * beyond the last over own track ([003:L112]), a city entered only as the last space ([003:L117]).
 */
export function pathProblem(s: Pick<SpikeState, 'map' | 'players'>, seat: number, path: readonly LocomotiveAt[], max: number): Reason | null {
  const loco = s.players[seat]!.loco;
  if (!loco) return reason('move.noLocomotive');
  if (path.length < 1) return reason('move.noSpaces');
  if (path.length > max) return reason('move.tooFar', { spaces: path.length, max });
  const own = ownAt(s, seat);
  const places = graphOf(s.map).placeAt;
  let at = loco;
  let next = loco;
  let found = false;
  const match = (x: LocomotiveAt) => {
    if (!found && sameSpace(x, next)) found = true;
  };
  for (let i = 0; i < path.length; i++) {
    next = path[i]!;
    found = false;
    eachStep(s, places, own, at, match);
    if (!found) return reason('move.notOwnTrack', { step: i + 1 });
    if ('node' in next && i < path.length - 1) return reason('move.cityStops');
    at = next;
  }
  return null;
}

/**
 * Every move of 1 … `max` spaces seat's train can make from where it stands (each path once, in a fixed order). Kept
 * with the track (ownEntry) and shared by the positions that ask again: no one writes into a path (apply copies the
 * move it is given, schema.ts parseMove; the moved event copies its path).
 */
export function trainPaths(s: Pick<SpikeState, 'map' | 'players'>, seat: number, max: number): LocomotiveAt[][] {
  const loco = s.players[seat]!.loco;
  if (!loco || max < 1) return [];
  const entry = ownEntry(s, seat);
  const key = 'node' in loco ? `${max}|${loco.node}` : `${max}|${loco.segment}>${loco.toward}`;
  let out = entry.paths.get(key);
  if (!out) {
    out = listPaths(s, entry.own, loco, max);
    if (entry.paths.size >= PATHS_KEPT) entry.paths.delete(entry.paths.keys().next().value!);
    entry.paths.set(key, out);
  }
  return out;
}
const PATHS_KEPT = 16;

function listPaths(s: Pick<SpikeState, 'map' | 'players'>, own: Map<NodeId, number[]>, loco: LocomotiveAt, max: number): LocomotiveAt[][] {
  const places = graphOf(s.map).placeAt;
  const out: LocomotiveAt[][] = [];
  const path: LocomotiveAt[] = [];
  const visit = (next: LocomotiveAt) => {
    path.push(next);
    out.push(path.slice());
    if (!('node' in next) && path.length < max) go(next);
    path.pop();
  };
  const go = (at: LocomotiveAt) => eachStep(s, places, own, at, visit);
  go(loco);
  return out;
}
