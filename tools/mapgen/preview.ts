// Preview image of a map: an SVG drawn from the BoardMap alone (hexes, terrain, lines, places), rendered to PNG by resvg.
// Colour never carries meaning alone: cities show their number and group letter, terrain has a letter too.
import { Resvg } from '@resvg/resvg-js';
import { hexCenter, neighbour, edgeBetween, edgeMidpoint, parseHexId } from '../../src/engine/hex/coords';
import { TERRAIN_CHARS, type BoardMap, type Terrain } from '../../src/engine/map/types';

const PX = 36; // pixels per hex unit
const FILL: Record<Terrain, string> = {
  plain: '#dfe8c4',
  river: '#bcd9e8',
  hill: '#d9c79b',
  mountain: '#b59a77',
  swamp: '#9fbf9a',
  water: '#7fb0d6',
  offboard: 'none',
};
const MARK: Partial<Record<Terrain, string>> = { river: '≈', hill: '∩', mountain: '▲', swamp: '“' };
const CITY: Record<string, string> = {
  red: '#d1362f',
  blue: '#2f63c9',
  purple: '#8a3fb5',
  yellow: '#e9c22c',
  black: '#222222',
  grey: '#8a8a8a',
  white: '#ffffff',
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const f = (v: number) => (Math.round(v * 10) / 10).toString();

export function previewSvg(map: BoardMap): string {
  const w = (1.5 * (map.grid.cols - 1) + 2) * PX + 2 * PX;
  const h = (Math.sqrt(3) * (map.grid.rows + 0.5)) * PX + 2 * PX + 30;
  const ox = PX * 2;
  const oy = PX * 1.2 + 30;
  const X = (x: number) => f(ox + x * PX);
  const Y = (y: number) => f(oy + y * PX);
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(w)}" height="${Math.ceil(h)}" viewBox="0 0 ${Math.ceil(w)} ${Math.ceil(h)}">`);
  out.push(`<rect width="100%" height="100%" fill="#f7f5ef"/>`);
  out.push(`<text x="${PX}" y="26" font-family="DejaVu Sans" font-size="20" font-weight="bold">${esc(map.title)} · ${map.grid.cols}×${map.grid.rows} · ~${map.grid.hexKm ?? '?'} km/hex</text>`);
  const corners = (cx: number, cy: number) =>
    [0, 1, 2, 3, 4, 5].map((i) => `${X(cx + Math.cos((Math.PI / 3) * i))},${Y(cy + Math.sin((Math.PI / 3) * i))}`).join(' ');
  map.terrain.forEach((text, row) => {
    for (let col = 0; col < map.grid.cols; col++) {
      const t = TERRAIN_CHARS[text[col] ?? ' '] ?? 'offboard';
      if (t === 'offboard') continue;
      const c = hexCenter(col, row);
      out.push(`<polygon points="${corners(c.x, c.y)}" fill="${FILL[t]}" stroke="#8c8c7a" stroke-width="1"/>`);
      const mark = MARK[t];
      if (mark) out.push(`<text x="${X(c.x)}" y="${Y(c.y + 0.62)}" font-family="DejaVu Sans" font-size="12" text-anchor="middle" fill="#555">${mark}</text>`);
      const cost = map.costs?.[`${col},${row}`];
      if (cost !== undefined) out.push(`<text x="${X(c.x)}" y="${Y(c.y - 0.35)}" font-family="DejaVu Sans" font-size="14" font-weight="bold" text-anchor="middle" fill="#7a2a00">$${cost}</text>`);
    }
  });
  for (const line of map.lines ?? []) {
    const pts = line.points.map(([x, y]) => `${X(x)},${Y(y)}`).join(' ');
    // Canals: a river-blue line edged in purple, as Steam draws them; dashed so the edge does not carry meaning alone.
    if (line.kind === 'canal') {
      out.push(`<polyline points="${pts}" fill="none" stroke="#8a3fb5" stroke-width="5" stroke-opacity="0.8"/>`);
      out.push(`<polyline points="${pts}" fill="none" stroke="#2b7bbf" stroke-width="2" stroke-dasharray="5 3"/>`);
      continue;
    }
    const stroke = line.kind === 'river' ? '#2b7bbf' : line.kind === 'border' ? '#777' : '#4a6f8f';
    const width = line.kind === 'river' ? 2.5 : 1;
    out.push(`<polyline points="${pts}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-opacity="${line.kind === 'river' ? 0.9 : 0.5}"/>`);
  }
  for (const [a, b] of map.impassableEdges) {
    const e = edgeBetween(a, b);
    if (e === null) continue;
    const { col, row } = parseHexId(a);
    const c = hexCenter(col, row);
    const m = edgeMidpoint(e);
    // The edge runs perpendicular to the centre-to-midpoint direction, half a hex side each way.
    const len = Math.hypot(m.x, m.y);
    const px = (-m.y / len) * 0.5, py = (m.x / len) * 0.5;
    out.push(`<line x1="${X(c.x + m.x + px)}" y1="${Y(c.y + m.y + py)}" x2="${X(c.x + m.x - px)}" y2="${Y(c.y + m.y - py)}" stroke="#111" stroke-width="5"/>`);
    void neighbour;
  }
  for (const link of map.specialLinks ?? []) {
    const [p, q] = link.between.map((id) => map.places.find((pl) => pl.id === id));
    if (!p || !q) continue;
    const a = hexCenter(parseHexId(p.hex).col, parseHexId(p.hex).row);
    const b = hexCenter(parseHexId(q.hex).col, parseHexId(q.hex).row);
    out.push(`<line x1="${X(a.x)}" y1="${Y(a.y)}" x2="${X(b.x)}" y2="${Y(b.y)}" stroke="#fff" stroke-width="7"/>`);
    out.push(`<line x1="${X(a.x)}" y1="${Y(a.y)}" x2="${X(b.x)}" y2="${Y(b.y)}" stroke="#333" stroke-width="3" stroke-dasharray="6 4"/>`);
  }
  for (const p of map.places) {
    const { col, row } = parseHexId(p.hex);
    const c = hexCenter(col, row);
    if (p.kind === 'town') {
      out.push(`<circle cx="${X(c.x)}" cy="${Y(c.y)}" r="${f(0.3 * PX)}" fill="#fff" stroke="#222" stroke-width="3"/>`);
    } else if (p.kind === 'station') {
      out.push(`<rect x="${X(c.x - 0.5)}" y="${Y(c.y - 0.4)}" width="${f(PX)}" height="${f(0.8 * PX)}" fill="#1f5e3a" stroke="#111" stroke-width="2"/>`);
      out.push(`<text x="${X(c.x)}" y="${Y(c.y + 0.15)}" font-family="DejaVu Sans" font-size="13" font-weight="bold" text-anchor="middle" fill="#fff">S</text>`);
    } else {
      const fill = CITY[p.color ?? 'black'] ?? '#222';
      out.push(`<circle cx="${X(c.x)}" cy="${Y(c.y)}" r="${f(0.62 * PX)}" fill="${fill}" stroke="#111" stroke-width="2"/>`);
      // Age of Steam cities show their growth column; Steam cities, which have none, their printed starting cubes.
      const label = p.growth ? `${p.growth.group === 'light' ? 'L' : 'D'}${p.growth.n}` : map.game === 'steam' ? String(p.startCubes ?? '') : '★';
      const ink = p.color === 'yellow' || p.color === 'white' ? '#111' : '#fff';
      out.push(`<text x="${X(c.x)}" y="${Y(c.y + 0.2)}" font-family="DejaVu Sans" font-size="16" font-weight="bold" text-anchor="middle" fill="${ink}">${label}</text>`);
    }
    out.push(
      `<text x="${X(c.x)}" y="${Y(c.y + 0.95)}" font-family="DejaVu Sans" font-size="12" font-weight="bold" text-anchor="middle" fill="#111" stroke="#f7f5ef" stroke-width="3" paint-order="stroke">${esc(p.name)}${p.startCubes ? ` (${p.startCubes})` : ''}</text>`,
    );
  }
  out.push('</svg>');
  return out.join('\n');
}

export function previewPng(map: BoardMap): Buffer {
  const resvg = new Resvg(previewSvg(map), {
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
    fitTo: { mode: 'original' },
  });
  return resvg.render().asPng();
}
