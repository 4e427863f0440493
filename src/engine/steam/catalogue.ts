// Steam's whole catalogue as RuleSystem.messages gives it: the shared track and auction reasons, then Steam's own
// texts (which override a shared one where Steam says it otherwise, e.g. build.cannotAfford without borrowing).
import { AUCTION_MESSAGES } from '../auction/index';
import type { Catalogue } from '../rule-system';
import { TRACK_MESSAGES } from '../track/index';
import { STEAM_MESSAGES } from './messages';

export const STEAM_CATALOGUE: Catalogue = { ...TRACK_MESSAGES, ...AUCTION_MESSAGES, ...STEAM_MESSAGES };
