// The lattice scene in a browser (the board harness, ?scene=lattice): Spike's real board late in a 4-player game is
// drawn (segments in all six card colours, track, cities), a tap on a city and on a segment reach the UI as intents,
// a pinch zooms, the keyboard cursor walks the points, and a change of the highlights alone is drawn over the board's
// still picture as a whole frame would draw it. No Spike engine: the view is lattice-scene.ts's.
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
  await s.page.goto(harness.url('scene=lattice&perf'));
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

/**
 * How many squares of `block`×`block` pixels differ between two screenshots by more than `tolerance` (their average
 * colour, summed over R, G and B), counted in the page. Averaged squares, not pixels: the still picture is drawn into a
 * texture whose rows run the other way up, so its antialiased edges cover their pixels a little differently (a
 * mirrored sample pattern); a ring or a route left behind or missing differs in whole squares.
 */
async function differing(page: Page, before: Buffer, after: Buffer, block = 8, tolerance = 48): Promise<{ differ: number; total: number }> {
  return page.evaluate(
    async ({ a, b, block, tolerance }) => {
      const pixels = async (b64: string) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const bmp = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const c = new OffscreenCanvas(bmp.width, bmp.height);
        const ctx = c.getContext('2d')!;
        ctx.drawImage(bmp, 0, 0);
        return ctx.getImageData(0, 0, bmp.width, bmp.height);
      };
      const [p, q] = [await pixels(a), await pixels(b)];
      let differ = 0;
      let total = 0;
      for (let y0 = 0; y0 + block <= p.height; y0 += block) {
        for (let x0 = 0; x0 + block <= p.width; x0 += block) {
          const sum = [0, 0, 0];
          for (let y = y0; y < y0 + block; y++) {
            for (let x = x0; x < x0 + block; x++) {
              const i = (y * p.width + x) * 4;
              for (let k = 0; k < 3; k++) sum[k]! += p.data[i + k]! - q.data[i + k]!;
            }
          }
          total++;
          if (sum.reduce((n, d) => n + Math.abs(d), 0) / (block * block) > tolerance) differ++;
        }
      }
      return { differ, total };
    },
    { a: before.toString('base64'), b: after.toString('base64'), block, tolerance },
  );
}

/** Counts of the board's whole and still frames so far (the harness runs with `?perf`: board.ts measures each). */
const frameCounts = (page: Page) =>
  page.evaluate(() => ({ whole: performance.getEntriesByName('board-frame').length, still: performance.getEntriesByName('board-still-frame').length }));

/**
 * Two destinations in turn on `page`'s fitted harness board, each ringed with a route of two segments: the second's
 * highlights replace the first's in still frames. Then the same view drawn whole (the camera fitted again, unchanged).
 * Both screenshots, and how many still frames were drawn.
 */
async function stillThenWhole(page: Page): Promise<{ still: Buffer; whole: Buffer; stills: number }> {
  await page.evaluate(() => window.boardHarness!.board.fit());
  await page.waitForTimeout(800);
  const before = await frameCounts(page);
  await page.evaluate(async () => {
    const h = window.boardHarness!;
    const v = h.lattice!;
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const route = (node: string) => v.board.segments.flatMap((seg, i) => (seg.a === node || seg.b === node ? [i] : [])).slice(0, 2);
    for (const node of [v.places[3]!.node, v.places[12]!.node]) {
      h.lattice = { ...v, highlights: { nodes: [], segments: route(node), offered: [], seat: 0, selected: node } };
      h.board.update(h.lattice, h.ui);
      await frame();
    }
  });
  const stills = (await frameCounts(page)).still - before.still;
  const still = await page.locator('#board').screenshot();
  await page.evaluate(() => window.boardHarness!.board.fit());
  await page.waitForTimeout(500);
  return { still, whole: await page.locator('#board').screenshot(), stills };
}

it('draws a change of the highlights alone over its still picture of the board, as a whole frame draws it', async () => {
  const { still, whole, stills } = await stillThenWhole(s.page);
  expect(stills).toBe(2);
  expect((await differing(s.page, still, whole)).differ).toBeLessThanOrEqual(3);
  // The highlights were drawn at all: taking them off (one more still frame) changes the board.
  await s.page.evaluate(async () => {
    const h = window.boardHarness!;
    h.lattice = { ...h.lattice!, highlights: { nodes: [], segments: [], offered: [], seat: 0, selected: null } };
    h.board.update(h.lattice, h.ui);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
  const none = await s.page.locator('#board').screenshot();
  expect((await differing(s.page, none, whole)).differ).toBeGreaterThan(5);
  expect(problems).toEqual([]);
});

it('draws a whole frame when the track changes with the highlights', async () => {
  const before = await frameCounts(s.page);
  await s.page.evaluate(async () => {
    const h = window.boardHarness!;
    const track = { ...h.lattice!.track };
    delete track[Number(Object.keys(track)[0])];
    h.lattice = { ...h.lattice!, track, highlights: { nodes: [], segments: [], offered: [], seat: 0, selected: h.lattice!.places[7]!.node } };
    h.board.update(h.lattice, h.ui);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
  const after = await frameCounts(s.page);
  expect(after.still).toBe(before.still);
  expect(after.whole).toBeGreaterThan(before.whole);
});

it('draws the board again after the WebGL context was lost and restored, its still picture too', async () => {
  await s.page.evaluate(() => window.boardHarness!.board.fit());
  await s.page.waitForTimeout(500);
  const whole = await s.page.locator('#board').screenshot();
  await s.page.evaluate(async () => {
    const gl = document.querySelector<HTMLCanvasElement>('#board canvas')!.getContext('webgl2')!;
    const lose = gl.getExtension('WEBGL_lose_context')!;
    lose.loseContext();
    await new Promise((r) => setTimeout(r, 300));
    lose.restoreContext();
    await new Promise((r) => setTimeout(r, 800));
  });
  // Drawn again with nothing else changed.
  const restored = await s.page.locator('#board').screenshot();
  expect((await differing(s.page, restored, whole)).differ).toBeLessThanOrEqual(3);
  // A change of the highlights alone afterwards draws over a picture of the board taken anew, as a whole frame would.
  const next = await stillThenWhole(s.page);
  expect(next.stills).toBe(2);
  expect((await differing(s.page, next.still, next.whole)).differ).toBeLessThanOrEqual(3);
  expect(problems).toEqual([]);
});

it('draws still frames right at a fractional pixel ratio (1.5 device px per CSS px, odd canvas size)', async () => {
  const odd = await launch({ width: 901, height: 799 }, 1.5);
  try {
    await odd.page.goto(harness.url('scene=lattice&perf'));
    await odd.page.waitForSelector('body[data-ready="1"]', { timeout: 120_000 });
    await odd.page.waitForTimeout(1500);
    const { still, whole, stills } = await stillThenWhole(odd.page);
    expect(stills).toBe(2);
    expect((await differing(odd.page, still, whole)).differ).toBeLessThanOrEqual(3);
  } finally {
    await odd.close();
  }
});
