// Phases 6–8: collect income, pay expenses (with insolvency), income reduction (rules-spec §2.1.9–§2.1.11, O1).
import type { Edition } from '../../api';
import { seatOf, type Draft } from '../draft';
import { releaseIncomplete } from '../track-port';
import { expensesDue, payFrom } from '../numbers';

/** Income reduction for an income (deluxe 001:L591-595; 2002 004:L353 has no −10 tier). */
export function incomeReduction(income: number, edition: Edition): number {
  if (income >= 50 && edition === 'deluxe') return 10;
  if (income >= 41) return 8;
  if (income >= 31) return 6;
  if (income >= 21) return 4;
  if (income >= 11) return 2;
  return 0;
}

/** Phase 6 (001:L570-571). */
export function collectIncome(d: Draft): void {
  for (const seat of d.s.turnOrder) {
    const p = seatOf(d, seat);
    p.cash += p.income;
    d.events.push({ type: 'incomeCollected', seat, amount: p.income, cash: p.cash });
  }
}

/** Phase 7: expenses; a player whose income falls below $0 is out (markers off incomplete sections, D23). */
export function payExpenses(d: Draft): void {
  const s = d.s;
  for (const seat of s.turnOrder.slice()) {
    const p = seatOf(d, seat);
    const due = expensesDue(p.shares, p.engine);
    const r = payFrom(p.cash, p.income, due);
    p.cash = r.cash;
    d.events.push({ type: 'expensesPaid', seat, due, paid: r.paid, incomeLost: r.incomeLost, cash: r.cash, income: Math.max(0, r.income) });
    if (r.eliminated) {
      // Income never shows below 0 on the track; the deficit is in the event (R-ELIMINATION).
      p.income = 0;
      p.eliminated = true;
      p.eliminatedInRound = s.round;
      s.turnOrder = s.turnOrder.filter((x) => x !== seat);
      s.track = releaseIncomplete(s.map, s.track, seat);
      for (const a of Object.keys(s.actions) as (keyof typeof s.actions)[]) if (s.actions[a] === seat) s.actions[a] = null;
      p.action = null;
      d.events.push({ type: 'eliminated', seat, deficit: -r.income });
    } else {
      p.income = r.income;
    }
  }
}

/** Phase 8 (001:L588-604; SUS doubles from round 4: hook reductionFactor). */
export function reduceIncome(d: Draft): void {
  const s = d.s;
  const factor = d.rules.reductionFactor(s.round);
  for (const seat of s.turnOrder) {
    const income = s.players[seat]!.income;
    const cut = Math.min(income, incomeReduction(income, s.edition) * factor);
    if (cut > 0) {
      d.events.push({ type: 'incomeReduced', seat, from: income, to: income - cut });
      seatOf(d, seat).income -= cut;
    }
  }
}
