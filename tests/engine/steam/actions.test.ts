// Selecting action tiles ([000:L147-215], [000:L590-594], rules-spec §2.4.6, §2.5 phase 3): each tile once per round,
// the Locomotive not at engine 6, Urbanization not when no town or New City tile is left, Goods supply only turned
// over when it cannot be performed (D34), the basic game's prices paid by borrowing, the pass option (basic: when
// taken; standard: in the build phase), the duty to perform before the build turn ends, and a seat with no tile it
// may take (D33).
import { describe, expect, it } from 'vitest';
import { steam } from '../../../src/engine/steam/module';
import type { ActionId, SteamMove } from '../../../src/engine/steam/moves';
import type { SteamState } from '../../../src/engine/steam/state';
import { basicGame, endBuilds, offered, passGoods, play, playWithEvents, refusal, selectActions, startSteam, steamMap, who, withSeats } from './helpers';

const THOMAS = 0;
const MICHAEL = 1;
const PAT = 2;

/** Two cities and two towns; Goods supply and Urbanization can be performed. */
function actionMap() {
  return steamMap(['......', '......', '......', '......'], [
    { id: 'albany', hex: '1,1', color: 'red', startCubes: 1 },
    { id: 'boston', hex: '4,1', color: 'blue', startCubes: 1 },
    { id: 'erie', kind: 'town', hex: '2,3' },
    { id: 'flint', kind: 'town', hex: '5,3' },
  ]);
}

const game = (): SteamState => basicGame(actionMap(), 3, [THOMAS, MICHAEL, PAT]);
const take = (seat: number, action: ActionId, forgo = false): SteamMove => (forgo ? { type: 'takeAction', seat, action, forgo: true } : { type: 'takeAction', seat, action });

describe('taking a tile', () => {
  it('each tile once per round; its number sets the next order', () => {
    const s = play(game(), take(THOMAS, 'engineer'));
    expect(refusal(s, take(MICHAEL, 'engineer'))).toEqual({ key: 'action.taken', params: { action: 'engineer', player: 'Thomas' }, en: 'Thomas has already taken 3 Engineer.' });
    expect(offered(s, take(MICHAEL, 'engineer'))).toBe(false);
    expect(steam.queries.actionOptions(s, MICHAEL).find((o) => o.action === 'engineer')!.refused).toMatchObject({ key: 'action.taken' });
  });

  it('only in turn order', () => {
    expect(refusal(game(), take(MICHAEL, 'engineer'))).toEqual({ key: 'turn.notYourTurn', params: { seat: THOMAS, name: 'Thomas' }, en: "It is Thomas's turn." });
  });

  it('only Goods supply and Urbanization have the pass option', () => {
    expect(refusal(game(), take(THOMAS, 'engineer', true))).toEqual({ key: 'action.cannotForgo', params: { action: 'engineer' }, en: 'Only Goods supply and Urbanization can be turned over.' });
  });
});

describe('the basic game’s prices, paid by borrowing ([000:L181], [000:L193], [000:L207], [000:L88-98])', () => {
  it('Goods supply $2: with no cash $5 borrowed, income −1, $3 change', () => {
    const r = playWithEvents(game(), take(THOMAS, 'goodsSupply'));
    expect(r.state.players[THOMAS]).toMatchObject({ cash: 3, income: -1 });
    expect(r.events.find((e) => e.type === 'actionTaken')).toMatchObject({ cost: 2, borrowed: 5 });
  });

  it('Locomotive $4 + the new level: engine 1 → 2 costs $6', () => {
    const s = play(game(), take(THOMAS, 'locomotive'));
    expect(s.players[THOMAS]).toMatchObject({ engine: 2, cash: 4, income: -2 });
  });

  it('Urbanization $6: income −2, $4 change', () => {
    expect(play(game(), take(THOMAS, 'urbanization')).players[THOMAS]).toMatchObject({ cash: 4, income: -2 });
  });

  it('a tile turned over costs nothing; its number still counts for the order ([000:L183], [000:L461])', () => {
    let s = play(game(), take(THOMAS, 'urbanization', true), take(MICHAEL, 'goodsSupply', true));
    expect(s.players[THOMAS]).toMatchObject({ cash: 0, income: 0, forgone: true });
    expect(s.players[MICHAEL]).toMatchObject({ cash: 0, income: 0, forgone: true });
    s = play(s, take(PAT, 'engineer'));
    // Neither has to perform anything in the build phase.
    s = passGoods(endBuilds(s));
    expect(s.turnOrder).toEqual([PAT, MICHAEL, THOMAS]);
  });

  it('a price that cash and borrowing cannot cover is refused; free tiles remain', () => {
    const s = withSeats(game(), { [THOMAS]: { income: -10, vp: 1 } });
    expect(refusal(s, take(THOMAS, 'goodsSupply'))).toEqual({ key: 'action.cannotPay', params: { cost: 2 }, en: 'It costs $2, more than your cash and all you can still borrow.' });
    expect(offered(s, take(THOMAS, 'goodsSupply', true))).toBe(true);
    expect(offered(s, take(THOMAS, 'turnOrder'))).toBe(true);
    // With 2 VP he may give them up for $5.
    const rich = play(withSeats(s, { [THOMAS]: { vp: 2 } }), take(THOMAS, 'goodsSupply'));
    expect(rich.players[THOMAS]).toMatchObject({ income: -10, vp: 0, cash: 3 });
  });

  it('the action options say what each tile costs and what paying it does', () => {
    const o = steam.queries.actionOptions(game(), THOMAS);
    expect(o.map((x) => [x.action, x.cost, x.mayForgo])).toEqual([
      ['turnOrder', 0, false],
      ['firstMove', 0, false],
      ['engineer', 0, false],
      ['firstBuild', 0, false],
      ['goodsSupply', 2, true],
      ['locomotive', 6, false],
      ['urbanization', 6, true],
    ]);
    expect(o.find((x) => x.action === 'urbanization')!.pay).toMatchObject({ units: 2, income: 2, cashAfter: 4 });
  });
});

