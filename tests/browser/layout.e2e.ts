// Touch-first layout: from a 390×844 phone to a 1366×1024 tablet, portrait and landscape, no screen scrolls sideways
// and every visible button is at least 44 px in both directions (home, new game, a game's first decision); on a phone
// the board opens with hexes a finger can tap, no control covers a city, the build panel shows the tile choices with
// the confirm button, the player table shows every column, and held sideways the top bar keeps the round.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { buildOptions } from '../../src/engine/aos/index';
import { hexWidthAt, MIN_HEX_WIDTH, playerArea } from '../../src/board/framing';
import { hexCenterPx, HEX_PX } from '../../src/board/geometry';
import { finishedGame, rustBelt, scenario, type Moment, type Scenario } from '../fixtures/board/scenarios';
import { launch, tap, type Session } from './support/browser';
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

// Issue 14, point 13: a 390×844 phone gives the board the room it needs. Measured with real geometry: the camera the
// board publishes on its host, the cities' hexes on screen, and the bounding boxes of the controls.

/** A bot-played game at `moment` (or `given`), imported through ?testHooks and opened past its hand-over screen. */
async function openScenario(moment: Moment, viewport: { width: number; height: number }, given?: Scenario) {
  const sc = given ?? scenario(moment);
  board = await launch({ touch: true, viewport });
  await board.goto('/?testHooks');
  await board.page.waitForFunction(() => window.railhexTest !== undefined);
  const id = await board.page.evaluate(async (text) => {
    const res = await window.railhexTest!.games.importFile(text);
    if (!res.ok) throw new Error(res.reason.key);
    return res.head.id;
  }, JSON.stringify(sc.record));
  await board.goto(`/?testHooks#/game/${encodeURIComponent(id)}`);
  const page = board.page;
  const ready = page.getByTestId('handover-ready');
  await ready.or(page.locator('[data-testid="board-host"][data-scale]')).first().waitFor();
  if (await ready.isVisible()) await ready.click();
  if (!given) await page.locator('[data-testid="board-host"][data-names]').waitFor();
  return { sc, page };
}

type Box = { x: number; y: number; width: number; height: number };

/** The board's camera and its host's box: world point → page point. */
async function boardCamera(page: Page) {
  const host = page.getByTestId('board-host');
  await page.locator('[data-testid="board-host"][data-scale]').waitFor();
  const box = (await host.boundingBox())!;
  const d = await host.evaluate((el) => ({ ...(el as HTMLElement).dataset }));
  const scale = Number(d.scale);
  const toPage = (w: { x: number; y: number }) => ({ x: box.x + box.width / 2 + (w.x - Number(d.cx)) * scale, y: box.y + box.height / 2 + (w.y - Number(d.cy)) * scale });
  return { box, scale, toPage };
}

/** The board's own buttons and its "Viewing only" chip. */
const BOARD_CONTROLS = '.gb-stage .gb-btn, .gb-stage .gb-badge';

/** Cities (and towns) whose hex, as drawn now, one of the board's visible controls overlaps. */
async function coveredPlaces(page: Page, places: readonly { name: string; hex: string }[]): Promise<string[]> {
  const cam = await boardCamera(page);
  const r = HEX_PX * cam.scale * 0.75; // the city's disc and name
  const out: string[] = [];
  for (const el of await page.locator(BOARD_CONTROLS).all()) {
    if (!(await el.isVisible())) continue;
    const id = (await el.getAttribute('aria-label')) ?? (await el.textContent());
    const b: Box = (await el.boundingBox())!;
    for (const p of places) {
      const c = cam.toPage(hexCenterPx(p.hex));
      const onBoard = c.x >= cam.box.x && c.x <= cam.box.x + cam.box.width && c.y >= cam.box.y && c.y <= cam.box.y + cam.box.height;
      const dx = Math.max(b.x - c.x, 0, c.x - (b.x + b.width));
      const dy = Math.max(b.y - c.y, 0, c.y - (b.y + b.height));
      if (onBoard && dx * dx + dy * dy < r * r) out.push(`${id} covers ${p.name}`);
    }
  }
  return out;
}

let board: Session | null = null;
afterEach(async () => {
  await board?.close();
  board = null;
});

/** A new five-player game at its first decision (shares: the board is read-only). */
async function sharesOnPhone(viewport = { width: 390, height: 844 }) {
  s = await launchUi({ viewport });
  await s.open('#/new');
  await startGame(s.page, { names: ['Ada', 'Bo', 'Cy', 'Dimitrios', 'Ed'] });
  await s.page.getByTestId('handover-ready').click();
  await s.page.getByTestId('shares-panel').waitFor();
  await s.page.locator('[data-testid="board-host"][data-names]').waitFor();
  return s.page;
}

