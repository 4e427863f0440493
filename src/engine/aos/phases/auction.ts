// Phase 2: the turn-order auction (rules-spec §2.1.5 reference algorithm, 2002 differences O7–O9, D10, D36).
import { reason, type Reason } from '../../reason';
import { seatOf, type Draft } from '../draft';
import type { AuctionState, GameState } from '../state';

export function startAuction(d: Draft): void {
  const s = d.s;
  const priv = s.actions.turnOrder;
  s.phase = 'auction';
  s.auction = {
    active: s.turnOrder.slice(),
    bids: s.players.map(() => 0),
    high: 0,
    highBidder: null,
    privilegeSeat: priv !== null && s.turnOrder.includes(priv) ? priv : null,
    privilegeUsed: false,
    dropped: [],
    current: s.turnOrder[0] ?? 0,
    previousOrder: s.turnOrder.slice(),
    anyBid: false,
  };
  d.events.push({ type: 'phaseStarted', phase: 'auction', round: s.round });
}

/** Passes the turn on from `from`; the high bidder is skipped — his bid stands (004:L102, D36). */
function passTurn(a: AuctionState, fromIndex: number): void {
  if (a.active.length <= 1) return;
  let i = fromIndex % a.active.length;
  for (let k = 0; k < a.active.length; k++) {
    const seat = a.active[i]!;
    if (seat !== a.highBidder) {
      a.current = seat;
      return;
    }
    i = (i + 1) % a.active.length;
  }
}

export function checkBid(s: GameState, seat: number, amount: number): Reason | null {
  const a = s.auction!;
  if (amount < 1) return reason('auction.bidAtLeastOne', { bid: amount });
  if (amount <= a.high) return reason('auction.bidTooLow', { bid: amount, high: a.high });
  const cash = s.players[seat]!.cash;
  if (amount > cash) return reason('auction.bidOverCash', { bid: amount, cash });
  return null;
}

export function checkPrivilege(s: GameState, seat: number): Reason | null {
  const a = s.auction!;
  if (a.privilegeSeat !== seat) return reason('auction.noPrivilege');
  if (a.privilegeUsed) return reason('auction.privilegeUsed');
  if (s.options.privilegeTwoBidderLimit && a.active.length <= 2) return reason('auction.privilegeTwoLeft', { left: a.active.length });
  return null;
}

export function bid(d: Draft, seat: number, amount: number): Reason | null {
  const bad = checkBid(d.s, seat, amount);
  if (bad) return bad;
  const a = d.s.auction!;
  a.bids[seat] = amount;
  a.high = amount;
  a.highBidder = seat;
  a.anyBid = true;
  d.events.push({ type: 'bid', seat, amount });
  passTurn(a, a.active.indexOf(seat) + 1);
  return null;
}

export function usePrivilege(d: Draft, seat: number): Reason | null {
  const bad = checkPrivilege(d.s, seat);
  if (bad) return bad;
  const a = d.s.auction!;
  a.privilegeUsed = true;
  d.events.push({ type: 'privilegeUsed', seat });
  passTurn(a, a.active.indexOf(seat) + 1);
  return null;
}

export function dropOut(d: Draft, seat: number): Reason | null {
  const a = d.s.auction!;
  const i = a.active.indexOf(seat);
  a.active.splice(i, 1);
  a.dropped.push(seat);
  d.events.push({ type: 'droppedOut', seat, position: a.active.length + 1 });
  passTurn(a, i);
  return null;
}

/** What each position pays (001:L185-194; 004:L96-100 says the same for 2002): 1st and 2nd full, last 0, others ½ ↑. */
export function auctionPayment(position: number, players: number, bidAmount: number): number {
  if (position === players - 1) return 0;
  if (position < 2) return bidAmount;
  return Math.ceil(bidAmount / 2);
}

/**
 * Ends the auction: new order = last remaining, then dropouts in reverse (001:L185-191, 004:L92-98). Deluxe: no bids at
 * all = the previous order reversed (001:L197-198). 2002 has no such rule: the auction runs until one player is left
 * (004:L92), so a Turn Order holder who passed while all others dropped out is first (R-NO-BIDS); without the pass,
 * dropping out one after the other reverses the order all the same.
 */
export function finishAuction(d: Draft): void {
  const s = d.s;
  const a = s.auction!;
  let order: number[];
  if (!a.anyBid && (s.edition === 'deluxe' || !a.privilegeUsed)) {
    order = a.previousOrder.toReversed();
    d.events.push({ type: 'auctionNoBids', order: order.slice() });
  } else {
    order = [...a.active, ...a.dropped.toReversed()];
  }
  const payments = order.map((seat, pos) => auctionPayment(pos, order.length, a.bids[seat] ?? 0));
  order.forEach((seat, pos) => {
    if (payments[pos]! > 0) seatOf(d, seat).cash -= payments[pos]!;
  });
  s.turnOrder = order;
  s.auction = null;
  d.events.push({ type: 'auctionResult', order: order.slice(), payments });
}
