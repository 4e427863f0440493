// Random full games on Southern U.S. (rules-spec §2.3.2) for every player count the map allows and both editions:
// every invariant after every move (the cotton cubes included: they leave the game when delivered) and an exact replay.
import { describe, expect, it } from 'vitest';
import { loadMap, runBatch } from './aos/random-harness';

const SOUTHERN_US = loadMap('southern-us');
const GAMES = Math.max(4, Math.round(Number(process.env.RANDOM_GAMES_PER_FILE ?? 250) / 10));

describe('random Southern U.S. games', () => {
  for (const players of [3, 4, 5, 6]) {
    for (const edition of ['deluxe', '2002'] as const) {
      it(`${players} players, ${edition}: ${GAMES} games keep every invariant and replay exactly`, () => {
        const seeds = Array.from({ length: GAMES }, (_, i) => 70_000 + players * 100 + i);
        const r = runBatch(players, edition, seeds, SOUTHERN_US);
        expect(r.problems.slice(0, 10)).toEqual([]);
        expect(r.finished).toBe(GAMES);
        expect(r.tiles).toBeGreaterThan(GAMES * 5);
        // The bot finds cotton routes to the ports as well as ordinary deliveries.
        expect(r.delivered.white ?? 0).toBeGreaterThan(0);
        expect(r.deliveries).toBeGreaterThan(r.delivered.white ?? 0);
      }, 120_000);
    }
  }
});
