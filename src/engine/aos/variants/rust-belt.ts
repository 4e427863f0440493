// The base game on Rust Belt: "no changes from base game" (maps.md A.1). Every other variant starts from this one;
// the base game's hooks are in base.ts.
import type { Edition } from '../../api';
import type { GoodsColor } from '../../map/types';
import type { AosVariant } from './types';

/** 3:10, 4:8, 5:7, 6:6 — only 5:7 is in the text (rules-spec §2.1.3, A-D1, D13 [EXTERNAL]); see docs/rules-decisions.md R-ROUNDS. */
export const DEFAULT_ROUNDS: Readonly<Record<number, number>> = { 1: 10, 2: 10, 3: 10, 4: 8, 5: 7, 6: 6 };

const BAG: Readonly<Record<GoodsColor, number>> = { red: 20, blue: 20, purple: 20, yellow: 20, black: 16, grey: 0, white: 0 };

export const rustBelt: AosVariant = {
  id: 'rust-belt',
  roundsFor: (players: number, _edition: Edition) => DEFAULT_ROUNDS[players] ?? 6,
  startCash: 10,
  bagContents: () => ({ ...BAG }),
  // Pittsburgh and Wheeling carry startCubes 3 in the map file; every other city 2 (rules-spec §2.1.2 step 8).
  startCubes: (_map, place) => (place.kind === 'city' ? (place.startCubes ?? 2) : 0),
  // maps.md A.0 (I3): A red, B blue, C black, D black, E yellow, F purple, G black, H black. R-NEWCITY-COLOURS.
  newCityColors: { A: 'red', B: 'blue', C: 'black', D: 'black', E: 'yellow', F: 'purple', G: 'black', H: 'black' },
  // A under light 3 and B under light 4 are fixed by the examples (001:L626-634, 004:L371); C, D follow under light 5, 6
  // and E–H under dark 1–4 (the display picture is missing). R-NEWCITY-COLUMNS.
  newCityColumns: {
    A: { group: 'light', n: 3 },
    B: { group: 'light', n: 4 },
    C: { group: 'light', n: 5 },
    D: { group: 'light', n: 6 },
    E: { group: 'dark', n: 1 },
    F: { group: 'dark', n: 2 },
    G: { group: 'dark', n: 3 },
    H: { group: 'dark', n: 4 },
  },
};
