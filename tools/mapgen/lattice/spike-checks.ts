// Figures that show a Spike board plays, shared by tests/maps/spike-board.test.ts and the generator's review log:
// routes between neighbouring cities, colour counts over the board and by region.
import { nodePoint, parseNodeId, type NodeId } from '../../../src/engine/lattice/coords';
import { latticeGraph } from '../../../src/engine/lattice/graph';
import { IMPASSABLE, type LatticeBoard } from '../../../src/engine/lattice/types';

/**
 * For every city, the fewest segments of a route to each city it can reach without passing through another city —
 * a route ends at the first city it reaches (rules-spec P4) — keyed by city id.
 */
export function cityRoutes(board: LatticeBoard): Map<string, Map<string, number>> {
  const graph = latticeGraph(board);
  const out = new Map<string, Map<string, number>>();
  for (const p of board.places) {
    const dist = new Map<NodeId, number>([[p.node, 0]]);
    const found = new Map<string, number>();
    const queue = [p.node];
    for (let i = 0; i < queue.length; i++) {
      const at = queue[i]!;
      for (const s of graph.steps.get(at)!) {
        if (dist.has(s.to)) continue;
        dist.set(s.to, dist.get(at)! + 1);
        const other = graph.placeAt.get(s.to);
        if (other) found.set(other, dist.get(s.to)!);
        else queue.push(s.to);
      }
    }
    out.set(p.id, found);
  }
  return out;
}

/** The `k` nearest cities of each city by route length (ties by id), with the lengths. */
export function nearestNeighbours(board: LatticeBoard, k: number): Map<string, [string, number][]> {
  const routes = cityRoutes(board);
  return new Map(
    [...routes].map(([id, found]) => [id, [...found].toSorted((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1)).slice(0, k)]),
  );
}

/** Passable segments per colour. */
export function colorCounts(board: LatticeBoard): Map<string, number> {
  const counts = new Map(board.colors.map((c) => [c.id, 0]));
  for (const s of board.segments) if (s.color !== IMPASSABLE) counts.set(s.color, counts.get(s.color)! + 1);
  return counts;
}

/** Passable segments per colour in each of n × n equal regions of the board (by segment midpoint). */
export function regionalColorCounts(board: LatticeBoard, n: number): Map<string, number>[] {
  const regions = Array.from({ length: n * n }, () => new Map(board.colors.map((c) => [c.id, 0])));
  const last = nodePoint(board.grid.cols - 1, board.grid.rows - 1);
  const w = board.grid.cols - 0.5;
  const h = last.y + 1e-9;
  for (const s of board.segments) {
    if (s.color === IMPASSABLE) continue;
    const a = parseNodeId(s.a), b = parseNodeId(s.b);
    const pa = nodePoint(a.col, a.row), pb = nodePoint(b.col, b.row);
    const x = (pa.x + pb.x) / 2, y = (pa.y + pb.y) / 2;
    const r = Math.min(n - 1, Math.floor((y / h) * n)) * n + Math.min(n - 1, Math.floor((x / w) * n));
    regions[r]!.set(s.color, regions[r]!.get(s.color)! + 1);
  }
  return regions;
}

/** Share of lattice points whose passable segments all have different colours. */
export function mixedPointShare(board: LatticeBoard): number {
  const graph = latticeGraph(board);
  let mixed = 0;
  for (const steps of graph.steps.values()) if (new Set(steps.map((s) => s.color)).size === steps.length) mixed++;
  return mixed / graph.steps.size;
}
