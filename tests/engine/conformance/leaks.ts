// The leak test: what one viewer is shown never holds another seat's secrets (RuleSystem.secretsOf). For every seat
// a with secrets and every other viewer b (each other seat, and the table), it searches b's view, summary, the move
// and event descriptions and the redacted events for each of a's secret strings; the board view is public, so no
// secret may appear there for anybody. The answers that leave the worker besides are searched too: the head (its facts,
// and the seed, which a system with secrets must not let out: every hand is dealt from it) and every query answer the
// worker would give that viewer (src/worker/privacy.ts queryRefusal decides which).
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
  return problems;
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
