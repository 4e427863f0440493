// What the browser benches that time a tap share: the built app served by vite preview, a board point's place on the
// screen from the camera the board host publishes, the median and percentile of a set of timings, and a Chromium trace.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { CDPSession, Locator } from 'playwright-core';
import { preview } from 'vite';
import { ROOT } from '../../tests/browser/support/board-helpers';
import { freePort } from '../../tests/browser/support/chromium-path';

/** The built app (dist/) served on a free local port; `base` ends with '/'. */
export async function servePreview(): Promise<{ base: string; close: () => Promise<void> }> {
  const port = await freePort();
  const server = await preview({ root: ROOT, logLevel: 'warn', preview: { host: '127.0.0.1', port, strictPort: true, open: false } });
  return { base: server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`, close: () => server.close() };
}

/** Screen position (CSS px) of world point `w` on the board whose host is `host` (its data-scale, data-cx, data-cy). */
export async function screenPoint(host: Locator, w: { x: number; y: number }): Promise<{ x: number; y: number }> {
  const box = (await host.boundingBox())!;
  const cam = await host.evaluate((el) => ({ ...(el as HTMLElement).dataset }));
  const scale = Number(cam.scale);
  return { x: box.x + box.width / 2 + (w.x - Number(cam.cx)) * scale, y: box.y + box.height / 2 + (w.y - Number(cam.cy)) * scale };
}

/** The q-quantile (0.5: median, 0.95: p95) of `xs`, the nearest rank; NaN when there is none. */
export function quantile(xs: number[], q: number): number {
  const s = xs.toSorted((a, b) => a - b);
  if (!s.length) return NaN;
  return s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))]!;
}

/** The median of `xs` (the lower middle one when their number is even); NaN when there is none. */
export function median(xs: number[]): number {
  const s = xs.toSorted((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : NaN;
}

/** Records a Chromium trace of `categories` while `run` runs and writes it to `file` (for Perfetto or chrome://tracing). */
export async function traced(cdp: CDPSession, file: string, categories: string[], run: () => Promise<void>): Promise<void> {
  const events: unknown[] = [];
  const onData = (e: { value: unknown[] }) => events.push(...e.value);
  cdp.on('Tracing.dataCollected', onData);
  const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: categories } });
  try {
    await run();
  } finally {
    await cdp.send('Tracing.end');
    await done;
    cdp.off('Tracing.dataCollected', onData);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify({ traceEvents: events }));
  }
}
