// Paying for a route with rail cards and joker sets ([003:L174], [003:L176-182], SPIKE-JOKER-01): the exact check
// refuses every kind of wrong payment with its reason; the cheapest payment plays as few cards as a brute force over
// every possible payment finds, over thousands of random small hands; ties keep the hand's scarcest colours.
import { describe, expect, it } from 'vitest';
import { randomInt, seedRng } from '../../../src/engine/rng';
import { canPay, cardCount, cardsOf, cheapestPayment, extraCards, paymentProblem, type Hand, type JokerSet, type Payment } from '../../../src/engine/spike/payment';

describe('SPIKE-JOKER-01: n cards of one colour stand for n − 1 of another', () => {
  it.each([
    { color: 'white', count: 2, substitutes: 1 },
    { color: 'blue', count: 3, substitutes: 2 },
    { color: 'red', count: 4, substitutes: 3 },
  ])('$count $color cards pay $substitutes sections of another colour', ({ color, count, substitutes }) => {
    const needs = { green: substitutes };
    const hand = { [color]: count };
    const pay: Payment = { direct: {}, jokers: [{ color, count, as: 'green' }] };
    expect(paymentProblem(needs, hand, pay)).toBeNull();
    expect(cheapestPayment(needs, hand)).toEqual(pay);
    // One card short of the set: not payable.
    expect(cheapestPayment(needs, { [color]: count - 1 })).toBeNull();
  });

  it('several sets in one build, and one colour split over two sets', () => {
    const needs = { green: 1, black: 2 };
    const hand = { white: 5 };
    const pay: Payment = { direct: {}, jokers: [{ color: 'white', count: 2, as: 'green' }, { color: 'white', count: 3, as: 'black' }] };
    expect(paymentProblem(needs, hand, pay)).toBeNull();
    expect(cardCount(cheapestPayment(needs, hand)!)).toBe(5);
    expect(cardsOf(cheapestPayment(needs, hand)!)).toEqual({ white: 5 });
  });
});

describe('paymentProblem refuses', () => {
  const needs = { red: 2, blue: 1 };
  const hand = { red: 1, blue: 1, white: 3 };
  it('a section left unpaid', () => {
    expect(paymentProblem(needs, hand, { direct: { red: 1, blue: 1 }, jokers: [] })).toEqual({ key: 'payment.sectionsUnpaid', params: { color: 'red', need: 2, paid: 1 } });
  });
  it('a card played for nothing (a set too big, or a colour the route lacks)', () => {
    expect(paymentProblem(needs, hand, { direct: { red: 1, blue: 1 }, jokers: [{ color: 'white', count: 3, as: 'red' }] })).toEqual({
      key: 'payment.overpaid',
      params: { color: 'red', need: 2, paid: 3 },
    });
    expect(paymentProblem(needs, { ...hand, red: 2, green: 1 }, { direct: { red: 2, blue: 1, green: 1 }, jokers: [] })).toEqual({
      key: 'payment.overpaid',
      params: { color: 'green', need: 0, paid: 1 },
    });
  });
  it('a set of one card, or a set standing for its own colour', () => {
    expect(paymentProblem(needs, hand, { direct: { red: 1, blue: 1 }, jokers: [{ color: 'white', count: 1, as: 'red' }] })?.key).toBe('payment.jokerTooSmall');
    expect(paymentProblem({ red: 2 }, { red: 3 }, { direct: { red: 1 }, jokers: [{ color: 'red', count: 2, as: 'red' }] })?.key).toBe('payment.jokerSameColor');
  });
  it('cards the hand does not hold, without saying how many it holds (a probe by another viewer reads no hand)', () => {
    expect(paymentProblem(needs, { red: 1, blue: 1, white: 1 }, { direct: { red: 1, blue: 1 }, jokers: [{ color: 'white', count: 2, as: 'red' }] })).toEqual({
      key: 'payment.notInHand',
      params: { color: 'white', need: 2 },
    });
  });
  it('malformed numbers', () => {
    expect(paymentProblem(needs, hand, { direct: { red: 1.5, blue: 1 }, jokers: [] })?.key).toBe('payment.malformed');
    expect(paymentProblem(needs, hand, { direct: { red: -1, blue: 1 }, jokers: [] })?.key).toBe('payment.malformed');
  });
  it('colours named like inherited properties ("constructor", "toString") as colours no one holds', () => {
    // Read as h[c], an object's inherited members stood in for counts and every comparison with them failed open.
    expect(paymentProblem(needs, hand, { direct: { red: 1, blue: 1 }, jokers: [{ color: 'constructor', count: 2, as: 'red' }] })).toEqual({
      key: 'payment.notInHand',
      params: { color: 'constructor', need: 2 },
    });
    expect(paymentProblem(needs, hand, { direct: { red: 2, blue: 1, toString: 1 }, jokers: [] })).toEqual({
      key: 'payment.overpaid',
      params: { color: 'toString', need: 0, paid: 1 },
    });
    expect(paymentProblem({ ...needs, valueOf: 1 }, hand, { direct: { red: 1, blue: 1 }, jokers: [{ color: 'white', count: 2, as: 'red' }] })?.key).toBe('payment.sectionsUnpaid');
    expect(cheapestPayment({ constructor: 1 }, { red: 3 })).toEqual({ direct: {}, jokers: [{ color: 'red', count: 2, as: 'constructor' }] });
    expect(extraCards({ constructor: 1 }, { red: 3 })).toBe(1);
    expect(extraCards({ constructor: 1 }, { red: 1 })).toBeNull();
  });
  it('and accepts the exact payment', () => {
    expect(paymentProblem(needs, hand, { direct: { red: 1, blue: 1 }, jokers: [{ color: 'white', count: 2, as: 'red' }] })).toBeNull();
  });
});

