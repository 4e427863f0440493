// Western U.S.: the player who completed the transcontinental railroad chooses the two of its builders who get +2
// income each (more than two built it, [001:L729-731]). Who may be chosen comes from the engine (state.pendingBonus).
import { useState } from 'preact/hooks';
import { PlayerBadge } from '../../../components/player-badge';
import { t } from '../../../i18n/i18n';
import { movesOf } from '../moves-of';
import type { PanelProps } from './shares';

export function TranscontinentalPanel({ game, state, seat, legal }: PanelProps) {
  const among = state.pendingBonus?.among ?? [];
  const [picked, setPicked] = useState<number[]>([]);
  const pending = game.pending.value;
  // The engine lists the pairs that may be chosen; the confirm button sends the one picked.
  const pairs = movesOf(legal, 'chooseTranscontinental').map((m) => m.seats.join());
  const choice = picked.toSorted((a, b) => a - b);
  const toggle = (x: number) => setPicked((p) => (p.includes(x) ? p.filter((y) => y !== x) : [...p, x].slice(-2)));
  return (
    <section class="panel" data-testid="transcontinental-panel" aria-labelledby="transcontinental-title">
      <h2 id="transcontinental-title">{t('ui.transcontinental.title')}</h2>
      <p>{t('ui.transcontinental.hint')}</p>
      <div class="panel-actions" role="group" aria-label={t('ui.transcontinental.title')}>
        {among.map((x) => {
          const s = state.seats[x]!;
          return (
            <button type="button" key={x} class={`btn${picked.includes(x) ? ' is-on' : ''}`} aria-pressed={picked.includes(x)} disabled={pending} onClick={() => toggle(x)} data-testid={`transcontinental-${x}`}>
              {picked.includes(x) ? "✓ " : ""}<PlayerBadge name={s.name} color={s.color} size={24} /> {s.name}
            </button>
          );
        })}
      </div>
      <button
        type="button"
        class="btn primary"
        disabled={pending || !pairs.includes(choice.join())}
        onClick={() => void game.dispatch({ type: 'chooseTranscontinental', seat, seats: choice })}
        data-testid="transcontinental-confirm"
      >
        {t('ui.transcontinental.confirm')}
      </button>
    </section>
  );
}
