// What a screen reader says about the lattice board's keyboard cursor (src/board/lattice): the city on the point with
// its good, else the nearest city; each segment out of the point with its direction, card colour, line pattern and
// owner, and whether it is on the route shown or another route on offer; locomotives and delivery markers there; what
// the highlights say; the column and row. The board draws only the cursor; these words are the UI's, in the current
// language.
import { latticeDistance, nodePoint, parseNodeId, segmentKey, latticeNeighbours, nodeId, type NodeId } from '../../engine/lattice/coords';
import { IMPASSABLE } from '../../engine/lattice/types';
import type { LatticeView } from '../../engine/lattice/view';
import { hasMessage, t } from '../i18n/i18n';

/** "A", "A and B", "A, B and C" in the current language. */
function listOf(names: string[]): string {
  if (names.length < 2) return names.join('');
  return t('board.hex.and', { list: names.slice(0, -1).join(', '), last: names.at(-1)! });
}

/** A board id's word from the catalogue, or the id itself where the catalogue has none (a new board's palette). */
const word = (prefix: string, id: string) => (hasMessage(`${prefix}.${id}`) ? t(`${prefix}.${id}`) : id);

/** Compass direction of a neighbour: east or west along the row, else north or south and east or west. */
export function directionTo(from: NodeId, to: NodeId): 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw' {
  const a = parseNodeId(from);
  const b = parseNodeId(to);
  const p = nodePoint(a.col, a.row);
  const q = nodePoint(b.col, b.row);
  const east = q.x > p.x;
  if (Math.abs(q.y - p.y) < 1e-9) return east ? 'e' : 'w';
  if (q.y < p.y) return east ? 'ne' : 'nw';
  return east ? 'se' : 'sw';
}

export function describePoint(view: LatticeView, node: NodeId): string {
  const board = view.board;
  const parts: string[] = [];
  const mark = view.places.find((p) => p.node === node);
  const names = new Map(board.places.map((p) => [p.id, p.name]));
  const seatName = (seat: number) => view.seats[seat]?.name ?? '?';
  if (mark) parts.push(t('board.point.city', { name: names.get(mark.id) ?? mark.id, good: word('board.good', mark.good), letter: mark.letter }));
  else {
    parts.push(t('board.point.junction'));
    // The nearest city by lattice distance, then by name, so every device says the same.
    let near: { name: string; d: number } | null = null;
    for (const p of board.places) {
      const d = latticeDistance(node, p.node);
      if (!near || d < near.d || (d === near.d && p.name < near.name)) near = { name: p.name, d };
    }
    if (near) parts.push(t('board.point.near', { dist: near.d, place: near.name }));
  }
  // The segments out of the point in compass order (east first, then anticlockwise as on a map).
  const index = new Map(board.segments.map((s, i) => [segmentKey(s.a, s.b), i]));
  const colors = new Map(board.colors.map((c) => [c.id, c]));
  const { col, row } = parseNodeId(node);
  const order = ['e', 'ne', 'nw', 'w', 'sw', 'se'];
  const picked = new Set(view.highlights.segments);
  const offered = new Set(view.highlights.offered ?? []);
  const ways = latticeNeighbours(col, row)
    .map(([c, r]) => nodeId(c, r))
    .flatMap((other) => {
      const i = index.get(segmentKey(node, other));
      return i === undefined ? [] : [{ i, dir: directionTo(node, other) }];
    })
    .toSorted((a, b) => order.indexOf(a.dir) - order.indexOf(b.dir))
    .map(({ i, dir }) => {
      const s = board.segments[i]!;
      const d = t(`board.dir.${dir}`);
      if (s.color === IMPASSABLE) return t('board.point.wayBlocked', { dir: d });
      const c = colors.get(s.color);
      const params = { dir: d, color: word('board.segColor', s.color), pattern: c ? word('board.pattern', c.pattern) : '' };
      const owner = view.track[i];
      const way = owner === undefined ? t('board.point.way', params) : t('board.point.wayOwned', { ...params, owner: seatName(owner) });
      // Which way the route picked leaves by, and which ways the other routes on offer take (drawn weaker, dashed).
      if (picked.has(i)) return t('board.point.wayOnRoute', { way });
      return offered.has(i) ? t('board.point.wayOffered', { way }) : way;
    });
  if (ways.length) parts.push(t('board.point.ways', { list: ways.join(', ') }));
  const locos = view.locomotives.flatMap((at, seat) => (at && 'node' in at && at.node === node ? [seatName(seat)] : []));
  if (locos.length) parts.push(t('board.point.locomotives', { names: listOf(locos) }));
  if (mark) {
    const by = view.deliveries.filter((d) => d.place === mark.id).map((d) => seatName(d.seat));
    if (by.length) parts.push(t('board.point.delivered', { names: listOf(by) }));
  }
  if (view.highlights.selected === node) parts.push(t('board.hex.selected'));
  if (view.highlights.nodes.includes(node)) parts.push(t('board.point.canTap'));
  const onRoute = view.highlights.segments.some((i) => board.segments[i]?.a === node || board.segments[i]?.b === node);
  if (onRoute) parts.push(t('board.point.onRoute'));
  parts.push(t('board.hex.where', { col: col + 1, row: row + 1 }));
  return parts.join('; ');
}
