// Phase 2: the turn-order auction (rules-spec §2.1.5, 2002 differences O7–O9, D10, D36) on the shared auction module
// (src/engine/auction): Age of Steam's rules for it, its events, and the payments from its players' cash.
import {
  auctionOutcome,
  checkBid as checkAuctionBid,
  checkPrivilege as checkAuctionPrivilege,
  dropOut as dropOutOf,
  openAuction,
  placeBid,
  usePrivilege as usePrivilegeIn,
  type AuctionRules,
} from '../../auction/index';
import type { Reason } from '../../reason';
import { seatOf, type Draft } from '../draft';
import type { GameState } from '../state';

export { auctionPayment } from '../../auction/index';

/**
 * Age of Steam's auction rules: bids from $1 (001:L176-179); deluxe forbids the privilege with 2 bidders left (O7,
 * the privilegeTwoBidderLimit option) and reverses the order when nobody bid (001:L197-198); 2002 has no such rule: the
 * auction runs until one player is left (004:L92), so a Turn Order holder who passed while all others dropped out is
 * first (R-NO-BIDS); without the pass, dropping out one after the other reverses the order all the same.
 * One object per combination, so the legal-moves loop over bid amounts allocates none.
 */
const RULES: Record<'deluxe' | '2002', [limitOff: AuctionRules, limitOn: AuctionRules]> = {
  deluxe: [
    { minBid: 1, privilegeTwoBidderLimit: false, noBids: 'reverse' },
    { minBid: 1, privilegeTwoBidderLimit: true, noBids: 'reverse' },
  ],
  '2002': [
    { minBid: 1, privilegeTwoBidderLimit: false, noBids: 'reverseUnlessPrivilegeUsed' },
    { minBid: 1, privilegeTwoBidderLimit: true, noBids: 'reverseUnlessPrivilegeUsed' },
  ],
};

function rulesOf(s: GameState): AuctionRules {
  return RULES[s.edition === 'deluxe' ? 'deluxe' : '2002'][s.options.privilegeTwoBidderLimit ? 1 : 0];
}

export function startAuction(d: Draft): void {
  const s = d.s;
  s.phase = 'auction';
  s.auction = openAuction(s.turnOrder, s.players.length, s.actions.turnOrder);
  d.events.push({ type: 'phaseStarted', phase: 'auction', round: s.round });
}

export function checkBid(s: GameState, seat: number, amount: number): Reason | null {
  return checkAuctionBid(s.auction!, amount, s.players[seat]!.cash, rulesOf(s));
}

export function checkPrivilege(s: GameState, seat: number): Reason | null {
  return checkAuctionPrivilege(s.auction!, seat, rulesOf(s));
}

export function bid(d: Draft, seat: number, amount: number): Reason | null {
  const bad = placeBid(d.s.auction!, seat, amount, d.s.players[seat]!.cash, rulesOf(d.s));
  if (bad) return bad;
  d.events.push({ type: 'bid', seat, amount });
  return null;
}

export function usePrivilege(d: Draft, seat: number): Reason | null {
  const bad = usePrivilegeIn(d.s.auction!, seat, rulesOf(d.s));
  if (bad) return bad;
  d.events.push({ type: 'privilegeUsed', seat });
  return null;
}

export function dropOut(d: Draft, seat: number): Reason | null {
  const position = dropOutOf(d.s.auction!, seat);
  d.events.push({ type: 'droppedOut', seat, position });
  return null;
}

/** Ends the auction (001:L185-198, 004:L92-98): the new order and the payments from cash (RULES says who pays what). */
export function finishAuction(d: Draft): void {
  const s = d.s;
  const { order, payments, noBids } = auctionOutcome(s.auction!, rulesOf(s));
  if (noBids) d.events.push({ type: 'auctionNoBids', order: order.slice() });
  order.forEach((seat, pos) => {
    if (payments[pos]! > 0) seatOf(d, seat).cash -= payments[pos]!;
  });
  s.turnOrder = order;
  s.auction = null;
  d.events.push({ type: 'auctionResult', order: order.slice(), payments });
}
