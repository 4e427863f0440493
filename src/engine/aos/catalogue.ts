// Age of Steam's whole catalogue as RuleSystem.messages gives it: the flow's texts and the track module's build reasons.
import type { Catalogue } from '../rule-system';
import { TRACK_MESSAGES } from '../track/index';
import { AOS_MESSAGES } from './messages';

export const AOS_CATALOGUE: Catalogue = { ...TRACK_MESSAGES, ...AOS_MESSAGES };
