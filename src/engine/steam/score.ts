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
}

/** Income turned into VP at the end ([000:L495]: $5 → 2 VP, −$2 → −4 VP). */
export function incomeToVp(income: number): number {
  return income >= 0 ? Math.floor(income / 2) : 2 * income;
}

/** Every seat's score if the game ended now (the end screen's breakdown and the running table). */
export function scoreBreakdown(s: SteamView): SeatScore[] {
  const links = linksOf(s);
  return s.players.map((p, seat) => {
    const completedLinks = p.bankrupt ? 0 : links.filter((l) => l.complete && l.owner === seat).length;
    const fromIncome = p.bankrupt ? 0 : incomeToVp(p.income);
    return { seat, vp: p.vp, fromIncome, completedLinks, total: p.vp + fromIncome + completedLinks, income: p.income, bankrupt: p.bankrupt };
  });
}

/** The winner: highest total, then higher income, then the lowest action number of the last round; never a bankrupt. */
export function winnersOf(s: SteamView): number[] {
  const scores = scoreBreakdown(s).filter((x) => !x.bankrupt);
  if (scores.length === 0) return [];
  const rank = (x: (typeof scores)[number]) => [x.total, x.income, -(s.lastActions[x.seat] ?? 99)];
  let best = [scores[0]!];
  for (const x of scores.slice(1)) {
    const a = rank(x);
    const b = rank(best[0]!);
    const cmp = a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
    if (cmp > 0) best = [x];
    else if (cmp === 0) best.push(x);
  }
  return best.map((x) => x.seat);
}
