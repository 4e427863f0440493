// What the table sees next, as a pure function of the game and the UI's own memory (ARCHITECTURE rule 10: hand-over
// and acknowledgements are UI state, never moves): a round summary to acknowledge, a hand-over screen, the decision, or
// a computer player's turn (the worker plays it: no hand-over, no panel).
export type TableScreen =
  | { kind: 'summary' }
  | { kind: 'handover'; seat: number }
  | { kind: 'decide'; seat: number }
  | { kind: 'bot'; seat: number }
  | { kind: 'over' }
  | { kind: 'idle' };

export interface TableInput {
  /** Seat that decides now; null when nobody does. */
  toAct: number | null;
  gameOver: boolean;
  /** Seat that last confirmed "I am X" on this device (null right after opening the game). */
  shownTo: number | null;
  /** Automatic-phase events not yet acknowledged by the table. */
  pendingSummary: boolean;
  /** Players at the table; one player never needs a hand-over. */
  seatCount: number;
  /** Which seats are computer players (absent: none): they never take the tablet, so a hand-over is between persons. */
  bots?: readonly boolean[];
}

export function tableScreen(i: TableInput): TableScreen {
  if (i.pendingSummary) return { kind: 'summary' };
  if (i.gameOver) return { kind: 'over' };
  if (i.toAct === null) return { kind: 'idle' };
  if (i.bots?.[i.toAct]) return { kind: 'bot', seat: i.toAct };
  const persons = i.seatCount - (i.bots?.filter(Boolean).length ?? 0);
  if (persons > 1 && i.shownTo !== i.toAct) return { kind: 'handover', seat: i.toAct };
  return { kind: 'decide', seat: i.toAct };
}
