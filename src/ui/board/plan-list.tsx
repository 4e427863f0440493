// The build panel's plan block for any rule system that lays tiles: the planned steps with the engine's reason on an
// illegal one, the total, what paying it does (the system's own money line, passed in), the commit buttons, the
// "Plan ahead" switch and the ghost's build-or-plan button. Its board.plan.* texts are the shared board catalogue's
// (src/ui/board/messages.ts).
import type { ComponentChildren } from 'preact';
import type { BoardMap } from '../../engine/map/types';
import { formatMoney, t, tReason } from '../i18n/i18n';
import type { PlanModel } from './plan-model';
import { planStepText } from './plan-step';

export function PlanList({ planner, map, busy, money }: { planner: PlanModel; map: BoardMap; busy: boolean; money: ComponentChildren }) {
  const plan = planner.plan.value;
  if (!planner.planning.value || plan.length === 0) return null;
  const blocked = busy || !!plan[0]?.reason;
  return (
    <div class="gb-block" data-testid="plan">
      <strong>{t('board.plan.title')}</strong>
      <ol class="gb-list">
        {plan.map((st, i) => (
          <li key={i} class={st.reason ? 'is-bad' : ''} data-testid="plan-step" data-legal={st.reason ? '0' : '1'}>
            {planStepText(map, i + 1, st.req.tile, st.req.hex, st.cost)}
            {st.reason && <div class="gb-reason">{t('board.plan.illegalStep', { n: i + 1, reason: tReason(st.reason) })}</div>}
          </li>
        ))}
      </ol>
      <p data-testid="plan-total">
        {t('board.plan.total', { cost: formatMoney(planner.planTotal.value), n: plan.length })}
        {plan.every((s) => !s.reason) ? ` — ${t('board.plan.legal')}` : ''}
      </p>
      {/* The total's money is what the round's end sees only when every step has its price. */}
      {planner.priced.value && money}
      <div class="gb-row gb-wrap">
        <button type="button" class="gb-btn gb-primary" disabled={blocked} onClick={() => void planner.commitNext()} data-testid="plan-next">
          {t('board.plan.commitNext')}
        </button>
        <button type="button" class="gb-btn" disabled={blocked} onClick={() => void planner.commitAll()} data-testid="plan-all">
          {t('board.plan.commitAll')}
        </button>
        <button type="button" class="gb-btn" onClick={() => void planner.removeLast()}>
          {t('board.plan.removeLast')}
        </button>
        <button type="button" class="gb-btn" onClick={() => planner.clear()}>
          {t('board.plan.clear')}
        </button>
      </div>
    </div>
  );
}

/** The switch between building at once and planning ahead. */
export function PlanToggle({ planner }: { planner: PlanModel }) {
  return (
    <footer class="gb-row gb-wrap">
      <label class="gb-toggle">
        <input type="checkbox" checked={planner.planning.value} onChange={(e) => void planner.setPlanning((e.target as HTMLInputElement).checked)} data-testid="plan-toggle" />
        {t('board.plan.toggle')}
      </label>
    </footer>
  );
}

/** The ghost tile's main button: build it now for its price, or in plan mode add it to the plan. */
export function BuildOrPlanButton({ planner, busy, cost, onBuild, onPlan }: { planner: PlanModel; busy: boolean; cost: number; onBuild: () => void; onPlan: () => void }) {
  if (planner.planning.value) {
    return (
      <button type="button" class="gb-btn gb-primary" onClick={onPlan} data-testid="plan-add">
        {t('board.plan.add')}
      </button>
    );
  }
  return (
    <button type="button" class="gb-btn gb-primary" disabled={busy} onClick={onBuild} data-testid="confirm-build">
      {t('board.build.confirm', { cost: formatMoney(cost) })}
    </button>
  );
}
