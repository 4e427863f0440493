// The end of a round and of the game: income and expenses with bankruptcy in both games ([000:L447-455],
// [000:L602-610]), the new order from the action numbers ([000:L457-475], D24), the end after phase 4 of the last
// round, final scoring and its tie-breaks ([000:L481-501], S-B17, D22).
import { describe, expect, it } from 'vitest';
import { linksOf } from '../../../src/engine/steam/links';
import { steam } from '../../../src/engine/steam/module';
import type { SteamState } from '../../../src/engine/steam/state';
import { emptyTrackBoard } from '../../../src/engine/track';
import { basicGame, endBuilds, passGoods, path, play, playWithEvents, rawTile, selectActions, startSteam, steamMap, who, withSeats } from './helpers';

const THOMAS = 0;
const MICHAEL = 1;
const PAT = 2;
const FREE = { [THOMAS]: 'turnOrder', [MICHAEL]: 'firstMove', [PAT]: 'engineer' } as const;

/** Ada (1,0) red, Bly (1,2) blue, Cam (1,6) yellow in a column. */
function columnMap() {
  return steamMap(['...', '...', '...', '...', '...', '...', '...'], [
    { id: 'ada', hex: '1,0', color: 'red', startCubes: 1 },
    { id: 'bly', hex: '1,2', color: 'blue', startCubes: 1 },
    { id: 'cam', hex: '1,6', color: 'yellow', startCubes: 1 },
  ]);
}

/** Round 1 played with free tiles and no builds, up to the last decision of moving goods. */
const roundWithoutTrack = (s: SteamState) => passGoods(endBuilds(selectActions(s, FREE)));

describe('income and expenses in the basic game ([000:L447-455])', () => {
  it('a negative income is paid from cash first, then by borrowing', () => {
    const s = roundWithoutTrack(withSeats(basicGame(columnMap(), 3, [THOMAS, MICHAEL, PAT]), { [THOMAS]: { income: -3, cash: 5 }, [MICHAEL]: { income: -3, cash: 1 } }));
    expect(s.players[THOMAS]).toMatchObject({ cash: 2, income: -3 });
    expect(s.players[MICHAEL]).toMatchObject({ cash: 3, income: -4 });
  });

  it('a player who cannot pay at −$10 with too few VP is bankrupt: his track is unowned, he leaves the order and scores nothing', () => {
    let s = withSeats(basicGame(columnMap(), 3, [THOMAS, MICHAEL, PAT]), { [THOMAS]: { income: -10, vp: 3 } });
    s = selectActions(s, FREE);
    // Thomas completes Ada–Bly and starts a section south of Bly: $4, for 2 VP ($5 at −$10).
    s = play(s, ...path(THOMAS, ['1,0', '1,1', '1,2']), ...path(THOMAS, ['1,2', '1,3', '1,4']), { type: 'endBuild', seat: THOMAS });
    expect(s.players[THOMAS]).toMatchObject({ cash: 1, vp: 1, income: -10 });
    let after = passGoods(endBuilds(s));
    expect(after.players[THOMAS]).toMatchObject({ bankrupt: true, bankruptInRound: 1 });
    expect(after.turnOrder).toEqual([MICHAEL, PAT]);
    expect(linksOf(after).map((l) => [l.hexes.join(' '), l.owner, l.complete])).toEqual([
      ['1,1', null, true],
      ['1,3', null, false],
    ]);
    expect(steam.queries.scoreBreakdown(after)[THOMAS]).toMatchObject({ bankrupt: true, completedLinks: 0, fromIncome: 0 });
    // Round 2: Thomas is asked nothing; Michael takes over the lost section, which starts at Bly, a city (S-B20).
    expect(who(after)).toEqual({ seat: MICHAEL, decision: 'selectAction' });
    // (Michael has built before: a very first tile must lie next to a city, [000:L231].)
    after = selectActions(withSeats(after, { [MICHAEL]: { hasBuilt: true } }), { [MICHAEL]: 'firstBuild', [PAT]: 'engineer' });
    after = play(after, ...path(MICHAEL, ['1,3', '1,4', '1,5', '1,6']));
    expect(linksOf(after).find((l) => l.hexes.includes('1,3'))).toMatchObject({ owner: MICHAEL, complete: true });
    // His complete link stays unowned for good.
    expect(linksOf(after).find((l) => l.hexes.includes('1,1'))).toMatchObject({ owner: null, complete: true });
  });

  it('the new order follows the action numbers; a bankrupt seat is left out (D24)', () => {
    let s = withSeats(basicGame(columnMap(), 3, [THOMAS, MICHAEL, PAT]), { [MICHAEL]: { income: -10 } });
    s = passGoods(endBuilds(selectActions(s, { [THOMAS]: 'engineer', [MICHAEL]: 'turnOrder', [PAT]: 'firstBuild' })));
    expect(s.players[MICHAEL]!.bankrupt).toBe(true);
    expect(s.turnOrder).toEqual([THOMAS, PAT]);
  });
});

