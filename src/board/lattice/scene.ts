// The lattice scene: a LatticeView (src/engine/lattice/view.ts) drawn with PixiJS — coast and lake lines, the
// segments in their card colour and line pattern, impassable segments, cities with their good's icon and letter and
// their names, each seat's track pieces in its colour with its pattern, locomotives, delivery markers, and over them
// the highlights and the keyboard cursor. The board (board.ts) hosts it beside the hex scene and owns the renderer,
// the camera, gestures and the frame loop; this module only builds and updates display objects.
// Static parts are built once per board inside the camera's render group (one transform on the GPU while pinching);
// the track, the marks and the overlays are each rebuilt only when their own slice of the view changed.
import { Container } from 'pixi.js';
import type { LatticeHighlights, LatticeView, LocomotiveAt } from '../../engine/lattice/view';
import { IMPASSABLE, type LatticeBoard, type LatticeColor } from '../../engine/lattice/types';
import type { NodeId } from '../../engine/lattice/coords';
import { graphics } from '../draw/graphics';
import { makeLabel } from '../draw/labels';
import { goodsShape, patternInDisc } from '../draw/marks';
import { COLORS, PLAYER_LOOK, paint, type GoodsShape } from '../palette';
import type { Pt } from '../geometry';
import { CITY_R, LATTICE_PX, latticeIndex, pointPx, segmentMid, unitPx, type LatticeIndex } from './geometry';
import { patternPieces } from './patterns';

// What the board (board.ts) needs of the lattice besides the scene, so that all of it comes in this module's chunk.
export { hitTest, latticeWorldSize, LATTICE_PX, pointPx } from './geometry';
export { startPoint, stepPoint } from './keyboard';

/** Segment line width, world px. */
const LINE_W = LATTICE_PX * 0.085;
/** Where a drawn segment starts and ends, as fractions of its length: the gap at each point keeps pieces apart. */
const SEG_FROM = 0.16;
const SEG_TO = 0.84;
/** A built piece's band width, world px. */
const TRACK_W = LATTICE_PX * 0.2;
const PIECE_R = LATTICE_PX * 0.1;
const LOCO_LEN = LATTICE_PX * 0.34;
const LOCO_H = LATTICE_PX * 0.22;
const MARKER = LATTICE_PX * 0.1;
const GOOD_SHAPES: readonly GoodsShape[] = ['circle', 'square', 'diamond', 'triangle', 'hexagon', 'star'];
const LAND_LINE = 0x4a88b8;
const CASING = 0x9aa3ad;
const EDGE = 0x1b1b1b;

const hex = (fill: string) => Number.parseInt(fill.slice(1), 16);

/** The parts of the scene redrawn on their own. */
type Part = 'track' | 'marks' | 'hl';

/** A stable signature of a slice of the view: the part is redrawn only when it changes. */
const sig = (x: unknown) => JSON.stringify(x);

export class LatticeScene {
  /** The board, its track and marks: in the camera's render group. */
  readonly root = new Container({ label: 'lattice' });
  /** Highlights and the keyboard cursor: in the overlays' render group (they change between moves). */
  readonly overlay = new Container({ label: 'lattice-overlay' });
  /** Lines and segments, under the track. */
  private readonly ground = new Container({ label: 'lattice-ground' });
  /** Cities and names, over the track (a route ends inside the city's disc). */
  private readonly cities = new Container({ label: 'lattice-cities' });
  private readonly track = graphics('lattice-track');
  private readonly marks = new Container({ label: 'lattice-marks' });
  private readonly highlights = graphics('lattice-highlights');
  private readonly cursor = graphics('lattice-cursor');
  private boardId: string | null = null;
  private last: Partial<Record<Part, string>> = {};
  /** The objects each part was last drawn (or found unchanged) from. */
  private lastParts: Partial<Record<Part, readonly unknown[]>> = {};
  index: LatticeIndex | null = null;
  board: LatticeBoard | null = null;

