// The basic game's auction of the first turn order ([000:L112-124], rules-spec §2.4.2 step 6, S-B8, S-B9, D11, D35):
// position after position; the opener must bid (at least $0), the others clockwise overbid or pass; the winner pays
// by borrowing and leaves the later auctions; the next one is opened by the player to the winner's left; the last
// position is not auctioned.
import type { GameEvent } from '../../api';
import { reason, type Reason } from '../../reason';
import { seatOf, type Draft } from '../draft';
import { payBorrowing, payingCapacity } from '../finance';
import type { SteamState } from '../state';

/** Seats clockwise (by seat number) starting at `from`. */
function clockwiseFrom(seats: readonly number[], n: number, from: number): number[] {
  return seats.toSorted((a, b) => ((a - from + n) % n) - ((b - from + n) % n));
}

/** Opens the auction for the first position, `opener` bidding first. */
export function startInitialAuction(s: SteamState, opener: number, events: GameEvent[]): void {
  const n = s.seats.length;
  s.phase = 'initialAuction';
  s.initialAuction = { position: 0, active: clockwiseFrom(s.turnOrder, n, opener), high: -1, highBidder: null, current: opener, won: [] };
  events.push({ type: 'phaseStarted', phase: 'initialAuction', round: 1 });
  events.push({ type: 'positionAuction', position: 1, opener });
}

/** The next seat after `seat` that must answer (the high bidder's bid stands, D36). */
function nextBidder(active: readonly number[], seat: number, high: number | null): number {
  const i = active.indexOf(seat);
  for (let k = 1; k <= active.length; k++) {
    const next = active[(i + k) % active.length]!;
    if (next !== high) return next;
  }
  return seat;
}

/** The most a seat may bid: all it could pay with borrowing (D11). */
export function maxPositionBid(s: SteamState, seat: number): number {
  return payingCapacity(s.players[seat]!);
}

export function checkPositionBid(s: SteamState, seat: number, amount: number): Reason | null {
  const a = s.initialAuction!;
  if (amount <= a.high) return reason('auction.bidTooLow', { bid: amount, high: a.high });
  const max = maxPositionBid(s, seat);
  if (amount > max) return reason('startAuction.bidOverCapacity', { bid: amount, max });
  return null;
}

export function bidPosition(d: Draft, seat: number, amount: number): Reason | null {
  const bad = checkPositionBid(d.s, seat, amount);
  if (bad) return bad;
  const a = d.s.initialAuction!;
  a.high = amount;
  a.highBidder = seat;
  d.events.push({ type: 'positionBid', seat, amount, position: a.position + 1 });
  a.current = nextBidder(a.active, seat, a.highBidder);
  return null;
}

export function checkPassPosition(s: SteamState, seat: number): Reason | null {
  const a = s.initialAuction!;
  // The opener names the first bid ([000:L112], S-B8): he cannot pass before anybody has bid.
  if (a.highBidder === null) return reason('startAuction.openerMustBid');
  if (a.highBidder === seat) return reason('startAuction.highBidderStays');
  return null;
}

export function passPosition(d: Draft, seat: number): Reason | null {
  const bad = checkPassPosition(d.s, seat);
  if (bad) return bad;
  const a = d.s.initialAuction!;
  const next = nextBidder(a.active, seat, a.highBidder);
  a.active = a.active.filter((x) => x !== seat);
  d.events.push({ type: 'positionPassed', seat, position: a.position + 1 });
  a.current = next;
  if (a.active.length === 1) winPosition(d);
  return null;
}

/** The last bidder left takes the position and pays by borrowing ([000:L118-120]); the next auction opens. */
function winPosition(d: Draft): void {
  const s = d.s;
  const a = s.initialAuction!;
  const winner = a.highBidder!;
  const p = seatOf(d, winner);
  const paid = payBorrowing(p, a.high);
  a.won.push(winner);
  d.events.push({ type: 'positionWon', seat: winner, position: a.position + 1, amount: a.high, borrowed: paid.units * 5, income: p.income, cash: p.cash });
  const n = s.seats.length;
  const left = s.turnOrder.filter((x) => !a.won.includes(x));
  if (left.length <= 1) {
    // The last position is not auctioned ([000:L124]).
    s.turnOrder = [...a.won, ...left];
    s.initialAuction = null;
    s.phase = 'selectActions';
    s.queue = s.turnOrder.slice();
    // Its own event: 'startOrder' is the random deal of the setup, an undo barrier; the auction's end is not.
    d.events.push({ type: 'auctionOrder', order: s.turnOrder.slice() });
    d.events.push({ type: 'phaseStarted', phase: 'selectActions', round: 1 });
    return;
  }
  // The player to the winner's left opens the next auction ([000:L118]).
  const opener = clockwiseFrom(left, n, (winner + 1) % n)[0]!;
  s.initialAuction = { position: a.position + 1, active: clockwiseFrom(left, n, opener), high: -1, highBidder: null, current: opener, won: a.won };
  d.events.push({ type: 'positionAuction', position: a.position + 2, opener });
}
