// The bot pilot (src/ui/model/bot-pilot.ts): bot moves at the table's pace, none while paused, none for a person,
// none in a tab that does not hold the game; a failing bot pauses it with the worker's reason until the table resumes.
import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import type { SeatSetup } from '../../src/engine/api';
import type { Reason } from '../../src/engine/reason';
import type { BotFallback } from '../../src/worker/protocol';
import { setLang, t as say, tReason } from '../../src/ui/i18n/i18n';
import { BOT_PACES, BotPilot, botSeatToAct, hasBots, type PilotGame, type PilotTimers } from '../../src/ui/model/bot-pilot';
import type { Holding } from '../../src/ui/model/tab-lock';

const SEATS: SeatSetup[] = [
  { name: 'Ada', color: 'blue' },
  { name: 'Bot Bo (Hard)', color: 'green', bot: 'hard' },
  { name: 'Bot Cy (Easy)', color: 'yellow', bot: 'easy' },
];

/** Timers the test runs by hand: `due` lists the waits set and not yet run. */
function manualTimers() {
  let n = 0;
  const due = new Map<number, { fn: () => void; ms: number }>();
  const timers: PilotTimers = {
    set: (fn, ms) => (due.set(++n, { fn, ms }), n),
    clear: (h) => void due.delete(h as number),
  };
  const runAll = async () => {
    const all = [...due.entries()];
    due.clear();
    for (const [, t] of all) t.fn();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { timers, due, runAll };
}

/** A game whose bot moves go round the table; `fail` makes the next bot move fail with that reason. */
function fakeGame(toAct = 1) {
  const head = signal({ players: SEATS, toAct: toAct as number | null, status: 'playing', moveCount: 0 });
  const pending = signal(false);
  const holding = signal<Holding>('held');
  const played: number[] = [];
  let fail: Reason | null = null;
  /** The stand-in the worker names for each bot move (the level found none); null: the bot's own move. */
  let fallback: BotFallback | null = null;
  /** The worker died after storing the next bot move ("worker.crashedSaved"): it went through all the same. */
  let crashAfterSaving = false;
  const game: PilotGame = {
    head,
    pending,
    holding,
    async playBot() {
      const h = head.peek();
      if (fail) {
        const reason = fail;
        fail = null;
        return { ok: false, reason };
      }
      played.push(h.toAct!);
      head.value = { ...h, toAct: (h.toAct! + 1) % SEATS.length, moveCount: h.moveCount + 1 };
      if (crashAfterSaving) {
        crashAfterSaving = false;
        return { ok: false, reason: { key: 'worker.crashedSaved' } };
      }
      return fallback ? { ok: true, fallback } : { ok: true };
    },
  };
  return {
    game,
    head,
    pending,
    holding,
    played,
    failNext: (r: Reason) => (fail = r),
    standIn: (f: BotFallback | null) => (fallback = f),
    crashAfterSavingNext: () => (crashAfterSaving = true),
  };
}

describe('bot pilot', () => {
  it('plays each bot turn after the chosen wait and stops at a person', async () => {
    const t = manualTimers();
    const g = fakeGame(1);
    const pilot = new BotPilot(g.game, t.timers);
    expect([...t.due.values()].map((d) => d.ms)).toEqual([BOT_PACES.normal]);
    expect(pilot.thinking.value).toBe(1);
    await t.runAll();
    expect(g.played).toEqual([1]);
    expect(t.due.size).toBe(1);
    await t.runAll();
    expect(g.played).toEqual([1, 2]);
    // Ada's turn: nothing is due.
    expect(t.due.size).toBe(0);
    expect(pilot.thinking.value).toBeNull();
    pilot.dispose();
  });

  it('a faster pace sets the wait anew; pause cancels it and resume goes on', async () => {
    const t = manualTimers();
    const g = fakeGame(1);
    const pilot = new BotPilot(g.game, t.timers);
    pilot.pace.value = 'fastest';
    expect([...t.due.values()].map((d) => d.ms)).toEqual([0]);
    pilot.pause();
    expect(t.due.size).toBe(0);
    await t.runAll();
    expect(g.played).toEqual([]);
    pilot.resume();
    expect(t.due.size).toBe(1);
    await t.runAll();
    expect(g.played).toEqual([1]);
    pilot.dispose();
  });

  it('waits while a move is on its way, and in a tab that does not hold the game', async () => {
    const t = manualTimers();
    const g = fakeGame(1);
    g.pending.value = true;
    const pilot = new BotPilot(g.game, t.timers);
    expect(t.due.size).toBe(0);
    g.pending.value = false;
    expect(t.due.size).toBe(1);
    // A move sent while the wait runs (the person's, say): the due bot move goes, set anew once it is answered.
    g.pending.value = true;
    expect(t.due.size).toBe(0);
    g.pending.value = false;
    expect(t.due.size).toBe(1);
    g.holding.value = 'elsewhere';
    expect(t.due.size).toBe(0);
    g.holding.value = 'held';
    expect(t.due.size).toBe(1);
    // The screen holds the bots while the persons read a summary.
    pilot.held.value = true;
    expect(t.due.size).toBe(0);
    pilot.held.value = false;
    expect(t.due.size).toBe(1);
    pilot.dispose();
    expect(t.due.size).toBe(0);
  });

  it('a bot that fails pauses the pilot with the reason; nothing more is tried until resumed', async () => {
    const t = manualTimers();
    const g = fakeGame(1);
    const pilot = new BotPilot(g.game, t.timers);
    const reason = { key: 'bot.failed', params: { name: 'Bot Bo (Hard)' } };
    g.failNext(reason);
    await t.runAll();
    expect(pilot.failure.value).toEqual(reason);
    expect(pilot.paused.value).toBe(true);
    expect(t.due.size).toBe(0);
    pilot.resume();
    expect(pilot.failure.value).toBeNull();
    await t.runAll();
    expect(g.played).toEqual([1]);
    pilot.dispose();
  });

  it('tells the table once per seat that a stand-in moved for a bot, and plays on', async () => {
    const t = manualTimers();
    const g = fakeGame(1);
    const pilot = new BotPilot(g.game, t.timers);
    g.standIn('baseline');
    await t.runAll();
    expect(pilot.notice.value).toEqual({ key: 'bot.fallback.baseline', params: { name: 'Bot Bo (Hard)' } });
    expect(pilot.paused.value).toBe(false);
    pilot.dismissNotice();
    g.standIn('first');
    await t.runAll();
    expect(pilot.notice.value).toEqual({ key: 'bot.fallback.first', params: { name: 'Bot Cy (Easy)' } });
    pilot.dismissNotice();
    // Round the table again: both seats were named already, so nothing is said again.
    g.head.value = { ...g.head.peek(), toAct: 1 };
    await t.runAll();
    await t.runAll();
    expect(g.played).toEqual([1, 2, 1, 2]);
    expect(pilot.notice.value).toBeNull();
    pilot.dispose();
  });

  it('a bot move stored before the worker died went through: the pilot plays on', async () => {
    const t = manualTimers();
    const g = fakeGame(1);
    const pilot = new BotPilot(g.game, t.timers);
    g.crashAfterSavingNext();
    await t.runAll();
    expect(pilot.failure.value).toBeNull();
    expect(pilot.paused.value).toBe(false);
    await t.runAll();
    expect(g.played).toEqual([1, 2]);
    pilot.dispose();
  });

  it('no bot plays in a finished game; hasBots and botSeatToAct read the seats', () => {
    expect(botSeatToAct({ players: SEATS, toAct: 1, status: 'finished' })).toBeNull();
    expect(botSeatToAct({ players: SEATS, toAct: 0, status: 'playing' })).toBeNull();
    expect(botSeatToAct({ players: SEATS, toAct: 2, status: 'playing' })).toBe(2);
    expect(hasBots(SEATS)).toBe(true);
    expect(hasBots(SEATS.slice(0, 1))).toBe(false);
  });

  it('says a failed bot honestly: "Play on" would only fail the same way, so no text promises a retry; stand-ins are named in both languages', () => {
    for (const lang of ['en', 'de'] as const) {
      setLang(lang);
      const failed = tReason({ key: 'bot.failed', params: { name: 'Bot Bo' } });
      expect(failed).toContain('Bot Bo');
      expect(failed).not.toContain(say('ui.bot.resume'));
      for (const key of ['bot.fallback.baseline', 'bot.fallback.first']) expect(tReason({ key, params: { name: 'Bot Bo' } })).toMatch(/^[^{}]*Bot Bo[^{}]*$/);
    }
    setLang('en');
  });
});
