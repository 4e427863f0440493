// The shared turn-order auction on its own (rules-spec §2.1.5, §2.5, §3 rows 10–14): DER-AOS-AUC-PAY (§5.5),
// STEAM-X-AUC-01 (§5.2), the $0 opening bid, the privilege limits and both no-bids rules.
import { describe, expect, it } from 'vitest';
import {
  auctionOutcome,
  auctionOver,
  auctionPayment,
  checkBid,
  checkPrivilege,
  dropOut,
  lowestBid,
  openAuction,
  placeBid,
  usePrivilege,
  type AuctionRules,
  type TurnOrderAuction,
} from '../../../src/engine/auction';

const AOS_DELUXE: AuctionRules = { minBid: 1, privilegeTwoBidderLimit: true, noBids: 'reverse' };
const AOS_2002: AuctionRules = { minBid: 1, privilegeTwoBidderLimit: false, noBids: 'reverseUnlessPrivilegeUsed' };
const STEAM: AuctionRules = { minBid: 0, privilegeTwoBidderLimit: false, noBids: 'reverse' };

type Step = [seat: number, move: 'pass' | 'privilege' | number];

/** Plays the steps, each by the seat whose turn it is; a refused move fails the test with its reason. */
function run(a: TurnOrderAuction, rules: AuctionRules, steps: Step[], cash = 10): TurnOrderAuction {
  for (const [seat, move] of steps) {
    expect(a.current, `turn before ${seat} ${move}`).toBe(seat);
    if (move === 'pass') dropOut(a, seat);
    else expect(move === 'privilege' ? usePrivilege(a, seat, rules) : placeBid(a, seat, move, cash, rules)).toBeNull();
  }
  return a;
}

/** Seat 3 holds the privilege and passes with it; every other seat drops out without a bid. */
function holderPassesOthersDrop(rules: AuctionRules) {
  const a = openAuction([3, 1, 0, 2], 4, 3);
  expect(usePrivilege(a, 3, rules)).toBeNull();
  while (!auctionOver(a)) dropOut(a, a.current);
  return auctionOutcome(a, rules);
}

