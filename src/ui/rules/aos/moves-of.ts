// The engine's legal moves of one type, typed: what a decision panel offers (its buttons come from these, never from
// a rule worked out here).
import type { AosMove } from './engine';

/** Legal moves of one type, typed. */
export function movesOf<T extends AosMove['type']>(legal: AosMove[] | null, type: T): Extract<AosMove, { type: T }>[] {
  return (legal ?? []).filter((m): m is Extract<AosMove, { type: T }> => m.type === type);
}
