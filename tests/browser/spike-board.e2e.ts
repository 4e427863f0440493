// Spike's board while a seat builds (issue 20 point 3): a tap on a city on the lattice board, at its point on the
// screen, makes it the destination; the routes the engine offers to it are listed, and the board points them out — the
// picked route's segments, the other offered routes' segments apart from it, the cities the hand reaches, the chosen
// city ringed — as the board host's data-highlights says (the board draws in a worker). Picking another route moves
// the strong band to it; after the turn, at the hand-over, nothing of the seat's offer is pointed out. The route card
// and the contracts mark as connected exactly the listed cities the engine's networkCities names.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { LatticeHighlights } from '../../src/engine/lattice/view';
import { pointPx } from '../../src/board/lattice/points';
import { appUrl, dispose, launchUi, type UiSession } from './support/ui-helpers';
import { gameId, nextSpikeStep, playSpikeGame, seatToAct, startSpikeGame, viewOf } from './spike-driver';

let s: UiSession | undefined;
afterEach(async () => {
  if (s) await dispose(s);
  s = undefined;
});

/** What the board was last given to point out (the board host's data-highlights), or null when it carries none. */
async function highlights(page: Page): Promise<LatticeHighlights | null> {
  const raw = await page.getByTestId('board-host').getAttribute('data-highlights');
  return raw ? (JSON.parse(raw) as LatticeHighlights) : null;
}

/** Screen position (CSS px) of a lattice point, from the camera the board publishes on its host element. */
async function pointOnScreen(page: Page, node: string): Promise<{ x: number; y: number }> {
  await page.locator('[data-testid="board-host"][data-scale]').waitFor();
  const host = page.getByTestId('board-host');
  const box = (await host.boundingBox())!;
  const cam = await host.evaluate((el) => ({ ...(el as HTMLElement).dataset }));
  const w = pointPx(node);
  const scale = Number(cam.scale);
  const at = { x: box.x + box.width / 2 + (w.x - Number(cam.cx)) * scale, y: box.y + box.height / 2 + (w.y - Number(cam.cy)) * scale };
  expect(at.x > box.x && at.x < box.x + box.width && at.y > box.y && at.y < box.y + box.height, `point ${node} on the board`).toBe(true);
  return at;
}

/** The cities seat's network holds, asked of the worker by the test (the public networkCities query, as the table). */
async function networkCities(page: Page, id: string, seat: number): Promise<string[]> {
  return page.evaluate(
    async ([game, who]) => {
      const w = window as unknown as { railhexTest: { client: { call: (...a: unknown[]) => Promise<{ ok: boolean; value?: string[] }> } }; spikeRecording?: boolean };
      w.spikeRecording = false;
      try {
        const r = await w.railhexTest.client.call('query', game, 'networkCities', [who], 'table');
        if (!r.ok || !r.value) throw new Error('networkCities failed');
        return r.value;
      } finally {
        w.spikeRecording = true;
      }
    },
    [id, seat] as const,
  );
}

/** Each city the turn panel's route card and contracts list, and whether it is marked connected there (a served contract city excepted). */
async function connectedMarks(page: Page): Promise<{ city: string; marked: boolean }[]> {
  const card = await page.locator('[data-testid="spike-turn"] [data-testid="spike-route-card"] li[data-city]').evaluateAll((els) => els.map((e) => ({ city: e.getAttribute('data-city')!, marked: (e.textContent ?? '').startsWith('✓') })));
  const contracts = await page
    .locator('[data-testid="spike-turn"] [data-testid="spike-contract"] li[data-city]:not(.is-served)')
    .evaluateAll((els) => els.map((e) => ({ city: e.getAttribute('data-city')!, marked: (e.textContent ?? '').includes('(connected)') })));
  return [...card, ...contracts];
}

/** The segments of each listed route, in the list's order, and the index of the one picked. */
async function listedRoutes(page: Page): Promise<{ segments: number[][]; picked: number }> {
  return page.locator('[data-testid="spike-route"]').evaluateAll((els) => ({
    segments: els.map((e) => (e.getAttribute('data-segments') ?? '').split(' ').filter(Boolean).map(Number)),
    picked: els.findIndex((e) => (e.querySelector('input') as HTMLInputElement | null)?.checked),
  }));
}

