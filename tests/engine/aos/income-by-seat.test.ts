// Who profits from a delivery, seat by seat (engine/aos/round-info.ts incomeBySeat, issue 14 §12): the deliveries
// panel names each owner ("you +3, Daria +1") instead of "others +1".
import { describe, expect, it } from 'vitest';
import { incomeBySeat, incomeSplit, moverIncome } from '../../../src/engine/aos/round-info';
import type { Delivery } from '../../../src/engine/track/types';

const delivery = (d: Partial<Delivery>): Delivery => ({ from: '0,0', color: 'red', to: '3,0', route: ['a', 'b', 'c'], stops: [], incomeBy: {}, ...d });

describe('incomeBySeat', () => {
  it('names the mover first, then every other owner with his links, in seat order', () => {
    expect(incomeBySeat(delivery({ incomeBy: { 2: 1, 0: 3, 1: 1 } }), 0)).toEqual([
      { seat: 0, income: 3 },
      { seat: 1, income: 1 },
      { seat: 2, income: 1 },
    ]);
  });

  it('keeps the mover even when he earns nothing, and leaves out owners who earn nothing', () => {
    expect(incomeBySeat(delivery({ incomeBy: { 1: 2, 3: 0 } }), 0)).toEqual([
      { seat: 0, income: 0 },
      { seat: 1, income: 2 },
    ]);
  });

  it('gives the mover bonus to the mover and the east–west bonus to whom it goes', () => {
    const d = delivery({ incomeBy: { 0: 1, 1: 2, 2: 1 }, moverBonus: 1, bonusOwners: [1, 2] });
    // The mover owns no link the bonus may go to: by default the first owner gets it.
    expect(incomeBySeat(d, 0)).toEqual([
      { seat: 0, income: 2 },
      { seat: 1, income: 3 },
      { seat: 2, income: 1 },
    ]);
    // The mover gives it to seat 2 instead.
    expect(incomeBySeat(d, 0, 2)).toEqual([
      { seat: 0, income: 2 },
      { seat: 1, income: 2 },
      { seat: 2, income: 2 },
    ]);
  });

  it('with the default bonus, agrees with incomeSplit and moverIncome', () => {
    const ds = [
      delivery({ incomeBy: { 0: 1, 1: 2, 3: 1 }, moverBonus: 1, bonusOwners: [1, 3] }),
      delivery({ incomeBy: { 0: 1, 1: 2 }, bonusOwners: [0, 1] }),
      delivery({ incomeBy: { 1: 2, 2: 1 } }),
    ];
    for (const d of ds)
      for (const seat of [0, 1, 2]) {
        const [mover, ...others] = incomeBySeat(d, seat);
        expect(mover).toEqual({ seat, income: moverIncome(d, seat) });
        expect(others.reduce((n, o) => n + o.income, 0)).toBe(incomeSplit(d, seat).others);
      }
  });
});
