// The board's WebGL context attributes, in one place: the board worker's entry asks for its context with them before
// PixiJS has loaded (board.worker.ts), and the board passes that context to PixiJS (board.ts), which would otherwise
// ask with these same attributes itself (its GlContextSystem: opaque background, premultiplied alpha, a stencil buffer
// for masks, and a drawing buffer kept between frames, which still-frame.ts redraws in part).

/** Multisample antialiasing unless the caller says: on for screens under 2 device pixels per CSS pixel. */
export function wantsAntialias(antialias: boolean | undefined, dpr: number): boolean {
  return antialias ?? dpr < 2;
}

export function glAttributes(antialias: boolean): WebGLContextAttributes {
  return { alpha: false, premultipliedAlpha: true, antialias, stencil: true, preserveDrawingBuffer: true, powerPreference: 'default' };
}
