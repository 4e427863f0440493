// The per-seat lines of a hex-track game's summary (the header, the game list, the replay), the same in every rule
// system that has cash, income, an engine and links: each system adds its own figures between and after them, in the
// order its summary has always listed them.
import type { Link } from './track/types';

/** The economy every such system keeps for a seat. */
export interface SeatEconomyFacts {
  cash: number;
  income: number;
  engine: number;
}

/**
 * Each seat's summary line: seat, name, cash, income, then `before(seat)` (the system's figures listed before the
 * engine), engine, its complete links on `links`, then `after(seat)`.
 */
export function seatSummaries<P extends SeatEconomyFacts, B extends object, A extends object>(
  s: { players: readonly P[]; seats: readonly { name: string }[] },
  links: readonly Link[],
  before: (p: P, seat: number) => B,
  after: (p: P, seat: number) => A,
): ({ seat: number; name: string; cash: number; income: number; engine: number; links: number } & B & A)[] {
  return s.players.map((p, seat) => ({
    seat,
    name: s.seats[seat]!.name,
    cash: p.cash,
    income: p.income,
    ...before(p, seat),
    engine: p.engine,
    links: links.filter((l) => l.complete && l.owner === seat).length,
    ...after(p, seat),
  }));
}