describe('turn-order auction (neutral)', () => {
  it('DER-AOS-AUC-PAY: positions 1–2 pay in full, the others half rounded up, the last nothing', () => {
    expect([9, 7, 5, 3, 1, 4].map((b, pos) => auctionPayment(pos, 6, b))).toEqual([9, 7, 3, 2, 1, 0]);
    expect([4, 3, 2].map((b, pos) => auctionPayment(pos, 3, b))).toEqual([4, 3, 0]);
  });

  it('DER-AOS-AUC-PAY: 3 players bidding 4, 3, 2 end in that order and pay 4, 3, 0', () => {
    const a = run(openAuction([0, 1, 2], 3, null), AOS_DELUXE, [[0, 2], [1, 3], [2, 'pass'], [0, 4], [1, 'pass']]);
    expect(auctionOver(a)).toBe(true);
    expect(auctionOutcome(a, AOS_DELUXE)).toEqual({ order: [0, 1, 2], payments: [4, 3, 0], noBids: false });
  });

  for (const players of [3, 4, 5, 6]) {
    it(`DER-AOS-AUC-PAY: no bids at all reverses the previous order (${players} players)`, () => {
      const order = Array.from({ length: players }, (_, i) => (i * 5 + 2) % players);
      const a = openAuction(order, players, order[0]!);
      expect(usePrivilege(a, order[0]!, AOS_DELUXE)).toBeNull();
      while (!auctionOver(a)) dropOut(a, a.current);
      const out = auctionOutcome(a, AOS_DELUXE);
      expect(out.order).toEqual(order.toReversed());
      expect(out.payments.every((p) => p === 0)).toBe(true);
      expect(out.noBids).toBe(true);
    });
  }

  it('STEAM-X-AUC-01: Thomas 0, Lin 2, Michael out, Daniela uses the tile, Thomas 3, Lin out, Daniela out', () => {
    const [thomas, lin, michael, daniela] = [0, 1, 2, 3];
    const a = openAuction([thomas, lin, michael, daniela], 4, daniela);
    expect(lowestBid(a, STEAM)).toBe(0);
    run(a, STEAM, [[thomas, 0]]);
    // A $0 bid is a bid: it must be beaten, and Thomas's turn is skipped while it stands.
    expect(lowestBid(a, STEAM)).toBe(1);
    expect(checkBid(a, 0, 10, STEAM)).toEqual({ key: 'auction.bidTooLow', params: { bid: 0, high: 0 } });
    run(a, STEAM, [[lin, 2], [michael, 'pass'], [daniela, 'privilege']]);
    expect(lowestBid(a, STEAM)).toBe(3);
    run(a, STEAM, [[thomas, 3], [lin, 'pass'], [daniela, 'pass']]);
    expect(auctionOver(a)).toBe(true);
    expect(auctionOutcome(a, STEAM)).toEqual({ order: [thomas, daniela, lin, michael], payments: [3, 0, 1, 0], noBids: false });
  });

  it('min bid 0: the opener may bid $0, nobody may bid below 0; min bid 1 refuses $0 in its own words', () => {
    const a = openAuction([2, 0, 1], 3, null);
    expect(checkBid(a, -1, 10, STEAM)).toEqual({ key: 'auction.bidBelowMinimum', params: { bid: -1, min: 0 } });
    expect(checkBid(a, 0, 10, AOS_DELUXE)).toEqual({ key: 'auction.bidAtLeastOne', params: { bid: 0 } });
    expect(placeBid(a, 2, 0, 0, STEAM)).toBeNull();
    expect(a).toMatchObject({ high: 0, highBidder: 2, anyBid: true, current: 0 });
  });

  it('a $0 bid that stands to the end is no "no bids" auction: the order follows the dropouts', () => {
    const a = run(openAuction([0, 1, 2], 3, null), STEAM, [[0, 0], [1, 'pass'], [2, 'pass']]);
    expect(auctionOutcome(a, STEAM)).toEqual({ order: [0, 2, 1], payments: [0, 0, 0], noBids: false });
  });

  it('refuses a bid not above the high bid and a bid above cash', () => {
    const a = run(openAuction([0, 1, 2], 3, null), AOS_DELUXE, [[0, 4]]);
    expect(checkBid(a, 4, 10, AOS_DELUXE)).toEqual({ key: 'auction.bidTooLow', params: { bid: 4, high: 4 } });
    expect(placeBid(a, 1, 12, 10, AOS_DELUXE)).toEqual({ key: 'auction.bidOverCash', params: { bid: 12, cash: 10 } });
    expect(a).toMatchObject({ high: 4, highBidder: 0, current: 1 });
    expect(checkBid(a, 10, 10, AOS_DELUXE)).toBeNull();
  });

  it('the high bidder is skipped, his bid stands (D36, S-E4)', () => {
    const a = run(openAuction([0, 1, 2, 3, 4], 5, 4), AOS_2002, [[0, 2], [1, 'pass'], [2, 3], [3, 'pass'], [4, 'privilege'], [0, 'pass']]);
    expect(a.current).toBe(4);
    dropOut(a, 4);
    expect(auctionOutcome(a, AOS_2002)).toEqual({ order: [2, 4, 0, 3, 1], payments: [3, 0, 1, 0, 0], noBids: false });
  });

  it('dropping out returns the position taken, the highest free one', () => {
    const a = openAuction([0, 1, 2, 3], 4, null);
    expect(dropOut(a, 0)).toBe(4);
    expect(dropOut(a, 1)).toBe(3);
    expect(dropOut(a, 2)).toBe(2);
    expect(() => dropOut(a, 2)).toThrow();
  });

  it('the privilege: only its holder, only once, and with 2 left only where the rules allow it (O7)', () => {
    const a = openAuction([0, 1, 2], 3, 2);
    expect(checkPrivilege(a, 0, AOS_DELUXE)).toEqual({ key: 'auction.noPrivilege' });
    run(a, AOS_DELUXE, [[0, 1], [1, 'pass']]);
    expect(checkPrivilege(a, 2, AOS_DELUXE)).toEqual({ key: 'auction.privilegeTwoLeft', params: { left: 2 } });
    expect(usePrivilege(a, 2, STEAM)).toBeNull();
    expect(checkPrivilege(a, 2, STEAM)).toEqual({ key: 'auction.privilegeUsed' });
    expect(openAuction([0, 1], 3, 2).privilegeSeat).toBeNull();
  });

  it('no bids: the holder who passed while all others dropped out is first where the rules say so (R-NO-BIDS)', () => {
    expect(holderPassesOthersDrop(AOS_2002)).toEqual({ order: [3, 2, 0, 1], payments: [0, 0, 0, 0], noBids: false });
    expect(holderPassesOthersDrop(AOS_DELUXE)).toEqual({ order: [2, 0, 1, 3], payments: [0, 0, 0, 0], noBids: true });
  });
});
