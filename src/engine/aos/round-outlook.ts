// What the end of this round will do to a seat's money, told before he spends (issue 14 §8: nobody goes bankrupt by
// surprise): the expenses due, his cash after a spend he is looking at, and whether cash plus income pays them, costs him
// income, or puts him out of the game. The round's end decides with numbers.ts expensesDue and payFrom (phases/economy.ts);
// this runs the same two, so the warning cannot disagree with what then happens. Light like round-info.ts: the UI reads it
// without loading the rules engine.
import { expensesDue, payFrom } from './numbers';
import { PHASES, type AosView } from './state';

/** A move the seat is looking at: cash it spends (negative when it brings cash), engine levels and shares it adds. */
export interface RoundChange {
  spend?: number;
  engine?: number;
  shares?: number;
}

/** fine: cash and income pay the expenses; short: each missing dollar costs 1 income; out: income would fall below 0. */
export type RoundOutcome = 'fine' | 'short' | 'out';

export interface RoundOutlook {
  /** Expenses due at this round's end ($1 per share + $1 per engine level), after the change. */
  expenses: number;
  /** Income collected just before the expenses: today's income (deliveries this round can only raise it). */
  income: number;
  /** Cash after the change, before income and expenses. */
  cashAfter: number;
  /** Dollars that cash and income cannot pay: the income lost. */
  short: number;
  /** Cash left once the expenses are paid. */
  cashLeft: number;
  outcome: RoundOutcome;
}

const EXPENSES_AT = PHASES.indexOf('collectIncome');

/**
 * The end of this round for `seat` after `change`, or null when this round's expenses are already behind (goods growth)
 * or the seat is out of the game. Income and expenses come after moving goods, so a delivery still to come only helps.
 */
export function roundOutlook(s: AosView, seat: number, change: RoundChange = {}): RoundOutlook | null {
  const p = s.players[seat];
  if (!p || p.eliminated || PHASES.indexOf(s.phase) >= EXPENSES_AT) return null;
  const expenses = expensesDue(p.shares + (change.shares ?? 0), p.engine + (change.engine ?? 0));
  const cashAfter = p.cash - (change.spend ?? 0);
  // Phase 6 (economy.ts collectIncome) adds the income to cash, then phase 7 pays the expenses from it.
  const paid = payFrom(cashAfter + p.income, p.income, expenses);
  return {
    expenses,
    income: p.income,
    cashAfter,
    short: paid.incomeLost,
    cashLeft: paid.cash,
    outcome: paid.eliminated ? 'out' : paid.incomeLost > 0 ? 'short' : 'fine',
  };
}