  constructor() {
    this.root.addChild(this.ground, this.track, this.cities, this.marks);
    this.overlay.addChild(this.highlights, this.cursor);
  }

  /**
   * Draws `view`. `board`: it showed a different board than before (the camera then fits it); `under`: anything under
   * the overlays was drawn anew (the board, its track or marks), so a picture of them (still-frame.ts) is stale.
   */
  update(view: LatticeView): { board: boolean; under: boolean } {
    const changed = view.board.id !== this.boardId;
    if (changed) {
      this.clearBoard();
      this.boardId = view.board.id;
      this.board = view.board;
      this.index = latticeIndex(view.board);
      const [lines, segments, cities, names] = buildGround(view);
      this.ground.addChild(lines, segments);
      this.cities.addChild(cities, names);
      this.drawCursor(null);
    }
    const index = this.index!;
    const looks = view.seats.map((s) => PLAYER_LOOK[s.color]);
    const track = this.once('track', [view.track, view.seats], () => drawTrack(this.track.clear(), index, view.track, looks));
    const marks = this.once('marks', [view.locomotives, view.deliveries, view.seats], () => this.drawMarks(view, index, looks));
    this.once('hl', [view.highlights, view.seats], () => drawHighlights(this.highlights.clear(), index, view.highlights, looks));
    return { board: changed, under: changed || track || marks };
  }

  /**
   * Draws `part` unless its slice `parts` is unchanged: the same objects as last time (a view the board worker drew
   * again with new highlights only keeps the rest) are not even serialised; equal content is not redrawn. True: drawn.
   */
  private once(part: Part, parts: readonly unknown[], draw: () => void): boolean {
    const before = this.lastParts[part];
    if (before && before.length === parts.length && before.every((p, i) => p === parts[i])) return false;
    this.lastParts[part] = parts;
    const s = sig(parts);
    if (this.last[part] === s) return false;
    this.last[part] = s;
    draw();
    return true;
  }

  private drawMarks(view: LatticeView, index: LatticeIndex, looks: (typeof PLAYER_LOOK)[keyof typeof PLAYER_LOOK][]): void {
    for (const c of this.marks.removeChildren()) c.destroy({ children: true });
    const g = graphics('lattice-marks-shapes');
    const letters = new Container({ label: 'lattice-mark-letters' });
    this.marks.addChild(g, letters);
    const nodeOf = new Map(view.places.map((p) => [p.id, p.node]));
    // Delivery markers: a row of small squares above the city, one slot per seat, each with the seat's letter.
    for (const d of view.deliveries) {
      const node = nodeOf.get(d.place);
      const look = looks[d.seat];
      if (!node || !look) continue;
      const c = pointPx(node);
      const at = deliverySpot(c, d.seat);
      g.rect(at.x - MARKER, at.y - MARKER, MARKER * 2, MARKER * 2).fill(paint(look.fill)).stroke({ width: 1.2, color: EDGE });
      letters.addChild(makeLabel(look.letter, at.x, at.y, { size: MARKER * 1.5, color: look.ink, halo: null, bold: true }));
    }
    view.locomotives.forEach((at, seat) => {
      const look = looks[seat];
      if (!at || !look) return;
      const p = locomotiveSpot(index, at, seat);
      if (!p) return;
      locomotiveShape(g, p.x, p.y, p.angle, look.fill);
      letters.addChild(makeLabel(look.letter, p.x - Math.cos(p.angle) * LOCO_LEN * 0.08, p.y - Math.sin(p.angle) * LOCO_LEN * 0.08, { size: LOCO_H * 0.8, color: look.ink, halo: null, bold: true }));
    });
  }

