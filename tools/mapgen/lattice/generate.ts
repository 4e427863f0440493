// The lattice generator as a library function: recipe + geodata → LatticeBoard and a review log, without the disk.
// Steps: project (the hex generator's projection, scaled to one segment = segmentKm) → nodes on land → segments, water
// crossings impassable → keep the connected land → snap cities → colour the passable segments → drawing lines.
import { createHash } from 'node:crypto';
import { latticeDistance, latticeNeighbours, nodeId, nodePoint, ROW_HEIGHT, type NodeId } from '../../../src/engine/lattice/coords';
import { IMPASSABLE, LATTICE_SCHEMA, type LatticeBoard, type LatticeLine, type LatticeNode, type LatticePlace, type LatticeSegment } from '../../../src/engine/lattice/types';
import { geoWindow } from '../generate';
import type { GeoData } from '../geodata';
import { inside, keepInside, ringSet, round, simplify, type RingSet } from '../geometry';
import { hexProjection, type HexProjection } from '../project';
import { stableStringify } from '../stable-json';
import type { LatticeRecipe } from './recipe';
import { seededRandom, shuffled } from './seeded';

/** Bump when the generator's output for an unchanged recipe changes. */
export const LATTICE_GENERATOR_VERSION = 'mapgen-lattice@1';

export interface GeneratedLattice {
  board: LatticeBoard;
  /** Review notes: cities moved more than 0.6 segments, pins, land left off as unconnected. */
  log: string[];
}

export function latticeInputsHash(recipe: LatticeRecipe, geo: GeoData): string {
  return createHash('sha256')
    .update(`${LATTICE_GENERATOR_VERSION}\n${geo.versions}\n${stableStringify(recipe)}`)
    .digest('hex')
    .slice(0, 16);
}

/** The hex generator's projection, fitted so one lattice unit is `segmentKm` and the places sit `margin` inside. */
function latticeProjection(recipe: LatticeRecipe): { proj: HexProjection; width: number; height: number } {
  const base = { id: recipe.id, projection: recipe.projection, places: recipe.places };
  // A unit box first: its kilometres per unit are the places' extent in kilometres.
  const unit = hexProjection({ ...base, fit: { extent: [[0, 0], [1, 1]], keepAspect: false } });
  const [wKm, hKm] = unit.kmPerUnit;
  const m = recipe.margin;
  const w = wKm / recipe.segmentKm;
  const h = hKm / recipe.segmentKm;
  const proj = hexProjection({ ...base, fit: { extent: [[m, m], [m + w, m + h]], keepAspect: true } });
  return { proj, width: w + 2 * m, height: h + 2 * m };
}

export function generateLattice(recipe: LatticeRecipe, geo: GeoData): GeneratedLattice {
  const log: string[] = [];
  const { proj, width, height } = latticeProjection(recipe);
  const cols = Math.floor(width - 0.5) + 1;
  const rows = Math.floor(height / ROW_HEIGHT) + 1;
  const window = geoWindow(proj, width, height);
  const land = ringSet(proj.rings(geo.country(recipe.country), window));
  const lakes = ringSet(proj.rings(geo.lakes, window));
  const isLand = (x: number, y: number) => inside(land, x, y) && !inside(lakes, x, y);

  // 1. Nodes on land; 2. segments to the east and the two lower neighbours, so each pair is made once.
  const exists = new Set<NodeId>();
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const p = nodePoint(col, row);
      if (isLand(p.x, p.y)) exists.add(nodeId(col, row));
    }
  const pairs: { a: NodeId; b: NodeId; passable: boolean }[] = [];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const a = nodeId(col, row);
      if (!exists.has(a)) continue;
      const pa = nodePoint(col, row);
      for (const [c, r] of latticeNeighbours(col, row)) {
        const b = nodeId(c, r);
        if (!(r > row || (r === row && c > col)) || !exists.has(b)) continue;
        const pb = nodePoint(c, r);
        const passable = [0.25, 0.5, 0.75].every((t) => isLand(pa.x + (pb.x - pa.x) * t, pa.y + (pb.y - pa.y) * t));
        pairs.push({ a, b, passable });
      }
    }

  // 3. Keep the largest passable component: islands and land cut off by water have no use on this board.
  const main = largestComponent(exists, pairs);
  const dropped = exists.size - main.size;
  if (dropped) log.push(`left off ${dropped} land nodes not connected by passable segments to the main land`);
  const segs = pairs.filter((p) => main.has(p.a) && main.has(p.b));

  // 4. Cities in recipe order, each on the free node nearest its true position, keeping minCityDistance.
  const placeNode = new Map<string, NodeId>();
  const taken = new Set<NodeId>();
  const mainNodes = [...main];
  for (const p of recipe.places) {
    const [tx, ty] = proj.toHex(p.lonLat);
    let chosen: NodeId | undefined;
    let best = Infinity;
    if (p.pin) {
      chosen = p.pin.node;
      log.push(`pin ${p.id} → ${chosen}: ${p.pin.why}`);
    } else
      for (const n of mainNodes) {
        if (taken.has(n)) continue;
        if ([...taken].some((t) => latticeDistance(t, n) < recipe.minCityDistance)) continue;
        const [col, row] = n.split(',').map(Number) as [number, number];
        const q = nodePoint(col, row);
        const d = Math.hypot(q.x - tx, q.y - ty);
        if (d < best || (d === best && n < chosen!)) {
          best = d;
          chosen = n;
        }
      }
    if (!chosen) throw new Error(`mapgen ${recipe.id}: no free node for ${p.id}`);
    if (best > 0.6 && best !== Infinity) log.push(`${p.id} → ${chosen}, ${round(best, 2)} segments from its true position`);
    placeNode.set(p.id, chosen);
    taken.add(chosen);
  }

  // 5. Colours, then 6. drawing lines, then 7. assembly in a fixed order with rounded numbers.
  const colorOf = assignColors(recipe, segs);
  const lines = drawingLines(land, lakes, width, height);
  const nodeAt = new Map([...placeNode].map(([place, n]) => [n, place]));
  const nodes: LatticeNode[] = [];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const id = nodeId(col, row);
      if (!main.has(id)) continue;
      const node: LatticeNode = { id, col, row };
      const place = nodeAt.get(id);
      if (place) node.place = place;
      nodes.push(node);
    }
  const segments: LatticeSegment[] = segs.map((s, i) => ({ a: s.a, b: s.b, color: colorOf[i] ?? IMPASSABLE }));
  const places: LatticePlace[] = recipe.places.map((p) => ({
    id: p.id,
    name: p.name,
    node: placeNode.get(p.id)!,
    lonLat: [round(p.lonLat[0], 4), round(p.lonLat[1], 4)],
    good: p.good,
  }));
  const board: LatticeBoard = {
    schema: LATTICE_SCHEMA,
    id: recipe.id,
    title: recipe.title,
    game: recipe.game,
    players: recipe.players,
    grid: { cols, rows, segmentKm: recipe.segmentKm },
    colors: recipe.colors,
    goods: recipe.goods,
    nodes,
    segments,
    places,
    lines,
    credits: recipe.credits,
    provenance: { generator: LATTICE_GENERATOR_VERSION, inputsHash: latticeInputsHash(recipe, geo) },
  };
  return { board, log };
}

