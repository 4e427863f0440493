// The conformance suite's checks of one position or one move: plain JSON, snapshots, input left untouched, toAct and
// legal moves agreeing. Each returns problems in words (empty: sound), so a test can also show that a check fails.
import { isDeepStrictEqual } from 'node:util';
import type { MapOf, RuleSystem, SystemTypes } from '../../../src/engine/rule-system';

/** Problems with a value that must be plain JSON: it survives JSON and structured clone unchanged (no class, Map, undefined, NaN). */
export function plainJsonProblems(what: string, value: unknown): string[] {
  const problems: string[] = [];
  const walk = (v: unknown, path: string): void => {
    if (problems.length > 5) return;
    if (v === null || typeof v === 'string' || typeof v === 'boolean') return;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) problems.push(`${what}${path} is ${v}`);
      return;
    }
    if (Array.isArray(v)) {
      v.forEach((x, i) => walk(x, `${path}[${i}]`));
      return;
    }
    if (typeof v === 'object') {
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) {
        problems.push(`${what}${path} is a ${(v as object).constructor?.name ?? 'class instance'}, not a plain object`);
        return;
      }
      for (const [k, x] of Object.entries(v)) {
        if (x === undefined) problems.push(`${what}${path}.${k} is undefined (JSON drops it)`);
        else walk(x, `${path}.${k}`);
      }
      return;
    }
    problems.push(`${what}${path} is a ${typeof v}`);
  };
  walk(value, '');
  return problems;
}

/** Freezes a value and everything it holds, so any later write to it throws (modules run in strict mode). */
export function deepFreeze<V>(value: V, seen = new Set<unknown>()): V {
  if (typeof value !== 'object' || value === null || seen.has(value)) return value;
  seen.add(value);
  for (const x of Object.values(value)) deepFreeze(x, seen);
  return Object.freeze(value);
}

/** The snapshot codec gives the state back: pack, through JSON (as the store keeps it), unpack with the map. */
export function snapshotProblems<T extends SystemTypes>(system: RuleSystem<T>, state: T['state'], map: MapOf<T>): string[] {
  const stored: unknown = JSON.parse(JSON.stringify(system.snapshots.pack(state)));
  const back = system.snapshots.unpack(stored, map);
  return isDeepStrictEqual(back, state) ? [] : ['the snapshot codec does not give the state back'];
}

/** toAct, head and legalMoves tell the same story; parseMove takes back every legal move as sent over postMessage. */
export function decisionProblems<T extends SystemTypes>(system: RuleSystem<T>, state: T['state'], legal: readonly T['move'][]): string[] {
  const problems: string[] = [];
  const who = system.toAct(state);
  const head = system.head(state);
  if ((who?.seat ?? null) !== head.toAct) problems.push(`head says seat ${head.toAct} acts, toAct says ${who?.seat ?? null}`);
  if (!who && head.status !== 'finished') problems.push('nobody is to act, but the game is not finished');
  if (!who && legal.length) problems.push(`nobody is to act, but there are ${legal.length} legal moves`);
  if (who && typeof who.decision !== 'string') problems.push('toAct has no decision key');
  for (const m of legal.slice(0, 50)) {
    if (who && m.seat !== who.seat) problems.push(`legal move ${JSON.stringify(m)} is not for seat ${who.seat}`);
    const parsed = system.parseMove(JSON.parse(JSON.stringify(m)));
    if (!parsed.ok) problems.push(`parseMove refuses the legal move ${JSON.stringify(m)}: ${parsed.reason.key}`);
  }
  return problems;
}
