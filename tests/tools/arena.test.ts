// The arena (npm run arena, issue 21): its statistics and seat rotation, and one game of each registered system with a
// bot played to the end through the rule-system interface, with standings that agree with the system's own summary
// and winners that are the best scores of the seats still in.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BoardMap } from '../../src/engine/map/types';
import { PLAYER_COLORS } from '../../src/engine/record';
import { TABLE } from '../../src/engine/rule-system';
import { ruleSystems } from '../../src/engine/rule-systems';
import { playArenaGame, rotation, wilson } from '../../tools/arena';

const mapOf = (id: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../assets/maps/${id}.json`), 'utf8')) as BoardMap;

describe('arena statistics', () => {
  it('the Wilson interval brackets the rate and narrows with more games', () => {
    const [lo, hi] = wilson(25, 100);
    expect(lo).toBeCloseTo(0.175, 2);
    expect(hi).toBeCloseTo(0.343, 2);
    const [lo4, hi4] = wilson(100, 400);
    expect(hi4 - lo4).toBeLessThan(hi - lo);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(10, 10)[1]).toBe(1);
  });

  it('rotation puts the tested bot in every seat once, the others in order around it', () => {
    const seats = ['hard', 'medium', 'easy', 'baseline'] as const;
    expect([0, 1, 2, 3].map((r) => rotation([...seats], r))).toEqual([
      ['hard', 'medium', 'easy', 'baseline'],
      ['medium', 'hard', 'easy', 'baseline'],
      ['medium', 'easy', 'hard', 'baseline'],
      ['medium', 'easy', 'baseline', 'hard'],
    ]);
  });
});

describe('an arena game of each system', () => {
  for (const [id, map] of [
    ['age-of-steam', 'rust-belt'],
    ['steam', 'ne-usa-se-canada'],
  ] as const) {
    it(`${id}: four baseline bots play to the end, no invariant breaks, standings agree with the summary`, async () => {
      const system = await ruleSystems.load(id);
      expect(system.botLevels).toContain('baseline');
      const setup = { ruleSystem: id, edition: system.editions[0]!, map: mapOf(map), seats: [0, 1, 2, 3].map((i) => ({ name: `B${i}`, color: PLAYER_COLORS[i]! })), seed: 5 };
      const g = playArenaGame(system, setup, ['baseline', 'baseline', 'baseline', 'baseline'], 9);
      expect(g.problems).toEqual([]);
      expect(g.scores).toHaveLength(4);
      expect(g.think.every((t) => t.length > 0)).toBe(true);
      // The standings agree with the summary the end screen shows, and the winners are the best of those still in.
      const summary = system.summary(g.state, TABLE) as { seats: { score: number; eliminated?: boolean; bankrupt?: boolean }[]; winner: number[] };
      expect(g.scores).toEqual(summary.seats.map((x) => x.score));
      expect(g.out).toEqual(summary.seats.map((x) => x.eliminated ?? x.bankrupt ?? false));
      expect(g.winners).toEqual(summary.winner);
      const best = Math.max(...g.scores.filter((_, seat) => !g.out[seat]));
      for (const w of g.winners) expect(g.scores[w]).toBe(best);
      for (const w of g.winners) expect(g.out[w]).toBe(false);
    });
  }
});
