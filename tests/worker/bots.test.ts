// Computer players in the worker host (issue 21): a bot seat's turn is thought out in the worker from its seat's view,
// applied and stored before the answer, replayed as an ordinary move; a throwing bot loses nothing; a person's Suggest
// shows the hard bot's move and why without making it; bot seats survive export and import.
import { describe, expect, it, vi } from 'vitest';

// Whole stretches of play through a real store: generous on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
import { HINT_MESSAGES } from '../../src/engine/aos/bots/hint-messages';
import { formatMessage } from '../../src/engine/aos/messages';
import { ageOfSteam, type AosSystemTypes } from '../../src/engine/aos/module';
import type { AosMove } from '../../src/engine/aos/moves';
import { parseMap } from '../../src/engine/map/validate';
import type { AnyRuleSystem } from '../../src/engine/rule-system';
import { ruleSystems } from '../../src/engine/rule-systems';
import { botRng, thinkHint } from '../../src/worker/bot-turn';
import { mapSource } from '../../src/worker/maps';
import type { NewGameRequest, WorkerApi } from '../../src/worker/protocol';
import { hostsOn, sourceOf } from './hosts';

const maps = mapSource(import.meta.glob('../../assets/maps/*.json', { import: 'default' }), parseMap);
const hostOn = hostsOn('bots', () => maps);
const TABLE = 'table' as const;

/** Ada (a person) against three hard bots on Rust Belt. */
const SOLO: NewGameRequest = {
  ruleSystem: 'age-of-steam',
  edition: 'deluxe',
  map: 'rust-belt',
  seats: [
    { name: 'Ada', color: 'blue' },
    { name: 'Bot Bo (Hard)', color: 'green', bot: 'hard' },
    { name: 'Bot Cy (Hard)', color: 'yellow', bot: 'hard' },
    { name: 'Bot Di (Hard)', color: 'pink', bot: 'hard' },
  ],
  seed: 4242,
};

const allBots = (level: 'baseline' | 'easy' | 'medium' | 'hard', seed: number): NewGameRequest => ({ ...SOLO, seed, seats: SOLO.seats.map((s, i) => ({ ...s, name: `Bot ${i}`, bot: level })) });

async function newHost(systems = ruleSystems, label = 'b') {
  return hostOn<AosSystemTypes>(systems, label);
}

async function created(host: WorkerApi<AosSystemTypes>, req: NewGameRequest) {
  const res = await host.createGame(req, TABLE);
  if (!res.ok) throw new Error(res.reason.key);
  return res.snapshot;
}

/** A person's move: the baseline bot's choice from the full position (the test's stand-in for a tap). */
function personMove(host: WorkerApi<AosSystemTypes>, id: string) {
  return host.query(id, 'legalMoves', [], TABLE).then((r) => {
    if (!r.ok) throw new Error(r.reason.key);
    const moves = r.value as AosMove[];
    return moves.find((m) => m.type === 'endBuild' || m.type === 'passGoods' || m.type === 'dropOut') ?? moves[0]!;
  });
}

/** Sixty moves of four hard bots from seed 99 on a fresh host; the moves as exported. */
async function playSixty(label: string) {
  const { host } = await newHost(ruleSystems, label);
  let snap = await created(host, allBots('hard', 99));
  for (let i = 0; i < 60; i++) {
    const res = await host.playBot(snap.head.id, snap.head.moveCount, TABLE);
    if (!res.ok) throw new Error(res.reason.key);
    snap = res.snapshot;
  }
  const exported = await host.exportGame(snap.head.id);
  return exported.ok ? exported.record.moves : null;
}

