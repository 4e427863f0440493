// The end-of-game table's cells as text, apart from the table so the arithmetic a player reads is testable: every
// number with a real minus (formatSigned, formatMoney), never "× −3 = -6" with a hyphen beside the minus (issue 14 point 6).
import { POINTS_PER_INCOME, POINTS_PER_SHARE, SHARE_REDEMPTION } from '../engine';
import type { ScoreLine } from '../engine';
import { formatMoney, formatSigned } from '../../../i18n/i18n';

/** The breakdown cells (Barbados: money before, shares paid; else income, segments, shares) and the total. */
export function scoreCells(l: ScoreLine): { cells: string[]; total: string } {
  if (l.scoring === 'money') {
    return { cells: [formatMoney(l.cashBefore), `${l.shares} × −${formatMoney(SHARE_REDEMPTION)} = ${formatMoney(-l.sharesPenalty)}`], total: formatMoney(l.total) };
  }
  return {
    // Income can be below zero, so its points and the total can be too.
    cells: [`${formatSigned(l.income)} × ${POINTS_PER_INCOME} = ${formatSigned(l.incomePoints)}`, formatSigned(l.segments), `${l.shares} × −${POINTS_PER_SHARE} = ${formatSigned(-l.sharesPenalty)}`],
    total: formatSigned(l.total),
  };
}
