// The board by touch and by keyboard in the built app: it draws, pinches, builds a three-tile route by tap-rotate-confirm,
// delivers a cube, ignores pans and pinches during a build, and builds by keyboard. Games are bot-played records imported
// through ?testHooks.
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { HexId } from '../../src/engine/hex/coords';
import { buildOptions, deliveryOptions, type GameState } from '../../src/engine/aos/index';
import { cubeOffsets } from '../../src/board/cube-layout';
import { hexAtPoint, hexCenterPx, HEX_PX } from '../../src/board/geometry';
import { COLORS, PLAYER_LOOK } from '../../src/board/palette';
import { boardMessages } from '../../src/ui/board/messages';
import { countPixels, type Image } from './support/png';
import { launch, pinch, pixels, tap, touchDrag, type Session } from './support/browser';
import { planLink, planRoute, scenario, type Moment } from '../fixtures/board/scenarios';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

/** Imports the scenario's record, opens its game screen and gets past the hand-over screen. */
/** `init` runs in the page before the app's scripts (as a Playwright init script: it cannot close over test values). */
async function openAt(moment: Moment, viewport = { width: 820, height: 1000 }, query = '', init?: () => void) {
  const sc = scenario(moment);
  s = await launch({ touch: true, viewport });
  if (init) await s.page.addInitScript(init);
  // The board draws in a worker: its console errors and uncaught errors count as the page's (page.on('console') does
  // not hear a worker's; an uncaught error reaches the page as the Worker's error event).
  const problems = s.problems;
  s.page.on('worker', (w) => w.on('console', (msg) => msg.type() === 'error' && problems.push(`worker console: ${msg.text()}`)));
  await s.page.addInitScript(() => {
    const Native = window.Worker;
    window.Worker = class extends Native {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.addEventListener('error', (e) => console.error(`worker error: ${e.message}`));
      }
    };
  });
  await s.goto('/?testHooks');
  await s.page.waitForFunction(() => window.railhexTest !== undefined);
  const id = await s.page.evaluate(async (text) => {
    const res = await window.railhexTest!.games.importFile(text);
    if (!res.ok) throw new Error(res.reason.key);
    return res.head.id;
  }, JSON.stringify(sc.record));
  await s.goto(`/?testHooks${query}#/game/${encodeURIComponent(id)}`);
  const ready = s.page.getByTestId('handover-ready');
  await ready.or(s.page.locator('[data-testid="board-host"][data-scale]')).first().waitFor();
  if (await ready.isVisible()) await ready.click();
  await s.page.locator('[data-testid="board-host"][data-scale]').waitFor();
  return { sc, id, page: s.page };
}

/** The live game's state, read back through a fresh model (what the worker stored). */
async function stored(page: Page, id: string): Promise<GameState> {
  return page.evaluate(async (gameId) => {
    const res = await window.railhexTest!.open(gameId);
    if (!res.ok) throw new Error(res.reason.key);
    const state = res.game.state.value;
    res.game.close();
    return state;
  }, id) as Promise<GameState>;
}

/** Screen position (CSS px) of a world point, from the camera the board publishes on its host element. */
async function toScreen(page: Page, world: { x: number; y: number }) {
  const host = page.getByTestId('board-host');
  // The board worker's camera follows a resize a message later; until then the host carries none (remote-board.ts).
  await page.locator('[data-testid="board-host"][data-scale]').waitFor();
  const box = (await host.boundingBox())!;
  // After a gesture the worker's camera arrives a few messages later (slower on a loaded machine): read it once it
  // has held still over two frames and 100 ms, so a tap lands where the board really draws the point.
  const cam = await host.evaluate(async (el) => {
    const read = () => JSON.stringify((el as HTMLElement).dataset);
    let last = read();
    for (let i = 0; i < 50; i++) {
      // Inline, not a helper: the function runs in the page, so it cannot reach the test's scope.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100))));
      const now = read();
      if (now === last) break;
      last = now;
    }
    return { ...(el as HTMLElement).dataset };
  });
  const scale = Number(cam.scale);
  return { x: box.x + box.width / 2 + (world.x - Number(cam.cx)) * scale, y: box.y + box.height / 2 + (world.y - Number(cam.cy)) * scale };
}

const hexOnScreen = (page: Page, hex: HexId) => toScreen(page, hexCenterPx(hex));

