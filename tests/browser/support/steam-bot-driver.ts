// A Steam game played through the UI by the engine's own bot: each decision the bot takes (on the position the app's
// worker holds, read through the test hooks) is made by the test as a player would make it — buttons, steppers, pickers,
// and on the board by the keyboard cursor (a tile chosen and turned, a cube and its route). The app checks every move.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seedRng } from '../../../src/engine/rng';
import { chooseMove } from '../../../src/engine/steam/bot';
import type { SteamMove } from '../../../src/engine/steam/moves';
import type { SteamView } from '../../../src/engine/steam/state';
import type { TestHooks } from '../../../src/ui/model/test-hooks';
import { endSteamBuild } from './steam-helpers';

/** The position the worker holds now (the table's view) and the move count. */
export async function workerView(page: Page, id: string): Promise<SteamView> {
  return page.evaluate(async (game) => {
    const hooks = (window as unknown as { railhexTest: TestHooks }).railhexTest;
    const r = (await hooks.client.call('viewAs', game, 'table')) as { ok: boolean; snapshot?: { view: unknown } };
    if (!r.ok || !r.snapshot) throw new Error('viewAs failed');
    return r.snapshot.view;
  }, id) as Promise<SteamView>;
}

/**
 * The worker's move count of game `id` (its stored head: far less to carry than the whole position), asked again in the
 * page until it exceeds `above` or `ms` passed: one round trip from the test, not one per look.
 */
async function storedMoveCountAbove(page: Page, id: string, above: number, ms: number): Promise<number> {
  return page.evaluate(
    async (o) => {
      const hooks = (window as unknown as { railhexTest: TestHooks }).railhexTest;
      const t0 = performance.now();
      for (;;) {
        const r = (await hooks.client.call('listGames')) as { ok: boolean; games?: { id: string; moveCount: number }[] };
        const head = r.ok ? r.games?.find((g) => g.id === o.game) : undefined;
        if (!head) throw new Error('listGames failed');
        if (head.moveCount > o.above || performance.now() - t0 > o.ms) return head.moveCount;
        await new Promise((done) => setTimeout(done, 10));
      }
    },
    { game: id, above, ms },
  );
}

/** The game's id from the address (#/game/<id>). */
export async function gameId(page: Page): Promise<string> {
  const hash = await page.evaluate(() => location.hash);
  const m = /#\/game\/([^/?]+)/.exec(hash);
  if (!m) throw new Error(`not on a game: ${hash}`);
  return decodeURIComponent(m[1]!);
}

/**
 * Waits in the page (no round trip per look) until the cursor's live region names a hex other than `before`, or says
 * a step was blocked at the board's edge in words other than `beforeText`, or `ms` passed; returns where it stands and
 * its words. Only these count: the same hex worded anew (a key's effect arriving late) is no step.
 */
async function cursorChange(page: Page, before: [number, number] | null, beforeText: string | null, ms = 3000): Promise<{ at: [number, number] | null; text: string }> {
  // A busy page may take a while to say it (the camera follows the cursor): waiting too little would press twice.
  return page.evaluate(
    async (o) => {
      const t0 = performance.now();
      for (;;) {
        await new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        const text = document.querySelector('[data-testid="board-cursor"]')?.textContent ?? '';
        const m = /column (\d+), row (\d+)/.exec(text);
        const at: [number, number] | null = m ? [Number(m[1]) - 1, Number(m[2]) - 1] : null;
        const moved = at && (!o.before || at[0] !== o.before[0] || at[1] !== o.before[1]);
        const edge = at && text.startsWith('Edge of the board.') && text !== o.beforeText;
        if (moved || edge || performance.now() - t0 > o.ms) return { at, text };
      }
    },
    { before, beforeText, ms },
  );
}

