// The leak test: what one viewer is shown never holds another seat's secrets (RuleSystem.secretsOf). For every seat
// a with secrets and every other viewer b (each other seat, and the table), it searches b's view, summary, the move
// and event descriptions and the redacted events for each of a's secret strings; the board view is public, so no
// secret may appear there for anybody.
import type { GameEvent } from '../../../src/engine/api';
import type { RuleSystem, SystemTypes, Viewer } from '../../../src/engine/rule-system';

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
  const board = JSON.stringify(system.boardView(after));
  for (let a = 0; a < seats; a++) {
    for (const secret of secrets[a]!) {
      if (board.includes(secret)) problems.push(`the public board view shows seat ${a}'s secret ${secret}`);
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
      for (const [what, value] of shown) {
        const text = JSON.stringify(value);
        for (const secret of secrets[a]!) if (text.includes(secret)) problems.push(`${what} for ${label(b)} shows seat ${a}'s secret ${secret}`);
      }
    }
  }
  return problems;
}
