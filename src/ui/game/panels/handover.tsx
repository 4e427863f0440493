// The hand-over screen of pass-and-play: names the player who decides next (name, colour, pattern, letter) and what
// they decide; the decision appears only after they confirm.
import type { SeatSetup } from '../../../engine/api';
import { PlayerMark } from '../../components/player-badge';
import { t } from '../../i18n/i18n';

/** `stage`: the rule system's stage of play (its `phaseName.<stage>`); `decision`: the engine's decision key. */
export function HandOverPanel({ player: s, seat, stage, decision, onReady }: { player: SeatSetup; seat: number; stage: string; decision: string; onReady: () => void }) {
  return (
    <section class="panel handover" data-testid="handover" data-seat={seat} aria-labelledby="handover-title">
      <h2 id="handover-title">{t('ui.handover.title')}</h2>
      <div class="handover-who">
        <PlayerMark color={s.color} size={96} />
        <span class="handover-name" data-testid="handover-name">
          {s.name}
        </span>
      </div>
      <p>{t('ui.handover.decides', { name: s.name, phase: stage })}</p>
      <p class="note">{t(`decision.${decision}`)}</p>
      <button type="button" class="btn primary big" data-testid="handover-ready" onClick={onReady}>
        {t('ui.handover.ready', { name: s.name })}
      </button>
    </section>
  );
}
