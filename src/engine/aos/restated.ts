// Which event restates which move, by message key: light on purpose (no imports), so the UI's history can show each
// move once without loading the describing code.
import type { Reason } from '../reason';

/**
 * The event each move's description is restated by (its own event, e.g. a bid's "bid", a build's "tileBuilt"), by
 * message key. The history shows a move once: the event's text (it knows more: the cost, the place taken, the income)
 * in place of the move's, so "Ada bids $5." is not followed by "Ada bids $5." again.
 */
const RESTATED_BY: Readonly<Record<string, readonly string[]>> = {
  'moveDesc.issueShares': ['event.sharesIssued'],
  'moveDesc.issueNoShares': ['event.sharesIssued'],
  'moveDesc.bid': ['event.bid'],
  'moveDesc.dropOut': ['event.droppedOut'],
  'moveDesc.turnOrderPass': ['event.privilegeUsed'],
  'moveDesc.selectAction': ['event.actionSelected'],
  'moveDesc.urbanize': ['event.urbanized'],
  'moveDesc.build': ['event.tileBuilt', 'event.tileBuiltNear'],
  'moveDesc.buildNear': ['event.tileBuilt', 'event.tileBuiltNear'],
  'moveDesc.buildWithMarker': ['event.tileBuilt', 'event.tileBuiltNear'],
  'moveDesc.buildWithMarkerNear': ['event.tileBuilt', 'event.tileBuiltNear'],
  'moveDesc.buildSpecialLink': ['event.specialLinkBuilt'],
  'moveDesc.payStartPlayer': ['event.startPlayerPaid'],
  'moveDesc.declineStartPlayer': ['event.startPlayerDeclined'],
  'moveDesc.chooseTranscontinental': ['event.transcontinentalChosen'],
  'moveDesc.endBuild': ['event.buildTurnEnded'],
  'moveDesc.deliver': ['event.delivered'],
  'moveDesc.upgradeEngine': ['event.engineUpgraded'],
  'moveDesc.passGoods': ['event.passedGoods'],
  'moveDesc.placeProduction': ['event.productionPlaced'],
};

/** True when `event` (described) is the move's own event, restating the move `move` (described). */
export function restatesMove(move: Reason, event: Reason): boolean {
  return RESTATED_BY[move.key]?.includes(event.key) ?? false;
}
