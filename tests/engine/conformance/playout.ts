// Random playouts through the rule-system interface only: from the start, a seeded pick among `legalMoves` until
// nobody is to act (looking one move ahead, and taking back a seat's own moves where it is left without one). Every position, move and its
// events are kept, so the checks can look at each of them.
import type { GameEvent, GameSetup } from '../../../src/engine/api';
import { nextU32, seedRng } from '../../../src/engine/rng';
import type { RuleSystem, SystemTypes } from '../../../src/engine/rule-system';

export interface Step<T extends SystemTypes> {
  before: T['state'];
  move: T['move'];
  events: GameEvent[];
  after: T['state'];
}

export interface Playout<T extends SystemTypes> {
  start: T['state'];
  startEvents: GameEvent[];
  steps: Step<T>[];
  final: T['state'];
  /** Refused legal moves, a decider without legal moves, or a game that did not end. */
  problems: string[];
}

export interface PlayoutOptions<T extends SystemTypes> {
  maxMoves?: number;
  /** Called with every position as soon as it exists (before any move is applied to it). */
  onState?: (state: T['state']) => void;
}

export function randomPlayout<T extends SystemTypes>(system: RuleSystem<T>, setup: GameSetup, seed: number, opts: PlayoutOptions<T> = {}): Playout<T> {
  const started = system.start(setup);
  if (!started.ok) throw new Error(`${system.id}: setup refused (${started.reason.key})`);
  const rng = seedRng(seed);
  const steps: Step<T>[] = [];
  const problems: string[] = [];
  let state = started.state;
  opts.onState?.(state);
  const max = opts.maxMoves ?? 4000;
  // A seat may be left without a legal move where the rules let it take its own moves back instead (Age of Steam's
  // Germany: no section may stay incomplete, and the engine refuses only the turn's end). The playout does what a
  // player does: it looks one move ahead and avoids a move after which the next seat has nothing to do; where it is
  // stuck anyway, it takes back the seat's own last move (never one that revealed randomness) and tries another.
  const banned = new Map<number, Set<string>>();
  const stuck = (s: T['state'], legal: readonly T['move'][]) => legal.length === 0 && system.toAct(s) !== null;
  let takeBacks = 0;
  let legal = system.legalMoves(state);
  for (let who = system.toAct(state); who; who = system.toAct(state)) {
    if (steps.length >= max) {
      problems.push(`no end within ${max} moves`);
      break;
    }
    const tried = banned.get(steps.length) ?? new Set<string>();
    banned.set(steps.length, tried);
    let chosen: { move: T['move']; events: GameEvent[]; after: T['state']; legal: T['move'][] } | null = null;
    for (let left = legal.filter((m) => !tried.has(JSON.stringify(m))); left.length && !chosen; ) {
      const move = left.splice(nextU32(rng) % left.length, 1)[0]!;
      tried.add(JSON.stringify(move));
      const r = system.apply(state, move);
      if (!r.ok) {
        problems.push(`move ${steps.length}: legal move ${JSON.stringify(move)} refused: ${r.reason.key}`);
        return { start: started.state, startEvents: started.events, steps, final: state, problems };
      }
      const next = system.legalMoves(r.state);
      if (!stuck(r.state, next)) chosen = { move, events: r.events, after: r.state, legal: next };
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
    steps.push({ before: state, move: chosen.move, events: chosen.events, after: chosen.after });
    state = chosen.after;
    legal = chosen.legal;
    opts.onState?.(state);
  }
  return { start: started.state, startEvents: started.events, steps, final: state, problems };
}
