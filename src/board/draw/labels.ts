// Text on the board (place names, growth numbers, letters): created once, re-rasterised at the zoom level after a zoom ends
// so labels stay sharp on high-DPI screens without re-rendering text on every frame.
import { Container, Text } from 'pixi.js';
import { COLORS } from '../palette';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export interface LabelOptions {
  size: number;
  color?: number;
  halo?: number | null;
  bold?: boolean;
}

export function makeLabel(text: string, x: number, y: number, opts: LabelOptions): Text {
  const halo = opts.halo === undefined ? COLORS.labelHalo : opts.halo;
  const label = new Text({
    text,
    style: {
      fontFamily: FONT,
      fontSize: opts.size,
      fontWeight: opts.bold ? '700' : '500',
      fill: opts.color ?? COLORS.label,
      ...(halo === null ? {} : { stroke: { color: halo, width: Math.max(2, opts.size * 0.28), join: 'round' as const } }),
    },
    anchor: 0.5,
  });
  label.position.set(x, y);
  return label;
}

/** Every Text under `root`. */
function textsIn(root: Container, out: Text[] = []): Text[] {
  for (const child of root.children) {
    if (child instanceof Text) out.push(child);
    else if (child instanceof Container) textsIn(child, out);
  }
  return out;
}

/**
 * Raster text at `resolution` device pixels per world pixel, rounded up to a power of two (1, 2, 4, 8) so a zoom
 * re-rasterises labels only when it crosses a doubling, not on every small change.
 */
export function textResolutionFor(resolution: number): number {
  return Math.min(8, 2 ** Math.max(0, Math.ceil(Math.log2(Math.max(1, resolution)))));
}

export function setTextResolution(root: Container, resolution: number): void {
  const r = textResolutionFor(resolution);
  for (const t of textsIn(root)) if (t.resolution !== r) t.resolution = r;
}
