// Every Spike player at a glance (public facts only, so it shows through every hand-over): money, cards in hand as a
// count, route cards as a count, track pieces left, the train's levels and the freight on it; whose turn it is marked.
import { PlayerBadge } from '../../../components/player-badge';
import { formatMoney, t } from '../../../i18n/i18n';
import type { SpikeView } from '../engine';

export function SeatTable({ view, toAct }: { view: SpikeView; toAct: number | null }) {
  return (
    <div class="table-scroll">
      <table class="table seat-table spike-seats" data-testid="seat-table">
        <thead>
          <tr>
            <th scope="col">{t('ui.spike.col.player')}</th>
            <th scope="col">{t('ui.spike.col.money')}</th>
            <th scope="col">{t('ui.spike.col.cards')}</th>
            <th scope="col">{t('ui.spike.col.pieces')}</th>
            <th scope="col">{t('ui.spike.col.train')}</th>
            <th scope="col">{t('ui.spike.col.freight')}</th>
          </tr>
        </thead>
        <tbody>
          {view.order.map((i) => {
            const p = view.players[i]!;
            const s = view.seats[i]!;
            const onTrain = p.contracts.filter((c) => c.freight === 'train').map((c) => t(`good.${c.good}`));
            return (
              <tr key={i} class={i === toAct ? 'is-current' : ''} data-testid="seat-line" data-seat={i}>
                <th scope="row">
                  <PlayerBadge name={s.name} color={s.color} size={24} current={i === toAct} />
                </th>
                <td data-testid="seat-money">{formatMoney(p.money)}</td>
                <td data-testid="seat-cards">{p.handCount}</td>
                <td>{p.piecesLeft}</td>
                <td>{t('ui.spike.trainShort', { speed: p.train.speed + 1, tender: p.train.tender + 1, capacity: p.train.capacity + 1 })}</td>
                <td>{onTrain.join(', ') || '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The one-line seat bar shown instead of the table while the seat plays on the board (small screens). */
export function SeatSummary({ view, toAct, expanded, onToggle }: { view: SpikeView; toAct: number | null; expanded: boolean; onToggle: () => void }) {
  const seat = toAct !== null ? view.seats[toAct] : undefined;
  const p = toAct !== null ? view.players[toAct] : undefined;
  return (
    <div class="seat-summary" data-testid="seat-summary" data-seat={toAct ?? ''}>
      {seat && p && (
        <dl class="seat-summary-facts">
          <PlayerBadge name={seat.name} color={seat.color} size={24} current />
          <div>
            <dt>{t('ui.spike.col.money')}</dt>
            <dd>{formatMoney(p.money)}</dd>
          </div>
          <div>
            <dt>{t('ui.spike.col.cards')}</dt>
            <dd>{p.handCount}</dd>
          </div>
          <div>
            <dt>{t('ui.spike.col.pieces')}</dt>
            <dd>{p.piecesLeft}</dd>
          </div>
        </dl>
      )}
      <button type="button" class={`btn${expanded ? ' is-on' : ''}`} data-testid="seat-summary-toggle" aria-expanded={expanded} onClick={onToggle}>
        {t(expanded ? 'ui.spike.hidePlayers' : 'ui.spike.showPlayers')}
      </button>
    </div>
  );
}
