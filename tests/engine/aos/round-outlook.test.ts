// What the end of the round will do to a seat's money before he spends (round-outlook.ts, issue 14 §8): expenses
// ($1 per share + $1 per engine level, rules-spec §2.1.10), paid from cash plus the income collected just before
// (§2.1.9); each missing dollar costs 1 income; income below $0 puts the seat out of the game. Checked against the
// round's real end, in both editions.
import { describe, expect, it } from 'vitest';
import { draftOf } from '../../../src/engine/aos/draft';
import { startMoveGoods } from '../../../src/engine/aos/phases/goods';
import { roundOutlook } from '../../../src/engine/aos/round-outlook';
import { toAct, type Edition, type GameState } from '../../../src/engine/aos/index';
import { game, play } from './helpers';

type Economy = Partial<Pick<GameState['players'][number], 'cash' | 'income' | 'shares' | 'engine'>>;

function withSeat(s: GameState, seat: number, e: Economy): GameState {
  return { ...s, players: s.players.map((p, i) => (i === seat ? { ...p, ...e } : p)) };
}

/** A 3-player game at its first goods-moving turn, with the seats' money set as given. */
function atMoveGoods(edition: Edition, seats: Economy[]): GameState {
  let s = game(3, edition);
  seats.forEach((e, i) => (s = withSeat(s, i, e)));
  const d = draftOf({ ...s, turnOrder: [0, 1, 2] });
  startMoveGoods(d);
  return d.s;
}

describe('roundOutlook', () => {
  it('fine: cash plus income pays the expenses', () => {
    const s = withSeat(game(3), 0, { cash: 4, income: 3, shares: 4, engine: 2 });
    expect(roundOutlook(s, 0)).toEqual({ expenses: 6, income: 3, cashAfter: 4, short: 0, cashLeft: 1, outcome: 'fine' });
  });

  it('short: a spend that leaves too little costs income, dollar for dollar', () => {
    const s = withSeat(game(3), 0, { cash: 10, income: 2, shares: 4, engine: 2 });
    // $10 − $7 build = $3, + $2 income = $5 against $6 expenses: $1 short.
    expect(roundOutlook(s, 0, { spend: 7 })).toEqual({ expenses: 6, income: 2, cashAfter: 3, short: 1, cashLeft: 0, outcome: 'short' });
    // Exactly enough is fine.
    expect(roundOutlook(s, 0, { spend: 6 })?.outcome).toBe('fine');
  });

  it('out: when the income lost is more than the income', () => {
    const s = withSeat(game(3), 0, { cash: 5, income: 0, shares: 4, engine: 2 });
    expect(roundOutlook(s, 0)).toMatchObject({ short: 1, outcome: 'out' });
    const t = withSeat(game(3), 0, { cash: 3, income: 2, shares: 4, engine: 2 });
    // $3 − $2 + $2 income against $6: $3 short with $2 income: income would be −$1.
    expect(roundOutlook(t, 0, { spend: 2 })).toMatchObject({ short: 3, outcome: 'out' });
    // $2 short with $2 income: income 0, still playing.
    expect(roundOutlook(t, 0, { spend: 1 })).toMatchObject({ short: 2, outcome: 'short' });
  });

  it('a raised engine or new shares add to the expenses; shares bring cash', () => {
    const s = withSeat(game(3), 0, { cash: 3, income: 3, shares: 2, engine: 4 });
    expect(roundOutlook(s, 0)).toMatchObject({ expenses: 6, outcome: 'fine', cashLeft: 0 });
    expect(roundOutlook(s, 0, { engine: 1 })).toMatchObject({ expenses: 7, short: 1, outcome: 'short' });
    expect(roundOutlook(s, 0, { shares: 1, spend: -5 })).toMatchObject({ expenses: 7, cashAfter: 8, outcome: 'fine', cashLeft: 4 });
  });

  it("says nothing once the round's expenses are behind, or for a seat out of the game", () => {
    const s = withSeat(game(3), 0, { cash: 0, income: 0 });
    expect(roundOutlook({ ...s, phase: 'goodsGrowth' }, 0)).toBeNull();
    expect(roundOutlook(withSeat(s, 1, {}), 1)).not.toBeNull();
    expect(roundOutlook({ ...s, players: s.players.map((p, i) => (i === 1 ? { ...p, eliminated: true } : p)) }, 1)).toBeNull();
  });

  for (const edition of ['deluxe', '2002'] as const) {
    it(`${edition}: agrees with what the round's end then does (fine, short and out)`, () => {
      let s = atMoveGoods(edition, [
        { cash: 9, income: 1, shares: 3, engine: 2 }, // fine: $10 against $5, $5 left
        { cash: 1, income: 3, shares: 4, engine: 2 }, // short: $4 against $6, loses $2 income
        { cash: 0, income: 1, shares: 3, engine: 1 }, // out: $1 against $4, $3 short with $1 income
      ]);
      const told = [0, 1, 2].map((seat) => roundOutlook(s, seat)!);
      expect(told.map((o) => o.outcome)).toEqual(['fine', 'short', 'out']);
      // Everyone moves nothing in both goods rounds: the round ends (income, expenses, reduction).
      while (s.phase === 'moveGoods') s = play(s, { type: 'passGoods', seat: toAct(s)!.seat });
      expect(s.players.map((p) => p.eliminated)).toEqual(told.map((o) => o.outcome === 'out'));
      for (const seat of [0, 1]) {
        expect(s.players[seat]!.cash, `seat ${seat} cash`).toBe(told[seat]!.cashLeft);
      }
      // The short seat lost exactly the dollars it was told (its income after the reduction table, which is 0 below $11).
      expect(s.players[1]!.income).toBe(3 - told[1]!.short);
    });
  }
});
