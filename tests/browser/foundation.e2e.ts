// The foundation in a real browser: the built app loads under its CSP (served as a header too, so the workers run
// under it) and is installable; a new game survives a reload with the network off; a killed engine worker loses no
// accepted move and is replaced within 2 s.
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { launch, serviceWorkerReady, setOffline, type Session } from './support/browser';
import { threeSeatGame } from '../fixtures/new-game';

const REQ = threeSeatGame(777);

/**
 * Evaluated in the page or a worker: what `new Function` gives there, 'EvalError' where the CSP refuses eval. Run from
 * a timer: code evaluated by DevTools itself is exempt from the eval policy.
 */
const evalFromTimer = () =>
  new Promise<string>((resolve) =>
    setTimeout(() => {
      try {
        resolve(String(new Function('return 1')()));
      } catch (e) {
        resolve((e as Error).name);
      }
    }, 0),
  );

/** Wait for the ?testHooks API (src/ui/model/test-hooks.ts). */
async function hooks(page: Page): Promise<void> {
  await page.waitForFunction(() => window.railhexTest !== undefined);
}

/** Create a game through the models and play `moves` legal moves (the engine's first legal move each time). */
async function newGameWithMoves(page: Page, moves: number): Promise<{ id: string; moveCount: number }> {
  return page.evaluate(
    async ({ req, count }) => {
      const t = window.railhexTest!;
      await t.games.refresh();
      const created = await t.games.create(req);
      if (!created.ok) throw new Error(created.reason.key);
      const game = created.game;
      for (let i = 0; i < count; i++) {
        const legal = await game.legalMoves();
        if (!legal.ok || !legal.value[0]) throw new Error('no legal move');
        const res = await game.dispatch(legal.value[0]);
        if (!res.ok) throw new Error(res.reason.key);
      }
      return { id: game.id, moveCount: game.moveCount.value };
    },
    { req: REQ, count: moves },
  );
}

/** Open a stored game in a fresh model and report its position. */
async function stored(page: Page, id: string): Promise<{ moveCount: number; toAct: number | null; logLength: number }> {
  return page.evaluate(async (gameId) => {
    const res = await window.railhexTest!.open(gameId);
    if (!res.ok) throw new Error(res.reason.key);
    const h = res.game.head.value;
    return { moveCount: h.moveCount, toAct: h.toAct, logLength: h.logLength };
  }, id);
}

let s: Session;
beforeEach(async () => {
  s = await launch();
});
afterEach(async () => {
  await s.close();
});

