// Board test and benchmark support: serves the board harness page with Vite, launches Debian's Chromium, sends
// two-finger pinches through CDP (Playwright's touchscreen is single-touch) and counts drawn pixels in a screenshot.
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Locator, type Page } from 'playwright-core';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium-path';

export const ROOT = resolve(import.meta.dirname, '../../..');
const HARNESS_PATH = '/__board.html';

const HARNESS_HTML = `<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<style>html,body{margin:0;height:100%;overflow:hidden}#board{position:fixed;inset:0}</style></head>
<body><div id="board"></div><script type="module" src="/src/board/harness/main.ts"></script></body></html>`;

function harnessPlugin(): Plugin {
  return {
    name: 'railhex-board-harness',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith(HARNESS_PATH)) return next();
        server.transformIndexHtml(req.url, HARNESS_HTML).then(
          (html) => {
            res.setHeader('content-type', 'text/html');
            res.end(html);
          },
          (err: unknown) => next(err),
        );
      });
    },
  };
}

export interface Harness {
  url: (query?: string) => string;
  close: () => Promise<void>;
}

/** Starts a Vite dev server on a free port that serves the board harness at /__board.html. */
export async function startHarness(): Promise<Harness> {
  const server: ViteDevServer = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    plugins: [harnessPlugin()],
    server: { port: 0, host: '127.0.0.1', strictPort: false, hmr: false },
    // Pre-bundle only what the harness needs; scanning the app's index.html would pull in the PWA's virtual modules.
    optimizeDeps: { entries: [], include: ['pixi.js', 'pixi.js/unsafe-eval', 'pixi-viewport'] },
  });
  await server.listen();
  const addr = server.httpServer?.address();
  if (!addr || typeof addr === 'string') throw new Error('harness server has no port');
  return {
    url: (query = '') => `http://127.0.0.1:${addr.port}${HARNESS_PATH}${query ? `?${query}` : ''}`,
    close: () => server.close(),
  };
}

export interface Session {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  close: () => Promise<void>;
}

/** Debian's Chromium, headless, with touch; a fresh (in-memory) profile each time. */
export async function launch(viewport = { width: 820, height: 1000 }, deviceScaleFactor = 1): Promise<Session> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport, deviceScaleFactor, hasTouch: true, isMobile: false });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return {
    browser,
    context,
    page,
    cdp,
    close: () => browser.close(),
  };
}

/**
 * Imports a saved game (`record`: its JSON text) through the test build's ?testHooks at `base`, opens it with `query`
 * (starting with ?testHooks), passes the handover screen if one shows, and waits for the drawn board; resolves to the
 * board host.
 */
export async function openRecord(page: Page, base: string, record: string, query = '?testHooks'): Promise<Locator> {
  await page.goto(`${base}${query}`);
  // Predicates as functions, not strings: the app's CSP forbids the eval a string predicate needs.
  await page.waitForFunction(() => window.railhexTest !== undefined);
  const id = (await page.evaluate(
    `window.railhexTest.games.importFile(${JSON.stringify(record)}).then((r) => { if (!r.ok) throw new Error(r.reason.key); return r.head.id; })`,
  )) as string;
  await page.goto(`${base}${query}#/game/${encodeURIComponent(id)}`);
  const ready = page.getByTestId('handover-ready');
  const board = page.locator('[data-testid="board-host"][data-scale]');
  await ready.or(board).first().waitFor();
  if (await ready.isVisible()) await ready.click();
  await board.waitFor();
  return board;
}

type TouchPoint = { x: number; y: number; id: number };

async function touch(cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', points: TouchPoint[]): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: points.map((p) => ({ x: p.x, y: p.y, id: p.id, radiusX: 4, radiusY: 4, force: 1 })),
  });
}

/**
 * Two fingers around (cx, cy), horizontally `from` px apart, moving to `to` px apart in `steps` moves;
 * `stepDelayMs` between moves lets frames render in between (for frame timing).
 */
export async function pinch(cdp: CDPSession, cx: number, cy: number, from: number, to: number, steps = 20, stepDelayMs = 0): Promise<void> {
  const at = (spread: number): TouchPoint[] => [
    { x: cx - spread / 2, y: cy, id: 1 },
    { x: cx + spread / 2, y: cy, id: 2 },
  ];
  await touch(cdp, 'touchStart', at(from));
  for (let i = 1; i <= steps; i++) {
    await touch(cdp, 'touchMove', at(from + ((to - from) * i) / steps));
    if (stepDelayMs) await new Promise((r) => setTimeout(r, stepDelayMs));
  }
  await touch(cdp, 'touchEnd', []);
}

/** One finger from (x0, y0) to (x1, y1): a pan. */
export async function swipe(cdp: CDPSession, x0: number, y0: number, x1: number, y1: number, steps = 12): Promise<void> {
  await touch(cdp, 'touchStart', [{ x: x0, y: y0, id: 1 }]);
  for (let i = 1; i <= steps; i++) await touch(cdp, 'touchMove', [{ x: x0 + ((x1 - x0) * i) / steps, y: y0 + ((y1 - y0) * i) / steps, id: 1 }]);
  await touch(cdp, 'touchEnd', []);
}

/** A short one-finger tap. */
export async function tap(cdp: CDPSession, x: number, y: number): Promise<void> {
  await touch(cdp, 'touchStart', [{ x, y, id: 1 }]);
  await touch(cdp, 'touchEnd', []);
}

/** The board camera as the board publishes it on its host element (data-scale, data-cx, data-cy). */
export async function camera(page: Page, hostSelector: string): Promise<{ scale: number; cx: number; cy: number }> {
  // Absent while the board worker answers a resize (src/board/worker/remote-board.ts).
  await page.locator(`${hostSelector}[data-scale]`).waitFor();
  return page.$eval(hostSelector, (el) => {
    const d = (el as HTMLElement).dataset;
    return { scale: Number(d.scale), cx: Number(d.cx), cy: Number(d.cy) };
  });
}

/**
 * Pixels of a screenshot of `selector` that differ from `background` (0xRRGGBB) by more than a small tolerance,
 * counted in the page so no PNG decoder is needed in Node.
 */
export async function drawnPixels(page: Page, selector: string, background: number): Promise<{ drawn: number; total: number; colours: number }> {
  const png = await page.locator(selector).screenshot();
  return page.evaluate(
    async ({ b64, bg }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bmp = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const c = new OffscreenCanvas(bmp.width, bmp.height);
      const ctx = c.getContext('2d')!;
      ctx.drawImage(bmp, 0, 0);
      const data = ctx.getImageData(0, 0, bmp.width, bmp.height).data;
      const br = (bg >> 16) & 255;
      const bgG = (bg >> 8) & 255;
      const bb = bg & 255;
      let drawn = 0;
      const colours = new Set<number>();
      for (let i = 0; i < data.length; i += 4) {
        const r = data[i]!;
        const g = data[i + 1]!;
        const b = data[i + 2]!;
        if (Math.abs(r - br) + Math.abs(g - bgG) + Math.abs(b - bb) > 24) drawn++;
        colours.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
      }
      return { drawn, total: data.length / 4, colours: colours.size };
    },
    { b64: png.toString('base64'), bg: background },
  );
}
