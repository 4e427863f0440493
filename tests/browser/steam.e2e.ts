// A whole three-player Steam basic game played through the UI, from the new-game form (Steam, its edition, the first
// turn order, the map) to the final scores with their breakdown: track built on the board, goods delivered, every
// delivery's points decided, loans taken; the initial auction's money line and help; the build planner (two tiles
// sketched, priced and built) and the end-of-build question; and coming back to a Steam game after the page was killed
// mid-turn.
import { afterEach, describe, expect, it } from 'vitest';
import { appUrl, dispose, launchUi, type UiSession } from './support/ui-helpers';
import { endSteamBuild, nextSteamStep, playSteamStep, startSteamGame } from './support/steam-helpers';
import { gameId, playBotGame, tapByKeyboard, workerView } from './support/steam-bot-driver';
import { steam } from '../../src/engine/steam/module';
import type { SteamBuildOption } from '../../src/engine/steam/queries';
import type { SteamState } from '../../src/engine/steam/state';

let s: UiSession | undefined;
afterEach(async () => {
  if (s) await dispose(s);
  s = undefined;
});

describe('a whole Steam game through the UI', () => {
  it('plays three players of the basic game on North-East USA from new game to the final scores: track, deliveries, points and loans', async () => {
    s = await launchUi({ viewport: { width: 1280, height: 1000 } });
    const { page } = s;
    // The test hooks let the script read the worker's position (the bot decides on it).
    await page.goto(`${appUrl()}?testHooks#/new`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('rules-steam').waitFor({ state: 'attached' });
    await page.locator('label:has([data-testid="rules-steam"])').click();
    // Steam's maps with their player ranges; the basic game offers the first turn order, the standard game does not.
    await page.getByTestId('map-ne-usa-se-canada').waitFor({ state: 'attached' });
    await expect.poll(() => page.locator('.map-option').allInnerTexts()).toEqual([expect.stringContaining('3–6'), expect.stringContaining('3–6')]);
    expect(await page.getByTestId('setup-startOrder-random').count()).toBe(1);
    await page.locator('label:has([data-testid="edition-standard"])').click();
    await expect.poll(() => page.getByTestId('setup-startOrder-random').count()).toBe(0);
    // The test script is the engine's bot, each of its decisions made through the screens (steam-bot-driver.ts); seed 8
    // is a short game of its (139 moves: 27 tiles, 10 deliveries, loans and both kinds of points decisions).
    const seed = 8;
    await startSteamGame(page, { edition: 'basic', map: 'ne-usa-se-canada', startOrder: 'random', seed });
    const id = await gameId(page);
    const seen = await playBotGame(page, seed, null, nextSteamStep);

    // Every round had its action tiles, its build turns on the board and its goods movement, then the income summary.
    expect(Math.max(...seen.rounds.keys())).toBe(10);
    for (let r = 1; r <= 10; r++) {
      for (const what of ['actions-panel', 'build-bar', 'goods-bar']) expect(seen.rounds.get(r)!.has(what), `round ${r}: ${what}`).toBe(true);
    }
    // Track was built and goods delivered through the board; the ghost tile said what the loans cost.
    expect(seen.builds).toBeGreaterThan(15);
    expect(seen.deliveries).toBeGreaterThan(4);
    expect(seen.borrowLines.length).toBeGreaterThan(0);
    for (const line of seen.borrowLines) expect(line).toMatch(/^⚠ This costs \$\d+: you borrow \$\d+(, income −\d+)?( at −\$10 income)?((,| and) −\d+ VP)?; \$\d cash left\.$/);
    // Every delivery asked its points, some taken as income and some as VP.
    expect(seen.pointsAs.income).toBeGreaterThan(0);
    expect(seen.pointsAs.vp).toBeGreaterThan(0);

    // Final scores: a row per player with the breakdown (completed links scored), the engine's winners named, and the
    // three charts with a line per player.
    await expect(page.getByTestId('score-row').count()).resolves.toBe(3);
    const view = await workerView(page, id);
    const winners = (view.winners ?? []).map((w) => view.seats[w]!.name);
    expect(winners.length).toBeGreaterThan(0);
    for (const name of winners) expect(await page.getByTestId('winner').innerText()).toContain(name);
    expect(await page.locator('[data-testid="score-row"][data-seat="' + view.winners![0] + '"] td').first().innerText()).toBe('1');
    const links = await page.locator('[data-testid="score-row"] td:nth-of-type(4)').allInnerTexts();
    expect(links.some((n) => Number(n) > 0)).toBe(true);
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

describe('the player table in German at 1024 px, the planner and the end-of-build question', () => {
  it('keeps each header on one line once the action tiles are named; plans two tiles, builds them and asks before ending', async () => {
    s = await launchUi({ viewport: { width: 1024, height: 768 } });
    const { page } = s;
    // The test hooks let the script read the worker's position (to pick two tiles that make a plan).
    await page.goto(`${appUrl()}?testHooks#/new`, { waitUntil: 'domcontentloaded' });
    await startSteamGame(page, { edition: 'standard', map: 'rhine-ruhr', names: ['Adalbert', 'Bonifatius', 'Cyprian'], seed: 31 });
    await page.getByTestId('lang-de').click();
    // Capital ($15 each, the standard game pays track from cash), the auction and the action tiles the simple way, to
    // the first build turn: every seat's tile is named.
    for (let step = await nextSteamStep(page); step !== 'build-bar'; step = await nextSteamStep(page)) {
      if (step !== 'capital-panel') {
        await playSteamStep(page, step, { fast: true });
        continue;
      }
      for (let i = 0; i < 3; i++) await page.getByTestId('capital-count-plus').click();
      await page.getByTestId('capital-take').click();
      await page.getByTestId('capital-panel').waitFor({ state: 'detached' }).catch(() => undefined);
    }
    // One line box each ("Einkommen", never "Einkom-men" beside long names and tile names).
    const lines = await page.locator('[data-testid="seat-table"] thead th').evaluateAll((ths) =>
      ths.map((th) => {
        const range = document.createRange();
        range.selectNodeContents(th);
        return `${th.textContent}: ${range.getClientRects().length}`;
      }),
    );
    expect(lines).toEqual(['Spieler: 1', 'Geld: 1', 'Einkommen: 1', 'SP: 1', 'Lok: 1', 'Aktion: 1']);

    // The planner: a first tile from a city and a second only the first makes room for, sketched on the board, judged
    // by the engine one after the other, priced together, then built at once.
    // The table's view holds no random state; building draws none, so any stands in for the engine's what-if.
    const view = { ...(await workerView(page, await gameId(page))), rng: [1, 2, 3, 4] } as unknown as SteamState;
    const seat = view.build!.queue[0]!;
    const first = steam.queries.buildOptions(view, seat).find((o) => o.request.tile === 'S')!;
    const after = steam.apply(view, { type: 'build', seat, ...first.request });
    if (!after.ok) throw new Error('the first tile is refused');
    const second = steam.queries.buildOptions(after.state, seat).find((o) => steam.queries.buildOptions(view, seat, o.request.hex).length === 0)!;
    const sketch = async (o: SteamBuildOption) => {
      await tapByKeyboard(page, o.request.hex);
      const ghost = page.getByTestId('ghost-preview');
      await ghost.waitFor();
      const choice = page.locator(`[data-testid="tile-choice"][data-tile="${o.request.tile}"]`);
      if ((await choice.count()) > 0) await choice.click();
      for (let i = 0; i < 6 && (await ghost.getAttribute('data-rotation')) !== String(o.request.rotation); i++) await page.getByTestId('rotate').click();
      expect([await ghost.getAttribute('data-tile'), await ghost.getAttribute('data-rotation')]).toEqual([o.request.tile, String(o.request.rotation)]);
      await page.getByTestId('plan-add').click();
    };
    // The keyboard cursor's words are read in English; the plan's and the question's texts then in German again.
    await page.getByTestId('lang-en').click();
    await page.getByTestId('plan-toggle').check();
    await sketch(first);
    await expect.poll(() => page.getByTestId('plan-step').count()).toBe(1);
    await sketch(second);
    await expect.poll(() => page.locator('[data-testid="plan-step"][data-legal="1"]').count()).toBe(2);
    await page.getByTestId('lang-de').click();
    const total = first.cost + second.cost;
    expect(await page.getByTestId('plan-total').innerText()).toBe(`Zusammen $${total} für 2 Plättchen — Der ganze Plan kann gebaut werden.`);
    await expect.poll(() => page.getByTestId('plan-money').innerText()).toMatch(new RegExp(`^Das kostet \\$${total}: bar bezahlt, \\$\\d+ bleiben\\.$`));
    const left = Number(/\d+/.exec(await page.getByTestId('tiles-left').innerText())![0]) - 2;
    await page.getByTestId('plan-all').click();
    await expect.poll(() => page.getByTestId('tiles-left').innerText()).toBe(`noch ${left} Plättchen`);
    expect(await page.getByTestId('plan').count()).toBe(0);

    // Ending with tiles still to lay is asked; "keep building" keeps the turn, "end" ends it.
    await page.getByTestId('end-build').click();
    expect(await page.getByTestId('confirm-end').innerText()).toContain(`Bauzug beenden, obwohl du noch ${left} Plättchen legen darfst?`);
    await page.getByTestId('confirm-end-no').click();
    // Then ended as the whole-game drivers end a build turn (the question answered yes).
    await endSteamBuild(page);
    await expect.poll(() => page.getByTestId('to-act').getAttribute('data-seat')).not.toBe(String(seat));
    const now = (await workerView(page, await gameId(page))) as unknown as SteamState;
    expect([first.request.hex, second.request.hex].every((h) => now.track.tiles[h] !== undefined)).toBe(true);
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
