// The game model's viewer around hand-overs: before a hand-over that leads to a private decision it draws the table's
// view (worker viewAs), so no seat's secrets stay on screen while the tablet goes on; after "I am …" it draws the
// seat's own view; public decisions (all of Age of Steam's) stay with the table and never ask the worker again.
import { effect } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import type { Decider, Viewer } from '../../src/engine/rule-system';
import { GameModel, viewerFor, type GameSnapshot } from '../../src/ui/model/game-model';
import type { EngineClient } from '../../src/worker/client';

const who = (v: Viewer) => (v === 'table' ? 'table' : `seat ${v.seat}`);

/** A position drawn for `viewer`: its view says whose it is (a seat's view holds that seat's hand). */
function snapshot(moveCount: number, toAct: Decider | null, viewer: Viewer): GameSnapshot {
  return {
    head: { id: 'g-1', moveCount, toAct: toAct?.seat ?? null },
    viewer,
    toAct,
    view: { seenBy: who(viewer), hand: viewer === 'table' ? null : [`card of seat ${viewer.seat}`] },
    board: {},
    summary: {},
    events: [],
    eventTexts: [],
    undo: { seat: null, count: 0, casual: false, casualCount: 0 },
  } as unknown as GameSnapshot;
}

/**
 * A stand-in worker for a game with hands: each move passes to `next` (the decider after it); every answer is drawn
 * for the viewer the call names, as the real worker does. Records the calls.
 */
function fakeWorker(next: (moveCount: number) => Decider | null, first: Decider | null) {
  const calls: { name: string; viewer: Viewer }[] = [];
  let moveCount = 0;
  let toAct = first;
  const client = {
    call: async (name: string, ...args: unknown[]) => {
      const viewer = args.at(-1) as Viewer;
      calls.push({ name, viewer });
      if (name === 'dispatch') toAct = next(++moveCount);
      return { ok: true, snapshot: snapshot(moveCount, toAct, viewer) };
    },
    onRestart: () => () => undefined,
  } as unknown as EngineClient;
  return { client, calls };
}

/** Every snapshot the model shows, in order. */
function shown(game: GameModel) {
  const seen: { seenBy: string; toAct: number | null }[] = [];
  effect(() => {
    const s = game.snapshot.value;
    seen.push({ seenBy: (s.view as { seenBy: string }).seenBy, toAct: s.toAct?.seat ?? null });
  });
  return seen;
}

const hand = (seat: number): Decider => ({ seat, decision: 'playCard', private: true });
const bid = (seat: number): Decider => ({ seat, decision: 'bid' });
const PLAY = { type: 'playCard', seat: 0 };

describe('viewerFor', () => {
  it("is the seat only during its own private decision, else the table", () => {
    expect(viewerFor(hand(0), { seat: 0 })).toEqual({ seat: 0 });
    expect(viewerFor(hand(1), { seat: 0 })).toBe('table');
    expect(viewerFor(hand(0), 'table')).toBe('table');
    expect(viewerFor(bid(0), { seat: 0 })).toBe('table');
    expect(viewerFor(null, { seat: 0 })).toBe('table');
  });
});

describe('GameModel viewer at a hand-over to a private decision', () => {
  it("shows the seat's own view only after its 'I am …', and the table's again before the next hand-over", async () => {
    const { client, calls } = fakeWorker(() => hand(1), hand(0));
    const game = GameModel.from(snapshot(0, hand(0), 'table'), client);
    const seen = shown(game);
    expect(game.viewer.value).toBe('table');

    // Another seat's "I am" changes nothing: seat 0 decides.
    expect(await game.showSeat(1)).toEqual({ ok: true });
    expect(calls).toEqual([]);
    // Seat 0 says "I am seat 0": its own view, with its hand.
    expect(await game.showSeat(0)).toEqual({ ok: true });
    expect(calls).toEqual([{ name: 'viewAs', viewer: { seat: 0 } }]);
    expect(game.viewer.value).toEqual({ seat: 0 });
    expect(game.state.value).toEqual({ seenBy: 'seat 0', hand: ['card of seat 0'] });

    // Seat 0 plays; seat 1 decides next, privately: the model draws the table's view before showing anything.
    expect(await game.dispatch(PLAY)).toEqual({ ok: true });
    expect(calls.slice(1)).toEqual([
      { name: 'dispatch', viewer: { seat: 0 } },
      { name: 'viewAs', viewer: 'table' },
    ]);
    expect(game.viewer.value).toBe('table');
    expect(game.state.value).toEqual({ seenBy: 'table', hand: null });
    // Seat 0's view of the position where seat 1 decides was never shown.
    expect(seen).toEqual([
      { seenBy: 'table', toAct: 0 },
      { seenBy: 'seat 0', toAct: 0 },
      { seenBy: 'table', toAct: 1 },
    ]);

    // Seat 1's "I am": its own view; every request then names seat 1.
    await game.showSeat(1);
    expect(game.state.value).toEqual({ seenBy: 'seat 1', hand: ['card of seat 1'] });
    await game.history();
    expect(calls.at(-1)).toEqual({ name: 'history', viewer: { seat: 1 } });
  });

  it('keeps the seat while it goes on with a private decision of its own (no hand-over)', async () => {
    const { client, calls } = fakeWorker(() => hand(0), hand(0));
    const game = GameModel.from(snapshot(0, hand(0), 'table'), client);
    await game.showSeat(0);
    await game.dispatch(PLAY);
    expect(calls.map((c) => c.name)).toEqual(['viewAs', 'dispatch']);
    expect(game.viewer.value).toEqual({ seat: 0 });
    expect(game.state.value).toEqual({ seenBy: 'seat 0', hand: ['card of seat 0'] });
  });

  it('a public decision after a private one goes back to the table', async () => {
    const { client } = fakeWorker(() => bid(1), hand(0));
    const game = GameModel.from(snapshot(0, hand(0), 'table'), client);
    await game.showSeat(0);
    await game.dispatch(PLAY);
    expect(game.viewer.value).toBe('table');
    expect(game.state.value).toEqual({ seenBy: 'table', hand: null });
  });
});