/** A standard game through capital, a silent auction and free tiles, at moving goods. */
function standardAtGoods(patch: Parameters<typeof withSeats>[1]): SteamState {
  let s = startSteam({ players: 3, edition: 'standard', map: columnMap() });
  s = withSeats(s, patch);
  while (s.phase !== 'selectActions') s = play(s, s.phase === 'capital' ? { type: 'acquireCapital', seat: who(s)!.seat, units: 0 } : { type: 'dropOut', seat: who(s)!.seat });
  return endBuilds(selectActions(s, FREE));
}

describe('income and expenses in the standard game ([000:L602-610])', () => {
  it('engine maintenance $1 per level is netted against income', () => {
    const s = passGoods(standardAtGoods({ [THOMAS]: { income: 5, engine: 2 }, [MICHAEL]: { income: 1, engine: 3, cash: 4 } }));
    expect(s.players[THOMAS]).toMatchObject({ cash: 3, income: 5 });
    expect(s.players[MICHAEL]).toMatchObject({ cash: 2, income: 1 });
  });

  it('a shortfall costs 1 VP per $2, then income; an odd amount gives $1 back', () => {
    const s = passGoods(standardAtGoods({ [THOMAS]: { income: 0, engine: 3, vp: 1 }, [MICHAEL]: { income: 0, engine: 1 } }));
    // Thomas owes $3: 1 VP ($2), then 1 income step ($2), $1 back.
    expect(s.players[THOMAS]).toMatchObject({ cash: 1, vp: 0, income: -1 });
    // Michael owes $1: 1 income step, $1 back.
    expect(s.players[MICHAEL]).toMatchObject({ cash: 1, vp: 0, income: -1 });
  });

  it('no cash, no VP, income −$10 and still owing: bankrupt', () => {
    const s = passGoods(standardAtGoods({ [THOMAS]: { income: -10, engine: 1 } }));
    expect(s.players[THOMAS]).toMatchObject({ bankrupt: true });
    expect(s.turnOrder).not.toContain(THOMAS);
    expect(s.phase).toBe('capital');
  });
});

/** The last round of a 3-player game (10 rounds), at its action selection. */
function lastRound(s: SteamState): SteamState {
  return { ...s, round: s.options.rounds };
}

