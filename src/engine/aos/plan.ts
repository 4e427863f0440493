// Age of Steam what-if queries for the build panel, answered in the worker so the page never loads the engine: a plan
// of builds judged step by step on a copy of the current state (plan mode). Moved here from src/worker/plan.ts so the
// module's query table (module.ts) holds it; nothing here is a move or changes the game.
import { applyMove } from './apply';
import type { AosMove } from './moves';
import { buildOptions, checkBuild } from './queries';
import { parseMove } from './schema';
import type { GameState } from './state';
import type { HexId } from '../hex/coords';
import type { Reason } from '../reason';
import type { BuildKind, BuildOption } from '../track/build-types';
import type { BuildRequest } from '../track/types';

/** A plan longer than this is refused as a whole (a turn has at most four tiles; this bounds untrusted input). */
export const MAX_PLAN_STEPS = 16;

/** One step of a plan: its cost and kind at that point of the plan, or the engine's reason it is illegal there. */
export type PlanStepResult = { ok: true; cost: number; kind: BuildKind } | { ok: false; reason: Reason };

export interface PlanCheck {
  steps: PlanStepResult[];
  /** The engine's build options on `hex` in the position after the plan's legal steps (empty without `hex`). */
  options: BuildOption[];
  /** When `hex` was asked and nothing fits there: the engine's reason for the plainest attempt (a straight). */
  reason: Reason | null;
}

const isHex = (v: unknown): v is HexId => typeof v === 'string' && /^\d{1,3},\d{1,3}$/.test(v);

/**
 * Judges `builds` in order on a copy of `state`, each as the `build` move `seat` would send, with the engine's
 * `applyMove`; a step after an illegal one is judged on the state before it. With `hex`, also the options there after
 * the plan. Arguments come from the page, so they are checked like any move (`parseMove`).
 */
export function checkPlan(state: GameState, seat: number, builds: readonly BuildRequest[], hex?: HexId): PlanCheck {
  if (!Array.isArray(builds) || builds.length > MAX_PLAN_STEPS) {
    return { steps: [], options: [], reason: { key: 'plan.tooLong', params: { max: MAX_PLAN_STEPS } } };
  }
  let s = state;
  const steps: PlanStepResult[] = [];
  for (const req of builds as readonly unknown[]) {
    const r = (typeof req === 'object' && req !== null ? req : {}) as Partial<BuildRequest>;
    const parsed = parseMove({ type: 'build', seat, hex: r.hex, tile: r.tile, rotation: r.rotation, ...(r.townMarker === undefined ? {} : { townMarker: r.townMarker }) });
    if (!parsed.ok) {
      steps.push({ ok: false, reason: parsed.reason });
      continue;
    }
    const move = parsed.move as Extract<AosMove, { type: 'build' }>;
    const check = checkBuild(s, seat, { hex: move.hex, tile: move.tile, rotation: move.rotation, ...(move.townMarker === undefined ? {} : { townMarker: move.townMarker }) });
    if (!check.ok) {
      steps.push({ ok: false, reason: check.reason });
      continue;
    }
    const res = applyMove(s, move);
    if (!res.ok) {
      steps.push({ ok: false, reason: res.reason });
      continue;
    }
    steps.push({ ok: true, cost: check.cost, kind: check.kind });
    s = res.state;
  }
  if (!isHex(hex)) return { steps, options: [], reason: null };
  const options = buildOptions(s, seat, hex);
  let reason: Reason | null = null;
  if (!options.length) {
    const plain = checkBuild(s, seat, { hex, tile: 'S', rotation: 0 });
    if (!plain.ok) reason = plain.reason;
  }
  return { steps, options, reason };
}
