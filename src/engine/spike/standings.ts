// The end's ranking of a Spike game ([003:L236]): the most money, then the most cities in the network, then the most
// unbuilt track pieces; for each seat its place and the tie-break that put it ahead of the next seat, so the end
// screen prints what decided each tied place instead of working it out. Public: money, track and pieces are on the
// table, and a route card's bonus is in the money only once the game is over and the cards are revealed.
import { networkCities } from './network';
import type { SpikeState } from './state';

export interface SpikeStanding {
  seat: number;
  /** Money now: at the end with the route card's bonus in it ([003:L230]). */
  money: number;
  /** The route card's bonus once scored at the end, else 0 (it is still a secret). */
  routeBonus: number;
  /** Cities connected to the seat's network (first tie-break). */
  cities: number;
  /** Track pieces not built (second tie-break). */
  piecesLeft: number;
  /** 1 = best; seats equal on money, cities and pieces share a place. */
  rank: number;
  /**
   * What puts this seat ahead of the next one in the ranking: more money, or on equal money more cities, or on equal
   * money and cities more unbuilt pieces. Null for the last seat and for one tied in full with the next (same rank).
   */
  decidedBy: 'money' | 'cities' | 'pieces' | null;
  /** Among the winners (the game is over and it ranks first). */
  winner: boolean;
}

type Line = Pick<SpikeStanding, 'seat' | 'money' | 'cities' | 'piecesLeft'>;

/** Which of two seats ranks ahead and by what ([003:L236]); negative: `a` first, 0: tied in full. */
export function compareSeats(a: Line, b: Line): { order: number; by: SpikeStanding['decidedBy'] } {
  if (a.money !== b.money) return { order: b.money - a.money, by: 'money' };
  if (a.cities !== b.cities) return { order: b.cities - a.cities, by: 'cities' };
  if (a.piecesLeft !== b.piecesLeft) return { order: b.piecesLeft - a.piecesLeft, by: 'pieces' };
  return { order: 0, by: null };
}

/**
 * Every seat's standing, best first (ties in full by seat number): the end screen's rows ([003:L236]). The rulebook
 * breaks ties only for the first place; ranking the places below by the same keys is a house rule
 * (docs/rules-decisions-spike.md), and the winners stay the rulebook's.
 */
export function standings(s: SpikeState): SpikeStanding[] {
  const over = s.phase === 'gameOver';
  const lines: Line[] = s.players.map((p, seat) => ({ seat, money: p.money, cities: networkCities(s, seat).size, piecesLeft: p.piecesLeft }));
  const ranked = lines.toSorted((a, b) => compareSeats(a, b).order || a.seat - b.seat);
  return ranked.map((l, i) => {
    const rank = 1 + lines.filter((o) => compareSeats(o, l).order < 0).length;
    const next = ranked[i + 1];
    return {
      ...l,
      routeBonus: over ? (s.players[l.seat]!.routeBonus ?? 0) : 0,
      rank,
      decidedBy: next ? compareSeats(l, next).by : null,
      winner: over && rank === 1,
    };
  });
}
