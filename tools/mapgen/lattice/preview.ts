// Preview image of a lattice board: an SVG drawn from the LatticeBoard alone (coast, coloured segments with their line
// patterns, impassable segments, cities with their good), rendered to PNG by resvg. Colour never carries meaning alone.
import { Resvg } from '@resvg/resvg-js';
import { nodePoint, parseNodeId } from '../../../src/engine/lattice/coords';
import { IMPASSABLE, type LatticeBoard, type LinePattern } from '../../../src/engine/lattice/types';

const PX = 34; // pixels per lattice unit
const DASH: Record<LinePattern, string | undefined> = {
  solid: undefined,
  dashed: '7 4',
  dotted: '2 3',
  'dash-dot': '8 3 2 3',
  double: undefined,
  'long-dash': '14 4',
};
/** Two-letter marks for the goods on the city discs. */
const GOOD_MARK: Record<string, string> = {
  cows: 'Cw', wood: 'Wd', corn: 'Cn', wheat: 'Wh', coal: 'Cl', oil: 'Oi', steel: 'St', cloth: 'Ct', pigs: 'Pg', flour: 'Fl', peaches: 'Pe', cotton: 'Co',
};

const at = (id: string) => {
  const { col, row } = parseNodeId(id);
  return nodePoint(col, row);
};
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const f = (v: number) => (Math.round(v * 10) / 10).toString();

export function latticePreviewSvg(board: LatticeBoard): string {
  const ox = PX * 1.2;
  const oy = PX * 1.2 + 34;
  const X = (x: number) => f(ox + x * PX);
  const Y = (y: number) => f(oy + y * PX);
  const last = nodePoint(board.grid.cols - 1, board.grid.rows - 1);
  const w = Math.ceil(ox * 2 + (board.grid.cols - 0.5) * PX);
  const legendTop = oy + last.y * PX + PX;
  const h = Math.ceil(legendTop + 80);
  const color = new Map(board.colors.map((c) => [c.id, c]));
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`);
  out.push(`<rect width="100%" height="100%" fill="#f7f5ef"/>`);
  const passable = board.segments.filter((s) => s.color !== IMPASSABLE).length;
  out.push(
    `<text x="${PX}" y="28" font-family="DejaVu Sans" font-size="20" font-weight="bold">${esc(board.title)} · ${board.places.length} cities · ${board.nodes.length} points · ${passable} segments · ~${board.grid.segmentKm ?? '?'} km/segment</text>`,
  );
  for (const line of board.lines ?? []) {
    const pts = line.points.map(([x, y]) => `${X(x)},${Y(y)}`).join(' ');
    out.push(`<polyline points="${pts}" fill="none" stroke="${line.kind === 'lake' ? '#4a8fc0' : '#4a6f8f'}" stroke-width="1.5" stroke-opacity="0.6"/>`);
  }
  for (const s of board.segments) {
    const a = at(s.a);
    const b = at(s.b);
    // Pull the ends in a little so the points and cities stay visible between segments.
    const k = 0.14;
    const x1 = a.x + (b.x - a.x) * k, y1 = a.y + (b.y - a.y) * k, x2 = b.x - (b.x - a.x) * k, y2 = b.y - (b.y - a.y) * k;
    const xy = `x1="${X(x1)}" y1="${Y(y1)}" x2="${X(x2)}" y2="${Y(y2)}"`;
    if (s.color === IMPASSABLE) {
      out.push(`<line ${xy} stroke="#9a9a9a" stroke-width="1.2" stroke-dasharray="1 3"/>`);
      continue;
    }
    const c = color.get(s.color)!;
    out.push(`<line ${xy} stroke="#555" stroke-width="6" stroke-linecap="butt"/>`);
    const dash = DASH[c.pattern];
    out.push(`<line ${xy} stroke="${c.fill}" stroke-width="4"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`);
    if (c.pattern === 'double') out.push(`<line ${xy} stroke="#555" stroke-width="1.2"/>`);
  }
  for (const n of board.nodes) {
    if (n.place) continue;
    const p = nodePoint(n.col, n.row);
    out.push(`<circle cx="${X(p.x)}" cy="${Y(p.y)}" r="2.2" fill="#444"/>`);
  }
  const spots = board.places.map((pl) => at(pl.node));
  for (const pl of board.places) {
    const p = at(pl.node);
    // A label goes above its disc when a city close by on the left of the same row would run into it.
    const crowded = spots.some((q) => Math.abs(q.y - p.y) < 0.1 && p.x - q.x > 0 && p.x - q.x < 3.2);
    out.push(`<circle cx="${X(p.x)}" cy="${Y(p.y)}" r="${f(0.36 * PX)}" fill="#fff" stroke="#111" stroke-width="2.5"/>`);
    out.push(`<text x="${X(p.x)}" y="${Y(p.y + 0.13)}" font-family="DejaVu Sans" font-size="12" font-weight="bold" text-anchor="middle" fill="#111">${GOOD_MARK[pl.good] ?? pl.good.slice(0, 2)}</text>`);
    out.push(
      `<text x="${X(p.x)}" y="${Y(p.y + (crowded ? -0.5 : 0.72))}" font-family="DejaVu Sans" font-size="12" font-weight="bold" text-anchor="middle" fill="#111" stroke="#f7f5ef" stroke-width="3" paint-order="stroke">${esc(pl.name)}</text>`,
    );
  }
  // Legend: the six colours with their patterns, then the goods marks.
  board.colors.forEach((c, i) => {
    const x = PX + i * 150;
    const y = legendTop;
    const dash = DASH[c.pattern];
    out.push(`<line x1="${x}" y1="${y}" x2="${x + 50}" y2="${y}" stroke="#555" stroke-width="6"/>`);
    out.push(`<line x1="${x}" y1="${y}" x2="${x + 50}" y2="${y}" stroke="${c.fill}" stroke-width="4"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`);
    if (c.pattern === 'double') out.push(`<line x1="${x}" y1="${y}" x2="${x + 50}" y2="${y}" stroke="#555" stroke-width="1.2"/>`);
    out.push(`<text x="${x + 58}" y="${y + 5}" font-family="DejaVu Sans" font-size="14">${esc(c.id)}</text>`);
  });
  const goods = board.goods.map((g) => `${GOOD_MARK[g] ?? g.slice(0, 2)} ${g}`).join(' · ');
  out.push(`<text x="${PX}" y="${f(legendTop + 34)}" font-family="DejaVu Sans" font-size="14">${esc(goods)} · dotted grey: impassable</text>`);
  out.push('</svg>');
  return out.join('\n');
}

export function latticePreviewPng(board: LatticeBoard): Buffer {
  const resvg = new Resvg(latticePreviewSvg(board), {
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
    fitTo: { mode: 'original' },
  });
  return resvg.render().asPng();
}