  /** The keyboard cursor on a point, or none: a dark-blue ring edged in white, as on the hex board. */
  drawCursor(node: NodeId | null): void {
    const g = this.cursor.clear();
    if (!node) return;
    const c = pointPx(node);
    g.circle(c.x, c.y, CITY_R * 1.55).stroke({ width: LATTICE_PX * 0.1, color: COLORS.cursorOuter });
    g.circle(c.x, c.y, CITY_R * 1.55).stroke({ width: LATTICE_PX * 0.045, color: COLORS.cursorInner });
  }

  private clearBoard(): void {
    for (const c of this.ground.removeChildren()) c.destroy({ children: true });
    for (const c of this.cities.removeChildren()) c.destroy({ children: true });
    this.last = {};
    this.lastParts = {};
  }

  /** Forgets the drawn board (another scene takes the board). */
  clear(): void {
    this.clearBoard();
    for (const c of this.marks.removeChildren()) c.destroy({ children: true });
    this.track.clear();
    this.highlights.clear();
    this.cursor.clear();
    this.boardId = null;
    this.board = null;
    this.index = null;
    this.last = {};
    this.lastParts = {};
  }
}

/** Where seat `seat`'s delivery marker sits at a city centred at `c`: a row above the disc, right of the good's badge. */
function deliverySpot(c: Pt, seat: number): Pt {
  return { x: c.x + MARKER * 0.2 + seat * MARKER * 2.2, y: c.y - CITY_R - MARKER * 1.2 };
}

/** Angles around a city where each seat's locomotive waits, so several in one city never cover each other. */
const LOCO_ANGLES = [Math.PI, 0, (Math.PI * 3) / 4, Math.PI / 4, (Math.PI * 5) / 4, (Math.PI * 7) / 4];

/** Where a locomotive is drawn and which way it faces (radians; 0 = east). */
export function locomotiveSpot(index: LatticeIndex, at: LocomotiveAt, seat: number): { x: number; y: number; angle: number } | null {
  if ('node' in at) {
    if (!index.nodes.has(at.node)) return null;
    const c = pointPx(at.node);
    const a = LOCO_ANGLES[seat % LOCO_ANGLES.length]!;
    const r = CITY_R + LOCO_LEN * 0.55;
    // Facing away from the city, or east on the east side: it reads as a train about to leave.
    return { x: c.x + Math.cos(a) * r, y: c.y + Math.sin(a) * r * 0.8, angle: Math.cos(a) >= 0 ? 0 : Math.PI };
  }
  const ends = index.ends[at.segment];
  if (!ends) return null;
  const mid = segmentMid(index, at.segment);
  // One locomotive per piece at most: a piece is one seat's, and only its owner's train runs on it ([003:L112]).
  const angle = at.toward === ends[0] ? mid.angle + Math.PI : mid.angle;
  return { x: mid.x, y: mid.y, angle };
}

/** A locomotive: a body with a pointed front towards `angle`, in the seat's colour, edged dark. */
function locomotiveShape(g: ReturnType<typeof graphics>, x: number, y: number, angle: number, fill: number): void {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const L = LOCO_LEN / 2;
  const H = LOCO_H / 2;
  // Outline in the locomotive's own frame (front along +x), then turned.
  const pts: [number, number][] = [[-L, -H], [L * 0.45, -H], [L, 0], [L * 0.45, H], [-L, H]];
  g.poly(pts.flatMap(([px, py]) => [x + px * cos - py * sin, y + px * sin + py * cos]))
    .fill(paint(fill))
    .stroke({ width: LATTICE_PX * 0.03, color: EDGE, join: 'round' });
}

