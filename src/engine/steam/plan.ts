// Steam's what-if query for the build panel's plan mode, answered in the worker so the page never loads the engine: a
// plan of builds judged step by step on a copy of the current state by the neutral judge (src/engine/track/plan.ts)
// with Steam's own parser, checks (prices, town tiles, rivers, borrowing) and moves. Nothing here changes the game.
import type { HexId } from '../hex/coords';
import { judgePlan, type PlanCheck, type PlanRules } from '../track/plan';
import type { BuildRequest } from '../track/types';
import { applyMove } from './apply';
import type { SteamMove } from './moves';
import { buildOptions, checkBuild, type SteamBuildOption } from './queries';
import { parseMove } from './schema';
import type { SteamState } from './state';

const STEAM_PLAN: PlanRules<SteamState, SteamMove, SteamBuildOption, string> = {
  parseMove,
  checkBuild,
  applyMove,
  buildOptions,
};

/**
 * Judges `builds` in order on a copy of `state`, each as the `build` move `seat` would send (each tile paid as it is laid,
 * [000:L219-381]); with `hex`, also the options there after the plan, their borrowing from the cash the plan leaves.
 */
export function checkPlan(state: SteamState, seat: number, builds: readonly BuildRequest[], hex?: HexId): PlanCheck<SteamBuildOption> {
  return judgePlan(STEAM_PLAN, state, seat, builds, hex);
}
