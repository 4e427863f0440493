// The static terrain: hexes, terrain marks, rivers and coasts, impassable edges, cities and towns with names and numbers.
// Built once per map inside the camera's render group, so panning and zooming move it on the GPU without touching its
// children. The first frame has the hexes' colours, the cities and towns and their numbers; the details (grid lines,
// terrain marks, rivers, coasts, borders, impassable edges) and the place names follow in idle time (addDeferred).
import { Container, type BitmapText, type Graphics } from 'pixi.js';
import { graphics } from '../draw/graphics';
import type { HexId } from '../../engine/hex/coords';
import type { BoardMap, MapLine, Place } from '../../engine/map/types';
import { landHexes, terrainAt } from '../../engine/map/query';
import { edgeBetween } from '../../engine/hex/coords';
import { hexCenterPx, hexPolygon, edgeCorners, HEX_PX, MARGIN, type Pt } from '../geometry';
import { CITY_FILL, COLORS, GROWTH_BADGE, TERRAIN_FILL, paint } from '../palette';
import { hillMark, mountainMark, swampMark, waveMark } from '../draw/marks';
import { makeLabel, type LabelOptions } from '../draw/labels';
import { nameSpot } from '../place-names';

const SQRT3 = Math.sqrt(3);

function linePx(p: [number, number]): Pt {
  return { x: MARGIN + p[0] * HEX_PX, y: MARGIN + (p[1] + SQRT3 / 2) * HEX_PX };
}

function allHexes(map: BoardMap): HexId[] {
  const out: HexId[] = [];
  for (let row = 0; row < map.grid.rows; row++) {
    for (let col = 0; col < map.grid.cols; col++) {
      if (terrainAt(map, `${col},${row}`) !== 'offboard') out.push(`${col},${row}`);
    }
  }
  return out;
}

/** Hexes that a river polyline passes within half a hex of, so their wave mark is not drawn twice. */
function hexesNearRivers(lines: readonly MapLine[]): Set<HexId> {
  const near = new Set<HexId>();
  for (const l of lines) {
    if (l.kind !== 'river') continue;
    for (const [x, y] of l.points) {
      const col = Math.round(x / 1.5);
      const row = Math.round(y / SQRT3 - (col & 1 ? 0.5 : 0));
      near.add(`${col},${row}`);
    }
  }
  return near;
}

function drawLines(g: Graphics, lines: readonly MapLine[]): void {
  const style: Record<MapLine['kind'], { width: number; color: number; alpha: number }> = {
    river: { width: HEX_PX * 0.12, color: COLORS.river, alpha: 0.95 },
    coast: { width: HEX_PX * 0.06, color: COLORS.coast, alpha: 0.9 },
    lake: { width: HEX_PX * 0.06, color: COLORS.coast, alpha: 0.9 },
    border: { width: HEX_PX * 0.05, color: COLORS.mark, alpha: 0.6 },
    // Steam's canals: narrower than a river and in the river's blue; their hexes are river terrain, priced as rivers.
    canal: { width: HEX_PX * 0.07, color: COLORS.river, alpha: 0.95 },
  };
  for (const l of lines) {
    const pts = l.points.map(linePx);
    if (pts.length < 2) continue;
    g.moveTo(pts[0]!.x, pts[0]!.y);
    for (const p of pts.slice(1)) g.lineTo(p.x, p.y);
    g.stroke({ ...style[l.kind], cap: 'round', join: 'round' });
  }
}

/** Parts the grid lines and the water lines are built in (see buildTerrain's details). */
const GRID_PARTS = 3;
const LINE_PARTS = 3;

/** `items` in `n` consecutive parts of about equal weight (none empty unless there are fewer items than parts). */
function split<T>(items: readonly T[], n: number, weight: (item: T) => number): T[][] {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  const parts: T[][] = [[]];
  let acc = 0;
  for (const item of items) {
    if (acc >= (total * parts.length) / n && parts.length < n && parts.at(-1)!.length > 0) parts.push([]);
    parts.at(-1)!.push(item);
    acc += weight(item);
  }
  return parts.filter((p) => p.length > 0);
}