function largestComponent(nodes: Set<NodeId>, pairs: { a: NodeId; b: NodeId; passable: boolean }[]): Set<NodeId> {
  const adj = new Map<NodeId, NodeId[]>([...nodes].map((n) => [n, []]));
  for (const p of pairs)
    if (p.passable) {
      adj.get(p.a)!.push(p.b);
      adj.get(p.b)!.push(p.a);
    }
  const seen = new Set<NodeId>();
  let best = new Set<NodeId>();
  for (const start of nodes) {
    if (seen.has(start)) continue;
    const comp = new Set<NodeId>([start]);
    const queue = [start];
    seen.add(start);
    for (let i = 0; i < queue.length; i++)
      for (const n of adj.get(queue[i]!)!)
        if (!seen.has(n)) {
          seen.add(n);
          comp.add(n);
          queue.push(n);
        }
    if (comp.size > best.size) best = comp;
  }
  return best;
}

/**
 * A colour for every passable segment (undefined for impassable ones). Segments are visited in a seeded order; each
 * takes a colour that no segment at either end has yet, the least used so far on the whole board, ties broken by the
 * seed. So the six colours end up within one or two of each other in number, evenly spread, and the segments at a
 * point mostly differ in colour — every short route asks for a mix of cards, as the joker rule expects.
 */
function assignColors(recipe: LatticeRecipe, segs: { a: NodeId; b: NodeId; passable: boolean }[]): (string | undefined)[] {
  const rand = seededRandom(recipe.colorSeed);
  const ids = recipe.colors.map((c) => c.id);
  const total = new Map(ids.map((c) => [c, 0]));
  const atNode = new Map<NodeId, Map<string, number>>();
  const at = (n: NodeId) => {
    let m = atNode.get(n);
    if (!m) atNode.set(n, (m = new Map()));
    return m;
  };
  const out: (string | undefined)[] = segs.map(() => undefined);
  const order = shuffled(segs.map((_, i) => i).filter((i) => segs[i]!.passable), rand);
  for (const i of order) {
    const { a, b } = segs[i]!;
    const clash = (c: string) => (at(a).get(c) ?? 0) + (at(b).get(c) ?? 0);
    const least = Math.min(...ids.map(clash));
    const fresh = ids.filter((c) => clash(c) === least);
    const fewest = Math.min(...fresh.map((c) => total.get(c)!));
    const pick = fresh.filter((c) => total.get(c) === fewest);
    const color = pick[Math.floor(rand() * pick.length)]!;
    out[i] = color;
    total.set(color, total.get(color)! + 1);
    for (const n of [a, b]) at(n).set(color, (at(n).get(color) ?? 0) + 1);
  }
  return out;
}

/** Coast (the country's outline) and lake shores inside the board, simplified and rounded, for drawing. */
function drawingLines(land: RingSet, lakes: RingSet, width: number, height: number): LatticeLine[] {
  const box: [number, number, number, number] = [-0.6, -0.6, width + 0.1, height + 0.1];
  const lines: LatticeLine[] = [];
  const outline = (set: RingSet, kind: 'coast' | 'lake') => {
    let k = 0;
    for (const ring of set.rings) {
      const closed = [...ring, ring[0]!];
      for (const piece of keepInside(closed, box)) {
        const pts = simplify(piece, 0.06).map(([x, y]): [number, number] => [round(x, 2), round(y, 2)]);
        if (pts.length >= 2) lines.push({ id: `${kind}-${k++}`, kind, points: pts });
      }
    }
  };
  outline(land, 'coast');
  outline(lakes, 'lake');
  return lines;
}
