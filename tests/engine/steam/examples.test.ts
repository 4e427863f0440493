// The rulebook's worked examples for Steam (rules-spec §5.1 basic, §5.2 standard) and the derived boundary tests of
// §5.5 that concern Steam, each played through steam.apply where a move exists, asserting the rulebook's numbers and,
// for a refusal, its key and its English sentence.
import { describe, expect, it } from 'vitest';
import { borrowingFor, payBorrowing, shortfallFor } from '../../../src/engine/steam/finance';
import { linksOf } from '../../../src/engine/steam/links';
import { steam } from '../../../src/engine/steam/module';
import type { SteamMove } from '../../../src/engine/steam/moves';
import { incomeToVp } from '../../../src/engine/steam/score';
import type { SeatEconomy, SteamState } from '../../../src/engine/steam/state';
import { emptyTrackBoard } from '../../../src/engine/track';
import {
  basicGame,
  endBuilds,
  lineScenario,
  offered,
  passGoods,
  play,
  playWithEvents,
  rawTile,
  refusal,
  selectActions,
  startSteam,
  steamMap,
  turn,
  who,
  withSeats,
} from './helpers';

const THOMAS = 0;
const MICHAEL = 1;
const PAT = 2;
const LIN = 3;

const economy = (cash: number, income: number, vp: number): SeatEconomy => ({
  cash,
  income,
  vp,
  engine: 1,
  bankrupt: false,
  bankruptInRound: null,
  action: null,
  forgone: false,
  performed: false,
  hasBuilt: false,
  tilesBuilt: 0,
  deliveries: 0,
  borrowed: 0,
});

/**
 * The build examples' board ([000:L259-277], figures 1–3 reduced to their terrain): Albany (2,0), New York (2,4) and
 * Hartford (4,2); Poughkeepsie (2,2) and New Haven (5,3) towns; river on Michael's column A–B–C (2,1)–(2,3), hills
 * at D (1,0) and I (4,1).
 */
function exampleMap() {
  return steamMap(['.h.....', '..~.h..', '..~....', '..~....', '.......', '.......'], [
    { id: 'albany', hex: '2,0', color: 'red', startCubes: 2 },
    { id: 'newyork', hex: '2,4', color: 'yellow', startCubes: 2 },
    { id: 'hartford', hex: '4,2', color: 'purple', startCubes: 2 },
    { id: 'poughkeepsie', kind: 'town', hex: '2,2' },
    { id: 'newhaven', kind: 'town', hex: '5,3' },
  ]);
}

const build = (seat: number, hex: string, tile: Extract<SteamMove, { type: 'build' }>['tile'], rotation: number): SteamMove => ({ type: 'build', seat, hex, tile, rotation });

/** Round 1 of the build examples: Michael First build, Pat Engineer, Thomas Urbanization; Pat before Thomas in turn order. */
function buildExamplesRound(): SteamState {
  const s = basicGame(exampleMap(), 3, [PAT, THOMAS, MICHAEL]);
  return selectActions(s, { [PAT]: 'engineer', [THOMAS]: 'urbanization', [MICHAEL]: 'firstBuild' });
}

const costs = (events: readonly { type: string; cost?: unknown }[]) => events.filter((e) => e.type === 'tileBuilt').map((e) => e.cost);

