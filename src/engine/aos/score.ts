// Final scoring (rules-spec §2.1.14): 3 × income + 1 per track segment of own complete links − 3 × shares; ties share the win.
import type { Link } from '../track/types';
import type { GameState } from './state';
import { computeLinks } from './track-port';
import { POINTS_PER_INCOME, redemptionDue, sharePoints } from './numbers';
import { finalScoring } from './round-info';

export interface ScoreLine {
  seat: number;
  income: number;
  incomePoints: number;
  segments: number;
  shares: number;
  sharesPenalty: number;
  total: number;
  /** 1 = best; tied seats share a rank; eliminated seats rank after all others. */
  rank: number;
  /** True for every seat tied on the best total among seats still playing (001:L658-659). */
  winner: boolean;
  eliminated: boolean;
  /** 'points' (the base game) or 'money' (Barbados: the money left after paying $5 per share; `total` is that money). */
  scoring: 'points' | 'money';
  /** Money (what Barbados scores). */
  cash: number;
  /** Barbados: the money before the end's payment for the shares (once it is paid, `cash` is after it). */
  cashBefore: number;
}


/** Segments of complete links each seat owns (incomplete sections score nothing). */
export function segmentsBySeat(s: GameState, links: Link[] = computeLinks(s.map, s.track)): number[] {
  const out = s.players.map(() => 0);
  for (const l of links) if (l.complete && l.owner !== null && out[l.owner] !== undefined) out[l.owner]! += l.segments;
  return out;
}


export function scoreBreakdown(s: GameState, links?: Link[]): ScoreLine[] {
  const segs = segmentsBySeat(s, links);
  if (finalScoring(s) === 'money') return moneyScores(s, segs);
  const lines: ScoreLine[] = s.players.map((p, seat) => {
    const segments = segs[seat]!;
    const incomePoints = POINTS_PER_INCOME * p.income;
    const sharesPenalty = sharePoints(p.shares);
    return {
      seat,
      income: p.income,
      incomePoints,
      segments,
      shares: p.shares,
      sharesPenalty,
      total: incomePoints + segments - sharesPenalty,
      rank: 0,
      winner: false,
      eliminated: p.eliminated,
      scoring: 'points' as const,
      cash: p.cash,
      cashBefore: p.cash,
    };
  });
  const best = Math.max(...lines.filter((l) => !l.eliminated).map((l) => l.total));
  // Once the game is over its winners are fixed (a map's tie-break may have picked one of the tied, R-WUS-TIE).
  for (const l of lines) l.winner = s.winners ? s.winners.includes(l.seat) : !l.eliminated && l.total === best;
  // Eliminated players are out of the game (001:L582-586): they rank below everybody still playing (R-ELIMINATION); a
  // winner of a tie-break ranks above those he beat on it.
  const key = (l: ScoreLine) => (l.eliminated ? -1e9 : 0) + l.total + (s.winners && l.winner ? 0.5 : 0);
  for (const l of lines) l.rank = 1 + lines.filter((o) => key(o) > key(l)).length;
  return lines;
}

/**
 * Barbados (001:L897-902): the score is the money left after paying $5 per issued share; a player who cannot pay has
 * lost. Before the end, the money he would have; once the game is over the payment is made (`winners` holds those who
 * could pay), so the total is the money left, or the shortfall of one who could not.
 */
function moneyScores(s: GameState, segs: number[]): ScoreLine[] {
  const over = s.phase === 'gameOver' && s.winners !== null;
  return s.players.map((p, seat) => {
    const due = redemptionDue(p.shares);
    const paid = over && s.winners!.includes(seat);
    const total = paid ? p.cash : p.cash - due;
    return {
      seat,
      income: p.income,
      incomePoints: 0,
      segments: segs[seat]!,
      shares: p.shares,
      sharesPenalty: due,
      total,
      rank: 1,
      winner: over ? paid : !p.eliminated && total >= 0,
      eliminated: p.eliminated,
      scoring: 'money' as const,
      cash: p.cash,
      cashBefore: paid ? p.cash + due : p.cash,
    };
  });
}
