// Spike through the UI (issue 20 point 5): a whole 2-player basic game played by the engine's bot through the panels to
// the final scores, with no other seat's hand or route card in the page or in any worker message while a seat decides
// (resuming after a killed page: spike-resume.e2e.ts; the advanced game for four: spike-advanced.e2e.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { appUrl, dispose, launchUi, type UiSession } from './support/ui-helpers';
import { cardsForBoard, routeCard } from '../../src/engine/spike/page';
import { placeName } from '../../src/ui/rules/spike/spike-model';
import { gameId, handChips, playSpikeGame, recordWorkerMessages, renderedCards, startSpikeGame, viewOf } from './spike-driver';

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
      onDecide: async (seat, mine) => {
        // At every decision: each hand the page draws (as chips, colour and count) is this seat's own; while it is on
        // turn or gives a card its hand shows exactly once.
        const shown = await renderedCards(page);
        for (const hand of shown.hands) expect(hand.toSorted(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)), `a hand shown to seat ${seat}`).toEqual(handChips(mine.players[seat]!.hand));
        if (mine.phase === 'turn' || mine.phase === 'gift') expect(shown.hands.length + (mine.players[seat]!.handCount === 0 ? 1 : 0)).toBe(1);
        // Every eighth decision (a worker call for the other seat's view): the other seat's route card is not drawn (its
        // cities and values as the card lists them), nor its id on the page, nor its hand or card in any worker message
        // since this seat took the tablet (the driver starts the log afresh at each hand-over).
        const msgs = await page.evaluate(() => (window as unknown as Win).spikeWorkerMsgs.join('\n'));
        if (checked++ % 8 !== 0) return;
        const other = 1 - seat;
        const theirs = (await viewOf(page, id, { seat: other })).players[other]!;
        const cards = cardsForBoard(mine.map.id)!;
        for (const c of theirs.routeCards ?? []) {
          const card = routeCard(cards, c)!;
          const drawn = card.cities.map((x) => `${placeName(mine, x.city)} $${x.value}`).join('|');
          expect(shown.destinations, `page shows the route card of seat ${other}`).not.toContain(drawn);
          expect(await page.locator(`[data-card="${c}"]`).count()).toBe(0);
        }
        const secrets = [`"seat":${other},"hand":${JSON.stringify(theirs.hand)}`, ...(theirs.routeCards ?? []).map((c) => `"${c}"`)];
        for (const x of secrets) {
          const at = msgs.indexOf(x);
          expect(at, `worker sent ${x} (decision ${checked - 1}, in …${msgs.slice(Math.max(0, at - 400), at + 200)}…)`).toBe(-1);
        }
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