describe('§5.1 Steam basic', () => {
  it('STEAM-FIN-01: Thomas pays $8 of track with no cash: $10 borrowed, income −2, $2 change ([000:L100])', () => {
    const p = economy(0, 0, 0);
    expect(payBorrowing(p, 8)).toMatchObject({ ok: true, units: 2, income: 2, vp: 0, cashAfter: 2 });
    expect(p).toMatchObject({ cash: 2, income: -2, vp: 0, borrowed: 10 });
    // The same tile by tile: $3 + $3 + $2 borrowed as needed ends in the same place (§2.4.3).
    const q = economy(0, 0, 0);
    for (const c of [3, 3, 2]) payBorrowing(q, c);
    expect(q).toMatchObject({ cash: 2, income: -2 });
  });

  it('STEAM-AUC-01: Michael wins place 1 of five for $7: income −2, $3 change; the player to his left opens place 2 ([000:L120])', () => {
    let s = startSteam({ players: 5 });
    expect(s.phase).toBe('initialAuction');
    // The opener names a bid; Michael raises to $7; everybody else passes.
    while (s.initialAuction && s.initialAuction.position === 0) {
      const a = s.initialAuction;
      const seat = a.current;
      if (seat === MICHAEL && a.high < 7) s = play(s, { type: 'bidPosition', seat, amount: 7 });
      else if (a.highBidder === null) s = play(s, { type: 'bidPosition', seat, amount: 0 });
      else s = play(s, { type: 'passPosition', seat });
    }
    expect(s.players[MICHAEL]).toMatchObject({ income: -2, cash: 3, vp: 0 });
    expect(s.initialAuction).toMatchObject({ position: 1, won: [MICHAEL], current: PAT, high: -1, highBidder: null });
    expect(s.initialAuction!.active).not.toContain(MICHAEL);
    expect(s.initialAuction!.active).toEqual([PAT, LIN, 4, THOMAS]);
  });

  it('STEAM-SETUP-01: the random first order pays $1 to the second player, $2 to the third … ([000:L110])', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const s = startSteam({ players: 5, startOrder: 'random', seed });
      expect(s.turnOrder.map((seat) => s.players[seat]!.cash)).toEqual([0, 1, 2, 3, 4]);
      // The others follow clockwise from the start player.
      const first = s.turnOrder[0]!;
      expect(s.turnOrder).toEqual([0, 1, 2, 3, 4].map((i) => (first + i) % 5));
    }
  });

  it('STEAM-ACT-LOCO-01: Pat at engine 4 takes Locomotive: engine 5, pays $4 + $5 = $9 ([000:L197])', () => {
    let s = withSeats(basicGame(exampleMap(), 3, [PAT, THOMAS, MICHAEL]), { [PAT]: { engine: 4, cash: 9 } });
    const r = playWithEvents(s, { type: 'takeAction', seat: PAT, action: 'locomotive' });
    s = r.state;
    expect(s.players[PAT]).toMatchObject({ engine: 5, cash: 0, income: 0 });
    expect(r.events.find((e) => e.type === 'actionTaken')).toMatchObject({ cost: 9, borrowed: 0 });
  });

  it('STEAM-ACT-LOCO-02: at engine 6 the Locomotive cannot be chosen ([000:L195])', () => {
    const s = withSeats(basicGame(exampleMap(), 3, [PAT, THOMAS, MICHAEL]), { [PAT]: { engine: 6 } });
    expect(offered(s, { type: 'takeAction', seat: PAT, action: 'locomotive' })).toBe(false);
    expect(refusal(s, { type: 'takeAction', seat: PAT, action: 'locomotive' })).toEqual({ key: 'action.engineMax', params: { max: 6 }, en: 'Your engine is already at 6.' });
  });

  it('STEAM-ACT-URB-01: two straights and a New City on Poughkeepsie make two complete links; one tile is left ([000:L215])', () => {
    let s = basicGame(exampleMap(), 3, [THOMAS, MICHAEL, PAT]);
    s = selectActions(s, { [THOMAS]: 'urbanization', [MICHAEL]: 'turnOrder', [PAT]: 'firstMove' });
    expect(who(s)).toEqual({ seat: THOMAS, decision: 'build' });
    s = play(s, build(THOMAS, '2,1', 'S', 0), build(THOMAS, '2,3', 'S', 0), { type: 'urbanize', seat: THOMAS, hex: '2,2', color: 'grey', field: 0 });
    const complete = linksOf(s).filter((l) => l.complete && l.owner === THOMAS);
    expect(complete.map((l) => l.ends.map((e) => e.hex).toSorted().join('–')).toSorted()).toEqual(['2,0–2,2', '2,2–2,4']);
    expect(steam.queries.buildTurn(s, THOMAS)).toMatchObject({ limit: 3, built: 2, left: 1, spent: 6 });
    // The third tile is still allowed (the New City did not count).
    expect(steam.queries.buildOptions(s, THOMAS).length).toBeGreaterThan(0);
  });

  it('STEAM-BUILD-01: Michael (First build) lays A, B, C on river hexes for $3 + $4 + $3 = $10: two complete links ([000:L261])', () => {
    let s = buildExamplesRound();
    expect(who(s)).toEqual({ seat: MICHAEL, decision: 'build' });
    const spent: unknown[] = [];
    for (const m of [build(MICHAEL, '2,1', 'S', 0), build(MICHAEL, '2,2', 'T2S', turn('T2S', [[0, 'town'], [3, 'town']], true)), build(MICHAEL, '2,3', 'S', 0)]) {
      const r = playWithEvents(s, m);
      spent.push(...costs(r.events));
      s = r.state;
    }
    expect(spent).toEqual([3, 4, 3]);
    // Borrowed $10 for $10: income −2, no change; the three tiles ended his turn.
    expect(s.players[MICHAEL]).toMatchObject({ cash: 0, income: -2, tilesBuilt: 3 });
    expect(who(s)).toEqual({ seat: PAT, decision: 'build' });
    const mine = linksOf(s).filter((l) => l.owner === MICHAEL);
    expect(mine.every((l) => l.complete)).toBe(true);
    expect(mine.map((l) => l.ends.map((e) => e.hex).toSorted().join('–')).toSorted()).toEqual(['2,0–2,2', '2,2–2,4']);
  });

  it('STEAM-BUILD-02: Pat (Engineer) lays D on a hill and three plain tiles for $4 + $2 + $2 + $2 = $10: one link ([000:L267])', () => {
    let s = buildExamplesRound();
    s = play(s, { type: 'endBuild', seat: MICHAEL });
    const spent: unknown[] = [];
    for (const m of [build(PAT, '1,0', 'G', turn('G', [[1, 3]])), build(PAT, '1,1', 'S', 0), build(PAT, '1,2', 'S', 0), build(PAT, '1,3', 'G', turn('G', [[0, 2]]))]) {
      const r = playWithEvents(s, m);
      spent.push(...costs(r.events));
      s = r.state;
    }
    expect(spent).toEqual([4, 2, 2, 2]);
    expect(s.players[PAT]).toMatchObject({ tilesBuilt: 4, cash: 0, income: -2 });
    const mine = linksOf(s).filter((l) => l.owner === PAT);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ complete: true });
    expect(mine[0]!.ends.map((e) => e.hex).toSorted()).toEqual(['2,0', '2,4']);
    expect(who(s)).toEqual({ seat: THOMAS, decision: 'build' });
  });

  it('STEAM-BUILD-03: Thomas pays $6 for Urbanization, $2 + $4 + $2 for track: $14, and a grey New City on New Haven ([000:L273-277])', () => {
    let s = basicGame(exampleMap(), 3, [PAT, THOMAS, MICHAEL]);
    const taken = playWithEvents(s, { type: 'takeAction', seat: PAT, action: 'engineer' });
    const urb = playWithEvents(taken.state, { type: 'takeAction', seat: THOMAS, action: 'urbanization' });
    expect(urb.events.find((e) => e.type === 'actionTaken')).toMatchObject({ cost: 6, borrowed: 10, cash: 4, income: -2 });
    s = play(urb.state, { type: 'takeAction', seat: MICHAEL, action: 'firstBuild' }, { type: 'endBuild', seat: MICHAEL }, { type: 'endBuild', seat: PAT });
    const spent: unknown[] = [];
    for (const m of [build(THOMAS, '3,0', 'S', turn('S', [[5, 2]])), build(THOMAS, '4,1', 'G', turn('G', [[5, 3]])), build(THOMAS, '4,3', 'G', turn('G', [[0, 2]]))]) {
      const r = playWithEvents(s, m);
      spent.push(...costs(r.events));
      s = r.state;
    }
    expect(spent).toEqual([2, 4, 2]);
    s = play(s, { type: 'urbanize', seat: THOMAS, hex: '5,3', color: 'grey', field: 0 });
    expect(6 + spent.reduce((a: number, c) => a + (c as number), 0)).toBe(14);
    // $14 paid from no cash: $15 borrowed (income −3), $1 change.
    expect(s.players[THOMAS]).toMatchObject({ cash: 1, income: -3, borrowed: 15 });
    expect(s.track.newCities['5,3']).toEqual({ letter: 'G', color: 'grey' });
    const mine = linksOf(s).filter((l) => l.owner === THOMAS);
    expect(mine.every((l) => l.complete)).toBe(true);
    expect(mine.map((l) => l.ends.map((e) => e.hex).toSorted().join('–')).toSorted()).toEqual(['2,0–4,2', '4,2–5,3']);
  });
});