/** The first dollar amount in an element's text ("Cost $3" → 3). */
async function dollarsIn(where: Locator): Promise<number> {
  return Number((await where.innerText()).match(/\$(\d+)/)![1]);
}

/** The share of pixels that differ (beyond a small tolerance) between two screenshots of the same size. */
function changedShare(a: Image, b: Image): number {
  let n = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!) + Math.abs(a.data[i + 2]! - b.data[i + 2]!) > 24) n++;
  }
  return n / (a.width * a.height);
}

/** A screenshot of the board's canvas and the camera it was drawn with (unchanged while it was taken). */
interface BoardShot {
  img: Image;
  /** World pixels → screenshot pixels, and the world point at the screenshot's centre. */
  scale: number;
  cx: number;
  cy: number;
}

async function boardShot(page: Page): Promise<BoardShot> {
  const host = page.locator('[data-testid="board-host"][data-scale]');
  const camera = () => host.evaluate((el) => JSON.stringify([(el as HTMLElement).dataset.scale, (el as HTMLElement).dataset.cx, (el as HTMLElement).dataset.cy]));
  const before = await camera();
  const img = await pixels(page, '[data-testid="board-host"] canvas');
  expect(await camera(), 'the camera moved while the screenshot was taken').toBe(before);
  const [scale, cx, cy] = (JSON.parse(before) as string[]).map(Number) as [number, number, number];
  const cssWidth = (await host.boundingBox())!.width;
  return { img, scale: scale * (img.width / cssWidth), cx, cy };
}

/** Colour distance as the tests count it: the sum of the channels' differences. */
const distance = (r: number, g: number, b: number, c: number) => Math.abs(r - (c >> 16)) + Math.abs(g - ((c >> 8) & 255)) + Math.abs(b - (c & 255));

/** `top` laid over `under` at `alpha`, as the renderer blends them. */
function over(top: number, alpha: number, under: number): number {
  const ch = (shift: number) => Math.round(((top >> shift) & 255) * alpha + ((under >> shift) & 255) * (1 - alpha));
  return (ch(16) << 16) | (ch(8) << 8) | ch(0);
}

/**
 * The share of a hex's pixels (those whose world point lies in that hex, exactly: hexAtPoint) within a small distance of
 * each colour in `colours`.
 */
function hexShares<K extends string>(shot: BoardShot, hex: HexId, colours: Record<K, number>): Record<K, number> & { pixels: number } {
  const { img, scale } = shot;
  const c = hexCenterPx(hex);
  const x0 = img.width / 2 + (c.x - shot.cx) * scale;
  const y0 = img.height / 2 + (c.y - shot.cy) * scale;
  const r = HEX_PX * scale;
  const counts = Object.fromEntries(Object.keys(colours).map((k) => [k, 0])) as Record<K, number>;
  let n = 0;
  for (let y = Math.max(0, Math.floor(y0 - r)); y < Math.min(img.height, Math.ceil(y0 + r)); y++) {
    for (let x = Math.max(0, Math.floor(x0 - r)); x < Math.min(img.width, Math.ceil(x0 + r)); x++) {
      if (hexAtPoint(c.x + (x + 0.5 - x0) / scale, c.y + (y + 0.5 - y0) / scale) !== hex) continue;
      n++;
      const i = (y * img.width + x) * 4;
      for (const k of Object.keys(colours) as K[]) {
        if (distance(img.data[i]!, img.data[i + 1]!, img.data[i + 2]!, colours[k]) <= 24) counts[k]++;
      }
    }
  }
  const shares = Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, n ? (v as number) / n : 0])) as Record<K, number>;
  return { ...shares, pixels: n };
}

async function waitMoves(page: Page, id: string, n: number) {
  await expect.poll(async () => (await stored(page, id)).moveCount, { timeout: 20_000 }).toBe(n);
}

