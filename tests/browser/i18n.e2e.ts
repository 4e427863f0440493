// Languages: the app starts in the browser's language, switches between English and German everywhere (including the
// engine's texts in a game), and remembers the choice after a reload.
import { afterEach, describe, expect, it } from 'vitest';
import { dispose, launchUi, startGame, type UiSession } from './support/ui-helpers';

let s: UiSession | undefined;
afterEach(async () => {
  if (s) await dispose(s);
  s = undefined;
});

describe('language', () => {
  it('defaults to the browser language', async () => {
    s = await launchUi({ locale: 'de-DE' });
    await s.open('#/');
    await expect(s.page.getByTestId('new-game').innerText()).resolves.toBe('Neues Spiel');
    expect(await s.page.evaluate(() => document.documentElement.lang)).toBe('de');
  });

  it('switches, reaches the game screen and the engine texts, and is remembered', async () => {
    s = await launchUi({ locale: 'en-US' });
    await s.open('#/');
    await expect(s.page.getByTestId('new-game').innerText()).resolves.toBe('New game');
    await s.page.getByTestId('lang-de').click();
    await expect(s.page.getByTestId('new-game').innerText()).resolves.toBe('Neues Spiel');
    await s.page.getByTestId('new-game').click();
    await startGame(s.page);
    // Phase names come from the engine's catalogue.
    await expect(s.page.getByTestId('phase-label').innerText()).resolves.toBe('Aktien ausgeben');
    await s.page.getByTestId('handover-ready').click();
    await s.page.getByTestId('shares-none').waitFor();
    await expect(s.page.getByTestId('shares-none').innerText()).resolves.toBe('Keine Aktien ausgeben');
    // The board is labelled for screen readers in the chosen language (the canvas itself is hidden from them).
    await expect.poll(() => s!.page.getByTestId('board-host').getAttribute('aria-label')).toBe('Spielplan: Rust Belt. Gelegte Streckenplättchen: 0');
    await s.page.getByTestId('lang-en').click();
    await expect(s.page.getByTestId('phase-label').innerText()).resolves.toBe('Issue shares');
    await expect.poll(() => s!.page.getByTestId('board-host').getAttribute('aria-label')).toBe('Game board: Rust Belt. Track tiles laid: 0');
    await s.page.getByTestId('lang-de').click();
    await s.page.reload();
    await s.page.getByTestId('game-screen').waitFor();
    await expect(s.page.getByTestId('phase-label').innerText()).resolves.toBe('Aktien ausgeben');
  });
});
