// The home screen: importing a damaged or hostile game file shows a clear message and changes nothing; rename and
// delete (with confirmation) work on the listed game.
import { afterEach, describe, expect, it } from 'vitest';
import { threeSeatGame } from '../fixtures/new-game';
import { dispose, launchUi, nextStep, playStep, startGame, type UiSession } from './support/ui-helpers';

let s: UiSession | undefined;
afterEach(async () => {
  if (s) await dispose(s);
  s = undefined;
});

/** The listed games as id → title. */
async function listed(session: UiSession): Promise<Record<string, string>> {
  return session.page.evaluate(() =>
    Object.fromEntries([...document.querySelectorAll('[data-testid="game-row"]')].map((r) => [r.getAttribute('data-game-id'), r.querySelector('[data-testid="game-title"]')?.textContent ?? ''])),
  );
}

async function importText(session: UiSession, name: string, text: string): Promise<void> {
  await session.page.getByTestId('import-input').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

describe('home', () => {
  it('refuses damaged and hostile game files with a message and changes nothing', async () => {
    s = await launchUi();
    await s.open('#/new');
    await startGame(s.page, { seed: 99 });
    // One decision, so the game has a move in its log.
    await playStep(s.page, await nextStep(s.page));
    await s.page.getByTestId('leave-game').click();
    await s.page.getByTestId('game-row').first().waitFor();
    const before = await listed(s);
    expect(Object.keys(before)).toHaveLength(1);

    const files: [string, string][] = [
      ['not-json.json', '{"format": "railhex-record/1", "moves": [ {"type": "bid"'],
      ['wrong-format.json', JSON.stringify({ format: 'something-else/9', moves: [] })],
      [
        'illegal-move.json',
        JSON.stringify({ format: 'railhex-record/1', engineVersion: '0', ...threeSeatGame(1), moves: [{ type: 'bid', seat: 0, amount: 9999 }] }),
      ],
      ['hostile.json', JSON.stringify({ format: 'railhex-record/1', map: '../../etc/passwd', seats: [{ name: '<img src=x onerror=alert(1)>', color: 'blue' }], seed: -1, moves: 'x'.repeat(1000) })],
    ];
    for (const [name, text] of files) {
      await importText(s, name, text);
      const banner = s.page.getByTestId('import-error');
      await banner.waitFor();
      expect(await banner.innerText(), name).toMatch(/could not be imported.*Nothing was changed/s);
      expect(await listed(s), name).toEqual(before);
      await banner.getByRole('button').click();
    }
    // Still the same after a reload: nothing was stored.
    await s.page.reload();
    await s.page.getByTestId('game-row').first().waitFor();
    expect(await listed(s)).toEqual(before);
    expect(await s.page.locator('img[src="x"]').count()).toBe(0);
  });

  it('renames and, after confirmation, deletes a game', async () => {
    s = await launchUi({ viewport: { width: 390, height: 844 } });
    await s.open('#/new');
    await startGame(s.page);
    await s.page.getByTestId('leave-game').click();
    await s.page.getByTestId('rename-game').click();
    await s.page.getByTestId('rename-input').fill('Friday night');
    await s.page.getByTestId('rename-save').click();
    await s.page.getByText('Friday night').waitFor();
    await s.page.getByTestId('delete-game').click();
    await s.page.getByTestId('delete-cancel').click();
    expect(await s.page.getByTestId('game-row').count()).toBe(1);
    await s.page.getByTestId('delete-game').click();
    await s.page.getByTestId('delete-confirm').click();
    await s.page.getByTestId('no-games').waitFor();
  });
});
