// The board worker's entry makes the WebGL context before PixiJS has loaded, with gl-attributes.ts; PixiJS is then given
// it. These must be the attributes PixiJS itself would ask for with the board's options (an opaque background, no back
// buffer, the drawing buffer kept), or a PixiJS upgrade could change what the board gets without anyone noticing.
import { describe, expect, it } from 'vitest';
import { glAttributes, wantsAntialias } from './gl-attributes';

// PixiJS's context system alone: the package's exports do not reach the module, and its index needs a browser.
const CONTEXT_SYSTEM = '../../node_modules/pixi.js/lib/rendering/renderers/gl/context/GlContextSystem.mjs';
const { GlContextSystem } = (await import(/* @vite-ignore */ CONTEXT_SYSTEM)) as { GlContextSystem: new (r: unknown) => { init(o: object): void } };

/** The attributes PixiJS's context system asks `getContext` for, with the board's renderer options. */
function askedByPixi(antialias: boolean): unknown {
  let asked: unknown = null;
  const canvas = {
    getContext: (_kind: string, attributes: unknown) => {
      asked ??= attributes;
      return null;
    },
  };
  const renderer = { background: { alpha: 1 }, backBuffer: { useBackBuffer: false }, view: { canvas } };
  const system = new GlContextSystem(renderer);
  expect(() => system.init({ antialias, preferWebGLVersion: 2, preserveDrawingBuffer: true })).toThrow(); // no context here: only the request counts
  return asked;
}

describe('the board worker’s early WebGL context', () => {
  it.each([true, false])('asks for what PixiJS would ask for (antialias %s)', (antialias) => {
    expect(glAttributes(antialias)).toEqual(askedByPixi(antialias));
  });

  it('antialiases only below 2 device pixels per CSS pixel unless told', () => {
    expect([wantsAntialias(undefined, 1), wantsAntialias(undefined, 2), wantsAntialias(true, 3), wantsAntialias(false, 1)]).toEqual([true, false, true, false]);
  });
});
