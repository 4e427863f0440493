// Time from a finger lifting off a destination city on Spike's lattice board to the routes the engine offers to it
// listed and painted (issue 20's measure: ≤ 50 ms), in the built app (vite preview) during a real build decision: the
// board recognises the tap, the panel asks the engine worker for the routes, lists them, and the browser paints the
// list ("painted" = the first task after the animation frame that follows the list's appearance, i.e. after that
// frame's paint). A 2-player basic game is started through the new-game form and played by the engine's bot (through
// the UI, tests/browser/spike-driver.ts) to a seat's action whose hand reaches two cities or more; then the taps
// alternate between those cities (each tap changes the destination), at CPU ×1 and ×4 (CDP throttling). The build panel
// asks the routes of every reachable city when it opens (src/ui/rules/spike/route-offers.ts), as a player's first look
// at the board gives it time to: the taps here come after the board is fitted, so a tap finds its routes asked.
import type { Page } from 'playwright-core';
import type { BenchRow } from './index';
import { quantile, screenPoint, servePreview } from './browser-bench';
import { ensureTestBuild } from './test-build';
import { pointPx } from '../../src/board/lattice/points';
import { launch, ROOT } from '../../tests/browser/support/board-helpers';
import { gameId, nextSpikeStep, playSpikeGame, seatToAct, startSpikeGame, viewOf } from '../../tests/browser/spike-driver';

const TAPS = 16;
const SEED = 52;

interface Probe {
  benchSpike: { want: string; up: number; chosen: number; listed: number; painted: number };
}

// In-page probe: when the finger lifted, when the panel took the wanted city, when its routes were listed, and when
// that was painted.
function installProbe(): void {
  const w = window as unknown as Probe;
  w.benchSpike = { want: '', up: 0, chosen: 0, listed: 0, painted: 0 };
  document.addEventListener('pointerup', () => (w.benchSpike.up = performance.now()), { capture: true });
  new MutationObserver(() => {
    const b = w.benchSpike;
    if (!b.want || b.listed) return;
    // Chosen: the panel names the city (its routes still being asked); listed: the engine's answer is in the DOM.
    if (!b.chosen && document.querySelector(`[data-testid="spike-routes"][data-city="${b.want}"]`)) b.chosen = performance.now();
    if (!document.querySelector(`[data-testid="spike-routes"][data-city="${b.want}"][data-ready="yes"]`)) return;
    b.listed = performance.now();
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.addEventListener('message', () => (b.painted = performance.now()));
      ch.port1.start();
      ch.port2.postMessage(0);
    });
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-city', 'data-ready'] });
}

/** Plays the setup and turns by the bot until a seat's action whose hand reaches two cities or more; those cities. */
async function toBuildDecision(page: Page): Promise<string[]> {
  for (let i = 0; i < 40; i++) {
    const step = await nextSpikeStep(page);
    if (step === 'summary-ack' || step === 'handover-ready') {
      await page.getByTestId(step).click();
      continue;
    }
    if (step === 'spike-turn' && (await page.getByTestId('spike-turn').getAttribute('data-stage')) === 'action') {
      const options = page.locator('[data-testid="spike-build-city"] option:not([value=""])');
      await options.first().waitFor({ timeout: 10_000 }).catch(() => undefined);
      const cities = await options.evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
      if (cities.length >= 2) return cities;
    }
    await playSpikeGame(page, SEED + i, { maxMoves: 1 });
  }
  throw new Error('no build decision reaching two cities within 40 moves');
}

type Times = { chosen: number[]; listed: number[]; painted: number[] };

async function measure(): Promise<Record<1 | 4, Times>> {
  const server = await servePreview();
  const s = await launch({ width: 1280, height: 1000 });
  try {
    await s.page.goto(`${server.base}?testHooks#/new`, { waitUntil: 'domcontentloaded' });
    await startSpikeGame(s.page, { edition: 'basic', names: ['Ada', 'Bo'], seed: SEED });
    const cities = await toBuildDecision(s.page);
    const view = await viewOf(s.page, await gameId(s.page), { seat: await seatToAct(s.page) });
    const nodeOf = (city: string) => view.map.places.find((p) => p.id === city)!.node;
    await s.page.getByTestId('board-fit').click();
    await s.page.waitForTimeout(500);
    const host = s.page.locator('[data-testid="board-host"][data-scale]');
    await host.waitFor();
    await s.page.evaluate(installProbe);
    const out: Record<1 | 4, Times> = { 1: { chosen: [], listed: [], painted: [] }, 4: { chosen: [], listed: [], painted: [] } };
    let k = 0;
    for (const rate of [1, 4] as const) {
      await s.cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await s.page.waitForTimeout(500);
      for (let t = 0; t < TAPS; t++, k++) {
        const city = cities[k % cities.length]!;
        await s.page.evaluate((c) => ((window as unknown as Probe).benchSpike = { want: c, up: 0, chosen: 0, listed: 0, painted: 0 }), city);
        const { x, y } = await screenPoint(host, pointPx(nodeOf(city)));
        const box = (await host.boundingBox())!;
        if (x < box.x || x > box.x + box.width || y < box.y || y > box.y + box.height) throw new Error(`${city} is not on the board's screen`);
        await s.page.touchscreen.tap(x, y);
        await s.page.waitForFunction(() => (window as unknown as Probe).benchSpike.painted > 0, undefined, { timeout: 30_000 });
        const b = await s.page.evaluate(() => (window as unknown as Probe).benchSpike);
        if (!b.up) throw new Error(`tap on ${city}: no pointerup seen`);
        out[rate].chosen.push(b.chosen - b.up);
        out[rate].listed.push(b.listed - b.up);
        out[rate].painted.push(b.painted - b.up);
        await s.page.waitForTimeout(rate * 150);
      }
    }
    return out;
  } finally {
    await s.close();
    await server.close();
  }
}

export default async function spikeTapBench(): Promise<BenchRow[]> {
  await ensureTestBuild(ROOT);
  const r = await measure();
  const rows: BenchRow[] = [];
  for (const rate of [4, 1] as const) {
    const { chosen, listed, painted } = r[rate];
    rows.push(
      { name: `Spike tap → destination in the panel (median of ${chosen.length}), CPU ×${rate}`, value: quantile(chosen, 0.5), unit: 'ms' },
      { name: `Spike tap → routes listed (median), CPU ×${rate}`, value: quantile(listed, 0.5), unit: 'ms' },
      { name: `Spike tap → routes painted (median), CPU ×${rate}`, value: quantile(painted, 0.5), unit: 'ms', goal: '≤ 50 ms', note: painted.map((x) => x.toFixed(1)).join(' / ') },
      { name: `Spike tap → routes painted (p95), CPU ×${rate}`, value: quantile(painted, 0.95), unit: 'ms' },
    );
  }
  return rows;
}
