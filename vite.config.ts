/// <reference types="vitest/config" />
// Build, PWA and unit-test configuration. Browser tests have their own config in tests/browser/.
import { defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pixiStartup } from './tools/build/pixi-startup.ts';
import { workerChunk, workerSafePreload } from './tools/build/worker-chunk.ts';

/**
 * The Content-Security-Policy of the built app (no 'unsafe-eval': Pixi runs with its 'pixi.js/unsafe-eval' polyfills).
 * Only in the build: the dev server injects inline scripts for hot reload.
 * 'unsafe-inline' for styles only, because Preact and Pixi set element styles; blob: workers for Pixi's image decoder.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self' data: blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

/**
 * The same policy as HTTP headers, for every response of `vite preview` (`npm start`). A <meta> policy covers only the
 * document: a worker is governed by the headers its own script is served with, so without these the engine and board
 * workers would run with no policy at all. Static hosts get the same from public/_headers (Netlify, Cloudflare Pages;
 * README has nginx and Caddy): the build test checks that file says exactly this.
 */
export const SECURITY_HEADERS: Record<string, string> = { 'Content-Security-Policy': CSP };

function contentSecurityPolicy(): Plugin {
  return {
    name: 'railhex-csp',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP }, injectTo: 'head-prepend' },
    ],
  };
}

/**
 * V8 explicit compile hints: the chunks a game screen runs on load get `//# allFunctionsCalledOnLoad`, so Chromium
 * compiles their functions eagerly on a background thread while it streams them, instead of one by one on the main
 * thread when each is first called. Pixi is most of it: its lazy compiles were ~0.35 s of main-thread time in a cold
 * start at CPU ×4 (docs/performance.md). Browsers without the feature read a comment.
 * Not Pixi's chunk nor the board's: since the board worker shares them (tools/build/worker-chunk.ts), the page loads them
 * only where no worker can draw, and the worker is better off running its top level as soon as it can (lazy compiles
 * happen on its own thread anyway), as it did with the PixiJS it had to itself (docs/performance.md).
 */
// (The board component and the tile shapes had hinted chunks of their own; the component is now in `main`, the shapes
// in the `tiles` group below, which is not hinted: not measured.)
const EAGER_CHUNKS = new Set(['index', 'main']);
function compileHints(): Plugin {
  return {
    name: 'railhex-compile-hints',
    apply: 'build',
    // Last, after minification (which would strip the comment) and after Vite prepends its own lines: V8 honours the
    // hint only on a file's first line. A fixed prefix needs no new content hash; a source map moves down one line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const out of Object.values(bundle)) {
          if (out.type !== 'chunk' || !EAGER_CHUNKS.has(out.name)) continue;
          out.code = `//# allFunctionsCalledOnLoad\n${out.code}`;
          if (out.map) out.map.mappings = `;${out.map.mappings}`;
        }
      },
    },
  };
}

/**
 * The app (src/main.tsx) is a chunk the small entry (src/start.ts) imports once the workers run: index.html preloads it
 * and its static imports, so it is fetched and compiled while the page waits, and the import then only evaluates it.
 */
