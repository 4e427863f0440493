// One line on what the end of this round does to the seat's money after the spend in view (issue 14 §8): fine, short
// (income lost) or out of the game. The engine's roundOutlook decides; colour only repeats what the words and the mark say.
import type { AosView } from './engine';
import { roundOutlook, type RoundChange } from './engine';
import { outlookSentence, type MoneyWhen } from './money-text';

export function MoneyLine({ state, seat, change, when, level, testId }: { state: AosView; seat: number; change?: RoundChange; when: MoneyWhen; level?: number; testId: string }) {
  const o = roundOutlook(state, seat, change);
  if (!o) return null;
  return (
    <p class={`money-line is-${o.outcome}`} data-testid={testId} data-outcome={o.outcome} data-short={o.short}>
      {o.outcome !== 'fine' && <span aria-hidden="true">⚠ </span>}
      {outlookSentence(o, when, level)}
    </p>
  );
}