/**
 * The upgrade example's board ([000:L373]): the river hex X (2,2) between Michael's cities (1,1) and (3,1), which his
 * gentle curve joins, and Thomas's cities (2,1) and (2,3) straight across it.
 */
function crossingMap() {
  return steamMap(['.....', '.....', '..~..', '.....', '.....', '.....'], [
    { id: 'boston', hex: '2,1', color: 'blue' },
    { id: 'providence', hex: '2,3', color: 'red' },
    { id: 'worcester', hex: '1,1', color: 'yellow' },
    { id: 'springfield', hex: '3,1', color: 'purple' },
  ]);
}

describe('§5.1 upgrades, complex tiles, redirects', () => {
  it('STEAM-UPG-01: Thomas crosses Michael’s curve on a river hex with XSG for $4, no river cost; Michael keeps his track ([000:L373])', () => {
    let s = basicGame(crossingMap(), 3, [MICHAEL, THOMAS, PAT]);
    s = selectActions(s, { [MICHAEL]: 'turnOrder', [THOMAS]: 'firstMove', [PAT]: 'engineer' });
    const curve = playWithEvents(s, build(MICHAEL, '2,2', 'G', turn('G', [[5, 1]])));
    expect(costs(curve.events)).toEqual([3]);
    // Thomas's track south of Providence first: the engine takes a player's very first tile only on an empty hex.
    s = play(curve.state, { type: 'endBuild', seat: MICHAEL }, build(THOMAS, '2,4', 'S', 0));
    const up = playWithEvents(s, build(THOMAS, '2,2', 'XSG', turn('XSG', [[0, 3], [1, 5]])));
    expect(up.events.find((e) => e.type === 'tileBuilt')).toMatchObject({ cost: 4, kind: 'replace' });
    s = up.state;
    expect(steam.queries.buildTurn(s, THOMAS)).toMatchObject({ built: 2, left: 1 });
    const tracks = s.track.tiles['2,2']!.tracks;
    expect(tracks.find((p) => (p.a === 1 && p.b === 5) || (p.a === 5 && p.b === 1))!.owner).toBe(MICHAEL);
    expect(tracks.find((p) => (p.a === 0 && p.b === 3) || (p.a === 3 && p.b === 0))!.owner).toBe(THOMAS);
    expect(linksOf(s).filter((l) => l.complete).map((l) => l.owner).toSorted()).toEqual([THOMAS, MICHAEL]);
    expect(s.players[THOMAS]).toMatchObject({ tilesBuilt: 2 });
  });

  it('STEAM-CPLX-01: a complex tile with two separate tracks straight onto an empty river hex costs $4 + $1 = $5 ([000:L381])', () => {
    let s = basicGame(crossingMap(), 3, [THOMAS, MICHAEL, PAT]);
    s = selectActions(s, { [THOMAS]: 'turnOrder', [MICHAEL]: 'firstMove', [PAT]: 'engineer' });
    const r = playWithEvents(s, build(THOMAS, '2,2', 'XSG', turn('XSG', [[0, 3], [1, 5]])));
    expect(r.events.find((e) => e.type === 'tileBuilt')).toMatchObject({ cost: 5, kind: 'place' });
    expect(linksOf(r.state).filter((l) => l.complete && l.owner === THOMAS)).toHaveLength(2);
  });

  it('STEAM-REDIR-01: turning the last tile of an own section on a hill costs $2, counts as a tile and is no extension ([002:L866-872], [000:L359-363])', () => {
    // Boston (1,0); Thomas's section (1,1) plain, (1,2) hill, open to the south.
    const map = steamMap(['....', '....', '.h..', '....', '....'], [
      { id: 'boston', hex: '1,0', color: 'blue' },
      { id: 'albany', hex: '3,4', color: 'red' },
    ]);
    let s = basicGame(map, 3, [THOMAS, MICHAEL, PAT]);
    s = selectActions(s, { [THOMAS]: 'turnOrder', [MICHAEL]: 'firstMove', [PAT]: 'engineer' });
    const r1 = playWithEvents(s, build(THOMAS, '1,1', 'S', 0));
    const r2 = playWithEvents(r1.state, build(THOMAS, '1,2', 'S', 0));
    expect([...costs(r1.events), ...costs(r2.events)]).toEqual([2, 4]);
    s = passGoods(endBuilds(r2.state));
    // Round 2: Thomas only redirects; the section is not extended and is lost at the end of the build phase.
    s = selectActions(s, { [THOMAS]: 'turnOrder', [MICHAEL]: 'firstMove', [PAT]: 'engineer' });
    const redirect = playWithEvents(s, build(THOMAS, '1,2', 'G', turn('G', [[0, 2]])));
    expect(redirect.events.find((e) => e.type === 'tileBuilt')).toMatchObject({ cost: 2, kind: 'redirect' });
    s = redirect.state;
    expect(steam.queries.buildTurn(s, THOMAS)).toMatchObject({ built: 1, left: 2 });
    expect(s.build!.extension[THOMAS]).toEqual([]);
    s = endBuilds(s);
    expect(s.phase).toBe('moveGoods');
    expect(linksOf(s).filter((l) => !l.complete).map((l) => l.owner)).toEqual([null]);
  });
});

