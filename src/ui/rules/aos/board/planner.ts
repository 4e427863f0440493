// Plan mode's data: a planned step as the panel shows it, and the build move a step becomes. The what-if checks run in
// the worker (`checkPlan`, the Age of Steam query in src/engine/aos/plan.ts) on a copy of the current state, so the page never loads the engine.
// Nothing here is a move: committing a plan still sends each build through the worker, which checks it again.
import type { Reason } from '../../../../engine/reason';
import type { BuildRequest } from '../../../../engine/track/types';
import type { AosQueryResult as QueryResult } from '../types';

export interface PlanStep {
  req: BuildRequest;
  /** Cost at this point of the plan, or null when the step is illegal. */
  cost: number | null;
  reason: Reason | null;
}

/** The worker's verdicts joined to the steps they judge. */
export function planSteps(reqs: readonly BuildRequest[], verdicts: QueryResult<'checkPlan'>['steps']): PlanStep[] {
  return reqs.map((req, i) => {
    const v = verdicts[i];
    if (!v) return { req, cost: null, reason: { key: 'board.plan.unchecked' } };
    return v.ok ? { req, cost: v.cost, reason: null } : { req, cost: null, reason: v.reason };
  });
}

/** The `build` move that lays `req` for `seat`. */
export function buildMove(seat: number, req: BuildRequest) {
  return {
    type: 'build' as const,
    seat,
    hex: req.hex,
    tile: req.tile,
    rotation: req.rotation,
    ...(req.townMarker === undefined ? {} : { townMarker: req.townMarker }),
  };
}