describe('the board by touch', () => {
  // The board worker where the browser can hand it the canvas (this Chromium can); on the page where it cannot, which
  // `?board=page` forces here (src/board/open-board.ts).
  it.each([
    ['by the board worker', '', 'worker'],
    ['on the page', '&board=page', 'page'],
  ])('draws the board (not blank) %s and a two-finger pinch zooms it', async (_where, query, expected) => {
    const { sc, page } = await openAt('build', { width: 390, height: 844 }, query);
    // A canvas whose drawing went to a worker refuses a context on the page; PixiJS loads on the page only without one.
    const drawer = await page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="board-host"] canvas')!;
      const pixiOnPage = performance.getEntriesByType('resource').some((e) => /\/assets\/pixi-(?!worker)/.test(e.name));
      try {
        canvas.getContext('webgl2');
        return pixiOnPage ? 'page' : 'page without pixi?';
      } catch {
        return pixiOnPage ? 'worker with pixi on the page?' : 'worker';
      }
    });
    expect(drawer).toBe(expected);
    // Place names follow the first frame in idle time; every place of the map gets its name.
    const names = page.locator('[data-testid="board-host"][data-names]');
    await names.waitFor();
    expect(Number(await names.getAttribute('data-names'))).toBe(sc.state.map.places.length);
    const img = await pixels(page, '[data-testid="board-host"] canvas');
    const bg = COLORS.background;
    const drawn = countPixels(img, (r, g, b) => Math.abs(r - (bg >> 16)) + Math.abs(g - ((bg >> 8) & 255)) + Math.abs(b - (bg & 255)) > 24);
    expect(drawn / (img.width * img.height)).toBeGreaterThan(0.2);

    const host = page.getByTestId('board-host');
    const before = Number(await host.getAttribute('data-scale'));
    const box = (await host.boundingBox())!;
    await pinch(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, 60, 300);
    await expect.poll(async () => Number(await host.getAttribute('data-scale'))).toBeGreaterThan(before * 2);
  });

  it("draws the board on the page with Pixi's Canvas renderer where WebGL cannot start", async () => {
    const { sc, page } = await openAt('build', { width: 390, height: 844 }, '&board=page', () => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      // No WebGL context at all, as on a device whose GPU is blocklisted: every other kind still comes.
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
        return /webgl/.test(kind) ? null : (getContext as (...a: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
      } as typeof getContext;
    });
    // The Canvas renderer's own chunk was loaded for it (the pixi chunk has no Canvas renderer in it).
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name.replace(/.*\/assets\//, '')));
    expect(loaded.filter((f) => /^(canvas2d|canvas-renderer)-/.test(f)).length).toBe(2);
    const names = page.locator('[data-testid="board-host"][data-names]');
    await names.waitFor();
    expect(Number(await names.getAttribute('data-names'))).toBe(sc.state.map.places.length);
    const img = await pixels(page, '[data-testid="board-host"] canvas');
    const bg = COLORS.background;
    const drawn = countPixels(img, (r, g, b) => Math.abs(r - (bg >> 16)) + Math.abs(g - ((bg >> 8) & 255)) + Math.abs(b - (bg & 255)) > 24);
    expect(drawn / (img.width * img.height)).toBeGreaterThan(0.2);
    expect(s!.problems).toEqual([]);
  });

  it('builds a three-tile route with tap, rotate and confirm, and the game state has it', async () => {
    const { sc, id, page } = await openAt('build');
    const route = planRoute(sc.state, sc.seat);
    const start = sc.state.moveCount;
    for (const [i, req] of route.entries()) {
      const at = await hexOnScreen(page, req.hex);
      await tap(page, at);
      const ghost = page.getByTestId('ghost-preview');
      await expect.poll(() => ghost.getAttribute('data-hex')).toBe(req.hex);
      if ((await ghost.getAttribute('data-tile')) !== req.tile) {
        await page.locator(`[data-testid="tile-choice"][data-tile="${req.tile}"][data-town-marker="0"]`).click();
      }
      // Turn the ghost until it matches: by tapping the hex again for the first tile, with the rotate button after.
      for (let turns = 0; turns < 6 && Number(await ghost.getAttribute('data-rotation')) !== req.rotation; turns++) {
        if (i === 0) await tap(page, at);
        else await page.getByTestId('rotate').click();
        await page.waitForTimeout(50);
      }
      expect(Number(await ghost.getAttribute('data-rotation'))).toBe(req.rotation);
      await page.getByTestId('confirm-build').click();
      await waitMoves(page, id, start + i + 1);
    }
    const after = await stored(page, id);
    for (const req of route) {
      const tile = after.track.tiles[req.hex];
      expect(tile, req.hex).toBeDefined();
      expect(tile!.tile).toBe(req.tile);
      expect(tile!.rotation % 6).toBe(req.rotation % 6);
      expect(tile!.tracks.every((p) => p.owner === sc.seat)).toBe(true);
    }
  });

  // Issue 14: the builds of a plan reach the board < 260 ms apart; the last one redraws the earlier tiles while they
  // still drop into place. The board must go on drawing (it went black, every frame throwing), no tile stays faded and
  // the plan's outlines leave the board.
  it('builds a plan of four tiles with "Build the whole plan" and the board is drawn afterwards', async () => {
    const { sc, id, page } = await openAt('engineer');
    const route = planLink(sc.state, sc.seat, 4)!;
    expect(route).toHaveLength(4);
    await page.getByTestId('plan-toggle').check();
    const ghost = page.getByTestId('ghost-preview');
    for (const [i, req] of route.entries()) {
      await tap(page, await hexOnScreen(page, req.hex));
      await expect.poll(() => ghost.getAttribute('data-hex')).toBe(req.hex);
      if ((await ghost.getAttribute('data-tile')) !== req.tile) {
        await page.locator(`[data-testid="tile-choice"][data-tile="${req.tile}"][data-town-marker="0"]`).click();
      }
      for (let turns = 0; turns < 6 && Number(await ghost.getAttribute('data-rotation')) !== req.rotation; turns++) {
        await page.getByTestId('rotate').click();
      }
      expect(Number(await ghost.getAttribute('data-rotation'))).toBe(req.rotation);
      // The ghost's money line counts the plan so far and this tile together (issue 14 §8), not the tile alone.
      const inPlan = i === 0 ? 0 : await dollarsIn(page.locator('[data-testid="plan"] > p').first());
      const left = (await dollarsIn(page.getByTestId('build-cash'))) - inPlan - (await dollarsIn(page.getByTestId('ghost-cost')));
      // The first tile has no plan under it yet: it reads as a build of its own. The panel's "cash afterwards" says the same.
      const cashLeft = left < 0 ? `−$${-left}` : `$${left}`;
      await expect.poll(() => page.getByTestId('ghost-money').innerText()).toContain(`${i === 0 ? 'cash after this build' : 'cash after the plan and this tile'} ${cashLeft},`);
      expect(await page.getByTestId('ghost-cash-after').innerText()).toContain(cashLeft);
      await page.getByTestId('plan-add').click();
      await expect.poll(() => page.locator('[data-testid="plan"] li').count()).toBe(i + 1);
    }
    // The planned board, once the board has drawn every step of the plan (it draws a frame or more after the list).
    const owner = PLAYER_LOOK[sc.view.seats[sc.seat]!.color].fill;
    const colours = { plan: COLORS.plan, rail: COLORS.rail, owner: over(owner, 0.9, COLORS.tileFill) };
    let planned = await boardShot(page);
    await expect
      .poll(async () => {
        planned = await boardShot(page);
        return route.filter((req) => hexShares(planned, req.hex, colours).plan > 0.03).length;
      })
      .toBe(route.length);
    await expect.poll(() => page.getByTestId('plan-all').isEnabled()).toBe(true);
    await page.getByTestId('plan-all').click();
    await waitMoves(page, id, sc.state.moveCount + 4);
    await page.waitForTimeout(800); // every drop animation is over
    expect(await page.locator('[data-testid="plan"]').count()).toBe(0);
    // The turn passed to the next player: past the hand-over screen, which covers the board, to see the board itself.
    const ready = page.getByTestId('handover-ready');
    if (await ready.isVisible()) await ready.click();
    await page.locator('[data-testid="board-host"][data-scale]').waitFor();

    // The board worker draws the board anew after the hand-over, a frame or more later (seconds on a loaded machine, where
    // a shot taken after a fixed wait was still black): shots are taken until one shows the board built, or 15 s passed;
    // the checks below read the last one, so a board that never draws, or a tile left faded, still fails them.
    const bg = COLORS.background;
    const isBg = (r: number, g: number, b: number) => Math.abs(r - (bg >> 16)) + Math.abs(g - ((bg >> 8) & 255)) + Math.abs(b - (bg & 255)) <= 24;
    const looksBuilt = (sh: BoardShot) =>
      countPixels(sh.img, (r, g, b) => r + g + b < 40) / (sh.img.width * sh.img.height) < 0.05 &&
      route.every((req) => {
        const before = hexShares(planned, req.hex, colours);
        const after = hexShares(sh, req.hex, colours);
        return after.plan < before.plan * 0.02 && after.rail > before.rail * 0.6 && after.owner > before.owner * 0.6;
      });
    let shot = await boardShot(page);
    for (const t0 = Date.now(); !looksBuilt(shot) && Date.now() - t0 < 15_000; ) {
      await page.waitForTimeout(250);
      shot = await boardShot(page);
    }
    const built = shot.img;
    const black = countPixels(built, (r, g, b) => r + g + b < 40);
    const drawn = countPixels(built, (r, g, b) => !isBg(r, g, b));
    expect(black / (built.width * built.height)).toBeLessThan(0.05);
    expect(drawn / (built.width * built.height)).toBeGreaterThan(0.2);
    // On each planned hex, the plan's outline and badge are gone and the built tile is drawn at full opacity. The plan
    // drew the same rails and owner colour at full strength, so the planned screenshot is the reference: a tile left
    // faded (alpha 0.85 or less) blends its rails and owner band with the ground and loses them; a leftover outline
    // keeps the plan's colour. (Shown: the test fails with the last redraw's tiles left at alpha 0.5 or 0.85, or with
    // the plan's drawing kept when the plan empties.)
    for (const req of route) {
      const before = hexShares(planned, req.hex, colours);
      const after = hexShares(shot, req.hex, colours);
      expect(before.pixels, `${req.hex} on screen`).toBeGreaterThan(200);
      expect(after.pixels, `${req.hex} on screen`).toBeGreaterThan(200);
      expect(before.plan, `${req.hex}: the plan is seen before`).toBeGreaterThan(0.03);
      expect(after.plan, `${req.hex}: no plan outline after`).toBeLessThan(before.plan * 0.02);
      expect(after.rail, `${req.hex}: rails at full strength`).toBeGreaterThan(before.rail * 0.6);
      expect(after.owner, `${req.hex}: owner colour at full strength`).toBeGreaterThan(before.owner * 0.6);
    }

    // The frame loop still runs: a pinch changes what the canvas shows.
    const host = page.getByTestId('board-host');
    const box = (await host.boundingBox())!;
    await pinch(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, 80, 240);
    await page.waitForTimeout(400);
    const zoomed = await pixels(page, '[data-testid="board-host"] canvas');
    expect(changedShare(built, zoomed)).toBeGreaterThan(0.1);
    expect(s!.problems).toEqual([]);
  });

  // Issue 14, point 14: tapping a hex opens the build panel under the board, which shrinks the board's canvas; the board
  // must not re-fit then, and the tapped hex stays under the finger (on a tablet, where the board is fitted, and on a
  // phone, where it opens on the player's track).
  it.each([
    ['a tablet', { width: 820, height: 1000 }],
    ['a phone', { width: 390, height: 844 }],
  ])('keeps the tapped hex under the finger when the build panel grows, on %s', async (_where, viewport) => {
    const { sc, page } = await openAt('build', viewport);
    const host = page.getByTestId('board-host');
    const before = (await host.boundingBox())!;
    // The first buildable hex on screen, away from the edges and above where the panel will reach.
    for (const o of buildOptions(sc.state, sc.seat)) {
      const at = await hexOnScreen(page, o.request.hex);
      if (at.x > before.x + 40 && at.x < before.x + before.width - 40 && at.y > before.y + 40 && at.y < before.y + before.height * 0.6) {
        await tap(page, at);
        await page.getByTestId('ghost-preview').waitFor();
        await expect.poll(() => page.getByTestId('ghost-preview').getAttribute('data-hex')).toBe(o.request.hex);
        await page.waitForTimeout(500);
        const after = (await host.boundingBox())!;
        expect(after.height * after.width).toBeLessThan(before.height * before.width);
        const now = await hexOnScreen(page, o.request.hex);
        expect(Math.hypot(now.x - at.x, now.y - at.y)).toBeLessThan(2);
        return;
      }
    }
    throw new Error('no buildable hex on screen');
  });

  it('delivers a cube: tap the cube, choose the delivery, confirm', async () => {
    const { sc, id, page } = await openAt('goods');
    const options = deliveryOptions(sc.state, sc.seat);
    const d = options[0]!;
    const colours = sc.view.cubes[d.from]!;
    const index = colours.indexOf(d.color);
    const c = hexCenterPx(d.from);
    const o = cubeOffsets(colours.length)[index]!;
    // Zoom in so the cube is a comfortable target, then tap exactly on it.
    const host = page.getByTestId('board-host');
    const box = (await host.boundingBox())!;
    const city = await hexOnScreen(page, d.from);
    await pinch(page, { x: city.x, y: city.y }, 80, 240);
    await page.waitForTimeout(400);
    expect(box.width).toBeGreaterThan(0);
    await tap(page, await toScreen(page, { x: c.x + o.x, y: c.y + o.y }));
    const option = page.locator(`[data-testid="board-delivery-option"][data-to="${d.to}"][data-links="${d.route.length}"]`).first();
    await option.click();
    await page.getByTestId('confirm-delivery').click();
    await waitMoves(page, id, sc.state.moveCount + 1);
    const after = await stored(page, id);
    const left = (after.cubes[d.from] ?? []).filter((x) => x === d.color).length;
    expect(left).toBe(colours.filter((x) => x === d.color).length - 1);
  });

  it('pinching and panning during a build places nothing', async () => {
    const { sc, id, page } = await openAt('build');
    const target = buildOptions(sc.state, sc.seat)[0]!.request.hex;
    const at = await hexOnScreen(page, target);
    const host = page.getByTestId('board-host');
    const scale0 = Number(await host.getAttribute('data-scale'));
    await pinch(page, at, 80, 200, 12);
    await touchDrag(page, await hexOnScreen(page, target), { x: at.x + 120, y: at.y + 60 });
    await pinch(page, await hexOnScreen(page, target), 200, 90, 12);
    await page.waitForTimeout(600);
    expect(Number(await host.getAttribute('data-scale'))).not.toBe(scale0);
    expect(await page.getByTestId('ghost-preview').count()).toBe(0);
    expect((await stored(page, id)).moveCount).toBe(sc.state.moveCount);
  });
});

