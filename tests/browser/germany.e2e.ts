// Germany's own rules in the built app: the new-game screen says what they are, and a player builds a special link
// from the build panel — it counts as one of the turn's tiles, costs $2 and is gone from the offer once built.
import { afterEach, describe, expect, it } from 'vitest';
import { dispose, launchUi, nextStep, playStep, startGame, type UiSession } from './support/ui-helpers';

let s: UiSession | undefined;
afterEach(async () => {
  if (s) await dispose(s);
  s = undefined;
});

describe('Germany', () => {
  it('builds the special link Düsseldorf–Köln from the build panel', async () => {
    s = await launchUi({ viewport: { width: 1024, height: 768 } });
    const { page } = s;
    await s.open('#/new');
    await page.getByTestId('map-germany').waitFor({ state: 'attached' });
    expect(await page.getByTestId('base-rules-germany').count()).toBe(0);
    await page.locator('label:has([data-testid="map-germany"])').click();
    await expect.poll(() => page.getByTestId('map-rules-note').textContent()).toContain('special links Düsseldorf–Köln');
    await startGame(page, { seed: 424242 });

    // Play the first phases as the whole-game test does, up to the first build turn.
    for (let i = 0; ; i++) {
      expect(i, 'a build turn should come within 60 steps').toBeLessThan(60);
      const step = await nextStep(page);
      if (step === 'build-bar') break;
      await playStep(page, step);
    }
    const offer = page.getByTestId('special-link-dusseldorf-cologne');
    await expect.poll(() => offer.textContent()).toBe('Build Düsseldorf–Köln for $2');
    const cash = Number((await page.getByTestId('build-cash').textContent())!.replace(/\D+/g, ''));
    await expect.poll(() => page.getByTestId('tiles-left').textContent()).toBe('Tiles left this turn: 3');
    // The link spends money like a tile: its line says what the round's end does after paying for it (issue 14 §8).
    await expect(page.getByTestId('special-link-money-dusseldorf-cologne').innerText()).resolves.toContain(`cash after this build $${cash - 2},`);
    await offer.click();
    await expect.poll(() => page.getByTestId('tiles-left').textContent()).toBe('Tiles left this turn: 2');
    await expect.poll(() => offer.count()).toBe(0);
    await expect.poll(async () => Number((await page.getByTestId('build-cash').textContent())!.replace(/\D+/g, ''))).toBe(cash - 2);
    expect(await page.getByTestId('special-link-essen-dortmund').count()).toBe(1);
    expect(s.problems).toEqual([]);
  });
});
