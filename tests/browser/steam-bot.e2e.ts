// Steam through the UI with the engine's bot deciding (issue 18's browser tests): a whole 4-player standard game on
// Rhine-Ruhr to the final scores — capital, the turn-order auction, action tiles, tiles built on the board by the
// keyboard, Goods supply and Urbanization in their pickers, deliveries with their points decisions; and the first rounds
// of a 3-player basic game on North-East USA, where the ghost tile says what borrowing a tile costs.
import { afterEach, describe, expect, it } from 'vitest';
import { appUrl, dispose, launchUi, type UiSession } from './support/ui-helpers';
import { nextSteamStep, startSteamGame, type SteamStart } from './support/steam-helpers';
import { playBotGame, type Seen } from './support/steam-bot-driver';

let s: UiSession | undefined;
afterEach(async () => {
  if (s) await dispose(s);
  s = undefined;
});

/** Starts the game through the new-game form and plays it the bot's way through the UI (steam-bot-driver.ts). */
async function playWithBot(start: SteamStart, untilRound: number | null): Promise<{ seen: Seen; session: UiSession }> {
  const session = await launchUi({ viewport: { width: 1280, height: 1000 } });
  s = session;
  const { page } = session;
  await page.goto(`${appUrl()}?testHooks#/new`, { waitUntil: 'domcontentloaded' });
  await startSteamGame(page, start);
  return { seen: await playBotGame(page, start.seed, untilRound, nextSteamStep), session };
}

describe('Steam played by the bot through the UI', () => {
  it('plays a whole 4-player standard game on Rhine-Ruhr to the final scores', async () => {
    const { seen, session } = await playWithBot({ edition: 'standard', map: 'rhine-ruhr', names: ['Ada', 'Bo', 'Cy', 'Di'], seed: 1818 }, null);
    const { page } = session;
    expect(seen.builds).toBeGreaterThan(10);
    expect(seen.deliveries).toBeGreaterThan(0);
    expect(seen.pointsPanels).toBeGreaterThanOrEqual(seen.deliveries);
    // This seed's bot performs Goods supply and Urbanization (an engine run of the same seed counts 5 and 1).
    expect(seen.supply).toBeGreaterThan(0);
    expect(seen.urbanize).toBeGreaterThan(0);
    await expect(page.getByTestId('score-row').count()).resolves.toBe(4);
    expect(await page.getByTestId('game-screen').getAttribute('data-round')).toBe('8');
    for (const chart of ['chart-income', 'chart-vp', 'chart-cash']) expect(await page.locator(`[data-testid="${chart}"] g[data-seat]`).count()).toBe(4);
    expect(session.problems).toEqual([]);
  }, 600_000);

  it('says what borrowing a tile costs in the basic game, and asks for the points of each delivery', async () => {
    const { seen, session } = await playWithBot({ edition: 'basic', map: 'ne-usa-se-canada', startOrder: 'random', seed: 77 }, 3);
    expect(seen.builds).toBeGreaterThan(5);
    expect(seen.borrowLines.length).toBeGreaterThan(0);
    expect(seen.deliveries).toBeGreaterThan(0);
    for (const line of seen.borrowLines) expect(line).toMatch(/^⚠ This costs \$\d+: you borrow \$\d+, income −\d+; \$\d cash left\.$|VP/);
    expect(seen.pointsPanels).toBeGreaterThanOrEqual(seen.deliveries);
    expect(session.problems).toEqual([]);
  }, 600_000);
});
