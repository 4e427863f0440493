// Barbados, solo (rules-spec §2.3.4, deluxe 001:L854-902; decisions X12–X14): setup, one share a round, no auction, the
// four actions and their markers, two light growth dice, Production on the fields in use, New Cities A–D only, and the
// money score after paying $5 per share.
// oxlint-disable unicorn/consistent-function-scoping -- the scenario helpers sit beside the tests that use them
import { describe, expect, it } from 'vitest';
import { draftOf } from '../../../src/engine/aos/draft';
import { runAutomatic } from '../../../src/engine/aos/flow';
import { startBuild } from '../../../src/engine/aos/phases/build';
import { rollGrowth } from '../../../src/engine/aos/phases/growth';
import { scoreBreakdown } from '../../../src/engine/aos/score';
import { applyMove, checkSetup, legalMoves, mapGameOptions, newGame, replay, toAct, toRecord, variantKnown, type GameState } from '../../../src/engine/aos/index';
import { play, refuse } from './helpers';
import { loadMap } from './random-harness';

const MAP = loadMap('barbados');
const solo = (seed = 1, edition: 'deluxe' | '2002' = 'deluxe') => newGame({ ruleSystem: 'age-of-steam', edition, map: MAP, seats: [{ name: 'Petra', color: 'blue' }], seed });
const USED = [...[1, 2, 3, 4, 5, 6].map((n) => `L${n}.0`), 'A.0', 'B.0', 'C.0', 'D.0'];

describe('Barbados setup', () => {
  it('no purple, New Cities A–D, the light top row only (never red on A, blue on B), a cube on each yellow city, 10 rounds', () => {
    expect(variantKnown(MAP)).toBe(true);
    for (let seed = 1; seed <= 40; seed++) {
      const s = solo(seed);
      expect(s.bag.purple).toBe(0);
      expect(s.newCitiesLeft).toEqual(['A', 'B', 'C', 'D']);
      expect(s.options.rounds).toBe(10);
      for (const [f, c] of Object.entries(s.display)) expect(c === null, f).toBe(!USED.includes(f));
      expect(s.display['A.0']).not.toBe('red');
      expect(s.display['B.0']).not.toBe('blue');
      for (const p of MAP.places) expect(s.cubes[p.hex]?.length ?? 0, p.name).toBe(p.kind === 'city' && p.color === 'yellow' ? 1 : 0);
    }
  });
});

describe('Barbados easier game', () => {
  it('2 cubes on each yellow city instead of 1; the record keeps the option; other maps have none', () => {
    const setup = { ruleSystem: 'age-of-steam' as const, edition: 'deluxe' as const, map: MAP, seats: [{ name: 'Petra', color: 'blue' as const }], seed: 4, options: { easier: true } };
    const s = newGame(setup);
    expect(s.options.easier).toBe(true);
    for (const p of MAP.places) expect(s.cubes[p.hex]?.length ?? 0, p.name).toBe(p.kind === 'city' && p.color === 'yellow' ? 2 : 0);
    const rec = toRecord(s, []);
    expect(rec.options?.easier).toBe(true);
    const again = replay(JSON.parse(JSON.stringify(rec)), MAP);
    expect(again.ok && again.state).toEqual(s);
    expect(mapGameOptions(MAP)).toEqual(['easier']);
    const rust = loadMap('rust-belt');
    expect(mapGameOptions(rust)).toEqual([]);
    expect(checkSetup({ ...setup, map: rust, seats: [...setup.seats, { name: 'Daria', color: 'green' }, { name: 'Viola', color: 'yellow' }] })).toEqual({ key: 'setup.noEasierGame', params: { map: 'Rust Belt' } });
  });
});

describe('Barbados rounds', () => {
  it('one share a round at most, and no auction: the actions come next', () => {
    const s = solo();
    expect(legalMoves(s)).toEqual([
      { type: 'issueShares', seat: 0, count: 0 },
      { type: 'issueShares', seat: 0, count: 1 },
    ]);
    expect(refuse(s, { type: 'issueShares', seat: 0, count: 2 })).toEqual({ key: 'shares.perRound', params: { max: 1, count: 2 } });
    const t = play(s, { type: 'issueShares', seat: 0, count: 1 });
    expect(t.phase).toBe('selectActions');
    expect(t.auction).toBeNull();
  });

  it('four actions; a chosen one keeps its marker until all four carry one', () => {
    let s = play(solo(), { type: 'issueShares', seat: 0, count: 1 });
    const offered = () => legalMoves(s).map((m) => (m.type === 'selectAction' ? m.action : '')).toSorted();
    expect(offered()).toEqual(['engineer', 'locomotive', 'production', 'urbanization']);
    expect(refuse(s, { type: 'selectAction', seat: 0, action: 'firstBuild' }).key).toBe('action.notOnMap');
    const order = ['locomotive', 'engineer', 'urbanization', 'production'] as const;
    for (let round = 0; round < 4; round++) {
      const d = draftOf({ ...s, phase: 'issueShares', queue: [0] });
      s = play(d.s, { type: 'issueShares', seat: 0, count: 0 });
      // The markers of the earlier rounds are still there.
      expect(s.actionMarkers).toEqual(round === 0 ? [] : order.slice(0, round));
      if (round > 0) expect(refuse(s, { type: 'selectAction', seat: 0, action: order[0] }).key).toBe('action.marked');
      s = play(s, { type: 'selectAction', seat: 0, action: order[round]! });
    }
    expect(s.actionMarkers).toEqual([...order]);
    // The next action phase takes all four markers off.
    const next = play(draftOf({ ...s, phase: 'issueShares', queue: [0] }).s, { type: 'issueShares', seat: 0, count: 0 });
    expect(next.actionMarkers).toEqual([]);
    expect(legalMoves(next)).toHaveLength(4);
  });

  it('two growth dice for the light area, none for the dark; Production only on fields in use; no New City E', () => {
    const s = { ...solo(), phase: 'goodsGrowth' as const };
    const d = draftOf(s);
    rollGrowth(d);
    const dice = d.events.filter((e) => e.type === 'growthDice');
    expect(dice).toEqual([expect.objectContaining({ group: 'light', dice: expect.any(Array) })]);
    expect((dice[0]!.dice as number[]).length).toBe(2);
    const empty: GameState = { ...s, display: { ...s.display, 'L1.0': null }, production: { seat: 0, drawn: ['red'] } };
    expect(toAct(empty)?.decision).toBe('placeProduction');
    expect(legalMoves(empty)).toEqual([{ type: 'placeProduction', seat: 0, fields: ['L1.0'] }]);
    expect(refuse(empty, { type: 'placeProduction', seat: 0, fields: ['L1.1'] }).key).toBe('production.fieldNotInUse');
  });
});