describe('the end of the game ([000:L481-501])', () => {
  it('comes after phase 4 of the last round: no new order; income, VP and complete links are scored', () => {
    let s = withSeats(lastRound(basicGame(columnMap(), 3, [THOMAS, MICHAEL, PAT])), { [THOMAS]: { vp: 10, income: 5 }, [MICHAEL]: { vp: 12, income: -1, cash: 1 }, [PAT]: { vp: 3, income: 0 } });
    // Thomas owns one complete link and one incomplete section (which scores nothing).
    s = { ...s, track: rawTile(rawTile(emptyTrackBoard(), '1,1', 'S', 0, THOMAS), '1,3', 'S', 0, THOMAS) };
    s = endBuilds(selectActions(s, { [THOMAS]: 'firstMove', [MICHAEL]: 'turnOrder', [PAT]: 'engineer' }));
    s = passGoodsButLast(s);
    const last = playWithEvents(s, { type: 'passGoods', seat: who(s)!.seat });
    expect(last.state.phase).toBe('gameOver');
    expect(last.events.some((e) => e.type === 'turnOrder')).toBe(false);
    expect(last.state.turnOrder).toEqual([THOMAS, MICHAEL, PAT]);
    expect(steam.toAct(last.state)).toBeNull();
    const score = steam.queries.scoreBreakdown(last.state);
    expect(score.map((x) => [x.vp, x.fromIncome, x.completedLinks, x.total])).toEqual([
      [10, 2, 1, 13],
      [12, -2, 0, 10],
      [3, 0, 0, 3],
    ]);
    expect(last.state.winners).toEqual([THOMAS]);
    expect(last.events.find((e) => e.type === 'gameOver')).toMatchObject({ winners: [THOMAS] });
  });

  it('a tie goes to the higher income', () => {
    let s = withSeats(lastRound(basicGame(columnMap(), 3, [THOMAS, MICHAEL, PAT])), { [THOMAS]: { vp: 10, income: 4 }, [MICHAEL]: { vp: 11, income: 2 } });
    s = passGoods(endBuilds(selectActions(s, { [THOMAS]: 'engineer', [MICHAEL]: 'turnOrder', [PAT]: 'firstMove' })));
    expect(steam.queries.scoreBreakdown(s).map((x) => x.total)).toEqual([12, 12, 0]);
    expect(s.winners).toEqual([THOMAS]);
  });

  it('then to the lowest action number of the last round', () => {
    let s = withSeats(lastRound(basicGame(columnMap(), 3, [THOMAS, MICHAEL, PAT])), { [THOMAS]: { vp: 10, income: 4 }, [MICHAEL]: { vp: 10, income: 4 } });
    s = passGoods(endBuilds(selectActions(s, { [THOMAS]: 'engineer', [MICHAEL]: 'firstMove', [PAT]: 'turnOrder' })));
    expect(s.lastActions).toEqual([3, 2, 1]);
    expect(s.winners).toEqual([MICHAEL]);
  });

  it('the standard game breaks the tie by the tiles’ numbers too (S-E1, D22)', () => {
    let s = startSteam({ players: 3, edition: 'standard', map: columnMap() });
    s = withSeats({ ...s, round: s.options.rounds }, { 0: { vp: 10, income: 4, cash: 4 }, 1: { vp: 10, income: 4, cash: 4 } });
    while (s.phase !== 'selectActions') s = play(s, s.phase === 'capital' ? { type: 'acquireCapital', seat: who(s)!.seat, units: 0 } : { type: 'dropOut', seat: who(s)!.seat });
    s = passGoods(endBuilds(selectActions(s, { 0: 'engineer', 1: 'firstBuild', 2: 'turnOrder' })));
    expect(s.phase).toBe('gameOver');
    expect(s.winners).toEqual([0]);
  });

  it('a final score may be negative (S-B17); a bankrupt never wins', () => {
    const s = withSeats(basicGame(columnMap(), 3), { [THOMAS]: { vp: 1, income: -3 }, [MICHAEL]: { vp: 40, bankrupt: true }, [PAT]: { vp: 0, income: -1 } });
    const score = steam.queries.scoreBreakdown(s);
    expect(score[THOMAS]!.total).toBe(-5);
    expect(score[PAT]!.total).toBe(-2);
    const ended = passGoods(endBuilds(selectActions(lastRound({ ...s, turnOrder: [THOMAS, PAT], queue: [THOMAS, PAT] }), { [THOMAS]: 'turnOrder', [PAT]: 'firstMove' })));
    expect(ended.winners).toEqual([PAT]);
  });
});

/** Every move of moving goods but the last pass. */
function passGoodsButLast(s: SteamState): SteamState {
  while (s.phase === 'moveGoods' && !(s.moveGoods!.round === 2 && s.moveGoods!.queue.length === 1)) s = play(s, { type: 'passGoods', seat: who(s)!.seat });
  return s;
}
