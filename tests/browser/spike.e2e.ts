// Spike through the UI (issue 20 point 5): a whole 2-player basic game played by the engine's bot through the panels to
// the final scores, with no other seat's hand or route card in the page or in any worker message while a seat decides
// (resuming after a killed page: spike-resume.e2e.ts; the advanced game for four: spike-advanced.e2e.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { appUrl, dispose, launchUi, type UiSession } from './support/ui-helpers';
import { gameId, playSpikeGame, recordWorkerMessages, startSpikeGame, viewOf } from './spike-driver';

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
        // Every eighth decision: the other seat's secrets are nowhere on the page, nor in any worker message since this
        // seat took the tablet (the driver starts the log afresh at each hand-over), while this seat's hand shows.
        const msgs = await page.evaluate(() => (window as unknown as Win).spikeWorkerMsgs.join('\n'));
        if (checked++ % 8 !== 0) return;
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
});
