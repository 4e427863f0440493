// What issuing shares costs, told before the player commits (issue 5 §3): $1 more expenses every round from now on
// (this round included, expenses are paid at its end) and 3 points each at the end. Arithmetic on shown numbers only;
// whether the issue is legal is the engine's answer.

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

export const SHARE_PRICE = 5;
export const SHARE_CAP = 15;

export function projectShares(p: { cash: number; shares: number; engine: number }, count: number, round: number, rounds: number): SharesProjection {
  const roundsLeft = Math.max(0, rounds - round + 1);
  return {
    count,
    cashNow: p.cash,
    cashAfter: p.cash + SHARE_PRICE * count,
    roundsLeft,
    extraPerRound: count,
    extraTotal: count * roundsLeft,
    pointsLost: 3 * count,
    expensesAfter: p.shares + count + p.engine,
    sharesAfter: p.shares + count,
  };
}
