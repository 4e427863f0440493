// The end of a Steam game ([000:L481-501]): each player's score with its breakdown (VP track, income turned into VP,
// completed links), the winner or winners and the tie-breaks (income, then the lowest action number of the last
// round), and the charts of cash, income and VP over the rounds. The engine's scoreBreakdown and winners decide.
import { RoundChart } from '../../../components/round-chart';
import { PlayerBadge } from '../../../components/player-badge';
import { formatMoney, formatSigned, t } from '../../../i18n/i18n';
import type { SeatScore, SteamView } from '../engine';
import type { SteamGame } from '../types';
import { useSteamQuery } from '../use-query';

/** Best first, as the engine's winners are found: total, then income, then the lower action number; a bankrupt last. */
export function rankScores(lines: readonly SeatScore[], lastActions: readonly (number | null)[]): SeatScore[] {
  return lines.toSorted((a, b) => Number(a.bankrupt) - Number(b.bankrupt) || b.total - a.total || b.income - a.income || (lastActions[a.seat] ?? 99) - (lastActions[b.seat] ?? 99));
}

export function EndGamePanel({ game, view }: { game: SteamGame; view: SteamView }) {
  const lines = useSteamQuery(game, 'scoreBreakdown');
  if (!lines) return <p>{t('ui.common.loading')}</p>;
  const winners = view.winners ?? [];
  const ranked = rankScores(lines, view.lastActions);
  const names = winners.map((w) => view.seats[w]!.name);
  const top = ranked[0];
  // A tie on points is broken by income, then by the action number: say which decided.
  const tied = top ? ranked.filter((l) => !l.bankrupt && l.total === top.total) : [];
  const tieBy = tied.length < 2 ? null : tied.every((l) => l.income === top!.income) ? 'action' : 'income';
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
              <th scope="col">#</th>
              <th scope="col">{t('ui.end.player')}</th>
              <th scope="col">{t('ui.end.vp')}</th>
              <th scope="col">{t('ui.end.income')}</th>
              <th scope="col">{t('ui.end.links')}</th>
              <th scope="col">{t('ui.end.total')}</th>
              <th scope="col">{t('ui.end.lastAction')}</th>
            </tr>
          </thead>
          <tbody>
            {ranked.map((l, i) => {
              const s = view.seats[l.seat]!;
              const won = winners.includes(l.seat);
              return (
                <tr key={l.seat} class={`${won ? 'is-winner' : ''}${l.bankrupt ? ' is-out' : ''}`} data-testid="score-row" data-seat={l.seat}>
                  <td>{i + 1}</td>
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
