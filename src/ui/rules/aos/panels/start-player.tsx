// St. Lucia's start-player phase for the player asked: pay the price (the engine's START_PLAYER_PRICE) to be start
// player this round, or not, with what paying does to the round's end (MoneyLine). Whether he can pay comes from the
// engine's legal moves; the rule in words is the phase help.
import { START_PLAYER_PRICE } from '../engine';
import { MoneyLine } from '../money-line';
import { t } from '../../../i18n/i18n';
import { movesOf } from '../moves-of';
import type { PanelProps } from './shares';

export function StartPlayerPanel({ game, state, seat, legal }: PanelProps) {
  const canPay = movesOf(legal, 'payStartPlayer').length > 0;
  const offer = state.startOffer;
  const pending = game.pending.value;
  const first = offer !== null && seat === offer.candidate;
  return (
    <section class="panel" data-testid="start-player-panel" aria-labelledby="start-player-title">
      <h2 id="start-player-title">{t('phaseName.startPlayer')}</h2>
      <p>{t(first ? 'ui.startPlayer.offered' : 'ui.startPlayer.otherDeclined', { cash: state.players[seat]!.cash, price: START_PLAYER_PRICE })}</p>
      {canPay && <MoneyLine state={state} seat={seat} change={{ spend: START_PLAYER_PRICE }} when="start" testId="start-money" />}
      {!canPay && legal !== null && <p class="note">{t('ui.startPlayer.cannotPay', { price: START_PLAYER_PRICE })}</p>}
      <div class="panel-actions">
        <button type="button" class="btn primary" disabled={pending || !canPay} onClick={() => void game.dispatch({ type: 'payStartPlayer', seat })} data-testid="start-pay">
          {t('ui.startPlayer.pay', { price: START_PLAYER_PRICE })}
        </button>
        <button type="button" class="btn" disabled={pending || legal === null} onClick={() => void game.dispatch({ type: 'declineStartPlayer', seat })} data-testid="start-decline">
          {t('ui.startPlayer.decline')}
        </button>
      </div>
    </section>
  );
}
