// The production build, made as `npm run build` makes it (into a temporary folder, not the dist/ the browser tests
// serve): it ships no test hooks (window.railhexTest creates games and kills the engine worker), while the browser
// tests' build (mode "e2e") has them; static hosts get the app's CSP as a header for every file (workers included);
// its web app manifest says what an installed app needs; Pixi ships no WebGPU renderer and its Canvas renderer
// only in the page fallback's lazy chunk; and Pixi ships once, in a chunk the board worker and the page share, which
// the board worker fetches in one round with the rest of its board (Vite's preload helper imports a lazy chunk's deps).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from 'vite';
import { CSP } from '../../vite.config';

const root = resolve(import.meta.dirname, '../..');
const out: Record<'production' | 'e2e', string> = { production: '', e2e: '' };

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

/** The shipped text files (scripts, HTML, the service worker, the manifest) that contain `needle`, by name. */
const containing = (dir: string, needle: string) =>
  files(dir)
    .filter((f) => /\.(js|mjs|html|webmanifest|json)$/.test(f) && readFileSync(f, 'utf8').includes(needle))
    .map((f) => f.slice(dir.length + 1));

beforeAll(async () => {
  // As `vite build` runs from the command line: vitest sets NODE_ENV to "test", which would make the build a dev one.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    for (const mode of ['production', 'e2e'] as const) {
      out[mode] = mkdtempSync(join(tmpdir(), `railhex-build-${mode}-`));
      await build({ root, mode, logLevel: 'error', build: { outDir: out[mode], emptyOutDir: true } });
    }
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 300_000);

afterAll(() => {
  for (const dir of Object.values(out)) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the production build', () => {
  it('contains no test hooks: no railhexTest, no hooks chunk, no way to kill the worker from the page', () => {
    expect(containing(out.production, 'railhexTest')).toEqual([]);
    expect(containing(out.production, 'testHooks')).toEqual([]);
    expect(files(out.production).filter((f) => /test-hooks/.test(f))).toEqual([]);
  });

  it('the browser tests build (mode e2e) has them, behind ?testHooks', () => {
    expect(containing(out.e2e, 'railhexTest').length).toBeGreaterThan(0);
    expect(containing(out.e2e, 'testHooks').length).toBeGreaterThan(0);
  });
});

describe('the CSP as served headers', () => {
  it('dist/_headers gives every path the same policy as the page, and the README snippets say the same', () => {
    const headers = readFileSync(join(out.production, '_headers'), 'utf8');
    const rules = headers.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
    expect(rules).toEqual(['/*', `  Content-Security-Policy: ${CSP}`]);
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toContain(`add_header Content-Security-Policy "${CSP}" always;`);
    expect(readme).toContain(`header Content-Security-Policy "${CSP}"`);
  });
});

/** A PNG's size from its IHDR chunk, as a manifest writes it ("1280x800"). */
function pngSize(file: string): string {
  const b = readFileSync(file);
  return `${b.readUInt32BE(16)}x${b.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('has an id, the games category and a wide and a narrow screenshot that exist at the sizes it names', () => {
    const manifest = JSON.parse(readFileSync(join(out.production, 'manifest.webmanifest'), 'utf8')) as {
      id?: string;
      start_url: string;
      categories?: string[];
      screenshots?: { src: string; sizes: string; type: string; form_factor?: string; label?: string }[];
    };
    expect(manifest.id).toBe('/');
    expect(manifest.categories).toEqual(['games']);
    const shots = manifest.screenshots ?? [];
    expect(shots.map((x) => x.form_factor).toSorted()).toEqual(['narrow', 'wide']);
    for (const shot of shots) {
      expect(shot.type).toBe('image/png');
      expect(shot.label?.length ?? 0).toBeGreaterThan(0);
      expect(pngSize(join(out.production, shot.src)), shot.src).toBe(shot.sizes);
      // Small enough to ship with the app (not precached: only fetched by an install dialog).
      expect(statSync(join(out.production, shot.src)).size, shot.src).toBeLessThan(400 * 1024);
      const [w, h] = shot.sizes.split('x').map(Number) as [number, number];
      expect(shot.form_factor === 'wide' ? w > h : h > w, shot.src).toBe(true);
    }
  });
});

/** Chunk files a chunk imports statically (`from"./x.js"`, `import"./x.js"`), dynamic import() excluded. */
const staticImports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map((m) => m[1]!);

/** The rule system a chunk belongs to (rules-<id>-…), or null. */
const systemOf = (f: string) => f.match(/^rules-([a-z0-9]+)-/)?.[1] ?? null;

describe('rule systems as chunks of their own', () => {
  it('each system is one lazily loaded rules-<id> chunk: the engine worker and the other systems never import it statically', () => {
    const assets = join(out.production, 'assets');
    const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const systems = js.filter((f) => f.startsWith('rules-'));
    // Age of Steam today; every system registered in src/engine/rule-systems.ts gets its chunk.
    expect(systems.some((f) => /^rules-aos-(?!part-)/.test(f))).toBe(true);
    // rules-<id>-… is system <id>'s module or one of its lazy parts (rules-<id>-part-…): only its own chunks import it.
    expect(js.some((f) => f.startsWith('rules-aos-part-'))).toBe(true);
    for (const f of js) {
      const into = staticImports(join(assets, f)).filter((i) => i.startsWith('rules-') && systemOf(i) !== systemOf(f));
      expect({ chunk: f, importsSystems: into }).toEqual({ chunk: f, importsSystems: [] });
    }
    const worker = js.find((f) => f.startsWith('engine.worker-'))!;
    // The registry's lazy import (a boolean, so a failure does not print the whole chunk).
    expect(/import\(["'`]\.\/rules-aos-[^"'`]+\.js["'`]\)/.test(readFileSync(join(assets, worker), 'utf8'))).toBe(true);
  });
});

