// Money and decisions in the built app (issue 14 §8–10): the shares and auction panels, the build and goods bars and
// the ghost tile say what the end of the round does to the money — here a player who bids all his cash is told before
// and after that he would be out of the game; Urbanization shows each New City's colour chip; "Finish building" with
// tiles left asks once, the "don't ask again" is kept on the device; the primary button is the likely wish (finish
// when nothing can be built, move nothing when nothing can be delivered).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { incomeBySeat } from '../../src/engine/aos/round-info';
import { deliveryOptions } from '../../src/engine/aos/index';
import type { BoardMap } from '../../src/engine/map/types';
import { scenario } from '../fixtures/board/scenarios';
import { launch, type Session } from './support/browser';
import { dispose, launchUi, nextStep, playStep, startGame, type UiSession } from './support/ui-helpers';

const rustBelt = JSON.parse(readFileSync(join(import.meta.dirname, '../../assets/maps/rust-belt.json'), 'utf8')) as BoardMap;

let s: UiSession | undefined;
let board: Session | undefined;
afterEach(async () => {
  if (s) await dispose(s);
  s = undefined;
  await board?.close();
  board = undefined;
});

/** Rust Belt's New City colours (its map rules: the base game's tiles). */
const NEW_CITY_COLORS: Record<string, string> = { A: 'red', B: 'blue', C: 'black', D: 'black', E: 'yellow', F: 'purple', G: 'black', H: 'black' };

const seatToAct = async (page: Page) => Number(await page.getByTestId('to-act').getAttribute('data-seat'));

/** Arrow keys until the board's cursor (its live region) stands on `to`; columns first, then rows. */
async function moveCursor(page: Page, from: string, to: string): Promise<void> {
  const [c0, r0] = from.split(',').map(Number) as [number, number];
  const [c1, r1] = to.split(',').map(Number) as [number, number];
  for (let i = 0; i < Math.abs(c1 - c0); i++) await page.keyboard.press(c1 > c0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(r1 - r0); i++) await page.keyboard.press(r1 > r0 ? 'ArrowDown' : 'ArrowUp');
  await expect.poll(() => page.getByTestId('board-cursor').textContent()).toContain(`column ${c1 + 1}, row ${r1 + 1}`);
}