describe('GameModel viewer with public decisions only (Age of Steam)', () => {
  it('stays with the table and never asks the worker to draw again', async () => {
    const { client, calls } = fakeWorker((n) => bid(n % 3), bid(0));
    const game = GameModel.from(snapshot(0, bid(0), 'table'), client);
    expect(await game.showSeat(0)).toEqual({ ok: true });
    await game.dispatch({ type: 'bid', seat: 0 });
    await game.dispatch({ type: 'bid', seat: 1 });
    expect(calls).toEqual([
      { name: 'dispatch', viewer: 'table' },
      { name: 'dispatch', viewer: 'table' },
    ]);
    expect(game.viewer.value).toBe('table');
  });
});

/**
 * What the game screen reads on every change, as "viewer / seat to act" (the two must always belong together: a seat's
 * private decision with the table as viewer makes the screen ask that seat's "I am …" again), and the screen's effect
 * (src/ui/screens/game.tsx): seat 0's private decision shown to the table asks seat 0's view.
 */
function watchAsTheScreen(game: GameModel): string[] {
  const pairs: string[] = [];
  effect(() => void pairs.push(`${who(game.viewer.value)} / ${game.snapshot.value.toAct?.seat ?? '-'}`));
  effect(() => {
    const toAct = game.snapshot.value.toAct;
    if (toAct?.private && who(game.viewer.value) === 'table' && toAct.seat === 0) void game.showSeat(0);
  });
  return pairs;
}

describe('GameModel viewer while a move that hands the tablet over is in flight', () => {
  it("never shows the mover's decision to the table, so a screen's own 'I am …' cannot draw the mover again", async () => {
    const { client, calls } = fakeWorker(() => hand(1), hand(0));
    const game = GameModel.from(snapshot(0, hand(0), 'table'), client);
    await game.showSeat(0);
    const pairs = watchAsTheScreen(game);
    await game.dispatch(PLAY);
    await new Promise((r) => setTimeout(r, 0));
    expect(pairs).toEqual(['seat 0 / 0', 'table / 1']);
    expect(calls.slice(1).map((c) => `${c.name} ${who(c.viewer)}`)).toEqual(['dispatch seat 0', 'viewAs table']);
    expect(game.state.value).toEqual({ seenBy: 'table', hand: null });
  });
});

describe('GameModel viewer when the move is stored but cannot be drawn for the next viewer', () => {
  it("reads it back for the table while still pending, and never draws the mover's view of the new position", async () => {
    const calls: string[] = [];
    let moveCount = 0;
    let failNextViewAs = false;
    const client = {
      call: async (name: string, ...args: unknown[]) => {
        const viewer = args.at(-1) as Viewer;
        calls.push(`${name} ${who(viewer)}`);
        if (name === 'dispatch') {
          moveCount++;
          failNextViewAs = true;
        } else if (name === 'viewAs' && failNextViewAs) {
          failNextViewAs = false;
          return { ok: false, reason: { key: 'worker.crashed' } };
        }
        return { ok: true, snapshot: snapshot(moveCount, moveCount === 0 ? hand(0) : hand(1), viewer) };
      },
      onRestart: () => () => undefined,
    } as unknown as EngineClient;
    const game = GameModel.from(snapshot(0, hand(0), 'table'), client);
    await game.showSeat(0);
    const pairs = watchAsTheScreen(game);
    expect(await game.dispatch(PLAY)).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.slice(1)).toEqual(['dispatch seat 0', 'viewAs table', 'openGame table']);
    expect(pairs).toEqual(['seat 0 / 0', 'table / 1']);
    expect(game.state.value).toEqual({ seenBy: 'table', hand: null });
  });

  it('asks the worker once when the same seat is asked for twice at once', async () => {
    const { client, calls } = fakeWorker(() => hand(0), hand(0));
    const game = GameModel.from(snapshot(0, hand(0), 'table'), client);
    const first = game.showSeat(0);
    const second = game.showSeat(0);
    await Promise.all([first, second]);
    expect(calls.map((c) => c.name)).toEqual(['viewAs']);
  });
});
