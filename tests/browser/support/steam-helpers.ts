// Browser-test support for Steam games: starting one through the new-game form (rule system, edition, the basic game's
// first turn order, map, seats) and a table "robot" that plays Steam's decisions through the UI.
import type { Locator, Page } from 'playwright-core';
import { endBuildTurn } from './ui-helpers';

export interface SteamStart {
  edition: 'basic' | 'standard';
  map: 'ne-usa-se-canada' | 'rhine-ruhr';
  startOrder?: 'auction' | 'random';
  names?: string[];
  seed: number;
}

/** Fill the new-game form for Steam and start; resolves on the game screen. */
export async function startSteamGame(page: Page, o: SteamStart): Promise<void> {
  const names = o.names ?? ['Ada', 'Bo', 'Cy'];
  await page.getByTestId('new-game-screen').waitFor();
  await page.locator('label:has([data-testid="rules-steam"])').click();
  await page.locator(`label:has([data-testid="edition-${o.edition}"])`).click();
  if (o.startOrder) await page.locator(`label:has([data-testid="setup-startOrder-${o.startOrder}"])`).click();
  await page.locator(`label:has([data-testid="map-${o.map}"])`).click();
  for (let i = 3; i < names.length; i++) await page.getByTestId('seat-add').click();
  for (let i = 0; i < names.length; i++) await page.getByTestId(`seat-name-${i}`).fill(names[i]!);
  await page.getByTestId('seed-input').fill(String(o.seed));
  await page.getByTestId('start-game').click();
  await page.getByTestId('game-screen').waitFor();
}

/** What the screen asks for now: one of these test ids, once its controls are ready (legal moves loaded). */
export type SteamStep =
  | 'end-game'
  | 'summary-ack'
  | 'handover-ready'
  | 'initial-auction-panel'
  | 'capital-panel'
  | 'auction-panel'
  | 'actions-panel'
  | 'points-panel'
  | 'build-bar'
  | 'goods-bar';

export const STEAM_STEPS: readonly SteamStep[] = ['end-game', 'summary-ack', 'handover-ready', 'initial-auction-panel', 'capital-panel', 'auction-panel', 'actions-panel', 'points-panel', 'build-bar', 'goods-bar'];

export async function nextSteamStep(page: Page, timeout = 15_000): Promise<SteamStep> {
  const handle = await page.waitForFunction(
    (order) => {
      if (document.querySelector('.pending-bar')) return null;
      for (const id of order) {
        const el = document.querySelector(`[data-testid="${id}"]`);
        if (!el) continue;
        if (id === 'end-game') return el.querySelector('[data-testid="score-row"]') ? id : null;
        // A decision panel is ready when the engine's legal moves have enabled a control.
        if ((id.endsWith('-panel') || id.endsWith('-bar')) && !el.querySelector('button:not([disabled])')) return null;
        // The action tiles are ready once the engine's prices are in (a free tile says so too).
        if (id === 'actions-panel' && !el.querySelector('button.action-card:not([disabled])[data-cost]:not([data-cost=""])')) return null;
        return id;
      }
      return null;
    },
    STEAM_STEPS,
    { timeout },
  );
  return (await handle.jsonValue()) as SteamStep;
}

/** Ends the build turn (the shared helper: the end-of-build question answered yes when asked). */
export const endSteamBuild = endBuildTurn;

/**
 * Decide the current step the simple way: open auctions with the lowest bid and pass or drop out after, take no
 * capital, take the first free action tile, end the build turn (performing a Goods supply or Urbanization tile first),
 * make the best delivery offered or pass, take points as income. `fast` sends the click straight to the button.
 */
export async function playSteamStep(page: Page, step: SteamStep, opts: { fast?: boolean } = {}): Promise<void> {
  const press = (l: Locator) => (opts.fast ? l.dispatchEvent('click') : l.click());
  const byId = (id: string) => press(page.getByTestId(id));
  switch (step) {
    case 'summary-ack':
    case 'handover-ready':
      return byId(step);
    case 'initial-auction-panel': {
      const hasBid = (await page.getByTestId('initial-auction-panel').getAttribute('data-has-bid')) === '1';
      if (!hasBid && (await page.getByTestId('initial-bid').count()) > 0) return byId('initial-bid');
      return byId('initial-pass');
    }
    case 'capital-panel':
      return byId('capital-none');
    case 'auction-panel': {
      const anyBid = (await page.getByTestId('auction-panel').getAttribute('data-any-bid')) === '1';
      if (!anyBid && (await page.getByTestId('auction-bid').count()) > 0) return byId('auction-bid');
      return byId('auction-drop');
    }
    case 'actions-panel':
      return press(page.locator('button.action-card:not([disabled])').first());
    case 'points-panel':
      return byId('points-income');
    case 'build-bar': {
      if ((await page.getByTestId('supply-confirm').count()) > 0 && (await page.getByTestId('supply-confirm').isEnabled())) return byId('supply-confirm');
      if ((await page.getByTestId('urbanize-confirm').count()) > 0 && (await page.getByTestId('urbanize-confirm').isEnabled())) return byId('urbanize-confirm');
      return endSteamBuild(page, press);
    }
    case 'goods-bar': {
      const best = page.getByTestId('best-delivery');
      if ((await best.count()) > 0) {
        await press(best.first());
        return byId('confirm-delivery');
      }
      return byId('pass-goods');
    }
    case 'end-game':
      return;
  }
}