describe('§5.1 moving goods', () => {
  it('STEAM-ENG-01: Pat (engine 5, took Locomotive) raises to 6 in the second round for nothing and can never raise again ([000:L403])', () => {
    let s = basicGame(exampleMap(), 3, [PAT, THOMAS, MICHAEL]);
    s = withSeats(s, { [PAT]: { engine: 4, vp: 7, cash: 9 } });
    s = selectActions(s, { [PAT]: 'locomotive', [THOMAS]: 'turnOrder', [MICHAEL]: 'firstMove' });
    expect(s.players[PAT]).toMatchObject({ engine: 5, cash: 0 });
    s = endBuilds(s);
    // First move: Michael, then Pat, Thomas. Round 1: all pass.
    s = play(s, { type: 'passGoods', seat: MICHAEL }, { type: 'passGoods', seat: PAT }, { type: 'passGoods', seat: THOMAS });
    s = play(s, { type: 'passGoods', seat: MICHAEL }, { type: 'raiseEngine', seat: PAT });
    expect(s.players[PAT]).toMatchObject({ engine: 6, vp: 7, cash: 0, income: 0 });
    s = play(s, { type: 'passGoods', seat: THOMAS });
    // Next round: no raise offered at level 6.
    s = selectActions(s, { [PAT]: 'firstMove', [THOMAS]: 'turnOrder', [MICHAEL]: 'engineer' });
    s = endBuilds(s);
    expect(who(s)).toEqual({ seat: PAT, decision: 'moveGoods' });
    expect(offered(s, { type: 'raiseEngine', seat: PAT })).toBe(false);
    expect(refusal(s, { type: 'raiseEngine', seat: PAT })).toEqual({ key: 'goods.engineMax', params: { max: 6 }, en: 'Your engine is already at 6.' });
  });

  describe('STEAM-DEL-01: the own-link rule ([000:L415])', () => {
    const T = THOMAS;
    const B = MICHAEL;
    const C = PAT;
    it('5 links T, T, B, B, C at engine 5: legal; T 2, B 2, C 1 points', () => {
      const { s: s0, route, to } = lineScenario([T, T, B, B, C]);
      const s = withSeats(s0, { [T]: { engine: 5 } });
      const options = steam.queries.deliveryOptions(s, T);
      expect(options.map((d) => [d.to, d.incomeBy])).toEqual([[to, { [T]: 2, [B]: 2, [C]: 1 }]]);
      const after = play(s, { type: 'deliver', seat: T, from: '1,0', color: 'red', route });
      expect(after.points).toEqual({ mover: T, queue: [{ seat: T, points: 2 }, { seat: B, points: 2 }, { seat: C, points: 1 }] });
    });
    it('5 links T, T, B, B, B: refused, B uses more links than the mover', () => {
      const { s: s0, route } = lineScenario([T, T, B, B, B]);
      const s = withSeats(s0, { [T]: { engine: 5 } });
      expect(steam.queries.deliveryOptions(s, T)).toEqual([]);
      expect(refusal(s, { type: 'deliver', seat: T, from: '1,0', color: 'red', route })).toEqual({
        key: 'deliver.fewerOwnLinks',
        params: { own: 2, other: 3, seat: B },
        en: 'You use 2 links of your own but 3 of another player: you need at least as many as any other player.',
      });
    });
    it('1 link of B at engine 1: refused, no own link', () => {
      const { s, route } = lineScenario([B]);
      expect(steam.queries.deliveryOptions(s, T)).toEqual([]);
      expect(refusal(s, { type: 'deliver', seat: T, from: '1,0', color: 'red', route })).toEqual({ key: 'deliver.noOwnLink', en: 'A delivery must use at least one link of your own.' });
    });
    it('2 links T, B at engine 2: legal; T 1, B 1', () => {
      const { s: s0, route, to } = lineScenario([T, B]);
      const s = withSeats(s0, { [T]: { engine: 2 } });
      expect(steam.queries.deliveryOptions(s, T).map((d) => [d.to, d.incomeBy])).toEqual([[to, { [T]: 1, [B]: 1 }]]);
      expect(play(s, { type: 'deliver', seat: T, from: '1,0', color: 'red', route }).points!.queue).toEqual([{ seat: T, points: 1 }, { seat: B, points: 1 }]);
    });
    it('3 own links at engine 2: refused, more links than the engine', () => {
      const { s: s0, route } = lineScenario([T, T, T]);
      const s = withSeats(s0, { [T]: { engine: 2 } });
      expect(steam.queries.deliveryOptions(s, T)).toEqual([]);
      expect(refusal(s, { type: 'deliver', seat: T, from: '1,0', color: 'red', route })).toEqual({
        key: 'deliver.tooManyLinks',
        params: { links: 3, engine: 2 },
        en: 'That route uses 3 links but your engine moves 2.',
      });
    });
  });

  it('STEAM-DEL-03: Thomas (income 4, VP 10) takes 3 points as income, then Michael (income 2, VP 8) his 2 as VP ([000:L445])', () => {
    const { s: s0, route } = lineScenario([THOMAS, THOMAS, THOMAS, MICHAEL, MICHAEL], 3, [MICHAEL, PAT, THOMAS]);
    let s = withSeats(s0, { [THOMAS]: { engine: 5, income: 4, vp: 10 }, [MICHAEL]: { income: 2, vp: 8 } });
    s = play(s, { type: 'passGoods', seat: MICHAEL }, { type: 'passGoods', seat: PAT });
    s = play(s, { type: 'deliver', seat: THOMAS, from: '1,0', color: 'red', route });
    // The mover decides first, although Michael is ahead of him in turn order.
    expect(who(s)).toEqual({ seat: THOMAS, decision: 'takePoints' });
    expect(refusal(s, { type: 'takePoints', seat: MICHAEL, as: 'vp' })).toMatchObject({ key: 'turn.notYourTurn', en: "It is Thomas's turn." });
    s = play(s, { type: 'takePoints', seat: THOMAS, as: 'income' });
    expect(who(s)).toEqual({ seat: MICHAEL, decision: 'takePoints' });
    s = play(s, { type: 'takePoints', seat: MICHAEL, as: 'vp' });
    expect(s.players[THOMAS]).toMatchObject({ income: 7, vp: 10 });
    expect(s.players[MICHAEL]).toMatchObject({ income: 2, vp: 10 });
    expect(s.delivered.red).toBe(1);
    expect(s.cubes['1,0']).toBeUndefined();
  });
});

