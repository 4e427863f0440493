// The worker's one replay routine: a game's setup and a run of log steps (moves, and undo markers that take moves back)
// played through its rule system. Opening a game, undo, the history, past positions, imports and the snapshot rebuild
// after a version change all walk a game through this one loop, each with the hook it needs.
import type { ApplyResult, GameEvent } from '../engine/api';
import type { Reason } from '../engine/reason';
import type { AnyRuleSystem, AnySetup } from '../engine/rule-system';
import type { LogEntry } from '../store/schema';

/** One step of a run: a move (checked with the system's parseMove first when the run is untrusted), or an undo marker. */
export type Step = { kind: 'move'; move: unknown } | { kind: 'undo'; count: number };

/** An accepted move of a run, with the positions around it. */
export interface Played<S, M> {
  /** The step's index in the run (0-based; undo markers count). */
  index: number;
  before: S;
  move: M;
  events: GameEvent[];
  after: S;
  /** Moves in effect after this one. */
  inEffect: number;
}

export interface ReplayHooks<S, M> {
  /**
   * Start from this state (a stored snapshot) instead of the system's first position; `index` is how many moves were
   * in effect there, so `Played.inEffect` counts on from it. A run from a snapshot holds no undo markers: a marker
   * could reach back before the snapshot, where no position is kept (the caller replays the moves in effect instead).
   */
  from?: { state: S; index: number };
  /** Check each move's shape with the system's parseMove before applying it (an imported file's moves). */
  parse?: boolean;
  onMove?(played: Played<S, M>): void;
  /** The undo marker at step `index` took back the latest `count` moves. */
  onUndo?(index: number, count: number): void;
}

/**
 * Where a run stopped: `at` is the 1-based step the system refused (0: the setup itself), `reason` its own words,
 * `shape` whether it was the move's shape (parseMove) rather than the rules (apply).
 */
export type ReplayStop = { ok: false; at: number; reason: Reason; shape?: boolean };

/** The system's first position for `setup`, or why the setup cannot start (RuleSystem.start checks it). */
export function startOf<S>(system: AnyRuleSystem, setup: AnySetup): ApplyResult<S> {
  return system.start(setup) as ApplyResult<S>;
}

/**
 * Plays `steps` from `setup` (or from `hooks.from`) and gives the last position. Undo markers pop earlier positions,
 * which are kept only when the run holds any (the history's walk); a run of moves in effect keeps none.
 */
export function replay<S, M>(system: AnyRuleSystem, setup: AnySetup, steps: readonly Step[], hooks: ReplayHooks<S, M> = {}): { ok: true; state: S } | ReplayStop {
  const keep = steps.some((s) => s.kind === 'undo');
  if (keep && hooks.from) throw new Error('replay: undo markers are not replayed from a snapshot');
  let state: S;
  if (hooks.from) state = hooks.from.state;
  else {
    const started = startOf<S>(system, setup);
    if (!started.ok) return { ok: false, at: 0, reason: started.reason };
    state = started.state;
  }
  const first = state;
  // The positions after each move in effect (kept only when a marker may take some back).
  const after: S[] = [];
  let inEffect = hooks.from?.index ?? 0;
  for (const [index, step] of steps.entries()) {
    if (step.kind === 'undo') {
      inEffect -= takeBack(after, step.count);
      state = after[after.length - 1] ?? first;
      hooks.onUndo?.(index, step.count);
      continue;
    }
    let move = step.move as M;
    if (hooks.parse) {
      const parsed = system.parseMove(step.move);
      if (!parsed.ok) return { ok: false, at: index + 1, reason: parsed.reason, shape: true };
      move = parsed.move as M;
    }
    const res = system.apply(state, move) as ApplyResult<S>;
    if (!res.ok) return { ok: false, at: index + 1, reason: res.reason };
    inEffect += 1;
    hooks.onMove?.({ index, before: state, move, events: res.events, after: res.state, inEffect });
    state = res.state;
    if (keep) after.push(state);
  }
  return { ok: true, state };
}

/**
 * An undo marker of `count` applied to `inEffect` (moves, or the positions after them): the latest `count` are taken
 * back, never more than there are. The one reading of a marker: the host's moves in effect and replay's positions
 * both go through it. Answers how many were taken back.
 */
export function takeBack(inEffect: unknown[], count: number): number {
  const n = Math.max(0, Math.min(count, inEffect.length));
  inEffect.length -= n;
  return n;
}

/** The moves in effect after a log's undo markers, with the events each move had when it was accepted. */
export function effectiveMoves<M>(log: readonly LogEntry<M>[]): { move: M; events: GameEvent[] }[] {
  const played: { move: M; events: GameEvent[] }[] = [];
  for (const e of log) {
    if (e.kind === 'move') played.push({ move: e.move, events: e.events });
    else takeBack(played, e.count);
  }
  return played;
}

/** A game's log as replay steps. */
export function logSteps(log: readonly LogEntry<unknown>[]): Step[] {
  return log.map((e) => (e.kind === 'move' ? { kind: 'move', move: e.move } : { kind: 'undo', count: e.count }));
}

/** The moves of a run as steps. */
export function movesAsSteps(moves: readonly unknown[]): Step[] {
  return moves.map((move) => ({ kind: 'move', move }));
}
