// Every player's economy at a glance, in turn order: cash, income, shares, engine, action; whose turn it is marked.
import type { AosView } from '../engine';
import { PlayerBadge } from '../../../components/player-badge';
import { formatMoney, t } from '../../../i18n/i18n';

export function SeatTable({ state, toAct }: { state: AosView; toAct: number | null }) {
  const order = [...state.turnOrder, ...state.players.map((_, i) => i).filter((i) => !state.turnOrder.includes(i))];
  return (
    <div class="table-scroll">
    <table class="table seat-table" data-testid="seat-table">
      <thead>
        <tr>
          <th scope="col">{t('ui.game.players')}</th>
          <th scope="col">{t('ui.game.cash')}</th>
          <th scope="col">{t('ui.game.income')}</th>
          <th scope="col">{t('ui.game.shares')}</th>
          <th scope="col">{t('ui.game.engine')}</th>
          <th scope="col">{t('ui.game.action')}</th>
        </tr>
      </thead>
      <tbody>
        {order.map((i) => {
          const p = state.players[i]!;
          const s = state.seats[i]!;
          return (
            <tr key={i} class={`${i === toAct ? 'is-current' : ''}${p.eliminated ? ' is-out' : ''}`} data-testid="seat-line" data-seat={i}>
              <th scope="row">
                <PlayerBadge name={s.name} color={s.color} size={24} current={i === toAct} />
                {p.eliminated && <span class="tag">{t('ui.game.eliminated')}</span>}
              </th>
              <td data-testid="seat-cash">{formatMoney(p.cash)}</td>
              <td>{formatMoney(p.income)}</td>
              <td>{p.shares}</td>
              <td>{p.engine}</td>
              <td>{p.action ? t(`actionName.${p.action}`) : '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
    </div>
  );
}