describe('§5.1 income, order, end', () => {
  it('STEAM-INC-01: Pat at $2 income receives $2; Thomas at −$1 with no cash borrows $5: income −2, cash $4 ([000:L451])', () => {
    let s = withSeats(basicGame(exampleMap(), 3, [PAT, THOMAS, MICHAEL]), { [PAT]: { income: 2 }, [THOMAS]: { income: -1 } });
    s = passGoods(endBuilds(selectActions(s, { [PAT]: 'turnOrder', [THOMAS]: 'firstMove', [MICHAEL]: 'engineer' })));
    expect(s.round).toBe(2);
    expect(s.players[PAT]).toMatchObject({ cash: 2, income: 2 });
    expect(s.players[THOMAS]).toMatchObject({ cash: 4, income: -2, bankrupt: false });
    expect(s.players[MICHAEL]).toMatchObject({ cash: 0, income: 0 });
  });

  it('STEAM-ORDER-01: Pat 6, Michael 4, Thomas 7 (turned over), Lin 2 → Lin, Michael, Pat, Thomas ([000:L465-475])', () => {
    let s = basicGame(exampleMap(), 4, [THOMAS, MICHAEL, PAT, LIN]);
    s = selectActions(s, { [THOMAS]: ['urbanization', 'forgo'], [MICHAEL]: 'firstBuild', [PAT]: 'locomotive', [LIN]: 'firstMove' });
    s = passGoods(endBuilds(s));
    expect(s.round).toBe(2);
    expect(s.turnOrder).toEqual([LIN, MICHAEL, PAT, THOMAS]);
    expect(who(s)).toEqual({ seat: LIN, decision: 'selectAction' });
  });

  it('STEAM-END-01: Michael with 37 VP, income −$1 and 10 complete links scores 37 − 2 + 10 = 45 ([000:L501])', () => {
    // Ten columns of city – straight – city, all Michael's.
    const places = Array.from({ length: 10 }, (_, c) => [
      { id: `n${c}`, hex: `${c},0`, color: 'red' as const },
      { id: `s${c}`, hex: `${c},2`, color: 'blue' as const },
    ]).flat();
    const map = steamMap(['..........', '..........', '..........'], places);
    let track = emptyTrackBoard();
    for (let c = 0; c < 10; c++) track = rawTile(track, `${c},1`, 'S', 0, MICHAEL);
    const s = withSeats({ ...basicGame(map, 3), track }, { [MICHAEL]: { vp: 37, income: -1 } });
    expect(steam.queries.scoreBreakdown(s)[MICHAEL]).toMatchObject({ vp: 37, fromIncome: -2, completedLinks: 10, total: 45 });
  });

  it('STEAM-END-02: income $5 → +2 VP, −$2 → −4 VP, $0 → nothing ([000:L495])', () => {
    expect([incomeToVp(5), incomeToVp(-2), incomeToVp(0)]).toEqual([2, -4, 0]);
  });
});

