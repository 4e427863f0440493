// Setup (rules-spec §2.1.2): AOS-SETUP-01, start-order dice with re-rolled ties, determinism, round counts (AOS-END-01).
import { describe, expect, it } from 'vitest';
import { countGoods, DISPLAY_FIELDS } from '../../../src/engine/aos/goods';
import { checkSetup, rollStartOrder, startGame } from '../../../src/engine/aos/setup';
import type { RngState } from '../../../src/engine/rng';
import { seedRng } from '../../../src/engine/rng';
import { toAct } from '../../../src/engine/aos/index';
import { game, MAP } from './helpers';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, color: (['blue', 'green', 'yellow', 'pink', 'grey', 'orange'] as const)[i]! }));

describe('setup', () => {
  it('AOS-SETUP-01: 52 display cubes, $10 + 2 shares, engine 1, income 0, Pittsburgh/Wheeling 3, other cities 2', () => {
    const s = game(4);
    expect(DISPLAY_FIELDS).toHaveLength(52);
    expect(DISPLAY_FIELDS.filter((f) => s.display[f] !== null)).toHaveLength(52);
    for (const p of s.players) expect(p).toMatchObject({ cash: 10, shares: 2, engine: 1, income: 0, eliminated: false });
    for (const place of MAP.places) {
      const n = s.cubes[place.hex]?.length ?? 0;
      if (place.kind === 'town') expect(n).toBe(0);
      else expect(n).toBe(place.id === 'pittsburgh' || place.id === 'wheeling' ? 3 : 2);
    }
    expect(countGoods(s)).toEqual({ red: 20, blue: 20, purple: 20, yellow: 20, black: 16, grey: 0, white: 0 });
    expect(s.townMarkersLeft).toBe(8);
    expect(Object.values(s.tileSupply).reduce((a, b) => a + b, 0)).toBe(136);
    expect(toAct(s)).toEqual({ seat: s.turnOrder[0], phase: 'issueShares', decision: 'issueShares' });
  });

  it('is deterministic per seed and differs between seeds', () => {
    expect(game(5, 'deluxe', 7)).toEqual(game(5, 'deluxe', 7));
    expect(game(5, 'deluxe', 7).display).not.toEqual(game(5, 'deluxe', 8).display);
  });

  it('orders by the sum of 3 dice, highest first, re-rolling ties among the tied players only', () => {
    for (let seed = 0; seed < 200; seed++) {
      const events: { type: string; rolls?: unknown }[] = [];
      const rng: RngState = seedRng(seed);
      const order = rollStartOrder([0, 1, 2, 3, 4, 5], rng, events);
      expect(order.toSorted()).toEqual([0, 1, 2, 3, 4, 5]);
      const first = (events[0]!.rolls as { seat: number; sum: number }[]).map((r) => r.sum);
      for (let i = 1; i < order.length; i++) expect(first[order[i - 1]!]! >= first[order[i]!]!).toBe(true);
    }
  });

  it('AOS-END-01 and D13: rounds 3:10, 4:8, 5:7, 6:6', () => {
    expect([3, 4, 5, 6].map((n) => game(n).options.rounds)).toEqual([10, 8, 7, 6]);
  });

  it('edition switches: growth dice, privilege limit, ownership lapse', () => {
    expect(game(3, 'deluxe').options).toMatchObject({ growthDiceCurrentPlayers: false, privilegeTwoBidderLimit: true, ownershipLapse: 'endOfBuildPhase' });
    expect(game(3, '2002').options).toMatchObject({ growthDiceCurrentPlayers: true, privilegeTwoBidderLimit: false, ownershipLapse: 'afterOwnersTurn' });
  });

  it('refuses setups the map or the rules do not allow', () => {
    const base = { ruleSystem: 'age-of-steam' as const, edition: 'deluxe' as const, map: MAP, seed: 1 };
    expect(checkSetup({ ...base, seats: seats(2) })).toEqual({ key: 'setup.playerCount', params: { count: 2, min: 3, max: 6 } });
    expect(checkSetup({ ...base, seats: [...seats(2), { name: 'x', color: 'blue' }] })).toEqual({ key: 'setup.duplicateColor' });
    expect(checkSetup({ ...base, seats: seats(3), seed: -1 })?.key).toBe('setup.seed');
    expect(checkSetup({ ...base, seats: seats(3), edition: '1999' as never })).toEqual({ key: 'setup.edition', params: { edition: '1999' } });
    expect(checkSetup({ ...base, seats: seats(3), ruleSystem: 'steam' as never })).toEqual({ key: 'setup.ruleSystem', params: { ruleSystem: 'steam' } });
    expect(() => startGame({ ...base, seats: seats(7) })).toThrow(/setup.playerCount/);
  });
});

describe('rounds option', () => {
  it('overrides the map table and travels in the record', async () => {
    const { toRecord } = await import('../../../src/engine/aos/index');
    const base = { ruleSystem: 'age-of-steam' as const, edition: 'deluxe' as const, map: MAP, seed: 1, seats: seats(4) };
    const s = startGame({ ...base, options: { rounds: 3 } }).state;
    expect(s.options.rounds).toBe(3);
    expect(toRecord(s, []).options).toEqual({ casualUndo: false, rounds: 3 });
    expect(toRecord(startGame(base).state, []).options).toEqual({ casualUndo: false });
    expect(checkSetup({ ...base, options: { rounds: 0 } })).toEqual({ key: 'setup.rounds', params: { rounds: '0' } });
  });
});