describe('when a tile cannot be chosen', () => {
  it('the Locomotive at engine 6, in both games ([000:L195], S-E3)', () => {
    const basic = withSeats(game(), { [THOMAS]: { engine: 6 } });
    expect(refusal(basic, take(THOMAS, 'locomotive'))).toMatchObject({ key: 'action.engineMax', en: 'Your engine is already at 6.' });
    let std = startSteam({ players: 3, edition: 'standard', map: actionMap() });
    while (std.phase !== 'selectActions') std = play(std, std.phase === 'capital' ? { type: 'acquireCapital', seat: who(std)!.seat, units: 0 } : { type: 'dropOut', seat: who(std)!.seat });
    std = withSeats(std, { [who(std)!.seat]: { engine: 6 } });
    expect(refusal(std, take(who(std)!.seat, 'locomotive'))).toMatchObject({ key: 'action.engineMax' });
  });

  it('Urbanization with no New City tile left, or every town a city: not even turned over ([000:L205], D4)', () => {
    const noTiles = { ...game(), newCityTiles: [] };
    expect(refusal(noTiles, take(THOMAS, 'urbanization'))).toEqual({ key: 'action.noNewCity', en: 'No New City tile is left.' });
    expect(refusal(noTiles, take(THOMAS, 'urbanization', true))).toEqual({ key: 'action.noNewCity', en: 'No New City tile is left.' });
    const s0 = game();
    const allCities = { ...s0, track: { ...s0.track, newCities: { '2,3': { letter: 'G', color: 'grey' as const }, '5,3': { letter: 'R', color: 'red' as const } } } };
    expect(refusal(allCities, take(THOMAS, 'urbanization'))).toEqual({ key: 'action.noTown', en: 'Every town is already a city.' });
    expect(refusal(allCities, take(THOMAS, 'urbanization', true))).toMatchObject({ key: 'action.noTown' });
    expect(steam.queries.actionOptions(noTiles, THOMAS).find((o) => o.action === 'urbanization')).toMatchObject({ mayForgo: false });
  });

  it('Goods supply that cannot be performed is taken only turned over (D34)', () => {
    const s0 = game();
    const empty = { ...s0, supply: s0.supply.map(() => []) };
    expect(refusal(empty, take(THOMAS, 'goodsSupply'))).toEqual({ key: 'action.noSupplyGroup', en: 'Every goods-supply field is empty: take it only turned over.' });
    expect(play(empty, take(THOMAS, 'goodsSupply', true)).players[THOMAS]).toMatchObject({ action: 'goodsSupply', forgone: true, cash: 0 });
    expect(refusal({ ...s0, supplyMarkersLeft: 0 }, take(THOMAS, 'goodsSupply'))).toEqual({ key: 'action.noSupplyMarker', en: 'No supply marker is left: take it only turned over.' });
    expect(refusal({ ...s0, supplied: ['1,1', '4,1'] }, take(THOMAS, 'goodsSupply'))).toEqual({
      key: 'action.noSupplyCity',
      en: 'Every city already has a supply marker: take it only turned over.',
    });
  });

  it('a seat that may take no free tile takes one of them without effect (D33)', () => {
    // Six players; five tiles gone; the sixth has engine 6 and no New City tile is left.
    let s = basicGame(actionMap(), 6, [0, 1, 2, 3, 4, 5]);
    s = play(s, take(0, 'turnOrder'), take(1, 'firstMove'), take(2, 'engineer'), take(3, 'firstBuild'), take(4, 'goodsSupply', true));
    s = withSeats({ ...s, newCityTiles: [] }, { 5: { engine: 6, cash: 0 } });
    expect(steam.legalMoves(s)).toEqual([take(5, 'locomotive'), take(5, 'urbanization')]);
    const after = play(s, take(5, 'locomotive'));
    expect(after.players[5]).toMatchObject({ action: 'locomotive', engine: 6, cash: 0, income: 0, forgone: true });
  });
});