/** A standard game at its first turn-order auction with `order`, `holder` holding last round's Turn order tile. */
function standardAuction(order: number[], holder: number | null, cash: number): SteamState {
  let s = startSteam({ players: 4, edition: 'standard', names: ['Thomas', 'Michael', 'Daniela', 'Lin'] });
  s = { ...s, turnOrder: order.slice(), queue: order.slice(), turnOrderHolder: holder, players: s.players.map((p) => ({ ...p, cash })) };
  for (const seat of order) s = play(s, { type: 'acquireCapital', seat, units: 0 });
  return s;
}

describe('§5.2 Steam standard', () => {
  it('STEAM-X-AUC-01: Thomas 0, Lin 2, Michael out, Daniela passes with Turn order, Thomas 3, Lin out, Daniela out → Thomas, Daniela, Lin, Michael paying 3, 0, 1, 0 ([000:L572-586])', () => {
    const [T, M, D, L] = [0, 1, 2, 3];
    let s = standardAuction([T, L, M, D], D, 5);
    expect(s.phase).toBe('auction');
    s = play(s, { type: 'bid', seat: T, amount: 0 }, { type: 'bid', seat: L, amount: 2 }, { type: 'dropOut', seat: M }, { type: 'turnOrderPass', seat: D });
    // Thomas must raise to at least $3.
    expect(refusal(s, { type: 'bid', seat: T, amount: 2 })).toEqual({ key: 'auction.bidTooLow', params: { bid: 2, high: 2 }, en: 'You bid $2 but the high bid is $2: bid more.' });
    s = play(s, { type: 'bid', seat: T, amount: 3 }, { type: 'dropOut', seat: L });
    // The privilege is used up: Daniela bids or drops out now.
    expect(offered(s, { type: 'turnOrderPass', seat: D })).toBe(false);
    const r = playWithEvents(s, { type: 'dropOut', seat: D });
    expect(r.events.find((e) => e.type === 'auctionResult')).toMatchObject({ order: [T, D, L, M], payments: [3, 0, 1, 0] });
    s = r.state;
    expect(s.turnOrder).toEqual([T, D, L, M]);
    expect([T, D, L, M].map((x) => s.players[x]!.cash)).toEqual([2, 5, 4, 5]);
    expect(s.phase).toBe('selectActions');
    expect(who(s)).toEqual({ seat: T, decision: 'selectAction' });
  });

  it('STEAM-X-MAINT-01: engine 3 costs $3, engine 6 costs $6 in the income phase ([000:L604], [002:L1432-1433])', () => {
    let s = standardAuction([0, 1, 2, 3], null, 0);
    s = withSeats(s, { 0: { engine: 3, income: 10 }, 1: { engine: 6, income: 10 } });
    for (const seat of [0, 1, 2, 3]) expect(steam.queries.roundOutlook(s, seat).maintenance).toBe(s.players[seat]!.engine);
    // Everybody drops out, takes a free tile, builds nothing and passes.
    while (s.phase === 'auction') s = play(s, { type: 'dropOut', seat: who(s)!.seat });
    s = selectActions(s, { 0: 'turnOrder', 1: 'firstMove', 2: 'engineer', 3: 'firstBuild' });
    s = passGoodsButLast(endBuilds(s));
    const r = playWithEvents(s, { type: 'passGoods', seat: who(s)!.seat });
    expect(r.events.filter((e) => e.type === 'income' && (e.seat === 0 || e.seat === 1)).map((e) => [e.seat, e.maintenance, e.amount])).toEqual(
      expect.arrayContaining([
        [0, 3, 7],
        [1, 6, 4],
      ]),
    );
    expect(r.state.players[0]).toMatchObject({ cash: 7, income: 10 });
    expect(r.state.players[1]).toMatchObject({ cash: 4, income: 10 });
  });

  it('STEAM-X-CAP-01: two units of capital at income 0: income −2, cash $10 ([000:L543])', () => {
    let s = startSteam({ players: 4, edition: 'standard' });
    const seat = who(s)!.seat;
    expect(who(s)!.decision).toBe('capital');
    s = play(s, { type: 'acquireCapital', seat, units: 2 });
    expect(s.players[seat]).toMatchObject({ income: -2, cash: 10, vp: 0 });
  });
});

