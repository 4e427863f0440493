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

export default async function bundle(): Promise<BenchRow[]> {
  await build({ root, logLevel: 'error' });
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const firstPaint = new Set<string>();
  const queue = [...entries, ...preloads];
  while (queue.length) {
    const f = queue.pop()!;
    if (firstPaint.has(f)) continue;
    firstPaint.add(f);
    queue.push(...staticImports(f));
  }
  const assets = readdirSync(join(dist, 'assets')).map((f) => `assets/${f}`);
  const js = assets.filter((f) => f.endsWith('.js'));
  const worker = js.filter((f) => /engine\.worker/.test(f));
  const pixi = js.filter((f) => /\/pixi-(?!worker)/.test(f));
  const boardWorker = js.filter((f) => /\/(board\.worker|pixi-worker)-/.test(f));
  const rows: BenchRow[] = [
    { name: 'JS before first paint (gzip)', value: sum([...firstPaint]), unit: 'KB', goal: '≤ 150', note: [...firstPaint].map((f) => f.replace('assets/', '')).join(', ') },
    { name: 'JS total incl. worker and maps (gzip)', value: sum(js), unit: 'KB', goal: '≤ 600', note: `${js.length} files` },
    { name: 'board worker with its PixiJS (gzip, loaded by a worker)', value: sum(boardWorker), unit: 'KB' },
    { name: 'pixi chunk for a board on the page (gzip, lazy, only where no worker can draw)', value: sum(pixi), unit: 'KB' },
    { name: 'engine worker chunk (gzip)', value: sum(worker), unit: 'KB' },
    // One row per rule system: the chunk the engine worker imports when a game of that system opens (and nothing else).
    ...js
      .filter((f) => /\/rules-[a-z0-9]+-(?!part-)/.test(f))
      .map((f): BenchRow => ({ name: `rule system ${f.match(/rules-([a-z0-9]+)-/)?.[1]} (gzip, loaded by the engine worker for its games only)`, value: sum([f]), unit: 'KB', note: f.replace('assets/', '') })),
    { name: 'CSS total (gzip)', value: sum(assets.filter((f) => f.endsWith('.css'))), unit: 'KB' },
  ];
  return rows;
}