/** Resolves after two frames, each followed by a task: a key's effects (render, then the effect that words it) are in. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  });
}

/**
 * The live region's words once they hold still: the same at two looks in a row, each after two frames, and at least
 * `minMs` after the call. On a loaded machine a key's effect can come frames late; a word read before it would steer
 * the walk one key behind.
 */
async function stillText(page: Page, minMs = 150): Promise<string> {
  const t0 = Date.now();
  let last: string | null = null;
  for (let k = 0; k < 40; k++) {
    await settle(page);
    const now = (await page.getByTestId('board-cursor').textContent()) ?? '';
    if (now === last && Date.now() - t0 >= minMs) return now;
    last = now;
  }
  return last ?? '';
}

/** The hex a live-region text names ("column 4, row 2" → [3, 1]). */
function named(text: string): [number, number] | null {
  const m = /column (\d+), row (\d+)/.exec(text);
  return m ? [Number(m[1]) - 1, Number(m[2]) - 1] : null;
}

/**
 * Moves the board's keyboard cursor onto `hex` and presses Enter there, as a keyboard player does: the first key after
 * focus only shows the cursor; then columns first (rows first where a column step is blocked or jumps past), reading where
 * it stands after each step.
 */
export async function tapByKeyboard(page: Page, hex: string): Promise<void> {
  await page.getByTestId('board-host').focus();
  // Focus by script is not from the keyboard: the first key only shows the cursor. "0" (fit the map) is that key, and
  // harmless when the cursor already shows; the live region may still hold the text of the last time, so its words are
  // read once the key's effects are in.
  await page.keyboard.press('0');
  let at = named(await stillText(page)) ?? (await cursorChange(page, null, null)).at;
  if (!at) {
    // Not shown yet (the board may have taken the first key before it drew): an arrow shows it.
    await page.keyboard.press('ArrowRight');
    at = (await cursorChange(page, null, null)).at;
  }
  if (!at) throw new Error('no board cursor');
  const [c1, r1] = hex.split(',').map(Number) as [number, number];
  // The cursor skips hexes off the board: a step may be blocked or jump past the target's column or row; then the other
  // direction goes first.
  let rowsFirst = false;
  // Keys go in a run along one row or column while the way looks straight: each key costs a frame and a render of its
  // own if awaited, and a run is read once where it should end. Where it does not end there (an edge, a hex off the
  // board jumped over), the walk goes on a key at a time from wherever the cursor is, as a person corrects course.
  let single = false;
  let words = (await page.getByTestId('board-cursor').textContent()) ?? '';
  // The walk is over once the cursor is on `hex` by the words held still (no key of ours still on its way); a word
  // read too early, before a late key's effect, is corrected from where the cursor really stands.
  for (let tries = 0; ; tries++) {
    for (let i = 0; i < 120 && (at[0] !== c1 || at[1] !== r1); i++) {
      const needH = at[0] !== c1;
      const needV = at[1] !== r1;
      const horizontal: boolean = needH && (!rowsFirst || !needV);
      const key = horizontal ? (c1 > at[0] ? 'ArrowRight' : 'ArrowLeft') : r1 > at[1] ? 'ArrowDown' : 'ArrowUp';
      if (!single) {
        const n = horizontal ? Math.abs(c1 - at[0]) : Math.abs(r1 - at[1]);
        const goal: [number, number] = horizontal ? [c1, at[1]] : [at[0], r1];
        for (let k = 0; k < n; k++) await page.keyboard.press(key);
        single = true;
        const reached = await page
          .waitForFunction(
            (g) => {
              const m = /column (\d+), row (\d+)/.exec(document.querySelector('[data-testid="board-cursor"]')?.textContent ?? '');
              return !!m && Number(m[1]) === g[0] + 1 && Number(m[2]) === g[1] + 1;
            },
            goal,
            { timeout: 1500 },
          )
          .then(() => true, () => false);
        words = await stillText(page, 0);
        at = named(words) ?? at;
        if (reached && at[0] === goal[0] && at[1] === goal[1]) single = false;
        continue;
      }
      await page.keyboard.press(key);
      const { at: next, text } = await cursorChange(page, at, words);
      if (!next) throw new Error('the board cursor is gone');
      words = text;
      const [axis, goal, other] = horizontal ? [0, c1, needV] : [1, r1, needH];
      const blocked = next[0] === at[0] && next[1] === at[1];
      const crossed = Math.sign(goal - next[axis]!) === -Math.sign(goal - at[axis]!);
      if ((blocked || crossed) && other) rowsFirst = horizontal;
      at = next;
    }
    words = await stillText(page);
    at = named(words);
    if (at && at[0] === c1 && at[1] === r1) break;
    if (!at || tries >= 3) throw new Error(`the cursor did not reach ${hex}: ${words}`);
    single = true;
  }
  await page.keyboard.press('Enter');
}