/** The static board: lines, segments (casing, then each colour's pattern), impassable marks, cities, names. */
function buildGround(view: LatticeView): [Container, Container, Container, Container] {
  const board = view.board;
  const lines = graphics('lattice-lines');
  for (const l of board.lines ?? []) {
    const pts = l.points.map(([x, y]) => unitPx({ x, y }));
    if (pts.length < 2) continue;
    lines.moveTo(pts[0]!.x, pts[0]!.y);
    for (const p of pts.slice(1)) lines.lineTo(p.x, p.y);
    lines.stroke({ width: l.kind === 'coast' || l.kind === 'lake' ? LATTICE_PX * 0.05 : LATTICE_PX * 0.03, color: LAND_LINE, alpha: 0.8, join: 'bevel', cap: 'butt' });
  }
  const segs = graphics('lattice-segments');
  drawSegments(segs, board);
  const cities = graphics('lattice-cities');
  const names = new Container({ label: 'lattice-names' });
  const goodIndex = new Map(board.goods.map((g, i) => [g, i]));
  const placeNames = new Map(board.places.map((p) => [p.id, p.name]));
  for (const p of view.places) {
    const c = pointPx(p.node);
    cities.circle(c.x, c.y, CITY_R).fill(paint(0xffffff)).stroke({ width: LATTICE_PX * 0.04, color: EDGE });
    // The good's icon: one of six shapes, the first six goods dark on white and the next six white on dark, on a badge
    // at the disc's upper left (delivery markers take the upper right); the letter in the disc names it too.
    const i = goodIndex.get(p.good) ?? 0;
    const dark = i < GOOD_SHAPES.length;
    const bx = c.x - CITY_R * 0.85;
    const by = c.y - CITY_R * 0.85;
    cities.circle(bx, by, CITY_R * 0.52).fill(paint(dark ? 0xffffff : 0x3b3b3b)).stroke({ width: LATTICE_PX * 0.02, color: EDGE });
    goodsShape(cities, GOOD_SHAPES[i % GOOD_SHAPES.length]!, bx, by, CITY_R * 0.28, dark ? 0x3b3b3b : 0xffffff, EDGE);
    names.addChild(makeLabel(p.letter, c.x, c.y, { size: CITY_R * 1.05, color: EDGE, halo: null, bold: true }));
    names.addChild(makeLabel(placeNames.get(p.id) ?? p.id, c.x, c.y + CITY_R + LATTICE_PX * 0.16, { size: LATTICE_PX * 0.24 }));
  }
  return [lines, segs, cities, names];
}

/** Every segment: a grey casing that shows the lattice, then the colour's pattern over it; impassable ones crossed. */
function drawSegments(g: ReturnType<typeof graphics>, board: LatticeBoard): void {
  const byColor = new Map<string, number[]>();
  board.segments.forEach((s, i) => {
    const list = byColor.get(s.color) ?? [];
    list.push(i);
    byColor.set(s.color, list);
  });
  const ends = (i: number) => {
    const s = board.segments[i]!;
    const a = pointPx(s.a);
    const b = pointPx(s.b);
    return { a, b, dx: b.x - a.x, dy: b.y - a.y };
  };
  const along = (e: ReturnType<typeof ends>, t: number, side: number): Pt => {
    const len = Math.hypot(e.dx, e.dy);
    const u = SEG_FROM + t * (SEG_TO - SEG_FROM);
    return { x: e.a.x + e.dx * u - (e.dy / len) * side, y: e.a.y + e.dy * u + (e.dx / len) * side };
  };
  // Casing under every passable segment, in one stroke.
  for (const [color, list] of byColor) {
    if (color === IMPASSABLE) continue;
    for (const i of list) {
      const e = ends(i);
      const p = along(e, 0, 0);
      const q = along(e, 1, 0);
      g.moveTo(p.x, p.y).lineTo(q.x, q.y);
    }
  }
  g.stroke({ width: LINE_W * 2.1, color: CASING, cap: 'butt' });
  for (const c of board.colors) drawColor(g, c, byColor.get(c.id) ?? [], ends, along);
  // Impassable: a thin dark line broken by a bar across its middle ("no way through"), never a card colour.
  const blocked = byColor.get(IMPASSABLE) ?? [];
  for (const i of blocked) {
    const e = ends(i);
    const p = along(e, 0, 0);
    const q = along(e, 1, 0);
    g.moveTo(p.x, p.y).lineTo(q.x, q.y);
  }
  if (blocked.length) g.stroke({ width: LINE_W * 0.5, color: COLORS.impassable, alpha: 0.6 });
  for (const i of blocked) {
    const e = ends(i);
    for (const t of [0.42, 0.58]) {
      const p = along(e, t, LINE_W * 1.6);
      const q = along(e, t, -LINE_W * 1.6);
      g.moveTo(p.x, p.y).lineTo(q.x, q.y);
    }
  }
  if (blocked.length) g.stroke({ width: LINE_W * 0.6, color: COLORS.impassable });
}