/** On the board by keyboard: Milwaukee (a town) offers every New City with its chip; a hex by Chicago shows the ghost's money line. */
async function urbanizeAndGhost(page: Page): Promise<void> {
  const host = page.getByTestId('board-host');
  for (let i = 0; i < 40 && !(await host.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  const chicago = rustBelt.places[0]!;
  expect(chicago.name).toBe('Chicago');
  await expect.poll(() => page.getByTestId('board-cursor').textContent()).toContain('Chicago');
  const milwaukee = rustBelt.places.find((p) => p.name === 'Milwaukee')!;
  await moveCursor(page, chicago.hex, milwaukee.hex);
  await page.keyboard.press('Enter');
  const letters = page.getByTestId('urbanize-letter');
  await expect.poll(() => letters.count()).toBe(8);
  for (let i = 0; i < 8; i++) {
    const b = letters.nth(i);
    const letter = (await b.getAttribute('data-letter'))!;
    const color = NEW_CITY_COLORS[letter]!;
    expect(await b.getAttribute('data-color'), letter).toBe(color);
    // The chip: the goods cube's colour, shape and letter, named for screen readers; and the colour in words.
    await expect(b.locator('svg.goods-cube').getAttribute('aria-label')).resolves.toBe(`${color} cube`);
    expect(await b.innerText()).toContain(`New City ${letter}`);
    expect(await b.innerText()).toContain(color);
  }

  // A hex next to Chicago where a first tile may go: the ghost's cost section says what the round's end then does.
  let at = milwaukee.hex;
  const [c, r] = chicago.hex.split(',').map(Number) as [number, number];
  const around = [[c, r + 1], [c - 1, r], [c - 1, r + 1], [c + 1, r], [c + 1, r + 1], [c, r - 1]].map(([x, y]) => `${x},${y}`);
  let found = false;
  for (const hex of around) {
    await moveCursor(page, at, hex);
    at = hex;
    if ((await page.getByTestId('board-cursor').textContent())?.includes('you can build here')) {
      found = true;
      break;
    }
  }
  expect(found, 'a buildable hex next to Chicago').toBe(true);
  await page.keyboard.press('Enter');
  const money = page.getByTestId('ghost-money');
  await money.waitFor();
  const cash = Number((await page.getByTestId('build-cash').innerText()).match(/\$(\d+)/)![1]);
  const cost = Number((await page.getByTestId('ghost-cost').innerText()).match(/\$(\d+)/)![1]);
  expect(await money.innerText()).toBe(`Expenses $3 at the end of the round; cash after this build $${cash - cost}, income $0 → paid, $${cash - cost - 3} left.`);
  await page.keyboard.press('Escape');
}

describe('money and decisions', () => {
  it('warns before the round ends a player, shows New City colours, asks once before unused tiles, makes the likely button primary', async () => {
    s = await launchUi({ viewport: { width: 1024, height: 1000 } });
    const { page } = s;
    await s.open('#/new');
    await startGame(page, { seed: 20261126 });

    let winner: number | null = null;
    let urbanizer: number | null = null;
    let asked = false;
    let endedWithoutAsking = false;
    const buildBars = new Set<number>();
    for (let i = 0; ; i++) {
      expect(i, 'reaches the goods phase').toBeLessThan(80);
      const step = await nextStep(page);
      const seat = await seatToAct(page);
      if (step === 'shares-panel') {
        // Nobody issues shares: $10 each against $3 expenses (2 shares + engine 1). One share would add $5 and $1.
        await expect(page.getByTestId('shares-money').innerText()).resolves.toBe('Expenses $3 at the end of the round; cash after issuing $10, income $0 → paid, $7 left.');
        // With no share chosen, issuing none is the primary button; with one chosen, issuing it.
        expect(await page.getByTestId('shares-none').getAttribute('class')).toContain('primary');
        expect(await page.getByTestId('shares-issue').getAttribute('class')).not.toContain('primary');
        await page.getByTestId('shares-count-plus').click();
        await expect.poll(() => page.getByTestId('shares-money').innerText()).toBe('Expenses $4 at the end of the round; cash after issuing $15, income $0 → paid, $11 left.');
        expect(await page.getByTestId('shares-issue').getAttribute('class')).toContain('primary');
        expect(await page.getByTestId('shares-none').getAttribute('class')).not.toContain('primary');
        await page.getByTestId('shares-none').click();
      } else if (step === 'auction-panel') {
        // The first bidder bids all his cash and wins; he pays it all and has nothing left for the expenses.
        if (winner === null) {
          winner = seat;
          while (await page.getByTestId('bid-amount-plus').isEnabled()) await page.getByTestId('bid-amount-plus').click();
          await expect(page.getByTestId('auction-bid').innerText()).resolves.toBe('Bid $10');
          // Told before he bids: paying it all leaves nothing for the expenses.
          const warn = page.getByTestId('auction-money');
          await expect.poll(() => warn.innerText()).toBe('⚠ Expenses $3 at the end of the round; cash if you pay this bid $0, income $0 → $3 short: you would be out of the game.');
          await page.getByTestId('auction-bid').click();
        } else await page.getByTestId('auction-drop').click();
      } else if (step === 'actions-panel' && seat !== winner && urbanizer === null && (await page.getByTestId('action-urbanization').isEnabled())) {
        urbanizer = seat;
        await page.getByTestId('action-urbanization').click();
      } else if (step === 'build-bar') {
        buildBars.add(seat);
        const bar = page.getByTestId('build-bar');
        const money = page.getByTestId('build-money');
        const unused = Number(await bar.getAttribute('data-unused'));
        const end = page.getByTestId('end-build');
        if (seat === winner) {
          // $0 cash and $0 income against $3: the bar says he would be out, in both languages.
          expect(await money.getAttribute('data-outcome')).toBe('out');
          expect(await money.innerText()).toBe('⚠ Expenses $3 at the end of the round; cash now $0, income $0 → $3 short: you would be out of the game.');
          await page.getByTestId('lang-de').click();
          await expect.poll(() => money.innerText()).toBe('⚠ Ausgaben $3 am Rundenende; Geld jetzt $0, Einkommen $0 → $3 fehlen: Du würdest aus dem Spiel ausscheiden.');
          await page.getByTestId('lang-en').click();
          // Nothing can be built without cash: finishing is the likely wish, primary, and asks nothing.
          expect(unused).toBe(0);
          expect(await end.getAttribute('class')).toContain('primary');
          await end.click();
          expect(await page.getByTestId('confirm-end').count()).toBe(0);
          continue;
        }
        expect(await money.innerText()).toBe('Expenses $3 at the end of the round; cash now $10, income $0 → paid, $7 left.');
        if (seat === urbanizer) await urbanizeAndGhost(page);
        // Tiles left and $10: building is the likely wish, so finishing is not primary.
        expect(unused).toBeGreaterThanOrEqual(3);
        expect(await end.getAttribute('class')).not.toContain('primary');
        if (!asked) {
          asked = true;
          await end.click();
          const confirm = page.getByTestId('confirm-end');
          await expect(confirm.locator('p').innerText()).resolves.toBe(`End your turn with ${unused} tiles unused?`);
          // Keeping on building (the primary answer) keeps the turn.
          await expect(page.getByTestId('confirm-end-no').getAttribute('class')).resolves.toContain('primary');
          await page.getByTestId('confirm-end-no').click();
          expect(await confirm.count()).toBe(0);
          expect(await seatToAct(page)).toBe(seat);
          // Asked again on the next try; this time the player says not to ask again on this device.
          await end.click();
          await page.getByTestId('confirm-end-dont-ask').check();
          await page.getByTestId('confirm-end-yes').click();
          await expect.poll(() => page.evaluate(() => localStorage.getItem('railhex.setting.skipEndBuildConfirm'))).toBe('1');
        } else {
          // The device remembers: no question, the turn ends.
          await end.click();
          expect(await page.getByTestId('confirm-end').count()).toBe(0);
          endedWithoutAsking = true;
        }
      } else if (step === 'goods-bar') {
        // No track, nothing to deliver: "move nothing" is the primary button, and the money line is there too.
        expect(await page.getByTestId('best-delivery').count()).toBe(0);
        expect(await page.getByTestId('pass-goods').getAttribute('class')).toContain('primary');
        await expect(page.getByTestId('goods-money').getAttribute('data-outcome')).resolves.toBe(seat === winner ? 'out' : 'fine');
        // Raising the engine adds $1 to the expenses: said beside the button before it is pressed.
        await page.getByTestId('upgrade-engine').waitFor();
        const cash = seat === winner ? 0 : 10;
        const left = cash - 4;
        await expect(page.getByTestId('goods-money-engine').innerText()).resolves.toBe(
          `${left < 0 ? '⚠ ' : ''}With engine 2: expenses $4 at the end of the round; cash $${cash}, income $0 → ${left < 0 ? `$${-left} short: you would be out of the game.` : `paid, $${left} left.`}`,
        );
        break;
      } else await playStep(page, step);
    }
    expect(winner).not.toBeNull();
    expect(urbanizer).not.toBeNull();
    expect(buildBars.size).toBe(3);
    expect(asked && endedWithoutAsking).toBe(true);
    expect(s.problems).toEqual([]);
  });

  it('names who profits from a delivery: "you +2, Bo +1", not "others +1"', async () => {
    // A bot game's goods turn (round 2 or later) whose delivery runs over another player's link.
    const sc = scenario('goods');
    const d = deliveryOptions(sc.state, sc.seat)[0]!;
    const split = incomeBySeat(d, sc.seat);
    expect(split.length, 'the delivery pays another owner').toBeGreaterThan(1);
    board = await launch({ viewport: { width: 1024, height: 1000 } });
    const { page } = board;
    await board.goto('/?testHooks');
    await page.waitForFunction(() => window.railhexTest !== undefined);
    const id = await page.evaluate(async (text) => {
      const res = await window.railhexTest!.games.importFile(text);
      if (!res.ok) throw new Error(res.reason.key);
      return res.head.id;
    }, JSON.stringify(sc.record));
    await board.goto(`/?testHooks#/game/${encodeURIComponent(id)}`);
    const ready = page.getByTestId('handover-ready');
    await ready.or(page.getByTestId('goods-panel')).first().waitFor();
    if (await ready.isVisible()) await ready.click();
    const item = page.getByTestId('best-delivery').first();
    await item.waitFor();
    const others = split
      .slice(1)
      .map((x) => `, ${sc.state.seats[x.seat]!.name} +${x.income}`)
      .join('');
    expect(await item.innerText()).toMatch(new RegExp(`: you \\+${split[0]!.income}${others.replaceAll('+', '\\+')}$`));
    expect(await item.innerText()).not.toContain('others');
    // The chosen delivery's options name them too.
    await item.click();
    await expect(page.getByTestId('board-delivery-option').first().innerText()).resolves.toContain(others);
    expect(board.problems).toEqual([]);
  });
});
