// Spike through the UI (issue 20 point 5): a whole 4-player advanced game — each seat's private choice of contract
// sides and route card behind its own hand-over, then the turns — played by the engine's bot through the panels to the
// final scores.
import { afterEach, describe, expect, it } from 'vitest';
import { appUrl, dispose, launchUi, type UiSession } from './support/ui-helpers';
import { playSpikeGame, startSpikeGame } from './spike-driver';

let s: UiSession | undefined;
afterEach(async () => {
  if (s) await dispose(s);
  s = undefined;
});

describe('Spike advanced game through the UI', () => {
  it('plays a whole 4-player advanced game to the final scores', async () => {
    s = await launchUi({ viewport: { width: 1280, height: 1000 } });
    const { page } = s;
    await page.goto(`${appUrl()}?testHooks#/new`, { waitUntil: 'domcontentloaded' });
    await startSpikeGame(page, { edition: 'advanced', names: ['Ada', 'Bo', 'Cy', 'Di'], seed: 4242 });
    const seen = await playSpikeGame(page, 4242);
    expect(seen.moves.chooseSetup).toBe(4);
    expect(seen.moves.placeLoco).toBe(4);
    expect(seen.moves.build ?? 0).toBeGreaterThan(4);
    await expect(page.getByTestId('end-row').count()).resolves.toBe(4);
    expect(s.problems).toEqual([]);
  }, 600_000);
});
