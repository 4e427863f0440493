// What a screen reader says about the board's keyboard cursor: where it is, the place, terrain, track and goods on that
// hex, and what the player can do there now (from the highlights the engine gave the UI). The board itself draws only
// the cursor; these words are the UI's, in the current language.
import { parseHexId, type HexId } from '../../engine/hex/coords';
import { placeAt, placeById, terrainAt } from '../../engine/map/query';
import type { BoardMap } from '../../engine/map/types';
import { whereIs } from '../../engine/map/where';
import type { BoardView } from '../../engine/view';
import type { BoardUiState } from '../../board/ui-state';
import { t } from '../i18n/i18n';

/**
 * A hex as players name it: the place on it, else the nearest place with distance and direction ("2 hexes north-east
 * of Pittsburgh"), never a raw id like "13,6" (the engine's whereIs; the same words as the history's).
 */
export function whereWords(map: BoardMap, hex: HexId): string {
  const where = whereIs(map, hex);
  if (!where) return hex;
  return where.dir ? t('where.near', { dist: where.distance, dir: where.dir, place: where.place.name }) : where.place.name;
}

/** What the highlights mean: hexes to build on, or hexes whose cubes can move. */
export type HighlightMeaning = 'build' | 'goods';

/** "A", "A and B", "A, B and C" in the current language. */
function listOf(names: string[]): string {
  if (names.length < 2) return names.join('');
  return t('board.hex.and', { list: names.slice(0, -1).join(', '), last: names.at(-1)! });
}

export function describeHex(view: BoardView, ui: BoardUiState, hex: HexId, meaning: HighlightMeaning | null): string {
  const parts: string[] = [];
  const place = placeAt(view.map, hex);
  const newCity = view.newCities[hex];
  if (newCity) parts.push(t('board.hex.newCity', { letter: newCity.letter, color: newCity.color }));
  else if (place?.kind === 'city') parts.push(place.color ? t('board.hex.city', { name: place.name, color: place.color }) : t('board.hex.cityPlain', { name: place.name }));
  else if (place) parts.push(t(`board.hex.${place.kind}`, { name: place.name }));
  const terrain = terrainAt(view.map, hex);
  if (!place && terrain !== 'offboard') parts.push(t(`board.hex.terrain.${terrain}`));
  const tile = view.tiles.find((x) => x.hex === hex);
  if (tile) {
    const owners = [...new Set(tile.tracks.map((p) => p.owner).filter((o): o is number => o !== null))].map((o) => view.seats[o]?.name ?? '?');
    parts.push(
      t('board.hex.track', {
        tile: t(`board.tile.${tile.tile}`),
        owners: owners.length ? t('board.hex.ownedBy', { names: listOf(owners) }) : t('board.hex.unowned'),
      }),
    );
  }
  // Germany's special links from this place: to where, and whose (or its price while nobody has built it).
  for (const sl of view.map.specialLinks ?? []) {
    const ends = sl.between.map((id) => placeById(view.map, id));
    if (!place || !ends.some((p) => p?.id === place.id)) continue;
    const other = ends.find((p) => p && p.id !== place.id)?.name ?? '?';
    const owner = view.specialLinks[sl.id];
    if (!(sl.id in view.specialLinks)) parts.push(t('board.hex.specialFree', { to: other, cost: sl.cost }));
    else {
      const name = owner === null || owner === undefined ? null : (view.seats[owner]?.name ?? '?');
      parts.push(t('board.hex.specialBuilt', { to: other, owner: name === null ? t('board.hex.unowned') : t('board.hex.ownedBy', { names: name }) }));
    }
  }
  const takes = view.stationColors?.[hex];
  if (takes) parts.push(t('board.hex.stationTakes', { color: t(`color.${takes}`) }));
  if (view.markedPlaces?.includes(hex)) parts.push(t('board.hex.marked'));
  const cubes = view.cubes[hex] ?? [];
  if (cubes.length) parts.push(t('board.hex.goods', { list: cubes.map((color, i) => t('board.hex.goodsItem', { n: i + 1, color })).join(', ') }));
  if (ui.selectedHex === hex) parts.push(t('board.hex.selected'));
  if (ui.ghost?.req.hex === hex) {
    const legal = ui.ghost.legal ? '' : t('board.hex.ghostIllegal');
    parts.push(t('board.hex.ghost', { tile: t(`board.tile.${ui.ghost.req.tile}`), turns: ((ui.ghost.req.rotation % 6) + 6) % 6, legal }));
  }
  if (ui.selectedCube?.hex === hex) parts.push(t('board.hex.cubeChosen', { n: ui.selectedCube.index + 1 }));
  if (meaning && ui.highlights.includes(hex)) parts.push(t(meaning === 'build' ? 'board.hex.canBuild' : 'board.hex.canMove'));
  if (ui.destinations.includes(hex)) parts.push(t('board.hex.destination'));
  // Off the places, where the hex lies from the nearest one: column and row alone meant little to a player (they stay
  // last, for keyboard users counting their way across the grid).
  if (!place && !newCity) parts.push(whereWords(view.map, hex));
  const { col, row } = parseHexId(hex);
  parts.push(t('board.hex.where', { col: col + 1, row: row + 1 }));
  return parts.join('; ');
}
