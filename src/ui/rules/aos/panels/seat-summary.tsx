// The compact seat bar shown instead of the full player table while the board is played on a small screen: the acting
// player's cash, income and engine in one line, and a button that opens the full table (the game screen owns the state).
import type { AosView } from '../engine';
import { PlayerBadge } from '../../../components/player-badge';
import { formatMoney, t } from '../../../i18n/i18n';

export function SeatSummary({ state, toAct, expanded, onToggle }: { state: AosView; toAct: number | null; expanded: boolean; onToggle: () => void }) {
  const seat = toAct !== null ? state.seats[toAct] : undefined;
  const p = toAct !== null ? state.players[toAct] : undefined;
  return (
    <div class="seat-summary" data-testid="seat-summary" data-seat={toAct ?? ''}>
      {seat && p && (
        <dl class="seat-summary-facts">
          <PlayerBadge name={seat.name} color={seat.color} size={24} current />
          <div><dt>{t('ui.game.cash')}</dt><dd>{formatMoney(p.cash)}</dd></div>
          <div><dt>{t('ui.game.income')}</dt><dd>{formatMoney(p.income)}</dd></div>
          <div><dt>{t('ui.game.engine')}</dt><dd>{p.engine}</dd></div>
        </dl>
      )}
      <button type="button" class={`btn${expanded ? ' is-on' : ''}`} data-testid="seat-summary-toggle" aria-expanded={expanded} onClick={onToggle}>
        {t(expanded ? 'ui.game.hidePlayers' : 'ui.game.showPlayers')}
      </button>
    </div>
  );
}
