// Launching Debian's Chromium with a fresh profile, and the helpers browser tests share: touch and pinch via CDP,
// offline, CPU throttling, service-worker readiness, page errors and CSP violations, screenshots decoded to pixels.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium-path';
import { decodePng, type Image } from './png';

export { CHROMIUM, CHROMIUM_ARGS };

export interface LaunchOptions {
  /** Emulate a touch screen (needed for touch and pinch helpers). */
  touch?: boolean;
  viewport?: { width: number; height: number };
  /** Extra Chromium flags, e.g. the WebGPU set from RECIPES §2. */
  args?: string[];
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** The preview server's origin. */
  baseUrl: string;
  /** Uncaught page errors, console errors and CSP violations seen so far. */
  problems: string[];
  /** Open `path` (relative to the app root) and wait for the DOM. */
  goto(path?: string): Promise<void>;
  close(): Promise<void>;
}

/** Debian's Chromium on the profile folder `dir` (kept by the caller), headless: its first page, problems collected. */
export async function openProfile(
  dir: string,
  opts: { viewport: { width: number; height: number }; touch?: boolean; args?: string[]; locale?: string },
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, ...(opts.args ?? [])],
    viewport: opts.viewport,
    hasTouch: opts.touch ?? false,
    ...(opts.locale ? { locale: opts.locale } : {}),
    serviceWorkers: 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  watch(page, problems);
  return { context, page, problems };
}

/** A fresh profile in a temp dir, one page, problems collected. Close it in afterEach/afterAll. */
export async function launch(opts: LaunchOptions = {}): Promise<Session> {
  const baseUrl = inject('baseUrl');
  const dir = await mkdtemp(join(tmpdir(), 'railhex-chromium-'));
  const { context, page, problems } = await openProfile(dir, { viewport: opts.viewport ?? { width: 820, height: 900 }, touch: opts.touch, args: opts.args });
  return {
    context,
    page,
    baseUrl,
    problems,
    async goto(path = '/') {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'domcontentloaded' });
    },
    async close() {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Collect uncaught errors, console errors and CSP violations of a page into `problems`. */
export function watch(page: Page, problems: string[]): void {
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    // Harmless noise of software GL when screenshots read pixels back.
    if (/GPU stall due to ReadPixels/.test(text)) return;
    problems.push(`console: ${text}`);
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
}

/** Wait until the service worker is active (its precache complete); only then is going offline meaningful. */
export async function serviceWorkerReady(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const sw = reg.active;
    if (!sw) return 'none';
    // `ready` resolves once a worker is active, which may still be "activating".
    if (sw.state !== 'activated') {
      await new Promise<void>((resolve) => {
        const check = () => {
          if (sw.state === 'activated') resolve();
        };
        sw.addEventListener('statechange', check);
        check();
      });
    }
    return sw.state;
  });
}

/** Cut or restore the network for the whole context (the preview server stays up, so offline is really tested). */
export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
}

async function cdp(page: Page): Promise<CDPSession> {
  return page.context().newCDPSession(page);
}

/** Slow the page's main thread down by `rate` (4 = a mid-range tablet, per the performance goals). */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const s = await cdp(page);
  await s.send('Emulation.setCPUThrottlingRate', { rate });
}

type Point = { x: number; y: number };

/**
 * A two-finger pinch around `center` (CSS pixels): the fingers move from `fromSpread` to `toSpread` apart
 * (greater = zoom in) in `steps` touchMove events. Needs a session launched with { touch: true }.
 */
export async function pinch(page: Page, center: Point, fromSpread: number, toSpread: number, steps = 20): Promise<void> {
  const s = await cdp(page);
  const fingers = (spread: number) => [
    { x: center.x - spread / 2, y: center.y, id: 1 },
    { x: center.x + spread / 2, y: center.y, id: 2 },
  ];
  await s.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(fromSpread) });
  for (let i = 1; i <= steps; i++) {
    const spread = fromSpread + ((toSpread - fromSpread) * i) / steps;
    await s.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
  }
  await s.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await s.detach();
}

/** A one-finger drag from `from` to `to` in `steps` moves. */
export async function touchDrag(page: Page, from: Point, to: Point, steps = 10): Promise<void> {
  const s = await cdp(page);
  await s.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...from, id: 1 }] });
  for (let i = 1; i <= steps; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps, id: 1 };
    await s.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
  }
  await s.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await s.detach();
}

/** A one-finger tap at `at`. */
export async function tap(page: Page, at: Point): Promise<void> {
  await page.touchscreen.tap(at.x, at.y);
}

/** Screenshot of an element (or the page), decoded to RGBA pixels for counting. */
export async function pixels(page: Page, selector?: string): Promise<Image> {
  const png = selector ? await page.locator(selector).first().screenshot() : await page.screenshot();
  return decodePng(png);
}
