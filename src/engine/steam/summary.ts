// The header and game-list facts of a Steam game: per seat cash, income, VP, engine, links and the running score.
import { seatSummaries } from '../seat-summary';
import { linksOf } from './links';
import { scoreBreakdown } from './score';
import type { SteamView } from './state';

export interface SteamSeatSummary {
  seat: number;
  name: string;
  cash: number;
  income: number;
  vp: number;
  engine: number;
  /** Complete links owned. */
  links: number;
  /** The final score if the game ended now (VP + income as VP + links). */
  score: number;
  bankrupt: boolean;
}

export interface SteamSummary {
  round: number;
  rounds: number;
  phase: string;
  moves: number;
  seats: SteamSeatSummary[];
  /** The winner (ties broken by income, then the lowest action number); empty while the game runs. */
  winner: number[];
}

export function summary(s: SteamView): SteamSummary {
  const links = linksOf(s);
  const scores = scoreBreakdown(s);
  return {
    round: s.round,
    rounds: s.options.rounds,
    phase: s.phase,
    moves: s.moveCount,
    seats: seatSummaries(
      s,
      links,
      (p) => ({ vp: p.vp }),
      (p, seat) => ({ score: scores[seat]!.total, bankrupt: p.bankrupt }),
    ),
    winner: s.phase === 'gameOver' ? (s.winners ?? []).slice() : [],
  };
}
