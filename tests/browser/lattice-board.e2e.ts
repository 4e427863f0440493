// The lattice scene in a browser (the board harness, ?scene=lattice): Spike's real board late in a 4-player game is
// drawn (segments in all six card colours, track, cities), a tap on a city and on a segment reach the UI as intents,
// a pinch zooms, and the keyboard cursor walks the points. No Spike engine: the view is lattice-scene.ts's.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { drawnPixels, launch, pinch, startHarness, tap, type Harness, type Session } from './support/board-helpers';
import { COLORS } from '../../src/board/palette';

let harness: Harness;
let s: Session;
const problems: string[] = [];

beforeAll(async () => {
  harness = await startHarness();
  s = await launch({ width: 900, height: 800 });
  s.page.on('pageerror', (e) => problems.push(String(e)));
  s.page.on('console', (m) => m.type() === 'error' && !m.text().includes('404') && problems.push(m.text()));
  await s.page.goto(harness.url('scene=lattice'));
  await s.page.waitForSelector('body[data-ready="1"]', { timeout: 120_000 });
});

afterAll(async () => {
  await s?.close();
  await harness?.close();
});

const intents = (page: Page) => page.evaluate(() => window.boardHarness!.intents.map((i) => JSON.stringify(i)));
const screenOf = (page: Page, node: string) => page.evaluate((n) => window.boardHarness!.board.screenOf(n), node);

/** Pixels of a screenshot near each of `fills` (0xRRGGBB), counted in the page. */
async function pixelsNear(page: Page, fills: number[]): Promise<number[]> {
  const png = await page.locator('#board').screenshot();
  return page.evaluate(
    async ({ b64, colours }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bmp = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const c = new OffscreenCanvas(bmp.width, bmp.height);
      const ctx = c.getContext('2d')!;
      ctx.drawImage(bmp, 0, 0);
      const data = ctx.getImageData(0, 0, bmp.width, bmp.height).data;
      return colours.map((f) => {
        let n = 0;
        for (let i = 0; i < data.length; i += 4) {
          if (Math.abs(data[i]! - ((f >> 16) & 255)) + Math.abs(data[i + 1]! - ((f >> 8) & 255)) + Math.abs(data[i + 2]! - (f & 255)) < 30) n++;
        }
        return n;
      });
    },
    { b64: png.toString('base64'), colours: fills },
  );
}

it('draws the late-game board: every card colour, the seats’ track, no errors', async () => {
  await s.page.waitForTimeout(1500);
  const { drawn, total } = await drawnPixels(s.page, '#board', COLORS.background);
  expect(drawn / total).toBeGreaterThan(0.2);
  const view = await s.page.evaluate(() => window.boardHarness!.lattice!);
  expect(Object.keys(view.track).length).toBeGreaterThan(150);
  const cardFills = view.board.colors.filter((c) => c.id !== 'white').map((c) => Number.parseInt(c.fill.slice(1), 16));
  const seatFills = [0x1f6fd1, 0x2e9d48, 0xf2c511, 0xe05fae];
  for (const n of await pixelsNear(s.page, [...cardFills, ...seatFills])) expect(n).toBeGreaterThan(200);
  expect(problems).toEqual([]);
});

it('turns a tap on a city into its point, and a tap on a segment into that segment', async () => {
  const view = await s.page.evaluate(() => window.boardHarness!.lattice!);
  const norfolk = view.places.find((p) => p.id === 'norfolk')!.node;
  const at = await screenOf(s.page, norfolk);
  await tap(s.cdp, at.x + 2, at.y + 2);
  await expect.poll(() => intents(s.page)).toContain(JSON.stringify({ type: 'pointTapped', node: norfolk }));
  // A segment with no city at either end, zoomed in on so that its middle is far from everything but itself.
  const i = view.board.segments.findIndex((seg) => seg.color !== 'impassable' && !view.places.some((p) => p.node === seg.a || p.node === seg.b));
  const seg = view.board.segments[i]!;
  const middle = async () => {
    const a = await screenOf(s.page, seg.a);
    const b = await screenOf(s.page, seg.b);
    return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  };
  await s.page.evaluate(() => window.boardHarness!.board.fit());
  const m0 = await middle();
  await pinch(s.cdp, m0.x, m0.y, 60, 300, 12);
  await s.page.waitForTimeout(800);
  const m = await middle();
  await tap(s.cdp, m.x, m.y);
  await expect.poll(() => intents(s.page)).toContain(JSON.stringify({ type: 'segmentTapped', segment: i }));
});

it('zooms with a pinch and walks the points by keyboard', async () => {
  await s.page.evaluate(() => window.boardHarness!.board.fit());
  const before = await s.page.evaluate(() => window.boardHarness!.board.camera().scale);
  await pinch(s.cdp, 450, 400, 80, 320, 16);
  await s.page.waitForTimeout(600);
  const after = await s.page.evaluate(() => window.boardHarness!.board.camera().scale);
  expect(after).toBeGreaterThan(before * 1.5);
  await s.page.evaluate(() => {
    const host = document.getElementById('board')!;
    host.tabIndex = 0;
    host.focus();
  });
  // The cursor starts where the last tap was (Norfolk, on the coast: west is land); the first key may only show it.
  await s.page.keyboard.press('ArrowLeft');
  await s.page.keyboard.press('ArrowLeft');
  await s.page.keyboard.press('Enter');
  const got = (await intents(s.page)).map((x) => JSON.parse(x) as { type: string; node?: string });
  const cursor = got.filter((x) => x.type === 'pointCursor');
  expect(cursor.length).toBeGreaterThanOrEqual(2);
  const [c0, c1] = cursor.slice(-2).map((x) => x.node!.split(',').map(Number));
  expect(c1![1]).toBe(c0![1]);
  expect(c1![0]).toBeLessThan(c0![0]!);
  expect(got.at(-1)).toEqual({ type: 'pointTapped', node: cursor.at(-1)!.node });
});
