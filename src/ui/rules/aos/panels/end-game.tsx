// End of the game: each player's score with its breakdown (income × 3, track segments, shares × −3; on Barbados the
// money, less $5 per share), the winner or winners (ties share the win, or a map's tie-break decides), and the charts of
// income, cash and score over the rounds.
import { useEffect, useState } from 'preact/hooks';
import type { ScoreLine } from '../engine';
import type { AosGame } from '../types';
import type { AosView } from '../engine';
import { PlayerBadge } from '../../../components/player-badge';
import { formatMoney, t } from '../../../i18n/i18n';
import { RoundChart } from '../../../components/round-chart';
import { scoreCells } from './score-cells';

export function EndGamePanel({ game, state }: { game: AosGame; state: AosView }) {
  const [lines, setLines] = useState<ScoreLine[] | null>(null);
  useEffect(() => {
    let live = true;
    void game.query('scoreBreakdown').then((r) => live && r.ok && setLines(r.value as ScoreLine[]));
    return () => {
      live = false;
    };
  }, [game]);
  if (!lines) return <p>{t('ui.common.loading')}</p>;
  const winners = lines.filter((l) => l.winner).map((l) => state.seats[l.seat]!.name);
  const ranked = lines.toSorted((a, b) => a.rank - b.rank);
  // Barbados scores the money left after paying $5 per share (engine ScoreLine.scoring).
  const money = lines[0]?.scoring === 'money';
  return (
    <section class="panel end-game" data-testid="end-game" aria-labelledby="end-title">
      <h2 id="end-title">{t('ui.end.title')}</h2>
      <p class="winner" data-testid="winner">
        {winners.length === 0 ? t(money && !lines[0]!.eliminated ? 'ui.end.lostShares' : 'ui.end.noWinner', { due: formatMoney(lines[0]?.sharesPenalty ?? 0) }) : winners.length === 1 ? t('ui.end.winner', { name: winners[0]! }) : t('ui.end.winners', { names: winners.join(', ') })}
      </p>
      <table class="table score-table" data-testid="score-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('ui.end.player')}</th>
            {money ? (
              <>
                <th scope="col">{t('ui.end.money')}</th>
                <th scope="col">{t('ui.end.sharesPaid')}</th>
              </>
            ) : (
              <>
                <th scope="col">{t('ui.end.income')}</th>
                <th scope="col">{t('ui.end.segments')}</th>
                <th scope="col">{t('ui.end.shares')}</th>
              </>
            )}
            <th scope="col">{t('ui.end.total')}</th>
          </tr>
        </thead>
        <tbody>
          {ranked.map((l) => {
            const s = state.seats[l.seat]!;
            const cells = scoreCells(l);
            return (
              <tr key={l.seat} class={`${l.winner ? 'is-winner' : ''}${l.eliminated ? ' is-out' : ''}`} data-testid="score-row" data-seat={l.seat}>
                <td>{l.rank}</td>
                <th scope="row">
                  <PlayerBadge name={s.name} color={s.color} size={24} />
                  {l.eliminated && <span class="tag">{t('ui.game.eliminated')}</span>}
                </th>
                {cells.cells.map((c, i) => (
                  <td key={i}>{c}</td>
                ))}
                <td class="total" data-testid="score-total">
                  {cells.total}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div class="charts">
        <RoundChart history={state.history} seats={state.seats} metric="income" />
        <RoundChart history={state.history} seats={state.seats} metric="cash" />
        <RoundChart history={state.history} seats={state.seats} metric="score" />
      </div>
    </section>
  );
}
