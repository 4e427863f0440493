// Random playouts through the rule-system interface only: from the start, a seeded pick among `legalMoves` until
// nobody is to act (taking back a seat's own moves where it is left without one). Every position, move and its
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
  // Moves taken back at a position (keyed by the step index) are not tried there again.
  const banned = new Map<number, Set<string>>();
  let takeBacks = 0;
  for (let who = system.toAct(state); who; who = system.toAct(state)) {
    if (steps.length >= max) {
      problems.push(`no end within ${max} moves`);
      break;
    }
    const tried = banned.get(steps.length);
    const moves = system.legalMoves(state).filter((m) => !tried?.has(JSON.stringify(m)));
    if (!moves.length) {
      // A seat may be left without a legal move where the rules let it take its own moves back (Age of Steam's
      // Germany: no section may stay incomplete, and the engine refuses only the turn's end). It does what a player
      // does: takes back its last move of this turn (never one that revealed randomness) and tries another.
      const last = steps.at(-1);
      if (last && takeBacks < 200 && last.move.seat === who.seat && !system.isUndoBarrier(last.move, last.events)) {
        takeBacks++;
        banned.delete(steps.length);
        steps.pop();
        state = last.before;
        const set = banned.get(steps.length) ?? new Set<string>();
        set.add(JSON.stringify(last.move));
        banned.set(steps.length, set);
        continue;
      }
      problems.push(`move ${steps.length}: seat ${who.seat} decides ${who.decision} but has no legal move`);
      break;
    }
    const move = moves[nextU32(rng) % moves.length]!;
    const r = system.apply(state, move);
    if (!r.ok) {
      problems.push(`move ${steps.length}: legal move ${JSON.stringify(move)} refused: ${r.reason.key}`);
      break;
    }
    steps.push({ before: state, move, events: r.events, after: r.state });
    state = r.state;
    opts.onState?.(state);
  }
  return { start: started.state, startEvents: started.events, steps, final: state, problems };
}
