// A whole three-player Steam basic game played through the UI, from the new-game form (Steam, its edition, the first
// turn order by auction, the map) to the final scores with their breakdown, through every decision screen of every
// round; and coming back to a Steam game after the page was killed mid-turn.
import { afterEach, describe, expect, it } from 'vitest';
import { appUrl, dispose, launchUi, type UiSession } from './support/ui-helpers';
import { nextSteamStep, playSteamStep, startSteamGame, type SteamStep } from './support/steam-helpers';

let s: UiSession | undefined;
afterEach(async () => {
  if (s) await dispose(s);
  s = undefined;
});

describe('a whole Steam game through the UI', () => {
  it('plays three players of the basic game on North-East USA from new game to the final scores', async () => {
    s = await launchUi({ viewport: { width: 1024, height: 900 } });
    const { page } = s;
    await s.open('#/new');
    await page.getByTestId('rules-steam').waitFor({ state: 'attached' });
    await page.locator('label:has([data-testid="rules-steam"])').click();
    // Steam's maps with their player ranges; the basic game offers the first turn order, the standard game does not.
    await page.getByTestId('map-ne-usa-se-canada').waitFor({ state: 'attached' });
    await expect.poll(() => page.locator('.map-option').allInnerTexts()).toEqual([expect.stringContaining('3–6'), expect.stringContaining('3–6')]);
    expect(await page.getByTestId('setup-startOrder-random').count()).toBe(1);
    await page.locator('label:has([data-testid="edition-standard"])').click();
    await expect.poll(() => page.getByTestId('setup-startOrder-random').count()).toBe(0);
    await startSteamGame(page, { edition: 'basic', map: 'ne-usa-se-canada', startOrder: 'auction', seed: 20261127 });
    expect(await page.getByTestId('game-screen').getAttribute('data-phase')).toBe('initialAuction');

    const seen = new Map<number, Set<string>>();
    const note = (round: number, what: string) => {
      if (!seen.has(round)) seen.set(round, new Set());
      seen.get(round)!.add(what);
    };
    let step: SteamStep;
    for (let i = 0; ; i++) {
      expect(i, 'the game should end within 1000 steps').toBeLessThan(1000);
      step = await nextSteamStep(page);
      const round = Number(await page.getByTestId('game-screen').getAttribute('data-round'));
      if (step === 'summary-ack') {
        if (await page.getByTestId('summary-economy').count()) note(round, 'economy');
        if (await page.getByTestId('summary-order').count()) note(round, 'order');
      } else if (step !== 'handover-ready') note(round, step);
      if (step === 'end-game') break;
      await playSteamStep(page, step, { fast: true });
    }
    const rounds = [...seen.keys()].toSorted((a, b) => a - b);
    expect(rounds.at(-1)).toBe(10);
    expect(seen.get(1)!.has('initial-auction-panel')).toBe(true);
    for (let r = 1; r <= 10; r++) {
      for (const what of ['actions-panel', 'build-bar', 'goods-bar']) expect(seen.get(r)!.has(what), `round ${r}: ${what}`).toBe(true);
      expect(seen.get(r)!.has('economy') || seen.get(r + 1)?.has('economy'), `income summary after round ${r}`).toBe(true);
    }

    // Final scores: a row per player with the breakdown, a winner line, and the three charts with a line per player.
    await expect(page.getByTestId('score-row').count()).resolves.toBe(3);
    expect((await page.getByTestId('winner').innerText()).length).toBeGreaterThan(3);
    for (const chart of ['chart-income', 'chart-vp', 'chart-cash']) expect(await page.locator(`[data-testid="${chart}"] g[data-seat]`).count()).toBe(3);
    expect(await page.getByTestId('to-act').getAttribute('data-seat')).toBe('');
    expect(s.problems).toEqual([]);
  }, 400_000);
});

describe('the initial auction and the help', () => {
  it('says what a bid would cost in borrowing before it is made, and explains the decision in German', async () => {
    s = await launchUi({ viewport: { width: 1024, height: 900 } });
    const { page } = s;
    await s.open('#/new');
    await startSteamGame(page, { edition: 'basic', map: 'rhine-ruhr', startOrder: 'auction', seed: 99 });
    const toPanel = async () => {
      for (let step = await nextSteamStep(page); step !== 'initial-auction-panel'; step = await nextSteamStep(page)) {
        expect(step).toBe('handover-ready');
        await page.getByTestId('handover-ready').click();
      }
    };
    await toPanel();
    // Everybody starts with $0: a $6 bid is paid by two $5 loans, each an income step.
    for (let i = 0; i < 6; i++) await page.getByTestId('initial-bid-amount-plus').click();
    await expect.poll(() => page.getByTestId('initial-auction-money').innerText()).toBe('⚠ This costs $6: you borrow $10, income −2; $4 cash left.');
    expect(await page.getByTestId('initial-auction-money').getAttribute('data-borrow')).toBe('10');
    await page.getByTestId('lang-de').click();
    await expect.poll(() => page.getByTestId('initial-auction-money').innerText()).toBe('⚠ Das kostet $6: Du nimmst $10 auf, Einkommen −2; $4 Geld bleiben.');
    await page.getByTestId('open-help').click();
    await expect.poll(() => page.getByTestId('decision-help').innerText()).toBe('Biete mehr als das Höchstgebot oder passe und biete um einen späteren Platz.');
    await page.getByTestId('help-close').click();
    await page.getByTestId('initial-bid').click();
    // The bid is made: the next bidder sees it as the high bid.
    await expect.poll(() => page.getByTestId('game-screen').locator('.pending-bar').count()).toBe(0);
    await page.getByTestId('initial-auction-panel').waitFor({ state: 'detached' }).catch(() => undefined);
    await toPanel();
    await expect.poll(() => page.getByTestId('initial-auction-high').innerText()).toMatch(/^Höchstgebot: \$6 von /);
    expect(s.problems).toEqual([]);
  });
});

describe('resume a Steam game', () => {
  it('comes back to the same decision after the page was killed mid-turn', async () => {
    s = await launchUi({ viewport: { width: 1024, height: 768 } });
    await s.open('#/new');
    await startSteamGame(s.page, { edition: 'standard', map: 'rhine-ruhr', names: ['Ada', 'Bo', 'Cy', 'Di'], seed: 4242 });
    // Play into the turn-order auction until somebody has bid.
    for (;;) {
      const step = await nextSteamStep(s.page);
      if (step === 'auction-panel' && (await s.page.getByTestId('auction-panel').getAttribute('data-any-bid')) === '1') break;
      await playSteamStep(s.page, step);
    }
    const before = {
      high: await s.page.getByTestId('auction-high').innerText(),
      toAct: await s.page.getByTestId('to-act').getAttribute('data-seat'),
      phase: await s.page.getByTestId('game-screen').getAttribute('data-phase'),
    };
    const cdp = await s.context.newCDPSession(s.page);
    const crashed = s.page.waitForEvent('crash');
    void cdp.send('Page.crash').catch(() => undefined);
    await crashed;

    const page = await s.context.newPage();
    await page.goto(`${appUrl()}#/`);
    await page.getByTestId('game-row').first().waitFor();
    await page.getByTestId('resume-game').first().click();
    await page.getByTestId('handover-ready').click();
    await page.getByTestId('auction-panel').waitFor();
    expect(await page.getByTestId('auction-high').innerText()).toBe(before.high);
    expect(await page.getByTestId('to-act').getAttribute('data-seat')).toBe(before.toAct);
    expect(await page.getByTestId('game-screen').getAttribute('data-phase')).toBe(before.phase);
  });
});