/** A place name still to be made (names come after the first frame; see Terrain.addDeferred). */
interface PendingName {
  text: string;
  x: number;
  y: number;
  opts: LabelOptions;
}

function drawPlace(g: Graphics, labels: Container, names: PendingName[], place: Place): void {
  const c = hexCenterPx(place.hex);
  if (place.kind === 'city' || place.kind === 'station') {
    const fill = place.color ? CITY_FILL[place.color] : 0x2f6b3a;
    g.poly(hexPolygon(c.x, c.y, 0.94)).fill(paint(fill)).stroke({ width: HEX_PX * 0.08, color: 0x1b1b1b });
    if (place.growth) {
      const badge = GROWTH_BADGE[place.growth.group];
      const bx = c.x - HEX_PX * 0.5;
      const by = c.y - HEX_PX * 0.42;
      g.circle(bx, by, HEX_PX * 0.22).fill(paint(badge.fill)).stroke({ width: HEX_PX * 0.04, color: 0x1b1b1b });
      labels.addChild(makeLabel(String(place.growth.n), bx, by, { size: HEX_PX * 0.3, color: badge.ink, halo: null, bold: true }));
    }
  } else {
    g.circle(c.x, c.y, HEX_PX * 0.2).fill(paint(COLORS.town)).stroke({ width: HEX_PX * 0.06, color: COLORS.townEdge });
  }
  // Where place-names.ts says, so the owner markers know the room the name takes.
  const at = nameSpot(place);
  names.push({ text: place.name, x: at.x, y: at.y, opts: { size: at.size, bold: at.bold } });
}

export interface Terrain {
  /** Hexes, marks, water, places: below the track. */
  ground: Container;
  /** Place names and growth numbers: above the track, so a tile on a town never hides its name. */
  labels: Container;
  /**
   * Makes the deferred parts, a piece per call: 'more' while some are left, 'shown' when the call put the details into
   * the scene (draw a frame), 'done' at the end. First the details, each drawn in one call and handed to `tessellate`
   * in the next (building their outlines and strokes was ~70 ms of a cold start's first frame at CPU ×4,
   * docs/performance.md); once all are built they join the scene together. Then the place names, a few per call.
   * Names were most of a cold start's first frame (rasterising their glyphs with the halo, setting up each text,
   * uploading the glyph pages: ~0.4 s at CPU ×4), so the board draws and answers taps first and all this follows in
   * idle time. Each call rasterises the new glyphs of its names; showNames then puts them all into the scene at once,
   * so the static layers' instructions are rebuilt once for them. (Details and names shown in one frame made it a task
   * over 50 ms at CPU ×4.)
   */
  addDeferred(budgetMs: number, tessellate: (g: Graphics) => void): 'more' | 'shown' | 'done';
  /** Puts the names made so far into the scene (after the last addDeferred). */
  showNames(): void;
  /** How many place names are in the scene (all of the map's once showNames has run after the last addDeferred). */
  namesShown(): number;
  /** Destroys the containers and any names made but not yet shown (when the map changes or the board goes). */
  destroy(): void;
}

