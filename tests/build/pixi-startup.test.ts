// The build plugin that keeps Pixi's start-up work (ICU's segmenter, the Canvas renderer's blend-mode read-back) off the
// cold start: it must patch the real Pixi modules so that the patched code still runs, and fail the build, not pass
// silently, when Pixi's code or layout changes under it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pixiStartup } from '../../tools/build/pixi-startup';

const PIXI = resolve(import.meta.dirname, '../../node_modules/pixi.js/lib');
const METRICS = `${PIXI}/scene/text/canvas/CanvasTextMetrics.mjs`;
const CANVAS_UTILS = `${PIXI}/rendering/renderers/canvas/utils/canvasUtils.mjs`;

type Hook = (this: { error(msg: string): never }, ...args: unknown[]) => unknown;
function hooks() {
  const plugin = pixiStartup();
  const ctx = {
    error(msg: string): never {
      throw new Error(msg);
    },
  };
  const call = (name: 'buildStart' | 'transform' | 'buildEnd', ...args: unknown[]) => (plugin[name] as unknown as Hook).call(ctx, ...args);
  const patch = (id: string) => (call('transform', readFileSync(id, 'utf8'), id) as { code: string }).code;
  return { call, patch };
}

describe('pixiStartup build plugin', () => {
  it("makes Pixi's installed CanvasTextMetrics create its Intl.Segmenter on first use only", () => {
    const { call, patch } = hooks();
    call('buildStart');
    const code = patch(METRICS);
    expect(code).not.toContain('const segmenter = new Intl.Segmenter();');
    expect(code).toContain('(segmenter ??= new Intl.Segmenter()).segment(s)');
  });

  it("makes Pixi's canvasUtils test multiply blending on first use, not at load, and still choose the tint method by it", () => {
    const { call, patch } = hooks();
    call('buildStart');
    const code = patch(CANVAS_UTILS);
    expect(code).not.toMatch(/canUseMultiply: canUseNewCanvasBlendModes\(\)/);
    expect(code).not.toMatch(/^canvasUtils\.tintMethod =/m);
    // Evaluate the patched object with stand-ins for its imports: nothing is tested at load; the getters answer later.
    let tests = 0;
    const body = code.replace(/^import .*$/gm, '').replace(/^export .*$/gm, '').replace('"use strict";', '');
    const make = new Function('Color', 'DOMAdapter', 'groupD8', 'canUseNewCanvasBlendModes', `${body}; return canvasUtils;`) as (...a: unknown[]) => {
      canUseMultiply: boolean;
      tintMethod: unknown;
      tintWithMultiply: unknown;
      tintWithPerPixel: unknown;
    };
    const utils = make({}, {}, {}, () => (tests++, true));
    expect(tests).toBe(0);
    expect(utils.tintMethod).toBe(utils.tintWithMultiply);
    expect(utils.canUseMultiply).toBe(true);
    expect(tests).toBeGreaterThan(0);
    expect(() => call('buildEnd')).toThrow(/not found for lazy Intl\.Segmenter/);
  });

  it('passes when every patched module was seen', () => {
    const { call, patch } = hooks();
    call('buildStart');
    patch(METRICS);
    patch(CANVAS_UTILS);
    expect(() => call('buildEnd')).not.toThrow();
  });

  it('fails the build when the code it patches has changed', () => {
    const { call } = hooks();
    call('buildStart');
    expect(() => call('transform', 'export const x = 1;', METRICS)).toThrow(/lazy Intl\.Segmenter.*changed/);
    expect(() => call('transform', 'export const x = 1;', CANVAS_UTILS)).toThrow(/blend-mode test.*changed/);
  });

  it('fails the build when Pixi was bundled but a patched module was not seen', () => {
    const { call } = hooks();
    call('buildStart');
    expect(call('transform', 'export {}', '/x/node_modules/pixi.js/lib/index.mjs')).toBeNull();
    expect(() => call('buildEnd')).toThrow(/not found/);
  });

  it('leaves builds without Pixi alone', () => {
    const { call } = hooks();
    call('buildStart');
    call('transform', 'export {}', '/x/src/main.ts');
    expect(() => call('buildEnd')).not.toThrow();
  });
});
