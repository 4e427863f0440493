// The end of a Steam game ([000:L481-501]): each player's score with its breakdown (VP track, income turned into VP,
// completed links), the winner or winners and the tie-breaks (income, then the lowest action number of the last
// round), and the charts of cash, income and VP over the rounds. The engine's scoreBreakdown (each seat's rank and what
// decided it) and winners decide; this panel only prints them.
import { RoundChart } from '../../../components/round-chart';
import { PlayerBadge } from '../../../components/player-badge';
import { formatMoney, formatSigned, t } from '../../../i18n/i18n';
import type { SteamView } from '../engine';
import type { SteamGame } from '../types';
import { useSteamQuery } from '../use-query';

export function EndGamePanel({ game, view }: { game: SteamGame; view: SteamView }) {
  const lines = useSteamQuery(game, 'scoreBreakdown');
  if (!lines) return <p>{t('ui.common.loading')}</p>;
  const winners = view.winners ?? [];
  const ranked = lines.toSorted((a, b) => a.rank - b.rank || a.seat - b.seat);
  const names = winners.map((w) => view.seats[w]!.name);
  const top = ranked[0];
  // A tie on points broken by income or by the action number: the engine says which decided.
  const tieBy = top && (top.decidedBy === 'income' || top.decidedBy === 'action') ? top.decidedBy : null;
  return (
    <section class="panel end-game" data-testid="end-game" aria-labelledby="end-title">
      <h2 id="end-title">{t('ui.end.title')}</h2>
      <p class="winner" data-testid="winner">
        {names.length === 0 ? t('ui.end.noWinner') : names.length === 1 ? t('ui.end.winner', { name: names[0]! }) : t('ui.end.winners', { names: names.join(', ') })}
      </p>
      {tieBy && (
        <p class="note" data-testid="tie-break">
          {t(tieBy === 'income' ? 'ui.end.tieIncome' : 'ui.end.tieAction', { points: top!.total })}
        </p>
      )}
      <div class="table-scroll">
        <table class="table score-table" data-testid="score-table">
          <thead>
            <tr>
              <th scope="col">{t('ui.end.rank')}</th>
              <th scope="col">{t('ui.end.player')}</th>
              <th scope="col">{t('ui.end.vp')}</th>
              <th scope="col">{t('ui.end.income')}</th>
              <th scope="col">{t('ui.end.links')}</th>
              <th scope="col">{t('ui.end.total')}</th>
              <th scope="col">{t('ui.end.lastAction')}</th>
            </tr>
          </thead>
          <tbody>
            {ranked.map((l) => {
              const s = view.seats[l.seat]!;
              const won = winners.includes(l.seat);
              return (
                <tr key={l.seat} class={`${won ? 'is-winner' : ''}${l.bankrupt ? ' is-out' : ''}`} data-testid="score-row" data-seat={l.seat}>
                  <td>{l.rank}</td>
                  <th scope="row">
                    <PlayerBadge name={s.name} color={s.color} size={24} />
                    {l.bankrupt && <span class="tag">{t('ui.game.bankrupt')}</span>}
                  </th>
                  <td>{l.vp}</td>
                  <td>{t('ui.end.incomeAsVp', { income: formatMoney(l.income), vp: formatSigned(l.fromIncome) })}</td>
                  <td>{l.completedLinks}</td>
                  <td class="total" data-testid="score-total">
                    {formatSigned(l.total)}
                  </td>
                  <td>{view.lastActions[l.seat] ?? '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p class="note">{t('ui.end.rule')}</p>
      <div class="charts">
        <RoundChart history={view.history} seats={view.seats} metric="income" />
        <RoundChart history={view.history} seats={view.seats} metric="vp" />
        <RoundChart history={view.history} seats={view.seats} metric="cash" />
      </div>
    </section>
  );
}
