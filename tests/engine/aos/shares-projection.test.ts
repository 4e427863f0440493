// What issuing shares would mean, told before a player commits (engine/aos/round-info.ts projectShares): $5 each now,
// $1 more expenses every round left (this one included), 3 points each at the end, or in a money-scored game (Barbados)
// $5 each paid back at the end.
import { describe, expect, it } from 'vitest';
import { projectShares } from '../../../src/engine/aos/round-info';
import { game } from './helpers';

describe('projectShares', () => {
  it('costs $1 per share every round left, this one included, and 3 points each', () => {
    const s = game(3);
    s.round = 3;
    s.players[0] = { ...s.players[0]!, cash: 3, shares: 2, engine: 1 };
    const rounds = s.options.rounds;
    expect(projectShares(s, 0, 2)).toMatchObject({
      cashNow: 3,
      cashAfter: 13,
      roundsLeft: rounds - 2,
      extraPerRound: 2,
      extraTotal: 2 * (rounds - 2),
      pointsLost: 6,
      redemptionAfter: 20,
      expensesAfter: 5,
      sharesAfter: 4,
    });
  });

  it('in the last round a share costs one round of expenses', () => {
    const s = game(3);
    s.round = s.options.rounds;
    expect(projectShares(s, 1, 1).extraTotal).toBe(1);
  });
});
