// Which button of a decision panel is primary: the one the player most likely wants (issue 14 §10). Building and
// delivering happen on the board, so the bars' "finish" and "move nothing" are primary only when nothing is left to do
// there; the shares panel's primary follows the count chosen.
import type { AosMove } from './engine';

/** "Finish building" is the likely wish once no tile can be laid any more (unused: tiles left that could be laid). */
export function finishIsLikely(unused: number | null): boolean {
  return unused === 0;
}

/** "Move nothing" is the likely wish when the legal moves hold no delivery (not while they are still being asked). */
export function passIsLikely(legal: readonly AosMove[] | null): boolean {
  return legal !== null && !legal.some((m) => m.type === 'deliver');
}

/** "Issue no shares" is the likely wish while the count chosen is 0; "Issue n shares" once the player has raised it. */
export function issueIsLikely(count: number): boolean {
  return count > 0;
}
