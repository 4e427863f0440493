// Where a hex is, as players name it: the place on it, or the nearest place with distance and compass direction
// ("2 hexes north-east of Pittsburgh"), so no message shows a raw hex id such as "13,6".
import { cubeDistance, cubeOf, hexCenter, parseHexId, type HexId } from '../hex/coords';
import { placeAt } from './query';
import type { BoardMap, Place } from './types';

export type Compass = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';
const COMPASS: readonly Compass[] = ['e', 'ne', 'n', 'nw', 'w', 'sw', 's', 'se'];

/** On a place (distance 0, dir null), or `distance` hexes in direction `dir` from the nearest place; null on a map without places. */
export type Where = { place: Place; distance: number; dir: Compass | null } | null;

const KIND_RANK: Readonly<Record<Place['kind'], number>> = { city: 0, town: 1, station: 2 };

/** Compass direction from `from` to `to` in eight sectors of 45° (screen y grows downwards, north is up). */
export function compassFrom(from: HexId, to: HexId): Compass {
  const a = parseHexId(from);
  const b = parseHexId(to);
  const p = hexCenter(a.col, a.row);
  const q = hexCenter(b.col, b.row);
  const angle = Math.atan2(p.y - q.y, q.x - p.x);
  const sector = Math.round(angle / (Math.PI / 4));
  return COMPASS[(sector + 8) % 8]!;
}

/**
 * The place on `hex`, else the nearest place: fewest hexes away, then a city before a town before a station (the
 * better known name), then by name, so the answer is the same on every device.
 */
export function whereIs(map: BoardMap, hex: HexId): Where {
  const on = placeAt(map, hex);
  if (on) return { place: on, distance: 0, dir: null };
  const here = cubeOf(hex);
  let best: { place: Place; distance: number } | null = null;
  for (const place of map.places) {
    const distance = cubeDistance(here, cubeOf(place.hex));
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && (KIND_RANK[place.kind] < KIND_RANK[best.place.kind] || (KIND_RANK[place.kind] === KIND_RANK[best.place.kind] && place.name < best.place.name)))
    )
      best = { place, distance };
  }
  return best ? { ...best, dir: compassFrom(best.place.hex, hex) } : null;
}
