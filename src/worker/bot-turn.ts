// Computer players in the worker: a bot seat's move and a person's suggestion, each thought out from that seat's own
// view (RuleSystem.viewFor) with a generator of its own. The generator is derived from the game's seed, the seat and
// the move number, so a bot's move is stored as an ordinary move and a replay never needs the bot again.
import type { GameEvent, SeatSetup } from '../engine/api';
import type { Reason } from '../engine/reason';
import { seedRng, type RngState } from '../engine/rng';
import { TABLE, type AnyRuleSystem, type BaseMove, type BotLevel, type Decider, type Text } from '../engine/rule-system';
import type { BotFallback, Hint } from './protocol';

/** What the generator is for: a bot's own move, or a suggestion to a person (never the same draws). */
type Purpose = 'bot' | 'hint';

/**
 * The generator of `seat` thinking about move number `moveCount` + 1 of a game seeded `seed`: a 32-bit mix of the
 * three (multiplicative hashing with odd constants), so two seats, two moves or two games never share one.
 */
export function botRng(seed: number, seat: number, moveCount: number, purpose: Purpose = 'bot'): RngState {
  let h = (seed ^ 0x6a09e667) >>> 0;
  for (const x of [seat + 1, moveCount + 1, purpose === 'bot' ? 1 : 2]) {
    h = Math.imul(h ^ x, 0x85ebca6b) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
    h = (h ^ (h >>> 16)) >>> 0;
  }
  return seedRng(h);
}

/** The levels a table may choose for a seat: the system's, less its reference 'baseline' (docs/bots.md). */
export function tableLevels(system: AnyRuleSystem): BotLevel[] {
  return system.bot ? (system.botLevels ?? []).filter((l) => l !== 'baseline') : [];
}

/** The seat to act when it is a bot: its decider and level; null when a person (or nobody) decides. */
export function botToAct(system: AnyRuleSystem, state: unknown, seats: readonly SeatSetup[]): { decider: Decider; level: BotLevel } | null {
  const decider = system.toAct(state);
  const level = decider ? seats[decider.seat]?.bot : undefined;
  return decider && level ? { decider, level } : null;
}

export type Thought<M> = { ok: true; move: M; applied: { state: unknown; events: GameEvent[] }; fallback?: BotFallback } | { ok: false; reason: Reason };

/**
 * The bot's move for the seat to act, from that seat's view only, checked by the rules (parsed and applied; nothing is
 * stored here). A bot's think depends only on the position, the seed, the seat and the move number, so a level that
 * throws, finds nothing or makes a refused move would fail the same way on every retry and stall the game for good:
 * instead the reference bot ('baseline') thinks from the same view, and failing that the seat plays its first legal
 * move. Only a seat with no legal move at all is answered "bot.failed".
 */
export function thinkBot(system: AnyRuleSystem, state: unknown, seats: readonly SeatSetup[], seed: number, moveCount: number): Thought<unknown> {
  const acting = botToAct(system, state, seats);
  if (!acting) return { ok: false, reason: { key: 'bot.notBot' } };
  const { seat } = acting.decider;
  if (!system.bot) return { ok: false, reason: { key: 'bot.none' } };
  const bot = system.bot.bind(system);
  const checked = (think: () => unknown): { move: unknown; applied: { state: unknown; events: GameEvent[] } } | null => {
    try {
      const move = think();
      if (!move) return null;
      const parsed = system.parseMove(move);
      if (!parsed.ok || (parsed.move as BaseMove).seat !== seat) return null;
      const applied = system.apply(state, parsed.move);
      return applied.ok ? { move: parsed.move, applied } : null;
    } catch {
      return null;
    }
  };
  const view = () => system.viewFor(state, { seat });
  const own = checked(() => bot(view(), seat, botRng(seed, seat, moveCount), acting.level));
  if (own) return { ok: true, ...own };
  const baseline = acting.level !== 'baseline' && (system.botLevels ?? []).includes('baseline') ? checked(() => bot(view(), seat, botRng(seed, seat, moveCount), 'baseline')) : null;
  if (baseline) return { ok: true, ...baseline, fallback: 'baseline' };
  // The seat's own moves only; the first the rules accept (a fixed choice that needs no judgement).
  let first: ReturnType<typeof checked> = null;
  try {
    for (const move of system.legalMoves(state) as BaseMove[]) if (move.seat === seat && (first = checked(() => move))) break;
  } catch {
    first = null;
  }
  if (first) return { ok: true, ...first, fallback: 'first' };
  return { ok: false, reason: { key: 'bot.failed', params: { name: seats[seat]!.name } } };
}

/** A suggestion as the page gets it (protocol.ts Hint). */
export type HintFor = Hint;

/**
 * The system's suggestion for the person to act (RuleSystem.hint), from that seat's view, described for the viewer
 * by applying it to the position (apply is pure: nothing is stored). Null when the system has none to give.
 */
export function thinkHint(system: AnyRuleSystem, state: unknown, seed: number, moveCount: number, viewer: 'table' | { seat: number }): HintFor | null {
  const decider = system.toAct(state);
  if (!decider || !system.hint) return null;
  let got: { move: BaseMove; why: Text } | null;
  try {
    got = system.hint(system.viewFor(state, { seat: decider.seat }), decider.seat, botRng(seed, decider.seat, moveCount, 'hint'));
  } catch {
    return null;
  }
  if (!got) return null;
  const applied = system.apply(state, got.move);
  if (!applied.ok) return null;
  // A move that reveals randomness (an undo barrier: a blind draw, dice) is described as the table would see its
  // events, so the suggestion never tells the outcome of a draw the person has not made (apply here used the full state).
  const events = system.isUndoBarrier(got.move, applied.events) ? applied.events.map((e) => system.redactEvent(e, TABLE)) : applied.events;
  return { move: got.move, text: system.describeMove(state, got.move, events, viewer), why: got.why };
}

/**
 * How many moves a casual undo of `count` takes back in a game with bots: on to the latest person's move among them.
 * Taking back only a bot's move would hand the turn to that bot, which would play it again (its generator is the
 * same), so the undo reaches back to the person's move before the bots' (docs/bots.md, "In the app").
 */
export function casualUndoCount(movers: readonly number[], seats: readonly SeatSetup[], count: number): number {
  let n = count;
  while (n < movers.length && seats[movers[movers.length - n]!]?.bot) n++;
  return n;
}
