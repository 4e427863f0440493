// The Age of Steam build move a planned or tapped build becomes (plan mode itself is the shared src/ui/board/plan-model.ts,
// its verdicts from the worker's `checkPlan`, src/engine/aos/plan.ts). Nothing here is a move until it is dispatched.
import type { BuildRequest } from '../../../../engine/track/types';

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
