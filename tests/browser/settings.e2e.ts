// The device's settings on the About screen: a "don't ask again" given in the end-of-build question can be switched
// back on where the question said (About), in English and German, with a target a finger can hit (>= 44 px).
import { afterEach, describe, expect, it } from 'vitest';
import { dispose, launchUi, type UiSession } from './support/ui-helpers';

const FLAG = 'railhex.setting.skipEndBuildConfirm';

let s: UiSession | undefined;
afterEach(async () => {
  if (s) await dispose(s);
  s = undefined;
});

describe('settings on this device', () => {
  it('switch the end-of-build question back on after "don\'t ask again"', async () => {
    s = await launchUi({ viewport: { width: 390, height: 844 } });
    const { page } = s;
    await s.open('#/about');
    const ask = page.getByTestId('setting-ask-end-build');
    await ask.waitFor();
    // Asking is the default.
    expect(await ask.isChecked()).toBe(true);

    // The player said "don't ask again" in a game (the question stores this flag): About shows the question as off.
    await page.evaluate((k) => localStorage.setItem(k, '1'), FLAG);
    await page.reload();
    await ask.waitFor();
    expect(await ask.isChecked()).toBe(false);

    // The whole line is the target, at least 44 px high, and it says what it does.
    const label = page.locator('label', { has: ask });
    expect(await label.innerText()).toBe('Ask before ending a build turn with tiles unused');
    const box = (await label.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await label.click({ position: { x: box.width - 10, y: box.height / 2 } });
    expect(await ask.isChecked()).toBe(true);
    expect(await page.evaluate((k) => localStorage.getItem(k), FLAG)).toBeNull();

    // Kept across a reload, and in German too; off again stores the flag the question reads.
    await page.reload();
    await ask.waitFor();
    expect(await ask.isChecked()).toBe(true);
    await page.getByTestId('lang-de').click();
    await expect.poll(() => label.innerText()).toBe('Vor dem Ende eines Bauzugs mit ungenutzten Plättchen fragen');
    await ask.click();
    expect(await page.evaluate((k) => localStorage.getItem(k), FLAG)).toBe('1');
    expect(s.problems).toEqual([]);
  });
});
