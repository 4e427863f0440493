// Which snapshots bring the game screen a summary: only one of a new log entry. The "I am …" redraw of a private
// decision (worker viewAs) brings the same position, with the same latest events, drawn for the seat: summarising it
// again showed the table the same round summary twice.
import type { GameEvent } from '../../engine/api';
import type { Reason } from '../../engine/reason';
import type { GameSnapshot } from '../model';

export interface SummaryAdd {
  events: GameEvent[];
  texts: Reason[];
}

/** A tracker for one game: each call with a snapshot answers what to add to the summary (null: nothing). */
export function summaryOnce(needsSummary: (events: readonly GameEvent[]) => boolean): (snap: GameSnapshot) => SummaryAdd | null {
  // The log's length: every accepted move and every undo adds an entry, a redraw for another viewer none.
  let seen: number | null = null;
  return (snap) => {
    if (snap.head.logLength === seen) return null;
    seen = snap.head.logLength;
    return needsSummary(snap.events) ? { events: snap.events, texts: snap.eventTexts as Reason[] } : null;
  };
}
