// The build panel: cash, spending and tiles left this turn; the options on the tapped hex (tile chooser, rotate by tap
// or swipe, confirm), Urbanization, the engine's reason when a tap leads nowhere, and the plan mode.
import { useRef } from 'preact/hooks';
import type { BoardMap } from '../../../../engine/map/types';
import { newCityColor } from '../engine';
import { GoodsCube } from '../../../components/goods-cube';
import { MoneyLine } from '../money-line';
import { formatMoney, t, tReason } from '../../../i18n/i18n';
import type { AosView } from '../engine';
import { tileChoiceLabel, type BuildModel } from './build-model';
import { BuildOrPlanButton, PlanList, PlanToggle } from '../../../board/plan-list';
import { TileIcon } from '../../../board/tile-icon';

const SWIPE_PX = 30;

export function BuildPanel({ build, map, state }: { build: BuildModel; map: BoardMap; state: AosView }) {
  const seat = build.seat.value;
  const cur = build.current.value;
  const swipeStart = useRef<number | null>(null);
  if (seat === null) return null;
  const planning = build.planning.value;
  const cash = build.cash.value;
  // The plan's total is what the round's end sees only when every step has its price (an illegal step has none).
  const planPriced = build.planner.priced.value;
  // The ghost tile's money in plan mode comes on top of the plan; both figures below say the same cash.
  const withPlan = planning && planPriced;
  const planSpend = withPlan ? build.planTotal.value : 0;

  const onPointerDown = (e: PointerEvent) => (swipeStart.current = e.clientX);
  const onPointerUp = (e: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const dx = e.clientX - start;
    build.rotate(dx <= -SWIPE_PX ? -1 : 1);
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

      {build.endReason.value && (
        <p class="gb-hint" role="status" data-testid="build-end-reason">
          {tReason(build.endReason.value)}
        </p>
      )}

      {build.urbanizeHere.value.length > 0 && (
        <div class="gb-block">
          <strong>{t('board.urbanize.title')}</strong>
          <p class="gb-hint">{t('board.urbanize.hint')}</p>
          <div class="gb-row gb-wrap">
            {/* Each New City with its colour as a cube chip (colour, shape and letter), so the choice is not letters alone. */}
            {build.urbanizeHere.value.map((letter) => {
              const color = newCityColor(state, letter);
              return (
                <button type="button" class="gb-btn" key={letter} onClick={() => void build.urbanize(letter)} data-testid="urbanize-letter" data-letter={letter} data-color={color ?? ''}>
                  {color && <GoodsCube color={color} size={22} />} {t('board.urbanize.letter', { letter })}
                  {/* The colour in words too; screen readers have it from the chip's label already. */}
                  {color && <span aria-hidden="true"> · {t(`color.${color}`)}</span>}
                </button>
              );
            })}
          </div>
        </div>
      )}

      {cur ? (
        <div class="gb-block">
          {/* Actions first, then the tile choices: on a phone the panel is short, and confirm and the choices must both
              show without scrolling (issue 14); the preview and the figures may scroll below them. */}
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
                  key={`${c.tile}${c.townMarker}`}
                  class={`gb-btn gb-tile ${c.tile === cur.request.tile && c.townMarker === (cur.request.townMarker ?? false) ? 'is-on' : ''}`}
                  aria-label={tileChoiceLabel(c)}
                  onClick={() => build.chooseTile(c.tile, c.townMarker)}
                  data-testid="tile-choice"
                  data-tile={c.tile}
                  data-town-marker={c.townMarker ? '1' : '0'}
                >
                  <TileIcon tile={c.tile} rotation={0} townMarker={c.townMarker} size={36} />
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
              <TileIcon tile={cur.request.tile} rotation={cur.request.rotation} townMarker={cur.request.townMarker} size={72} />
            </div>
            <div class="gb-col">
              <span>
                {t(`board.build.kind.${cur.kind}`)}: {t(`board.tile.${cur.request.tile}`)}
                {cur.request.townMarker ? ` ${t('board.build.townMarker')}` : ''}
              </span>
              <span data-testid="ghost-cost">{t('board.build.cost', { cost: formatMoney(cur.cost) })}</span>
              <span data-testid="ghost-cash-after">{t('board.build.cashAfter', { cash: formatMoney(cash - planSpend - cur.cost) })}</span>
              {/* In plan mode the tile comes on top of the plan: the round's end sees both. */}
              <MoneyLine state={state} seat={seat} change={{ spend: planSpend + cur.cost }} when={withPlan ? 'planTile' : 'build'} testId="ghost-money" />
              <span class="gb-hint">{t('board.build.rotateHint')}</span>
            </div>
          </div>
        </div>
      ) : (
        !build.reason.value && !build.urbanizeHere.value.length && <p class="gb-hint">{build.busy.value ? t('board.build.waiting') : planning ? t('board.plan.empty') : t('board.build.hint')}</p>
      )}

      {!planning && build.specialLinks.value.length > 0 && (
        <div class="gb-block" data-testid="special-links">
          <strong>{t('board.special.title')}</strong>
          <p class="gb-hint">{t('board.special.hint')}</p>
          <div class="gb-row gb-wrap">
            {build.specialLinks.value.map((o) => (
              <div class="gb-col" key={o.link}>
                <button type="button" class="gb-btn" disabled={build.busy.value} onClick={() => void build.buildSpecialLink(o.link)} data-testid={`special-link-${o.link}`}>
                  {t('board.special.build', { name: o.name, cost: formatMoney(o.cost) })}
                </button>
                {/* A special link spends money like a tile: the round's end after paying its price. */}
                <MoneyLine state={state} seat={seat} change={{ spend: o.cost }} when="build" testId={`special-link-money-${o.link}`} />
              </div>
            ))}
          </div>
        </div>
      )}

      <PlanList
        planner={build.planner}
        map={map}
        busy={build.busy.value}
        money={<MoneyLine state={state} seat={seat} change={{ spend: build.planTotal.value }} when="plan" testId="plan-money" />}
      />

      <PlanToggle planner={build.planner} />
    </section>
  );
}
