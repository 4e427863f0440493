// An event's own fields as message parameters, for the history's sentences of every rule system: numbers and strings as
// they are, lists joined with commas, flags as 1 or 0. The system sets the parameters that need words first (names,
// places); those and `type` and `seat` are left as set.
import type { GameEvent } from './api';

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
