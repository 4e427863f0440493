// A turn-order auction copied for a move's draft: its lists are new, so the move may edit them and the state it
// started from stays untouched.
import type { TurnOrderAuction } from './turn-order';

/** A copy of `a` whose lists may be edited (null stays null). */
export function copyAuction(a: TurnOrderAuction | null): TurnOrderAuction | null {
  return a ? { ...a, active: a.active.slice(), bids: a.bids.slice(), dropped: a.dropped.slice(), previousOrder: a.previousOrder.slice() } : null;
}
