// Western U.S. (rules-spec §2.3.1, deluxe 001:L673-736; decisions X1–X4): $20 to start, a cube on every town, the
// east–west bonus, start cities and one connected network until the transcontinental railroad, its one-time bonus,
// and ties broken by money, segments and a die. The build costs ($4 swamp/river, $5 mountain) and the start-city rule
// for the first tile are the track module's, read from the map.
import type { BoardMap } from '../../map/types';
import { rustBelt } from './rust-belt';
import type { AosVariant } from './types';

const ids = (map: BoardMap, region: string) => map.regions?.[region] ?? [];

export const westernUs: AosVariant = {
  ...rustBelt,
  id: 'western-us',
  // "Jeder Spieler beginnt das Spiel mit $20 und 2 verkauften Aktien" (001:L683-684).
  startCash: 20,
  // "je 2 zufällige Güterwürfel … in jeder Großstadt und je 1 in jeder Stadt" (001:L680-681).
  startCubes: (_map, place) => (place.kind === 'city' ? (place.startCubes ?? 2) : place.kind === 'town' ? 1 : 0),
  eastWest: (map) => ({ east: ids(map, 'east'), west: ids(map, 'west') }),
  transcontinental: (map) => ({ east: ids(map, 'eastStartCities'), west: ids(map, 'westStartCities') }),
  contiguousUntilTranscontinental: true,
  tieBreak: 'moneySegmentsDie',
};
