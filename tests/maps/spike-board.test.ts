// The Spike board (assets/lattice/spike-eastern-us.json): valid, up to date with its recipe, every city reachable,
// colours balanced over the board and by region, every neighbouring city within a buildable route, goods by region.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLattice } from '../../src/engine/lattice/validate';
import type { LatticeBoard } from '../../src/engine/lattice/types';
import { spikeBoardProblems } from '../../src/engine/spike/board';
import { SPIKE_GOODS } from '../../src/engine/spike/components';
import { loadGeoData } from '../../tools/mapgen/geodata';
import { generateLattice } from '../../tools/mapgen/lattice/generate';
import { LATTICE_RECIPES } from '../../tools/mapgen/lattice/index';
import { cityRoutes, colorCounts, mixedPointShare, nearestNeighbours, regionalColorCounts } from '../../tools/mapgen/lattice/spike-checks';
import { stableStringify } from '../../tools/mapgen/stable-json';

const PATH = resolve(import.meta.dirname, '../../assets/lattice/spike-eastern-us.json');
const text = readFileSync(PATH, 'utf8');
const parsed = parseLattice(JSON.parse(text));
const board = (parsed.ok ? parsed.board : undefined) as LatticeBoard;

describe('spike-eastern-us board', () => {
  it('is a valid lattice board and a valid Spike board', () => {
    expect(parsed.ok ? [] : parsed.errors).toEqual([]);
    expect(spikeBoardProblems(board)).toEqual([]);
  });

  it('is what its recipe generates (run npm run maps)', () => {
    const recipe = LATTICE_RECIPES.find((r) => r.id === 'spike-eastern-us')!;
    const fresh = stableStringify(generateLattice(recipe, loadGeoData()).board) + '\n';
    expect(fresh === text, 'assets/lattice/spike-eastern-us.json is out of date: run npm run maps').toBe(true);
  }, 60_000); // loading the geodata and projecting the coast takes seconds on a busy machine

  it('names the cities of the rulebook examples, Norfolk with pigs as scored there [003:L188]', () => {
    const ids = board.places.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining(['topeka', 'norfolk', 'indianapolis', 'raleigh', 'columbia', 'jacksonville', 'tampa']));
    expect(board.places.find((p) => p.id === 'norfolk')!.good).toBe('pigs');
  });

  it('gives every good three to five cities, by region', () => {
    for (const good of SPIKE_GOODS) {
      const n = board.places.filter((p) => p.good === good).length;
      expect(n, good).toBeGreaterThanOrEqual(3);
      expect(n, good).toBeLessThanOrEqual(5);
    }
  });

  it('reaches every city from every other over passable segments, with impassable water crossings present', () => {
    const routes = cityRoutes(board);
    // Each city's own routes reach some cities; together the "route reaches" relation connects all of them.
    const seen = new Set([board.places[0]!.id]);
    const queue = [board.places[0]!.id];
    for (let i = 0; i < queue.length; i++)
      for (const other of routes.get(queue[i]!)!.keys())
        if (!seen.has(other)) {
          seen.add(other);
          queue.push(other);
        }
    expect(seen.size).toBe(board.places.length);
    expect(board.segments.filter((s) => s.color === 'impassable').length).toBeGreaterThan(0);
  });

  it('balances the six colours over the whole board (within 2 %) and in every region (12–21 % each)', () => {
    const counts = [...colorCounts(board).values()];
    const total = counts.reduce((a, b) => a + b, 0);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(Math.ceil(total * 0.02));
    for (const region of regionalColorCounts(board, 3)) {
      const n = [...region.values()].reduce((a, b) => a + b, 0);
      if (n < 60) continue; // sea-side corners hold too few segments to mean anything
      for (const [color, c] of region) {
        expect(c / n, `${color} in a region of ${n}`).toBeGreaterThanOrEqual(0.12);
        expect(c / n, `${color} in a region of ${n}`).toBeLessThanOrEqual(0.21);
      }
    }
    // Most points offer six different colours, so a route asks for a mix of cards.
    expect(mixedPointShare(board)).toBeGreaterThan(0.5);
  });

  it('puts every city within a short route of its nearest cities: buildable with a hand of at most 10 cards', () => {
    for (const [id, near] of nearestNeighbours(board, 3)) {
      expect(near.length, id).toBe(3);
      expect(near[0]![1], `${id} to ${near[0]![0]}`).toBeLessThanOrEqual(5);
      // A route of L segments takes L matching cards (fewer never, more only with jokers).
      for (const [other, length] of near) expect(length, `${id} to ${other}`).toBeLessThanOrEqual(10);
    }
  });
});
