// The turn-order auction that several rule systems hold each round: who bids when, which bids stand, the one
// pass-and-stay privilege, dropping out, the new order and what each position pays (rules-spec §2.1.5, §2.2 O7–O9,
// §2.5 "Phase 2 Player order auction", §3 rows 10–14, D10, D14, D36). A system keeps this state in its own game state
// and turns its moves and events into these calls; the differences between the games are the AuctionRules.
import { reason, type Reason } from '../reason';

/** One auction in progress. Seats are the system's seat numbers. */
export interface TurnOrderAuction {
  /** Seats still bidding, in the current turn order. */
  active: number[];
  /** Last bid of every seat, indexed by seat (0 = never bid, or bid $0 where that is allowed). */
  bids: number[];
  high: number;
  /** Seat holding the high bid; null until someone bids (a $0 bid counts: it must be beaten). */
  highBidder: number | null;
  /** Seat holding the privilege to pass once and stay in (the previous round's turn-order action; null = nobody). */
  privilegeSeat: number | null;
  privilegeUsed: boolean;
  /** Seats in the order they dropped out. */
  dropped: number[];
  /** Seat whose turn it is. */
  current: number;
  /** Turn order before the auction (for the no-bids reversal). */
  previousOrder: number[];
  anyBid: boolean;
}

/**
 * What happens when nobody bid at all (§3 row 14, O8): 'reverse' — the previous order reversed (Age of Steam deluxe
 * 001:L197-198; Steam "reverses, implied"); 'reverseUnlessPrivilegeUsed' — reversed only when the privilege was not
 * used either, else the auction's own order, the holder first (Age of Steam 2002: it runs until one player is left,
 * 004:L92; R-NO-BIDS).
 */
export type NoBidsRule = 'reverse' | 'reverseUnlessPrivilegeUsed';

/** Where the games' auctions differ (§3 rows 10, 13, 14). */
export interface AuctionRules {
  /** The lowest bid (row 10): $1 in Age of Steam (001:L176-179), $0 in Steam's standard game (000:L549). */
  readonly minBid: number;
  /** The privilege may not be used with only 2 bidders left (row 13; Age of Steam deluxe 001:L275-276, O7). */
  readonly privilegeTwoBidderLimit: boolean;
  readonly noBids: NoBidsRule;
}

/** The auction's end: the new order (seats, position 1 first), what each position pays, and whether nobody bid. */
export interface AuctionOutcome {
  order: number[];
  /** Indexed by position, like `order`. */
  payments: number[];
  /** True when the order is the no-bids reversal (NoBidsRule). */
  noBids: boolean;
}

/**
 * Opens an auction in the current turn order, the first seat to bid (§2.1.5 001:L172-174; §2.5 000:L549). `seats` is the
 * number of seats (the length of `bids`); the privilege counts only for a seat still in the order.
 */
export function openAuction(order: readonly number[], seats: number, privilegeSeat: number | null): TurnOrderAuction {
  return {
    active: order.slice(),
    bids: Array.from({ length: seats }, () => 0),
    high: 0,
    highBidder: null,
    privilegeSeat: privilegeSeat !== null && order.includes(privilegeSeat) ? privilegeSeat : null,
    privilegeUsed: false,
    dropped: [],
    current: order[0] ?? 0,
    previousOrder: order.slice(),
    anyBid: false,
  };
}

/** The auction is over when one bidder is left (004:L92; 001:L183 "until everybody has passed" amounts to the same). */
export function auctionOver(a: TurnOrderAuction): boolean {
  return a.active.length <= 1;
}

/** The lowest legal bid now: the minimum while nobody has bid, else one more than the high bid (§2.1.5, §2.5). */
export function lowestBid(a: TurnOrderAuction, rules: AuctionRules): number {
  return a.highBidder === null ? rules.minBid : Math.max(rules.minBid, a.high + 1);
}

/**
 * Why a bid of `amount` by a seat with `cash` is refused, or null (§2.1.5 001:L176-179; §2.5 000:L551; D10: a bid may
 * not exceed cash). Whose turn it is, the caller checks.
 */
export function checkBid(a: TurnOrderAuction, amount: number, cash: number, rules: AuctionRules): Reason | null {
  if (amount < rules.minBid) {
    // The $1 minimum keeps its own sentence ("$0 bids are not allowed", 001:L176-179).
    return rules.minBid === 1 ? reason('auction.bidAtLeastOne', { bid: amount }) : reason('auction.bidBelowMinimum', { bid: amount, min: rules.minBid });
  }
  if (a.highBidder !== null && amount <= a.high) return reason('auction.bidTooLow', { bid: amount, high: a.high });
  if (amount > cash) return reason('auction.bidOverCash', { bid: amount, cash });
  return null;
}

