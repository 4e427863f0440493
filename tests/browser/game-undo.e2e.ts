// Undo and history in a casual game: the next player's hand-over offers taking back the last move once everyone else
// agrees; the undo is written in the log; the scrubber shows an earlier position without changing the game.
import { afterEach, describe, expect, it } from 'vitest';
import { dispose, launchUi, nextStep, playStep, type UiSession } from './support/ui-helpers';

let s: UiSession | undefined;
afterEach(async () => {
  if (s) await dispose(s);
  s = undefined;
});

describe('undo and history', () => {
  it('takes back a move after the others agree, logs it, and scrubs history without changing the game', async () => {
    s = await launchUi();
    const { page } = s;
    await s.open('#/new');
    await page.getByTestId('casual-option').check();
    await page.getByTestId('start-game').click();
    await page.getByTestId('game-screen').waitFor();

    // The first player issues no shares; the tablet goes to the second player.
    const first = await page.getByTestId('to-act').getAttribute('data-seat');
    await page.getByTestId('handover-ready').click();
    await page.getByTestId('shares-none').click();
    await page.getByTestId('handover').waitFor();
    expect(await page.getByTestId('to-act').getAttribute('data-seat')).not.toBe(first);

    // Casual undo needs every other player's agreement, and says which move goes (issue 14 point 16).
    await page.getByTestId('casual-undo').click();
    await expect.poll(() => page.getByTestId('casual-undo-move').innerText()).toMatch(/^The move taken back: .+ issues no shares and now has \$10\.$/);
    // Each agreement line names its player once: the badge shows the name, the label adds "agrees" (not "Ada Ada agrees").
    for (const label of await page.locator('.agree-list label').allInnerTexts()) {
      const words = label.trim().split(/\s+/);
      expect(words.at(-1)).toBe('agrees');
      expect(new Set(words).size, label).toBe(words.length);
    }
    const confirm = page.getByTestId('casual-undo-confirm');
    expect(await confirm.isDisabled()).toBe(true);
    const boxes = page.locator('[data-testid^="agree-"]');
    expect(await boxes.count()).toBe(2);
    await boxes.nth(0).check();
    expect(await confirm.isDisabled()).toBe(true);
    await boxes.nth(1).check();
    await confirm.click();
    // The decision is back with the first player, behind a hand-over.
    await page.getByTestId('handover').waitFor();
    await expect.poll(() => page.getByTestId('to-act').getAttribute('data-seat')).toBe(first);

    // Play on a little so there is history to scrub.
    for (let i = 0; i < 6; i++) await playStep(page, await nextStep(page));
    // The last step's move may still be with the engine: wait until the next decision is ready before noting the position.
    await nextStep(page);
    const phase = await page.getByTestId('game-screen').getAttribute('data-phase');
    const toAct = await page.getByTestId('to-act').getAttribute('data-seat');

    await page.getByTestId('open-history').click();
    await page.getByTestId('log-undo').waitFor();
    expect(await page.getByTestId('log-undo').innerText()).toMatch(/Took back one move/);
    expect(await page.locator('[data-testid="log-move"].is-undone').count()).toBe(1);
    // Newest first, each move once: the first line is the move just played, and no line repeats the one before it.
    const lines = await page.locator('[data-testid="log-move"] .log-jump').allInnerTexts();
    expect(Number(lines[0]!.match(/^\d+/)?.[0])).toBe(Number(await page.getByTestId('scrubber').getAttribute('max')));
    const moveTexts = await page.locator('[data-testid="log-move"]').evaluateAll((els) => els.map((el) => [...el.querySelectorAll('.log-jump span:last-child, .log-events li')].map((x) => x.textContent)));
    for (const texts of moveTexts) expect(new Set(texts).size, texts.join(' | ')).toBe(texts.length);
    const total = Number(await page.getByTestId('scrubber').getAttribute('max'));
    expect(total).toBeGreaterThan(2);
    await page.getByTestId('scrub-prev').click();
    await page.getByTestId('past-position').waitFor();
    await page.getByTestId('scrubber').fill('0');
    await expect.poll(() => page.getByTestId('scrub-position').innerText()).toBe('Start of the game');
    await page.getByTestId('history-close').click();
    // Looking back changed nothing.
    expect(await page.getByTestId('game-screen').getAttribute('data-phase')).toBe(phase);
    expect(await page.getByTestId('to-act').getAttribute('data-seat')).toBe(toAct);
    expect(s.problems).toEqual([]);
  });

  it('opens the goods display from the tool row at any time, with each column under its number or letter and its city', async () => {
    s = await launchUi();
    const { page } = s;
    await s.open('#/new');
    await page.getByTestId('start-game').click();
    await page.getByTestId('handover-ready').click();
    // Issuing shares, far from Production: the display is still there to plan with (issue 14 point 11).
    await page.getByTestId('shares-panel').waitFor();
    await page.getByTestId('open-goods').click();
    const panel = page.getByTestId('goods-display-panel');
    await panel.waitFor();
    expect(await panel.locator('[data-testid^="shown-"]').count()).toBe(52);
    expect(await page.getByTestId('display-col-newCity-D').locator('.display-col-label').innerText()).toBe('D');
    expect(await page.getByTestId('display-col-light-1').locator('.display-col-note').innerText()).toBe('Chicago');
    expect(await panel.locator('[data-testid="shown-L1.0"]').getAttribute('aria-label')).toMatch(/^column 1 \(light\) to Chicago, field 1: (empty|\w+ cube)$/);
    await page.getByTestId('goods-display-close').click();
    await page.getByTestId('shares-panel').waitFor();
    expect(s.problems).toEqual([]);
  });

  it('explains the current phase', async () => {
    s = await launchUi();
    const { page } = s;
    await s.open('#/new');
    await page.getByTestId('start-game').click();
    await page.getByTestId('handover-ready').click();
    await page.getByTestId('open-help').click();
    await expect(page.getByTestId('phase-help').innerText()).resolves.toMatch(/share/i);
    await page.getByTestId('lang-de').click();
    await expect(page.getByTestId('phase-help').innerText()).resolves.toMatch(/Aktie/);
    await page.getByTestId('help-close').click();
    await page.getByTestId('shares-panel').waitFor();
  });
});
