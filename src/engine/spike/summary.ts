// Header and game-list facts of a Spike position, as one viewer may see them: money, hand and route-card counts,
// the round and the cards face down. Never a hand or a route card.
import type { Viewer } from '../rule-system';
import { countOf } from './deck';
import type { SpikeState } from './state';

export interface SpikeSummary {
  round: number;
  phase: SpikeState['phase'];
  toAct: number | null;
  pileCount: number;
  seats: { name: string; money: number; handCount: number; piecesLeft: number }[];
  winners: number[] | null;
}

export function summary(s: SpikeState, _viewer: Viewer): SpikeSummary {
  return {
    round: s.round,
    phase: s.phase,
    toAct: s.phase === 'turn' ? s.turn!.seat : s.phase === 'gift' ? s.order[0]! : s.phase === 'gameOver' ? null : s.order[s.setupIndex]!,
    pileCount: countOf(s.pile) + countOf(s.lowerPile) + s.timeInPile,
    seats: s.players.map((p, i) => ({ name: s.seats[i]!.name, money: p.money, handCount: countOf(p.hand), piecesLeft: p.piecesLeft })),
    winners: s.winners ? s.winners.slice() : null,
  };
}
