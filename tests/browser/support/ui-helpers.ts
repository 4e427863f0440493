// Browser-test support for the game screens: a Chromium profile that survives a killed page, opening the app at a
// screen, starting a game through the new-game form, and a table "robot" that plays decisions through the UI.
// The app's URL is the preview server's (vitest inject), or RAILHEX_UI_URL to point the same tests at another page.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { expensesDue, SHARE_VALUE } from '../../../src/engine/aos/numbers';
import { openProfile } from './browser';

export interface UiSession {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors, console errors and CSP violations. */
  problems: string[];
  /** The profile folder, kept across relaunches until `dispose`. */
  dir: string;
  /** Open the app at a hash route, e.g. '#/new'. */
  open(hash?: string): Promise<void>;
  close(): Promise<void>;
}

export function appUrl(): string {
  return process.env.RAILHEX_UI_URL ?? `${inject('baseUrl')}/`;
}

export interface UiLaunch {
  viewport?: { width: number; height: number };
  /** Browser language (navigator.language), e.g. 'de-DE'. */
  locale?: string;
  /** Reuse a profile folder (to come back after a killed page). */
  dir?: string;
}

export async function launchUi(opts: UiLaunch = {}): Promise<UiSession> {
  const dir = opts.dir ?? (await mkdtemp(join(tmpdir(), 'railhex-ui-')));
  const { context, page, problems } = await openProfile(dir, { viewport: opts.viewport ?? { width: 1024, height: 768 }, locale: opts.locale ?? 'en-US' });
  return {
    context,
    page,
    problems,
    dir,
    async open(hash = '#/') {
      await page.goto(appUrl() + hash, { waitUntil: 'domcontentloaded' });
    },
    async close() {
      await context.close();
    },
  };
}

export async function dispose(s: UiSession): Promise<void> {
  await s.context.close().catch(() => undefined);
  await rm(s.dir, { recursive: true, force: true });
}

/** Fill the new-game form (three named players by default) and start; resolves on the game screen. */
export async function startGame(page: Page, opts: { names?: string[]; seed?: number } = {}): Promise<void> {
  const names = opts.names ?? ['Ada', 'Bo', 'Cy'];
  await page.getByTestId('new-game-screen').waitFor();
  await page.getByTestId('map-rust-belt').waitFor({ state: 'attached' });
  for (let i = 3; i < names.length; i++) await page.getByTestId('seat-add').click();
  for (let i = 0; i < names.length; i++) await page.getByTestId(`seat-name-${i}`).fill(names[i]!);
  if (opts.seed !== undefined) await page.getByTestId('seed-input').fill(String(opts.seed));
  await page.getByTestId('start-game').click();
  await page.getByTestId('game-screen').waitFor();
}

/** What the screen asks for now: one of these test ids, once its controls are ready (legal moves loaded). */
export type Step = 'end-game' | 'summary-ack' | 'handover-ready' | 'shares-panel' | 'auction-panel' | 'actions-panel' | 'build-bar' | 'goods-bar' | 'production-panel';

export async function nextStep(page: Page, timeout = 15_000): Promise<Step> {
  const handle = await page.waitForFunction(
    () => {
      if (document.querySelector('.pending-bar')) return null;
      const order = ['end-game', 'summary-ack', 'handover-ready', 'shares-panel', 'auction-panel', 'actions-panel', 'build-bar', 'goods-bar', 'production-panel'];
      for (const id of order) {
        const el = document.querySelector(`[data-testid="${id}"]`);
        if (!el) continue;
        // A decision panel is ready when the engine's legal moves have enabled a control.
        if (id.endsWith('-panel') || id.endsWith('-bar')) {
          if (id !== 'end-game' && !el.querySelector('button:not([disabled])')) return null;
          if (id === 'end-game' && !el.querySelector('[data-testid="score-row"]')) return null;
        }
        return id;
      }
      return null;
    },
    null,
    { timeout },
  );
  return (await handle.jsonValue()) as Step;
}

/** Simple choices that keep every player solvent: issue just enough shares to pay this round's expenses. */
export function sharesToIssue(cash: number, shares: number, engine: number, max: number): number {
  let n = 0;
  while (n < max && cash + SHARE_VALUE * n < expensesDue(shares + n, engine)) n++;
  return n;
}

/**
 * Ends the build turn, in any system's build bar: once the End button works (it waits for the engine's answer), with
 * tiles the seat could still lay (the bar's data-unused) the end-of-build question comes and is answered yes, unless
 * this device said not to ask (src/ui/components/end-build.tsx).
 */
export async function endBuildTurn(page: Page, press: (l: Locator) => Promise<void> = (l) => l.click()): Promise<void> {
  const end = page.locator('[data-testid="end-build"]:not([disabled])');
  await end.waitFor();
  const unused = Number(await page.getByTestId('build-bar').getAttribute('data-unused'));
  const skip = await page.evaluate(() => localStorage.getItem('railhex.setting.skipEndBuildConfirm') === '1');
  await press(end);
  if (unused > 0 && !skip) await press(page.getByTestId('confirm-end-yes'));
}

/**
 * Decide the current step the simple way. `fast` sends the click event straight to the button instead of Playwright's
 * full click (which first waits for the element to be visible, stable and unobscured over several frames): the whole-game
 * test makes some 400 decisions and would otherwise spend most of its time in those waits.
 */
export async function playStep(page: Page, step: Step, opts: { fast?: boolean } = {}): Promise<void> {
  const press = (l: Locator) => (opts.fast ? l.dispatchEvent('click') : l.click());
  const byId = (id: string) => press(page.getByTestId(id));
  switch (step) {
    case 'summary-ack':
    case 'handover-ready':
      return byId(step);
    case 'shares-panel': {
      const panel = page.getByTestId('shares-panel');
      const [cash, shares, engine, max] = await Promise.all(['data-cash', 'data-shares', 'data-engine', 'data-max'].map(async (a) => Number(await panel.getAttribute(a))));
      const n = sharesToIssue(cash!, shares!, engine!, max!);
      if (n === 0) return byId('shares-none');
      for (let i = 0; i < n; i++) await byId('shares-count-plus');
      await page.getByTestId('shares-count-value').filter({ hasText: String(n) }).waitFor();
      return byId('shares-issue');
    }
    case 'auction-panel': {
      // The first bidder of an auction bids the minimum; everyone else drops out.
      const high = Number(await page.getByTestId('auction-panel').getAttribute('data-high'));
      if (high === 0 && (await page.getByTestId('auction-bid').count()) > 0) return byId('auction-bid');
      return byId('auction-drop');
    }
    case 'actions-panel':
      return press(page.locator('[data-testid^="action-"]:not([disabled])').first());
    case 'build-bar':
      return endBuildTurn(page, press);
    case 'goods-bar': {
      const best = page.getByTestId('best-delivery');
      if ((await best.count()) > 0) {
        await press(best.first());
        return byId('confirm-delivery');
      }
      return byId('pass-goods');
    }
    case 'production-panel': {
      // The drawn cubes must be placed: tap one free field per cube, then place them.
      const drawn = Number(await page.getByTestId('production-panel').getAttribute('data-drawn'));
      for (let i = 0; i < drawn; i++) {
        await press(page.locator('[data-testid^="field-"]:not([disabled])[aria-pressed="false"]').first());
        await page.locator('[data-testid^="field-"][aria-pressed="true"]').nth(i).waitFor();
      }
      return byId('production-place');
    }
    case 'end-game':
      return;
  }
}
