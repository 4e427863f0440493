// Phase 9 (rules-spec §2.1.12): AOS-GROW-01 (deluxe), AOS-GROW-02 (2002), dice count, Production.
import { describe, expect, it } from 'vitest';
import { draftOf } from '../../../src/engine/aos/draft';
import { DISPLAY_FIELDS, countGoods } from '../../../src/engine/aos/goods';
import { resolveGrowthDice, rollGrowth, startGrowth } from '../../../src/engine/aos/phases/growth';
import { applyMove, legalMoves, type GameState } from '../../../src/engine/aos/index';
import type { GoodsColor } from '../../../src/engine/map/types';
import { game, refuse } from './helpers';

const KANSAS = '1,4'; // light 3
const DES_MOINES = '4,4'; // light 4
const INDIANAPOLIS = '6,5'; // a town

function withDisplay(s: GameState, fields: Record<string, GoodsColor | null>, newCity: string): GameState {
  const display = { ...s.display };
  for (const f of DISPLAY_FIELDS) display[f] = null;
  Object.assign(display, fields);
  const color = newCity === 'A' ? 'red' : 'blue';
  return { ...s, display, cubes: {}, track: { ...s.track, newCities: { [INDIANAPOLIS]: { letter: newCity, color } } } };
}

describe('goods growth', () => {
  it('AOS-GROW-01 (deluxe, New City A built): dice 3, 3, 4', () => {
    const s = withDisplay(
      { ...game(3), round: 2 },
      { 'L3.0': 'red', 'L3.1': 'blue', 'L3.2': 'yellow', 'A.0': 'purple', 'A.1': 'black', 'L4.0': null, 'L4.1': 'blue', 'L4.2': 'red', 'B.0': 'yellow', 'B.1': 'black' },
      'A',
    );
    const d = draftOf(s);
    resolveGrowthDice(d, 'light', [3, 3, 4]);
    expect(d.s.cubes[KANSAS]).toEqual(['red', 'blue']);
    expect(d.s.cubes[INDIANAPOLIS]).toEqual(['purple', 'black']);
    expect(d.s.cubes[DES_MOINES]).toEqual(['blue']);
    expect(d.s.display['L3.2']).toBe('yellow');
    expect(d.s.display['L4.2']).toBe('red');
    expect([d.s.display['B.0'], d.s.display['B.1']]).toEqual(['yellow', 'black']);
  });

  it('AOS-GROW-02 (2002, New City B built): dice 3, 3, 4', () => {
    const s = withDisplay(
      game(3, '2002'),
      { 'L3.0': 'red', 'L3.1': 'blue', 'L3.2': 'yellow', 'A.0': 'purple', 'A.1': 'black', 'L4.0': 'yellow', 'L4.1': 'blue', 'L4.2': 'red', 'B.0': 'purple', 'B.1': 'black' },
      'B',
    );
    const d = draftOf(s);
    resolveGrowthDice(d, 'light', [3, 3, 4]);
    expect(d.s.cubes[KANSAS]).toEqual(['red', 'blue']);
    expect(d.s.cubes[DES_MOINES]).toEqual(['yellow']);
    expect(d.s.cubes[INDIANAPOLIS]).toEqual(['purple']);
    expect([d.s.display['A.0'], d.s.display['A.1']]).toEqual(['purple', 'black']);
  });

  it('an empty column ignores its die', () => {
    const s = withDisplay(game(3), {}, 'A');
    const d = draftOf(s);
    resolveGrowthDice(d, 'light', [1, 2, 3, 4, 5, 6]);
    expect(d.s.cubes).toEqual({});
  });

  it('dark dice feed the dark cities', () => {
    const s = withDisplay(game(3), { 'D5.0': 'yellow', 'L5.0': 'red' }, 'A');
    const d = draftOf(s);
    resolveGrowthDice(d, 'dark', [5]);
    expect(d.s.cubes['9,7']).toEqual(['yellow']);
    expect(d.s.display['L5.0']).toBe('red');
  });

  it('dice per area: players at the start (deluxe), players still in (2002)', () => {
    for (const [edition, expected] of [['deluxe', 4], ['2002', 3]] as const) {
      const s = game(4, edition);
      const t = { ...s, turnOrder: s.turnOrder.slice(1), players: s.players.map((p, i) => (i === s.turnOrder[0] ? { ...p, eliminated: true } : p)) };
      const d = draftOf(t);
      rollGrowth(d);
      const dice = d.events.filter((e) => e.type === 'growthDice').map((e) => (e.dice as number[]).length);
      expect(dice).toEqual([expected, expected]);
      expect(countGoods(d.s)).toEqual(s.goodsTotal);
    }
  });

  it('Production draws 2 cubes onto empty fields of the holder’s choice', () => {
    const s = withDisplay({ ...game(3), actions: { ...game(3).actions, production: 1 } }, { 'L1.0': 'red' }, 'A');
    const d = draftOf(s);
    startGrowth(d);
    expect(d.s.production?.seat).toBe(1);
    expect(d.s.production?.drawn).toHaveLength(2);
    const t = d.s;
    expect(refuse(t, { type: 'placeProduction', seat: 1, fields: ['L1.0', 'L2.0'] })).toEqual({ key: 'production.fieldTaken', params: { field: 'L1.0' } });
    expect(refuse(t, { type: 'placeProduction', seat: 1, fields: ['L2.0', 'L2.0'] })).toEqual({ key: 'production.sameField', params: { field: 'L2.0' } });
    expect(refuse(t, { type: 'placeProduction', seat: 1, fields: ['L2.0'] })).toEqual({ key: 'production.fieldCount', params: { count: 2, given: 1 } });
    expect(refuse(t, { type: 'placeProduction', seat: 0, fields: [] }).key).toBe('turn.notYourTurn');
    expect(refuse(t, { type: 'placeProduction', seat: 1, fields: ['Z9.0', 'L2.0'] }).key).toBe('move.malformed.field');
    // The growth dice follow at once and may move the cubes on, so the placement is read from the event.
    const r = applyMove(t, { type: 'placeProduction', seat: 1, fields: ['L3.0', 'L2.0'] });
    expect(r.ok && r.events.find((e) => e.type === 'productionPlaced')).toEqual({ type: 'productionPlaced', seat: 1, fields: ['L3.0', 'L2.0'], cubes: t.production!.drawn });
  });

  it('Production: drawn cubes cannot be put back after everybody has seen them (001:L608-611)', () => {
    const s = withDisplay({ ...game(3), actions: { ...game(3).actions, production: 1 } }, { 'L1.0': 'red' }, 'A');
    const d = draftOf(s);
    startGrowth(d);
    expect(refuse(d.s, { type: 'placeProduction', seat: 1, fields: [] })).toEqual({ key: 'production.fieldCount', params: { count: 2, given: 0 } });
    const legal = legalMoves(d.s).filter((m) => m.type === 'placeProduction');
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every((m) => m.type === 'placeProduction' && m.fields.length === 2)).toBe(true);
  });

  it('Production with no empty field draws nothing (2002 round 1, O14)', () => {
    const s = game(3, '2002');
    const d = draftOf({ ...s, actions: { ...s.actions, production: 0 } });
    startGrowth(d);
    expect(d.s.production).toBeNull();
    expect(d.events.some((e) => e.type === 'productionNothing')).toBe(true);
  });
});
