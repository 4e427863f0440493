// The answers the Steam UI prints without working a rule out itself (issue 18, the second reading's items 3–7): the
// final ranking and what decided it, the places of an auction's drop-outs, what a build turn still asks before it may
// end, the paydays income still has, and whether the standard game's cash falls short for every priced answer.
import { describe, expect, it } from 'vitest';
import { auctionDropPlaces, openAuction, dropOut, usePrivilege, type AuctionRules } from '../../../src/engine/auction/index';
import { steam } from '../../../src/engine/steam/module';
import type { SteamState } from '../../../src/engine/steam/state';
import { basicGame, endBuilds, passGoods, play, selectActions, startSteam, steamMap, who, withSeats } from './helpers';

/** Ada (1,1) red and Bly (1,4) blue. */
function smallMap() {
  return steamMap(['....', '....', '....', '....', '....'], [
    { id: 'ada', hex: '1,1', color: 'red', startCubes: 1 },
    { id: 'bly', hex: '1,4', color: 'blue', startCubes: 1 },
  ]);
}

const lastRound = (s: SteamState): SteamState => ({ ...s, round: s.options.rounds });

describe('scoreBreakdown ranks the seats and says what decided ([000:L499])', () => {
  it('by points, then income, then the lower action number; a full tie shares the rank', () => {
    let s = withSeats(lastRound(basicGame(smallMap(), 4, [0, 1, 2, 3])), { 0: { vp: 10, income: 4 }, 1: { vp: 11, income: 2 }, 2: { vp: 10, income: 4 }, 3: { vp: 1, income: 0 } });
    s = passGoods(endBuilds(selectActions(s, { 0: 'engineer', 1: 'turnOrder', 2: 'firstMove', 3: 'locomotive' })));
    expect(s.phase).toBe('gameOver');
    const lines = steam.queries.scoreBreakdown(s);
    // Seat 2 and seat 0 tie on 12 points and $4 income: seat 2's tile (First move, 2) beats seat 0's (Engineer, 3);
    // seat 1 has 12 points too, but less income.
    expect(lines.map((l) => l.total).slice(0, 3)).toEqual([12, 12, 12]);
    expect(lines[3]!.total).toBeLessThan(12);
    expect(lines.map((l) => l.rank)).toEqual([2, 3, 1, 4]);
    expect(lines.map((l) => l.decidedBy)).toEqual(['income', 'points', 'action', null]);
    expect(s.winners).toEqual([2]);
  });

  it('puts a bankrupt last whatever his points', () => {
    const s = withSeats(basicGame(smallMap(), 3), { 0: { vp: 1, income: -3 }, 1: { vp: 40, bankrupt: true }, 2: { vp: 0, income: -1 } });
    const lines = steam.queries.scoreBreakdown(s);
    expect(lines.map((l) => l.rank)).toEqual([2, 3, 1]);
    expect(lines.map((l) => l.decidedBy)).toEqual([null, null, 'points']);
  });
});

describe('auctionDropPlaces (the shared auction, [000:L553], [000:L561])', () => {
  it('gives the first out the last place among everyone who entered', () => {
    let s = startSteam({ players: 4, edition: 'standard', map: smallMap() });
    while (s.phase === 'capital') s = play(s, { type: 'acquireCapital', seat: who(s)!.seat, units: 0 });
    s = play(s, { type: 'bid', seat: who(s)!.seat, amount: 0 });
    const first = who(s)!.seat;
    s = play(s, { type: 'dropOut', seat: first });
    s = play(s, { type: 'dropOut', seat: who(s)!.seat });
    expect(steam.queries.auctionDropPlaces(s)).toEqual([4, 3]);
  });

  it('with no bid under the reversal rule, the previous order reversed, also when the privilege was used', () => {
    const reverse: AuctionRules = { minBid: 1, privilegeTwoBidderLimit: false, noBids: 'reverse' };
    const a = openAuction([0, 1, 2, 3], 4, 0);
    usePrivilege(a, 0, reverse);
    dropOut(a, 1);
    dropOut(a, 2);
    // Nobody bid: the order will be 3, 2, 1, 0 — seat 1 second, not last.
    expect(auctionDropPlaces(a, reverse)).toEqual([3, 2]);
    expect(auctionDropPlaces(a, { noBids: 'reverseUnlessPrivilegeUsed' })).toEqual([4, 3]);
  });
});

/** The action selection of the first round (basic: turn order 0, 1, 2; standard: after no capital and no bids). */
function atSelection(edition: 'basic' | 'standard'): SteamState {
  let s = edition === 'basic' ? basicGame(smallMap(), 3, [0, 1, 2]) : startSteam({ players: 3, edition, map: smallMap() });
  while (s.phase !== 'selectActions') s = play(s, s.phase === 'capital' ? { type: 'acquireCapital', seat: who(s)!.seat, units: 0 } : { type: 'dropOut', seat: who(s)!.seat });
  return s;
}

/** The first build turn with `tiles` (first, second, third in turn order) chosen. */
function atBuild(edition: 'basic' | 'standard', tiles: [string, string, string]): SteamState {
  const s = atSelection(edition);
  const [a, b, c] = s.turnOrder as [number, number, number];
  return selectActions(s, { [a]: tiles[0], [b]: tiles[1], [c]: tiles[2] } as Parameters<typeof selectActions>[1]);
}

