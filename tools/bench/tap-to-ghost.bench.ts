// Time from a finger lifting off a buildable hex to its ghost tile on screen, in the built app (vite preview) during a
// real build turn: the tap is recognised by the board, the engine worker answers buildOptions, the panel and the board
// draw the ghost. Goal ≤ 50 ms. Measured at CPU ×1 and ×4; "on screen" = the panel shows the option and the board's
// first frame after it got the ghost has ended (software GL makes frames slow to present, so the frame's end is when
// its JS work finished).
import type { BenchRow } from './index';
import { median, screenPoint, servePreview } from './browser-bench';
import { ensureTestBuild } from './test-build';
import { ageOfSteam } from '../../src/engine/aos/module';
import { hexCenterPx } from '../../src/board/geometry';
import { launch, openRecord, ROOT } from '../../tests/browser/support/board-helpers';
import { scenario } from '../../tests/fixtures/board/scenarios';

const TAPS = 8;

interface Probe {
  benchTap: { up: number; shown: Record<string, number> };
}

// In-page probe: when the finger lifted, when the ghost preview for a hex appeared, and the board's frame measures.
const PROBE = `
window.benchTap = { up: 0, shown: {} };
document.addEventListener('pointerup', () => { window.benchTap.up = performance.now(); }, { capture: true });
new MutationObserver(() => {
  const el = document.querySelector('[data-testid="ghost-preview"]');
  const hex = el && el.getAttribute('data-hex');
  if (hex && !(hex in window.benchTap.shown)) window.benchTap.shown[hex] = performance.now();
}).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hex'] });
`;

async function measure(cpuRate: number): Promise<{ dom: number[]; frame: number[] }> {
  const sc = scenario('build');
  const server = await servePreview();
  const base = server.base;
  const s = await launch({ width: 820, height: 1000 });
  try {
    const host = await openRecord(s.page, base, JSON.stringify(sc.record), '?testHooks&perf');
    await s.page.evaluate(PROBE);
    await s.page.waitForTimeout(1000);
    await s.cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const hexes = [...new Set(ageOfSteam.queries.buildOptions(sc.state, sc.seat).map((o) => o.request.hex))].slice(0, TAPS);
    const dom: number[] = [];
    const frame: number[] = [];
    for (const hex of hexes) {
      const { x, y } = await screenPoint(host, hexCenterPx(hex));
      await s.page.touchscreen.tap(x, y);
      await s.page.waitForFunction((h) => (window as unknown as Probe).benchTap.shown[h] !== undefined, hex, { timeout: 30_000 });
      await s.page.waitForTimeout(cpuRate * 400);
      const r = (await s.page.evaluate(`(() => {
        const up = window.benchTap.up, shown = window.benchTap.shown[${JSON.stringify(hex)}];
        // The ghost is on screen once the panel shows the option and the board has drawn it: the board marks when it
        // gets a new ghost (with ?perf), and the first board frame after that mark draws it. A board in a worker draws
        // beside the page and may finish that frame before the panel's DOM changes (its marks and measures come from
        // the worker with times on this page's clock).
        const got = performance.getEntriesByName('railhex:board-ghost').find((e) => e.startTime >= up);
        const f = got && performance.getEntriesByName('board-frame').find((e) => e.startTime >= got.startTime);
        return { dom: shown - up, frame: f ? Math.max(shown, f.startTime + f.duration) - up : NaN };
      })()`)) as { dom: number; frame: number };
      // A tap whose ghost frame was not found (none within the wait) is an error, not a figure.
      if (Number.isNaN(r.frame)) throw new Error(`tap on ${hex}: no board frame drew the ghost within ${cpuRate * 400} ms`);
      dom.push(r.dom);
      frame.push(r.frame);
    }
    return { dom, frame };
  } finally {
    await s.close();
    await server.close();
  }
}

export default async function tapToGhostBench(): Promise<BenchRow[]> {
  await ensureTestBuild(ROOT);
  const rows: BenchRow[] = [];
  for (const rate of [1, 4]) {
    const r = await measure(rate);
    rows.push(
      { name: `tap → ghost in the panel (median of ${r.dom.length}), CPU ×${rate}`, value: median(r.dom), unit: 'ms' },
      { name: `tap → ghost drawn on the board (median), CPU ×${rate}`, value: median(r.frame), unit: 'ms', goal: '≤ 50 ms', note: r.frame.map((x) => x.toFixed(1)).join(' / ') },
      { name: `tap → ghost drawn on the board (worst), CPU ×${rate}`, value: Math.max(...r.frame), unit: 'ms' },
    );
  }
  return rows;
}
