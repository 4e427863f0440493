// What the engine did on its own after the last move — auction result, income, expenses, income reduction, goods
// growth dice and the cubes they moved — as one summary that the table acknowledges (UI state, not a move).
import type { GameEvent } from '../../../../engine/api';
import { placeAt } from '../../../../engine/map/query';
import type { Reason } from '../../../../engine/reason';
import type { AosView } from '../engine';
import { PlayerBadge } from '../../../components/player-badge';
import { GoodsCube } from '../../../components/goods-cube';
import { formatMoney, formatMoneyChange, t, tReason } from '../../../i18n/i18n';
import { summarize } from '../summary-model';

const DIE_PIPS: Record<number, [number, number][]> = {
  1: [[12, 12]],
  2: [[7, 7], [17, 17]],
  3: [[6, 6], [12, 12], [18, 18]],
  4: [[7, 7], [17, 7], [7, 17], [17, 17]],
  5: [[6, 6], [18, 6], [12, 12], [6, 18], [18, 18]],
  6: [[7, 6], [17, 6], [7, 12], [17, 12], [7, 18], [17, 18]],
};

function Die({ value }: { value: number }) {
  return (
    <svg class="die" width="34" height="34" viewBox="0 0 24 24" role="img" aria-label={String(value)}>
      <rect x="1" y="1" width="22" height="22" rx="4" fill="#fff" stroke="#1b1b1b" stroke-width="1.5" />
      {(DIE_PIPS[value] ?? []).map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r="2.2" fill="#1b1b1b" />
      ))}
    </svg>
  );
}

export function SummaryPanel({ state, events, texts, onAck }: { state: AosView; events: GameEvent[]; texts: Reason[]; onAck: () => void }) {
  const s = summarize(events);
  const seat = (i: number) => state.seats[i]!;
  const title = s.economy.length || s.dice.length ? t('ui.auto.title', { round: s.round ?? state.round }) : t('phaseName.auction');
  return (
    <section class="panel summary" data-testid="round-summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{title}</h2>
      {s.auction && (
        <div class="summary-block" data-testid="summary-auction">
          <h3>{t('ui.game.turnOrder')}</h3>
          <ol class="order-list">
            {s.auction.order.map((x, i) => (
              <li key={x}>
                <PlayerBadge name={seat(x).name} color={seat(x).color} size={24} />
                {s.auction!.payments[i] !== undefined && <span class="tag">{t('ui.auto.paid', { amount: formatMoney(s.auction!.payments[i]!) })}</span>}
              </li>
            ))}
          </ol>
        </div>
      )}
      {s.economy.length > 0 && (
        <div class="summary-block" data-testid="summary-economy">
          <table class="table">
            <thead>
              <tr>
                <th scope="col">{t('ui.end.player')}</th>
                <th scope="col">{t('phaseName.collectIncome')}</th>
                <th scope="col">{t('phaseName.payExpenses')}</th>
                <th scope="col">{t('phaseName.incomeReduction')}</th>
                <th scope="col">{t('ui.game.cash')}</th>
              </tr>
            </thead>
            <tbody>
              {s.economy.map((l) => (
                <tr key={l.seat} class={l.eliminated ? 'is-out' : ''}>
                  <th scope="row">
                    <PlayerBadge name={seat(l.seat).name} color={seat(l.seat).color} size={22} />
                  </th>
                  <td>{l.income !== undefined ? formatMoneyChange(l.income) : '—'}</td>
                  <td>
                    {l.due !== undefined ? formatMoneyChange(-(l.paid ?? 0)) : '—'}
                    {l.incomeLost ? ` ${t('ui.auto.incomeLost', { n: l.incomeLost })}` : ''}
                    {l.eliminated ? ` ${t('ui.game.eliminated')}` : ''}
                  </td>
                  <td>{l.reducedFrom !== undefined ? `${l.reducedFrom} → ${l.reducedTo}` : '—'}</td>
                  <td>{l.cashAfter !== undefined ? formatMoney(l.cashAfter) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {s.dice.length > 0 && (
        <div class="summary-block" data-testid="summary-dice">
          <h3>{t('phaseName.goodsGrowth')}</h3>
          {s.dice.map((d) => (
            <p key={d.group} class="dice-row">
              <span>{t('ui.auto.diceFor', { group: d.group })}</span>
              {d.dice.map((v, i) => (
                <Die key={i} value={v} />
              ))}
            </p>
          ))}
          {s.grown.length > 0 && (
            <ul class="grown-list">
              {s.grown.map((g, i) => (
                <li key={i}>
                  <GoodsCube color={g.color} size={18} />{' '}
                  {t(g.field === null ? 'ui.auto.grownFromBag' : 'ui.auto.grownTo', { place: placeAt(state.map, g.hex)?.name ?? g.hex })}
                </li>
              ))}
            </ul>
          )}
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