type Ends = { a: Pt; b: Pt; dx: number; dy: number };

function drawColor(g: ReturnType<typeof graphics>, color: LatticeColor, list: readonly number[], ends: (i: number) => Ends, along: (e: Ends, t: number, side: number) => Pt): void {
  if (!list.length) return;
  const pieces = patternPieces(color.pattern);
  const fill = hex(color.fill);
  const double = color.pattern === 'double';
  // Butt caps and square dots: round caps and circles cost ten to twenty vertices each, and the board has ~1 500
  // segments with up to nine pieces each; as quads the static board stays cheap to draw on a tablet's GPU and
  // SwiftShader's alike (docs/board.md).
  let dots = false;
  for (const i of list) {
    const e = ends(i);
    for (const piece of pieces) {
      if (piece.kind === 'dot') {
        dots = true;
        continue;
      }
      const p = along(e, piece.from, piece.offset * LINE_W);
      const q = along(e, piece.to, piece.offset * LINE_W);
      g.moveTo(p.x, p.y).lineTo(q.x, q.y);
    }
  }
  g.stroke({ width: double ? LINE_W * 0.55 : LINE_W, color: fill, cap: 'butt' });
  if (!dots) return;
  // A dot is a square as wide as the line a little thicker, along the segment.
  const half = (LINE_W * 0.6) / (LATTICE_PX * (SEG_TO - SEG_FROM));
  for (const i of list) {
    const e = ends(i);
    for (const piece of pieces) {
      if (piece.kind !== 'dot') continue;
      const p = along(e, piece.at - half, 0);
      const q = along(e, piece.at + half, 0);
      g.moveTo(p.x, p.y).lineTo(q.x, q.y);
    }
  }
  g.stroke({ width: LINE_W * 1.2, color: fill, cap: 'butt' });
}

/** Built pieces: a band in the owner's colour, edged dark, with a disc of the owner's pattern at its middle. */
function drawTrack(g: ReturnType<typeof graphics>, index: LatticeIndex, track: Record<number, number>, looks: (typeof PLAYER_LOOK)[keyof typeof PLAYER_LOOK][]): void {
  const bySeat = new Map<number, number[]>();
  for (const [k, seat] of Object.entries(track)) {
    const list = bySeat.get(seat) ?? [];
    list.push(Number(k));
    bySeat.set(seat, list);
  }
  const band = (list: number[]) => {
    for (const i of list) {
      const [a, b] = index.ends[i] ?? [];
      if (!a || !b) continue;
      const p = pointPx(a);
      const q = pointPx(b);
      const from = 0.1;
      g.moveTo(p.x + (q.x - p.x) * from, p.y + (q.y - p.y) * from).lineTo(q.x - (q.x - p.x) * from, q.y - (q.y - p.y) * from);
    }
  };
  for (const [, list] of bySeat) band(list);
  g.stroke({ width: TRACK_W + LATTICE_PX * 0.05, color: EDGE, cap: 'round' });
  for (const [seat, list] of bySeat) {
    const look = looks[seat];
    if (!look) continue;
    band(list);
    g.stroke({ width: TRACK_W, color: look.fill, cap: 'round' });
  }
  for (const [seat, list] of bySeat) {
    const look = looks[seat];
    if (!look) continue;
    for (const i of list) {
      if (!index.ends[i]) continue;
      const m = segmentMid(index, i);
      g.circle(m.x, m.y, PIECE_R).fill(paint(look.fill)).stroke({ width: LATTICE_PX * 0.02, color: look.ink });
      patternInDisc(g, look.pattern, m.x, m.y, PIECE_R, look.ink);
    }
  }
}

