// Phase 2 (rules-spec §2.1.5, §2.2 O7–O9): AOS-AUC-2002-01, DER-AOS-AUC-PAY, the privilege and every bid restriction.
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../../src/engine/aos/apply';
import { auctionPayment } from '../../../src/engine/aos/phases/auction';
import type { GameEvent } from '../../../src/engine/api';
import type { GameState } from '../../../src/engine/aos/index';
import { gameWithOrder, play, refuse, seatToAct, skipShares } from './helpers';

/** An auction about to start with `order` and the Turn Order privilege held by `privilege` (from last round). */
function auction(order: number[], privilege: number | null, edition: 'deluxe' | '2002' = 'deluxe'): GameState {
  const s = gameWithOrder(order, edition);
  return skipShares({ ...s, actions: { ...s.actions, turnOrder: privilege } });
}

/** Drops out every seat to act until the auction ends; the seats in the order they dropped and every event. */
function dropAll(s: GameState): { s: GameState; dropped: number[]; events: GameEvent[] } {
  const dropped: number[] = [];
  const events: GameEvent[] = [];
  while (s.phase === 'auction') {
    const seat = seatToAct(s);
    const r = applyMove(s, { type: 'dropOut', seat });
    if (!r.ok) throw new Error(JSON.stringify(r.reason));
    dropped.push(seat);
    events.push(...r.events);
    s = r.state;
  }
  return { s, dropped, events };
}

