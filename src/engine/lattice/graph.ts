// The passable graph of a lattice board, built once per board: for every node the segments a track may use from it.
// Route search, movement and the board checks all walk this rather than the raw segment list.
import { segmentKey, type NodeId } from './coords';
import { IMPASSABLE, type LatticeBoard } from './types';

export interface LatticeStep {
  to: NodeId;
  color: string;
  /** Index into board.segments. */
  segment: number;
}

export interface LatticeGraph {
  /** Passable steps out of each node (empty array for a node with none). */
  steps: ReadonlyMap<NodeId, readonly LatticeStep[]>;
  /** The place id on a node, if any. */
  placeAt: ReadonlyMap<NodeId, string>;
  /** Node of each place id. */
  nodeOf: ReadonlyMap<string, NodeId>;
  /** Segment index by segmentKey(a, b), impassable ones included. */
  segmentIndex: ReadonlyMap<string, number>;
}

/** Indexes a validated board: adjacency over passable segments and the place ↔ node maps. */
export function latticeGraph(board: LatticeBoard): LatticeGraph {
  const steps = new Map<NodeId, LatticeStep[]>();
  for (const n of board.nodes) steps.set(n.id, []);
  const segmentIndex = new Map<string, number>();
  board.segments.forEach((s, i) => {
    segmentIndex.set(segmentKey(s.a, s.b), i);
    if (s.color === IMPASSABLE) return;
    steps.get(s.a)!.push({ to: s.b, color: s.color, segment: i });
    steps.get(s.b)!.push({ to: s.a, color: s.color, segment: i });
  });
  return {
    steps,
    placeAt: new Map(board.places.map((p) => [p.node, p.id])),
    nodeOf: new Map(board.places.map((p) => [p.id, p.node])),
    segmentIndex,
  };
}

/** Nodes reachable from `start` over passable segments (breadth first), with their distance in segments. */
export function segmentDistances(graph: LatticeGraph, start: NodeId): Map<NodeId, number> {
  const dist = new Map<NodeId, number>([[start, 0]]);
  const queue: NodeId[] = [start];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i]!;
    const d = dist.get(at)!;
    for (const s of graph.steps.get(at) ?? []) {
      if (dist.has(s.to)) continue;
      dist.set(s.to, d + 1);
      queue.push(s.to);
    }
  }
  return dist;
}
