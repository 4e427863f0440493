// Shape check of a Steam move before any rule is asked (ARCHITECTURE rule 2): a move from a file or the UI is untrusted.
import { reason, type Reason } from '../reason';
import { isTileClass } from '../track/tiles';
import { isActionId } from './actions';
import type { SteamMove } from './moves';

const HEX_RE = /^-?\d{1,4},-?\d{1,4}$/;
const isInt = (v: unknown, min: number, max: number): boolean => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isHex = (v: unknown): boolean => typeof v === 'string' && v.length <= 12 && HEX_RE.test(v);
const COLORS = new Set(['red', 'blue', 'purple', 'yellow', 'grey']);

type Check = (m: Record<string, unknown>) => Reason | null;
const need = (ok: boolean, key: string): Reason | null => (ok ? null : reason(key));
const none: Check = () => null;

// A Map, not an object: a move type read from a file ("__proto__", "toString") must find nothing.
const CHECKS = new Map<SteamMove['type'], { fields: string[]; check: Check }>([
  ['bidPosition', { fields: ['amount'], check: (m) => need(isInt(m.amount, 0, 1_000_000), 'move.malformed.amount') }],
  ['passPosition', { fields: [], check: none }],
  ['acquireCapital', { fields: ['units'], check: (m) => need(isInt(m.units, 0, 100), 'move.malformed.units') }],
  ['bid', { fields: ['amount'], check: (m) => need(isInt(m.amount, 0, 1_000_000), 'move.malformed.amount') }],
  ['dropOut', { fields: [], check: none }],
  ['turnOrderPass', { fields: [], check: none }],
  [
    'takeAction',
    {
      fields: ['action', 'forgo'],
      check: (m) => need(isActionId(m.action), 'move.malformed.action') ?? need(m.forgo === undefined || typeof m.forgo === 'boolean', 'move.malformed.forgo'),
    },
  ],
  [
    'build',
    {
      fields: ['hex', 'tile', 'rotation'],
      check: (m) => need(isHex(m.hex), 'move.malformed.hex') ?? need(isTileClass(m.tile), 'move.malformed.tile') ?? need(isInt(m.rotation, 0, 5), 'move.malformed.rotation'),
    },
  ],
  [
    'urbanize',
    {
      fields: ['hex', 'color', 'field'],
      check: (m) =>
        need(isHex(m.hex), 'move.malformed.hex') ??
        need(typeof m.color === 'string' && COLORS.has(m.color), 'move.malformed.color') ??
        need(m.field === undefined || isInt(m.field, 0, 63), 'move.malformed.field'),
    },
  ],
  ['supplyGoods', { fields: ['hex', 'field'], check: (m) => need(isHex(m.hex), 'move.malformed.hex') ?? need(isInt(m.field, 0, 63), 'move.malformed.field') }],
  ['forgoAction', { fields: [], check: none }],
  ['endBuild', { fields: [], check: none }],
  [
    'deliver',
    {
      fields: ['from', 'color', 'route'],
      check: (m) =>
        need(isHex(m.from), 'move.malformed.from') ??
        need(typeof m.color === 'string' && COLORS.has(m.color), 'move.malformed.color') ??
        need(Array.isArray(m.route) && m.route.length <= 6 && m.route.every((x) => typeof x === 'string' && x.length <= 200), 'move.malformed.route'),
    },
  ],
  ['raiseEngine', { fields: [], check: none }],
  ['passGoods', { fields: [], check: none }],
  ['takePoints', { fields: ['as'], check: (m) => need(m.as === 'income' || m.as === 'vp', 'move.malformed.as') }],
]);

/** The move's shape checked: known type, a seat number, exactly its own fields with values of the right kind. */
export function parseMove(value: unknown): { ok: true; move: SteamMove } | { ok: false; reason: Reason } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, reason: reason('move.malformed.notObject') };
  const m = value as Record<string, unknown>;
  const spec = typeof m.type === 'string' ? CHECKS.get(m.type as SteamMove['type']) : undefined;
  if (!spec) return { ok: false, reason: reason('move.malformed.type') };
  if (!isInt(m.seat, 0, 5)) return { ok: false, reason: reason('move.malformed.seat') };
  for (const k of Object.keys(m)) if (k !== 'type' && k !== 'seat' && !spec.fields.includes(k)) return { ok: false, reason: reason('move.malformed.unexpectedField') };
  const bad = spec.check(m);
  if (bad) return { ok: false, reason: bad };
  // A plain copy of the checked fields: nothing else of the input object (a prototype, a getter) reaches the engine.
  const move: Record<string, unknown> = { type: m.type, seat: m.seat };
  for (const k of spec.fields) if (m[k] !== undefined) move[k] = Array.isArray(m[k]) ? [...(m[k] as unknown[])] : m[k];
  return { ok: true, move: move as SteamMove };
}
