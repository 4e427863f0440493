// `npx tsx tools/icons.ts`: draws the app icon as SVG and renders the PNGs the web manifest lists (public/).
// "any" icons have rounded corners and fill the square; maskable ones keep the hexagon inside the 80 % safe circle.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const NAVY = '#1f3a5f';
const CREAM = '#f4efe4';
const RAIL = '#2b2b2b';
const TIE = '#8a5a2b';

/** A flat-top hexagon with a curved track crossing it, centred at (256, 256), `r` = corner radius of the hexagon. */
function art(r: number): string {
  const pts = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i;
    return `${(256 + r * Math.cos(a)).toFixed(1)},${(256 + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  const s = r / 200; // drawn for r = 200, then scaled
  // The track: an arc centred below-left of the hexagon, so it sweeps across it like a gentle curve tile.
  const cx = 256 - 190 * s;
  const cy = 256 + 190 * s;
  const R = 280 * s;
  const ties = Array.from({ length: 12 }, (_, i) => {
    const deg = -100 + i * 10;
    const a = (deg * Math.PI) / 180;
    const x = cx + R * Math.cos(a);
    const y = cy + R * Math.sin(a);
    return `<rect x="${(x - 36 * s).toFixed(1)}" y="${(y - 7 * s).toFixed(1)}" width="${(72 * s).toFixed(1)}" height="${(14 * s).toFixed(1)}" fill="${TIE}" transform="rotate(${deg} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }).join('');
  const arc = (dr: number) =>
    `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(R + dr * s).toFixed(1)}" fill="none" stroke="${RAIL}" stroke-width="${(10 * s).toFixed(1)}"/>`;
  return (
    `<polygon points="${pts}" fill="${CREAM}" stroke="${CREAM}" stroke-width="${(12 * s).toFixed(1)}" stroke-linejoin="round"/>` +
    `<clipPath id="hex"><polygon points="${pts}"/></clipPath>` +
    `<g clip-path="url(#hex)">${ties}${arc(-24)}${arc(24)}</g>`
  );
}

function svg(kind: 'any' | 'maskable'): string {
  const bg = kind === 'any' ? `<rect width="512" height="512" rx="96" fill="${NAVY}"/>` : `<rect width="512" height="512" fill="${NAVY}"/>`;
  // Maskable: the safe zone is a circle of radius 0.4 × size = 205 px; the hexagon's corners stay inside it.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${bg}${art(kind === 'any' ? 216 : 190)}</svg>`;
}

function png(source: string, size: number, file: string): void {
  const r = new Resvg(source, { fitTo: { mode: 'width', value: size } });
  writeFileSync(join(out, file), r.render().asPng());
  console.log(`public/${file}`);
}

writeFileSync(join(out, 'favicon.svg'), svg('any') + '\n');
png(svg('any'), 192, 'icon-192.png');
png(svg('any'), 512, 'icon-512.png');
png(svg('maskable'), 192, 'icon-maskable-192.png');
png(svg('maskable'), 512, 'icon-maskable-512.png');
png(svg('maskable'), 180, 'apple-touch-icon.png');
