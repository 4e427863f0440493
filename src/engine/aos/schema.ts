// Shape check of a move before any rule is asked (ARCHITECTURE rule 2): a move from a file or the UI is untrusted.
import { reason, type Reason } from '../reason';
import type { AosMove } from './moves';
import { ACTIONS } from './state';

const TILES = new Set([
  'S', 'G', 'K', 'XSS', 'XSG', 'XGG', 'PGG', 'PSK', 'PGK', 'PGKm',
  'T1', 'T2S', 'T2G', 'T2K', 'T3star', 'T3same', 'T3L', 'T3R', 'T4peace', 'T4X', 'T4half',
]);
const HEX_RE = /^-?\d{1,4},-?\d{1,4}$/;

type Check = (m: Record<string, unknown>) => string | null;

const isInt = (v: unknown, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): boolean =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isStr = (v: unknown, max = 200): v is string => typeof v === 'string' && v.length <= max;
const isHex = (v: unknown): boolean => isStr(v, 12) && HEX_RE.test(v);
const strList = (v: unknown, max: number): boolean => Array.isArray(v) && v.length <= max && v.every((x) => isStr(x, 200));

function need(ok: boolean, detail: string): string | null {
  return ok ? null : detail;
}

const CHECKS: Record<AosMove['type'], { fields: string[]; check: Check }> = {
  issueShares: { fields: ['count'], check: (m) => need(isInt(m.count, 0, 15), 'count must be a whole number 0–15') },
  bid: { fields: ['amount'], check: (m) => need(isInt(m.amount, 0, 1_000_000), 'amount must be a whole number') },
  dropOut: { fields: [], check: () => null },
  turnOrderPass: { fields: [], check: () => null },
  selectAction: {
    fields: ['action'],
    check: (m) => need(typeof m.action === 'string' && (ACTIONS as readonly string[]).includes(m.action), 'unknown action'),
  },
  urbanize: {
    fields: ['hex', 'letter'],
    check: (m) => need(isHex(m.hex), 'hex must be "col,row"') ?? need(isStr(m.letter, 1) && /^[A-H]$/.test(m.letter), 'letter must be A–H'),
  },
  build: {
    fields: ['hex', 'tile', 'rotation', 'townMarker'],
    check: (m) =>
      need(isHex(m.hex), 'hex must be "col,row"') ??
      need(typeof m.tile === 'string' && TILES.has(m.tile), 'unknown tile') ??
      need(isInt(m.rotation, 0, 5), 'rotation must be 0–5') ??
      need(m.townMarker === undefined || typeof m.townMarker === 'boolean', 'townMarker must be true or false'),
  },
  buildSpecialLink: { fields: ['link'], check: (m) => need(isStr(m.link, 100), 'link must be an id') },
  endBuild: { fields: [], check: () => null },
  payStartPlayer: { fields: [], check: () => null },
  declineStartPlayer: { fields: [], check: () => null },
  chooseTranscontinental: {
    fields: ['seats'],
    check: (m) => need(Array.isArray(m.seats) && m.seats.length === 2 && m.seats.every((x) => isInt(x, 0, 5)), 'seats must be two seat numbers'),
  },
  deliver: {
    fields: ['from', 'color', 'route', 'bonusTo'],
    check: (m) =>
      need(isHex(m.from), 'from must be "col,row"') ??
      need(isStr(m.color, 10), 'color must be a colour name') ??
      need(strList(m.route, 6), 'route must be a list of at most 6 link ids') ??
      need(m.bonusTo === undefined || isInt(m.bonusTo, 0, 5), 'bonusTo must be a seat number 0–5'),
  },
  upgradeEngine: { fields: [], check: () => null },
  passGoods: { fields: [], check: () => null },
  placeProduction: { fields: ['fields'], check: (m) => need(strList(m.fields, 2), 'fields must be a list of at most 2 field ids') },
};

const bad = (detail: string) => ({ ok: false as const, reason: reason('move.malformed', { detail }) });

/** The move, typed, or why its shape is wrong ("move.malformed" with a detail). */
export function parseMove(raw: unknown): { ok: true; move: AosMove } | { ok: false; reason: Reason } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return bad('a move must be an object');
  const m = raw as Record<string, unknown>;
  if (typeof m.type !== 'string' || !(m.type in CHECKS)) return bad(`unknown move type ${String(m.type)}`);
  const spec = CHECKS[m.type as AosMove['type']];
  if (!isInt(m.seat, 0, 5)) return bad('seat must be a seat number 0–5');
  for (const k of Object.keys(m)) if (k !== 'type' && k !== 'seat' && !spec.fields.includes(k)) return bad(`unexpected field ${k}`);
  const detail = spec.check(m);
  if (detail) return bad(detail);
  return { ok: true, move: m as unknown as AosMove };
}
