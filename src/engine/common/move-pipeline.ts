// The path of one move through a rule system's engine, the same in every system with copy-on-write drafts: the shape
// check, whose turn it is and whether this kind of move answers the decision asked, the move's own rule on a draft of
// the state, then the automatic steps up to the next decision. Each system supplies the parts that are its rules.
// Its refusals (game.over, turn.notYourTurn) are worded by each system's catalogue (common-messages.ts spread there).
import type { ApplyResult, GameEvent } from '../api';
import { reason, type Reason } from '../reason';

/** A move's draft: the state being made (it counts its moves) and the events so far. */
export interface MoveDraft<S extends { moveCount: number }> {
  s: S;
  events: GameEvent[];
}

export interface MovePipeline<S extends { moveCount: number; seats: readonly { name: string }[] }, M extends { type: string; seat: number }, A extends { seat: number }, D extends MoveDraft<S>> {
  parse(raw: unknown): { ok: true; move: M } | { ok: false; reason: Reason };
  /** Who must decide now, or null once the game is over. */
  toAct(state: S): A | null;
  /** Why this kind of move does not answer the decision asked now (the wrong phase), checked before the seat. */
  wrongDecision(state: S, move: M, actor: A): Reason | null;
  /** A system's last refusal before the move's rule runs, checked after the seat (e.g. a bonus to choose first). */
  refuseFirst?(state: S, move: M): Reason | null;
  draftOf(state: S): D;
  /** The move's own rule on the draft: null when applied, else why it is illegal. */
  dispatch(d: D, move: M): Reason | null;
  /** The automatic steps after the move, up to the next decision or the end. */
  runAutomatic(d: D): void;
}

/** Checks and applies one move; on success the state has run on to the next decision (or the end). */
export function applyThrough<S extends { moveCount: number; seats: readonly { name: string }[] }, M extends { type: string; seat: number }, A extends { seat: number }, D extends MoveDraft<S>>(
  p: MovePipeline<S, M, A, D>,
  state: S,
  raw: unknown,
): ApplyResult<S> {
  const parsed = p.parse(raw);
  if (!parsed.ok) return parsed;
  const move = parsed.move;
  const actor = p.toAct(state);
  if (!actor) return { ok: false, reason: reason('game.over') };
  const wrong = p.wrongDecision(state, move, actor);
  if (wrong) return { ok: false, reason: wrong };
  if (move.seat !== actor.seat) return { ok: false, reason: reason('turn.notYourTurn', { seat: actor.seat, name: state.seats[actor.seat]?.name ?? '' }) };
  const first = p.refuseFirst?.(state, move);
  if (first) return { ok: false, reason: first };
  const d = p.draftOf(state);
  const bad = p.dispatch(d, move);
  if (bad) return { ok: false, reason: bad };
  d.s.moveCount += 1;
  p.runAutomatic(d);
  return { ok: true, state: d.s, events: d.events };
}
