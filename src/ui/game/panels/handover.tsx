// The hand-over screen of pass-and-play: names the player who decides next (name, colour, pattern, letter) and what
// they decide; the decision appears only after they confirm.
import type { GameState } from '../../model';
import { PlayerMark } from '../../components/player-badge';
import { t } from '../../i18n/i18n';

export function HandOverPanel({ state, seat, decision, onReady }: { state: GameState; seat: number; decision: string; onReady: () => void }) {
  const s = state.seats[seat]!;
  return (
    <section class="panel handover" data-testid="handover" data-seat={seat} aria-labelledby="handover-title">
      <h2 id="handover-title">{t('ui.handover.title')}</h2>
      <div class="handover-who">
        <PlayerMark color={s.color} size={96} />
        <span class="handover-name" data-testid="handover-name">
          {s.name}
        </span>
      </div>
      <p>{t('ui.handover.decides', { name: s.name, phase: state.phase })}</p>
      <p class="note">{t(`decision.${decision}`)}</p>
      <button type="button" class="btn primary big" data-testid="handover-ready" onClick={onReady}>
        {t('ui.handover.ready', { name: s.name })}
      </button>
    </section>
  );
}
