// The build plugin that keeps Pixi from loading ICU's segmenter at start-up: it must patch the real Pixi module, and
// fail the build, not pass silently, when Pixi's code or layout changes under it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazySegmenter } from '../../tools/build/lazy-segmenter';

const MODULE_ID = resolve(import.meta.dirname, '../../node_modules/pixi.js/lib/scene/text/canvas/CanvasTextMetrics.mjs');

type Hook = (this: { error(msg: string): never }, ...args: unknown[]) => unknown;
function hooks() {
  const plugin = lazySegmenter();
  const ctx = {
    error(msg: string): never {
      throw new Error(msg);
    },
  };
  const call = (name: 'buildStart' | 'transform' | 'buildEnd', ...args: unknown[]) => (plugin[name] as unknown as Hook).call(ctx, ...args);
  return { call };
}

describe('lazySegmenter build plugin', () => {
  it("makes Pixi's installed CanvasTextMetrics create its Intl.Segmenter on first use only", () => {
    const { call } = hooks();
    call('buildStart');
    const out = call('transform', readFileSync(MODULE_ID, 'utf8'), MODULE_ID) as { code: string };
    expect(out.code).not.toContain('const segmenter = new Intl.Segmenter();');
    expect(out.code).toContain('(segmenter ??= new Intl.Segmenter()).segment(s)');
    expect(() => call('buildEnd')).not.toThrow();
  });

  it('fails the build when the code it patches has changed', () => {
    const { call } = hooks();
    call('buildStart');
    expect(() => call('transform', 'export const x = 1;', MODULE_ID)).toThrow(/CanvasTextMetrics changed/);
  });

  it('fails the build when Pixi was bundled but the module was not seen', () => {
    const { call } = hooks();
    call('buildStart');
    expect(call('transform', 'export {}', '/x/node_modules/pixi.js/lib/index.mjs')).toBeNull();
    expect(() => call('buildEnd')).toThrow(/was not found/);
  });

  it('leaves builds without Pixi alone', () => {
    const { call } = hooks();
    call('buildStart');
    call('transform', 'export {}', '/x/src/main.ts');
    expect(() => call('buildEnd')).not.toThrow();
  });
});
