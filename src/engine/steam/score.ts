// Final scoring ([000:L481-501], rules-spec §2.4.12): the VP track, income turned into VP (+1 per $2, rounded down; a
// negative income costs twice its amount), +1 VP per completed link owned; ties by income, then the lowest action
// number of the last round (D22: the standard game too, by the tiles' identity).
import { linksOf } from './links';
import type { SteamView } from './state';

export interface SeatScore {
  seat: number;
  vp: number;
  /** VP from income: ⌊income/2⌋, or 2 × income when negative. */
  fromIncome: number;
  completedLinks: number;
  total: number;
  income: number;
  bankrupt: boolean;
  /** 1 = best ([000:L499]); seats tied on total, income and action number share a rank; a bankrupt ranks last. */
  rank: number;
  /**
   * What puts this seat ahead of the next one in the ranking: more points, then higher income, then the lower action
   * number of the last round ([000:L499]; D22). Null for the last seat, one tied in full, or one above a bankrupt.
   */
  decidedBy: 'points' | 'income' | 'action' | null;
}

/** Income turned into VP at the end ([000:L495]: $5 → 2 VP, −$2 → −4 VP). */
export function incomeToVp(income: number): number {
  return income >= 0 ? Math.floor(income / 2) : 2 * income;
}

type Unranked = Omit<SeatScore, 'rank' | 'decidedBy'>;

/** The action number a tie-break reads: the last round's tile, or none (after every number). */
const actionOf = (s: SteamView, seat: number) => s.lastActions[seat] ?? 99;

/**
 * Which of two seats ranks ahead and by what ([000:L499]): a bankrupt behind everyone, then the higher total, the higher
 * income, the lower action number of the last round. Negative: `a` first.
 */
function compare(s: SteamView, a: Unranked, b: Unranked): { order: number; by: SeatScore['decidedBy'] } {
  if (a.bankrupt !== b.bankrupt) return { order: a.bankrupt ? 1 : -1, by: null };
  if (a.total !== b.total) return { order: b.total - a.total, by: 'points' };
  if (a.income !== b.income) return { order: b.income - a.income, by: 'income' };
  const act = actionOf(s, a.seat) - actionOf(s, b.seat);
  return { order: act, by: act === 0 ? null : 'action' };
}

/**
 * Every seat's score if the game ended now, with its rank and what decided it ([000:L481-501]): the end screen prints
 * it and works out nothing. In seat order.
 */
export function scoreBreakdown(s: SteamView): SeatScore[] {
  const links = linksOf(s);
  const lines: Unranked[] = s.players.map((p, seat) => {
    const completedLinks = p.bankrupt ? 0 : links.filter((l) => l.complete && l.owner === seat).length;
    const fromIncome = p.bankrupt ? 0 : incomeToVp(p.income);
    return { seat, vp: p.vp, fromIncome, completedLinks, total: p.vp + fromIncome + completedLinks, income: p.income, bankrupt: p.bankrupt };
  });
  const ranked = lines.toSorted((a, b) => compare(s, a, b).order || a.seat - b.seat);
  return lines.map((l) => {
    const rank = 1 + lines.filter((o) => compare(s, o, l).order < 0).length;
    const next = ranked[ranked.indexOf(l) + 1];
    return { ...l, rank, decidedBy: next ? compare(s, l, next).by : null };
  });
}

/** The winner: highest total, then higher income, then the lowest action number of the last round; never a bankrupt. */
export function winnersOf(s: SteamView): number[] {
  return scoreBreakdown(s)
    .filter((x) => !x.bankrupt && x.rank === 1)
    .map((x) => x.seat);
}
