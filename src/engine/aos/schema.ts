// Shape check of a move before any rule is asked (ARCHITECTURE rule 2): a move from a file or the UI is untrusted.
import { reason, type Reason } from '../reason';
import type { AosMove } from './moves';
import { ACTIONS } from './state';

const TILES = new Set([
  'S', 'G', 'K', 'XSS', 'XSG', 'XGG', 'PGG', 'PSK', 'PGK', 'PGKm',
  'T1', 'T2S', 'T2G', 'T2K', 'T3star', 'T3same', 'T3L', 'T3R', 'T4peace', 'T4X', 'T4half',
]);
const HEX_RE = /^-?\d{1,4},-?\d{1,4}$/;

/** Null when the move's fields are right, else the reason naming what is wrong (no value of the move is repeated). */
type Check = (m: Record<string, unknown>) => Reason | null;

const isInt = (v: unknown, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): boolean =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isStr = (v: unknown, max = 200): v is string => typeof v === 'string' && v.length <= max;
const isHex = (v: unknown): boolean => isStr(v, 12) && HEX_RE.test(v);
const strList = (v: unknown, max: number): boolean => Array.isArray(v) && v.length <= max && v.every((x) => isStr(x, 200));

function need(ok: boolean, why: Reason): Reason | null {
  return ok ? null : why;
}

// A Map, not an object: a move type read from a file ("constructor", "__proto__", "toString") must find nothing
// rather than something Object.prototype has.
const CHECKS = new Map<AosMove['type'], { fields: string[]; check: Check }>([
  ['issueShares', { fields: ['count'], check: (m) => need(isInt(m.count, 0, 15), reason('move.malformed.count')) }],
  ['bid', { fields: ['amount'], check: (m) => need(isInt(m.amount, 0, 1_000_000), reason('move.malformed.amount')) }],
  ['dropOut', { fields: [], check: () => null }],
  ['turnOrderPass', { fields: [], check: () => null }],
  [
    'selectAction',
    {
      fields: ['action'],
      check: (m) => need(typeof m.action === 'string' && (ACTIONS as readonly string[]).includes(m.action), reason('move.malformed.action')),
    },
  ],
  [
    'urbanize',
    {
      fields: ['hex', 'letter'],
      check: (m) => need(isHex(m.hex), reason('move.malformed.hex')) ?? need(isStr(m.letter, 1) && /^[A-H]$/.test(m.letter), reason('move.malformed.letter')),
    },
  ],
  [
    'build',
    {
      fields: ['hex', 'tile', 'rotation', 'townMarker'],
      check: (m) =>
        need(isHex(m.hex), reason('move.malformed.hex')) ??
        need(typeof m.tile === 'string' && TILES.has(m.tile), reason('move.malformed.tile')) ??
        need(isInt(m.rotation, 0, 5), reason('move.malformed.rotation')) ??
        need(m.townMarker === undefined || typeof m.townMarker === 'boolean', reason('move.malformed.townMarker')),
    },
  ],
  ['buildSpecialLink', { fields: ['link'], check: (m) => need(isStr(m.link, 100), reason('move.malformed.link')) }],
  ['endBuild', { fields: [], check: () => null }],
  ['payStartPlayer', { fields: [], check: () => null }],
  ['declineStartPlayer', { fields: [], check: () => null }],
  [
    'chooseTranscontinental',
    {
      fields: ['seats'],
      check: (m) => need(Array.isArray(m.seats) && m.seats.length === 2 && m.seats.every((x) => isInt(x, 0, 5)), reason('move.malformed.seats')),
    },
  ],
  [
    'deliver',
    {
      fields: ['from', 'color', 'route', 'bonusTo'],
      check: (m) =>
        need(isHex(m.from), reason('move.malformed.from')) ??
        need(isStr(m.color, 10), reason('move.malformed.color')) ??
        need(strList(m.route, 6), reason('move.malformed.route')) ??
        need(m.bonusTo === undefined || isInt(m.bonusTo, 0, 5), reason('move.malformed.bonusTo')),
    },
  ],
  ['upgradeEngine', { fields: [], check: () => null }],
  ['passGoods', { fields: [], check: () => null }],
  ['placeProduction', { fields: ['fields'], check: (m) => need(strList(m.fields, 2), reason('move.malformed.fields')) }],
]);

const bad = (why: Reason) => ({ ok: false as const, reason: why });

/** The move, typed, or why its shape is wrong (a "move.malformed.*" reason; see shape-messages.ts). */
export function parseMove(raw: unknown): { ok: true; move: AosMove } | { ok: false; reason: Reason } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return bad(reason('move.malformed.notObject'));
  const m = raw as Record<string, unknown>;
  const spec = typeof m.type === 'string' ? CHECKS.get(m.type as AosMove['type']) : undefined;
  if (!spec) return bad(reason('move.malformed.type'));
  if (!isInt(m.seat, 0, 5)) return bad(reason('move.malformed.seat'));
  for (const k of Object.keys(m)) if (k !== 'type' && k !== 'seat' && !spec.fields.includes(k)) return bad(reason('move.malformed.unexpectedField'));
  const why = spec.check(m);
  if (why) return bad(why);
  return { ok: true, move: m as unknown as AosMove };
}
