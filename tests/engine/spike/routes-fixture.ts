// Spike route fixtures: the committed eastern-US board, a small hand-made lattice for scenario tests, and mid-game
// positions (several players' networks grown route by route from random start cities) for the search tests and bench.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { latticeNeighbours, nodeId, type NodeId } from '../../../src/engine/lattice/coords';
import { latticeGraph, type LatticeGraph } from '../../../src/engine/lattice/graph';
import { IMPASSABLE, LATTICE_SCHEMA, type LatticeBoard, type LatticeSegment } from '../../../src/engine/lattice/types';
import { randomInt, seedRng, type RngState } from '../../../src/engine/rng';
import type { Hand } from '../../../src/engine/spike/payment';
import { routesTo, shortestRouteLength, type RouteContext } from '../../../src/engine/spike/routes';

export const spikeBoard = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../assets/lattice/spike-eastern-us.json'), 'utf8')) as LatticeBoard;
export const COLORS = spikeBoard.colors.map((c) => c.id);

/**
 * A cols × rows lattice with every neighbouring pair joined; `color(a, b)` colours each segment (IMPASSABLE for water);
 * `places` maps a place id to its point.
 */
export function smallBoard(cols: number, rows: number, places: Record<string, NodeId>, color: (a: NodeId, b: NodeId) => string = () => 'red'): LatticeBoard {
  const nodes = [];
  const segments: LatticeSegment[] = [];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      nodes.push({ id: nodeId(col, row), col, row });
      for (const [c, r] of latticeNeighbours(col, row)) {
        if (c < 0 || r < 0 || c >= cols || r >= rows) continue;
        // Each unordered pair once: from the point that comes first in row-major order.
        if (r < row || (r === row && c < col)) continue;
        segments.push({ a: nodeId(col, row), b: nodeId(c, r), color: color(nodeId(col, row), nodeId(c, r)) });
      }
    }
  return {
    schema: LATTICE_SCHEMA,
    id: 'small',
    title: 'small',
    game: 'spike',
    players: { min: 2, max: 4 },
    grid: { cols, rows },
    colors: [],
    goods: [],
    nodes,
    segments,
    places: Object.entries(places).map(([id, node]) => ({ id, name: id.toUpperCase(), node, lonLat: [0, 0], good: 'corn' })),
    credits: [],
    provenance: { generator: 'test', inputsHash: '' },
  };
}

export { IMPASSABLE };

/** `n` cards of random colours. */
export function randomHand(rng: RngState, n: number): Hand {
  const hand: Record<string, number> = {};
  for (let i = 0; i < n; i++) {
    const c = COLORS[randomInt(rng, COLORS.length)]!;
    hand[c] = (hand[c] ?? 0) + 1;
  }
  return hand;
}

export interface MidGame {
  graph: LatticeGraph;
  networks: Set<NodeId>[];
  cities: Set<string>[];
  taken: Set<number>;
  pieces: number[];
  ctx: (seat: number) => RouteContext;
}

/**
 * Each of `seats` players starts on a random city, then in turn builds `rounds` times the cheapest-looking route (a
 * shortest one) to a random city at most `reach` segments away: a mid-game position on the committed board.
 */
export function midGame(seed: number, seats = 3, rounds = 5, reach = 6): MidGame {
  const graph = latticeGraph(spikeBoard);
  const rng = seedRng(seed);
  const cityIds = spikeBoard.places.map((p) => p.id);
  const networks: Set<NodeId>[] = [];
  const cities: Set<string>[] = [];
  const pieces: number[] = [];
  const taken = new Set<number>();
  for (let s = 0; s < seats; s++) {
    const start = cityIds[randomInt(rng, cityIds.length)]!;
    networks.push(new Set([graph.nodeOf.get(start)!]));
    cities.push(new Set([start]));
    pieces.push(45);
  }
  const ctx = (seat: number): RouteContext => ({ graph, network: networks[seat]!, networkCities: cities[seat]!, taken, piecesLeft: pieces[seat]! });
  for (let r = 0; r < rounds; r++)
    for (let s = 0; s < seats; s++) {
      const c = ctx(s);
      const near = cityIds.filter((id) => {
        const d = shortestRouteLength(c, id);
        return d !== null && d <= reach;
      });
      if (near.length === 0) continue;
      const dest = near[randomInt(rng, near.length)]!;
      const route = routesTo(c, dest, {}, { slack: 0, limit: 1 })[0]!;
      for (const n of route.nodes) networks[s]!.add(n);
      for (const g of route.segments) taken.add(g);
      cities[s]!.add(dest);
      pieces[s] = pieces[s]! - route.segments.length;
    }
  return { graph, networks, cities, taken, pieces, ctx };
}
