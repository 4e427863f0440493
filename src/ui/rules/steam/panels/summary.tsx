// What the engine did on its own after the last move — the first turn order, a place won in the initial auction, the
// turn-order auction's result, income and expenses with borrowing or shortfall, bankruptcy, the new turn order — as one
// summary that the table acknowledges (UI state, not a move).
import type { GameEvent } from '../../../../engine/api';
import type { Reason } from '../../../../engine/reason';
import { PlayerBadge } from '../../../components/player-badge';
import { formatMoney, formatMoneyChange, t, tReason } from '../../../i18n/i18n';
import type { SteamView } from '../engine';
import { summarize } from '../summary-model';

const ORDER_TITLE = { start: 'ui.auto.startOrder', auction: 'ui.auto.auctionOrder', actions: 'ui.auto.newOrder' } as const;

export function SummaryPanel({ view, events, texts, onAck }: { view: SteamView; events: GameEvent[]; texts: Reason[]; onAck: () => void }) {
  const s = summarize(events);
  const seat = (i: number) => view.seats[i]!;
  const title = s.round !== null ? t('ui.auto.title', { round: s.round }) : s.order ? t(ORDER_TITLE[s.order.kind]) : t('ui.auto.results');
  // The texts are the events in words, one each, in order (the worker's eventTexts).
  const told = texts.length === events.length ? s.told.map((i) => texts[i]!) : [];
  return (
    <section class="panel summary" data-testid="round-summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{title}</h2>
      {told.length > 0 && (
        <ul class="log-lines" data-testid="summary-told">
          {told.map((r, i) => (
            <li key={i}>{tReason(r)}</li>
          ))}
        </ul>
      )}
      {s.income.length > 0 && (
        <div class="summary-block" data-testid="summary-economy">
          <table class="table">
            <thead>
              <tr>
                <th scope="col">{t('ui.end.player')}</th>
                <th scope="col">{t('ui.game.income')}</th>
                {view.edition === 'standard' && <th scope="col">{t('ui.auto.engineCost')}</th>}
                <th scope="col">{t('ui.auto.paidOut')}</th>
                <th scope="col">{t('ui.game.cash')}</th>
              </tr>
            </thead>
            <tbody>
              {s.income.map((l) => (
                <tr key={l.seat} class={l.bankrupt ? 'is-out' : ''} data-testid="summary-income" data-seat={l.seat}>
                  <th scope="row">
                    <PlayerBadge name={seat(l.seat).name} color={seat(l.seat).color} size={22} />
                  </th>
                  <td>{formatMoney(l.income)}</td>
                  {view.edition === 'standard' && <td>{formatMoneyChange(-l.maintenance)}</td>}
                  <td>
                    {l.bankrupt ? t('ui.game.bankrupt') : formatMoneyChange(l.amount)}
                    {l.borrowed > 0 && ` ${t('ui.auto.borrowed', { amount: formatMoney(l.borrowed), income: l.incomeAfter })}`}
                    {(l.vpLost > 0 || l.incomeLost > 0) && ` ${t('ui.auto.shortfall', { vp: l.vpLost, income: l.incomeLost })}`}
                  </td>
                  <td>{l.bankrupt ? '—' : formatMoney(l.cash)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {s.order && (
        <div class="summary-block" data-testid="summary-order">
          {s.round !== null && <h3>{t(ORDER_TITLE[s.order.kind])}</h3>}
          {s.order.noBids && <p class="note">{t('ui.auto.noBids')}</p>}
          <ol class="order-list">
            {s.order.seats.map((x, i) => (
              <li key={x}>
                <PlayerBadge name={seat(x).name} color={seat(x).color} size={24} />
                {s.order!.payments[i] !== undefined && <span class="tag">{t('ui.auto.paid', { amount: formatMoney(s.order!.payments[i]!) })}</span>}
                {s.order!.money[i] !== undefined && <span class="tag">{t('ui.auto.startMoney', { amount: formatMoney(s.order!.money[i]!) })}</span>}
              </li>
            ))}
          </ol>
        </div>
      )}
      <details class="summary-block">
        <summary>{t('ui.auto.details')}</summary>
        <ul class="log-lines">
          {texts.map((r, i) => (
            <li key={i}>{tReason(r)}</li>
          ))}
        </ul>
      </details>
      <button type="button" class="btn primary big" data-testid="summary-ack" onClick={onAck}>
        {t('ui.auto.ack')}
      </button>
    </section>
  );
}
