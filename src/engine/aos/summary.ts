// The replay summary (issue 3 point 5): per seat cash, income, shares, engine, links, segments, score, eliminated.
import { seatSummaries } from '../seat-summary';
import type { GameState } from './state';
import { scoreBreakdown } from './score';
import { computeLinks } from './track-port';

export interface SeatSummary {
  seat: number;
  name: string;
  cash: number;
  income: number;
  shares: number;
  engine: number;
  /** Complete links owned. */
  links: number;
  segments: number;
  score: number;
  eliminated: boolean;
}

export interface GameSummary {
  round: number;
  phase: string;
  moves: number;
  seats: SeatSummary[];
  /** Seats tied for the best score (all of them win); empty while the game runs. */
  winner: number[];
}

export function summary(s: GameState): GameSummary {
  const links = computeLinks(s.map, s.track);
  const scores = scoreBreakdown(s, links);
  return {
    round: s.round,
    phase: s.phase,
    moves: s.moveCount,
    seats: seatSummaries(
      s,
      links,
      (p) => ({ shares: p.shares }),
      (p, seat) => ({ segments: scores[seat]!.segments, score: scores[seat]!.total, eliminated: p.eliminated }),
    ),
    winner: s.phase === 'gameOver' ? scores.filter((l) => l.winner).map((l) => l.seat) : [],
  };
}