describe('bot seats in the worker host', () => {
  it('plays each bot turn in the worker and stores it before answering; a person is never played for', async () => {
    const { host, store } = await newHost();
    let snap = await created(host, SOLO);
    const id = snap.head.id;
    let botMoves = 0;
    let personMoves = 0;
    while (snap.head.moveCount < 120 && snap.head.status === 'playing') {
      const seat = snap.head.toAct!;
      if (SOLO.seats[seat]!.bot) {
        const before = snap.head.moveCount;
        const res = await host.playBot(id, before, TABLE);
        if (!res.ok) throw new Error(`bot failed at ${before}: ${res.reason.key}`);
        snap = res.snapshot;
        // Stored before shown: the log and the head in the store already hold the move the answer shows.
        const log = await store.readLog(id);
        expect(log.filter((e) => e.kind === 'move')).toHaveLength(snap.head.moveCount);
        expect((await store.getGame(id))!.moveCount).toBe(before + 1);
        expect((log.at(-1) as { move: { seat: number } }).move.seat).toBe(seat);
        botMoves++;
      } else {
        // Not a bot's turn: the worker refuses to play it, and stores nothing.
        expect(await host.playBot(id, snap.head.moveCount, TABLE)).toEqual({ ok: false, reason: { key: 'bot.notBot' } });
        const res = await host.dispatch(id, snap.head.moveCount, await personMove(host, id), TABLE);
        if (!res.ok) throw new Error(res.reason.key);
        snap = res.snapshot;
        personMoves++;
      }
    }
    expect(botMoves).toBeGreaterThan(30);
    expect(personMoves).toBeGreaterThan(5);
    // Bot moves are ordinary moves: a fresh host (a restart) replays the stored game to the same position.
    const { host: again } = await newHost(ruleSystems, 'r');
    const opened = await again.openGame(id, TABLE);
    expect(opened.ok && opened.snapshot.view).toEqual(snap.view);
  });

  it("refuses a person's move sent for a bot seat, and a stale bot call", async () => {
    const { host } = await newHost();
    const snap = await created(host, allBots('easy', 7));
    const id = snap.head.id;
    const move = await personMove(host, id);
    expect(await host.dispatch(id, 0, move, TABLE)).toMatchObject({ ok: false, reason: { key: 'bot.turn' } });
    expect(await host.playBot(id, 3, TABLE)).toEqual({ ok: false, reason: { key: 'game.stale' } });
  });

  it("derives each bot move's generator from the seed, the seat and the move number: the same game twice is the same game", async () => {
    const a = await playSixty('x');
    expect(a).toHaveLength(60);
    expect(await playSixty('y')).toEqual(a);
    expect(botRng(1, 0, 0)).not.toEqual(botRng(1, 1, 0));
    expect(botRng(1, 0, 0)).not.toEqual(botRng(1, 0, 1));
    expect(botRng(1, 0, 0)).not.toEqual(botRng(2, 0, 0));
    expect(botRng(1, 0, 0, 'hint')).not.toEqual(botRng(1, 0, 0));
  });

  it('a level that throws or makes a refused move is stood in for: the reference bot, then the first legal move; never a stalled game', async () => {
    // Hard fails; the reference bot ('baseline') is asked from the same view with the same generator.
    const hardThrows: AnyRuleSystem = {
      ...ageOfSteam,
      bot: (view, seat, rng, level) => {
        if (level === 'hard') throw new Error('boom');
        return ageOfSteam.bot!(view, seat, rng, level);
      },
    };
    // Every level fails (throws, or a bid the rules refuse): the seat's first legal move.
    const throwing: AnyRuleSystem = {
      ...ageOfSteam,
      bot: () => {
        throw new Error('boom');
      },
    };
    const illegal: AnyRuleSystem = { ...ageOfSteam, bot: (_v, seat) => ({ type: 'bid', seat, amount: 999 }) };
    for (const [i, [system, fallback]] of ([[hardThrows, 'baseline'], [throwing, 'first'], [illegal, 'first']] as const).entries()) {
      const { host, store } = await newHost(sourceOf(system), `f${i}`);
      const snap = await created(host, allBots('hard', 5));
      const id = snap.head.id;
      const seat = snap.head.toAct!;
      const legal = await host.query(id, 'legalMoves', [], TABLE).then((r) => (r.ok ? (r.value as AosMove[]) : []));
      const res = await host.playBot(id, 0, TABLE);
      if (!res.ok) throw new Error(res.reason.key);
      expect(res.fallback).toBe(fallback);
      const log = await store.readLog(id);
      expect(log).toHaveLength(1);
      const stored = (log[0] as { move: AosMove }).move;
      expect(stored.seat).toBe(seat);
      if (fallback === 'first') {
        expect(stored).toEqual(legal.find((m) => m.seat === seat));
      } else {
        // The move the reference bot itself makes in the same game: same view, same generator.
        const { host: ref } = await newHost(ruleSystems, `g${i}`);
        const same = await created(ref, allBots('baseline', 5));
        const refMove = await ref.playBot(same.head.id, 0, TABLE);
        const exported = refMove.ok ? await ref.exportGame(same.head.id) : null;
        expect(exported?.ok && exported.record.moves[0]).toEqual(stored);
      }
      expect((await store.getGame(id))!.moveCount).toBe(1);
      // The next bot move goes on as well: the game never waits on a bot that cannot decide.
      const next = await host.playBot(id, 1, TABLE);
      expect(next.ok).toBe(true);
    }
  });

  it('a seat with no legal move at all is "bot.failed", named, and nothing is stored', async () => {
    const stuck: AnyRuleSystem = {
      ...ageOfSteam,
      bot: () => null,
      legalMoves: () => [],
    };
    const { host, store } = await newHost(sourceOf(stuck), 's');
    const snap = await created(host, allBots('easy', 5));
    const id = snap.head.id;
    const seat = snap.head.toAct!;
    expect(await host.playBot(id, 0, TABLE)).toEqual({ ok: false, reason: { key: 'bot.failed', params: { name: `Bot ${seat}` } } });
    expect(await store.readLog(id)).toEqual([]);
    expect((await store.getGame(id))!.moveCount).toBe(0);
  });

  it('the bot gets only its seat’s view and its own generator', async () => {
    const seen: { seat: number; viewer: unknown }[] = [];
    const spy: AnyRuleSystem = {
      ...ageOfSteam,
      viewFor(state, viewer) {
        seen.push({ seat: -1, viewer });
        return ageOfSteam.viewFor(state, viewer);
      },
      bot(view, seat, rng, level) {
        seen.push({ seat, viewer: 'bot' });
        expect(rng).toEqual(botRng(5, seat, 0));
        expect(level).toBe('medium');
        return ageOfSteam.bot!(view, seat, rng, level);
      },
    };
    const { host } = await newHost(sourceOf(spy));
    const snap = await created(host, allBots('medium', 5));
    seen.length = 0;
    const res = await host.playBot(snap.head.id, 0, TABLE);
    expect(res.ok).toBe(true);
    const seat = snap.head.toAct!;
    expect(seen[0]).toEqual({ seat: -1, viewer: { seat } });
    expect(seen[1]).toEqual({ seat, viewer: 'bot' });
  });

  it('names the levels a table may choose (never the baseline) and whether the system suggests moves', async () => {
    const { host } = await newHost();
    expect(await host.botFacts('age-of-steam')).toEqual({ ok: true, levels: ['easy', 'medium', 'hard'], hint: true });
    const { host: plain } = await newHost(sourceOf({ ...ageOfSteam, bot: undefined, botLevels: undefined, hint: undefined }), 'p');
    expect(await plain.botFacts('age-of-steam')).toEqual({ ok: true, levels: [], hint: false });
    expect(await host.botFacts('nope')).toMatchObject({ ok: false, reason: { key: 'game.unknownRuleSystem' } });
    // A level the system does not play is refused at the start.
    const res = await plain.createGame(SOLO, TABLE);
    expect(res).toMatchObject({ ok: false, reason: { key: 'game.badRequest', params: { detail: 'bot' } } });
  });

  it("Suggest: the hard bot's move for the person to act, in words, and why; nothing is played", async () => {
    const { host } = await newHost();
    let snap = await created(host, { ...SOLO, seats: SOLO.seats.map((s) => ({ name: s.name, color: s.color })) });
    const id = snap.head.id;
    const whys = new Set<string>();
    const said: string[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await host.hint(id, TABLE);
      if (!res.ok) throw new Error(res.reason.key);
      expect(res.hint).not.toBeNull();
      const hint = res.hint!;
      expect(hint.why.key).toMatch(/^hint\./);
      expect(hint.text.key).toMatch(/^moveDesc\./);
      whys.add(hint.why.key);
      said.push(formatMessage(hint.why, 'en'), formatMessage(hint.why, 'de'));
      // Asking changed nothing; the suggested move is legal and can be made.
      const after = await host.openGame(id, TABLE);
      expect(after.ok && after.snapshot.head.moveCount).toBe(snap.head.moveCount);
      const played = await host.dispatch(id, snap.head.moveCount, hint.move as AosMove, TABLE);
      if (!played.ok) throw new Error(played.reason.key);
      snap = played.snapshot;
    }
    expect(whys.size).toBeGreaterThan(3);
    const catalogue = await ageOfSteam.messages();
    for (const key of whys) expect(catalogue[key]).toBeDefined();
    // Every sentence is whole in both languages: no placeholder or key left.
    for (const line of said) expect(line).not.toMatch(/[{}]|hint\./);
  });

  it('every Suggest sentence of Age of Steam is whole in English and German, in the singular and the plural', () => {
    for (const n of [1, 2]) {
      const params = { to: 'Detroit', from: 'Chicago', place: 'Toledo', color: 'red', cubes: n, links: n + 1, count: n, cost: 4, expenses: 5, cash: 6, income: 3, engine: 2, amount: 1, action: 'engineer', letter: 'A', tiles: 3, gap: 2 };
      for (const key of Object.keys(HINT_MESSAGES)) {
        for (const lang of ['en', 'de'] as const) expect(formatMessage({ key, params }, lang), `${key} ${lang}`).not.toMatch(/[{}]|hint\.|^$/);
      }
    }
  });

  it('no suggestion on a bot’s turn', async () => {
    const { host } = await newHost();
    const snap = await created(host, allBots('easy', 3));
    expect(await host.hint(snap.head.id, TABLE)).toEqual({ ok: false, reason: { key: 'hint.notYours' } });
  });

  it('export keeps the bot seats, import reads them back; a level the system lacks is refused; old records load unchanged', async () => {
    const { host } = await newHost();
    const snap = await created(host, SOLO);
    const exported = await host.exportGame(snap.head.id);
    if (!exported.ok) throw new Error(exported.reason.key);
    expect(exported.record.seats).toEqual(SOLO.seats);
    const imported = await host.importGame(JSON.stringify(exported.record));
    expect(imported.ok && imported.head.players).toEqual(SOLO.seats);
    const odd = { ...exported.record, seats: [...SOLO.seats.slice(0, 3), { name: 'Di', color: 'pink', bot: 'genius' }] };
    expect(await host.importGame(JSON.stringify(odd))).toMatchObject({ ok: false, reason: { key: 'import.record.seatBot', params: { seat: 4 } } });
    const { host: noBots } = await newHost(sourceOf({ ...ageOfSteam, botLevels: ['baseline'] }), 'n');
    expect(await noBots.importGame(JSON.stringify(exported.record))).toMatchObject({ ok: false, reason: { key: 'import.record.seatBot', params: { seat: 2 } } });
    const old = { ...exported.record, seats: SOLO.seats.map((s) => ({ name: s.name, color: s.color })) };
    const back = await host.importGame(JSON.stringify(old));
    expect(back.ok && back.head.players).toEqual(old.seats);
  });
});

