// Random full games on Germany (rules-spec §2.3.3) for every player count the map allows and both editions: every
// invariant after every move (station cubes included), no section left incomplete at the end of any build turn, and an
// exact replay.
import { describe, expect, it } from 'vitest';
import { incompleteOf } from '../../src/engine/aos/track-port';
import { loadMap, runBatch } from './aos/random-harness';

const GERMANY = loadMap('germany');
const GAMES = Math.max(4, Math.round(Number(process.env.RANDOM_GAMES_PER_FILE ?? 250) / 10));

describe('random Germany games', () => {
  for (const players of [3, 4, 5, 6]) {
    for (const edition of ['deluxe', '2002'] as const) {
      it(`${players} players, ${edition}: ${GAMES} games keep every invariant and replay exactly`, () => {
        const seeds = Array.from({ length: GAMES }, (_, i) => 80_000 + players * 100 + i);
        const open: string[] = [];
        const r = runBatch(players, edition, seeds, GERMANY, (s, before) => {
          // X9: whenever a seat's build turn is over, it owns no incomplete section.
          if (before?.phase === 'buildTrack' && before.build && (s.phase !== 'buildTrack' || s.build?.queue[0] !== before.build.queue[0])) {
            const seat = before.build.queue[0]!;
            if (incompleteOf(s.map, s.track, seat)) open.push(`seat ${seat} left a section incomplete in round ${s.round}`);
          }
        });
        expect(r.problems.slice(0, 10)).toEqual([]);
        expect(open.slice(0, 5)).toEqual([]);
        expect(r.finished).toBe(GAMES);
        expect(r.tiles).toBeGreaterThan(GAMES * 5);
        expect(r.deliveries).toBeGreaterThan(GAMES);
        expect(r.moveTypes.buildSpecialLink ?? 0).toBeGreaterThan(0);
      }, 120_000);
    }
  }
});
