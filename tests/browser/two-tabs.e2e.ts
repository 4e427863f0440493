// One game in two tabs of one browser (issue 14 point 17): the second tab says the game is open in another tab and
// offers to take it over; after it does, the first tab says so, stops writing, and gets the game back (with the moves
// made meanwhile) when it takes it back. The home screens follow what the other tab does.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { watch } from './support/browser';
import { appUrl, dispose, launchUi, nextStep, playStep, startGame, type UiSession } from './support/ui-helpers';

let s: UiSession | undefined;
afterEach(async () => {
  if (s) await dispose(s);
  s = undefined;
});

/** A new session whose first tab has started a game (seed `seed`, on its screen now); the game's id. */
async function sessionWithGame(seed: number, hooks = ''): Promise<{ session: UiSession; id: string }> {
  const session = await launchUi();
  await session.open(`${hooks}#/new`);
  await startGame(session.page, { seed });
  return { session, id: gameIdOf(session.page) };
}

/** A second tab of the session at `hash` (its problems count as the first tab's). */
async function secondTab(session: UiSession, hash: string): Promise<Page> {
  const page = await session.context.newPage();
  watch(page, session.problems);
  await page.goto(`${appUrl()}${hash}`, { waitUntil: 'domcontentloaded' });
  return page;
}

/** The game id in a game screen's address. */
function gameIdOf(page: Page): string {
  const m = /#\/game\/([^/?#]+)/.exec(page.url());
  if (!m) throw new Error(`not on a game screen: ${page.url()}`);
  return decodeURIComponent(m[1]!);
}

/** How many moves the stored game holds, read through a model of this tab (the test hooks). */
async function storedMoves(page: Page, id: string): Promise<number> {
  return page.evaluate(async (gameId) => {
    await new Promise<void>((resolve) => {
      const check = () => (window.railhexTest ? resolve() : setTimeout(check, 20));
      check();
    });
    const res = await window.railhexTest!.open(gameId);
    if (!res.ok) throw new Error(res.reason.key);
    const n = res.game.moveCount.value;
    res.game.close();
    return n;
  }, id);
}

/**
 * Where the keyboard is as the notice shows and after each of `presses` Tab presses: the focused element's test id
 * (or tag) and whether it lies in the notice.
 */
async function focusWalk(page: Page, presses: number): Promise<{ id: string; inNotice: boolean }[]> {
  const where = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return { id: el?.dataset.testid ?? el?.tagName.toLowerCase() ?? '', inNotice: !!el?.closest('[data-testid="tab-notice"]') };
    });
  const seen = [await where()];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    seen.push(await where());
  }
  return seen;
}

/** Play the table's steps until one decision was stored (a hand-over or summary is not one). */
async function playOneDecision(page: Page): Promise<void> {
  for (;;) {
    const step = await nextStep(page);
    await playStep(page, step);
    if (step !== 'handover-ready' && step !== 'summary-ack') break;
  }
  await page.waitForFunction(() => !document.querySelector('.pending-bar'));
}

