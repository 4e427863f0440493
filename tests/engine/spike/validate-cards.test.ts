// parseSpikeCards: the committed cards pass against the board; each broken field is reported with its path and reason;
// hostile input never throws.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import type { LatticeBoard } from '../../../src/engine/lattice/types';
import type { SpikeCards } from '../../../src/engine/spike/cards';
import { parseSpikeCards } from '../../../src/engine/spike/validate-cards';

const read = (p: string) => readFileSync(resolve(import.meta.dirname, '../../..', p), 'utf8');
const board = JSON.parse(read('assets/lattice/spike-eastern-us.json')) as LatticeBoard;
const cards = JSON.parse(read('assets/spike/cards.json')) as SpikeCards;

function errorsOf(mutate: (c: SpikeCards) => void): string[] {
  const c = structuredClone(cards);
  mutate(c);
  const r = parseSpikeCards(c, board);
  return r.ok ? [] : r.errors;
}

it('accepts the committed cards and returns them', () => {
  expect(parseSpikeCards(cards, board)).toEqual({ ok: true, cards });
});

it('checks the header and the board they belong to', () => {
  expect(parseSpikeCards('x', board)).toEqual({ ok: false, errors: ['cards: not an object'] });
  expect(errorsOf((c) => (c.board = 'rust-belt'))).toEqual(['board: must be "spike-eastern-us", the board these cards are for']);
});

it('checks contract cards: three per good, cities of the board that do not make the good, no repeats, whole dollars', () => {
  expect(errorsOf((c) => (c.contracts[0]!.good = 'wood'))).toEqual(['contracts: cows has 2 cards, not 3', 'contracts: wood has 4 cards, not 3']);
  expect(errorsOf((c) => (c.contracts[0]!.sides[0].destinations[0]!.city = 'atlantis'))).toEqual([
    'contracts[0].sides[0].destinations[0].city: "atlantis" is not a city of the board',
  ]);
  expect(errorsOf((c) => (c.contracts[0]!.sides[0].destinations[0]!.city = 'chicago'))).toEqual([
    'contracts[0].sides[0].destinations[0].city: chicago makes cows itself',
  ]);
  const twice = cards.contracts[0]!.sides[0].destinations[1]!.city;
  expect(errorsOf((c) => (c.contracts[0]!.sides[0].destinations[0]!.city = twice))).toEqual([
    `contracts[0].sides[0].destinations[1].city: ${twice} is listed twice`,
  ]);
  expect(errorsOf((c) => (c.contracts[0]!.sides[0].destinations[0]!.pay = 2.5))).toEqual([
    'contracts[0].sides[0].destinations[0].pay: must be a whole number of dollars 1–99',
  ]);
  expect(errorsOf((c) => (c.contracts[1]!.sides[1].id = c.contracts[0]!.sides[0].id))).toEqual(['contracts[1].sides[1].id: duplicate id cows-1a']);
  expect(errorsOf((c) => c.contracts.pop())).toEqual(['contracts: must be 36 contract cards', 'contracts: cotton has 2 cards, not 3']);
});

it('checks route cards: 36, a top city, other cities listed once', () => {
  expect(errorsOf((c) => (c.routes[0]!.cities[0]!.city = c.routes[0]!.top))).toEqual([
    'routes[0].cities[0].city: indianapolis is the top city or listed twice',
  ]);
  expect(errorsOf((c) => (c.routes[1]!.top = 'nowhere'))).toEqual(['routes[1].top: "nowhere" is not a city of the board']);
  expect(errorsOf((c) => c.routes.push(structuredClone(c.routes[0]!)))).toEqual(['routes: must be 36 route cards', 'routes[36].id: duplicate id route-01']);
});

it('checks the box numbers: 10 rail cards per board colour, 3 time cards, the market, the train, the setup', () => {
  expect(errorsOf((c) => (c.rails[2]!.count = 9))).toEqual(['rails[2].count: must be 10']);
  expect(errorsOf((c) => (c.rails[0]!.color = 'purple'))).toEqual(['rails[0].color: must be "white"']);
  expect(errorsOf((c) => (c.timeCards[2]!.round = 2))).toEqual(['timeCards[2]: must be {id, round: 3}']);
  expect(errorsOf((c) => (c.market.columns = 3))).toEqual(['market: must be {columns: 4, rows: [3, 2, 1]}: one price marker per good']);
  expect(errorsOf((c) => (c.train.speed = [2, 3, 4]))).toEqual(['train.speed: starts at 1 ([003:L83])']);
  expect(errorsOf((c) => (c.train.tender = [2, 2, 3]))).toEqual(['train.tender: must be 3 rising whole numbers (the starting tile and two upgrades)']);
  expect(errorsOf((c) => (c.train.capacity = [1, 2, 4]))).toEqual(['train.capacity: must be [1, 2, 3]: one freight car, each upgrade adds one ([003:L93-101])']);
  expect(errorsOf((c) => (c.train.upgradeCosts = [3, 4]))).toEqual(['train.upgradeCosts: must be [3, 5] ([003:L200])']);
  expect(errorsOf((c) => (c.setup.handSize = 6))).toEqual(['setup.handSize: must be 5 ([003:L74-83])']);
});

it('survives hostile input', () => {
  for (const h of [
    {},
    { contracts: [null, 1, { sides: [null, { destinations: [null, { city: {} }] }] }], routes: 'x', rails: [null], timeCards: [7], market: [], train: { speed: 'fast' }, setup: null },
    { contracts: Array.from({ length: 5000 }, () => ({})) },
  ])
    expect(() => parseSpikeCards(h, board)).not.toThrow();
});
