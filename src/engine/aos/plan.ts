// Age of Steam what-if queries for the build panel, answered in the worker so the page never loads the engine: a plan
// of builds judged step by step on a copy of the current state (plan mode), by the neutral judge in
// src/engine/track/plan.ts with Age of Steam's own parser, checks and moves. Nothing here is a move or changes the game.
import { applyMove } from './apply';
import type { AosMove } from './moves';
import { buildOptions, checkBuild } from './queries';
import { parseMove } from './schema';
import type { GameState } from './state';
import type { HexId } from '../hex/coords';
import type { BuildKind, BuildOption } from '../track/build-types';
import { judgePlan, type PlanCheck as TrackPlanCheck, type PlanRules, type PlanStepResult as TrackPlanStep } from '../track/plan';
import type { BuildRequest } from '../track/types';

export { MAX_PLAN_STEPS } from '../track/plan';

/** One step of a plan: its cost and kind at that point of the plan, or the engine's reason it is illegal there. */
export type PlanStepResult = TrackPlanStep<BuildKind>;
export type PlanCheck = TrackPlanCheck<BuildOption, BuildKind>;

const AOS_PLAN: PlanRules<GameState, AosMove, BuildOption, BuildKind> = {
  parseMove,
  checkBuild,
  applyMove,
  buildOptions,
};

/** Judges `builds` in order on a copy of `state`, each as the `build` move `seat` would send; with `hex`, also the options there after the plan. */
export function checkPlan(state: GameState, seat: number, builds: readonly BuildRequest[], hex?: HexId): PlanCheck {
  return judgePlan(AOS_PLAN, state, seat, builds, hex);
}
