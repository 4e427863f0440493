// canBuildAny / unusedTiles, the build bar's cheap question "can this seat still lay a tile?", agree with the full
// buildOptions list on every build-phase position of random games, on maps whose build rules filter the list (Germany's
// complete sections, Western US's one network), and for seats off turn, out of tiles or out of money.
import { describe, expect, it } from 'vitest';
import { canBuildAny, unusedTiles } from '../../../src/engine/aos/can-build';
import { playRandomGame } from '../../../src/engine/aos/selfplay';
import { buildOptions, buildTurn, type GameState } from '../../../src/engine/aos/index';
import { loadMap, setupFor } from './random-harness';

function buildPositions(mapId: string, players: number, seed: number): GameState[] {
  const g = playRandomGame(setupFor(players, 'deluxe', seed, loadMap(mapId)), seed * 7 + players, { keepStates: true });
  return g.states!.filter((s) => s.phase === 'buildTrack' && s.build && s.build.queue.length > 0);
}

describe('canBuildAny', () => {
  for (const [mapId, players] of [['rust-belt', 4], ['germany', 3], ['western-us', 3]] as const) {
    it(`says what buildOptions says on ${mapId}`, () => {
      let yes = 0;
      let no = 0;
      for (const seed of [3, 11]) {
        for (const s of buildPositions(mapId, players, seed)) {
          const seat = s.build!.queue[0]!;
          const poor: GameState = { ...s, players: s.players.map((p, i) => (i === seat ? { ...p, cash: 0 } : p)) };
          for (const [state, who] of [[s, seat], [poor, seat], [s, (seat + 1) % players]] as const) {
            const any = buildOptions(state, who).length > 0;
            expect(canBuildAny(state, who), `${mapId} seed ${seed} seat ${who} move ${state.moveCount}`).toBe(any);
            expect(unusedTiles(state, who)).toBe(any ? buildTurn(state, who).left : 0);
            if (any) yes++;
            else no++;
          }
        }
      }
      // Both answers were put to the test.
      expect(yes).toBeGreaterThan(5);
      expect(no).toBeGreaterThan(5);
    }, 120_000);
  }
});
