// Money in words for Steam's panels, apart from the components so the sentences a player reads are testable: what a
// payment does (basic game: cash, then $5 loans that cost income, at −$10 income 2 VP each; standard game: cash only,
// short or not) and what the end of the round does (the engine's roundOutlook). The engine computes every figure;
// these functions only say them.
import { formatMoney, t } from '../../i18n/i18n';
import type { Payment } from './engine';

/** The engine's roundOutlook answer for one seat. */
export interface Outlook {
  net: number;
  maintenance: number;
  cashAfter: number;
  incomeAfter: number;
  vpAfter: number;
  bankrupt: boolean;
}

/**
 * "This costs $4: you borrow $5, income −1; $1 cash left." (basic), "This costs $4: $3 cash left." or "This costs $8 but
 * you have $5: cash is short." (standard). `pay` is the engine's answer for the price (its buildOptions, checkBuild,
 * actionOptions or paymentPreview: borrowing, and whether cash is short); `cash` the seat's cash before paying.
 */
export function payText(cost: number, pay: Payment, cash: number): string {
  if (cost === 0) return t('ui.pay.free');
  const price = formatMoney(cost);
  if (pay.shortOfCash) return t('ui.pay.short', { cost: price, cash: formatMoney(cash) });
  if (!pay.ok) return t('ui.pay.cannot', { cost: price });
  if (pay.units === 0) return t('ui.pay.cash', { cost: price, cash: formatMoney(pay.cashAfter) });
  const params = { cost: price, borrowed: formatMoney(pay.units * 5), income: -pay.income, vp: -pay.vp, cash: formatMoney(pay.cashAfter) };
  if (pay.vp === 0) return t('ui.pay.borrow', params);
  return t(pay.income === 0 ? 'ui.pay.borrowVp' : 'ui.pay.borrowIncomeVp', params);
}

/** What the end of this round does to the seat's money, as things stand (the income phase: income less engine costs). */
export function outlookText(o: Outlook, now: { income: number; vp: number }): string {
  if (o.bankrupt) return t('ui.outlook.bankrupt', { pay: formatMoney(-o.net) });
  if (o.net >= 0) {
    const key = o.maintenance > 0 ? 'ui.outlook.gainNet' : 'ui.outlook.gain';
    return t(key, { net: formatMoney(o.net), income: formatMoney(now.income), maintenance: formatMoney(o.maintenance), cash: formatMoney(o.cashAfter) });
  }
  const params = { pay: formatMoney(-o.net), cash: formatMoney(o.cashAfter), from: now.income, to: o.incomeAfter, vpFrom: now.vp, vpTo: o.vpAfter };
  if (o.vpAfter !== now.vp && o.incomeAfter !== now.income) return t('ui.outlook.payIncomeVp', params);
  if (o.vpAfter !== now.vp) return t('ui.outlook.payVp', params);
  if (o.incomeAfter !== now.income) return t('ui.outlook.payIncome', params);
  return t('ui.outlook.payCash', params);
}

/** Points per owner of a delivery, by name: "you +3, Bo +1" (the mover first; owners of no link are left out). */
export function pointsText(pointsBy: Readonly<Record<number, number>>, mover: number, seats: readonly { name: string }[]): string {
  const own = pointsBy[mover] ?? 0;
  const parts = [t('ui.points.you', { n: own })];
  for (const [seat, n] of Object.entries(pointsBy)) {
    if (Number(seat) !== mover && n > 0) parts.push(t('ui.points.other', { name: seats[Number(seat)]?.name ?? '?', n }));
  }
  return parts.join(', ');
}