/** Every move of moving goods but the last pass. */
function passGoodsButLast(s: SteamState): SteamState {
  while (s.phase === 'moveGoods' && !(s.moveGoods!.round === 2 && s.moveGoods!.queue.length === 1)) s = play(s, { type: 'passGoods', seat: who(s)!.seat });
  return s;
}

describe('§5.5 derived boundary tests', () => {
  it('DER-STEAM-BORROW-VP: income −9, 5 VP, $1 pays $12: income −10, 1 VP, $4 ([000:L92-98])', () => {
    const p = economy(1, -9, 5);
    expect(borrowingFor(p, 12)).toEqual({ ok: true, units: 3, income: 1, vp: 4, cashAfter: 4 });
    payBorrowing(p, 12);
    expect(p).toMatchObject({ income: -10, vp: 1, cash: 4 });
    // The same through the query the UI shows before a payment.
    const s = withSeats(basicGame(exampleMap(), 3), { 0: { cash: 1, income: -9, vp: 5 } });
    expect(steam.queries.paymentPreview(s, 0, 12)).toMatchObject({ ok: true, income: 1, vp: 4, cashAfter: 4, shortOfCash: false });
  });

  describe('DER-STEAM-BORROW-FAIL ([000:L96], [000:L455])', () => {
    it('phase 2, income −10, 1 VP, no cash: a $2 tile is refused', () => {
      let s = withSeats(basicGame(exampleMap(), 3, [THOMAS, MICHAEL, PAT]), { [THOMAS]: { income: -10, vp: 1 } });
      s = selectActions(s, { [THOMAS]: 'turnOrder', [MICHAEL]: 'firstMove', [PAT]: 'engineer' });
      const straight = build(THOMAS, '3,0', 'S', turn('S', [[5, 2]]));
      expect(offered(s, straight)).toBe(false);
      expect(refusal(s, straight)).toEqual({
        key: 'build.cannotBorrow',
        params: { cost: 2, cash: 0 },
        en: 'This costs $2: more than your cash $0 and all you can still borrow.',
      });
      expect(steam.queries.buildOptions(s, THOMAS)).toEqual([]);
    });
    it('phase 4, income −3, 1 VP, no cash: borrows $5 → income −4, $2, not bankrupt', () => {
      let s = withSeats(basicGame(exampleMap(), 3, [THOMAS, MICHAEL, PAT]), { [THOMAS]: { income: -3, vp: 1 } });
      s = passGoods(endBuilds(selectActions(s, { [THOMAS]: 'turnOrder', [MICHAEL]: 'firstMove', [PAT]: 'engineer' })));
      expect(s.players[THOMAS]).toMatchObject({ income: -4, cash: 2, vp: 1, bankrupt: false });
    });
    it('phase 4, income −10, 1 VP, no cash: bankrupt', () => {
      let s = withSeats(basicGame(exampleMap(), 3, [THOMAS, MICHAEL, PAT]), { [THOMAS]: { income: -10, vp: 1 } });
      s = passGoods(endBuilds(selectActions(s, { [THOMAS]: 'turnOrder', [MICHAEL]: 'firstMove', [PAT]: 'engineer' })));
      expect(s.players[THOMAS]).toMatchObject({ bankrupt: true, bankruptInRound: 1 });
      expect(s.turnOrder).not.toContain(THOMAS);
    });
  });

  describe('DER-STEAM-X-SHORT ([000:L606])', () => {
    it('cash 2, due 9, 10 VP: owes 7, 4 VP cover 8, $1 change', () => {
      expect(shortfallFor(economy(2, 0, 10), 9)).toEqual({ ok: true, vp: 4, income: 0, cashAfter: 1 });
    });
    it('no cash, due 5, 1 VP: 1 VP and 2 income steps, $1 change', () => {
      expect(shortfallFor(economy(0, 0, 1), 5)).toEqual({ ok: true, vp: 1, income: 2, cashAfter: 1 });
    });
    it('no cash, due 4, no VP, income −10: bankrupt', () => {
      expect(shortfallFor(economy(0, -10, 0), 4).ok).toBe(false);
    });
    it('the first case in the standard game’s income phase: income 0, engine… owes $9 with $2 and 10 VP', () => {
      // Income −3 and engine 6 make −$9 at the income phase.
      let s = standardAuction([0, 1, 2, 3], null, 0);
      s = withSeats(s, { 0: { cash: 2, income: -3, vp: 10, engine: 6 } });
      expect(steam.queries.roundOutlook(s, 0)).toMatchObject({ net: -9, cashAfter: 1, vpAfter: 6, incomeAfter: -3, bankrupt: false });
      while (s.phase === 'auction') s = play(s, { type: 'dropOut', seat: who(s)!.seat });
      // Seat 0 dropped out first and is last: a bid of nothing costs nothing.
      s = passGoods(endBuilds(selectActions(s, { 0: 'turnOrder', 1: 'firstMove', 2: 'engineer', 3: 'firstBuild' })));
      expect(s.players[0]).toMatchObject({ cash: 1, vp: 6, income: -3, bankrupt: false });
    });
  });
});
