// PixiJS's environment in the board worker: what Pixi's own WebWorkerAdapter gives, less its XML parser. That parser is
// a whole DOM implementation (@xmldom/xmldom, ~25 KB gzip, docs/performance.md) for bitmap fonts stored as XML, which
// the board never loads: its fonts are drawn at run time (draw/labels.ts). Pixi's adapter module imports it at its
// top, so importing the adapter at all ships it.
import type { Adapter } from 'pixi.js';

/** Thrown by parseXML: no Pixi path the board takes parses XML; a new one fails loudly instead of drawing nothing. */
export const NO_XML = 'the board worker parses no XML (bitmap fonts in XML are not supported)';

export const boardWorkerAdapter: Adapter = {
  createCanvas: (width, height) => new OffscreenCanvas(width ?? 0, height ?? 0),
  createImage: () => new Image(),
  getCanvasRenderingContext2D: () => OffscreenCanvasRenderingContext2D,
  getWebGLRenderingContext: () => WebGLRenderingContext,
  getNavigator: () => navigator,
  getBaseUrl: () => globalThis.location.href,
  getFontFaceSet: () => (globalThis as { fonts?: FontFaceSet }).fonts ?? null,
  fetch: (url, options) => fetch(url, options),
  parseXML: () => {
    throw new Error(NO_XML);
  },
};
