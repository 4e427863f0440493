// The leak test: what one viewer is shown never holds another seat's secrets (RuleSystem.secretsOf). For every seat
// a with secrets and every other viewer b (each other seat, and the table), it searches b's view, summary, the move
// and event descriptions and the redacted events for each of a's secret strings; the board view is public, so no
// secret may appear there for anybody. The answers that leave the worker besides are searched too: the head (its facts,
// and the seed, which a system with secrets must not let out: every hand is dealt from it) and every query answer the
// worker would give that viewer (src/worker/privacy.ts queryRefusal decides which).
// A secret string finds only a whole copy of what it names, not a single card of a draw: so what an event hides from
// a viewer is checked as well by changing it. Every string of a field redactEvent drops or alters for the viewer is
// masked, and the viewer's redacted events, event texts and move text must come out the same (a text that changes
// with a blind card's colour shows it, whatever its parameter is called).
import { isDeepStrictEqual } from 'node:util';
import type { GameEvent } from '../../../src/engine/api';
import type { RuleSystem, SystemTypes, Viewer } from '../../../src/engine/rule-system';
import { LEGAL_MOVES, queryRefusal } from '../../../src/worker/privacy';

const label = (v: Viewer): string => (v === 'table' ? 'the table' : `seat ${v.seat}`);

/** Seats of a state, from its head's view of the table: every seat the system may name (0 … players − 1). */
function viewersOtherThan(seat: number, seats: number): Viewer[] {
  const out: Viewer[] = ['table'];
  for (let b = 0; b < seats; b++) if (b !== seat) out.push({ seat: b });
  return out;
}

/**
 * Every leak of a secret of some seat in `after` to another viewer, in words (empty: none). `move`/`before` give the
 * move that led to `after` (absent for the start position), `events` its raw events.
 */
export function leakProblems<T extends SystemTypes>(
  system: RuleSystem<T>,
  seats: number,
  after: T['state'],
  events: readonly GameEvent[],
  step?: { before: T['state']; move: T['move'] },
): string[] {
  const problems: string[] = [];
  const secrets = Array.from({ length: seats }, (_, a) => system.secretsOf(after, a));
  if (secrets.every((s) => s.length === 0)) return problems;
  if (!system.hiddenInformation) problems.push('a seat holds secrets but the system does not declare hiddenInformation (its heads would carry the seed)');
  const board = JSON.stringify(system.boardView(after));
  const head = JSON.stringify(system.head(after));
  for (let a = 0; a < seats; a++) {
    for (const secret of secrets[a]!) {
      if (board.includes(secret)) problems.push(`the public board view shows seat ${a}'s secret ${secret}`);
      if (head.includes(secret)) problems.push(`the head's facts show seat ${a}'s secret ${secret}`);
    }
    if (!secrets[a]!.length) continue;
    for (const b of viewersOtherThan(a, seats)) {
      const shown: [string, unknown][] = [
        ['view', system.viewFor(after, b)],
        ['summary', system.summary(after, b)],
        ...events.map((e, i): [string, unknown] => [`event ${i} (${e.type})`, system.redactEvent(e, b)]),
        ...events.map((e, i): [string, unknown] => [`event ${i} (${e.type}) in words`, system.describeEvent(e, after, b)]),
      ];
      if (step) shown.push(['move in words', system.describeMove(step.before, step.move, events, b)]);
      shown.push(...queryAnswers(system, seats, after, b));
      for (const [what, value] of shown) {
        const text = JSON.stringify(value);
        for (const secret of secrets[a]!) if (text.includes(secret)) problems.push(`${what} for ${label(b)} shows seat ${a}'s secret ${secret}`);
      }
    }
  }
  for (const b of viewersOtherThan(-1, seats)) problems.push(...hiddenFieldProblems(system, after, events, b, step));
  return problems;
}

const HIDDEN = '\u0000hidden';

/** `v` with every string in it (deep; object keys, numbers and shapes kept) replaced by HIDDEN. */
const maskStrings = (v: unknown): unknown =>
  typeof v === 'string'
    ? HIDDEN
    : Array.isArray(v)
      ? v.map(maskStrings)
      : v !== null && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, maskStrings(x)]))
        : v;

/**
 * What viewer sees of `events` (redacted, in words, and the move in words) must not change when the strings of the
 * fields it is not shown change: a blind card's colour, a gift's colour, a route card kept.
 */
function hiddenFieldProblems<T extends SystemTypes>(
  system: RuleSystem<T>,
  after: T['state'],
  events: readonly GameEvent[],
  viewer: Viewer,
  step?: { before: T['state']; move: T['move'] },
): string[] {
  const hidden: string[] = [];
  const masked = events.map((e) => {
    const shown = system.redactEvent(e, viewer) as Record<string, unknown>;
    const out: Record<string, unknown> = { ...e };
    for (const [k, v] of Object.entries(e)) {
      if (k in shown && isDeepStrictEqual(shown[k], v)) continue;
      const m = maskStrings(v);
      if (isDeepStrictEqual(m, v)) continue;
      out[k] = m;
      hidden.push(`${e.type}.${k}`);
    }
    return out as GameEvent;
  });
  if (!hidden.length) return [];
  const seen = (evs: readonly GameEvent[]): [string, unknown][] => [
    ...evs.map((e, i): [string, unknown] => [`event ${i} (${e.type})`, system.redactEvent(e, viewer)]),
    ...evs.map((e, i): [string, unknown] => [`event ${i} (${e.type}) in words`, system.describeEvent(e, after, viewer)]),
    ...(step ? [['move in words', system.describeMove(step.before, step.move, evs, viewer)] as [string, unknown]] : []),
  ];
  const real = seen(events);
  const blind = seen(masked);
  return real.flatMap(([what, value], i) =>
    isDeepStrictEqual(JSON.parse(JSON.stringify(value)), JSON.parse(JSON.stringify(blind[i]![1])))
      ? []
      : [`${what} for ${label(viewer)} changes with what the events hide from it (${hidden.join(', ')}): ${JSON.stringify(value)}`],
  );
}

/**
 * Every query answer the worker would give `viewer` of `state`: legalMoves and each query of the system, asked with no
 * argument and with each seat, where privacy.ts does not refuse it. A query that throws for arguments it was not made
 * for answers nothing.
 */
function queryAnswers<T extends SystemTypes>(system: RuleSystem<T>, seats: number, state: T['state'], viewer: Viewer): [string, unknown][] {
  const out: [string, unknown][] = [];
  const asks: unknown[][] = [[], ...Array.from({ length: seats }, (_, s) => [s])];
  const names: [string, (state: T['state'], ...args: unknown[]) => unknown][] = [[LEGAL_MOVES, system.legalMoves], ...Object.entries(system.queries)];
  for (const [name, fn] of names) {
    for (const args of asks) {
      if (queryRefusal(system, state, name, args, viewer)) continue;
      try {
        out.push([`query ${name}(${args.join(', ')})`, fn(state, ...args)]);
      } catch {
        // not a question this query answers
      }
    }
  }
  return out;
}
