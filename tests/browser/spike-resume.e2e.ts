// Spike through the UI (issue 20 points 2 and 5): a game resumed after the page was killed mid-turn — the seat's hand
// hidden behind the hand-over again until its "I am …" — and played on; a seat not on turn looks at its cards privately
// ("My cards": its own hand-over, then its hand and route card in the drawer alone, gone again when hidden; nobody may
// look while a seat's own turn shows its hand).
import { afterEach, describe, expect, it } from 'vitest';
import { appUrl, dispose, launchUi, type UiSession } from './support/ui-helpers';
import { gameId, nextSpikeStep, playSpikeGame, startSpikeGame, viewOf } from './spike-driver';

let s: UiSession | undefined;
afterEach(async () => {
  if (s) await dispose(s);
  s = undefined;
});

describe('Spike resumed', () => {
  it('hides the hand again after the page was killed mid-turn, and plays on', async () => {
    s = await launchUi({ viewport: { width: 1280, height: 1000 } });
    await s.page.goto(`${appUrl()}?testHooks#/new`, { waitUntil: 'domcontentloaded' });
    await startSpikeGame(s.page, { edition: 'basic', names: ['Ada', 'Bo'], seed: 77 });
    // Setup and a few turns, then stop at a seat's decision with its hand shown.
    await playSpikeGame(s.page, 77, { maxMoves: 8 });
    let step = await nextSpikeStep(s.page);
    while (step !== 'spike-turn') {
      await s.page.getByTestId(step === 'summary-ack' ? 'summary-ack' : 'handover-ready').click();
      step = await nextSpikeStep(s.page);
    }
    expect(await s.page.getByTestId('spike-hand').count()).toBe(1);
    const hash = await s.page.evaluate(() => location.hash);
    const dir = s.dir;
    await s.close();
    // The same profile again, as after the browser killed the tab.
    const again = await launchUi({ viewport: { width: 1280, height: 1000 }, dir });
    s = again;
    await again.page.goto(`${appUrl()}?testHooks${hash}`, { waitUntil: 'domcontentloaded' });
    expect(await nextSpikeStep(again.page)).toBe('handover-ready');
    expect(await again.page.getByTestId('spike-hand').count()).toBe(0);
    const seen = await playSpikeGame(again.page, 78, { maxMoves: 6 });
    expect(Object.values(seen.moves).reduce((a, b) => a + b, 0)).toBe(6);
    expect(again.problems).toEqual([]);
  }, 300_000);

  it('shows a seat not on turn its own cards after its own hand-over, and hides them again', async () => {
    s = await launchUi({ viewport: { width: 1280, height: 1000 } });
    const { page } = s;
    await page.goto(`${appUrl()}?testHooks#/new`, { waitUntil: 'domcontentloaded' });
    await startSpikeGame(page, { edition: 'basic', names: ['Ada', 'Bo'], seed: 31 });
    await playSpikeGame(page, 31, { maxMoves: 5 });
    const id = await gameId(page);
    // At a hand-over: the seat not about to decide asks for its cards.
    for (let i = 0; i < 20; i++) {
      const step = await nextSpikeStep(page);
      if (step === 'handover-ready') break;
      if (step === 'summary-ack') await page.getByTestId(step).click();
      else await playSpikeGame(page, 40 + i, { maxMoves: 1 });
    }
    const next = Number(await page.getByTestId('handover').getAttribute('data-seat'));
    const other = 1 - next;
    const theirs = (await viewOf(page, id, { seat: other })).players[other]!;
    await page.getByTestId('open-spike-my-cards').click();
    await page.getByTestId(`spike-my-seat-${other}`).click();
    // Its own hand-over first: nothing of its cards yet.
    await page.getByTestId('spike-my-handover').waitFor();
    expect(await page.getByTestId('spike-hand').count()).toBe(0);
    await page.getByTestId('spike-my-ready').click();
    await page.getByTestId('spike-my-shown').waitFor();
    const hand = await page.locator('[data-testid="spike-my-shown"] [data-testid="spike-card"]').evaluateAll((els) => els.map((e) => [e.getAttribute('data-color'), e.textContent]));
    const want = Object.entries(theirs.hand!).filter(([, n]) => n > 0);
    expect(hand.map(([c]) => c).toSorted()).toEqual(want.map(([c]) => c).toSorted());
    expect(await page.getByTestId('spike-my-route').count()).toBe(1);
    await page.getByTestId('spike-my-hide').click();
    expect(await page.getByTestId('spike-my-shown').count()).toBe(0);
    expect(await page.getByTestId('spike-hand').count()).toBe(0);
    // The table still waits for the hand-over to the seat on turn.
    expect(await page.getByTestId('handover').getAttribute('data-seat')).toBe(String(next));
    // At the seat's own turn (its hand on screen) the drawer offers nobody: no second hand may show beside it.
    await page.getByTestId('spike-my-close').click();
    await page.getByTestId('handover-ready').click();
    await page.getByTestId('spike-hand').waitFor();
    await page.getByTestId('open-spike-my-cards').click();
    await page.getByTestId('spike-my-later').waitFor();
    expect(await page.locator('[data-testid^="spike-my-seat-"]').count()).toBe(0);
    expect(await page.getByTestId('spike-hand').count()).toBe(1);
    expect(s.problems).toEqual([]);
  }, 300_000);
});
