// The standard game's turn-order auction each round ([000:L549-586], rules-spec §2.5 phase 2, S-E4, S-E6): opened by
// the start player, who may bid $0; bids up to cash; the holder of last round's Turn order tile may pass once and stay
// in; the first to drop out takes the last position; positions 1 and 2 pay their full bid, the last nothing, the others
// half rounded up. The rules shared with Age of Steam live in the neutral auction module.
import { auctionOutcome, auctionOver, checkBid, checkPrivilege, dropOut as auctionDropOut, openAuction, placeBid, usePrivilege, type AuctionRules } from '../../auction/index';
import { reason, type Reason } from '../../reason';
import { seatOf, type Draft } from '../draft';
import type { SteamState } from '../state';

/**
 * Steam's auction: $0 allowed, no two-bidder limit on the privilege (§3 rows 10, 13). Steam has no rule for an auction
 * without bids: each player who passes takes the last free place and the one left the first ([000:L553], [000:L561]).
 * Without the privilege that is the previous order reversed; when its holder passed once and all others dropped out,
 * he is the one left and goes first — 'reverseUnlessPrivilegeUsed' is exactly that.
 */
export const STEAM_AUCTION: AuctionRules = { minBid: 0, privilegeTwoBidderLimit: false, noBids: 'reverseUnlessPrivilegeUsed' };

export function startTurnAuction(d: Draft): void {
  const s = d.s;
  s.phase = 'auction';
  s.auction = openAuction(s.turnOrder, s.seats.length, s.turnOrderHolder);
  d.events.push({ type: 'phaseStarted', phase: 'auction', round: s.round });
}

export function turnAuctionOver(s: SteamState): boolean {
  return s.auction !== null && auctionOver(s.auction);
}

export function checkTurnBid(s: SteamState, seat: number, amount: number): Reason | null {
  return checkBid(s.auction!, amount, s.players[seat]!.cash, STEAM_AUCTION);
}

export function bid(d: Draft, seat: number, amount: number): Reason | null {
  const bad = placeBid(d.s.auction!, seat, amount, d.s.players[seat]!.cash, STEAM_AUCTION);
  if (bad) return bad;
  d.events.push({ type: 'bid', seat, amount });
  return null;
}

export function checkTurnPrivilege(s: SteamState, seat: number): Reason | null {
  return checkPrivilege(s.auction!, seat, STEAM_AUCTION);
}

export function turnOrderPass(d: Draft, seat: number): Reason | null {
  const bad = usePrivilege(d.s.auction!, seat, STEAM_AUCTION);
  if (bad) return bad;
  d.events.push({ type: 'privilegeUsed', seat });
  return null;
}

export function dropOut(d: Draft, seat: number): Reason | null {
  const a = d.s.auction!;
  if (!a.active.includes(seat)) return reason('auction.notBidding');
  const position = auctionDropOut(a, seat);
  d.events.push({ type: 'droppedOut', seat, position });
  return null;
}

/** The new order and the payments, from cash (bids never exceed it, [000:L551]). */
export function finishTurnAuction(d: Draft): void {
  const s = d.s;
  const out = auctionOutcome(s.auction!, STEAM_AUCTION);
  out.order.forEach((seat, pos) => {
    if (out.payments[pos]! > 0) seatOf(d, seat).cash -= out.payments[pos]!;
  });
  s.turnOrder = out.order;
  s.auction = null;
  d.events.push({ type: 'auctionResult', order: out.order.slice(), payments: out.payments.slice(), noBids: out.noBids });
}
