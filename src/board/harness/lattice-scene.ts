// A synthetic late-game lattice board for the lattice benchmark and browser test: each seat grows a network from a
// city of its own, always building the shortest free route to the nearest city it has not reached (as Spike's routes
// run city to city, [003:L151]), until it has laid its pieces; locomotives stand in cities or on pieces of their own
// network, and each seat has delivered to a few cities. Deterministic for a seed; never part of the app.
import type { NodeId } from '../../engine/lattice/coords';
import { latticeGraph } from '../../engine/lattice/graph';
import type { LatticeBoard } from '../../engine/lattice/types';
import { emptyLatticeView, type LatticeView, type LocomotiveAt } from '../../engine/lattice/view';
import type { PlayerColor } from '../../engine/api';

function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const SEATS: PlayerColor[] = ['blue', 'green', 'yellow', 'pink', 'grey', 'orange'];

/** `seats` networks of up to `pieces` pieces each (45 is Spike's supply, [003:L7-62]), on `board`. */
export function lateLatticeView(board: LatticeBoard, seats = 4, pieces = 45, seed = 7): LatticeView {
  const rnd = lcg(seed);
  const graph = latticeGraph(board);
  const view = emptyLatticeView(
    board,
    SEATS.slice(0, seats).map((color, i) => ({ name: `Player ${i + 1}`, color })),
  );
  const owner = new Map<number, number>();
  const cities = board.places.map((p) => p.node);
  const isCity = new Set(cities);
  const networks: Set<NodeId>[] = [];
  const laid: number[][] = [];
  for (let seat = 0; seat < seats; seat++) {
    const start = cities[Math.floor(rnd() * cities.length)]!;
    networks.push(new Set([start]));
    laid.push([]);
    view.locomotives[seat] = { node: start };
  }
  // Seats take turns building one route each, so their networks meet and compete for segments as in a game.
  for (let round = 0; round < 60; round++) {
    let built = false;
    for (let seat = 0; seat < seats; seat++) {
      const route = nearestRoute(graph, networks[seat]!, isCity, owner, pieces - laid[seat]!.length);
      if (!route) continue;
      built = true;
      for (const { segment, to } of route) {
        owner.set(segment, seat);
        laid[seat]!.push(segment);
        networks[seat]!.add(to);
      }
    }
    if (!built) break;
  }
  for (const [segment, seat] of owner) view.track[segment] = seat;
  // Locomotives: every other seat on the road, on one of its own pieces heading to that piece's far end.
  for (let seat = 0; seat < seats; seat++) {
    const own = laid[seat]!;
    if (seat % 2 === 1 && own.length) {
      const segment = own[Math.floor(rnd() * own.length)]!;
      const s = board.segments[segment]!;
      view.locomotives[seat] = { segment, toward: rnd() < 0.5 ? s.a : s.b } satisfies LocomotiveAt;
    }
    const reached = board.places.filter((p) => networks[seat]!.has(p.node));
    for (const p of reached.slice(0, 3)) view.deliveries.push({ seat, place: p.id });
  }
  return view;
}

/**
 * The shortest run of free passable segments from `network` to a city outside it (breadth first, ties by segment
 * order), at most `left` long; null when there is none.
 */
function nearestRoute(
  graph: ReturnType<typeof latticeGraph>,
  network: ReadonlySet<NodeId>,
  isCity: ReadonlySet<NodeId>,
  owner: ReadonlyMap<number, number>,
  left: number,
): { segment: number; to: NodeId }[] | null {
  if (left <= 0) return null;
  const prev = new Map<NodeId, { from: NodeId; segment: number } | null>();
  const queue: NodeId[] = [];
  for (const n of network) {
    prev.set(n, null);
    queue.push(n);
  }
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i]!;
    // A route ends at the first city it reaches; it never runs on through a city outside the network.
    if (!network.has(at) && isCity.has(at)) {
      const route: { segment: number; to: NodeId }[] = [];
      for (let n = at, p = prev.get(n); p; n = p.from, p = prev.get(n)) route.unshift({ segment: p.segment, to: n });
      return route.length <= left ? route : null;
    }
    for (const step of graph.steps.get(at) ?? []) {
      if (prev.has(step.to) || owner.has(step.segment)) continue;
      prev.set(step.to, { from: at, segment: step.segment });
      queue.push(step.to);
    }
  }
  return null;
}

/** The cities a seat's network does not reach yet: the harness highlights these like destinations on offer. */
export function unreachedCities(view: LatticeView, seat: number): NodeId[] {
  const reached = new Set<NodeId>();
  for (const [k, s] of Object.entries(view.track)) {
    if (s !== seat) continue;
    const seg = view.board.segments[Number(k)]!;
    reached.add(seg.a).add(seg.b);
  }
  return view.places.map((p) => p.node).filter((n) => !reached.has(n));
}

