// The level bots on Barbados (issue 21: every level avoids bankruptcy unless every choice leads there). The bankrupt
// games began with a New City at Speightstown, whose only printed city in reach is North Point, three hexes off in a
// corner: a $4 first link to one cube, and no second link the seat could ever save for (one share a round, $3 of costs a
// round against an income of 1). And Production's cubes went to columns of cities the seat's track does not reach.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hexDistance } from '../../../src/engine/hex/coords';
import type { BoardMap } from '../../../src/engine/map/types';
import { PLAYER_COLORS } from '../../../src/engine/record';
import { seedRng } from '../../../src/engine/rng';
import { ageOfSteam } from '../../../src/engine/aos/module';
import type { AosMove } from '../../../src/engine/aos/moves';
import { legalMoves, toAct } from '../../../src/engine/aos/queries';
import type { GameState } from '../../../src/engine/aos/state';
import { cubeIncome } from '../../../src/engine/aos/bots/links';
import { goodsDisplay } from '../../../src/engine/aos/display';
import { playArenaGame } from '../../../tools/arena';

const map = JSON.parse(readFileSync(join(import.meta.dirname, '../../../assets/maps/barbados.json'), 'utf8')) as BoardMap;
const cities = map.places.filter((p) => p.kind === 'city').map((p) => p.hex);

function start(seed: number): GameState {
  const r = ageOfSteam.start({ ruleSystem: 'age-of-steam', edition: 'deluxe', map, seats: [{ name: 'Solo', color: PLAYER_COLORS[0]! }], seed });
  if (!r.ok) throw new Error(r.reason.key);
  return r.state;
}

function apply(s: GameState, m: AosMove): GameState {
  const r = ageOfSteam.apply(s, m);
  if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.reason.key}`);
  return r.state;
}

const botMove = (s: GameState, level: 'easy' | 'medium' | 'hard', seed = 1): AosMove => ageOfSteam.bot!(ageOfSteam.viewFor(s, { seat: 0 }), 0, seedRng(seed), level)!;

describe('Age of Steam level bots on Barbados', () => {
  // Round 1, Urbanization taken: one red cube on North Point and one on Bridgetown, so a red New City (A) reaches one
  // red cube from Speightstown as from Brighton or South Coast. Counting cubes alone, the first town listed won the tie:
  // Speightstown, the corner. The New City belongs where the next cubes land too (several printed cities near).
  for (const level of ['easy', 'medium', 'hard'] as const) {
    it(`${level} founds its first New City among the southern cities, not at Speightstown in the corner`, () => {
      let s = start(7);
      s = apply(s, { type: 'issueShares', seat: 0, count: 0 });
      s = apply(s, { type: 'selectAction', seat: 0, action: 'urbanization' });
      expect(toAct(s)?.decision).toBe('urbanizeOrBuild');
      s = { ...s, cubes: { '2,0': ['red'], '0,7': ['red'] } };
      const m = botMove(s, level);
      expect(m.type).toBe('urbanize');
      const hex = (m as Extract<AosMove, { type: 'urbanize' }>).hex;
      expect(hex).not.toBe('1,2');
      expect(cities.filter((c) => hexDistance(c, hex) <= 3).length).toBeGreaterThanOrEqual(2);
    });
  }

  // Games of `--seed 1` (deluxe) that a level lost before this session's changes. Game 43: with the New City placed
  // well, the planner still spent $6 of its $10 in round 1 on two one-cube links (income 2 against $3 of costs a round),
  // never afforded a third and went bankrupt in round 8; Hard now plays its first tiles and its share to the end of the
  // game (solo-rollout.ts) and keeps out of it. Game 73: Easy, valuing a link by this round's cubes only, built nothing
  // in round 2 with $6 and Engineer (no cube one link away) and went bankrupt in round 6; on Barbados it now looks one
  // reach further, as Medium.
  it.each([
    ['hard', 43],
    ['easy', 73],
  ] as const)('%s survives arena game %i of seed 1, which it lost before', (level, game) => {
    const setup = { ruleSystem: 'age-of-steam', edition: 'deluxe', map, seats: [{ name: `${level} 1`, color: PLAYER_COLORS[0]! }], seed: (1 + game * 7919) >>> 0 };
    const g = playArenaGame(ageOfSteam, setup, [level], (1 * 31 + game * 977) >>> 0, false);
    expect(g.problems).toEqual([]);
    expect(g.out[0]).toBe(false);
  }, 300_000);

  // Every Production of a Medium game on these seeds (every level places them alike): where some placement puts a
  // drawn cube on a column whose city the seat's track delivers it from, the one chosen pays the most such income (the
  // baseline's choice was at random).
  it('medium places Production cubes where its own track takes them', () => {
    let checked = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      let s = start(seed);
      const rng = seedRng(seed * 31);
      for (let n = 0; n < 400 && toAct(s); n++) {
        const m = ageOfSteam.bot!(ageOfSteam.viewFor(s, { seat: 0 }), 0, rng, 'medium')!;
        if (m.type === 'placeProduction') {
          const feeds = new Map<string, string>();
          for (const col of goodsDisplay(s)) if (col.feeds) for (const f of col.fields) feeds.set(f.id, col.feeds);
          const e = s.players[0]!.engine;
          const worth = (fields: string[]) => fields.reduce((t, f, i) => t + (feeds.has(f) ? cubeIncome(s, 0, feeds.get(f)!, s.production!.drawn[i]!, e) : 0), 0);
          const best = Math.max(...legalMoves(s).map((x) => (x.type === 'placeProduction' ? worth(x.fields) : 0)));
          if (best > 0) {
            expect(worth(m.fields)).toBe(best);
            checked++;
          }
        }
        s = apply(s, m);
      }
    }
    expect(checked).toBeGreaterThan(0);
  }, 300_000);
});
