// The history list as players read it: each move once (its own event's richer text in place of the move's, never
// both), what followed it beneath, and the undos (casual or not) in their place, newest first.
import type { Reason } from '../../engine/reason';
import type { HistoryEntry } from '../model';

export type HistoryItem =
  | { kind: 'move'; logIndex: number; n: number | null; seat: number; line: Reason; after: Reason[] }
  | { kind: 'undo'; logIndex: number; seat: number | null; count: number; casual: boolean };

/** Whether an event's text restates a move's (the rule system's word: RulesUi.restatesMove). */
export type Restates = (move: Reason, event: Reason) => boolean;

/** One entry's line and what followed it: the event restating the move replaces the move's own words. */
export function moveLines(text: Reason, events: readonly Reason[], restatesMove: Restates): { line: Reason; after: Reason[] } {
  const own = events.findIndex((ev) => restatesMove(text, ev));
  if (own < 0) return { line: text, after: [...events] };
  return { line: events[own]!, after: events.filter((_, i) => i !== own) };
}

/** The log's entries as the list shows them: newest first, each move once. */
export function historyItems(entries: readonly HistoryEntry[], restates: Restates): HistoryItem[] {
  return entries
    .map((e): HistoryItem => (e.kind === 'undo' ? e : { kind: 'move', logIndex: e.logIndex, n: e.n, seat: e.seat, ...moveLines(e.text, e.events, restates) }))
    .toReversed();
}
