// Spike's cards (assets/spike/cards.json): valid against the board, up to date with the board and the card design,
// exact counts, every good with sources and destinations, contract payments and route values growing with distance.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LatticeBoard } from '../../src/engine/lattice/types';
import type { SpikeCards } from '../../src/engine/spike/cards';
import { SPIKE_GOODS } from '../../src/engine/spike/components';
import { parseSpikeCards } from '../../src/engine/spike/validate-cards';
import { cityDistances, distanceFromSources, generateSpikeCards } from '../../tools/mapgen/lattice/spike-cards';
import { stableStringify } from '../../tools/mapgen/stable-json';

const read = (p: string) => readFileSync(resolve(import.meta.dirname, '../..', p), 'utf8');
const board = JSON.parse(read('assets/lattice/spike-eastern-us.json')) as LatticeBoard;
const text = read('assets/spike/cards.json');
const cards = JSON.parse(text) as SpikeCards;
const dist = cityDistances(board);
const fromSource = distanceFromSources(board, dist);

describe('Spike cards', () => {
  it('validate against the board', () => {
    const r = parseSpikeCards(cards, board);
    expect(r.ok ? [] : r.errors).toEqual([]);
  });

  it('are what the generator makes from the committed board (run npm run maps)', () => {
    expect(stableStringify(generateSpikeCards(board)) + '\n' === text, 'assets/spike/cards.json is out of date: run npm run maps').toBe(true);
  });

  it('count exactly as the box: 36 contracts (3 per good, 2 sides), 36 route cards, 60 rail cards, 3 time cards, 12 price markers', () => {
    expect(cards.contracts).toHaveLength(36);
    for (const good of SPIKE_GOODS) expect(cards.contracts.filter((c) => c.good === good), good).toHaveLength(3);
    expect(new Set(cards.contracts.flatMap((c) => c.sides.map((s) => s.id))).size).toBe(72);
    expect(cards.routes).toHaveLength(36);
    expect(new Set(cards.routes.map((r) => r.top)).size).toBe(36);
    expect(cards.rails.map((r) => r.count)).toEqual([10, 10, 10, 10, 10, 10]);
    expect(cards.rails.map((r) => r.color)).toEqual(board.colors.map((c) => c.id));
    expect(cards.timeCards.map((t) => t.round)).toEqual([1, 2, 3]);
    expect(cards.market.columns * cards.market.rows.length).toBe(12);
    expect(cards.market.rows).toEqual([3, 2, 1]);
    expect(cards.train).toEqual({ speed: [1, 2, 3], tender: [2, 3, 4], capacity: [1, 2, 3], upgradeCosts: [3, 5] });
    expect(cards.setup).toEqual({ handSize: 5, display: 4, trackPerPlayer: 45, twoPlayerRemovedPerColor: 3 });
  });

  it('give every good cities that make it and contract destinations that do not', () => {
    for (const good of SPIKE_GOODS) {
      const sources = board.places.filter((p) => p.good === good).map((p) => p.id);
      expect(sources.length, good).toBeGreaterThan(0);
      const dests = cards.contracts.filter((c) => c.good === good).flatMap((c) => c.sides.flatMap((s) => s.destinations.map((d) => d.city)));
      expect(dests.length, good).toBe(30);
      expect(dests.filter((c) => sources.includes(c)), good).toEqual([]);
      // Each side lists five different cities, and the two sides of a card share none.
      for (const c of cards.contracts.filter((k) => k.good === good)) {
        const [a, b] = c.sides.map((s) => new Set(s.destinations.map((d) => d.city)));
        expect(a!.size + b!.size, c.id).toBe(10);
        expect([...a!].filter((x) => b!.has(x)), c.id).toEqual([]);
      }
    }
  });

  it('pay more for a destination farther from the good\'s nearest source', () => {
    for (const good of SPIKE_GOODS) {
      const d = fromSource.get(good)!;
      const all = cards.contracts.filter((c) => c.good === good).flatMap((c) => c.sides.flatMap((s) => s.destinations));
      // One rule for the whole good: farther never pays less.
      for (const x of all) for (const y of all) if (d.get(x.city)! < d.get(y.city)!) expect(x.pay, `${good}: ${x.city} vs ${y.city}`).toBeLessThanOrEqual(y.pay);
      for (const c of cards.contracts.filter((k) => k.good === good))
        for (const s of c.sides) {
          const pays = s.destinations.map((x) => x.pay);
          expect(pays, s.id).toEqual(pays.toSorted((p, q) => p - q));
          // Every side lists a near and a far city (one per fifth of the distances), so its payments spread.
          expect(pays.at(-1)! - pays[0]!, s.id).toBeGreaterThanOrEqual(2);
        }
    }
  });

  it('value route-card cities by distance from the top city, the last (farthest) worth the most', () => {
    for (const r of cards.routes) {
      expect(r.cities, r.id).toHaveLength(4);
      const dt = dist.get(r.top)!;
      const ds = r.cities.map((c) => dt.get(c.city)!);
      expect(ds, r.id).toEqual(ds.toSorted((a, b) => a - b));
      const values = r.cities.map((c) => c.value);
      expect(values, r.id).toEqual(values.toSorted((a, b) => a - b));
      expect(values.at(-1)!, r.id).toBeGreaterThan(values.at(-2)!);
      expect(values.at(-1)!, r.id).toBeGreaterThanOrEqual(5);
    }
  });

  it('keep the rulebook\'s route example: Indianapolis to Tampa, $6 for Tampa + $1 for each of three others = $9 [003:L234]', () => {
    const r = cards.routes[0]!;
    expect(r.top).toBe('indianapolis');
    expect(r.cities.map((c) => c.city).toSorted()).toEqual(['columbia', 'jacksonville', 'raleigh', 'tampa']);
    const values = r.cities.map((c) => c.value);
    expect(r.cities.find((c) => c.city === 'tampa')!.value).toBe(6);
    expect(Math.max(...values) + (values.length - 1)).toBe(9);
  });
});
