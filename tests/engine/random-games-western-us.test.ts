// Random full games on Western U.S. (rules-spec §2.3.1) for every player count the map allows and both editions: every
// invariant after every move, no build of a seat leaving its track in more networks than before (one at most, unless
// another player's Urbanization cut it) until the transcontinental railroad, and an exact replay.
import { describe, expect, it } from 'vitest';
import { networkCount } from '../../src/engine/aos/variants/western-us-network';
import { loadMap, runBatch } from './aos/random-harness';

const WESTERN_US = loadMap('western-us');
const GAMES = Math.max(4, Math.round(Number(process.env.RANDOM_GAMES_PER_FILE ?? 250) / 10));

describe('random Western U.S. games', () => {
  for (const players of [3, 4, 5, 6]) {
    for (const edition of ['deluxe', '2002'] as const) {
      it(`${players} players, ${edition}: ${GAMES} games keep every invariant and replay exactly`, () => {
        const seeds = Array.from({ length: GAMES }, (_, i) => 90_000 + players * 100 + i);
        const apart: string[] = [];
        const r = runBatch(players, edition, seeds, WESTERN_US, (s, before) => {
          if (s.milestones.includes('transcontinental')) return;
          if (!before) return;
          for (let seat = 0; seat < s.players.length; seat++) {
            if (s.players[seat]!.tilesBuilt === before.players[seat]!.tilesBuilt) continue;
            if (networkCount(s.map, s.track, seat) > Math.max(1, networkCount(before.map, before.track, seat))) apart.push(`seat ${seat} round ${s.round}`);
          }
        });
        expect(r.problems.slice(0, 10)).toEqual([]);
        expect(apart.slice(0, 5)).toEqual([]);
        expect(r.finished).toBe(GAMES);
        expect(r.tiles).toBeGreaterThan(GAMES * 5);
        expect(r.deliveries).toBeGreaterThan(GAMES);
      }, 180_000);
    }
  }
});