describe('turn-order auction', () => {
  for (const edition of ['deluxe', '2002'] as const) {
    it(`AOS-AUC-2002-01 (${edition}): Vince, John, Pete, Hudson, Dave; pays 3, 0, 1, 0, 0`, () => {
      // seats 0 Pete, 1 Dave, 2 Vince, 3 Hudson, 4 John
      let s = auction([0, 1, 2, 3, 4], 4, edition);
      s = play(s, { type: 'bid', seat: 0, amount: 2 });
      s = play(s, { type: 'dropOut', seat: 1 });
      s = play(s, { type: 'bid', seat: 2, amount: 3 });
      s = play(s, { type: 'dropOut', seat: 3 });
      s = play(s, { type: 'turnOrderPass', seat: 4 });
      s = play(s, { type: 'dropOut', seat: 0 });
      // Vince's bid stands: his turn is skipped, John is next (D36).
      expect(seatToAct(s)).toBe(4);
      s = play(s, { type: 'dropOut', seat: 4 });
      expect(s.phase).toBe('selectActions');
      expect(s.turnOrder).toEqual([2, 4, 0, 3, 1]);
      expect(s.players.map((p) => 10 - p.cash)).toEqual([1, 0, 3, 0, 0]);
    });
  }

  it('DER-AOS-AUC-PAY: positions 1–2 pay in full, 3–5 half rounded up, last nothing', () => {
    const bids = [9, 7, 5, 3, 1, 4];
    expect(bids.map((b, pos) => auctionPayment(pos, 6, b))).toEqual([9, 7, 3, 2, 1, 0]);
    expect([4, 3, 2].map((b, pos) => auctionPayment(pos, 3, b))).toEqual([4, 3, 0]);
  });

  it('DER-AOS-AUC-PAY: 3 players bidding 4, 3, 2 pay 4, 3, 0', () => {
    let s = auction([0, 1, 2], null);
    s = play(s, { type: 'bid', seat: 0, amount: 2 });
    s = play(s, { type: 'bid', seat: 1, amount: 3 });
    s = play(s, { type: 'dropOut', seat: 2 });
    s = play(s, { type: 'bid', seat: 0, amount: 4 });
    s = play(s, { type: 'dropOut', seat: 1 });
    expect(s.turnOrder).toEqual([0, 1, 2]);
    expect(s.players.map((p) => 10 - p.cash)).toEqual([4, 3, 0]);
  });

  it('the first to drop out is last and pays nothing even after bidding', () => {
    let s = auction([0, 1, 2], null);
    s = play(s, { type: 'bid', seat: 0, amount: 5 });
    s = play(s, { type: 'bid', seat: 1, amount: 6 });
    s = play(s, { type: 'bid', seat: 2, amount: 7 });
    s = play(s, { type: 'dropOut', seat: 0 });
    s = play(s, { type: 'dropOut', seat: 1 });
    expect(s.turnOrder).toEqual([2, 1, 0]);
    expect(s.players.map((p) => 10 - p.cash)).toEqual([0, 6, 7]);
  });

  for (const players of [3, 4, 5, 6]) {
    it(`no bids at all reverses the order (${players} players)`, () => {
      const order = Array.from({ length: players }, (_, i) => (i * 5 + 2) % players);
      let s = auction(order, order[0]!);
      s = play(s, { type: 'turnOrderPass', seat: order[0]! });
      while (s.phase === 'auction') s = play(s, { type: 'dropOut', seat: seatToAct(s) });
      expect(s.turnOrder).toEqual(order.toReversed());
      expect(s.players.every((p) => p.cash === 10)).toBe(true);
    });
  }

  for (const players of [3, 4, 5, 6]) {
    it(`2002: the Turn Order holder who passes while all others drop out without a bid is first (R-NO-BIDS, 004:L92-98; ${players} players)`, () => {
      // The auction runs until one player is left [004:L92]: the holder, who was never out. The others follow in reverse
      // order of dropping out [004:L94-98]. Deluxe reverses the previous order instead [001:L197-198] (test above).
      const order = Array.from({ length: players }, (_, i) => (i * 5 + 2) % players);
      const s = play(auction(order, order[0]!, '2002'), { type: 'turnOrderPass', seat: order[0]! });
      const end = dropAll(s);
      expect(end.dropped).toEqual(order.slice(1));
      expect(end.s.turnOrder).toEqual([order[0]!, ...order.slice(1).toReversed()]);
      expect(end.events.some((e) => e.type === 'auctionNoBids')).toBe(false);
      expect(end.s.players.every((p) => p.cash === 10)).toBe(true);
    });
  }

  it('2002: a holder in the middle of the order who passes is first, the others behind him as they dropped out', () => {
    let s = auction([0, 1, 2, 3], 2, '2002');
    s = play(s, { type: 'dropOut', seat: 0 });
    s = play(s, { type: 'dropOut', seat: 1 });
    // Two bidders left: 2002 lets the holder pass all the same (O7).
    s = play(s, { type: 'turnOrderPass', seat: 2 });
    s = play(s, { type: 'dropOut', seat: 3 });
    expect(s.phase).toBe('selectActions');
    expect(s.turnOrder).toEqual([2, 3, 1, 0]);
  });

  it('2002: with no bid and no pass, dropping out one after the other reverses the order, as in deluxe', () => {
    const end = dropAll(auction([3, 1, 0, 2], 3, '2002'));
    expect(end.s.turnOrder).toEqual([2, 0, 1, 3]);
    expect(end.events.find((e) => e.type === 'auctionNoBids')).toEqual({ type: 'auctionNoBids', order: [2, 0, 1, 3] });
  });

  it('refuses $0, a bid not above the high bid, and a bid above cash', () => {
    let s = auction([0, 1, 2], null);
    expect(refuse(s, { type: 'bid', seat: 0, amount: 0 })).toEqual({ key: 'auction.bidAtLeastOne', params: { bid: 0 } });
    s = play(s, { type: 'bid', seat: 0, amount: 4 });
    expect(refuse(s, { type: 'bid', seat: 1, amount: 4 })).toEqual({ key: 'auction.bidTooLow', params: { bid: 4, high: 4 } });
    expect(refuse(s, { type: 'bid', seat: 1, amount: 12 })).toEqual({ key: 'auction.bidOverCash', params: { bid: 12, cash: 10 } });
  });

  it('the Turn Order pass: only its holder, only once', () => {
    let s = auction([0, 1, 2, 3], 1);
    expect(refuse(s, { type: 'turnOrderPass', seat: 0 })).toEqual({ key: 'auction.noPrivilege' });
    s = play(s, { type: 'bid', seat: 0, amount: 1 });
    s = play(s, { type: 'turnOrderPass', seat: 1 });
    s = play(s, { type: 'bid', seat: 2, amount: 2 });
    s = play(s, { type: 'bid', seat: 3, amount: 3 });
    s = play(s, { type: 'bid', seat: 0, amount: 4 });
    expect(refuse(s, { type: 'turnOrderPass', seat: 1 })).toEqual({ key: 'auction.privilegeUsed' });
  });

  it('deluxe forbids the Turn Order pass with 2 bidders left; 2002 allows it (O7)', () => {
    for (const edition of ['deluxe', '2002'] as const) {
      let s = auction([0, 1, 2], 2, edition);
      s = play(s, { type: 'bid', seat: 0, amount: 1 });
      s = play(s, { type: 'dropOut', seat: 1 });
      const m = { type: 'turnOrderPass', seat: 2 } as const;
      if (edition === 'deluxe') expect(refuse(s, m)).toEqual({ key: 'auction.privilegeTwoLeft', params: { left: 2 } });
      else expect(play(s, m).auction?.privilegeUsed).toBe(true);
    }
  });

  it('the privilege of an earlier round does not carry over when nobody took Turn Order', () => {
    const s = auction([0, 1, 2], null);
    expect(refuse(s, { type: 'turnOrderPass', seat: 0 })).toEqual({ key: 'auction.noPrivilege' });
  });
});
