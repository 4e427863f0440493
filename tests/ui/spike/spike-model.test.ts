// Spike panel helpers: a hand in the board's card order, a payment the player adjusts made into joker sets, and the
// check that a view shows no other seat's cards. (A network's cities and the end's ranking are engine queries now:
// tests/engine/spike/table-queries.test.ts and standings.test.ts.)
import { describe, expect, it } from 'vitest';
import { spike } from '../../../src/engine/spike/module';
import { TABLE } from '../../../src/engine/rule-system';
import { cardGroups, cardList, paymentFrom, seatsThatMayLook, showsOnly } from '../../../src/ui/rules/spike/spike-model';
import type { SpikeView } from '../../../src/ui/rules/spike/engine';
import { chooseCityAt, chosenCity } from '../../../src/ui/rules/spike/city-choice';
import { board as map, started } from '../../engine/spike/helpers';

describe('Spike panel helpers', () => {
  it('groups a hand by colour in the board palette order, leaving out empty colours', () => {
    const [first, second] = map.colors;
    const groups = cardGroups(map, { [second!.id]: 2, [first!.id]: 1, nothing: 0 });
    expect(groups.map((g) => [g.color, g.count])).toEqual([
      [first!.id, 1],
      [second!.id, 2],
    ]);
    expect(groups[0]!.pattern).toBe(first!.pattern);
    expect(cardList(map, { [second!.id]: 2, [first!.id]: 1 })).toBe(`${first!.id}, ${second!.id}, ${second!.id}`);
    expect(cardGroups(map, null)).toEqual([]);
  });

  it('makes adjusted cards into plain cards and joker sets, or null when they are no such payment', () => {
    expect(paymentFrom({ red: 2 }, { red: 2 })).toEqual({ direct: { red: 2 }, jokers: [] });
    expect(paymentFrom({ red: 1, blue: 2 }, { red: 1, green: 3 })).toEqual({ direct: { red: 1 }, jokers: [{ color: 'green', count: 3, as: 'blue' }] });
    // Too many cards of a colour, or a set one card short, is not a payment.
    expect(paymentFrom({ red: 1 }, { red: 2 })).toBeNull();
    expect(paymentFrom({ blue: 2 }, { green: 2 })).toBeNull();
    // Two sections of one colour paid by two sets of two other colours (the rule allows several sets per build): the
    // engine's payment search finds it; the panel's own greedy match did not.
    expect(paymentFrom({ blue: 2 }, { green: 2, red: 2 })).toEqual({ direct: {}, jokers: [{ color: 'green', count: 2, as: 'blue' }, { color: 'red', count: 2, as: 'blue' }] });
  });

  it('tells whether a view shows only one seat’s cards', () => {
    const res = started(3);
    expect(showsOnly(spike.viewFor(res.state, TABLE) as SpikeView, null)).toBe(true);
    expect(showsOnly(spike.viewFor(res.state, { seat: 1 }) as SpikeView, 1)).toBe(true);
    expect(showsOnly(spike.viewFor(res.state, { seat: 1 }) as SpikeView, 2)).toBe(false);
  });
});

describe('a tap on the lattice board', () => {
  it('chooses the city on the tapped point, and nothing on a bare point', () => {
    chosenCity.value = null;
    const city = map.places[3]!;
    expect(chooseCityAt(map, city.node)).toBe(city.id);
    expect(chosenCity.value).toBe(city.id);
    const bare = map.nodes.find((n) => !map.places.some((p) => p.node === n.id))!;
    expect(chooseCityAt(map, bare.id)).toBeNull();
    expect(chosenCity.value).toBe(city.id);
  });

  it('"My cards" offers only people, and nobody while a seat\'s own view is on screen', () => {
    const res = started(3);
    const table = spike.viewFor(res.state, TABLE) as SpikeView;
    expect(seatsThatMayLook(table, new Set())).toEqual(table.order);
    const bot = table.seats[table.order[1]!]!.color;
    expect(seatsThatMayLook(table, new Set([bot]))).toEqual(table.order.filter((s) => s !== table.order[1]));
    const own = spike.viewFor(res.state, { seat: 0 }) as SpikeView;
    expect(seatsThatMayLook(own, new Set())).toBeNull();
  });
});
