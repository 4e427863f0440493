// Parameters of the history's sentences, the same for every rule system: a seat by its name, a hex by the printed name
// of its place or by where it lies from the nearest one, and an event's own fields (numbers and strings as they are,
// lists joined with commas, flags as 1 or 0). The system sets the parameters that need its words first; those and
// `type` and `seat` are left as set.
import type { GameEvent } from './api';
import type { HexId } from './hex/coords';
import { placeAt } from './map/query';
import type { BoardMap } from './map/types';
import { whereIs } from './map/where';
import { reason, type Reason } from './reason';

/** A seat's name, or "#n" without the seats; '' for anything that is not a seat number. */
export function nameOfSeat(seats: readonly { name: string }[] | undefined, seat: unknown): string {
  if (typeof seat !== 'number') return '';
  return seats?.[seat]?.name ?? `#${seat + 1}`;
}

/** The printed name of the place on a hex (a New City keeps its town's name), else the hex id. */
export function printedName(map: BoardMap | undefined, hex: unknown): string {
  if (typeof hex !== 'string') return '';
  return (map && placeAt(map, hex)?.name) ?? hex;
}

/**
 * `key` with {place} (`place`: the system's name for the hex) when the hex holds a place, else `key` + "Near" with the
 * nearest place, its distance and compass direction ({dist} hexes {dir} of {place}), so a build off the places never
 * shows a raw hex id.
 */
export function whereReason(key: string, map: BoardMap | undefined, hex: unknown, params: Record<string, string | number>, place: string): Reason {
  const where = map && typeof hex === 'string' ? whereIs(map, hex as HexId) : null;
  if (!where || !where.dir) return reason(key, { ...params, place });
  return reason(`${key}Near`, { ...params, place: where.place.name, dist: where.distance, dir: where.dir });
}

/** A list (or anything) as one parameter: "red, blue". */
export function listParam(v: unknown): string {
  return Array.isArray(v) ? v.map((x) => String(x)).join(', ') : String(v ?? '');
}

/** Adds the event's remaining plain fields to `params` (in place) and returns it. */
export function withEventFields(e: GameEvent, params: Record<string, string | number>): Record<string, string | number> {
  for (const [k, v] of Object.entries(e)) {
    if (k === 'type' || k === 'seat' || k in params) continue;
    if (typeof v === 'number' || typeof v === 'string') params[k] = v;
    else if (Array.isArray(v)) params[k] = listParam(v);
    else if (typeof v === 'boolean') params[k] = v ? 1 : 0;
  }
  return params;
}
