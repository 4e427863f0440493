// Undo by dropping moves and replaying (ARCHITECTURE rule 5). A move that revealed randomness or hidden information
// is a barrier (each rule system says which: RuleSystem.isUndoBarrier): it cannot be taken back unless the table chose
// a casual game. This file names no system's events.

/**
 * How many of the `count` logged moves may be taken back, newest first: moves after the last barrier (all of them in a
 * casual game). `stopsAt(i)` says whether move i stops an own-turn undo: a barrier, or (the worker host's undoInfo
 * asks so) a move of another seat. Asked newest first and only until the first stop, so a long game costs no more
 * than its last turn.
 */
export function undoableCount(count: number, stopsAt: (i: number) => boolean, casual: boolean): number {
  if (casual) return count;
  let n = 0;
  for (let i = count - 1; i >= 0 && !stopsAt(i); i--) n++;
  return n;
}
