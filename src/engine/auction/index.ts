// The auction module's public API: the turn-order auction shared by the rule systems that hold one, and its messages.
export type { AuctionOutcome, AuctionRules, NoBidsRule, TurnOrderAuction } from './turn-order';
export {
  auctionDropPlaces,
  auctionOutcome,
  auctionOver,
  auctionPayment,
  checkBid,
  checkPrivilege,
  dropOut,
  lowestBid,
  openAuction,
  placeBid,
  usePrivilege,
} from './turn-order';
export { AUCTION_MESSAGES } from './messages';
