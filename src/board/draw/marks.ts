// Small symbols drawn into a Graphics: goods-cube shapes, player patterns, terrain marks (hills, mountains, swamp).
// Shapes and patterns are what makes colour never the only carrier of meaning.
import type { Graphics } from 'pixi.js';
import { paint, type GoodsShape, type PatternId } from '../palette';

/** A goods cube's shape of radius r around (x, y), filled and outlined. */
export function goodsShape(g: Graphics, shape: GoodsShape, x: number, y: number, r: number, fill: number, edge: number): void {
  switch (shape) {
    case 'square':
      g.rect(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7);
      break;
    case 'circle':
      g.circle(x, y, r);
      break;
    case 'diamond':
      g.poly([x, y - r * 1.1, x + r * 1.1, y, x, y + r * 1.1, x - r * 1.1, y]);
      break;
    case 'triangle':
      g.poly([x, y - r * 1.15, x + r * 1.1, y + r * 0.8, x - r * 1.1, y + r * 0.8]);
      break;
    case 'hexagon':
      g.regularPoly(x, y, r, 6, Math.PI / 6);
      break;
    case 'star':
      g.star(x, y, 5, r * 1.2, r * 0.6);
      break;
  }
  g.fill(paint(fill)).stroke({ width: Math.max(1, r * 0.18), color: edge });
}

/** A player's pattern inside a disc of radius r, in `ink`, drawn over the disc's fill. */
export function patternInDisc(g: Graphics, pattern: PatternId, x: number, y: number, r: number, ink: number): void {
  const w = Math.max(0.8, r * 0.12);
  const alpha = 0.55;
  switch (pattern) {
    case 'solid':
      g.circle(x, y, r * 0.78).stroke({ width: w, color: ink, alpha });
      return;
    case 'stripes':
      for (const d of [-0.5, 0, 0.5]) {
        const h = Math.sqrt(1 - d * d) * r * 0.9;
        g.moveTo(x + d * r - h * 0.7, y + h * 0.7).lineTo(x + d * r + h * 0.7, y - h * 0.7);
      }
      g.stroke({ width: w, color: ink, alpha });
      return;
    case 'dots':
      for (let k = 0; k < 6; k++) {
        const a = (Math.PI / 3) * k;
        g.circle(x + Math.cos(a) * r * 0.72, y + Math.sin(a) * r * 0.72, r * 0.11);
      }
      g.fill(paint(ink, alpha));
      return;
    case 'checks':
      for (let k = 0; k < 4; k++) {
        const a = (Math.PI / 2) * k + Math.PI / 4;
        const cx = x + Math.cos(a) * r * 0.62;
        const cy = y + Math.sin(a) * r * 0.62;
        g.rect(cx - r * 0.14, cy - r * 0.14, r * 0.28, r * 0.28);
      }
      g.fill(paint(ink, alpha));
      return;
    case 'waves':
      g.moveTo(x - r * 0.8, y + r * 0.55);
      for (let i = 1; i <= 8; i++) g.lineTo(x - r * 0.8 + i * r * 0.2, y + r * 0.55 + (i % 2 ? -r * 0.12 : 0));
      g.moveTo(x - r * 0.8, y - r * 0.55);
      for (let i = 1; i <= 8; i++) g.lineTo(x - r * 0.8 + i * r * 0.2, y - r * 0.55 + (i % 2 ? -r * 0.12 : 0));
      g.stroke({ width: w, color: ink, alpha });
      return;
    case 'cross':
      g.moveTo(x - r * 0.62, y - r * 0.62).lineTo(x - r * 0.4, y - r * 0.4);
      g.moveTo(x + r * 0.62, y - r * 0.62).lineTo(x + r * 0.4, y - r * 0.4);
      g.moveTo(x - r * 0.62, y + r * 0.62).lineTo(x - r * 0.4, y + r * 0.4);
      g.moveTo(x + r * 0.62, y + r * 0.62).lineTo(x + r * 0.4, y + r * 0.4);
      g.stroke({ width: w * 1.4, color: ink, alpha });
      return;
  }
}

/** Hill: two low bumps. Size s = hex radius. */
export function hillMark(g: Graphics, x: number, y: number, s: number, color: number): void {
  for (const dx of [-0.28, 0.22]) {
    const cx = x + dx * s;
    const cy = y + 0.12 * s;
    g.moveTo(cx - 0.22 * s, cy).quadraticCurveTo(cx, cy - 0.3 * s, cx + 0.22 * s, cy);
  }
  g.stroke({ width: s * 0.06, color, cap: 'round' });
}

/** Mountain: two peaks with a snow cap, filled so it reads at a glance even without colour. */
export function mountainMark(g: Graphics, x: number, y: number, s: number, color: number): void {
  g.poly([x - 0.5 * s, y + 0.3 * s, x - 0.15 * s, y - 0.35 * s, x + 0.05 * s, y + 0.02 * s, x + 0.18 * s, y - 0.18 * s, x + 0.5 * s, y + 0.3 * s])
    .fill(paint(color, 0.75))
    .stroke({ width: s * 0.04, color: 0x3b3326 });
  g.poly([x - 0.15 * s, y - 0.35 * s, x - 0.05 * s, y - 0.16 * s, x - 0.25 * s, y - 0.16 * s]).fill(paint(0xffffff));
}

/** Swamp: short grass tufts over a water line. */
export function swampMark(g: Graphics, x: number, y: number, s: number, color: number): void {
  for (const dx of [-0.25, 0, 0.25]) {
    const bx = x + dx * s;
    const by = y + 0.2 * s;
    g.moveTo(bx, by).lineTo(bx - 0.06 * s, by - 0.18 * s);
    g.moveTo(bx, by).lineTo(bx, by - 0.22 * s);
    g.moveTo(bx, by).lineTo(bx + 0.06 * s, by - 0.18 * s);
  }
  g.moveTo(x - 0.4 * s, y + 0.22 * s).lineTo(x + 0.4 * s, y + 0.22 * s);
  g.stroke({ width: s * 0.035, color, cap: 'round' });
}

/** Short waves: marks a river hex when the map has no river polyline through it. */
export function waveMark(g: Graphics, x: number, y: number, s: number, color: number): void {
  for (const dy of [-0.08, 0.12]) {
    g.moveTo(x - 0.35 * s, y + dy * s);
    g.quadraticCurveTo(x - 0.175 * s, y + (dy - 0.1) * s, x, y + dy * s);
    g.quadraticCurveTo(x + 0.175 * s, y + (dy + 0.1) * s, x + 0.35 * s, y + dy * s);
  }
  g.stroke({ width: s * 0.05, color, cap: 'round' });
}
