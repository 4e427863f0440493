// The two turn-order auctions: the basic game's auction of the first order, position by position and paid by
// borrowing ([000:L112-124], S-B8, S-B9, D11, D35, D36), and the standard game's auction every round ([000:L549-586],
// S-E4, S-E6, D14), through steam.apply.
import { describe, expect, it } from 'vitest';
import { steam } from '../../../src/engine/steam/module';
import type { SteamState } from '../../../src/engine/steam/state';
import { endBuilds, offered, passGoods, play, playWithEvents, refusal, selectActions, startSteam, who, withSeats } from './helpers';

/** Every seat of a position's auction passes except `winner`, who bids `amount` (the opener bids $0 first if needed). */
function auctionPosition(s: SteamState, winner: number, amount: number): SteamState {
  const position = s.initialAuction!.position;
  while (s.initialAuction && s.initialAuction.position === position) {
    const a = s.initialAuction;
    const seat = a.current;
    if (seat === winner && a.highBidder !== winner) s = play(s, { type: 'bidPosition', seat, amount: Math.max(amount, a.high + 1) });
    else if (a.highBidder === null) s = play(s, { type: 'bidPosition', seat, amount: 0 });
    else s = play(s, { type: 'passPosition', seat });
  }
  return s;
}

describe('the basic game’s auction of the first order ([000:L112-124])', () => {
  it('the opener must name a bid, which may be $0 (S-B8, D35)', () => {
    const s = startSteam({ players: 4 });
    const opener = s.initialAuction!.current;
    expect(who(s)).toEqual({ seat: opener, decision: 'initialAuction' });
    expect(refusal(s, { type: 'passPosition', seat: opener })).toEqual({ key: 'startAuction.openerMustBid', en: 'You open this auction: name a bid ($0 is allowed).' });
    expect(offered(s, { type: 'passPosition', seat: opener })).toBe(false);
    const after = play(s, { type: 'bidPosition', seat: opener, amount: 0 });
    expect(after.initialAuction).toMatchObject({ high: 0, highBidder: opener, current: (opener + 1) % 4 });
  });

  it('each bid must top the last one', () => {
    const s0 = startSteam({ players: 4 });
    const opener = s0.initialAuction!.current;
    const s = play(s0, { type: 'bidPosition', seat: opener, amount: 3 });
    const next = (opener + 1) % 4;
    expect(refusal(s, { type: 'bidPosition', seat: next, amount: 3 })).toEqual({ key: 'auction.bidTooLow', params: { bid: 3, high: 3 }, en: 'You bid $3 but the high bid is $3: bid more.' });
  });

  it('a bid may not exceed what the bidder could pay by borrowing everything (S-B9, D11)', () => {
    const s = startSteam({ players: 4 });
    const opener = s.initialAuction!.current;
    // Income 0, no VP: 10 steps of $5 down to −$10.
    expect(refusal(s, { type: 'bidPosition', seat: opener, amount: 51 })).toEqual({
      key: 'startAuction.bidOverCapacity',
      params: { bid: 51, max: 50 },
      en: 'You bid $51, but even by borrowing everything you can you could pay at most $50.',
    });
    const bids = steam.legalMoves(s).filter((m) => m.type === 'bidPosition');
    expect(bids.map((m) => (m.type === 'bidPosition' ? m.amount : -1))).toEqual(Array.from({ length: 51 }, (_, i) => i));
    // Three VP are worth one more step at −$10 (2 VP per $5).
    expect(steam.legalMoves(withSeats(s, { [opener]: { vp: 3 } })).filter((m) => m.type === 'bidPosition')).toHaveLength(56);
  });

  it('the winner pays by borrowing and gets the change; the next position is opened by the player to his left', () => {
    let s = startSteam({ players: 4, seed: 11 });
    s = auctionPosition(s, 3, 10);
    expect(s.players[3]).toMatchObject({ cash: 0, income: -2 });
    // Seat 0 sits to the left of seat 3.
    expect(s.initialAuction).toMatchObject({ position: 1, current: 0, won: [3] });
    s = auctionPosition(s, 0, 0);
    // Seat 1 to the left of seat 0 opens position 3; seat 0 and 3 no longer bid.
    expect(s.initialAuction).toMatchObject({ position: 2, current: 1, active: [1, 2], won: [3, 0] });
    expect(s.players[0]).toMatchObject({ cash: 0, income: 0 });
  });

  it('the player to the winner’s left who has already won is skipped', () => {
    let s = startSteam({ players: 4, seed: 11 });
    s = auctionPosition(s, 0, 1);
    s = auctionPosition(s, 3, 4);
    // Left of seat 3 is seat 0, who has won: seat 1 opens.
    expect(s.initialAuction).toMatchObject({ position: 2, current: 1, won: [0, 3] });
    expect(s.players[3]).toMatchObject({ cash: 1, income: -1 });
  });

  it('the last position is not auctioned: it is free, and no start money is paid ([000:L122-124])', () => {
    let s = startSteam({ players: 3, seed: 5 });
    s = auctionPosition(s, 2, 7);
    // Seat 0 opens place 2 with $1; seat 1 passes and takes place 3 for nothing.
    expect(s.initialAuction).toMatchObject({ position: 1, current: 0, active: [0, 1] });
    s = play(s, { type: 'bidPosition', seat: 0, amount: 1 });
    const r = playWithEvents(s, { type: 'passPosition', seat: 1 });
    expect(r.events.find((e) => e.type === 'auctionOrder')).toMatchObject({ order: [2, 0, 1] });
    // Nothing random happened: the last pass can be taken back like any other move.
    expect(steam.isUndoBarrier({ type: 'passPosition', seat: 1 }, r.events)).toBe(false);
    s = r.state;
    expect(s.initialAuction).toBeNull();
    expect(s.phase).toBe('selectActions');
    expect(s.turnOrder).toEqual([2, 0, 1]);
    expect(s.players[1]).toMatchObject({ cash: 0, income: 0 });
    expect(s.players[0]).toMatchObject({ cash: 4, income: -1 });
    expect(s.players[2]).toMatchObject({ cash: 3, income: -2 });
    expect(who(s)).toEqual({ seat: 2, decision: 'selectAction' });
  });
});

