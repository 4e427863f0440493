// What differs between Steam's boards: only the setup of the Rhine-Ruhr board with three players, which puts one cube
// fewer on every city ([000:L64]). Keyed by the map's rule variant (assets/maps/<id>.json `rules.variant`).
import type { BoardMap, GoodsColor, Place } from '../map/types';

/** Maps whose cities get one cube fewer with three players. */
const FEWER_CUBES_AT_THREE: ReadonlySet<string> = new Set(['rhine-ruhr']);

/** Cubes drawn onto a city at setup: its printed number, one fewer on the Rhine-Ruhr board with three players. */
export function startCubesOf(map: BoardMap, place: Place, players: number): number {
  const printed = place.startCubes ?? 0;
  return players === 3 && FEWER_CUBES_AT_THREE.has(map.rules.variant) ? Math.max(0, printed - 1) : printed;
}

/** Cubes on each supply field at setup: 3, with three players 2 ([000:L66], both boards). */
export function cubesPerSupplyField(players: number): number {
  return players === 3 ? 2 : 3;
}

/** The goods-supply fields beside the board (12 on both published boards). */
export function supplyFieldsOf(map: BoardMap): number {
  return map.steam?.supplyFields ?? 12;
}

/** Supply markers in the box ([000:L68]: 10). */
export const SUPPLY_MARKERS = 10;

/** The New City tiles in the box: the map's list, else the published 1 red, 1 yellow, 1 purple, 1 blue, 4 grey ([002:L39-40]). */
export function newCityTilesOf(map: BoardMap): readonly GoodsColor[] {
  return map.steam?.newCityTiles ?? ['red', 'yellow', 'purple', 'blue', 'grey', 'grey', 'grey', 'grey'];
}
