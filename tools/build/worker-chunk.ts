// Build plugin: a module worker built as an entry of the app's own build (`import url from './x.ts?worker-chunk'`),
// not by Vite's separate worker build, so that the worker and the page share chunks. Vite bundles each worker on its
// own, with its own copy of every dependency (vitejs/vite#16547, #16719); the board worker and the page's fallback
// board both run PixiJS, which then shipped twice (docs/performance.md, bundle size). A worker built this way must
// only reach modules that run in a worker: the build's chunk groups keep the page-only Pixi modules out of the shared
// chunk (vite.config.ts), and Vite's preload helper, which the worker's lazy imports go through, is made to work where
// there is no document, and there to fetch a lazy chunk's whole static closure at once (workerSafePreload).
import { basename, extname, relative } from 'node:path';
import type { Plugin } from 'vite';

const QUERY = '?worker-chunk';
const PREFIX = '\0worker-chunk:';

export function workerChunk(): Plugin {
  let root = '';
  let base = '/';
  let building = false;
  return {
    name: 'railhex-worker-chunk',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      base = config.base; // ends with '/'
      building = config.command === 'build';
    },
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const target = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      if (!target) this.error(`railhex-worker-chunk: cannot resolve ${source}`);
      return PREFIX + target.id;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      // The dev server (and vitest) serves the module itself, under the app's base path; a module worker loads it like
      // the page loads its own.
      if (!building) return `export default ${JSON.stringify(`${base}${relative(root, file).split('\\').join('/')}`)};`;
      const ref = this.emitFile({ type: 'chunk', id: file, name: basename(file, extname(file)) });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}

/**
 * Vite's preload helper (the wrapper of every lazy import in the app's build) is given the lazy chunk's static closure
 * (`deps`) and, on the page, adds a <link rel="modulepreload"> for each, so that they are all fetched at once, and reports
 * failures on `window`. A worker built by workerChunk has no window and no real document (at most the board worker's
 * stand-in for Pixi's events, worker/dom-shim.ts, which has no querySelector), and no <link>. There the helper starts an
 * `import()` of every dep instead, beside the lazy chunk's own: a module graph is otherwise fetched one depth at a time
 * (the board worker fetched board-host, then board and pixi, then their small chunks: three rounds before its board
 * could start), while these imports share the worker's module map with the lazy import, so each chunk is fetched once
 * and all in one round. Each dep's evaluation is one its lazy chunk would have run before its own anyway (deps are its
 * static imports); a failed one fails the lazy import too, which reports it. Failures are reported on the global scope,
 * which is `window` on the page. Fails the build when Vite's helper no longer has the code it patches.
 */
export function workerSafePreload(): Plugin {
  const PATCH: [from: string, to: string][] = [
    [
      'let promise = Promise.resolve();',
      // Not just `typeof document`: the board worker has a stand-in document for Pixi's events (worker/dom-shim.ts).
      'let promise = Promise.resolve(); const railhexDom = typeof document !== "undefined" && typeof document.querySelector === "function";' +
        ' if (deps && deps.length > 0 && !railhexDom) for (const dep of deps) { const url = assetsURL(dep, importerUrl);' +
        ' if (!isCssPreloadUrl(new URL(url, import.meta.url))) import(/* @vite-ignore */ url).catch(() => {}); }',
    ],
    ['deps && deps.length > 0) {', 'deps && deps.length > 0 && railhexDom) {'],
    ['window.dispatchEvent(e);', 'globalThis.dispatchEvent(e);'],
  ];
  let patched = false;
  return {
    name: 'railhex-worker-safe-preload',
    apply: 'build',
    buildStart() {
      patched = false;
    },
    transform(code, id) {
      if (!/vite[\\/]preload-helper/.test(id)) return null;
      let out = code;
      for (const [from, to] of PATCH) {
        if (out.split(from).length !== 2) this.error(`railhex-worker-safe-preload: Vite's preload helper changed (${from}); update tools/build/worker-chunk.ts`);
        out = out.replace(from, () => to);
      }
      patched = true;
      return { code: out, map: null };
    },
    buildEnd(error) {
      if (!error && !patched) this.error('railhex-worker-safe-preload: no preload helper was seen; update tools/build/worker-chunk.ts');
    },
  };
}
