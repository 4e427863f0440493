// Build plugin: work Pixi does while its module evaluates, before the board can draw, made lazy (docs/performance.md,
// cold start). Each patch is a set of exact replacements in one of Pixi's modules; if a Pixi upgrade changes that code
// or moves the module, the build fails here instead of silently paying the cost again.
//
// - CanvasTextMetrics creates an Intl.Segmenter, which loads ICU's break data: ~170 ms of main-thread time at CPU ×4.
//   It is created on first use instead; the board installs its own splitter (src/board/draw/graphemes.ts) before any
//   text, so the app never creates one.
// - canvasUtils (the Canvas 2D renderer's helpers, which the WebGL board never uses) tests "multiply" blending by
//   drawing two canvases and reading a pixel back (getImageData). With a GPU-backed canvas, as on a tablet, that read
//   waits for the GPU: 126 ms of one cold start at CPU ×4 in headless Chromium with GPU compositing. The test now runs
//   when the Canvas renderer first tints something.
import type { Plugin } from 'vite';

interface Patch {
  name: string;
  module: RegExp;
  replace: [from: string, to: string][];
}

const PATCHES: Patch[] = [
  {
    name: 'lazy Intl.Segmenter',
    module: /pixi\.js[\\/]lib[\\/]scene[\\/]text[\\/]canvas[\\/]CanvasTextMetrics\.mjs$/,
    replace: [
      ['const segmenter = new Intl.Segmenter();', 'let segmenter;'],
      ['segmenter.segment(s)', '(segmenter ??= new Intl.Segmenter()).segment(s)'],
    ],
  },
  {
    name: 'lazy canvas blend-mode test',
    module: /pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]canvas[\\/]utils[\\/]canvasUtils\.mjs$/,
    replace: [
      ['  canUseMultiply: canUseNewCanvasBlendModes(),\n', '  get canUseMultiply() {\n    return canUseNewCanvasBlendModes();\n  },\n'],
      ['  tintMethod: null,\n', '  get tintMethod() {\n    return canvasUtils.canUseMultiply ? canvasUtils.tintWithMultiply : canvasUtils.tintWithPerPixel;\n  },\n'],
      ['canvasUtils.tintMethod = canvasUtils.canUseMultiply ? canvasUtils.tintWithMultiply : canvasUtils.tintWithPerPixel;', ''],
    ],
  },
];

export function pixiStartup(): Plugin {
  let pixiSeen = false;
  const applied = new Set<string>();
  return {
    name: 'railhex-pixi-startup',
    apply: 'build',
    buildStart() {
      pixiSeen = false;
      applied.clear();
    },
    transform(code, id) {
      if (/[\\/]pixi\.js[\\/]lib[\\/]/.test(id)) pixiSeen = true;
      const patch = PATCHES.find((p) => p.module.test(id));
      if (!patch) return null;
      let out = code;
      for (const [from, to] of patch.replace) {
        if (out.split(from).length !== 2) this.error(`railhex-pixi-startup: Pixi's code for "${patch.name}" changed (${id}); update tools/build/pixi-startup.ts`);
        out = out.replace(from, to);
      }
      applied.add(patch.name);
      return { code: out, map: null };
    },
    // Pixi was bundled but a patched module was not seen: it moved or was renamed in an upgrade.
    buildEnd(error) {
      if (error || !pixiSeen) return;
      const missing = PATCHES.filter((p) => !applied.has(p.name)).map((p) => p.name);
      if (missing.length > 0) this.error(`railhex-pixi-startup: Pixi modules not found for ${missing.join(', ')}; update tools/build/pixi-startup.ts`);
    },
  };
}