describe('casual undo past bot moves', () => {
  it('takes back the bots’ moves and the person’s move before them, so the person decides again', async () => {
    const { host } = await newHost(ruleSystems, 'u');
    let snap = await created(host, { ...SOLO, options: { casualUndo: true } });
    const id = snap.head.id;
    // Play until the person has moved and at least one bot after them.
    let personAt = -1;
    while (personAt < 0 || SOLO.seats[snap.head.toAct!]!.bot || snap.head.moveCount === personAt + 1) {
      const seat = snap.head.toAct!;
      const res = SOLO.seats[seat]!.bot ? await host.playBot(id, snap.head.moveCount, TABLE) : await host.dispatch(id, snap.head.moveCount, await personMove(host, id), TABLE);
      if (!res.ok) throw new Error(res.reason.key);
      if (!SOLO.seats[seat]!.bot) personAt = snap.head.moveCount;
      snap = res.snapshot;
      if (snap.head.moveCount > 200) throw new Error('no person move followed by a bot move');
    }
    // The worker says how far it reaches, so the table agrees to the person's move and the bots' after it.
    expect(snap.undo.casualReach).toBe(snap.head.moveCount - personAt);
    expect(snap.undo.casualReach).toBeGreaterThan(1);
    const res = await host.undo(id, snap.head.moveCount, 1, true, TABLE);
    if (!res.ok) throw new Error(res.reason.key);
    // Back to just before the person's latest move: the person is to act.
    expect(res.snapshot.head.moveCount).toBe(personAt);
    expect(SOLO.seats[res.snapshot.head.toAct!]!.bot).toBeUndefined();
  });
});