/** The terrain containers for `map`; destroy them and build new ones when the map changes. */
export function buildTerrain(map: BoardMap): Terrain {
  const root = new Container({ label: 'terrain' });
  const base = graphics();
  const places = graphics();
  const labels = new Container({ label: 'terrain-labels' });
  const names: PendingName[] = [];
  const made: BitmapText[] = [];

  // The hexes that carry a terrain mark, noted on the way (the marks are drawn later, among the details).
  const marked: { id: HexId; t: 'hill' | 'mountain' | 'swamp' | 'river'; c: Pt }[] = [];
  for (const id of allHexes(map)) {
    const t = terrainAt(map, id);
    if (t === 'offboard') continue;
    const c = hexCenterPx(id);
    base.poly(hexPolygon(c.x, c.y)).fill(paint(TERRAIN_FILL[t]));
    if (t === 'hill' || t === 'mountain' || t === 'swamp' || t === 'river') marked.push({ id, t, c });
  }
  for (const place of map.places) drawPlace(places, labels, names, place);
  root.addChild(base, places);

  // The details, bottom to top (all between the hexes' colours and the places), each drawn by one call of addDeferred
  // and built by the next. Grid lines and the water lines come in parts: built whole, each took 25–58 ms at CPU ×4,
  // so a slice could become a task over 50 ms after the board was drawn.
  const land = landHexes(map);
  const gridParts = split(land, GRID_PARTS, () => 1).map((part) => () => {
    // Grid lines on land only, so water reads as one body.
    const grid = graphics();
    for (const id of part) {
      const c = hexCenterPx(id);
      grid.poly(hexPolygon(c.x, c.y));
    }
    return grid.stroke({ width: 1, color: COLORS.hexLine, alpha: 0.9 });
  });
  const lineParts = split(map.lines ?? [], LINE_PARTS, (l) => l.points.length).map((part) => () => {
    const lines = graphics();
    drawLines(lines, part);
    return lines;
  });
  const details: (() => Graphics)[] = [
    ...gridParts,
    () => {
      const marks = graphics();
      const near = hexesNearRivers(map.lines ?? []);
      for (const { id, t, c } of marked) {
        if (t === 'hill') hillMark(marks, c.x, c.y, HEX_PX, COLORS.mark);
        else if (t === 'mountain') mountainMark(marks, c.x, c.y, HEX_PX, 0x8a7a5c);
        else if (t === 'swamp') swampMark(marks, c.x, c.y, HEX_PX, 0x3f6b48);
        else if (t === 'river' && !near.has(id)) waveMark(marks, c.x, c.y - HEX_PX * 0.1, HEX_PX, COLORS.river);
      }
      return marks;
    },
    ...lineParts,
    () => {
      const edges = graphics();
      for (const [a, b] of map.impassableEdges) {
        const e = edgeBetween(a, b);
        if (e === null) continue;
        const c = hexCenterPx(a);
        const [p, q] = edgeCorners(e);
        edges.moveTo(c.x + p.x * HEX_PX, c.y + p.y * HEX_PX).lineTo(c.x + q.x * HEX_PX, c.y + q.y * HEX_PX);
      }
      if (map.impassableEdges.length) edges.stroke({ width: HEX_PX * 0.16, color: COLORS.impassable, cap: 'round' });
      return edges;
    },
  ];
  const drawn: Graphics[] = [];
  let tessellated = 0;

  const addDeferred = (budgetMs: number, tessellate: (g: Graphics) => void): 'more' | 'shown' | 'done' => {
    if (labels.destroyed) return 'done';
    if (tessellated < drawn.length) {
      tessellate(drawn[tessellated++]!);
      if (tessellated < details.length) return 'more';
      drawn.forEach((g, i) => root.addChildAt(g, 1 + i));
      return 'shown';
    }
    if (drawn.length < details.length) {
      drawn.push(details[drawn.length]!());
      return 'more';
    }
    const until = performance.now() + budgetMs;
    // At least one name per call, so the names always arrive however busy the page is.
    do {
      const next = names[made.length];
      if (!next) break;
      const label = makeLabel(next.text, next.x, next.y, next.opts);
      void label.width; // measuring rasterises the glyphs now, in this slice, rather than all in the next frame
      made.push(label);
    } while (performance.now() < until);
    return made.length < names.length ? 'more' : 'done';
  };
  const showNames = () => {
    if (!labels.destroyed && made.length > 0 && !made[0]!.parent) labels.addChild(...made);
  };
  const namesShown = () => made.filter((l) => l.parent === labels).length;
  const destroy = () => {
    for (const l of made) if (!l.parent) l.destroy();
    for (const g of drawn) if (g.parent !== root) g.destroy();
    root.destroy({ children: true });
    labels.destroy({ children: true });
  };
  return { ground: root, labels, addDeferred, showNames, namesShown, destroy };
}
