// Random full two-player games on St. Lucia (rules-spec §2.3.5) in both editions: every invariant after every move,
// the start-player payments instead of an auction, no Production and no goods growth, and an exact replay.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/aos/index';
import { loadMap, runBatch } from './aos/random-harness';

const ST_LUCIA = loadMap('st-lucia');
const GAMES = Math.max(8, Math.round(Number(process.env.RANDOM_GAMES_PER_FILE ?? 250) / 5));

describe('random St. Lucia games', () => {
  for (const edition of ['deluxe', '2002'] as const) {
    it(`${edition}: ${GAMES} two-player games keep every invariant and the map's rules, and replay exactly`, () => {
      const seeds = Array.from({ length: GAMES }, (_, i) => 50_000 + i);
      const broken: string[] = [];
      const check = (s: GameState) => {
        if (s.phase === 'auction' || s.phase === 'goodsGrowth' && s.production) broken.push(`${s.phase} in round ${s.round}`);
        if (Object.values(s.display).some((c) => c !== null)) broken.push('a cube on the display');
        if (s.round > 8) broken.push(`round ${s.round}`);
      };
      const r = runBatch(2, edition, seeds, ST_LUCIA, check);
      expect(r.problems.slice(0, 10)).toEqual([]);
      expect(broken.slice(0, 5)).toEqual([]);
      expect(r.finished).toBe(GAMES);
      expect((r.moveTypes.payStartPlayer ?? 0) + (r.moveTypes.declineStartPlayer ?? 0)).toBeGreaterThan(GAMES * 4);
      expect(r.moveTypes.build ?? 0).toBeGreaterThan(GAMES);
    }, 120_000);
  }
});