describe('Spike board', () => {
  it('takes a tap on a city as the destination and points out the routes offered to it', async () => {
    s = await launchUi({ viewport: { width: 1280, height: 1000 } });
    const { page } = s;
    await page.goto(`${appUrl()}?testHooks#/new`, { waitUntil: 'domcontentloaded' });
    await startSpikeGame(page, { edition: 'basic', names: ['Ada', 'Bo'], seed: 52 });
    const id = await gameId(page);
    // Through the setup to a seat's action whose hand builds to two cities or more.
    let cities: string[] = [];
    for (let i = 0; i < 30 && cities.length < 2; i++) {
      const step = await nextSpikeStep(page);
      if (step === 'summary-ack' || step === 'handover-ready') {
        await page.getByTestId(step).click();
        continue;
      }
      if (step === 'spike-turn' && (await page.getByTestId('spike-turn').getAttribute('data-stage')) === 'action') {
        await page.locator('[data-testid="spike-build-city"] option:not([value=""])').first().waitFor({ timeout: 10_000 }).catch(() => undefined);
        cities = await page.locator('[data-testid="spike-build-city"] option:not([value=""])').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
        if (cities.length >= 2) break;
      }
      await playSpikeGame(page, 52 + i, { maxMoves: 1 });
    }
    expect(cities.length).toBeGreaterThanOrEqual(2);
    const seat = await seatToAct(page);
    const view = await viewOf(page, id, { seat });
    const nodeOf = (city: string) => view.map.places.find((p) => p.id === city)!.node;

    // While choosing: the cities the hand reaches are the points to tap, nothing else is pointed out.
    await expect.poll(async () => (await highlights(page))?.nodes.toSorted()).toEqual(cities.map(nodeOf).toSorted());
    expect(await highlights(page)).toMatchObject({ segments: [], selected: null, seat });

    // The route card and the contracts mark the cities the seat's network holds: the engine's networkCities answer.
    const network = await networkCities(page, id, seat);
    expect(network.length).toBeGreaterThan(0);
    const shown = await connectedMarks(page);
    const inNetwork = shown.filter((m) => network.includes(m.city)).map((m) => m.city).toSorted();
    expect(inNetwork.length, 'a listed city in the network').toBeGreaterThan(0);
    await expect.poll(async () => (await connectedMarks(page)).filter((m) => m.marked).map((m) => m.city).toSorted()).toEqual(inNetwork);

    // A tap on the city on the canvas chooses it: its routes are listed. The fit is on the board once the board has
    // written its camera again (the host's data-scale, cleared here first).
    await page.getByTestId('board-host').evaluate((el) => delete (el as HTMLElement).dataset.scale);
    await page.getByTestId('board-fit').click();
    const city = cities[0]!;
    const at = await pointOnScreen(page, nodeOf(city));
    await page.mouse.click(at.x, at.y);
    await page.locator(`[data-testid="spike-routes"][data-city="${city}"][data-ready="yes"]`).waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('spike-build-city').inputValue()).toBe(city);
    const listed = await listedRoutes(page);
    expect(listed.segments.length).toBeGreaterThan(0);
    expect(listed.picked).toBe(0);

    // The board names the offered segments: the picked route's, and the others' apart from them.
    const others = (picked: number) => {
      const own = new Set(listed.segments[picked]);
      return [...new Set(listed.segments.flat())].filter((i) => !own.has(i)).toSorted((a, b) => a - b);
    };
    await expect.poll(async () => (await highlights(page))?.segments).toEqual(listed.segments[0]);
    const hl = (await highlights(page))!;
    expect(hl.offered ?? []).toEqual(others(0));
    expect(hl.selected).toBe(nodeOf(city));
    expect(hl.seat).toBe(seat);
    expect(hl.nodes.toSorted()).toEqual(cities.map(nodeOf).toSorted());

    // Another route picked: the strong band moves to it.
    if (listed.segments.length > 1) {
      await page.locator('[data-testid="spike-route"] input').nth(1).check();
      await expect.poll(async () => (await highlights(page))?.segments).toEqual(listed.segments[1]);
      expect((await highlights(page))!.offered ?? []).toEqual(others(1));
    }

    // The turn ends (the engine's bot plays it): at the hand-over nothing of the offer stays pointed out.
    await playSpikeGame(page, 99, { maxMoves: 1 });
    let step = await nextSpikeStep(page);
    while (step === 'summary-ack') {
      await page.getByTestId(step).click();
      step = await nextSpikeStep(page);
    }
    expect(step).toBe('handover-ready');
    const after = await highlights(page);
    expect(after === null || (after.segments.length === 0 && (after.offered ?? []).length === 0 && after.nodes.length === 0)).toBe(true);
    expect(s.problems).toEqual([]);
  }, 300_000);
});
