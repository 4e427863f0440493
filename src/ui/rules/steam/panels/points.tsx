// The points decision after a delivery ([000:L419-427]), for each recipient in turn (the mover first, then turn order):
// all of this delivery's points as income or as VP, with what each choice means for the rest of the game.
import { PlayerBadge } from '../../../components/player-badge';
import { formatMoney, t } from '../../../i18n/i18n';
import { movesOf, type PanelProps } from '../types';
import { useSteamQuery } from '../use-query';

export function PointsPanel({ game, view, seat, legal }: PanelProps) {
  const pts = view.points!;
  const mine = pts.queue[0]!;
  const p = view.players[seat]!;
  const mover = view.seats[pts.mover]!;
  // How many income phases the points would still be paid in: the engine's word (its roundOutlook).
  const paydays = useSteamQuery(game, 'roundOutlook', seat)?.paydays ?? null;
  const pending = game.pending.value;
  const can = (as: 'income' | 'vp') => movesOf(legal, 'takePoints').some((m) => m.as === as);
  return (
    <section class="panel" data-testid="points-panel" aria-labelledby="points-title" data-points={mine.points}>
      <h2 id="points-title">{t('decision.takePoints')}</h2>
      <p class="big-line">{t(pts.mover === seat ? 'ui.points.yourDelivery' : 'ui.points.otherDelivery', { n: mine.points, name: mover.name })}</p>
      <div class="choice-cards">
        <button type="button" class="action-card" data-testid="points-income" disabled={pending || !can('income')} onClick={() => void game.dispatch({ type: 'takePoints', seat, as: 'income' })}>
          <strong>{t('ui.points.asIncome', { n: mine.points })}</strong>
          {paydays !== null && <span class="action-help">{t('ui.points.incomeMeans', { from: p.income, to: p.income + mine.points, paydays, total: formatMoney(mine.points * paydays) })}</span>}
        </button>
        <button type="button" class="action-card" data-testid="points-vp" disabled={pending || !can('vp')} onClick={() => void game.dispatch({ type: 'takePoints', seat, as: 'vp' })}>
          <strong>{t('ui.points.asVp', { n: mine.points })}</strong>
          <span class="action-help">{t('ui.points.vpMeans', { from: p.vp, to: p.vp + mine.points })}</span>
        </button>
      </div>
      {pts.queue.length > 1 && (
        <ul class="auction-list" aria-label={t('ui.points.next')}>
          {pts.queue.slice(1).map((q) => (
            <li key={q.seat}>
              <PlayerBadge name={view.seats[q.seat]!.name} color={view.seats[q.seat]!.color} size={22} />
              <span>{t('ui.points.waiting', { n: q.points })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
