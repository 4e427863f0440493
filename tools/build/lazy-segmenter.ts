// Build plugin: Pixi creates an Intl.Segmenter while its module evaluates, which loads ICU's break data: ~170 ms of
// main-thread time in a cold start at CPU ×4, before the board can draw (docs/performance.md). This makes Pixi create it
// on first use instead; the board installs its own splitter (src/board/draw/graphemes.ts) before any text, so the app
// never creates one. Pixi's code is changed by two exact replacements; if a Pixi upgrade changes that code, the build
// fails here instead of silently paying the cost again.
import type { Plugin } from 'vite';

const MODULE = /pixi\.js[\\/]lib[\\/]scene[\\/]text[\\/]canvas[\\/]CanvasTextMetrics\.mjs$/;
const EAGER = 'const segmenter = new Intl.Segmenter();';
const USE = 'segmenter.segment(s)';

export function lazySegmenter(): Plugin {
  let pixiSeen = false;
  let patched = false;
  return {
    name: 'railhex-lazy-segmenter',
    apply: 'build',
    buildStart() {
      pixiSeen = false;
      patched = false;
    },
    transform(code, id) {
      if (/[\\/]pixi\.js[\\/]lib[\\/]/.test(id)) pixiSeen = true;
      if (!MODULE.test(id)) return null;
      patched = true;
      if (!code.includes(EAGER) || !code.includes(USE)) {
        this.error(`railhex-lazy-segmenter: Pixi's CanvasTextMetrics changed; update tools/build/lazy-segmenter.ts`);
      }
      return { code: code.replace(EAGER, 'let segmenter;').replace(USE, '(segmenter ??= new Intl.Segmenter()).segment(s)'), map: null };
    },
    // Pixi was bundled but the module was not seen: it moved or was renamed in an upgrade.
    buildEnd(error) {
      if (!error && pixiSeen && !patched) this.error(`railhex-lazy-segmenter: Pixi's CanvasTextMetrics module was not found; update tools/build/lazy-segmenter.ts`);
    },
  };
}
