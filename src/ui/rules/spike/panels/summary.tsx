// What the engine did on its own after a move (a time card, a new round's pile, the game's end with the route cards
// scored), in the viewer's words, for the table to acknowledge (UI state, not a move).
import type { GameEvent } from '../../../../engine/api';
import type { Reason } from '../../../../engine/reason';
import { t, tReason } from '../../../i18n/i18n';
import type { SpikeView } from '../engine';

/** Events worth stopping the table for. */
const TOLD: ReadonlySet<string> = new Set(['timeCard', 'roundStarted', 'pileSplit', 'specialEnd', 'gameEnded', 'contractsRevealed']);

export function needsSummary(events: readonly GameEvent[]): boolean {
  return events.some((e) => TOLD.has(e.type));
}

export function SummaryPanel({ events, texts, onAck }: { view: SpikeView; events: GameEvent[]; texts: Reason[]; onAck: () => void }) {
  const told = texts.length === events.length ? texts.filter((_, i) => TOLD.has(events[i]!.type) || events[i]!.type === 'routeScored' || events[i]!.type === 'winners') : texts;
  return (
    <section class="panel summary" data-testid="round-summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{t('ui.spike.summaryTitle')}</h2>
      <ul class="log-lines" data-testid="summary-told">
        {told.map((r, i) => (
          <li key={i}>{tReason(r)}</li>
        ))}
      </ul>
      <button type="button" class="btn primary big" data-testid="summary-ack" onClick={onAck}>
        {t('ui.spike.ack')}
      </button>
    </section>
  );
}
