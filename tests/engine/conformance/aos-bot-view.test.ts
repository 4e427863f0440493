// Age of Steam's bot behind the rule-system hook plays from a seat's view (no generator, no seed) with a stand-in
// generator: it must choose exactly the moves it chooses on the full state, so self-play through the registry
// (npm run selfplay, the engine bench's hook row) plays the same games as the random-game suites.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameSetup } from '../../../src/engine/api';
import { ageOfSteam } from '../../../src/engine/aos/module';
import { playRandomGame } from '../../../src/engine/aos/selfplay';
import type { BoardMap } from '../../../src/engine/map/types';
import { PLAYER_COLORS } from '../../../src/engine/record';
import { playBotGame } from '../../../tools/bot-game';

const map = (id: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../../assets/maps/${id}.json`), 'utf8')) as BoardMap;

describe("Age of Steam's bot from a seat's view", () => {
  for (const [id, seats, edition] of [
    ['rust-belt', 4, 'deluxe'],
    ['germany', 4, '2002'],
    ['western-us', 3, 'deluxe'],
  ] as const) {
    it(`plays the same ${id} game as on the full state`, () => {
      const setup: GameSetup = { ruleSystem: 'age-of-steam', edition, map: map(id), seats: Array.from({ length: seats }, (_, i) => ({ name: `B${i}`, color: PLAYER_COLORS[i]! })), seed: 31 };
      const full = playRandomGame(setup, 77);
      const viewed = playBotGame(ageOfSteam, setup, 77);
      expect(viewed.problems).toEqual([]);
      expect(viewed.moves).toEqual(full.moves);
      expect(viewed.state.phase).toBe('gameOver');
    });
  }
});