/** Clicks a stepper's plus `n` times and waits until its value shows `want`. */
async function step(page: Page, id: string, n: number, want: string): Promise<void> {
  for (let i = 0; i < n; i++) await page.getByTestId(`${id}-plus`).click();
  await page.getByTestId(`${id}-value`).filter({ hasText: want }).waitFor();
}

export interface Seen {
  borrowLines: string[];
  pointsPanels: number;
  deliveries: number;
  builds: number;
  supply: number;
  urbanize: number;
  capital: number;
  /** Points decisions taken as income and as VP. */
  pointsAs: { income: number; vp: number };
  /** The decision screens seen in each round (test ids of nextSteamStep). */
  rounds: Map<number, Set<string>>;
  /** Time spent per kind of step (a screen to confirm or a move type), for a test that must stay quick. */
  time: Record<string, { n: number; ms: number }>;
}

export function emptySeen(): Seen {
  return { borrowLines: [], pointsPanels: 0, deliveries: 0, builds: 0, supply: 0, urbanize: 0, capital: 0, pointsAs: { income: 0, vp: 0 }, rounds: new Map(), time: {} };
}

/** Makes the bot's move `m` through the UI. */
export async function playMove(page: Page, m: SteamMove, seen: Seen): Promise<void> {
  const id = (x: string) => page.getByTestId(x);
  let t = Date.now();
  const lap = (what: string) => {
    const r = (seen.time[what] ??= { n: 0, ms: 0 });
    r.n++;
    r.ms += Date.now() - t;
    t = Date.now();
  };
  switch (m.type) {
    case 'bidPosition': {
      const min = Number(await id('initial-auction-panel').getAttribute('data-min-bid'));
      await step(page, 'initial-bid-amount', m.amount - min, `$${m.amount}`);
      return id('initial-bid').click();
    }
    case 'passPosition':
      return id('initial-pass').click();
    case 'acquireCapital':
      if (m.units === 0) return id('capital-none').click();
      seen.capital++;
      await step(page, 'capital-count', m.units, `$${m.units * 5}`);
      return id('capital-take').click();
    case 'bid': {
      const min = Number(await id('auction-panel').getAttribute('data-min-bid'));
      await step(page, 'bid-amount', m.amount - min, `$${m.amount}`);
      return id('auction-bid').click();
    }
    case 'dropOut':
      return id('auction-drop').click();
    case 'turnOrderPass':
      return id('auction-privilege').click();
    case 'takeAction':
      return id(m.forgo ? `action-forgo-${m.action}` : `action-${m.action}`).click();
    case 'build': {
      // Every build by the keyboard cursor (tapByKeyboard walks it to the hex and presses Enter): that path stays
      // covered; the walk is most of a long game's time (lap 'build:walk'). On a loaded machine the board worker's
      // cursor report can arrive after the walk's last look, and Enter then selects a neighbour: the walk is made again
      // when the page's cursor stands on another hex (at most twice); no ghost on the right hex fails at once.
      const ghost = page.locator(`[data-testid="ghost-preview"][data-hex="${m.hex}"]`);
      for (let attempt = 0; ; attempt++) {
        await tapByKeyboard(page, m.hex);
        lap('build:walk');
        if (await ghost.waitFor({ timeout: 5000 }).then(() => true, () => false)) break;
        const cursor = (await id('board-cursor').textContent()) ?? '';
        const at = named(cursor);
        if (attempt < 2 && at && `${at[0]},${at[1]}` !== m.hex) continue;
        const why = (await id('build-reason').count()) ? await id('build-reason').innerText() : 'no reason shown';
        throw new Error(`no ghost for ${m.tile}/${m.rotation} on ${m.hex}: ${why}; cursor: ${cursor}`);
      }
      if ((await id('tile-choice').count()) > 0) await page.locator(`[data-testid="tile-choice"][data-tile="${m.tile}"]`).click();
      await page.locator(`[data-testid="ghost-preview"][data-tile="${m.tile}"]`).waitFor();
      lap('build:ghost');
      for (let i = 0; i < 6 && Number(await ghost.getAttribute('data-rotation')) !== m.rotation; i++) await id('rotate').click();
      if (Number(await ghost.getAttribute('data-rotation')) !== m.rotation) throw new Error(`rotation ${m.rotation} not offered on ${m.hex}`);
      lap('build:rotate');
      // The money line says what paying the tile does; in the basic game with too little cash: the loans and their cost.
      const line = id('ghost-money');
      if (Number(await line.getAttribute('data-borrow')) > 0) seen.borrowLines.push(await line.innerText());
      seen.builds++;
      return id('confirm-build').click();
    }
    case 'supplyGoods':
      seen.supply++;
      await id(`supply-field-${m.field}`).click();
      await id('supply-city').selectOption(m.hex);
      return id('supply-confirm').click();
    case 'urbanize':
      seen.urbanize++;
      await id('urbanize-town').selectOption(m.hex);
      await id(`urbanize-color-${m.color}`).click();
      if (m.field !== undefined) await page.locator(`[data-testid="urbanize-picker"] [data-testid="supply-field-${m.field}"]`).click();
      return id('urbanize-confirm').click();
    case 'forgoAction':
      return id('forgo-action').click();
    case 'endBuild':
      return endSteamBuild(page);
    case 'deliver': {
      const pick = page.locator(`[data-testid="pick-cube"][data-color="${m.color}"]`);
      const option = page.locator(`[data-testid="board-delivery-option"][data-route="${m.route.join(' ')}"]`);
      // The cube's colour is picked where the hex holds several; its routes are then offered. Waited for in the page.
      const optionSel = `[data-testid="board-delivery-option"][data-route="${m.route.join(' ')}"]`;
      const pickSel = `[data-testid="pick-cube"][data-color="${m.color}"]`;
      // As for a build: on a loaded machine Enter can land before the board worker has the walk's last step, and select
      // a neighbour (or nothing). Neither the cube's colour nor its route offered: the walk is made again (at most twice;
      // an Enter on a hex already selected lets it go, the next selects it anew), and a third miss fails with the words.
      for (let attempt = 0; ; attempt++) {
        await tapByKeyboard(page, m.from);
        lap('deliver:walk');
        const offered = await page
          .waitForFunction(([o, p]) => !!(document.querySelector(o) ?? document.querySelector(p)), [optionSel, pickSel] as const, { timeout: 8000 })
          .then(() => true, () => false);
        if (offered) break;
        if (attempt < 2) continue;
        const cursor = (await id('board-cursor').textContent()) ?? '';
        throw new Error(`no ${m.color} cube or route ${m.route.join(' ')} offered at ${m.from}; cursor: ${cursor}`);
      }
      for (let i = 0; i < 20 && (await option.count()) === 0; i++) {
        const shown = await page
          .waitForFunction(([o, p]) => (document.querySelector(o) ? 'option' : document.querySelector(p) ? 'pick' : null), [optionSel, pickSel] as const, { timeout: 2000 })
          .then((h) => h.jsonValue(), () => null);
        if (shown === 'pick' && (await option.count()) === 0) {
          await pick.first().click();
          await page.waitForSelector(optionSel, { timeout: 1000 }).catch(() => undefined);
        }
      }
      lap('deliver:pick');
      await option.click();
      lap('deliver:option');
      seen.deliveries++;
      return id('confirm-delivery').click();
    }
    case 'raiseEngine':
      return id('raise-engine').click();
    case 'passGoods':
      return id('pass-goods').click();
    case 'takePoints':
      seen.pointsPanels++;
      seen.pointsAs[m.as]++;
      return id(m.as === 'income' ? 'points-income' : 'points-vp').click();
  }
}

