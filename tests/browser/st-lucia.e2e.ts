// St. Lucia, two players, in the built app: each round starts with the start player's $5 instead of an auction.
import { afterEach, describe, expect, it } from 'vitest';
import { START_PLAYER_PRICE } from '../../src/engine/aos/round-info';
import { dispose, launchUi, type UiSession } from './support/ui-helpers';

let s: UiSession | undefined;
afterEach(async () => {
  if (s) await dispose(s);
  s = undefined;
});

describe('St. Lucia', () => {
  it('asks the start player to pay $5; declined, the other may pay and starts', async () => {
    s = await launchUi({ viewport: { width: 1024, height: 768 } });
    const { page } = s;
    await s.open('#/new');
    await page.getByTestId('map-st-lucia').waitFor({ state: 'attached' });
    await page.locator('label:has([data-testid="map-st-lucia"])').click();
    await expect.poll(() => page.getByTestId('map-rules-note').textContent()).toContain('For two players');
    await page.getByTestId('seat-remove-2').click();
    await page.getByTestId('seat-name-0').fill('Ana');
    await page.getByTestId('seat-name-1').fill('Ben');
    await page.getByTestId('start-game').click();
    await page.getByTestId('game-screen').waitFor();
    await expect.poll(() => page.getByTestId('game-screen').getAttribute('data-phase')).toBe('startPlayer');

    const panel = page.getByTestId('start-player-panel');
    // The hand-over screen names who decides, then the panel asks.
    const decide = async () => {
      const ready = page.getByTestId('handover-ready');
      await ready.or(panel).first().waitFor();
      if (await ready.isVisible()) await ready.click();
      await panel.locator('[data-testid="start-decline"]:not([disabled])').waitFor();
    };
    await decide();
    const first = await page.getByTestId('to-act').getAttribute('data-seat');
    await page.getByTestId('start-decline').click();
    await expect.poll(() => page.getByTestId('to-act').getAttribute('data-seat')).not.toBe(first);
    await decide();
    const second = await page.getByTestId('to-act').getAttribute('data-seat');
    // Paying for the start spends money: the panel says what the round's end then does (issue 14 §8), with the price
    // the rules charge (the engine's START_PLAYER_PRICE).
    const cash = Number((await panel.innerText()).match(/you have \$(\d+)/)![1]);
    await expect(page.getByTestId('start-pay').innerText()).resolves.toBe(`Pay $${START_PLAYER_PRICE} and start`);
    await expect(page.getByTestId('start-money').innerText()).resolves.toContain(`cash if you pay for the start $${cash - START_PLAYER_PRICE},`);
    await page.getByTestId('start-pay').click();
    // The one who paid starts: the shares are his first.
    await expect.poll(() => page.getByTestId('game-screen').getAttribute('data-phase')).toBe('issueShares');
    await expect.poll(() => page.getByTestId('to-act').getAttribute('data-seat')).toBe(second);
    expect(s.problems).toEqual([]);
  });
});
