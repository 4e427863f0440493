// Spike through the UI (issue 20 point 5): a whole 2-player basic game played by the engine's bot through the panels to
// the final scores, with no other seat's hand or route card in the page or in any worker message while a seat decides;
// and a game resumed after the page was killed mid-turn, the hand hidden behind the hand-over again.
import { afterEach, describe, expect, it } from 'vitest';
import { appUrl, dispose, launchUi, type UiSession } from './support/ui-helpers';
import { gameId, nextSpikeStep, playSpikeGame, recordWorkerMessages, startSpikeGame, viewOf } from './spike-driver';

let s: UiSession | undefined;
afterEach(async () => {
  if (s) await dispose(s);
  s = undefined;
});

type Win = Window & { spikeWorkerMsgs: string[] };

describe('Spike played through the UI', () => {
  it('plays a whole 2-player basic game to the final scores, showing each seat only its own cards', async () => {
    s = await launchUi({ viewport: { width: 1280, height: 1000 } });
    const { page } = s;
    await recordWorkerMessages(page);
    await page.goto(`${appUrl()}?testHooks#/new`, { waitUntil: 'domcontentloaded' });
    await startSpikeGame(page, { edition: 'basic', names: ['Ada', 'Bo'], seed: 2024 });
    const id = await gameId(page);
    let checked = 0;
    const seen = await playSpikeGame(page, 2024, {
      onDecide: async (seat) => {
        // Every third decision: the other seat's secrets are nowhere on the page, nor in any worker message since this
        // seat took the tablet (the driver starts the log afresh at each hand-over), while this seat's hand shows.
        const msgs = await page.evaluate(() => (window as unknown as Win).spikeWorkerMsgs.join('\n'));
        if (checked++ % 3 !== 0) return;
        const other = 1 - seat;
        const theirs = await viewOf(page, id, { seat: other });
        const mine = await viewOf(page, id, { seat });
        const secrets = [`"seat":${other},"hand":${JSON.stringify(theirs.players[other]!.hand)}`, ...(theirs.players[other]!.routeCards ?? []).map((c) => `"${c}"`)];
        const html = await page.content();
        for (const x of secrets) {
          expect(html.includes(x), `page shows ${x}`).toBe(false);
          expect(msgs.includes(x), `worker sent ${x}`).toBe(false);
        }
        for (const c of theirs.players[other]!.routeCards ?? []) expect(html.includes(`data-card="${c}"`)).toBe(false);
        if (mine.phase === 'turn' || mine.phase === 'gift') expect(await page.getByTestId('spike-hand').count()).toBe(1);
      },
    });
    expect(checked).toBeGreaterThan(10);
    expect(seen.moves.build ?? 0).toBeGreaterThan(2);
    expect(seen.moves.draw ?? 0).toBeGreaterThan(2);
    await expect(page.getByTestId('end-row').count()).resolves.toBe(2);
    // Route cards are revealed at the end.
    expect((await page.getByTestId('end-route-card').allInnerTexts()).every((t) => /\$\d+/.test(t))).toBe(true);
    console.log(`spike routes shown after choosing a destination: ${JSON.stringify(seen.routeTimes)} ms; other route taken ${seen.otherRoute}`);
    expect(s.problems).toEqual([]);
  }, 600_000);

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
});
