// Undo by dropping moves and replaying (ARCHITECTURE rule 5). A move that revealed randomness or hidden information
// is a barrier (each rule system says which: RuleSystem.isUndoBarrier): it cannot be taken back unless the table chose
// a casual game. This file names no system's events.

/**
 * How many of the logged moves may be taken back, newest first: moves after the last barrier (all of them in a
 * casual game). `barriers[i]` says whether move i stops an own-turn undo: a barrier, or (the worker host's undoInfo
 * passes it so) a move of another seat.
 */
export function undoableCount(barriers: readonly boolean[], casual: boolean): number {
  if (casual) return barriers.length;
  let n = 0;
  for (let i = barriers.length - 1; i >= 0 && !barriers[i]; i--) n++;
  return n;
}
