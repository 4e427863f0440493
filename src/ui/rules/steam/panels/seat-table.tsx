// Every player's economy at a glance in Steam's terms, in turn order: cash, income (down to −$10), VP, engine and the
// action tile taken (turned over or forgone marked); whose turn it is marked, a bankrupt player marked out.
import { PlayerBadge } from '../../../components/player-badge';
import { formatMoney, t } from '../../../i18n/i18n';
import type { SteamView } from '../engine';

export function actionCell(view: SteamView, seat: number): string {
  const p = view.players[seat]!;
  if (!p.action) return '—';
  const name = t(`actionName.${p.action}`);
  return p.forgone ? t('ui.game.actionForgone', { action: p.action }) : name;
}

export function SeatTable({ view, toAct }: { view: SteamView; toAct: number | null }) {
  const order = [...view.turnOrder, ...view.players.map((_, i) => i).filter((i) => !view.turnOrder.includes(i))];
  return (
    <div class="table-scroll">
      <table class="table seat-table" data-testid="seat-table">
        <thead>
          <tr>
            <th scope="col">{t('ui.game.players')}</th>
            <th scope="col">{t('ui.game.cash')}</th>
            <th scope="col">{t('ui.game.income')}</th>
            <th scope="col">{t('ui.game.vp')}</th>
            <th scope="col">{t('ui.game.engine')}</th>
            <th scope="col">{t('ui.game.action')}</th>
          </tr>
        </thead>
        <tbody>
          {order.map((i) => {
            const p = view.players[i]!;
            const s = view.seats[i]!;
            return (
              <tr key={i} class={`${i === toAct ? 'is-current' : ''}${p.bankrupt ? ' is-out' : ''}`} data-testid="seat-line" data-seat={i}>
                <th scope="row">
                  <PlayerBadge name={s.name} color={s.color} size={24} current={i === toAct} />
                  {p.bankrupt && <span class="tag">{t('ui.game.bankrupt')}</span>}
                </th>
                <td data-testid="seat-cash">{formatMoney(p.cash)}</td>
                <td data-testid="seat-income">{formatMoney(p.income)}</td>
                <td data-testid="seat-vp">{p.vp}</td>
                <td>{p.engine}</td>
                <td>{actionCell(view, i)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The one-line seat bar shown instead of the table while the board is played on a small screen. */
export function SeatSummary({ view, toAct, expanded, onToggle }: { view: SteamView; toAct: number | null; expanded: boolean; onToggle: () => void }) {
  const seat = toAct !== null ? view.seats[toAct] : undefined;
  const p = toAct !== null ? view.players[toAct] : undefined;
  return (
    <div class="seat-summary" data-testid="seat-summary" data-seat={toAct ?? ''}>
      {seat && p && (
        <dl class="seat-summary-facts">
          <PlayerBadge name={seat.name} color={seat.color} size={24} current />
          <div>
            <dt>{t('ui.game.cash')}</dt>
            <dd>{formatMoney(p.cash)}</dd>
          </div>
          <div>
            <dt>{t('ui.game.income')}</dt>
            <dd>{formatMoney(p.income)}</dd>
          </div>
          <div>
            <dt>{t('ui.game.vp')}</dt>
            <dd>{p.vp}</dd>
          </div>
          <div>
            <dt>{t('ui.game.engine')}</dt>
            <dd>{p.engine}</dd>
          </div>
        </dl>
      )}
      <button type="button" class={`btn${expanded ? ' is-on' : ''}`} data-testid="seat-summary-toggle" aria-expanded={expanded} onClick={onToggle}>
        {t(expanded ? 'ui.game.hidePlayers' : 'ui.game.showPlayers')}
      </button>
    </div>
  );
}
