// Shape check of a Spike move before any rule is asked: a move from a file or the UI is untrusted. Only the shape is
// checked here (types, sizes, no stray fields); apply.ts checks the rules.
import type { LocomotiveAt } from '../lattice/view';
import { reason, type Reason } from '../reason';
import { SPIKE_MOVE_TYPES, type SpikeMove } from './moves';
import { ATTRIBUTES } from './state';

const NODE_RE = /^\d{1,4},\d{1,4}$/;
const ID_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isNode = (v: unknown): v is string => typeof v === 'string' && v.length <= 9 && NODE_RE.test(v);
const isId = (v: unknown): v is string => typeof v === 'string' && v.length <= 40 && ID_RE.test(v);
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const onlyKeys = (o: Record<string, unknown>, keys: readonly string[]) => Object.keys(o).every((k) => keys.includes(k));

function isSpace(v: unknown): v is LocomotiveAt {
  if (!isObj(v)) return false;
  if ('node' in v) return onlyKeys(v, ['node']) && isNode(v.node);
  return onlyKeys(v, ['segment', 'toward']) && isInt(v.segment, 0, 100_000) && isNode(v.toward);
}

const isPath = (v: unknown): boolean => Array.isArray(v) && v.length >= 1 && v.length <= 8 && v.every(isSpace);
const optional = (v: unknown, ok: (x: unknown) => boolean) => v === undefined || ok(v);

function isPayment(v: unknown): boolean {
  if (!isObj(v) || !onlyKeys(v, ['direct', 'jokers']) || !isObj(v.direct) || !Array.isArray(v.jokers)) return false;
  if (Object.keys(v.direct).length > 12 || v.jokers.length > 12) return false;
  if (!Object.entries(v.direct).every(([k, n]) => isId(k) && isInt(n, 0, 60))) return false;
  return v.jokers.every((j) => isObj(j) && onlyKeys(j, ['color', 'count', 'as']) && isId(j.color) && isId(j.as) && isInt(j.count, 0, 60));
}

type Check = (m: Record<string, unknown>) => boolean;
const need = (ok: boolean, key: string): Reason | null => (ok ? null : reason(key));

// A Map, not an object: a move type read from a file ("__proto__", "toString") must find nothing.
const SPECS: [SpikeMove['type'], { fields: string[]; check: Check; key: string }][] = [
  ['chooseSetup', { fields: ['sides', 'keep'], key: 'move.malformed.choice', check: (m) => Array.isArray(m.sides) && m.sides.length <= 12 && m.sides.every((x) => x === 0 || x === 1) && isId(m.keep) }],
  ['gift', { fields: ['color'], key: 'move.malformed.color', check: (m) => isId(m.color) }],
  ['placeLoco', { fields: ['city'], key: 'move.malformed.city', check: (m) => isId(m.city) }],
  ['freeMove', { fields: ['path', 'deliver'], key: 'move.malformed.path', check: (m) => isPath(m.path) && optional(m.deliver, isId) }],
  ['draw', { fields: ['display', 'pile'], key: 'move.malformed.draw', check: (m) => Array.isArray(m.display) && m.display.length <= 4 && m.display.every(isId) && isInt(m.pile, 0, 60) }],
  ['build', { fields: ['nodes', 'payment'], key: 'move.malformed.route', check: (m) => Array.isArray(m.nodes) && m.nodes.length >= 2 && m.nodes.length <= 46 && m.nodes.every(isNode) && isPayment(m.payment) }],
  ['startMoving', { fields: ['load', 'path', 'deliver'], key: 'move.malformed.path', check: (m) => optional(m.load, isId) && isPath(m.path) && optional(m.deliver, isId) }],
  ['extraMove', { fields: ['path', 'deliver'], key: 'move.malformed.path', check: (m) => isPath(m.path) && optional(m.deliver, isId) }],
  ['upgrade', { fields: ['attribute'], key: 'move.malformed.attribute', check: (m) => ATTRIBUTES.includes(m.attribute as never) }],
  ['discard', { fields: ['good'], key: 'move.malformed.good', check: (m) => isId(m.good) }],
  ['pass', { fields: [], key: 'move.malformed.type', check: () => true }],
];
// Each type's allowed keys made once (every move of every game is checked here).
const CHECKS = new Map(SPECS.map(([type, spec]) => [type, { ...spec, keys: ['type', 'seat', ...spec.fields] }]));

/** What plainCopy gives up on: JSON itself must say what such a value becomes. */
const NOT_PLAIN = Symbol('not plain');

/**
 * The copy JSON.parse(JSON.stringify(v)) makes of a checked move, without the text in between (every move of every game
 * goes through here): strings and integers as they are (−0 becomes 0), arrays element by element, plain objects key by
 * key with undefined fields dropped. Anything else (a hole, a class instance, toJSON) answers NOT_PLAIN.
 */
function plainCopy(v: unknown): unknown {
  if (typeof v === 'string' || typeof v === 'boolean' || v === null) return v;
  if (typeof v === 'number') return Number.isFinite(v) ? v + 0 : NOT_PLAIN;
  if (typeof v !== 'object') return NOT_PLAIN;
  if (Array.isArray(v)) {
    if (Object.getPrototypeOf(v) !== Array.prototype) return NOT_PLAIN;
    const out: unknown[] = [];
    for (let i = 0; i < v.length; i++) {
      if (!(i in v)) return NOT_PLAIN;
      const x = plainCopy(v[i]);
      if (x === NOT_PLAIN || x === undefined) return NOT_PLAIN;
      out.push(x);
    }
    return out;
  }
  if (Object.getPrototypeOf(v) !== Object.prototype) return NOT_PLAIN;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) {
    const x = (v as Record<string, unknown>)[k];
    if (x === undefined) continue;
    const c = plainCopy(x);
    if (c === NOT_PLAIN) return NOT_PLAIN;
    out[k] = c;
  }
  return out;
}

/** The move if its shape is a Spike move, else why not. */
export function parseMove(value: unknown): { ok: true; move: SpikeMove } | { ok: false; reason: Reason } {
  if (!isObj(value)) return { ok: false, reason: reason('move.malformed.notObject') };
  const type = value.type;
  const spec = typeof type === 'string' && SPIKE_MOVE_TYPES.includes(type as SpikeMove['type']) ? CHECKS.get(type as SpikeMove['type']) : undefined;
  if (!spec) return { ok: false, reason: reason('move.malformed.type') };
  if (!isInt(value.seat, 0, 3)) return { ok: false, reason: reason('move.malformed.seat') };
  if (!onlyKeys(value, spec.keys)) return { ok: false, reason: reason('move.malformed.unexpectedField') };
  const bad = need(spec.check(value), spec.key);
  if (bad) return { ok: false, reason: bad };
  // A copy of the checked fields only: nothing of the caller's object is kept (as JSON would copy it).
  const copy = plainCopy(value);
  return { ok: true, move: (copy === NOT_PLAIN ? JSON.parse(JSON.stringify(value)) : copy) as SpikeMove };
}