/**
 * Plays the open game the bot's way (its moves drawn from `seed`) through the UI until the end, or until round
 * `untilRound` begins; hand-overs and summaries are confirmed as the table does.
 */
export async function playBotGame(page: Page, seed: number, untilRound: number | null, nextStep: (page: Page) => Promise<string>): Promise<Seen> {
  // The person asks for reduced motion: tiles and cubes land at once (the board honours it at each animation). A whole
  // game's flights and drops were seconds of waiting, and Enter during a flight skips it instead of tapping; the
  // animations themselves are board.e2e.ts's to check.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const id = await gameId(page);
  const rng = seedRng(seed);
  const seen = emptySeen();
  const clock = (what: string, since: number) => {
    const t = (seen.time[what] ??= { n: 0, ms: 0 });
    t.n++;
    t.ms += Date.now() - since;
  };
  for (let i = 0; ; i++) {
    expect(i, 'the game should end within 3000 steps').toBeLessThan(3000);
    const t0 = Date.now();
    const stepNow = await nextStep(page);
    clock('wait for the screen', t0);
    const round = Number(await page.getByTestId('game-screen').getAttribute('data-round'));
    if (!seen.rounds.has(round)) seen.rounds.set(round, new Set());
    seen.rounds.get(round)!.add(stepNow);
    if (stepNow === 'end-game') break;
    if (stepNow === 'summary-ack' || stepNow === 'handover-ready') {
      const t1 = Date.now();
      await page.getByTestId(stepNow).click();
      clock(stepNow, t1);
      continue;
    }
    const t1 = Date.now();
    const view = await workerView(page, id);
    clock('read the position', t1);
    if (untilRound !== null && view.round >= untilRound) break;
    const toAct = view.points ? view.points.queue[0]!.seat : stepNow === 'build-bar' ? view.build!.queue[0]! : stepNow === 'goods-bar' ? view.moveGoods!.queue[0]! : Number(await page.getByTestId('to-act').getAttribute('data-seat'));
    const move = chooseMove(view, toAct, rng);
    if (!move) throw new Error(`the bot has no move at ${stepNow}`);
    const t2 = Date.now();
    await playMove(page, move, seen);
    clock(move.type, t2);
    // The move is in once the worker has stored it.
    const t3 = Date.now();
    const stored = await storedMoveCountAbove(page, id, view.moveCount, 10_000);
    expect(stored).toBeGreaterThan(view.moveCount);
    // ... and once the page shows it: the worker stores a move before the page has its answer, and a tap before that
    // answer is dropped by the panel's refresh (the next move would then find a stale panel).
    await page.waitForFunction(
      (n) => {
        const screen = document.querySelector('[data-testid="game-screen"]');
        return !screen || (Number(screen.getAttribute('data-moves')) >= n && screen.getAttribute('data-pending') === 'no');
      },
      stored,
      { timeout: 10_000 },
    );
    clock('wait for the move', t3);
  }
  // RAILHEX_STEP_TIMES=1 prints where a game's time went (to find the slow steps of a browser run).
  if (process.env.RAILHEX_STEP_TIMES) console.log(JSON.stringify(seen.time));
  return seen;
}
