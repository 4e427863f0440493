// The home screen: importing a damaged or hostile game file shows a clear message and changes nothing; rename and
// delete (with confirmation) work on the listed game; a save this version cannot replay says so on its row and still
// exports its moves; a database written by a newer app says so instead of "no games".
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { threeSeatGame } from '../fixtures/new-game';
import { appUrl, dispose, launchUi, nextStep, playStep, startGame, type UiSession } from './support/ui-helpers';

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

  it('a save this version cannot replay says why on its row, and its export still holds every move', async () => {
    s = await launchUi();
    await s.open('#/new');
    await startGame(s.page, { seed: 41 });
    const id = /#\/game\/([^/?#]+)/.exec(s.page.url())![1]!;
    for (;;) {
      const step = await nextStep(s.page);
      await playStep(s.page, step);
      if (step !== 'handover-ready' && step !== 'summary-ack') break;
    }
    await s.page.waitForFunction(() => !document.querySelector('.pending-bar'));
    await s.page.getByTestId('leave-game').click();
    await s.page.getByTestId('game-row').waitFor();
    // What an older app may have stored and this one refuses: the first move, made by a seat not on turn.
    const altered = await s.page.evaluate(
      (gameId) =>
        new Promise<unknown>((resolve, reject) => {
          const req = indexedDB.open('railhex');
          req.addEventListener('error', () => reject(req.error));
          req.addEventListener('success', () => {
            const db = req.result;
            const tx = db.transaction('log', 'readwrite');
            const log = tx.objectStore('log');
            const get = log.get([gameId, 0]);
            let move: { seat: number } | undefined;
            get.addEventListener('success', () => {
              const record = get.result as { entry: { move: { seat: number } } };
              record.entry.move.seat = (record.entry.move.seat + 1) % 3;
              move = record.entry.move;
              log.put(record);
            });
            tx.addEventListener('complete', () => {
              db.close();
              resolve(move);
            });
            tx.addEventListener('error', () => reject(tx.error));
          });
        }),
      decodeURIComponent(id),
    );
    await s.page.reload();
    await s.page.getByTestId('resume-game').click();
    await s.page.getByTestId('game-failed').waitFor();
    await s.page.getByTestId('game-failed').getByRole('button').click();
    const note = s.page.getByTestId('cannot-open');
    await note.waitFor();
    expect(await note.innerText()).toMatch(/^This game cannot be opened by this version: its move 1 is refused\. .+ Export it to keep its moves\.$/);
    expect(await note.innerText()).not.toMatch(/[a-z]+\.[a-z]+[A-Z]\w*|\{|undefined/);

    const [download] = await Promise.all([s.page.waitForEvent('download'), s.page.getByTestId('export-game').click()]);
    const record = JSON.parse(await readFile((await download.path())!, 'utf8')) as { moves: unknown[]; seed: number };
    expect(record.moves).toEqual([altered]);
    expect(record.seed).toBe(41);
    expect(s.problems).toEqual([]);
  });

  it('a database written by a newer app says so instead of listing no games, and is left as it is', async () => {
    s = await launchUi();
    // A page of the app's origin that does not start the app, to write the database first (a plain file has no icon
    // of its own, and the browser's look for /favicon.ico is no problem of the app's).
    await s.context.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    await s.page.goto(`${appUrl()}manifest.webmanifest`);
    await s.page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const req = indexedDB.open('railhex', 99);
          req.addEventListener('upgradeneeded', () => req.result.createObjectStore('games', { keyPath: 'id' }).put({ id: 'from-the-future' }));
          req.addEventListener('success', () => {
            req.result.close();
            resolve();
          });
          req.addEventListener('error', () => reject(req.error));
        }),
    );
    await s.open('#/');
    const newer = s.page.getByTestId('newer-data');
    await newer.waitFor();
    expect(await newer.innerText()).toBe('This data was saved by a newer Railhex; update the app.');
    expect(await s.page.getByTestId('no-games').count()).toBe(0);
    const kept = await s.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const req = indexedDB.open('railhex');
          req.addEventListener('success', () => {
            const version = req.result.version;
            req.result.close();
            resolve(version);
          });
        }),
    );
    expect(kept).toBe(99);
    expect(s.problems).toEqual([]);
  });
});
