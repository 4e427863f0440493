// Which event restates which Steam move, by message key, so the history shows each move once: the event's text (it
// knows more: the cost, the borrowing, the place taken) in place of the move's.
import type { Reason } from '../../../engine/reason';

const BUILT = ['event.tileBuilt', 'event.tileBuiltNear', 'event.tileBuiltBorrowing', 'event.tileBuiltBorrowingNear'];
const TAKEN = ['event.actionTaken', 'event.actionTakenForgo', 'event.actionTakenBorrowing'];

const RESTATED_BY: Readonly<Record<string, readonly string[]>> = {
  'moveDesc.bidPosition': ['event.positionBid'],
  'moveDesc.passPosition': ['event.positionPassed'],
  'moveDesc.acquireCapital': ['event.capitalAcquired'],
  'moveDesc.bid': ['event.bid'],
  'moveDesc.dropOut': ['event.droppedOut'],
  'moveDesc.turnOrderPass': ['event.privilegeUsed'],
  'moveDesc.takeAction': TAKEN,
  'moveDesc.takeActionForgo': TAKEN,
  'moveDesc.build': BUILT,
  'moveDesc.buildNear': BUILT,
  'moveDesc.urbanize': ['event.urbanized'],
  'moveDesc.supplyGoods': ['event.goodsSupplied'],
  'moveDesc.forgoAction': ['event.actionForgone'],
  'moveDesc.endBuild': ['event.buildTurnEnded'],
  'moveDesc.deliver': ['event.delivered'],
  'moveDesc.raiseEngine': ['event.engineRaised'],
  'moveDesc.passGoods': ['event.passedGoods'],
  'moveDesc.takePoints': ['event.pointsTaken'],
};

/** True when `event` (described) is the move's own event, restating the move `move` (described). */
export function restatesMove(move: Reason, event: Reason): boolean {
  return RESTATED_BY[move.key]?.includes(event.key) ?? false;
}
