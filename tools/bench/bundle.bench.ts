// JavaScript shipped (gzip): before first paint (the entry's static import closure) and in total, from a fresh build.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { BenchRow } from './index';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'dist');

const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
/** Gzip size of some files in KB. */
const sum = (files: string[]) => files.reduce((n, f) => n + gz(f), 0) / 1024;

/** Chunks a module imports statically ("./x.js" or "/assets/x.js" without import()). */
function staticImports(file: string): string[] {
  const code = readFileSync(join(dist, file), 'utf8');
  const out: string[] = [];
  for (const m of code.matchAll(/(?<![\w$.])import\s*(?!\()(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g)) {
    const spec = m[1]!;
    out.push(spec.startsWith('/') ? spec.slice(1) : join(dirname(file), spec));
  }
  return out;
}

/** Chunks a module imports lazily (`import("./x.js")`). */
function dynamicImports(file: string): string[] {
  const code = readFileSync(join(dist, file), 'utf8');
  return [...code.matchAll(/(?<![\w$.])import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map((m) => join(dirname(file), m[1]!));
}

/** `files` and every chunk they import statically, transitively. */
function closure(files: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length) {
    const f = queue.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    queue.push(...staticImports(f));
  }
  return seen;
}

export default async function bundle(): Promise<BenchRow[]> {
  await build({ root, logLevel: 'error' });
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const firstPaint = closure([...entries, ...preloads]);
  const assets = readdirSync(join(dist, 'assets')).map((f) => `assets/${f}`);
  const js = assets.filter((f) => f.endsWith('.js'));
  const worker = js.filter((f) => /engine\.worker/.test(f));
  // PixiJS is one chunk, shared by the board worker and the page's fallback board (tools/build/worker-chunk.ts).
  const pixi = js.filter((f) => /\/pixi-/.test(f));
  // What the board worker loads before it draws: its entry, the board host it imports lazily, and their static imports.
  const workerEntry = js.filter((f) => /\/board\.worker-/.test(f));
  const boardWorker = [...closure([...workerEntry, ...workerEntry.flatMap(dynamicImports).filter((f) => /\/board-host-/.test(f))])];
  const rows: BenchRow[] = [
    { name: 'JS before first paint (gzip)', value: sum([...firstPaint]), unit: 'KB', goal: '≤ 150', note: [...firstPaint].map((f) => f.replace('assets/', '')).join(', ') },
    { name: 'JS total incl. worker and maps (gzip)', value: sum(js), unit: 'KB', goal: '≤ 600', note: `${js.length} files` },
    { name: 'board worker with PixiJS and the board (gzip, loaded by a worker)', value: sum(boardWorker), unit: 'KB', note: `${boardWorker.length} files` },
    { name: 'pixi chunk (gzip; in the board worker, and on the page only where no worker can draw)', value: sum(pixi), unit: 'KB', note: pixi.map((f) => f.replace('assets/', '')).join(', ') },
    { name: 'engine worker chunk (gzip)', value: sum(worker), unit: 'KB' },
    // One row per rule system: the chunk the engine worker imports when a game of that system opens (and nothing else).
    ...js
      .filter((f) => /\/rules-[a-z0-9]+-(?!part-)/.test(f))
      .map((f): BenchRow => ({ name: `rule system ${f.match(/rules-([a-z0-9]+)-/)?.[1]} (gzip, loaded by the engine worker for its games only)`, value: sum([f]), unit: 'KB', note: f.replace('assets/', '') })),
    { name: 'CSS total (gzip)', value: sum(assets.filter((f) => f.endsWith('.css'))), unit: 'KB' },
  ];
  return rows;
}