describe('cheapestPayment', () => {
  it('pays directly when it can, and keeps the colours the hand has fewest of on a tie', () => {
    expect(cheapestPayment({ red: 2 }, { red: 3, white: 2 })).toEqual({ direct: { red: 2 }, jokers: [] });
    // Either 2 white or 2 blue pay the red section: white is the scarcer colour, so blue is spent.
    expect(cheapestPayment({ red: 1 }, { white: 2, blue: 3 })).toEqual({ direct: {}, jokers: [{ color: 'blue', count: 2, as: 'red' }] });
    expect(cheapestPayment({ red: 1 }, { white: 3, blue: 2 })).toEqual({ direct: {}, jokers: [{ color: 'white', count: 2, as: 'red' }] });
  });

  it('prefers one big set over two small ones (fewer cards)', () => {
    // 3 red sections, no red card: one set of 4 blue (4 cards) beats 2 blue + 3 white (5 cards).
    expect(cheapestPayment({ red: 3 }, { blue: 4, white: 3 })).toEqual({ direct: {}, jokers: [{ color: 'blue', count: 4, as: 'red' }] });
  });

  it('matches a brute force over every payment, on random small hands', () => {
    const colors = ['a', 'b', 'c', 'd'];
    const rng = seedRng(19);
    let payable = 0;
    for (let round = 0; round < 2000; round++) {
      const hand: Record<string, number> = {};
      const needs: Record<string, number> = {};
      for (const c of colors) {
        hand[c] = randomInt(rng, 5);
        needs[c] = randomInt(rng, 3);
      }
      const best = bruteForce(needs, hand);
      const got = cheapestPayment(needs, hand);
      expect(canPay(needs, hand), JSON.stringify({ needs, hand })).toBe(best !== null);
      if (best === null) expect(extraCards(needs, hand)).toBeNull();
      if (best === null) {
        expect(got).toBeNull();
        continue;
      }
      payable++;
      expect(got, JSON.stringify({ needs, hand })).not.toBeNull();
      expect(paymentProblem(needs, hand, got!)).toBeNull();
      expect(cardCount(got!), JSON.stringify({ needs, hand, got })).toBe(best);
      expect(extraCards(needs, hand), JSON.stringify({ needs, hand })).toBe(best - Object.values(needs).reduce((a, b) => a + b, 0));
    }
    // The sample must hold both kinds, and many payable hands that need jokers.
    expect(payable).toBeGreaterThan(400);
    expect(payable).toBeLessThan(1900);
  }, 30_000);
});

/**
 * Fewest cards of any exact payment, found by trying every one: any number of direct cards per colour, then every way
 * to cover what is left with sets of any size of any other colour (one colour may give several sets). null if none.
 */
function bruteForce(needs: Hand, hand: Hand): number | null {
  const colors = [...new Set([...Object.keys(needs), ...Object.keys(hand)])];
  let best: number | null = null;
  const left: Record<string, number> = { ...hand };
  const short: Record<string, number> = {};
  const sets: JokerSet[] = [];
  const cover = (cards: number): void => {
    const y = colors.find((c) => (short[c] ?? 0) > 0);
    if (y === undefined) {
      // Each full payment found is itself checked as exact.
      const pay: Payment = { direct: Object.fromEntries(colors.map((c) => [c, (needs[c] ?? 0) - paidBySets(c)])), jokers: sets.map((s) => ({ ...s })) };
      expect(paymentProblem(needs, hand, pay)).toBeNull();
      if (best === null || cards < best) best = cards;
      return;
    }
    for (const x of colors) {
      if (x === y) continue;
      for (let k = 2; k <= left[x]! && k - 1 <= short[y]!; k++) {
        left[x]! -= k;
        short[y]! -= k - 1;
        sets.push({ color: x, count: k, as: y });
        cover(cards + k);
        sets.pop();
        short[y]! += k - 1;
        left[x]! += k;
      }
    }
  };
  const paidBySets = (c: string): number => sets.filter((s) => s.as === c).reduce((n, s) => n + s.count - 1, 0);
  const direct = (i: number, cards: number): void => {
    if (i === colors.length) return cover(cards);
    const c = colors[i]!;
    const need = needs[c] ?? 0;
    for (let d = 0; d <= Math.min(need, hand[c] ?? 0); d++) {
      left[c] = (hand[c] ?? 0) - d;
      short[c] = need - d;
      direct(i + 1, cards + d);
    }
  };
  direct(0, 0);
  return best;
}
