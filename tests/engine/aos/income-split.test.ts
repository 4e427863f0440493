// A delivery's income for the mover and for everyone else, as the deliveries panel shows and ranks it
// (engine/aos/round-info.ts incomeSplit): links, a map's mover bonus, and Western U.S.'s east–west bonus.
import { describe, expect, it } from 'vitest';
import { incomeSplit, moverIncome } from '../../../src/engine/aos/round-info';
import type { Delivery } from '../../../src/engine/track/types';

const delivery = (d: Partial<Delivery>): Delivery => ({ from: '0,0', color: 'red', to: '3,0', route: ['a', 'b', 'c'], stops: [], incomeBy: {}, ...d });

describe('incomeSplit', () => {
  it('counts the mover’s links for the mover and every other owner’s links for the others', () => {
    expect(incomeSplit(delivery({ incomeBy: { 0: 2, 1: 1 } }), 0)).toEqual({ own: 2, others: 1 });
    expect(incomeSplit(delivery({ incomeBy: { 1: 2, 2: 1 } }), 0)).toEqual({ own: 0, others: 3 });
  });

  it('gives a map’s mover bonus to the mover (Southern U.S. cotton)', () => {
    expect(incomeSplit(delivery({ incomeBy: { 0: 1, 1: 1 }, moverBonus: 1 }), 0)).toEqual({ own: 2, others: 1 });
  });

  it('counts the east–west bonus for the mover when it owns a link it may give it to, else for the others', () => {
    const own = delivery({ incomeBy: { 0: 1, 1: 2 }, bonusOwners: [0, 1] });
    expect(incomeSplit(own, 0)).toEqual({ own: 2, others: 2 });
    const theirs = delivery({ incomeBy: { 1: 2, 2: 1 }, bonusOwners: [1, 2] });
    expect(incomeSplit(theirs, 0)).toEqual({ own: 0, others: 4 });
  });

  it('splits every delivery of a seat so that the two parts add up to all the income it pays', () => {
    const d = delivery({ incomeBy: { 0: 1, 1: 2, 3: 1 }, moverBonus: 1, bonusOwners: [1, 3] });
    const total = 1 + 2 + 1 + 1 + 1; // the links, the mover bonus, the east–west bonus (given to seat 1 or 3)
    for (const seat of [0, 1]) {
      const { own, others } = incomeSplit(d, seat);
      // Seat 1 as mover would take the east–west bonus himself; the map's mover bonus is the mover's either way.
      expect(own + others, `seat ${seat}`).toBe(total);
      expect(own).toBe(moverIncome(d, seat));
    }
  });
});
