// Steam's build panel under the board: cash, spending and tiles left this turn; the options on the tapped hex (tile
// chooser, rotate by tap or swipe, confirm) with the price and what paying it does (borrowing: "you borrow $5, income
// −1"), the engine's reason when a tap leads nowhere, and plan mode (the shared plan list): what the whole plan costs
// and what paying it does, asked of the engine for the plan's total (basic: the loans; standard: whether cash suffices).
import { useRef } from 'preact/hooks';
import { TileIcon } from '../../../board/tile-icon';
import { formatMoney, t, tReason } from '../../../i18n/i18n';
import type { SteamView } from '../engine';
import { PayLine, PreviewLine } from '../money-line';
import type { SteamGame } from '../types';
import { BuildOrPlanButton, PlanList, PlanToggle } from '../../../board/plan-list';
import type { BuildModel } from './build-model';

const SWIPE_PX = 30;

/** What paying `amount` does, after a lead saying what it is the price of ("The whole plan:"). */
function PlanMoney({ game, view, seat, amount, lead, testId }: { game: SteamGame; view: SteamView; seat: number; amount: number; lead: string; testId: string }) {
  return (
    <div class="gb-col">
      <span>{lead}</span>
      <PreviewLine game={game} view={view} seat={seat} amount={amount} testId={testId} />
    </div>
  );
}

export function BuildPanel({ build, view, game }: { build: BuildModel; view: SteamView; game: SteamGame }) {
  const seat = build.seat.value;
  const cur = build.current.value;
  const swipeStart = useRef<number | null>(null);
  if (seat === null) return null;
  const cash = view.players[seat]!.cash;
  const planner = build.planner;
  const planning = planner.planning.value;
  // In plan mode a ghost's price comes on top of the plan's: its money is asked for both together.
  const planSpend = planning && planner.priced.value ? planner.planTotal.value : 0;
  const onPointerDown = (e: PointerEvent) => (swipeStart.current = e.clientX);
  const onPointerUp = (e: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    build.rotate(e.clientX - start <= -SWIPE_PX ? -1 : 1);
  };
  return (
    <section class="gb-panel" aria-label={t('board.build.title')} data-testid="build-panel">
      <header class="gb-row gb-figures">
        <strong>{t('board.build.title')}</strong>
        <span data-testid="build-cash">{t('board.build.cash', { cash: formatMoney(cash) })}</span>
        <span>{t('board.build.spent', { spent: formatMoney(build.spent.value) })}</span>
        <span data-testid="tiles-left">{t('board.build.tilesLeft', { n: build.tilesLeft.value })}</span>
      </header>
      {build.reason.value && (
        <p class="gb-reason" role="alert" data-testid="build-reason">
          {tReason(build.reason.value)}
        </p>
      )}
      {cur ? (
        <div class="gb-block">
          <div class="gb-row gb-wrap">
            <button type="button" class="gb-btn" onClick={() => build.rotate(-1)} aria-label={t('board.build.rotateBack')}>
              ⟲
            </button>
            <button type="button" class="gb-btn" onClick={() => build.rotate(1)} data-testid="rotate" aria-label={t('board.build.rotate')}>
              ⟳ <span class="hide-narrow">{t('board.build.rotate')}</span>
            </button>
            <BuildOrPlanButton planner={build.planner} busy={build.busy.value} cost={cur.cost} onBuild={() => void build.confirm()} onPlan={() => void build.addToPlan()} />
            <button type="button" class="gb-btn" onClick={() => build.clearSelection()}>
              {t('board.build.cancel')}
            </button>
          </div>
          {build.tiles.value.length > 1 && (
            <div class="gb-row gb-wrap" role="group" aria-label={t('board.build.options')}>
              {build.tiles.value.map((c) => (
                <button
                  type="button"
                  key={c.tile}
                  class={`gb-btn gb-tile ${c.tile === cur.request.tile ? 'is-on' : ''}`}
                  aria-label={t('board.build.optionLabel', { tile: t(`board.tile.${c.tile}`), cost: formatMoney(c.cost) })}
                  onClick={() => build.chooseTile(c.tile)}
                  data-testid="tile-choice"
                  data-tile={c.tile}
                >
                  <TileIcon tile={c.tile} rotation={0} size={36} />
                  <span>{formatMoney(c.cost)}</span>
                </button>
              ))}
            </div>
          )}
          <div class="gb-row">
            <div
              class="gb-preview"
              role="button"
              tabIndex={0}
              aria-label={t('board.build.rotate')}
              data-testid="ghost-preview"
              data-hex={cur.request.hex}
              data-tile={cur.request.tile}
              data-rotation={cur.request.rotation}
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && build.rotate(1)}
            >
              <TileIcon tile={cur.request.tile} rotation={cur.request.rotation} size={72} />
            </div>
            <div class="gb-col">
              <span>
                {t(`board.build.kind.${cur.kind}`)}: {t(`board.tile.${cur.request.tile}`)}
              </span>
              <span data-testid="ghost-cost">{t('board.build.cost', { cost: formatMoney(cur.cost) })}</span>
              {/* What paying this tile does: cash, or (basic game) the $5 loans it takes and what they cost; in plan mode
                  after the plan, so the money is the plan's and the tile's together. */}
              {planSpend > 0 ? (
                <PlanMoney game={game} view={view} seat={seat} amount={planSpend + cur.cost} lead={t('board.plan.withTile')} testId="ghost-money" />
              ) : (
                <PayLine view={view} seat={seat} cost={cur.cost} pay={cur.pay} testId="ghost-money" />
              )}
              <span class="gb-hint">{t('board.build.rotateHint')}</span>
            </div>
          </div>
        </div>
      ) : (
        !build.reason.value && (
          <p class="gb-hint" data-testid="build-hint">
            {build.busy.value || build.asking.value ? t('board.build.waiting') : planning ? t('board.plan.empty') : t('board.build.hint')}
          </p>
        )
      )}
      <PlanList
        planner={planner}
        map={view.map}
        busy={build.busy.value}
        money={<PlanMoney game={game} view={view} seat={seat} amount={planner.planTotal.value} lead={t('board.plan.money')} testId="plan-money" />}
      />
      <PlanToggle planner={planner} />
    </section>
  );
}
