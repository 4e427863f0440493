// The random full-game suite for one player count (issue 3 point 6), shared by tests/engine/random-games-<n>p.test.ts:
// one file per player count so vitest runs them in parallel; editions alternate per batch of 25 games.
import { describe, expect, it } from 'vitest';
import { runBatch } from './random-harness';

const GAMES = Number(process.env.RANDOM_GAMES_PER_FILE ?? 250);
const BATCH = 25;

export function randomGamesSuite(players: number): void {
  describe(`random ${players}-player games`, () => {
    for (let start = 0; start < GAMES; start += BATCH) {
      const edition = (start / BATCH) % 2 === 0 ? 'deluxe' : '2002';
      it(`games ${start}–${Math.min(GAMES, start + BATCH) - 1} (${edition}) keep every invariant and replay exactly`, () => {
        const seeds = Array.from({ length: Math.min(BATCH, GAMES - start) }, (_, i) => players * 1000 + start + i);
        const r = runBatch(players, edition, seeds);
        expect(r.problems.slice(0, 10)).toEqual([]);
        expect(r.games).toBe(seeds.length);
        expect(r.finished).toBe(seeds.length);
        // The bot builds track and delivers goods: games are not all passes.
        expect(r.tiles).toBeGreaterThan(seeds.length * 5);
        expect(r.deliveries).toBeGreaterThan(seeds.length);
      }, 120_000);
    }
  });
}
