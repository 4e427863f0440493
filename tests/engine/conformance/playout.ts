// Random playouts through the rule-system interface only: from the start, a seeded pick among `legalMoves` (a move type,
// then a move of it) until
// nobody is to act (looking one move ahead, and taking back a seat's own moves where it is left without one). Every position, move and its
// events are kept, so the checks can look at each of them.
import type { GameEvent, GameSetup, SetupOptions } from '../../../src/engine/api';
import { nextU32, seedRng } from '../../../src/engine/rng';
import type { MapOf, RuleSystem, SystemTypes } from '../../../src/engine/rule-system';

export interface Step<T extends SystemTypes> {
  before: T['state'];
  move: T['move'];
  events: GameEvent[];
  after: T['state'];
  /** The legal moves at `after` (the playout lists them anyway; the checks reuse them). */
  legal: T['move'][];
}

export interface Playout<T extends SystemTypes> {
  start: T['state'];
  startEvents: GameEvent[];
  /** The legal moves at the start. */
  startLegal: T['move'][];
  steps: Step<T>[];
  final: T['state'];
  /** Moves taken back where a seat was stuck, and moves tried and dropped by the look-ahead. */
  takeBacks: number;
  dropped: number;
  /** Refused legal moves, a decider without legal moves, or a game that did not end. */
  problems: string[];
}

export interface PlayoutOptions<T extends SystemTypes> {
  maxMoves?: number;
  /** Called with every position as soon as it exists (before any move is applied to it). */
  onState?: (state: T['state']) => void;
}

/**
 * A random move: first a move type, each type alike, then a move of that type. Uniform over all moves would almost
 * never end a build turn or drop out of an auction (there are hundreds of builds and bids, one endBuild), so seats
 * would lay track and bid until they go bankrupt; by type, games run longer and reach more of the rules.
 */
function pickIndex(moves: readonly { type: string }[], a: number, b: number): number {
  const types = [...new Set(moves.map((m) => m.type))];
  const type = types[a % types.length]!;
  const of = moves.flatMap((m, i) => (m.type === type ? [i] : []));
  return of[b % of.length]!;
}

/** The start of either playout: the first position (shown to `onState`), the playout's generator, empty lists. */
function begin<T extends SystemTypes>(system: RuleSystem<T>, setup: GameSetup<SetupOptions, MapOf<T>>, seed: number, opts: PlayoutOptions<T>) {
  const started = system.start(setup);
  if (!started.ok) throw new Error(`${system.id}: setup refused (${started.reason.key})`);
  opts.onState?.(started.state);
  return { started, rng: seedRng(seed), steps: [] as Step<T>[], problems: [] as string[] };
}

export function randomPlayout<T extends SystemTypes>(system: RuleSystem<T>, setup: GameSetup<SetupOptions, MapOf<T>>, seed: number, opts: PlayoutOptions<T> = {}): Playout<T> {
  const { started, rng, steps, problems } = begin(system, setup, seed, opts);
  let state = started.state;
  const max = opts.maxMoves ?? 4000;
  // A seat may be left without a legal move where the rules let it take its own moves back instead (Age of Steam's
  // Germany: no section may stay incomplete, and the engine refuses only the turn's end). The playout does what a
  // player does: it looks one move ahead and avoids a move after which the next seat has nothing to do; where it is
  // stuck anyway, it takes back the seat's own last move (never one that revealed randomness) and tries another.
  const banned = new Map<number, Set<string>>();
  const stuck = (s: T['state'], legal: readonly T['move'][]) => legal.length === 0 && system.toAct(s) !== null;
  let takeBacks = 0;
  let dropped = 0;
  let legal = system.legalMoves(state);
  const startLegal = legal;
  for (let who = system.toAct(state); who; who = system.toAct(state)) {
    if (steps.length >= max) {
      problems.push(`no end within ${max} moves`);
      break;
    }
    const tried = banned.get(steps.length) ?? new Set<string>();
    banned.set(steps.length, tried);
    let chosen: { move: T['move']; events: GameEvent[]; after: T['state']; legal: T['move'][] } | null = null;
    for (let left = legal.filter((m) => !tried.has(JSON.stringify(m))); left.length && !chosen; ) {
      const move = left.splice(pickIndex(left, nextU32(rng), nextU32(rng)), 1)[0]!;
      tried.add(JSON.stringify(move));
      const r = system.apply(state, move);
      if (!r.ok) {
        problems.push(`move ${steps.length}: legal move ${JSON.stringify(move)} refused: ${r.reason.key}`);
        return { start: started.state, startEvents: started.events, startLegal, steps, final: state, problems, takeBacks, dropped };
      }
      const next = system.legalMoves(r.state);
      if (!stuck(r.state, next)) chosen = { move, events: r.events, after: r.state, legal: next };
      else dropped++;
    }
    if (!chosen) {
      const last = steps.at(-1);
      if (last && takeBacks < 500 && last.move.seat === who.seat && !system.isUndoBarrier(last.move, last.events)) {
        takeBacks++;
        banned.delete(steps.length);
        steps.pop();
        state = last.before;
        legal = system.legalMoves(state);
        continue;
      }
      problems.push(`move ${steps.length}: seat ${who.seat} decides ${who.decision} but every legal move leaves it without one`);
      break;
    }
    steps.push({ before: state, move: chosen.move, events: chosen.events, after: chosen.after, legal: chosen.legal });
    state = chosen.after;
    legal = chosen.legal;
    opts.onState?.(state);
  }
  return { start: started.state, startEvents: started.events, startLegal, steps, final: state, problems, takeBacks, dropped };
}

/**
 * A playout by the system's own bot (RuleSystem.bot), each move chosen from the seat's view only: longer, more
 * sensible games than random picks, so the checks also see late positions. The bot's move must be legal.
 */
export function botPlayout<T extends SystemTypes>(system: RuleSystem<T>, setup: GameSetup<SetupOptions, MapOf<T>>, seed: number, opts: PlayoutOptions<T> = {}): Playout<T> {
  if (!system.bot) throw new Error(`${system.id} has no bot`);
  const { started, rng, steps, problems } = begin(system, setup, seed, opts);
  let state = started.state;
  const startLegal = system.legalMoves(state);
  let legal = startLegal;
  const max = opts.maxMoves ?? 4000;
  for (let who = system.toAct(state); who; who = system.toAct(state)) {
    if (steps.length >= max) {
      problems.push(`no end within ${max} moves`);
      break;
    }
    const move = system.bot(system.viewFor(state, { seat: who.seat }), who.seat, rng);
    if (!move) {
      problems.push(`move ${steps.length}: the bot of seat ${who.seat} found no move (${who.decision})`);
      break;
    }
    const key = JSON.stringify(move);
    // Build moves are listed per placement; the bot's must be one of them (same fields, any order).
    if (!legal.some((m) => JSON.stringify(m) === key || isSameMove(m, move))) problems.push(`move ${steps.length}: the bot's move ${key} is not among the legal moves`);
    const r = system.apply(state, move);
    if (!r.ok) {
      problems.push(`move ${steps.length}: the bot's move ${key} was refused: ${r.reason.key}`);
      break;
    }
    legal = system.legalMoves(r.state);
    steps.push({ before: state, move, events: r.events, after: r.state, legal });
    state = r.state;
    opts.onState?.(state);
  }
  return { start: started.state, startEvents: started.events, startLegal, steps, final: state, problems, takeBacks: 0, dropped: 0 };
}

function isSameMove(a: object, b: object): boolean {
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => JSON.stringify((a as Record<string, unknown>)[k]) === JSON.stringify((b as Record<string, unknown>)[k]));
}