describe('own undo never takes back a bot’s move', () => {
  it('offers no own undo while a bot is still to act after its own move, and refuses one asked for', async () => {
    const { host } = await newHost(ruleSystems, 'o');
    let snap = await created(host, allBots('hard', 99));
    const id = snap.head.id;
    let refused = 0;
    for (let i = 0; i < 60; i++) {
      const before = snap.head.moveCount;
      const res = await host.playBot(id, before, TABLE);
      if (!res.ok) throw new Error(res.reason.key);
      snap = res.snapshot;
      expect(snap.undo.seat).toBeNull();
      expect(snap.undo.casualReach).toBe(0);
      const undo = await host.undo(id, snap.head.moveCount, 1, false, TABLE);
      expect(undo).toEqual({ ok: false, reason: { key: 'undo.nothing' } });
      refused++;
    }
    expect(refused).toBe(60);
  });
});

describe('Suggest never tells what a draw would reveal', () => {
  it('describes a move that reveals randomness from its events as the table sees them', () => {
    // A one-seat game whose only move draws a hidden card: its event names the card, the table's copy only a count.
    const system = {
      toAct: () => ({ seat: 0, private: false }),
      viewFor: () => ({}),
      hint: (_v: unknown, seat: number) => ({ move: { type: 'draw', seat }, why: { key: 'why' } }),
      apply: (state: unknown) => ({ ok: true, state, events: [{ type: 'drew', seat: 0, card: 'blue' }] }),
      isUndoBarrier: () => true,
      redactEvent: (e: { type: string; seat: number; card?: string }, viewer: unknown) => (viewer === TABLE ? { type: e.type, seat: e.seat, count: 1 } : e),
      describeMove: (_s: unknown, _m: unknown, events: { card?: string }[]) => ({ key: 'drew', params: { card: events[0]?.card ?? '' } }),
    } as unknown as AnyRuleSystem;
    const hint = thinkHint(system, {}, 1, 0, { seat: 0 });
    expect(hint?.text).toEqual({ key: 'drew', params: { card: '' } });
    // A move that reveals nothing is described from its own events.
    const open = thinkHint({ ...system, isUndoBarrier: () => false } as AnyRuleSystem, {}, 1, 0, { seat: 0 });
    expect(open?.text).toEqual({ key: 'drew', params: { card: 'blue' } });
  });
});
