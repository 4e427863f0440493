// A plan of track builds judged step by step on a copy of a position (the build panel's plan mode), for any rule system
// that lays tiles with a `build` move: the system passes its own move parser, build check, move applier and options,
// so every verdict is its rules'. Nothing here is a move or changes the game.
import type { HexId } from '../hex/coords';
import type { Reason } from '../reason';
import type { BuildRequest } from './types';

/** A plan longer than this is refused as a whole (a turn lays a handful of tiles; this bounds untrusted input). */
export const MAX_PLAN_STEPS = 16;

/** One step of a plan: its cost and kind at that point of the plan, or the engine's reason it is illegal there. */
export type PlanStepResult<K = string> = { ok: true; cost: number; kind: K } | { ok: false; reason: Reason };

export interface PlanCheck<O, K = string> {
  steps: PlanStepResult<K>[];
  /** The system's build options on `hex` in the position after the plan's legal steps (empty without `hex`). */
  options: O[];
  /** When `hex` was asked and nothing fits there: the engine's reason for the plainest attempt (a straight). */
  reason: Reason | null;
}

/** The rule system's own answers the judge needs (its module's functions as they are); `S` its state, `M` its move, `O` its build option. */
export interface PlanRules<S, M extends { type: string }, O, K> {
  parseMove(raw: unknown): { ok: true; move: M } | { ok: false; reason: Reason };
  checkBuild(s: S, seat: number, req: BuildRequest): { ok: true; cost: number; kind: K } | { ok: false; reason: Reason };
  applyMove(s: S, move: M): { ok: true; state: S } | { ok: false; reason: Reason };
  buildOptions(s: S, seat: number, hex: HexId): O[];
}

const isHex = (v: unknown): v is HexId => typeof v === 'string' && /^\d{1,3},\d{1,3}$/.test(v);

/** The request a parsed build move lays (its town marker only where the move has one). */
function requestOf(move: BuildRequest): BuildRequest {
  return { hex: move.hex, tile: move.tile, rotation: move.rotation, ...(move.townMarker === undefined ? {} : { townMarker: move.townMarker }) };
}

/**
 * Judges `builds` in order on a copy of `state`, each as the `build` move `seat` would send: parsed like any move (the
 * arguments come from the page), checked, then applied; a step after an illegal one is judged on the state before it.
 * With `hex`, also the options there after the plan.
 */
export function judgePlan<S, M extends { type: string }, O, K>(rules: PlanRules<S, M, O, K>, state: S, seat: number, builds: readonly BuildRequest[], hex?: HexId): PlanCheck<O, K> {
  if (!Array.isArray(builds) || builds.length > MAX_PLAN_STEPS) {
    return { steps: [], options: [], reason: { key: 'plan.tooLong', params: { max: MAX_PLAN_STEPS } } };
  }
  let s = state;
  const steps: PlanStepResult<K>[] = [];
  for (const req of builds as readonly unknown[]) {
    const r = (typeof req === 'object' && req !== null ? req : {}) as Partial<BuildRequest>;
    const parsed = rules.parseMove({ type: 'build', seat, hex: r.hex, tile: r.tile, rotation: r.rotation, ...(r.townMarker === undefined ? {} : { townMarker: r.townMarker }) });
    if (!parsed.ok) {
      steps.push({ ok: false, reason: parsed.reason });
      continue;
    }
    // A `build` in, a `build` out: the parser keeps the type it was given.
    const move = parsed.move as M & BuildRequest;
    const check = rules.checkBuild(s, seat, requestOf(move));
    if (!check.ok) {
      steps.push({ ok: false, reason: check.reason });
      continue;
    }
    const res = rules.applyMove(s, move);
    if (!res.ok) {
      steps.push({ ok: false, reason: res.reason });
      continue;
    }
    steps.push({ ok: true, cost: check.cost, kind: check.kind });
    s = res.state;
  }
  if (!isHex(hex)) return { steps, options: [], reason: null };
  const options = rules.buildOptions(s, seat, hex);
  let reason: Reason | null = null;
  if (!options.length) {
    const plain = rules.checkBuild(s, seat, { hex, tile: 'S', rotation: 0 });
    if (!plain.ok) reason = plain.reason;
  }
  return { steps, options, reason };
}
