// Undo by dropping moves and replaying (ARCHITECTURE rule 5). A move that revealed randomness (dice, bag draws,
// the start-order roll) is a barrier: it cannot be taken back unless the table chose a casual game.
import type { GameEvent } from './api';
import type { AosMove } from './aos/moves';

/** Event types that reveal random results. */
export const RANDOM_EVENTS: ReadonlySet<string> = new Set(['startOrderRolled', 'productionDrawn', 'growthDice', 'extraGrowth', 'tieBreakDice']);

/** True when applying `move` revealed randomness (its events include dice or bag draws). */
export function isUndoBarrier(_move: AosMove | null, events: readonly GameEvent[]): boolean {
  return events.some((e) => RANDOM_EVENTS.has(e.type));
}

/**
 * How many of the logged moves may be taken back, newest first: moves after the last barrier (all of them in a
 * casual game). `barriers[i]` says whether move i was a barrier.
 */
export function undoableCount(barriers: readonly boolean[], casual: boolean): number {
  if (casual) return barriers.length;
  let n = 0;
  for (let i = barriers.length - 1; i >= 0 && !barriers[i]; i--) n++;
  return n;
}