describe('a cold start into a game (issue 18)', () => {
  it("the game screen's board component comes with the app (index.html's scripts), not in a chunk requested once the app has run", () => {
    const assets = join(out.production, 'assets');
    const html = readFileSync(join(out.production, 'index.html'), 'utf8');
    const listed = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
    const text = (f: string) => readFileSync(join(assets, f), 'utf8');
    // The component's host element, by the test id its JSX gives it (src/ui/board/game-board.tsx; other modules only
    // query it). As a lazy chunk it and the small chunks it split off were fetched only after the app's chunk had run,
    // right before the first game render.
    expect(listed.filter((f) => /["'`]data-testid["'`]:\s*["'`]board-host["'`]/.test(text(f)))).toHaveLength(1);
    // PixiJS stays out of what the page loads before its first paint (the board worker loads it; the page only where
    // no worker can draw).
    expect(listed.filter((f) => /name:\s*["'`]context["'`]/.test(text(f)))).toEqual([]);
  });
});

describe("PixiJS's renderers", () => {
  it('no chunk has the WebGPU renderer, and the Canvas renderer is only in the chunk the page loads where WebGL fails', () => {
    const assets = join(out.production, 'assets');
    const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const text = (f: string) => readFileSync(join(assets, f), 'utf8');
    // The WebGPU renderer's device system asks navigator.gpu for an adapter; nothing else in Pixi does.
    expect(js.filter((f) => text(f).includes('requestAdapter'))).toEqual([]);
    // The Canvas renderer's context system, by its extension name: in one chunk, not in either Pixi chunk (the board
    // worker's or the page's), imported statically only by src/board/canvas-renderer.ts's chunk, itself lazy.
    const canvas = js.filter((f) => /name:\s*["'`]canvasContext["'`]/.test(text(f)));
    expect(canvas).toHaveLength(1);
    expect(canvas[0]).toMatch(/^canvas2d-/);
    expect(js.filter((f) => staticImports(join(assets, f)).includes(canvas[0]!))).toEqual([expect.stringMatching(/^canvas-renderer-/)]);
    const fallback = js.find((f) => f.startsWith('canvas-renderer-'))!;
    expect(js.filter((f) => staticImports(join(assets, f)).includes(fallback))).toEqual([]);
  });
});

/** A chunk's lazy imports (`import("./x.js")`). */
const lazyImports = (file: string) => [...readFileSync(file, 'utf8').matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]!);

describe('PixiJS once, shared by the board worker and the page (tools/build/worker-chunk.ts)', () => {
  it("one chunk has Pixi's WebGL renderer, the board worker loads it, and no chunk has an XML parser for the worker", () => {
    const assets = join(out.production, 'assets');
    const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const text = (f: string) => readFileSync(join(assets, f), 'utf8');
    // The WebGL renderer's context system, by its extension name. Built by Vite's worker build, the board worker had a
    // second copy of all of Pixi (~146 KB gzip).
    const gl = js.filter((f) => /name:\s*["'`]context["'`]/.test(text(f)));
    expect(gl).toEqual([expect.stringMatching(/^pixi-/)]);
    // What the board worker runs: its entry, the board host that entry imports lazily, and their static imports.
    const entry = js.find((f) => f.startsWith('board.worker-'))!;
    expect(entry).toBeDefined();
    const host = lazyImports(join(assets, entry)).find((f) => f.startsWith('board-host-'))!;
    expect(host).toBeDefined();
    const loaded = new Set<string>();
    const visit = (f: string) => {
      if (loaded.has(f)) return;
      loaded.add(f);
      staticImports(join(assets, f)).forEach(visit);
    };
    visit(host);
    // The entry hands Vite's preload helper board-host's whole static closure (its __vite__mapDeps list), which the
    // helper imports at once in the worker (next test): Pixi and the board arrive in one round, not one per depth.
    const mapped = [...(text(entry).match(/__vite__mapDeps=.*/)?.[0] ?? '').matchAll(/["'`]assets\/([^"'`]+\.js)["'`]/g)].map((m) => m[1]!);
    expect(mapped.toSorted()).toEqual([...loaded].toSorted());
    expect(mapped).toEqual(expect.arrayContaining([gl[0], expect.stringMatching(/^board-(?!host)/)]));
    visit(entry);
    expect(loaded).toContain(gl[0]);
    // The page's environment (accessibility, DOM elements) registers itself in a chunk of its own, which the page's
    // renderer imports lazily and the worker never loads: in a worker it would need a document.
    const browserEnv = js.filter((f) => f.startsWith('browserAll-'));
    expect(browserEnv).toHaveLength(1);
    expect(loaded).not.toContain(browserEnv[0]);
    // @xmldom/xmldom (Pixi's WebWorkerAdapter parses XML with it; the board's own adapter does not).
    expect(containing(out.production, 'www.w3.org/XML/1998/namespace')).toEqual([]);
  });

  it("lazy imports work in the board worker: Vite's preload helper needs neither a document nor a window", async () => {
    const assets = join(out.production, 'assets');
    const helper = readdirSync(assets).find((f) => /^preload-.*\.js$/.test(f))!;
    // This test runs in Node, which like a worker has no document and no window, but a global scope.
    expect(typeof document).toBe('undefined');
    const mod = (await import(pathToFileURL(join(assets, helper)).href)) as Record<string, unknown>;
    const preload = Object.values(mod).find((v) => typeof v === 'function') as (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;
    // With chunks to preload (which the worker then leaves to the import itself).
    await expect(preload(async () => 42, ['assets/pixi-x.js'])).resolves.toBe(42);
    // The same once the board worker's stand-in document for Pixi's events is there (worker/dom-shim.ts).
    const g = globalThis as { document?: unknown; dispatchEvent?: (e: Event) => boolean };
    g.document = new EventTarget();
    try {
      await expect(preload(async () => 43, ['assets/scene-x.js'])).resolves.toBe(43);
    } finally {
      delete g.document;
    }
    // A failed import is reported on the global scope (the page's window, the worker's self) and then rethrown.
    const reported: string[] = [];
    const before = g.dispatchEvent;
    g.dispatchEvent = (e) => (reported.push(e.type), true);
    try {
      const failure = new Error('no such chunk');
      await expect(preload(() => Promise.reject(failure), [])).rejects.toBe(failure);
      expect(reported).toEqual(['vite:preloadError']);
    } finally {
      if (before) g.dispatchEvent = before;
      else delete g.dispatchEvent;
    }
  });

  it("in a worker, the preload helper imports a lazy chunk's deps all at once, beside the chunk, waiting for none", async () => {
    const assets = join(out.production, 'assets');
    const helper = readdirSync(assets).find((f) => /^preload-.*\.js$/.test(f))!;
    const mod = (await import(pathToFileURL(join(assets, helper)).href)) as Record<string, unknown>;
    const preload = Object.values(mod).find((v) => typeof v === 'function') as (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;
    const dir = mkdtempSync(join(tmpdir(), 'railhex-deps-'));
    const g = globalThis as { railhexDeps?: { seen: string[]; hold: Promise<void> }; document?: unknown; dispatchEvent?: unknown };
    // A failure is reported on the global scope, then rethrown: Node's has no dispatchEvent.
    const report = g.dispatchEvent;
    g.dispatchEvent ??= () => true;
    const hold = { release: () => {} };
    const seen: string[] = [];
    g.railhexDeps = { seen, hold: new Promise<void>((done) => (hold.release = done)) };
    // One dep still arriving (held until the end, as Pixi's big chunk), and quick ones.
    writeFileSync(join(dir, 'held.js'), "globalThis.railhexDeps.seen.push('held'); await globalThis.railhexDeps.hold;");
    for (const name of ['a', 'b']) writeFileSync(join(dir, `${name}.js`), `globalThis.railhexDeps.seen.push('${name}');`);
    // The helper resolves a dep from the site's root ('/' + dep); '..' at the root leads into this folder.
    const dep = (name: string) => `..${join(dir, name)}`;
    // The lazy chunk is asked for while the held dep is still pending, and finds the others imported.
    const chunk = (expected: string[]) => () => vi.waitFor(() => expect(seen.toSorted()).toEqual(expected)).then(() => 42);
    try {
      await expect(preload(chunk(['a', 'held']), [dep('held.js'), dep('a.js')])).resolves.toBe(42);
      // The same with the board worker's stand-in document for Pixi's events (worker/dom-shim.ts).
      g.document = new EventTarget();
      await expect(preload(chunk(['a', 'b', 'held']), [dep('held.js'), dep('b.js')])).resolves.toBe(42);
    } finally {
      delete g.document;
      if (!report) delete g.dispatchEvent;
      hold.release();
      delete g.railhexDeps;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
