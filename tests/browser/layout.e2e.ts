// Touch-first layout: from a 390×844 phone to a 1366×1024 tablet, portrait and landscape, no screen scrolls sideways
// and every visible button is at least 44 px in both directions (home, new game, a game's first decision).
import { afterEach, describe, expect, it } from 'vitest';
import { dispose, launchUi, startGame, type UiSession } from './support/ui-helpers';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 820, height: 1180 },
  { width: 1366, height: 1024 },
];

let s: UiSession | undefined;
afterEach(async () => {
  if (s) await dispose(s);
  s = undefined;
});

/** Page overflow and the visible buttons smaller than 44 px, named by test id or text. */
async function layoutProblems(session: UiSession, screenName: string): Promise<string[]> {
  return session.page.evaluate((label) => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth > innerWidth) out.push(`${label}: page is ${document.documentElement.scrollWidth} px wide in a ${innerWidth} px window`);
    for (const b of document.querySelectorAll('button')) {
      const r = b.getBoundingClientRect();
      if (r.width === 0 || getComputedStyle(b).visibility === 'hidden') continue;
      if (r.width < 44 || r.height < 44) out.push(`${label}: button ${b.dataset.testid ?? b.textContent?.trim()} is ${Math.round(r.width)}×${Math.round(r.height)} px`);
    }
    return out;
  }, screenName);
}

describe('layout on phones and tablets', () => {
  for (const viewport of VIEWPORTS) {
    it(`${viewport.width}×${viewport.height}: no sideways scrolling, touch targets ≥ 44 px`, async () => {
      s = await launchUi({ viewport });
      await s.open('#/');
      await s.page.getByTestId('new-game').waitFor();
      const problems = await layoutProblems(s, 'home');
      await s.page.getByTestId('new-game').click();
      await s.page.getByTestId('new-game-screen').waitFor();
      problems.push(...(await layoutProblems(s, 'new game')));
      await startGame(s.page);
      await s.page.getByTestId('handover-ready').click();
      await s.page.getByTestId('shares-panel').waitFor();
      problems.push(...(await layoutProblems(s, 'game')));
      expect(problems).toEqual([]);
      expect(s.problems).toEqual([]);
    });
  }
});
