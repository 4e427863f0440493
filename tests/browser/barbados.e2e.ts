// Barbados, solo, in the built app: one seat, no auction, four actions with markers that stay from round to round.
import { afterEach, describe, expect, it } from 'vitest';
import { dispose, launchUi, nextStep, playStep, type UiSession } from './support/ui-helpers';

let s: UiSession | undefined;
afterEach(async () => {
  if (s) await dispose(s);
  s = undefined;
});

describe('Barbados', () => {
  it('plays solo: no auction, four actions, and a chosen action keeps its marker into the next round', async () => {
    s = await launchUi({ viewport: { width: 1024, height: 768 } });
    const { page } = s;
    await s.open('#/new');
    await page.getByTestId('map-barbados').waitFor({ state: 'attached' });
    await page.locator('label:has([data-testid="map-barbados"])').click();
    await expect.poll(() => page.getByTestId('map-rules-note').textContent()).toContain('For one player');
    // One seat: remove the other two.
    await page.getByTestId('seat-remove-2').click();
    await page.getByTestId('seat-remove-1').click();
    await page.getByTestId('seat-name-0').fill('Solo');
    await page.getByTestId('start-game').click();
    await page.getByTestId('game-screen').waitFor();

    const seen: string[] = [];
    let marked = '';
    for (let i = 0; i < 80 && !marked; i++) {
      const step = await nextStep(page);
      seen.push(step);
      if (step === 'actions-panel') {
        const round = Number(await page.getByTestId('game-screen').getAttribute('data-round'));
        const open = page.locator('[data-testid^="action-"]:not([disabled])');
        if (round === 1) {
          expect(await open.count()).toBe(4);
          const first = await open.first().getAttribute('data-testid');
          await open.first().click();
          seen.push(`chose ${first}`);
          continue;
        }
        // Round 2: the action chosen in round 1 is marked and cannot be chosen; three remain.
        const chosen = seen.find((x) => x.startsWith('chose '))!.slice(6);
        await expect.poll(() => open.count()).toBe(3);
        expect(await page.getByTestId(chosen).isDisabled()).toBe(true);
        expect(await page.getByTestId(chosen).textContent()).toContain('Marker on it');
        marked = chosen;
        break;
      }
      await playStep(page, step);
    }
    expect(marked).not.toBe('');
    expect(seen).not.toContain('auction-panel');
    expect(seen).not.toContain('handover-ready');
    expect(s.problems).toEqual([]);
  });
});