describe('the board on a 390×844 phone (and the player table on tablets too)', () => {
  it('opens with hexes a finger can tap, on the acting player, and no control over a city', async () => {
    const { sc, page } = await openScenario('build', { width: 390, height: 844 });
    const cam = await boardCamera(page);
    const area = playerArea(sc.view, sc.seat);
    expect(area.length).toBeGreaterThan(0);
    expect(hexWidthAt(cam.scale)).toBeGreaterThanOrEqual(MIN_HEX_WIDTH);
    // The player's track is what the board shows: the middle of their area is on the canvas.
    const xs = area.map((h) => hexCenterPx(h).x);
    const ys = area.map((h) => hexCenterPx(h).y);
    const mid = cam.toPage({ x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 });
    expect(mid.x).toBeGreaterThan(cam.box.x);
    expect(mid.x).toBeLessThan(cam.box.x + cam.box.width);
    expect(mid.y).toBeGreaterThan(cam.box.y);
    expect(mid.y).toBeLessThan(cam.box.y + cam.box.height);
    const places = sc.state.map.places.filter((p) => p.kind === 'city' || p.kind === 'town');
    expect(await coveredPlaces(page, places)).toEqual([]);
    expect(board!.problems).toEqual([]);
  });

  it('shows the tile choices and the confirm button together in the build panel, without scrolling', async () => {
    const { sc, page } = await openScenario('build', { width: 390, height: 844 });
    // A hex with more than one tile to choose from.
    const byHex = new Map<string, Set<string>>();
    for (const o of buildOptions(sc.state, sc.seat)) byHex.set(o.request.hex, (byHex.get(o.request.hex) ?? new Set()).add(o.request.tile));
    const hex = [...byHex].find(([, tiles]) => tiles.size > 1)![0];
    const cam = await boardCamera(page);
    // Bring the hex on screen if the opening view does not show it.
    const at = cam.toPage(hexCenterPx(hex));
    if (at.x < cam.box.x + 20 || at.x > cam.box.x + cam.box.width - 20 || at.y < cam.box.y + 20 || at.y > cam.box.y + cam.box.height - 20) {
      await page.getByTestId('board-fit').click();
    }
    await tap(page, (await boardCamera(page)).toPage(hexCenterPx(hex)));
    await page.getByTestId('ghost-preview').waitFor();
    await expect.poll(() => page.getByTestId('tile-choice').count()).toBeGreaterThan(1);
    const panel = page.getByTestId('build-panel');
    expect(await panel.evaluate((el) => el.scrollTop)).toBe(0);
    const pb = (await panel.boundingBox())!;
    const inside = (b: Box) => b.y >= pb.y - 0.5 && b.y + b.height <= pb.y + pb.height + 0.5 && b.x >= pb.x - 0.5 && b.x + b.width <= pb.x + pb.width + 0.5 && b.y + b.height <= 844;
    const confirm = (await page.getByTestId('confirm-build').boundingBox())!;
    expect(inside(confirm), `confirm ${JSON.stringify(confirm)} in panel ${JSON.stringify(pb)}`).toBe(true);
    for (const choice of await page.getByTestId('tile-choice').all()) {
      const b = (await choice.boundingBox())!;
      expect(inside(b), `tile choice ${JSON.stringify(b)} in panel ${JSON.stringify(pb)}`).toBe(true);
    }
  });

  it('no control covers a city on a read-only board', async () => {
    const page = await sharesOnPhone();
    await page.locator('.gb-badge').waitFor();
    const places = rustBelt().places.filter((p) => p.kind === 'city' || p.kind === 'town');
    expect(await coveredPlaces(page, places)).toEqual([]);
    expect(s!.problems).toEqual([]);
  });

  // The phone, and tablets in landscape, where the table sits in the side column (at most 400 px wide); in German,
  // whose column names are longer.
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }, { width: 1366, height: 1024 }]) {
  it(`the player table shows every column (${viewport.width}×${viewport.height}, German)`, async () => {
    await sharesOnPhone(viewport);
    await s!.page.getByTestId('lang-de').click();
    const table = s!.page.getByTestId('seat-table');
    await table.scrollIntoViewIfNeeded();
    const clip = await table.evaluate((el) => {
      const box = el.parentElement!.getBoundingClientRect();
      const cells = [...el.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect());
      return { scrollWidth: el.scrollWidth, width: el.parentElement!.clientWidth, cut: cells.filter((c) => c.right > box.right + 0.5 || c.left < box.left - 0.5).length, cells: cells.length };
    });
    expect(clip.cells).toBe(6);
    expect(clip.cut).toBe(0);
    expect(clip.scrollWidth).toBeLessThanOrEqual(clip.width);
    expect(s!.problems).toEqual([]);
  });
  }

  it('the end-of-game charts label every axis and point at 11 px or more', async () => {
    const { page } = await openScenario('build', { width: 390, height: 844 }, finishedGame());
    await page.getByTestId('chart-score').locator('svg text').first().waitFor();
    const sizes = await page.evaluate(() =>
      [...document.querySelectorAll<SVGTextElement>('[data-testid^="chart-"] svg text')].map((el) => {
        // What the eye gets: the font size times the SVG's scale on screen.
        const scale = el.ownerSVGElement!.getScreenCTM()!.a;
        return parseFloat(getComputedStyle(el).fontSize) * scale;
      }),
    );
    expect(sizes.length).toBeGreaterThan(10);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
  });

  it('held sideways (844×390) the top bar keeps the round, and no board control covers a city', async () => {
    const { sc, page } = await openScenario('build', { width: 844, height: 390 });
    const places = sc.state.map.places.filter((p) => p.kind === 'city' || p.kind === 'town');
    expect(await coveredPlaces(page, places)).toEqual([]);
    const round = page.getByTestId('round-label');
    expect(await round.isVisible()).toBe(true);
    const b = (await round.boundingBox())!;
    expect(b.width).toBeGreaterThan(20);
    expect(b.y + b.height).toBeLessThanOrEqual(390);
    expect(await round.textContent()).toMatch(/Round \d+\/\d+/);
  });
});