describe('the pass option and the duty to perform', () => {
  it('basic: decided when the tile is taken; in the build phase it must be performed ([000:L183], [000:L235])', () => {
    let s = selectActions(game(), { [THOMAS]: 'goodsSupply', [MICHAEL]: 'firstBuild', [PAT]: 'engineer' });
    s = play(s, { type: 'endBuild', seat: MICHAEL });
    expect(who(s)).toEqual({ seat: THOMAS, decision: 'build' });
    expect(refusal(s, { type: 'forgoAction', seat: THOMAS })).toEqual({ key: 'action.forgoAtSelection', en: 'In the basic game a tile is turned over when it is taken, not later.' });
    expect(refusal(s, { type: 'endBuild', seat: THOMAS })).toEqual({
      key: 'build.mustPerform',
      params: { action: 'goodsSupply' },
      en: 'You took 5 Goods supply: perform it before you end your turn.',
    });
    // Building no track at all, he still performs it.
    s = play(s, { type: 'supplyGoods', seat: THOMAS, hex: '4,1', field: 0 }, { type: 'endBuild', seat: THOMAS });
    expect(who(s)).toEqual({ seat: PAT, decision: 'build' });
  });

  it('standard: no prices; the pass option only in the build phase ([000:L592-594])', () => {
    let s = startSteam({ players: 3, edition: 'standard', map: actionMap() });
    while (s.phase !== 'selectActions') s = play(s, s.phase === 'capital' ? { type: 'acquireCapital', seat: who(s)!.seat, units: 0 } : { type: 'dropOut', seat: who(s)!.seat });
    const [a, b, c] = s.turnOrder as [number, number, number];
    expect(refusal(s, take(a, 'goodsSupply', true))).toEqual({ key: 'action.forgoInBuild', en: 'In the standard game you decide in your build turn whether to perform it.' });
    s = play(s, take(a, 'goodsSupply'), take(b, 'locomotive'), take(c, 'urbanization'));
    // All free: no cash needed, none paid.
    expect(s.players.map((p) => [p.cash, p.income])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(s.players[b]!.engine).toBe(2);
    expect(who(s)).toEqual({ seat: a, decision: 'build' });
    expect(refusal(s, { type: 'endBuild', seat: a })).toEqual({
      key: 'build.performOrForgo',
      params: { action: 'goodsSupply' },
      en: 'Perform 5 Goods supply or forgo it before you end your turn.',
    });
    s = play(s, { type: 'forgoAction', seat: a });
    expect(s.players[a]).toMatchObject({ forgone: true });
    s = play(s, { type: 'endBuild', seat: a });
    expect(refusal(s, { type: 'forgoAction', seat: b })).toEqual({ key: 'action.nothingToForgo', en: 'You hold no Goods supply or Urbanization tile to forgo.' });
    s = play(s, { type: 'endBuild', seat: b }, { type: 'urbanize', seat: c, hex: '2,3', color: 'grey', field: 1 });
    expect(s.players[c]).toMatchObject({ performed: true, cash: 0 });
    expect(refusal(s, { type: 'forgoAction', seat: c })).toEqual({ key: 'supply.done', params: { action: 'urbanization' }, en: 'You have already performed 7 Urbanization this round.' });
  });

  it('a tile another player made impossible lapses: the build turn may end', () => {
    // Thomas (First build) takes the last cube group and marker city; Michael's Goods supply can no longer be done.
    const s0 = game();
    let s: SteamState = { ...s0, supply: s0.supply.map((g, i) => (i === 0 ? g : [])), supplied: ['1,1'] };
    s = selectActions(s, { [THOMAS]: 'urbanization', [MICHAEL]: 'goodsSupply', [PAT]: 'firstBuild' });
    s = play(s, { type: 'endBuild', seat: PAT }, { type: 'urbanize', seat: THOMAS, hex: '2,3', color: 'grey', field: 0 }, { type: 'endBuild', seat: THOMAS });
    const r = playWithEvents(s, { type: 'endBuild', seat: MICHAEL });
    expect(r.events.find((e) => e.type === 'actionLapsed')).toMatchObject({ seat: MICHAEL, action: 'goodsSupply' });
  });
});
