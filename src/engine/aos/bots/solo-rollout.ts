// Hard's look-ahead on Barbados, the solo map (rules-spec §2.3.4): no rival moves between its turns, so a choice can be
// played to the end of the game through the engine's own applyMove, the plain planner taking every later decision and
// dice from a generator of the rollout's own (seeded from a copy of the bot's; the view's stand-in is replaced, so the
// game's real dice are never read). The planner's look-ahead (lookahead.ts) stops after the goods phase
// and judges income at its worth; on Barbados the ruin comes rounds later, when a first link's income never meets the
// expenses (one share a round, 001:L875) and no second link can be saved for. Played to the end, that shows: the
// candidate's worth is the money left after paying the shares (001:L897-902), a bankruptcy far below any. Budgeted by
// moves played, never by a clock.
import type { RngState } from '../../rng';
import { nextU32, seedRng } from '../../rng';
import { applyMove } from '../apply';
import type { AosMove } from '../moves';
import { toAct } from '../queries';
import { scoreBreakdown } from '../score';
import type { GameState } from '../state';

/** A solo game's remaining moves are far fewer (about 8 a round, 10 rounds). */
const ROLLOUT_MOVES = 400;

/** What a bankruptcy is worth against a money score (a bankrupt seat's shares alone are $30 and more). */
const BANKRUPT = -100;

/** Dice and draws each candidate is played with (the same for every candidate, so they differ by the choice only). */
export const ROLLOUTS = 2;

/** Money left after the end's payment for `seat` where `s` stops (the game's end, or the move budget). */
export function endValue(s: GameState, seat: number): number {
  const p = s.players[seat]!;
  if (p.eliminated) return BANKRUPT;
  return scoreBreakdown(s)[seat]!.total;
}

/** Plays `s` from `first` to the end with `policy` for every decision; null when the engine refuses `first`. */
export function playToEnd(s: GameState, first: AosMove, policy: (s: GameState) => AosMove | null): GameState | null {
  const r = applyMove(s, first);
  if (!r.ok) return null;
  let st = r.state;
  for (let n = 0; n < ROLLOUT_MOVES && toAct(st); n++) {
    const m = policy(st);
    if (!m) break;
    const next = applyMove(st, m);
    if (!next.ok) break;
    st = next.state;
  }
  return st;
}

/**
 * Of `candidates` (the planner's order, best first), the one whose games played to the end leave the most money on
 * average; a later candidate must beat an earlier one by `margin`, so the planner's choice stands on a near tie.
 */
export function chooseByRollout(s: GameState, seat: number, candidates: readonly AosMove[], rng: RngState, policy: (s: GameState, rng: RngState) => AosMove | null, margin = 1): AosMove {
  const seeds = Array.from({ length: ROLLOUTS }, (_, k) => nextU32([...rng] as RngState) ^ Math.imul(k + 1, 0x9e3779b1));
  let best = candidates[0]!;
  let bestV = -Infinity;
  for (const c of candidates) {
    let sum = 0;
    let refused = false;
    for (const seed of seeds) {
      const botRng = seedRng(seed >>> 0);
      const end = playToEnd({ ...s, rng: seedRng((seed ^ 0x5bd1e995) >>> 0) }, c, (st) => policy(st, botRng));
      if (!end) {
        refused = true;
        break;
      }
      sum += endValue(end, seat);
    }
    if (refused) continue;
    const v = sum / seeds.length;
    if (v > bestV + (bestV === -Infinity ? 0 : margin)) {
      bestV = v;
      best = c;
    }
  }
  return best;
}
