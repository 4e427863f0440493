// The end of a Spike game: the winners, every route card revealed with its bonus, the money breakdown (money in play,
// route card bonus, total), each place with the tie-break that decided a tied one (cities in the network, then unbuilt
// track pieces: the engine's standings query decides, this panel prints), and money over the game.
import { useEffect, useState } from 'preact/hooks';
import type { ChartRound } from '../../../components/chart-model';
import { RoundChart, type ChartTexts } from '../../../components/round-chart';
import { PlayerBadge } from '../../../components/player-badge';
import { formatMoney, t } from '../../../i18n/i18n';
import { cardsForBoard, routeCard, type SpikeStanding, type SpikeView } from '../engine';
import { placeName } from '../spike-model';
import type { SpikeGame } from '../types';
import { useSpikeQuery } from '../use-query';

/** Points of the money chart: at most this many positions, spread over the game. */
const SAMPLES = 16;
/** The chart's x values are the moves played at each sample, not rounds (Spike has three): its own axis texts. */
export const SPIKE_CHART_TEXTS: ChartTexts = { axis: 'ui.spike.chartMoves', describe: 'ui.spike.chartDesc' };

/** Money per seat at positions spread over the game, read from the worker's past positions. */
function useMoneyHistory(game: SpikeGame): ChartRound[] | null {
  const [rounds, setRounds] = useState<ChartRound[] | null>(null);
  const moves = game.moveCount.value;
  useEffect(() => {
    let live = true;
    void (async () => {
      const at = [...new Set(Array.from({ length: SAMPLES }, (_, i) => Math.round((moves * (i + 1)) / SAMPLES)))];
      const out: ChartRound[] = [];
      for (const n of at) {
        const r = await game.stateAt(n);
        if (!live) return;
        if (r.ok) out.push({ round: n, seats: r.state.players.map((p) => ({ money: p.money })) });
      }
      if (live) setRounds(out);
    })();
    return () => {
      live = false;
    };
  }, [game, moves]);
  return rounds;
}

/** A tied place in words: what put `row` ahead of the next seat on equal money, or that the two share the place. */
function tieText(view: SpikeView, row: SpikeStanding, next: SpikeStanding): string | null {
  const names = { name: view.seats[row.seat]!.name, next: view.seats[next.seat]!.name };
  if (row.decidedBy === 'cities') return t('ui.spike.tieCities', { ...names, a: row.cities, b: next.cities });
  if (row.decidedBy === 'pieces') return t('ui.spike.tiePieces', { ...names, a: row.piecesLeft, b: next.piecesLeft });
  if (row.decidedBy === null) return t('ui.spike.tieShared', { ...names, rank: row.rank });
  return null;
}

export function EndGamePanel({ game, view }: { game: SpikeGame; view: SpikeView }) {
  // The ranking, each place and the tie-break that decided it, are the engine's (standings, [003:L236]).
  const rows = useSpikeQuery(game, 'standings');
  const cards = cardsForBoard(view.map.id);
  const history = useMoneyHistory(game);
  if (!rows) return <p data-testid="end-game-asking">{t('ui.common.loading')}</p>;
  const winners = rows.filter((r) => r.winner).map((r) => view.seats[r.seat]!.name);
  const ties = rows.flatMap((r, i) => {
    const next = rows[i + 1];
    const text = next ? tieText(view, r, next) : null;
    return text ? [{ seat: r.seat, by: r.decidedBy ?? 'shared', text }] : [];
  });
  return (
    <section class="panel end-game" data-testid="end-game" aria-labelledby="end-title">
      <h2 id="end-title">{t('ui.spike.endTitle')}</h2>
      <p data-testid="end-winner">{t('ui.spike.winner', { names: winners.join(', ') })}</p>
      {view.endedBy && <p class="note">{t(`ui.spike.endedBy.${view.endedBy}`)}</p>}
      <div class="table-scroll">
        <table class="table" data-testid="end-table">
          <thead>
            <tr>
              <th scope="col">{t('ui.spike.col.place')}</th>
              <th scope="col">{t('ui.spike.col.player')}</th>
              <th scope="col">{t('ui.spike.col.played')}</th>
              <th scope="col">{t('ui.spike.col.bonus')}</th>
              <th scope="col">{t('ui.spike.col.money')}</th>
              <th scope="col">{t('ui.spike.col.cities')}</th>
              <th scope="col">{t('ui.spike.col.pieces')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const s = view.seats[r.seat]!;
              const ids = view.players[r.seat]!.routeCards ?? [];
              return (
                <tr key={r.seat} class={r.winner ? 'is-current' : ''} data-testid="end-row" data-seat={r.seat} data-money={r.money} data-rank={r.rank} data-decided-by={r.decidedBy ?? ''}>
                  <td data-testid="end-rank">{r.rank}</td>
                  <th scope="row">
                    <PlayerBadge name={s.name} color={s.color} size={24} current={r.winner} />
                  </th>
                  <td>{formatMoney(r.money - r.routeBonus)}</td>
                  <td data-testid="end-route-card">
                    {ids.map((id) => placeName(view, cards ? routeCard(cards, id)?.top : id)).join(', ')} {formatMoney(r.routeBonus)}
                  </td>
                  <td>
                    <strong>{formatMoney(r.money)}</strong>
                  </td>
                  <td>{r.cities}</td>
                  <td>{r.piecesLeft}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {ties.length > 0 && (
        <ul class="note" data-testid="end-tie-breaks">
          {ties.map((x) => (
            <li key={x.seat} data-testid="end-tie-break" data-seat={x.seat} data-decided-by={x.by}>
              {x.text}
            </li>
          ))}
        </ul>
      )}
      <p class="note">{t('ui.spike.tieBreak')}</p>
      {history && history.length > 1 && (
        <RoundChart history={history} seats={view.seats} metric="money" texts={SPIKE_CHART_TEXTS} />
      )}
    </section>
  );
}
