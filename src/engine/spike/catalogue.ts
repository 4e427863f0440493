// Spike's whole catalogue as RuleSystem.messages gives it: the shared texts, the route and payment reasons, then
// Spike's own, and the hint's sentences (bots/hint-messages.ts).
import { COMMON_MESSAGES } from '../common-messages';
import type { Catalogue } from '../rule-system';
import { SPIKE_HINT_MESSAGES } from './bots/hint-messages';
import { SPIKE_MESSAGES } from './messages';
import { ROUTE_MESSAGES } from './route-messages';

export const SPIKE_CATALOGUE: Catalogue = { ...COMMON_MESSAGES, ...ROUTE_MESSAGES, ...SPIKE_MESSAGES, ...SPIKE_HINT_MESSAGES };
