// The board's renderer where WebGL cannot start on the page: Pixi's Canvas 2D renderer. A chunk of its own that only
// that path loads (createBoard imports it lazily); the board worker never reaches it, since there the page draws instead.
// Pixi's WebGPU renderer is not offered: the board prefers WebGL, and a device where WebGL fails but WebGPU works still
// draws with this one (docs/performance.md, bundle size).
import { CanvasRenderer, type Renderer, type WebGLRenderer } from 'pixi.js';

/** A started Canvas 2D renderer with the board's options (the same as the WebGL renderer's). */
export async function startCanvasRenderer(options: Parameters<WebGLRenderer['init']>[0]): Promise<Renderer> {
  const renderer = new CanvasRenderer();
  await renderer.init(options);
  return renderer;
}