/** Why `seat` may not pass and stay in, or null: only the holder, only once, not with 2 left where the rules say so (O7). */
export function checkPrivilege(a: TurnOrderAuction, seat: number, rules: AuctionRules): Reason | null {
  if (a.privilegeSeat !== seat) return reason('auction.noPrivilege');
  if (a.privilegeUsed) return reason('auction.privilegeUsed');
  if (rules.privilegeTwoBidderLimit && a.active.length <= 2) return reason('auction.privilegeTwoLeft', { left: a.active.length });
  return null;
}

/** Passes the turn on from index `fromIndex` of the active seats; the high bidder is skipped, his bid stands (004:L102, D36, S-E4). */
function passTurn(a: TurnOrderAuction, fromIndex: number): void {
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

/**
 * `seat` bids `amount` (checkBid first; on a refusal nothing changes). Edits `a` in place: the caller passes its own
 * copy of the auction.
 */
export function placeBid(a: TurnOrderAuction, seat: number, amount: number, cash: number, rules: AuctionRules): Reason | null {
  const bad = checkBid(a, amount, cash, rules);
  if (bad) return bad;
  a.bids[seat] = amount;
  a.high = amount;
  a.highBidder = seat;
  a.anyBid = true;
  passTurn(a, a.active.indexOf(seat) + 1);
  return null;
}

/** `seat` passes and stays in with the privilege (001:L179-181; 000:L559-561). Edits `a` in place. */
export function usePrivilege(a: TurnOrderAuction, seat: number, rules: AuctionRules): Reason | null {
  const bad = checkPrivilege(a, seat, rules);
  if (bad) return bad;
  a.privilegeUsed = true;
  passTurn(a, a.active.indexOf(seat) + 1);
  return null;
}

/**
 * `seat` drops out and takes the highest free position (001:L185-190; 000:L553, 000:L559-561); returns that position
 * (1 = first). Edits `a` in place.
 */
export function dropOut(a: TurnOrderAuction, seat: number): number {
  const i = a.active.indexOf(seat);
  if (i < 0) throw new Error(`seat ${seat} is not in the auction`);
  a.active.splice(i, 1);
  a.dropped.push(seat);
  passTurn(a, i);
  return a.active.length + 1;
}

/**
 * The place each dropped-out seat takes, in `dropped` order, as the auction would end now (001:L185-190, 000:L553,
 * 000:L561): the first out is last among everyone who entered, as the droppedOut event says. With no bid yet under
 * 'reverse' the places are those of the previous order reversed instead (NoBidsRule; they differ only once the
 * privilege was used); under 'reverseUnlessPrivilegeUsed' the seats drop in the previous order, so both agree. The
 * auction panels print it and work out nothing.
 */
export function auctionDropPlaces(a: Pick<TurnOrderAuction, 'active' | 'dropped' | 'anyBid' | 'previousOrder'>, rules: Pick<AuctionRules, 'noBids'>): number[] {
  if (!a.anyBid && rules.noBids === 'reverse') {
    const reversed = a.previousOrder.toReversed();
    return a.dropped.map((seat) => reversed.indexOf(seat) + 1);
  }
  const entered = a.active.length + a.dropped.length;
  return a.dropped.map((_, i) => entered - i);
}

/**
 * What each position pays (001:L185-194; 004:L96-100; 000:L565; D14): 1st and 2nd their full bid, the last nothing, all
 * others half, rounded up. `position` counts from 0.
 */
export function auctionPayment(position: number, players: number, bidAmount: number): number {
  if (position === players - 1) return 0;
  if (position < 2) return bidAmount;
  return Math.ceil(bidAmount / 2);
}

/**
 * The end of the auction: the new order is the last bidder left, then the dropouts in reverse (001:L185-191, 004:L92-98,
 * 000:L553); with no bids at all, the NoBidsRule decides. Payments by auctionPayment of each seat's last bid.
 */
export function auctionOutcome(a: TurnOrderAuction, rules: AuctionRules): AuctionOutcome {
  const noBids = !a.anyBid && (rules.noBids === 'reverse' || !a.privilegeUsed);
  const order = noBids ? a.previousOrder.toReversed() : [...a.active, ...a.dropped.toReversed()];
  const payments = order.map((seat, pos) => auctionPayment(pos, order.length, a.bids[seat] ?? 0));
  return { order, payments, noBids };
}
