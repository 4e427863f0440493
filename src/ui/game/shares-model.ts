// What issuing shares costs, told before the player commits (issue 5 §3): $1 more expenses every round from now on
// (this round included, expenses are paid at its end) and 3 points each at the end. The numbers are the engine's;
// whether the issue is legal is the engine's answer.
import { expensesDue, POINTS_PER_SHARE, SHARE_VALUE } from '../../engine/aos/numbers';

export interface SharesProjection {
  count: number;
  cashNow: number;
  cashAfter: number;
  /** Rounds whose expenses the new shares will add to, this one included. */
  roundsLeft: number;
  extraPerRound: number;
  extraTotal: number;
  pointsLost: number;
  expensesAfter: number;
  sharesAfter: number;
}


export function projectShares(p: { cash: number; shares: number; engine: number }, count: number, round: number, rounds: number): SharesProjection {
  const roundsLeft = Math.max(0, rounds - round + 1);
  return {
    count,
    cashNow: p.cash,
    cashAfter: p.cash + SHARE_VALUE * count,
    roundsLeft,
    extraPerRound: count,
    extraTotal: count * roundsLeft,
    pointsLost: POINTS_PER_SHARE * count,
    expensesAfter: expensesDue(p.shares + count, p.engine),
    sharesAfter: p.shares + count,
  };
}