/** The dashes of the other routes on offer, as fractions of a segment (the palette's dashed pattern). */
const OFFERED_DASHES = patternPieces('dashed').flatMap((p) => (p.kind === 'dash' ? [p] : []));

/**
 * The other routes on offer: a thin white casing under short dashes in the seat's colour, so they differ from the
 * route being considered (a wide solid band) by width and pattern, not by colour alone.
 */
function drawOffered(g: ReturnType<typeof graphics>, index: LatticeIndex, segments: readonly number[], fill: number): void {
  const ends = segments.flatMap((i) => {
    const [a, b] = index.ends[i] ?? [];
    return a && b ? [[pointPx(a), pointPx(b)] as const] : [];
  });
  if (!ends.length) return;
  for (const [p, q] of ends) g.moveTo(p.x, p.y).lineTo(q.x, q.y);
  g.stroke({ width: TRACK_W * 0.9, color: 0xffffff, alpha: 0.8, cap: 'round' });
  for (const [p, q] of ends) {
    for (const d of OFFERED_DASHES) g.moveTo(p.x + (q.x - p.x) * d.from, p.y + (q.y - p.y) * d.from).lineTo(p.x + (q.x - p.x) * d.to, p.y + (q.y - p.y) * d.to);
  }
  g.stroke({ width: TRACK_W * 0.5, color: fill, alpha: 0.95, cap: 'butt' });
}

/**
 * Points to tap (rings), the other routes on offer (thin dashes), the route being considered (a wide band in the
 * seat's colour, drawn over them), the chosen point.
 */
function drawHighlights(g: ReturnType<typeof graphics>, index: LatticeIndex, hl: LatticeHighlights, looks: (typeof PLAYER_LOOK)[keyof typeof PLAYER_LOOK][]): void {
  const seatFill = hl.seat === null ? COLORS.highlight : (looks[hl.seat]?.fill ?? COLORS.highlight);
  const picked = new Set(hl.segments);
  drawOffered(
    g,
    index,
    (hl.offered ?? []).filter((i) => !picked.has(i)),
    seatFill,
  );
  for (const i of hl.segments) {
    const [a, b] = index.ends[i] ?? [];
    if (!a || !b) continue;
    const p = pointPx(a);
    const q = pointPx(b);
    g.moveTo(p.x, p.y).lineTo(q.x, q.y);
  }
  if (hl.segments.length) {
    g.stroke({ width: TRACK_W * 1.9, color: 0xffffff, alpha: 0.85, cap: 'round', join: 'round' });
    for (const i of hl.segments) {
      const [a, b] = index.ends[i] ?? [];
      if (!a || !b) continue;
      const p = pointPx(a);
      const q = pointPx(b);
      g.moveTo(p.x, p.y).lineTo(q.x, q.y);
    }
    g.stroke({ width: TRACK_W * 1.1, color: seatFill, alpha: 0.75, cap: 'round', join: 'round' });
  }
  for (const n of hl.nodes) {
    if (!index.nodes.has(n)) continue;
    const c = pointPx(n);
    g.circle(c.x, c.y, CITY_R * 1.3);
  }
  if (hl.nodes.length) g.fill(paint(COLORS.highlight, 0.16)).stroke({ width: LATTICE_PX * 0.06, color: COLORS.highlight, alpha: 0.9 });
  if (hl.selected && index.nodes.has(hl.selected)) {
    const c = pointPx(hl.selected);
    g.circle(c.x, c.y, CITY_R * 1.2).stroke({ width: LATTICE_PX * 0.07, color: COLORS.selected });
  }
}
