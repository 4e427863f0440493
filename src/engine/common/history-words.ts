// The history's sentences that the hex-track rule systems share word for word: the turn-order auction's moves, ending a
// build, passing or making a delivery, and the seat lists of order, payment and gain events. Each system's describe.ts
// hands these moves and lists here and words only its own.
// The keys are each system's (its catalogue words them), not the kernel's.
import type { HexId } from '../hex/coords';
import { reason, type Reason } from '../reason';

/** The moves whose sentence is the same in every system that has them (their keys live in each system's catalogue). */
export type SharedMove =
  | { type: 'bid'; amount: number }
  | { type: 'dropOut' }
  | { type: 'turnOrderPass' }
  | { type: 'endBuild' }
  | { type: 'passGoods' }
  | { type: 'deliver'; from: HexId; color: string; route: readonly string[] };

/** Whether `m` is one of the shared moves (its system's describeMove then hands it to describeSharedMove). */
export function isSharedMove<M extends { type: string }>(m: M): m is Extract<M, { type: SharedMove['type'] }> {
  return SHARED_MOVES.has(m.type);
}

const SHARED_MOVES: ReadonlySet<string> = new Set<SharedMove['type']>(['bid', 'dropOut', 'turnOrderPass', 'endBuild', 'passGoods', 'deliver']);

/** A shared move in plain words, e.g. "Ada bids $5"; `name` is the mover's, `placeName` the system's name of a hex. */
export function describeSharedMove(name: string, m: SharedMove, placeName: (hex: HexId) => string): Reason {
  switch (m.type) {
    case 'bid':
      return reason('moveDesc.bid', { name, amount: m.amount });
    case 'dropOut':
      return reason('moveDesc.dropOut', { name });
    case 'turnOrderPass':
      return reason('moveDesc.turnOrderPass', { name });
    case 'endBuild':
      return reason('moveDesc.endBuild', { name });
    case 'passGoods':
      return reason('moveDesc.passGoods', { name });
    case 'deliver':
      return reason('moveDesc.deliver', { name, color: m.color, place: placeName(m.from), links: m.route.length });
  }
}

/** Seats named in order, "Ada, Bo" (an event's order or winners). */
export function seatList(seats: unknown, seatName: (seat: unknown) => string): string {
  return (seats as number[]).map(seatName).join(', ');
}

/** An auction's result, "1. Ada ($4), 2. Bo ($0)": each seat's new place and what it paid. */
export function paidOrder(order: unknown, payments: unknown, seatName: (seat: unknown) => string): string {
  const pay = payments as number[];
  return (order as number[]).map((x, i) => `${i + 1}. ${seatName(x)} ($${pay[i]})`).join(', ');
}

/** What each seat gained, "Ada +2, Bo +1" (a delivery's income or points by seat), or "—" for nobody. */
export function gainsBySeat(bySeat: unknown, seatName: (seat: unknown) => string): string {
  return Object.entries(bySeat as Record<string, number>).map(([o, n]) => `${seatName(Number(o))} +${n}`).join(', ') || '—';
}