describe('one game in two tabs', () => {
  it('one tab at a time plays it: the second offers to take over, the first then stops and can take it back', async () => {
    const started = await sessionWithGame(5, '?testHooks');
    s = started.session;
    const { id } = started;
    const tab1 = s.page;
    await playOneDecision(tab1);
    expect(await storedMoves(tab1, id)).toBe(1);
    // The first tab's keyboard is on a tool: it goes back there when this tab's notice (later) closes.
    await tab1.getByTestId('open-help').focus();

    const tab2 = await secondTab(s, `?testHooks#/game/${encodeURIComponent(id)}`);
    const notice2 = tab2.getByTestId('tab-notice');
    await notice2.waitFor();
    expect(await notice2.getAttribute('data-holding')).toBe('elsewhere');
    expect(await notice2.innerText()).toContain('This game is open in another tab.');
    // An alert dialog: the keyboard starts on its main button and never reaches the board or the tools behind it.
    await tab2.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'tab-take-over');
    const walk = await focusWalk(tab2, 4);
    expect(walk[0]).toEqual({ id: 'tab-take-over', inNotice: true });
    expect(walk.filter((w) => !w.inNotice && w.id !== 'body')).toEqual([]);
    expect(await tab2.getByTestId('leave-game').evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
    // The first tab still plays it.
    expect(await tab1.getByTestId('tab-notice').count()).toBe(0);

    await tab2.getByTestId('tab-take-over').click();
    await notice2.waitFor({ state: 'detached' });
    const notice1 = tab1.getByTestId('tab-notice');
    await notice1.waitFor();
    expect(await notice1.getAttribute('data-holding')).toBe('taken');
    expect(await notice1.innerText()).toContain('This game was opened in another tab.');
    expect(await tab1.getByTestId('tab-take-over').innerText()).toBe('Take it back');

    // The second tab plays a move; the first cannot: its models refuse to write (and the notice covers its panels).
    await playOneDecision(tab2);
    expect(await storedMoves(tab2, id)).toBe(2);
    const refused = await tab1.evaluate(async (gameId) => {
      const res = await window.railhexTest!.open(gameId);
      if (!res.ok) throw new Error(res.reason.key);
      const legal = await res.game.legalMoves();
      const move = legal.ok ? legal.value[0] : undefined;
      if (!move) throw new Error('no legal move');
      const answer = await res.game.dispatch(move);
      res.game.close();
      return answer;
    }, id);
    expect(refused).toEqual({ ok: false, reason: { key: 'game.openElsewhere' } });
    expect(await storedMoves(tab2, id)).toBe(2);

    // Taking it back: the second tab is told, the first reads the game with the second tab's move and plays on.
    await tab1.getByTestId('tab-take-over').focus();
    await tab1.keyboard.press('Enter');
    await notice1.waitFor({ state: 'detached' });
    await tab1.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'open-help', undefined, { timeout: 2000 });
    await notice2.waitFor();
    expect(await notice2.getAttribute('data-holding')).toBe('taken');
    await playOneDecision(tab1);
    expect(await storedMoves(tab1, id)).toBe(3);
    expect(s.problems).toEqual([]);
  });

  it('a game deleted in another tab while this tab plays it says so at once and leads back to the games', async () => {
    const started = await sessionWithGame(9, '?testHooks');
    s = started.session;
    const { id } = started;
    const tab1 = s.page;
    const tab2 = await secondTab(s, '#/');
    const row2 = tab2.locator(`[data-testid="game-row"][data-game-id="${id}"]`);
    await row2.getByTestId('delete-game').click();
    await tab2.getByTestId('delete-confirm').click();
    await row2.waitFor({ state: 'detached' });

    // The playing tab is told without making a move, in a sentence, with the focus on the way back.
    const notice = tab1.getByTestId('tab-notice');
    await notice.waitFor();
    expect(await notice.getAttribute('data-holding')).toBe('deleted');
    expect(await notice.innerText()).toContain('This game was deleted in another tab.');
    await tab1.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'tab-notice-primary');
    expect(await tab1.getByTestId('tab-notice-primary').innerText()).toBe('Back to the games');
    // What mounts behind the notice after it opened is inert too: the worker dies, the game model reloads the deleted
    // game and the screen shows a banner with a close button, which neither Tab nor a click may reach.
    await tab1.evaluate(async () => {
      window.railhexTest!.killWorker();
      await window.railhexTest!.client.call('listGames').catch(() => undefined);
    });
    const banner = tab1.getByTestId('error-banner');
    await banner.waitFor({ state: 'attached' });
    expect(await banner.evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
    const walk = await focusWalk(tab1, 4);
    expect(walk.filter((w) => !w.inNotice && w.id !== 'body')).toEqual([]);
    await tab1.getByTestId('tab-notice-primary').click();
    await tab1.getByTestId('no-games').waitFor();
    expect(s.problems).toEqual([]);
  });

  it('the tab that plays a game keeps it through a reload and through leaving and resuming it: no notice, moves go through', async () => {
    s = await launchUi();
    const tab = s.page;
    // Remember whether the notice ever showed, even for a moment.
    await tab.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="tab-notice"]')) sessionStorage.setItem('sawTabNotice', '1');
      }).observe(document, { subtree: true, childList: true });
    });
    await s.open('?testHooks#/new');
    await startGame(tab, { seed: 8 });
    const id = gameIdOf(tab);
    await tab.reload({ waitUntil: 'domcontentloaded' });
    await tab.getByTestId('game-screen').waitFor();
    await playOneDecision(tab);
    await tab.getByTestId('leave-game').click();
    await tab.getByTestId('resume-game').click();
    await tab.getByTestId('game-screen').waitFor();
    await playOneDecision(tab);
    expect(await storedMoves(tab, id)).toBe(2);
    await tab.waitForTimeout(600);
    expect(await tab.evaluate(() => sessionStorage.getItem('sawTabNotice'))).toBeNull();
    expect(s.problems).toEqual([]);
  });

  it("a tab's home screen follows a game renamed, deleted, created or played in another tab", async () => {
    const started = await sessionWithGame(6);
    s = started.session;
    const { id } = started;
    const tab1 = s.page;
    await tab1.getByTestId('leave-game').click();
    const row1 = tab1.locator(`[data-testid="game-row"][data-game-id="${id}"]`);
    await row1.waitFor();

    const tab2 = await secondTab(s, '#/');
    await tab2.locator(`[data-testid="game-row"][data-game-id="${id}"]`).waitFor();
    await tab2.getByTestId('rename-game').click();
    await tab2.getByTestId('rename-input').fill('Sunday');
    await tab2.getByTestId('rename-save').click();
    await row1.getByTestId('game-title').filter({ hasText: 'Sunday' }).waitFor();

    await tab2.getByTestId('delete-game').click();
    await tab2.getByTestId('delete-confirm').click();
    await tab1.getByTestId('no-games').waitFor();
    expect(await row1.count()).toBe(0);

    await tab2.getByTestId('new-game').click();
    await startGame(tab2, { seed: 7 });
    const row = tab1.getByTestId('game-row');
    await row.waitFor();
    expect(await row.getAttribute('data-game-id')).toBe(gameIdOf(tab2));
    // A move in the other tab passes the turn on: the row names the next player.
    const turn = row.locator('xpath=.//dt[normalize-space()="Turn"]/following-sibling::dd');
    const before = await turn.innerText();
    await playOneDecision(tab2);
    await tab1.waitForFunction(
      ([gameId, was]) => {
        const dt = [...document.querySelectorAll(`[data-game-id="${gameId}"] dt`)].find((d) => d.textContent?.trim() === 'Turn');
        const now = (dt?.nextElementSibling as HTMLElement | null)?.innerText;
        return now !== undefined && now !== was;
      },
      [gameIdOf(tab2), before] as const,
    );
    expect(s.problems).toEqual([]);
  });
});
