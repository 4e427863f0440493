// The colour of each New City the Urbanization choice offers (engine/aos/round-info.ts newCityColor, issue 14 §9): the
// colour the New City then has on the board, for every letter the map uses, so the chip shown before the choice is
// the city the player gets.
import { describe, expect, it } from 'vitest';
import { draftOf } from '../../../src/engine/aos/draft';
import { startBuild } from '../../../src/engine/aos/phases/build';
import { newCityColor } from '../../../src/engine/aos/round-info';
import { urbanizeOptions } from '../../../src/engine/aos/index';
import { game, play } from './helpers';

describe('newCityColor', () => {
  it('is the colour the New City gets when placed, for every letter offered', () => {
    const d = draftOf({ ...game(3), turnOrder: [0, 1, 2], actions: { ...game(3).actions, urbanization: 0 } });
    startBuild(d);
    const s = d.s;
    const where = urbanizeOptions(s, 0)[0]!;
    expect(where.letters.length).toBeGreaterThan(1);
    const colours = new Set<string>();
    for (const letter of where.letters) {
      const placed = play(s, { type: 'urbanize', seat: 0, hex: where.hex, letter });
      expect(newCityColor(s, letter), letter).toBe(placed.track.newCities[where.hex]!.color);
      colours.add(newCityColor(s, letter)!);
    }
    // The letters do not all share one colour: the chip tells them apart.
    expect(colours.size).toBeGreaterThan(1);
  });

  it('has no colour for a letter the map does not use', () => {
    expect(newCityColor(game(3), 'Z')).toBeNull();
  });
});