describe('Barbados actions and dice, more', () => {
  it("an action works only in the round it is chosen; its marker only blocks; Locomotive at engine 6 may be chosen", () => {
    let s = play(solo(), { type: 'issueShares', seat: 0, count: 0 });
    s = play({ ...s, players: s.players.map((p) => ({ ...p, engine: 6 })) }, { type: 'selectAction', seat: 0, action: 'locomotive' });
    expect(s.players[0]!.engine).toBe(6);
    expect(s.actions.locomotive).toBe(0);
    const next = play(draftOf({ ...s, phase: 'issueShares', queue: [0] }).s, { type: 'issueShares', seat: 0, count: 0 });
    expect(next.actions.locomotive).toBeNull();
    expect(next.actionMarkers).toEqual(['locomotive']);
  });

  it('the 2002 edition rolls two light dice as well', () => {
    const s = { ...solo(1, '2002'), phase: 'goodsGrowth' as const };
    const d = draftOf(s);
    rollGrowth(d);
    const dice = d.events.filter((e) => e.type === 'growthDice');
    expect(dice.map((e) => [e.group, (e.dice as number[]).length])).toEqual([['light', 2]]);
  });

  it('bankrupt before the end: the game is over and lost, nothing to pay', () => {
    const s = solo();
    const d = draftOf({ ...s, round: 3, phase: 'advanceRound', turnOrder: [], players: s.players.map((p) => ({ ...p, eliminated: true, cash: 0 })) });
    runAutomatic(d);
    expect(d.s.phase).toBe('gameOver');
    expect(d.s.winners).toEqual([]);
    expect(d.events.some((e) => e.type === 'sharesRedeemed')).toBe(false);
  });
});

describe('Barbados end', () => {
  function end(cash: number, shares: number) {
    const s = solo();
    const d = draftOf({ ...s, round: 10, phase: 'advanceRound', players: s.players.map((p) => ({ ...p, cash, shares })) });
    runAutomatic(d);
    return { s: d.s, events: d.events };
  }

  it('pays $5 per share; the money left is the score', () => {
    const { s, events } = end(30, 4);
    expect(s.phase).toBe('gameOver');
    expect(s.players[0]!.cash).toBe(10);
    expect(s.winners).toEqual([0]);
    expect(events.find((e) => e.type === 'sharesRedeemed')).toMatchObject({ seat: 0, due: 20, lost: false, cash: 10 });
    expect(scoreBreakdown(s)[0]).toMatchObject({ scoring: 'money', total: 10, winner: true, sharesPenalty: 20, cashBefore: 30, cash: 10 });
  });

  it('who cannot pay loses', () => {
    const { s, events } = end(12, 4);
    expect(s.winners).toEqual([]);
    expect(s.players[0]!.cash).toBe(12);
    expect(events.find((e) => e.type === 'sharesRedeemed')).toMatchObject({ lost: true, due: 20 });
    expect(scoreBreakdown(s)[0]).toMatchObject({ total: -8, winner: false });
  });

  it('before the end, the score is the money after the payment due', () => {
    const s = { ...solo(), players: solo().players.map((p) => ({ ...p, cash: 17, shares: 3 })) };
    expect(scoreBreakdown(s)[0]).toMatchObject({ scoring: 'money', total: 2, cash: 17 });
    // Only New Cities A–D are in the game.
    const d = draftOf({ ...s, turnOrder: [0], actions: { ...s.actions, urbanization: 0 } });
    startBuild(d);
    const town = MAP.places.find((p) => p.kind === 'town')!.hex;
    expect(refuse(d.s, { type: 'urbanize', seat: 0, hex: town, letter: 'E' })).toEqual({ key: 'urbanize.notInGame', params: { letter: 'E' } });
    expect(applyMove(d.s, { type: 'urbanize', seat: 0, hex: town, letter: 'D' }).ok).toBe(true);
  });
});
