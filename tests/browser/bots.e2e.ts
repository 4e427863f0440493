// Computer players in the app (issue 21): one person against three bots on Rust Belt, the person's turns played
// through the UI (no hand-over ever, the robot mark beside every bot seat, Suggest shows a move and why without making
// it, pause holds the bots); and a game of four Hard bots on Rust Belt that runs by itself to the final scores.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestHooks } from '../../src/ui/model/test-hooks';
import { gameId } from './support/steam-bot-driver';
import { dispose, launchUi, nextStep, playStep, type Step, type UiSession } from './support/ui-helpers';

let s: UiSession | undefined;
afterEach(async () => {
  if (s) await dispose(s);
  s = undefined;
});

/** The seat to act as the turn indicator shows it ('' at the end). */
const toAct = (page: Page) => page.getByTestId('to-act').getAttribute('data-seat');

/** The moves the worker has stored for game `id` (its head, through the test hooks). */
function storedMoves(page: Page, id: string): Promise<number> {
  return page.evaluate(async (game) => {
    const hooks = (window as unknown as { railhexTest: TestHooks }).railhexTest;
    const r = (await hooks.client.call('listGames')) as { ok: boolean; games?: { id: string; moveCount: number }[] };
    const head = r.ok ? r.games?.find((g) => g.id === game) : undefined;
    if (!head) throw new Error('listGames failed');
    return head.moveCount;
  }, id);
}

describe('computer players in the app', () => {
  it('one person against three bots on Rust Belt: bots move by themselves, never a hand-over, Suggest and pause work', async () => {
    s = await launchUi({ viewport: { width: 1024, height: 768 } });
    const { page } = s;
    // The test hooks read the stored move count for the pause check (src/ui/model/test-hooks.ts).
    await s.open('?testHooks#/new');
    await page.getByTestId('map-rust-belt').waitFor({ state: 'attached' });
    await page.getByTestId('seat-name-0').fill('Ada');
    await page.getByTestId('seat-solo').click();
    await expect.poll(() => page.getByTestId('seat-row').count()).toBe(4);
    // Seat 2 at Hard: its name says so, and the robot mark sits beside its colour.
    await page.getByTestId('seat-kind-1').selectOption('hard');
    expect(await page.getByTestId('seat-name-1').inputValue()).toBe('Bot Alan (Hard)');
    expect(await page.getByTestId('seat-name-2').inputValue()).toBe('Bot Grace (Medium)');
    expect(await page.getByTestId('seat-row').nth(1).getByTestId('bot-mark').count()).toBe(1);
    expect(await page.getByTestId('seat-row').nth(0).getByTestId('bot-mark').count()).toBe(0);
    await page.getByTestId('seed-input').fill('20261127');
    await page.getByTestId('start-game').click();
    await page.getByTestId('game-screen').waitFor();
    await page.getByTestId('bot-bar').waitFor();
    // Every bot seat carries the robot mark in the seat table; the person's does not.
    await expect.poll(() => page.locator('[data-testid="seat-line"] [data-testid="bot-mark"]').count()).toBe(3);
    await page.getByTestId('bot-pace-fast').dispatchEvent('click');

    let suggested = false;
    let paused = false;
    let personSteps = 0;
    for (let i = 0; personSteps < 40; i++) {
      expect(i, 'forty decisions of the person within 600 steps').toBeLessThan(600);
      const step: Step = await nextStep(page, 30_000);
      // One person at the table: the tablet never needs handing over.
      expect(step).not.toBe('handover-ready');
      if (step === 'end-game') break;
      if (step !== 'summary-ack') {
        // A decision is only ever the person's.
        expect(await toAct(page)).toBe(await page.locator('[data-testid="seat-line"]:not(:has([data-testid="bot-mark"]))').getAttribute('data-seat'));
        personSteps++;
        if (!suggested && step === 'shares-panel') {
          await page.getByTestId('suggest-button').dispatchEvent('click');
          await page.getByTestId('suggest-box').waitFor();
          expect((await page.getByTestId('suggest-move').textContent())!.length).toBeGreaterThan(5);
          const why = (await page.getByTestId('suggest-why').textContent())!;
          // The hard bot's own reason, in words (never a message key).
          expect(why).toMatch(/share/i);
          expect(why).not.toMatch(/hint\./);
          // Nothing was played: the same decision waits.
          expect(await nextStep(page)).toBe('shares-panel');
          suggested = true;
        }
      }
      await playStep(page, step, { fast: true });
      const person = await page.locator('[data-testid="seat-line"]:not(:has([data-testid="bot-mark"]))').getAttribute('data-seat');
      const botToAct = async () => {
        const seat = await toAct(page);
        return seat !== null && seat !== '' && seat !== person;
      };
      // Once the person's turn has passed to a bot (a build turn has several steps: wait for the hand-on).
      if (!paused && personSteps >= 6 && (await expect.poll(botToAct, { timeout: 1000, interval: 20 }).toBe(true).then(() => true, () => false))) {
        // Pause while a bot is to act: no bot move is stored while paused (a move already on its way may land first).
        await page.getByTestId('bot-pause').dispatchEvent('click');
        await page.waitForTimeout(400);
        const id = await gameId(page);
        const stored = await storedMoves(page, id);
        expect(await botToAct()).toBe(true);
        await page.waitForTimeout(1500);
        expect(await storedMoves(page, id)).toBe(stored);
        expect(await botToAct()).toBe(true);
        await page.getByTestId('bot-resume').dispatchEvent('click');
        // Played on: the bots move again.
        await expect.poll(() => storedMoves(page, id), { timeout: 10_000 }).toBeGreaterThan(stored);
        paused = true;
      }
    }
    expect(suggested).toBe(true);
    expect(paused).toBe(true);
    // The history names the bots' moves with their mark.
    await page.getByTestId('open-history').dispatchEvent('click');
    await page.getByTestId('history-log').waitFor();
    await expect.poll(() => page.locator('[data-testid="log-move"] [data-testid="bot-mark"]').count()).toBeGreaterThan(10);
    expect(s.problems).toEqual([]);
  });

  it('four Hard bots on Rust Belt play a whole game to the final scores by themselves', async () => {
    s = await launchUi({ viewport: { width: 1024, height: 768 } });
    const { page } = s;
    await s.open('#/new');
    await page.getByTestId('map-rust-belt').waitFor({ state: 'attached' });
    await page.getByTestId('seat-add').click();
    for (let i = 0; i < 4; i++) await page.getByTestId(`seat-kind-${i}`).selectOption('hard');
    await page.getByTestId('seed-input').fill('7');
    await page.getByTestId('start-game').click();
    await page.getByTestId('game-screen').waitFor();
    await page.getByTestId('bot-pace-fastest').dispatchEvent('click');
    // Nobody at the table decides: the summaries wait for an acknowledgement, the bots do not.
    for (let i = 0; ; i++) {
      expect(i, 'the game ends within 200 summaries').toBeLessThan(200);
      const what = await page.waitForFunction(
        () => (document.querySelector('[data-testid="score-row"]') ? 'end' : document.querySelector('[data-testid="summary-ack"]') ? 'ack' : null),
        null,
        { timeout: 120_000 },
      );
      if ((await what.jsonValue()) === 'end') break;
      await page.getByTestId('summary-ack').dispatchEvent('click');
      // No person: never a hand-over, never a decision panel.
      expect(await page.getByTestId('handover').count()).toBe(0);
    }
    await expect.poll(() => page.getByTestId('score-row').count()).toBe(4);
    expect(s.problems).toEqual([]);
  });
});
