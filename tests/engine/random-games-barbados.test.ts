// Random full solo games on Barbados (rules-spec §2.3.4) in both editions: every invariant after every move (no purple
// cubes, New Cities A–D, the display's light top row only), the action markers, at most one share a round, no auction,
// and an exact replay. (The random player seldom survives ten rounds alone: the end and its money score are covered by
// tests/engine/aos/barbados.test.ts.)
import { describe, expect, it } from 'vitest';
import { loadMap, runBatch } from './aos/random-harness';
import type { GameState } from '../../src/engine/aos/index';

const BARBADOS = loadMap('barbados');
const GAMES = Math.max(8, Math.round(Number(process.env.RANDOM_GAMES_PER_FILE ?? 250) / 5));
const USED = new Set([...[1, 2, 3, 4, 5, 6].map((n) => `L${n}.0`), 'A.0', 'B.0', 'C.0', 'D.0']);

describe('random Barbados games', () => {
  for (const edition of ['deluxe', '2002'] as const) {
    it(`${edition}: ${GAMES} solo games keep every invariant and the map's rules, and replay exactly`, () => {
      const seeds = Array.from({ length: GAMES }, (_, i) => 60_000 + i);
      const broken: string[] = [];
      const check = (s: GameState, before: GameState | undefined) => {
        if (s.phase === 'auction') broken.push(`auction in round ${s.round}`);
        for (const [f, c] of Object.entries(s.display)) if (c !== null && !USED.has(f)) broken.push(`cube on ${f}`);
        if (Object.values(s.display).includes('purple') || s.bag.purple !== 0) broken.push('purple cube');
        if (before && s.players[0]!.shares - before.players[0]!.shares > 1) broken.push(`shares +${s.players[0]!.shares - before.players[0]!.shares}`);
        if (new Set(s.actionMarkers).size !== s.actionMarkers.length || s.actionMarkers.length > 4) broken.push(`markers ${s.actionMarkers.join(',')}`);
        if (s.phase === 'gameOver' && s.players[0]!.cash < 0) broken.push('negative money');
      };
      const r = runBatch(1, edition, seeds, BARBADOS, check);
      expect(r.problems.slice(0, 10)).toEqual([]);
      expect(broken.slice(0, 5)).toEqual([]);
      expect(r.finished).toBe(GAMES);
      expect(r.moveTypes.selectAction).toBeGreaterThan(GAMES * 2);
      expect(r.moveTypes.bid ?? 0).toBe(0);
    }, 120_000);
  }
});