/** Presses arrow keys until the cursor (described in the live region) stands on `hex`. */
async function moveCursor(page: Page, from: HexId, to: HexId) {
  const [c0, r0] = from.split(',').map(Number) as [number, number];
  const [c1, r1] = to.split(',').map(Number) as [number, number];
  for (let i = 0; i < Math.abs(c1 - c0); i++) await page.keyboard.press(c1 > c0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(r1 - r0); i++) await page.keyboard.press(r1 > r0 ? 'ArrowDown' : 'ArrowUp');
  await expect.poll(() => page.getByTestId('board-cursor').textContent()).toContain(`column ${c1 + 1}, row ${r1 + 1}`);
}

describe('the board by keyboard', () => {
  it('says the cursor hex in the language just switched to (the live region follows the language)', async () => {
    const { sc, page } = await openAt('build');
    const host = page.getByTestId('board-host');
    for (let i = 0; i < 40 && !(await host.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    const cursorText = page.getByTestId('board-cursor');
    // The cursor starts on the map's first place; its kind is said in each language from the catalogue.
    const start = sc.state.map.places[0]!;
    const said = boardMessages[`board.hex.${start.kind}` as 'board.hex.city'];
    const inWords = (lang: 'en' | 'de') => said[lang].replace('{name}', start.name).replace(/ \(\{color\}\)$/, '');
    await expect.poll(() => cursorText.textContent()).toContain(inWords('en'));
    await page.getByTestId('lang-de').click();
    await expect.poll(() => cursorText.textContent()).toContain(inWords('de'));
    await page.getByTestId('lang-en').click();
    await expect.poll(() => cursorText.textContent()).toContain(inWords('en'));
  });

  // A screen reader speaks every change of the live region's text: a new view (here the player's own build, confirmed
  // with the panel's button; as well another player's move or a cube moving) must not re-say the hex the cursor is on.
  it('keeps the live region quiet when a move changes the board but the cursor stayed', async () => {
    const { sc, id, page } = await openAt('build');
    const host = page.getByTestId('board-host');
    for (let i = 0; i < 40 && !(await host.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    const cursorText = page.getByTestId('board-cursor');
    const start = sc.state.map.places[0]!;
    await expect.poll(() => cursorText.textContent()).toContain(start.name);
    const req = planRoute(sc.state, sc.seat)[0]!;
    await moveCursor(page, start.hex, req.hex);
    await page.keyboard.press('Enter');
    await expect.poll(() => cursorText.textContent()).toContain('selected; shown:');
    const said = await cursorText.textContent();
    // Every change of the region's text from here on, however brief.
    await cursorText.evaluate((el) => {
      const w = window as unknown as { cursorSaid: string[] };
      w.cursorSaid = [];
      new MutationObserver(() => w.cursorSaid.push(el.textContent ?? '')).observe(el, { childList: true, characterData: true, subtree: true });
    });
    const label = await host.getAttribute('aria-label');
    await page.getByTestId('confirm-build').click();
    await waitMoves(page, id, sc.state.moveCount + 1);
    // The game screen drew the new view (the board's label counts its tiles), and the panels asked the engine again.
    await expect.poll(() => host.getAttribute('aria-label')).not.toBe(label);
    await page.waitForTimeout(500);
    expect(await cursorText.evaluate(() => (window as unknown as { cursorSaid: string[] }).cursorSaid)).toEqual([]);
    expect(await cursorText.textContent()).toBe(said);
    // Back on the board, showing the cursor says its hex anew, from the new view: the track just built. (Focus from
    // the keyboard shows it at once; otherwise the first key does, here 0, which would else only fit the board.)
    await host.focus();
    await page.keyboard.press('0');
    const [col, row] = req.hex.split(',').map(Number) as [number, number];
    await expect.poll(() => cursorText.textContent()).toContain('track:');
    expect(await cursorText.textContent()).toContain(`column ${col + 1}, row ${row + 1}`);
  });

  it('moves a cursor with the arrow keys, describes its hex, zooms, and builds with Enter', async () => {
    const { sc, id, page } = await openAt('build');
    const host = page.getByTestId('board-host');
    // Tab to the board, as a keyboard user does: the cursor appears where it starts (the first place on the map) and
    // is described, before any other key.
    for (let i = 0; i < 40 && !(await host.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await host.evaluate((el) => el === document.activeElement)).toBe(true);
    const start = sc.state.map.places[0]!;
    const cursorText = page.getByTestId('board-cursor');
    await expect.poll(() => cursorText.textContent()).toContain(start.name);

    // Up from the first row: the cursor stays and says so.
    const [, row0] = start.hex.split(',').map(Number) as [number, number];
    for (let i = 0; i <= row0; i++) await page.keyboard.press('ArrowUp');
    await expect.poll(() => cursorText.textContent()).toMatch(/^Edge of the board\. .*row 1$/);
    for (let i = 0; i < row0; i++) await page.keyboard.press('ArrowDown');
    await expect.poll(() => cursorText.textContent()).toContain(`row ${row0 + 1}`);

    const scale0 = Number(await host.getAttribute('data-scale'));
    await page.keyboard.press('+');
    await expect.poll(async () => Number(await host.getAttribute('data-scale'))).toBeGreaterThan(scale0 * 1.2);
    await page.keyboard.press('0');
    await expect.poll(async () => Number(await host.getAttribute('data-scale'))).toBeCloseTo(scale0, 3);

    const req = planRoute(sc.state, sc.seat)[0]!;
    await moveCursor(page, start.hex, req.hex);
    expect(await cursorText.textContent()).toContain('you can build here');
    await page.keyboard.press('Enter');
    const ghost = page.getByTestId('ghost-preview');
    await expect.poll(() => ghost.getAttribute('data-hex')).toBe(req.hex);
    // What the key did is told: the hex is described again with the tile now shown on it.
    await expect.poll(() => cursorText.textContent()).toContain('selected; shown:');
    if ((await ghost.getAttribute('data-tile')) !== req.tile) {
      await page.locator(`[data-testid="tile-choice"][data-tile="${req.tile}"][data-town-marker="0"]`).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => ghost.getAttribute('data-tile')).toBe(req.tile);
      await host.focus();
    }
    // Enter on the selected hex turns the ghost, as a second tap does.
    for (let turns = 0; turns < 6 && Number(await ghost.getAttribute('data-rotation')) !== req.rotation; turns++) {
      const before = await ghost.getAttribute('data-rotation');
      await page.keyboard.press('Enter');
      await expect.poll(() => ghost.getAttribute('data-rotation')).not.toBe(before);
    }
    expect(Number(await ghost.getAttribute('data-rotation'))).toBe(req.rotation);
    await page.getByTestId('confirm-build').focus();
    await page.keyboard.press('Enter');
    await waitMoves(page, id, sc.state.moveCount + 1);
    const tile = (await stored(page, id)).track.tiles[req.hex];
    expect(tile?.tile).toBe(req.tile);
    expect(tile!.rotation % 6).toBe(req.rotation % 6);
  });
});
