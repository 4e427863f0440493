// What-if checks for the plan mode: the engine (pure, no I/O) is loaded lazily into the page and run on a copy of the
// current state, because the worker's queries answer only about the real position and a plan needs "after step 1…".
// Nothing here is a move: committing a plan still sends each build through the worker, which checks it again.
import type { HexId } from '../../engine/hex/coords';
import type { GameState } from '../../engine/index';
import type { Reason } from '../../engine/reason';
import type { BuildRequest } from '../../engine/track/types';
import type { BuildOption } from './board-game';

export interface PlanStep {
  req: BuildRequest;
  /** Cost at this point of the plan, or null when the step is illegal. */
  cost: number | null;
  reason: Reason | null;
}

type Engine = typeof import('../../engine/index');
let engine: Promise<Engine> | null = null;

/** The engine module, loaded on first use (a separate chunk; the app never loads it otherwise in the page). */
export function loadEngine(): Promise<Engine> {
  engine ??= import('../../engine/index');
  return engine;
}

function buildMove(seat: number, req: BuildRequest) {
  return {
    type: 'build' as const,
    seat,
    hex: req.hex,
    tile: req.tile,
    rotation: req.rotation,
    ...(req.townMarker === undefined ? {} : { townMarker: req.townMarker }),
  };
}

/** Checks the steps in order on a copy of `state`; a step after an illegal one is judged on the state before it. */
export async function checkPlan(state: GameState, seat: number, reqs: readonly BuildRequest[]): Promise<{ steps: PlanStep[]; after: GameState }> {
  const e = await loadEngine();
  let s = state;
  const steps: PlanStep[] = [];
  for (const req of reqs) {
    const check = e.checkBuild(s, seat, req);
    if (!check.ok) {
      steps.push({ req, cost: null, reason: check.reason });
      continue;
    }
    const res = e.applyMove(s, buildMove(seat, req));
    if (!res.ok) {
      steps.push({ req, cost: null, reason: res.reason });
      continue;
    }
    steps.push({ req, cost: check.cost, reason: null });
    s = res.state;
  }
  return { steps, after: s };
}

/** The engine's build options on `hex` in the position after the plan. */
export async function optionsAfter(after: GameState, seat: number, hex: HexId): Promise<BuildOption[]> {
  const e = await loadEngine();
  return e.buildOptions(after, seat, hex);
}

/** Why nothing can be built on `hex` in the position after the plan: the engine's answer for a plain straight. */
export async function reasonAfter(after: GameState, seat: number, hex: HexId): Promise<Reason | null> {
  const e = await loadEngine();
  const res = e.checkBuild(after, seat, { hex, tile: 'S', rotation: 0 });
  return res.ok ? null : res.reason;
}

export { buildMove };
