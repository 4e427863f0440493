// Every decision a Spike player makes, as plain JSON (rules-spec §2.6). The engine validates each one (never trusts it).
import type { LocomotiveAt } from '../lattice/view';
import type { Payment } from './payment';
import type { Attribute } from './state';

export type SpikeMove =
  /**
   * Advanced game setup ([003:L242-243]): the side of each dealt contract card (in the order dealt) and the route card
   * kept of the two dealt. Private.
   */
  | { type: 'chooseSetup'; seat: number; sides: (0 | 1)[]; keep: string }
  /** Setup ([003:L79], P13): the start player gives one rail card of `color` to the last player. Private. */
  | { type: 'gift'; seat: number; color: string }
  /** Setup ([003:L82]): the locomotive on the city `city` (a place id). */
  | { type: 'placeLoco'; seat: number; city: string }
  /**
   * The free move at the start of a turn while en route ([003:L110]): 1 … speed spaces along `path` (each entry the
   * space entered); `deliver`: a good delivered where the path enters a city ([003:L114-116]).
   */
  | { type: 'freeMove'; seat: number; path: LocomotiveAt[]; deliver?: string }
  /** Action A ([003:L143-145]): these display cards (colour ids), then `pile` cards drawn blind. */
  | { type: 'draw'; seat: number; display: string[]; pile: number }
  /** Action B ([003:L147-188]): one route from the network to a new city (`nodes`), paid by `payment`. */
  | { type: 'build'; seat: number; nodes: string[]; payment: Payment }
  /** Action C ([003:L190-192]): from a city, optionally load the city's good (`load`), then move along `path`. */
  | { type: 'startMoving'; seat: number; load?: string; path: LocomotiveAt[]; deliver?: string }
  /** Action D ([003:L194-196]): exactly one space while en route. */
  | { type: 'extraMove'; seat: number; path: LocomotiveAt[]; deliver?: string }
  /** Action E ([003:L198-200]): one upgrade step of one attribute. */
  | { type: 'upgrade'; seat: number; attribute: Attribute }
  /** Any time in the own turn ([003:L101], [003:L125]): a freight marker from the train back onto its contract card. */
  | { type: 'discard'; seat: number; good: string }
  /** Only when no action is possible at all (docs/rules-decisions-spike.md, "No action possible"). */
  | { type: 'pass'; seat: number };

export type SpikeMoveType = SpikeMove['type'];
export const SPIKE_MOVE_TYPES: readonly SpikeMoveType[] = ['chooseSetup', 'gift', 'placeLoco', 'freeMove', 'draw', 'build', 'startMoving', 'extraMove', 'upgrade', 'discard', 'pass'];
