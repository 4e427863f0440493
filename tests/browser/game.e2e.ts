// A whole three-player Age of Steam game played through the UI, from the new-game form to the final scores, going
// through every phase screen of every round; and coming back to a game after the page was killed mid-turn.
import { afterEach, describe, expect, it } from 'vitest';
import { appUrl, dispose, launchUi, nextStep, playStep, startGame, type Step, type UiSession } from './support/ui-helpers';

let s: UiSession | undefined;
afterEach(async () => {
  if (s) await dispose(s);
  s = undefined;
});

describe('a whole game through the UI', () => {
  it('plays three players from new game to the final scores through every phase of every round', async () => {
    s = await launchUi({ viewport: { width: 390, height: 844 } });
    const { page } = s;
    await s.open('#/new');
    // Every map plays its own rules (a map without them would carry a "base rules" badge); choosing one says what they are.
    await page.getByTestId('map-st-lucia').waitFor({ state: 'attached' });
    expect(await page.locator('[data-testid^="base-rules-"]').count()).toBe(0);
    await page.locator('label:has([data-testid="map-southern-us"])').click();
    await expect.poll(() => page.getByTestId('map-rules-note').textContent()).toContain('white cotton cube');
    await page.locator('label:has([data-testid="map-rust-belt"])').click();
    await expect.poll(() => page.getByTestId('map-rules-note').count()).toBe(0);
    await startGame(page, { seed: 20260101 });

    // Per round: which decision screens and summaries were shown.
    const seen = new Map<number, Set<string>>();
    const note = (round: number, what: string) => {
      if (!seen.has(round)) seen.set(round, new Set());
      seen.get(round)!.add(what);
    };
    let handovers = 0;
    let step: Step;
    for (let i = 0; ; i++) {
      expect(i, 'the game should end within 1500 steps').toBeLessThan(1500);
      step = await nextStep(page);
      const screen = page.getByTestId('game-screen');
      const round = Number(await screen.getAttribute('data-round'));
      // Whose turn it is stays visible on every screen.
      if (step !== 'end-game' && step !== 'summary-ack') expect(await page.getByTestId('to-act').getAttribute('data-seat')).not.toBe('');
      if (step === 'summary-ack') {
        if (await page.getByTestId('summary-economy').count()) note(round, 'economy');
        if (await page.getByTestId('summary-dice').count()) note(round, 'dice');
        if (await page.getByTestId('summary-auction').count()) note(round, 'auction-result');
      } else if (step === 'handover-ready') {
        handovers++;
        // The hand-over names the player who decides next, the same one the turn indicator shows.
        expect(await page.getByTestId('handover').getAttribute('data-seat')).toBe(await page.getByTestId('to-act').getAttribute('data-seat'));
      } else note(round, step);
      if (step === 'end-game') break;
      await playStep(page, step, { fast: true });
    }

    const rounds = [...seen.keys()].toSorted((a, b) => a - b);
    expect(rounds.at(-1)).toBe(10);
    for (let r = 1; r <= 10; r++) {
      const got = seen.get(r)!;
      for (const what of ['shares-panel', 'auction-panel', 'auction-result', 'actions-panel', 'build-bar', 'goods-bar']) expect(got.has(what), `round ${r}: ${what}`).toBe(true);
    }
    // The end-of-round summary of every round but the last; the last one's economy comes with the game's end.
    for (let r = 1; r <= 10; r++) {
      expect(seen.get(r)!.has('economy') || seen.get(r + 1)?.has('economy'), `economy summary after round ${r}`).toBe(true);
      expect(seen.get(r)!.has('dice') || seen.get(r + 1)?.has('dice'), `goods growth dice after round ${r}`).toBe(true);
    }
    expect(handovers).toBeGreaterThan(100);

    // Final scores: a row per player with the breakdown, a winner line, and the three charts with a line per player.
    await expect(page.getByTestId('score-row').count()).resolves.toBe(3);
    const winner = await page.getByTestId('winner').innerText();
    expect(winner.length).toBeGreaterThan(3);
    for (const chart of ['chart-income', 'chart-cash', 'chart-score']) {
      expect(await page.locator(`[data-testid="${chart}"] g[data-seat]`).count()).toBe(3);
    }
    expect(await page.getByTestId('to-act').getAttribute('data-seat')).toBe('');
    expect(s.problems).toEqual([]);
    // A whole game is ~100 hand-overs of real UI work: it gets more time than the other browser tests.
  }, 300_000);
});

describe('resume', () => {
  it('comes back to the same decision after the page was killed mid-turn', async () => {
    s = await launchUi({ viewport: { width: 1024, height: 768 } });
    await s.open('#/new');
    await startGame(s.page, { seed: 4242 });
    // Play into the auction: everyone issues what they need, then the first bidder bids.
    for (;;) {
      const step = await nextStep(s.page);
      if (step === 'auction-panel' && Number(await s.page.getByTestId('auction-panel').getAttribute('data-high')) > 0) break;
      await playStep(s.page, step);
    }
    const before = {
      high: await s.page.getByTestId('auction-high').innerText(),
      toAct: await s.page.getByTestId('to-act').getAttribute('data-seat'),
      phase: await s.page.getByTestId('game-screen').getAttribute('data-phase'),
    };
    // Kill the page's renderer without any chance to save, as a tablet's browser may.
    const cdp = await s.context.newCDPSession(s.page);
    const crashed = s.page.waitForEvent('crash');
    // The command never answers: the page it would answer from is gone.
    void cdp.send('Page.crash').catch(() => undefined);
    await crashed;

    const page = await s.context.newPage();
    await page.goto(`${appUrl()}#/`);
    await page.getByTestId('game-row').first().waitFor();
    await page.getByTestId('resume-game').first().click();
    // The decision is handed over again to the same player, then the same auction is shown.
    await page.getByTestId('handover-ready').click();
    await page.getByTestId('auction-panel').waitFor();
    expect(await page.getByTestId('auction-high').innerText()).toBe(before.high);
    expect(await page.getByTestId('to-act').getAttribute('data-seat')).toBe(before.toAct);
    expect(await page.getByTestId('game-screen').getAttribute('data-phase')).toBe(before.phase);
  });
});
