// Money in words for the bars and panels that spend it: what the end of the round does after a spend (the engine's
// roundOutlook decides; this only says it) and who profits from a delivery (the engine's incomeBySeat).
import type { RoundOutlook } from './engine';
import { formatMoney, t } from '../../i18n/i18n';

/**
 * Which spend the sentence is about: none (cash now), the ghost tile, the whole plan, the plan with the ghost tile, a
 * raised engine, a bid, new shares, St. Lucia's price for the start.
 */
export type MoneyWhen = 'now' | 'build' | 'plan' | 'planTile' | 'engine' | 'bid' | 'shares' | 'start';

const LEAD: Record<MoneyWhen, string> = {
  now: 'ui.money.now',
  build: 'ui.money.afterBuild',
  plan: 'ui.money.afterPlan',
  planTile: 'ui.money.afterPlanTile',
  engine: 'ui.money.afterEngine',
  bid: 'ui.money.afterBid',
  shares: 'ui.money.afterShares',
  start: 'ui.money.afterStart',
};
const OUTCOME = { fine: 'ui.money.fine', short: 'ui.money.short', out: 'ui.money.out' } as const;

/**
 * "Expenses $6 at the end of the round; cash after this build $3, income $2 → $1 short: you lose $1 income." The income
 * is named because it is collected just before the expenses and pays them too. `level`: the raised engine's level.
 */
export function outlookSentence(o: RoundOutlook, when: MoneyWhen, level = 0): string {
  const lead = t(LEAD[when], { expenses: formatMoney(o.expenses), cash: formatMoney(o.cashAfter), income: formatMoney(o.income), level });
  const end = t(OUTCOME[o.outcome], { left: formatMoney(o.cashLeft), short: formatMoney(o.short) });
  return `${lead} ${end}`;
}

/** The other owners' part of a delivery's income by name: ", Daria +1, Viola +2" (empty when only the mover earns). */
export function othersProfit(split: readonly { seat: number; income: number }[], mover: number, names: readonly { name: string }[]): string {
  return split
    .filter((x) => x.seat !== mover)
    .map((x) => t('ui.goods.profitOther', { name: names[x.seat]?.name ?? '?', n: x.income }))
    .join('');
}