describe('buildTurn says what the turn still asks ([000:L235], [000:L592-594])', () => {
  it('basic game: Goods supply must be performed, the End button says why, no forgoing', () => {
    const s = atBuild('basic', ['goodsSupply', 'turnOrder', 'firstMove']);
    const seat = who(s)!.seat;
    const turn = steam.queries.buildTurn(s, seat);
    expect(s.players[seat]!.action).toBe('goodsSupply');
    expect(turn).toMatchObject({ toPerform: 'goodsSupply', mayForgo: false, endReason: { key: 'build.mustPerform' } });
  });

  it('standard game: perform or forgo; once forgone the turn may end', () => {
    let s = atBuild('standard', ['goodsSupply', 'turnOrder', 'firstMove']);
    const seat = s.turnOrder.find((x) => s.players[x]!.action === 'goodsSupply')!;
    while (who(s)!.seat !== seat) s = play(s, { type: 'endBuild', seat: who(s)!.seat });
    expect(steam.queries.buildTurn(s, seat)).toMatchObject({ toPerform: 'goodsSupply', mayForgo: true, endReason: { key: 'build.performOrForgo' } });
    s = play(s, { type: 'forgoAction', seat });
    expect(steam.queries.buildTurn(s, seat)).toMatchObject({ toPerform: null, mayForgo: false, endReason: null });
  });

  it('nothing to perform: no reason to stay', () => {
    const s = atBuild('basic', ['engineer', 'turnOrder', 'firstMove']);
    expect(steam.queries.buildTurn(s, who(s)!.seat)).toMatchObject({ toPerform: null, mayForgo: false, endReason: null });
  });
});

describe('unusedTiles counts only tiles the seat could really lay ([000:L245], [000:L598-600])', () => {
  it('the tiles left while a hex takes a tile the seat can pay', () => {
    const s = withSeats(atBuild('standard', ['engineer', 'turnOrder', 'firstMove']), { 0: { cash: 20 }, 1: { cash: 20 }, 2: { cash: 20 } });
    const seat = who(s)!.seat;
    expect(steam.queries.buildTurn(s, seat).left).toBe(4);
    expect(steam.queries.unusedTiles(s, seat)).toBe(4);
  });

  it('none when the standard game’s cash pays for no tile, though the turn has tiles left', () => {
    const s = withSeats(atBuild('standard', ['engineer', 'turnOrder', 'firstMove']), { 0: { cash: 0 }, 1: { cash: 0 }, 2: { cash: 0 } });
    const seat = who(s)!.seat;
    expect(steam.queries.buildTurn(s, seat).left).toBe(4);
    expect(steam.queries.buildOptions(s, seat)).toEqual([]);
    expect(steam.queries.unusedTiles(s, seat)).toBe(0);
  });

  it('none for a seat whose turn it is not', () => {
    const s = atBuild('basic', ['engineer', 'turnOrder', 'firstMove']);
    const other = s.turnOrder.find((x) => x !== who(s)!.seat)!;
    expect(steam.queries.unusedTiles(s, other)).toBe(0);
  });
});

describe('roundOutlook counts the paydays left ([000:L447-455], [000:L491])', () => {
  it('this round’s and every later one’s; one in the last round', () => {
    const s = basicGame(smallMap(), 3);
    expect(steam.queries.roundOutlook(s, 0).paydays).toBe(s.options.rounds - s.round + 1);
    expect(steam.queries.roundOutlook(lastRound(s), 0).paydays).toBe(1);
  });
});

describe('every priced answer says whether the standard game’s cash is short', () => {
  it('actionOptions, buildOptions, checkBuild and paymentPreview alike', () => {
    const s = atSelection('standard');
    const seat = s.queue[0]!;
    const poor = withSeats(s, { [seat]: { cash: 0, engine: 1 } });
    const opts = steam.queries.actionOptions(poor, seat);
    for (const o of opts) expect(o.pay.shortOfCash, o.action).toBe(o.cost > 0);
    expect(steam.queries.paymentPreview(poor, seat, 3).shortOfCash).toBe(true);
    const rich = withSeats(s, { [seat]: { cash: 50 } });
    for (const o of steam.queries.actionOptions(rich, seat)) expect(o.pay.shortOfCash).toBe(false);
    // A basic game borrows instead: never short of cash.
    const basic = basicGame(smallMap(), 3);
    for (const o of steam.queries.actionOptions(basic, 0)) expect(o.pay.shortOfCash).toBe(false);
  });

  it('the build answers too', () => {
    const s = atBuild('standard', ['firstBuild', 'turnOrder', 'firstMove']);
    const seat = who(s)!.seat;
    const rich = withSeats(s, { [seat]: { cash: 2 } });
    const opts = steam.queries.buildOptions(rich, seat, '1,2');
    expect(opts.length).toBeGreaterThan(0);
    for (const o of opts) expect(o.pay.shortOfCash).toBe(o.cost > 2);
    const checked = steam.queries.checkBuild(rich, seat, opts[0]!.request);
    expect(checked.ok && checked.pay.shortOfCash).toBe(false);
  });
});

describe('roundOutlook with the capital being chosen ([000:L541], [000:L604-606])', () => {
  it('starts from the cash and income after the capital', () => {
    const s = withSeats(startSteam({ players: 3, edition: 'standard', map: smallMap() }), { 0: { cash: 0, income: 0, vp: 4, engine: 1 } });
    // No capital: $1 engine costs, no cash: 1 VP given up (the shortfall rule), $1 change.
    expect(steam.queries.roundOutlook(s, 0)).toMatchObject({ net: -1, cashAfter: 1, incomeAfter: 0, vpAfter: 3 });
    // $10 of capital: income −2, so $3 to pay from $10.
    expect(steam.queries.roundOutlook(s, 0, 2)).toMatchObject({ net: -3, cashAfter: 7, incomeAfter: -2, vpAfter: 4, bankrupt: false });
  });
});