describe('the built app', () => {
  it('loads under its Content-Security-Policy without errors, with an installable manifest', async () => {
    await s.goto('/');
    await s.page.waitForFunction(() => (document.getElementById('app')?.childElementCount ?? 0) > 0);
    const csp = await s.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    // The engine worker runs under the CSP too: ask it something.
    await s.goto('/?testHooks');
    await hooks(s.page);
    const maps = await s.page.evaluate(() => window.railhexTest!.client.call('listMaps'));
    expect(maps.map((m) => m.id)).toContain('rust-belt');
    const evalResult = await s.page.evaluate(evalFromTimer);
    expect(evalResult).toBe('EvalError');
    await serviceWorkerReady(s.page);
    const cdp = await s.context.newCDPSession(s.page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await s.page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
    expect(manifest).toMatchObject({ short_name: 'Railhex', display: 'standalone' });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
    );
    // The violation listener reports the refused eval above; it must be the only problem.
    expect(s.problems).toContain('console: CSP violation: script-src eval');
    expect(s.problems.filter((p) => !/script-src eval|unsafe-eval/.test(p))).toEqual([]);
  });

  it('serves the workers\' scripts with the Content-Security-Policy header, so the workers run under it too', async () => {
    // A <meta> policy covers only the page; a worker is governed by the headers its own script arrives with.
    const workerScript = s.page.waitForResponse((r) => /\/engine\.worker-[\w-]+\.js$/.test(r.url()));
    const docResponse = s.page.waitForResponse((r) => r.request().resourceType() === 'document');
    await s.goto('/');
    const page = await docResponse;
    const meta = await s.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect((await page.allHeaders())['content-security-policy']).toBe(meta);
    expect((await (await workerScript).allHeaders())['content-security-policy']).toBe(meta);
    // And the engine worker enforces it: eval is refused there as on the page.
    const worker = s.page.workers().find((w) => /engine\.worker/.test(w.url()));
    expect(worker).toBeDefined();
    const evalInWorker = await worker!.evaluate(evalFromTimer);
    expect(evalInWorker).toBe('EvalError');
  });

  it('credits the games\' designers and publishers on the About screen, in English and German', async () => {
    await s.goto('/#/about');
    const games = s.page.getByTestId('game-credits');
    await games.waitFor();
    const en = await games.textContent();
    for (const who of ['Martin Wallace', 'John Bohrer', 'Winsome Games', 'Warfrog Games', 'Eagle-Gryphon Games', 'Ted Alspach']) expect(en).toContain(who);
    expect(en).toContain('Game idea by');
    // Beside the data sources, which say what each gave in the current language.
    expect(await s.page.getByTestId('credits').textContent()).toContain('Natural Earth');
    expect(await s.page.getByTestId('credits').textContent()).toContain('Coastlines');
    await s.page.getByTestId('lang-de').click();
    await s.page.getByText('Die Spiele').waitFor();
    const de = await games.textContent();
    expect(de).toContain('Spielidee von Martin Wallace');
    expect(de).toContain('Eagle-Gryphon Games');
    expect(await s.page.getByTestId('credits').textContent()).toContain('Küsten');
    expect(await s.page.getByTestId('about-screen').textContent()).toContain('inoffizielle App');
  });

  it('says so and offers a reload when the app\'s code cannot be loaded, instead of a splash forever', async () => {
    // A damaged cache or an interrupted update: the app's chunk (which the small entry imports) does not arrive.
    await s.page.route(/\/assets\/main-[\w-]+\.js$/, (route) => route.abort());
    await s.goto('/#/game/some-game');
    const alert = s.page.locator('#boot-splash[role="alert"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Railhex could not start. Your games are saved.');
    const reload = alert.getByRole('button', { name: 'Reload' });
    const box = (await reload.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    // The reload, with the chunk back, starts the app.
    await s.page.unroute(/\/assets\/main-[\w-]+\.js$/);
    await reload.click();
    await s.page.waitForFunction(() => (document.getElementById('app')?.childElementCount ?? 0) > 0);
    expect(await s.page.locator('#boot-splash').count()).toBe(0);
  });

  it('keeps a new game through a reload with the network off', async () => {
    await s.goto('/?testHooks');
    await hooks(s.page);
    expect(await serviceWorkerReady(s.page)).toBe('activated');
    const game = await newGameWithMoves(s.page, 2);
    expect(game.moveCount).toBe(2);

    await setOffline(s.context, true);
    await s.page.reload({ waitUntil: 'domcontentloaded' });
    await hooks(s.page);
    const offline = await s.page.evaluate(async () => {
      const probe = await fetch(`/not-precached-${Date.now()}.txt`).then(
        () => 'reached the network',
        () => 'offline',
      );
      return { onLine: navigator.onLine, probe, controlled: navigator.serviceWorker.controller !== null };
    });
    expect(offline).toEqual({ onLine: false, probe: 'offline', controlled: true });
    const list = await s.page.evaluate(async () => {
      await window.railhexTest!.games.refresh();
      return window.railhexTest!.games.games.value.map((g) => ({ id: g.id, moveCount: g.moveCount }));
    });
    expect(list).toEqual([{ id: game.id, moveCount: 2 }]);
    expect(await stored(s.page, game.id)).toMatchObject({ moveCount: 2 });
    // What a person sees: the home screen, served from the cache, lists the game.
    await s.page.locator(`[data-testid="game-row"][data-game-id="${game.id}"]`).waitFor();
    await setOffline(s.context, false);
    // The probe's failed fetch is the only error expected.
    expect(s.problems.filter((p) => !p.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });

  it('loses no accepted move when the engine worker is killed mid-game, and the move in flight can be retried', async () => {
    await s.goto('/?testHooks');
    await hooks(s.page);
    const game = await newGameWithMoves(s.page, 3);
    const result = await s.page.evaluate(async (id) => {
      const t = window.railhexTest!;
      const opened = await t.open(id);
      if (!opened.ok) throw new Error(opened.reason.key);
      const g = opened.game;
      const legal = await g.legalMoves();
      if (!legal.ok || !legal.value[0]) throw new Error('no legal move');
      const move = legal.value[0];
      t.killWorker();
      const killedAt = performance.now();
      // Sent to a dead worker: answered with worker.crashed once the client notices (by its ping) and restarts.
      const inFlight = await g.dispatch(move);
      // The model reloads from the store after the restart; wait for that, then retry.
      const deadline = Date.now() + 20_000;
      while (g.workerRestarts.value === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      // Recovered: the new worker answers a question about the game.
      const answers = await g.legalMoves();
      const recoveredMs = performance.now() - killedAt;
      const afterCrash = g.moveCount.value;
      const retry = await g.dispatch(move);
      return { inFlight, afterCrash, retry, moveCount: g.moveCount.value, restarts: t.restarts(), recoveredMs, answers: answers.ok };
    }, game.id);
    expect(result.inFlight).toEqual({ ok: false, reason: { key: 'worker.crashed' } });
    // Issue 14 point 20: from the kill to a working engine in at most 2 s (it took ~14.5 s with the idle ping alone).
    expect(result.answers).toBe(true);
    expect(result.recoveredMs).toBeLessThanOrEqual(2000);
    expect(result.afterCrash).toBe(3);
    expect(result.retry).toEqual({ ok: true });
    expect(result.moveCount).toBe(4);
    expect(result.restarts).toBe(1);
    // And after the page itself dies, the store still has all four.
    await s.page.reload({ waitUntil: 'domcontentloaded' });
    await hooks(s.page);
    expect(await stored(s.page, game.id)).toMatchObject({ moveCount: 4, logLength: 4 });
    expect(s.problems).toEqual([]);
  });
});