/** A standard game started, capital taken by nobody, with `cash` each: at the first turn-order auction. */
function standardAuction(players: number, cash: number, order?: number[], holder: number | null = null): SteamState {
  let s = startSteam({ players, edition: 'standard' });
  const turn = order ?? s.turnOrder;
  s = { ...s, turnOrder: turn.slice(), queue: turn.slice(), turnOrderHolder: holder, players: s.players.map((p) => ({ ...p, cash })) };
  for (const seat of turn) s = play(s, { type: 'acquireCapital', seat, units: 0 });
  return s;
}

describe('the standard game’s auction ([000:L549-586])', () => {
  it('opens with the start player, who may bid $0 or drop out; bids are capped by cash', () => {
    const s = standardAuction(3, 5, [2, 0, 1]);
    expect(who(s)).toEqual({ seat: 2, decision: 'auction' });
    expect(offered(s, { type: 'bid', seat: 2, amount: 0 })).toBe(true);
    expect(offered(s, { type: 'dropOut', seat: 2 })).toBe(true);
    expect(refusal(s, { type: 'bid', seat: 2, amount: 6 })).toEqual({ key: 'auction.bidOverCash', params: { bid: 6, cash: 5 }, en: 'You bid $6 but have $5.' });
    expect(refusal(s, { type: 'turnOrderPass', seat: 2 })).toEqual({ key: 'auction.noPrivilege', en: 'Only the player who took Turn Order last round may pass and stay in.' });
  });

  it('the first out takes the last place, the next the place before it; 1 and 2 pay in full, the last nothing, the rest half rounded up (D14: six players)', () => {
    let s = standardAuction(6, 20, [0, 1, 2, 3, 4, 5]);
    s = play(s, { type: 'bid', seat: 0, amount: 1 }, { type: 'bid', seat: 1, amount: 3 }, { type: 'bid', seat: 2, amount: 5 }, { type: 'bid', seat: 3, amount: 7 }, { type: 'bid', seat: 4, amount: 9 }, { type: 'bid', seat: 5, amount: 11 });
    // Out in the order 0, 1, 2, 3, 4: places 6, 5, 4, 3, 2; seat 5 first.
    s = play(s, { type: 'dropOut', seat: 0 }, { type: 'dropOut', seat: 1 }, { type: 'dropOut', seat: 2 }, { type: 'dropOut', seat: 3 });
    const r = playWithEvents(s, { type: 'dropOut', seat: 4 });
    expect(r.events.find((e) => e.type === 'auctionResult')).toMatchObject({ order: [5, 4, 3, 2, 1, 0], payments: [11, 9, 4, 3, 2, 0] });
    expect(r.state.players.map((p) => p.cash)).toEqual([20, 18, 17, 16, 11, 9]);
  });

  it('nobody bidding reverses the order', () => {
    let s = standardAuction(4, 5, [1, 2, 3, 0]);
    while (s.phase === 'auction') s = play(s, { type: 'dropOut', seat: who(s)!.seat });
    expect(s.turnOrder).toEqual([0, 3, 2, 1]);
    expect(s.players.map((p) => p.cash)).toEqual([5, 5, 5, 5]);
  });

  it('the Turn order tile of the last round gives the privilege in the next auction; nobody has it in round 1 (S-E6)', () => {
    let s = startSteam({ players: 3, edition: 'standard' });
    for (const seat of s.turnOrder) s = play(s, { type: 'acquireCapital', seat, units: 1 });
    expect(s.auction!.privilegeSeat).toBeNull();
    while (s.phase === 'auction') s = play(s, { type: 'dropOut', seat: who(s)!.seat });
    const [a, b, c] = s.turnOrder as [number, number, number];
    s = passGoods(endBuilds(selectActions(s, { [a]: 'engineer', [b]: 'turnOrder', [c]: 'firstMove' })));
    expect(s.phase).toBe('capital');
    for (const seat of s.turnOrder) s = play(s, { type: 'acquireCapital', seat, units: 0 });
    expect(s.auction).toMatchObject({ privilegeSeat: b, privilegeUsed: false });
    expect(s.turnOrderHolder).toBe(b);
  });

  it('the privilege holder passes once and stays; passing again he takes the highest free place (S-E4: the high bid stands)', () => {
    let s = standardAuction(3, 5, [0, 1, 2], 1);
    s = play(s, { type: 'bid', seat: 0, amount: 1 }, { type: 'turnOrderPass', seat: 1 });
    expect(refusal(s, { type: 'turnOrderPass', seat: 2 })).toMatchObject({ key: 'auction.noPrivilege' });
    s = play(s, { type: 'dropOut', seat: 2 });
    expect(refusal(s, { type: 'turnOrderPass', seat: 1 })).toEqual({ key: 'auction.privilegeUsed', en: 'You have already used your Turn Order pass in this auction.' });
    s = play(s, { type: 'dropOut', seat: 1 });
    expect(s.turnOrder).toEqual([0, 1, 2]);
    // Seat 0 pays $1; seat 1, in place 2, bid nothing.
    expect(s.players.map((p) => p.cash)).toEqual([4, 5, 5]);
  });
});