function preloadApp(): Plugin {
  let base = '/';
  return {
    name: 'railhex-preload-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = new Map(Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
        const app = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith('/src/main.tsx'));
        if (!app) throw new Error('railhex-preload-app: no chunk for src/main.tsx');
        const entry = [...chunks.values()].find((c) => c.isEntry && c.facadeModuleId?.endsWith('/index.html'));
        // The app's chunk and everything it imports statically, less what the entry already loads.
        const loaded = new Set<string>();
        const visit = (file: string) => {
          if (loaded.has(file)) return;
          loaded.add(file);
          for (const f of chunks.get(file)?.imports ?? []) visit(f);
        };
        if (entry) visit(entry.fileName);
        const before = new Set(loaded);
        visit(app.fileName);
        const files = [...loaded].filter((f) => !before.has(f));
        return files.map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${f}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/** Engine folders shared by the systems (tools/lint/boundaries-core.mjs has the same list): not a system's chunk. */
const NEUTRAL_ENGINE_DIRS = new Set(['hex', 'map', 'track', 'auction', 'lattice', 'graph', 'cards']);

/**
 * PixiJS's chunk, shared by the board worker and the page's fallback board: all of Pixi but the modules only a page's
 * environment loads (browserAll, lazily, as the renderer starts on the page). In the shared chunk they would run in the
 * worker too, where the accessibility system needs a document.
 */
const PIXI_SHARED = /node_modules[\\/](pixi\.js[\\/]lib[\\/](?!environment-browser|accessibility|dom[\\/])|pixi-viewport|@pixi|earcut)/;

/**
 * PixiJS's Canvas 2D renderer and the modules only it uses: not in the page's pixi chunk, but in the lazy chunk of
 * src/board/canvas-renderer.ts, which the board loads only where WebGL cannot start (the worker's build has none of it:
 * the worker fails instead). The Canvas pipes and helpers that Pixi's init modules register for every renderer stay.
 */
const PIXI_CANVAS_RENDERER =
  /pixi\.js[\\/]lib[\\/](rendering[\\/]renderers[\\/]canvas[\\/](?!utils[\\/](canvasUtils|canUseNewCanvasBlendModes)\.)|rendering[\\/]batcher[\\/]canvas[\\/]|rendering[\\/]mask[\\/]\w+[\\/]Canvas\w+Pipe\.|scene[\\/]graphics[\\/]canvas[\\/]CanvasGraphicsAdaptor\.)/;

export default defineConfig({
  plugins: [
    preact(),
    contentSecurityPolicy(),
    compileHints(),
    preloadApp(),
    pixiStartup(),
    // The board worker is an entry of this build (src/board/worker/remote-board.ts), not a worker build of its own.
    workerChunk(),
    workerSafePreload(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        // A stable identity for the installed app, whatever start_url becomes.
        id: '/',
        name: 'Railhex — hex-map rail games',
        short_name: 'Railhex',
        description: 'Play Age of Steam pass-and-play on one tablet, offline.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1f3a5f',
        background_color: '#f4efe4',
        categories: ['games'],
        // Taken from the app by tools/screenshots.ts (a tablet in landscape, a phone in portrait); sizes are the PNGs'.
        screenshots: [
          { src: 'screenshot-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'An Age of Steam game on the Rust Belt, on a tablet' },
          { src: 'screenshot-narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'The same game on a phone' },
        ],
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Maps are JSON modules imported by the worker, so they are JS chunks; json is listed for any emitted as assets.
        globPatterns: ['**/*.{js,css,html,json}'],
        navigateFallback: 'index.html',
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        cleanupOutdatedCaches: true,
      },
      devOptions: { enabled: false },
    }),
  ],
  // The engine worker's build. (The board worker is built with the app, tools/build/worker-chunk.ts.)
  worker: {
    format: 'es',
    rolldownOptions: {
      output: {
        // Each rule system's module (src/engine/<id>/module.ts, imported lazily by src/engine/rule-systems.ts) is named
        // for its system, and so are the system's own lazy parts (its catalogue): the bundle bench lists what a game of
        // one system loads, and the build test shows that nothing outside a system imports its chunks.
        chunkFileNames: (chunk) => {
          const m = chunk.facadeModuleId?.match(/src[\\/]engine[\\/]([^\\/]+)[\\/]([\w-]+)\.ts$/);
          if (!m || NEUTRAL_ENGINE_DIRS.has(m[1]!)) return 'assets/[name]-[hash].js';
          return m[2] === 'module' ? `assets/rules-${m[1]}-[hash].js` : `assets/rules-${m[1]}-part-${m[2]}-[hash].js`;
        },
      },
    },
  },
  preview: { headers: SECURITY_HEADERS },
  build: {
    target: 'es2022',
    // The pixi chunk is ~540 KB raw (~146 KB gzip) and loads after first paint; see docs/performance.md.
    chunkSizeWarningLimit: 700,
    // One stylesheet, linked from index.html: the board's 2 KB of CSS inside it costs nothing at first paint, while a
    // separate sheet made the lazy import insert a <link rel="stylesheet"> and wait for it (a forced style recalc).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's preload helper is shared by the entry and pixi's lazy renderer imports; left alone, rolldown puts
            // it into the pixi chunk and the home screen would load all of pixi before it paints.
            { name: 'preload', test: /vite[\\/]preload-helper/, priority: 20 },
            // Taken before the pixi group, which would otherwise take it along as a dependency of Pixi's index; alone,
            // without the Pixi modules it imports (those stay in the pixi chunk).
            { name: 'canvas2d', test: PIXI_CANVAS_RENDERER, priority: 15, includeDependenciesRecursively: false },
            // PixiJS in one chunk: split into eight, its pieces reached the board worker one after another and the
            // worker's top level ran later than the page's first free moment (docs/performance.md).
            { name: 'pixi', test: PIXI_SHARED, priority: 10 },
            // Shared by the board worker's entry and the board: in a chunk of its own, so the board never imports the
            // entry (which would run again if it were ever loaded under another URL).
            { name: 'gl-attributes', test: /src[\\/]board[\\/]gl-attributes/ },
            // The seat table and the end's round chart with the components they use: one chunk instead of two (every
            // system's UI imports the chart, Age of Steam's and Steam's the table too; Spike's gets the table's ~9 KB
            // with it). Each file a cold start requests after the app's chunk has run costs the page's main thread its
            // request, response and compile before the first game render (docs/performance.md, fifteenth session).
            {
              name: 'seat-table',
              test: /src[\\/]ui[\\/](components[\\/](seat-table|goods-cube|end-build|chart-model|round-chart)|board[\\/](plan-model|plan-step|plan-list|tile-icon|delivery-model))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // The track tiles and their shapes, which the board (page and worker) and the seat table load together:
            // one chunk instead of two, on the page and in the board worker.
            { name: 'tiles', test: /src[\\/](engine[\\/]track[\\/]tiles|board[\\/](track-geometry|tile-shapes))\.ts$/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    environment: 'node',
  },
});
