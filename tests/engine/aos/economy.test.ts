// Phases 6–8 (rules-spec §2.1.9–§2.1.11): DER-AOS-EXPENSES, DER-AOS-REDUCE, insolvency.
import { describe, expect, it } from 'vitest';
import { draftOf } from '../../../src/engine/aos/draft';
import { payFrom } from '../../../src/engine/aos/numbers';
import { collectIncome, incomeReduction, payExpenses, reduceIncome } from '../../../src/engine/aos/phases/economy';
import { expensesDue } from '../../../src/engine/aos/numbers';
import type { GameState } from '../../../src/engine/aos/index';
import { game } from './helpers';

function withPlayers(s: GameState, ps: Partial<GameState['players'][number]>[]): GameState {
  return { ...s, players: s.players.map((p, i) => ({ ...p, ...ps[i] })) };
}

describe('income, expenses, reduction', () => {
  it('DER-AOS-REDUCE deluxe', () => {
    const cases: [number, number][] = [[10, 0], [11, 2], [20, 2], [21, 4], [30, 4], [31, 6], [40, 6], [41, 8], [49, 8], [50, 10], [70, 10]];
    for (const [income, cut] of cases) expect(incomeReduction(income, 'deluxe')).toBe(cut);
  });

  it('DER-AOS-REDUCE 2002 (no −10 tier, O1)', () => {
    const cases: [number, number][] = [[10, 0], [11, 2], [20, 2], [21, 4], [30, 4], [31, 6], [40, 6], [41, 8], [50, 8], [70, 8]];
    for (const [income, cut] of cases) expect(incomeReduction(income, '2002')).toBe(cut);
  });

  it('reduceIncome applies the table to every seat still playing', () => {
    const s = withPlayers(game(3), [{ income: 55 }, { income: 12 }, { income: 5 }]);
    const d = draftOf(s);
    reduceIncome(d);
    expect(d.s.players.map((p) => p.income)).toEqual([45, 10, 5]);
    const t = withPlayers(game(3, '2002'), [{ income: 55 }, { income: 12 }, { income: 5 }]);
    const e = draftOf(t);
    reduceIncome(e);
    expect(e.s.players.map((p) => p.income)).toEqual([47, 10, 5]);
  });

  it('DER-AOS-EXPENSES: pay from cash, then from income, below $0 income = out', () => {
    expect(expensesDue(4, 2)).toBe(6);
    expect(payFrom(10, 5, expensesDue(4, 2))).toMatchObject({ cash: 4, income: 5, eliminated: false });
    expect(payFrom(3, 5, expensesDue(4, 3))).toMatchObject({ cash: 0, income: 1, eliminated: false });
    expect(payFrom(0, 3, expensesDue(2, 2))).toMatchObject({ eliminated: true });
  });

  it('collect income, then expenses; the insolvent seat leaves the turn order and loses its actions', () => {
    let s = withPlayers(game(3), [
      { cash: 10, income: 5, shares: 4, engine: 2 },
      { cash: 3, income: 5, shares: 4, engine: 3 },
      { cash: 0, income: 0, shares: 5, engine: 2 },
    ]);
    s = { ...s, turnOrder: [2, 0, 1], actions: { ...s.actions, production: 2 } };
    const d = draftOf(s);
    collectIncome(d);
    expect(d.s.players.map((p) => p.cash)).toEqual([15, 8, 0]);
    payExpenses(d);
    expect(d.s.players.map((p) => [p.cash, p.income, p.eliminated])).toEqual([
      [9, 5, false],
      [1, 5, false],
      [0, 0, true],
    ]);
    expect(d.s.turnOrder).toEqual([0, 1]);
    expect(d.s.actions.production).toBeNull();
    expect(d.events.find((e) => e.type === 'eliminated')).toMatchObject({ seat: 2, deficit: 7 });
  });
});
