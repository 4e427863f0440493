// Hard's look-ahead (issue 21 must-have 3): before it begins a link, each of the planner's best first tiles (and
// building nothing more) is played forward through the engine's own applyMove on the seat's view — the rest of its
// build turn, then the goods phase in turn order with the rivals' likely deliveries taking cubes between its own — and
// the position after it is judged in end points (rules-spec §2.1.14: income, track, money). The planner values a link
// by the cubes it reaches today; the play shows which of them are still there when its turn to deliver comes.
// Budgeted by moves played, never by a clock; no generator but the view's stand-in is drawn from.
import { applyMove } from '../apply';
import type { AosMove } from '../moves';
import { toAct } from '../queries';
import { segmentsBySeat } from '../score';
import type { GameState } from '../state';
import { computeLinks } from '../track-port';
import { finishPlans, linksWith, networkValue } from './links';

/** Who plays a seat in the forward play: the seat's own plain planner, the rivals a likely level. */
export type ForwardPolicy = (s: GameState, seat: number) => AosMove;

/** What a point of income, a dollar and a segment are worth in end points now (levels.ts `worths`). */
export interface Worths {
  income: number;
  dollar: number;
  segment: number;
}

/** Moves played forward for one candidate at most (a 4-player build and goods phase takes about 20). */
export const FORWARD_MOVES = 60;

/** End points by which a candidate's play must beat the planner's first choice's to overrule it. */
export const OVERRULE = 2;

/** The candidate moves the look-ahead weighs at most (the planner's best first tiles, then building nothing). */
export const LOOKAHEAD_WIDTH = 5;

/**
 * Plays `s` forward from `first` until the build and goods phases are over (or the move budget is spent): `own` for
 * `seat`, `rival` for everyone else. A rival's build turn is ended at once where the rules allow it — the look-ahead is
 * about the cubes, and rival track would cost more to foresee than it tells (its builds are replanned each turn).
 */
export function playForward(s: GameState, seat: number, first: AosMove, own: ForwardPolicy, rival: ForwardPolicy): GameState | null {
  const r = applyMove(s, first);
  if (!r.ok) return null;
  let st = r.state;
  for (let n = 0; n < FORWARD_MOVES; n++) {
    if (st.phase !== 'buildTrack' && st.phase !== 'moveGoods') break;
    const who = toAct(st);
    if (!who) break;
    if (who.seat !== seat && st.phase === 'buildTrack' && who.decision === 'build') {
      const ended = applyMove(st, { type: 'endBuild', seat: who.seat });
      if (ended.ok) {
        st = ended.state;
        continue;
      }
    }
    const mine = who.seat === seat;
    const next = applyMove(st, mine ? own(st, seat) : rival(st, who.seat));
    // A move of its own the engine refuses on the way (Germany's end of a turn with a section left open,
    // build.incompleteAtEnd) rules the candidate out: the real turn would meet the same refusal. A rival's refused
    // move says nothing about this candidate: the position so far is judged.
    if (!next.ok) {
      if (mine) return null;
      break;
    }
    st = next.state;
  }
  return st;
}

/**
 * The seat's position in end points (§2.1.14): 3 a point of income (more with rounds left, `w`), a dollar at `w.dollar`,
 * a segment of complete track 1, the engine's $1 a round to come against it, and what the network still reaches — the
 * cubes left for the rounds after — at half a delivery's worth.
 */
export function positionValue(s: GameState, seat: number, w: Worths, roundsAfter: number): number {
  const p = s.players[seat]!;
  if (p.eliminated) return -1e6;
  const links = computeLinks(s.map, s.track);
  let future = 0;
  if (roundsAfter > 0) {
    future = networkValue(s, seat, links, p.engine, 0.3);
    // A link begun and left open (one that takes two turns) counts as it will be once finished, at the planner's 0.6
    // for a link that pays a round later: else the play would only see its price.
    for (const plan of finishPlans(s, seat, 4)) future = Math.max(future, 0.4 * future + 0.6 * networkValue(s, seat, linksWith(s, seat, plan), p.engine, 0.3));
  }
  const segments = segmentsBySeat(s, links)[seat] ?? 0;
  return w.income * (p.income + 0.5 * future) + w.segment * segments + w.dollar * (p.cash - p.engine * roundsAfter);
}

/**
 * Of `candidates` (the planner's order, best first), the one whose forward play leaves the seat best placed; a later
 * candidate must beat an earlier one outright, so the planner's choice stands on a tie.
 */
export function chooseByLookahead(s: GameState, seat: number, candidates: readonly AosMove[], w: Worths, roundsAfter: number, own: ForwardPolicy, rival: ForwardPolicy): { move: AosMove; values: number[] } {
  let best = candidates[0]!;
  let bestV = -Infinity;
  const values: number[] = [];
  for (const c of candidates.slice(0, LOOKAHEAD_WIDTH)) {
    const end = playForward(s, seat, c, own, rival);
    const v = end ? positionValue(end, seat, w, roundsAfter) : -Infinity;
    values.push(v);
    if (v > bestV + (values.length === 1 ? 0 : OVERRULE)) {
      bestV = v;
      best = c;
    }
  }
  // Every forward play met a refusal of its own: building nothing (the end of the turn, where it is a candidate) is
  // the move that cannot run into it, not the planner's first tile, whose play was just refused.
  if (bestV === -Infinity) best = candidates.find((c) => c.type === 'endBuild') ?? best;
  return { move: best, values };
}
