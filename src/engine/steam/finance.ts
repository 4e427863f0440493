// Money in Steam (rules-spec §2.4.3, §2.5): borrowing in the basic game, capital and the shortfall rule in the
// standard game. Pure functions over one seat's economy; the caller copies the seat first.
import type { SeatEconomy } from './state';

/** The lowest income: borrowing moves the marker no further ([000:L92-96]). */
export const MIN_INCOME = -10;

/** What a payment of `amount` does to a seat in the basic game: cash spent, $5 units borrowed and what each cost. */
export interface Borrowing {
  /** The payment can be made ([000:L96]: nothing more at −$10 income and fewer than 2 VP). */
  ok: boolean;
  /** $5 units taken. */
  units: number;
  /** Income steps given up (one per unit while above −$10). */
  income: number;
  /** VP given up (2 per unit at −$10). */
  vp: number;
  /** Cash left after paying (the change, $0–4, when borrowing). */
  cashAfter: number;
}

/**
 * Paying `amount` in the basic game (§2.4.3 reference algorithm): cash first, then the smallest number of $5 units
 * that covers the rest, each moving income back one step, or at −$10 costing 2 VP; the change (≤ $4) stays as cash
 * ([000:L88-98]).
 */
export function borrowingFor(p: Readonly<SeatEconomy>, amount: number): Borrowing {
  if (p.cash >= amount) return { ok: true, units: 0, income: 0, vp: 0, cashAfter: p.cash - amount };
  const deficit = amount - p.cash;
  const units = Math.ceil(deficit / 5);
  const incomeSteps = Math.min(units, Math.max(0, p.income - MIN_INCOME));
  const vpUnits = units - incomeSteps;
  const ok = vpUnits * 2 <= p.vp;
  return { ok, units, income: incomeSteps, vp: vpUnits * 2, cashAfter: units * 5 - deficit };
}

/**
 * What a price does to a seat, in either edition, as every priced query answers it: the basic game's borrowing, and
 * whether the standard game's cash falls short (bids and track are capped by cash there, [000:L551], S-E5).
 */
export interface Payment extends Borrowing {
  /** Standard game: the price is more than the seat's cash. Always false in the basic game (it borrows instead). */
  shortOfCash: boolean;
}

/** The one answer about a price: borrowing (basic, [000:L88-98]) or whether cash suffices (standard, S-E5). */
export function paymentFor(edition: 'basic' | 'standard', p: Readonly<SeatEconomy>, amount: number): Payment {
  return { ...borrowingFor(p, amount), shortOfCash: edition === 'standard' && amount > p.cash };
}

/** Pays `amount` with borrowing (basic game); false (and nothing changed) when it cannot be paid. */
export function payBorrowing(p: SeatEconomy, amount: number): Borrowing {
  const b = borrowingFor(p, amount);
  if (!b.ok) return b;
  p.income -= b.income;
  p.vp -= b.vp;
  p.borrowed += b.units * 5;
  p.cash = b.cashAfter;
  return b;
}

/**
 * The most a seat can pay in the basic game: its cash and every $5 it can still borrow (D11: the initial auction's
 * bid limit; income down to −$10, then 2 VP per $5).
 */
export function payingCapacity(p: Readonly<SeatEconomy>): number {
  return p.cash + 5 * Math.max(0, p.income - MIN_INCOME) + 5 * Math.floor(p.vp / 2);
}

/** The most $5 units of capital a seat can take in the standard game's phase 1 ([000:L541]; S-E2: VP at −$10). */
export function capitalUnits(p: Readonly<SeatEconomy>, forVp: boolean): number {
  return Math.max(0, p.income - MIN_INCOME) + (forVp ? Math.floor(p.vp / 2) : 0);
}

/** What taking `units` × $5 of capital does to a seat ([000:L541]; S-E2): income steps down to −$10, then 2 VP each. */
export interface CapitalPreview {
  cashAfter: number;
  incomeAfter: number;
  /** Income steps given up. */
  incomeSteps: number;
  /** VP given up (2 per $5 once income is at −$10). */
  vpLost: number;
  vpAfter: number;
}

/** The one reckoning of capital: the engine takes it by this, and the capital panel shows it (page.ts). */
export function capitalPreview(p: Readonly<SeatEconomy>, units: number): CapitalPreview {
  const incomeSteps = Math.min(units, Math.max(0, p.income - MIN_INCOME));
  const vpLost = 2 * (units - incomeSteps);
  return { cashAfter: p.cash + 5 * units, incomeAfter: p.income - incomeSteps, incomeSteps, vpLost, vpAfter: p.vp - vpLost };
}

/** The standard game's shortfall (§2.5): what paying `amount` does when cash is short. */
export interface Shortfall {
  ok: boolean;
  /** VP given up (1 per $2 missing). */
  vp: number;
  /** Income steps given up once VP are gone (1 per $2). */
  income: number;
  cashAfter: number;
}

/**
 * Paying `amount` in the standard game ([000:L606], §2.5 shortfall algorithm): all cash, then 1 VP per $2 missing, then
 * one income step per $2, and $1 back when the amount so covered was odd. Not ok: bankrupt ([000:L610]).
 */
export function shortfallFor(p: Readonly<SeatEconomy>, amount: number): Shortfall {
  if (p.cash >= amount) return { ok: true, vp: 0, income: 0, cashAfter: p.cash - amount };
  let owed = amount - p.cash;
  let vp = 0;
  let income = 0;
  while (owed > 0 && p.vp - vp > 0) {
    vp += 1;
    owed -= 2;
  }
  while (owed > 0 && p.income - income > MIN_INCOME) {
    income += 1;
    owed -= 2;
  }
  return { ok: owed <= 0, vp, income, cashAfter: owed === -1 ? 1 : 0 };
}
