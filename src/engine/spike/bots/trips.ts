// Spike Hard's trips (issue 21 point 3, "Hard looks ahead"): which contract the train should serve next, from where it
// stands over the seat's own track, and the train move that follows that plan. A trip costs few actions: once set
// moving, the train goes on by the free move each turn ([003:L110]), skips the cities between ([003:L119]), and needs a
// "start moving" only where it stops: at the source to load ([003:L125], [003:L190-192]) and where it rests now. So a
// $4–7 delivery costs one or two actions where a build scores $1–3 for one action and its cards; what limits trips is
// time, so a trip counts only when it ends well before the game likely does. All it reads is the seat's own view: its
// contracts, its track, the public pile count and round.
import type { NodeId } from '../../lattice/coords';
import type { LocomotiveAt } from '../../lattice/view';
import { openDestinations, trackDistances } from '../bot';
import type { SpikeMove } from '../moves';
import { graphOf, networkCities } from '../network';
import { pileCards } from '../pile';
import type { SpikeState } from '../state';
import { capacityOf, cargoOf, speedOf } from '../travel';

/**
 * Trip prices (arena tuning, docs/bots.md): the dollars an action costs; the share of the likely turns left a trip may
 * take; the dollars a turn of travel costs (of two trips worth the same, the shorter).
 */
export const TRIP = { action: 0.8, reach: 0.75, turn: 0.05 } as const;

/**
 * The seat's own turns likely left, from the round and the cards face down (a fit to arena games of four Medium, basic
 * game, 2026-11-27: each round's pile ends the round [003:L204], round 3's hides the time cards in its lower half
 * [003:L220-222]; a seat's turn takes about 0.28 cards of four seats' draws).
 */
export function turnsAhead(s: SpikeState): number {
  const seats = s.players.length;
  const later = s.round === 1 ? 27 : s.round === 2 ? 15 : s.timeDrawn === 0 ? 2 : 1;
  const perCard = (1.12 / seats) * (s.round === 3 && s.timeDrawn > 0 ? 0.7 : 1);
  return (later * 4) / seats + pileCards(s) * perCard;
}

/** A delivery the train can make: the contract's good, where and for how much, how long it takes and what it costs. */
export interface Trip {
  good: string;
  /** The destination city. */
  dest: string;
  pay: number;
  /** Turns until the delivery, this one counted. */
  turns: number;
  /** Start-moving actions it needs (free moves cost none). */
  actions: number;
  /** Where the train heads now: the source to load at, or the destination. */
  target: NodeId;
  /** Whether the move now loads the good (the train rests at its source). */
  load: boolean;
}

type Distances = Map<NodeId, number>;

/** Spaces from `at` into the city `d` measures to over own track: each piece one, the city entered one, cities between skipped ([003:L110], [003:L119]); 0 when there. */
function spaces(at: LocomotiveAt, d: Distances): number {
  const k = d.get('node' in at ? at.node : at.toward);
  if (k === undefined) return Infinity;
  return 'node' in at && k === 0 ? 0 : k + 1;
}

/**
 * The best delivery the seat's train can make before the game likely ends (`left` turns, [003:L222]): for each open
 * contract, each connected destination ([003:L129-131]) and, for a good still on its card, each connected source to
 * load at first ([003:L125]); worth its pay less its actions and travel time (TRIP). Null when none pays.
 */
export function bestTrip(s: SpikeState, seat: number, left = turnsAhead(s)): Trip | null {
  const p = s.players[seat]!;
  const loco = p.loco;
  if (!loco) return null;
  const g = graphOf(s.map);
  const speed = speedOf(s, seat);
  const net = networkCities(s, seat);
  const atRest = 'node' in loco;
  const here = atRest ? g.placeAt.get(loco.node) : undefined;
  const toCity = new Map<string, Distances>();
  const distancesTo = (city: string): Distances => {
    let d = toCity.get(city);
    if (!d) toCity.set(city, (d = trackDistances(s, seat, g.nodeOf.get(city)!)));
    return d;
  };
  const room = cargoOf(s, seat).length < capacityOf(s, seat);
  let best: Trip | null = null;
  let bestValue = 0;
  const consider = (t: Trip): void => {
    if (t.turns > left * TRIP.reach) return;
    const v = t.pay - TRIP.action * t.actions - TRIP.turn * t.turns;
    if (v > bestValue) {
      bestValue = v;
      best = t;
    }
  };
  for (const c of p.contracts) {
    if (c.freight === 'delivered' || (c.freight === 'card' && !room)) continue;
    const dests = openDestinations(s, p, c).filter((d) => net.has(d.city));
    if (!dests.length) continue;
    if (c.freight === 'train') {
      for (const d of dests) {
        const k = spaces(loco, distancesTo(d.city));
        if (k === Infinity || k === 0) continue;
        consider({ good: c.good, dest: d.city, pay: d.pay, turns: Math.ceil(k / speed), actions: atRest ? 1 : 0, target: g.nodeOf.get(d.city)!, load: false });
      }
      continue;
    }
    for (const x of s.map.places) {
      if (x.good !== c.good || !net.has(x.id)) continue;
      const toSource = spaces(loco, distancesTo(x.id));
      if (toSource === Infinity) continue;
      // Loading needs the train at rest there: it loads as it sets off (action C).
      const loadNow = here === x.id;
      for (const d of dests) {
        const k = distancesTo(d.city).get(x.node);
        if (k === undefined || k === 0) continue;
        // Arriving at the source stops the train; it sets off again on the next turn.
        const turns = (loadNow ? 0 : Math.ceil(toSource / speed)) + Math.ceil((k + 1) / speed);
        const actions = (loadNow || !atRest ? 0 : 1) + 1;
        consider({ good: c.good, dest: d.city, pay: d.pay, turns, actions, target: loadNow ? g.nodeOf.get(d.city)! : x.node, load: loadNow });
      }
    }
  }
  return best;
}

/**
 * The train move of `type` that follows `trip`: into its target city (delivering there when it is the destination) if
 * the train reaches it, else the one that ends nearest it on open track, stopping in another city ([003:L117]) only
 * as a free move that leaves it no farther (a train heading away cannot turn on open track, [003:L196]: it turns in the
 * city). A free move must bring the train nearer or turn it so (null otherwise); a start moving loads the good when the
 * trip says so.
 */
export function tripMove(s: SpikeState, seat: number, trip: Trip, legal: readonly SpikeMove[], type: 'freeMove' | 'startMoving'): SpikeMove | null {
  const loco = s.players[seat]!.loco;
  if (!loco) return null;
  const d = trackDistances(s, seat, trip.target);
  const destNode = graphOf(s.map).nodeOf.get(trip.dest);
  let best: SpikeMove | null = null;
  let bestK = Infinity;
  for (const m of legal) {
    if (m.type !== type) continue;
    if ((m.type === 'startMoving' ? m.load : undefined) !== (trip.load ? trip.good : undefined)) continue;
    const end = m.path[m.path.length - 1]!;
    let k: number;
    if ('node' in end && end.node !== trip.target) {
      // Another city: only to turn the train there (a free move, no delivery), and after any way on over open track.
      if (type !== 'freeMove' || m.deliver !== undefined) continue;
      k = spaces(end, d) + 0.5;
    } else if ('node' in end) {
      // Into the destination with the delivery; into the source with none (it loads when it sets off again).
      if (m.deliver !== (end.node === destNode ? trip.good : undefined)) continue;
      k = 0;
    } else k = spaces(end, d);
    if (k < bestK) {
      bestK = k;
      best = m;
    }
  }
  // A free move goes nearer, or turns the train in a city no farther away (k carries the +0.5 then).
  if (type === 'freeMove' && !(bestK < spaces(loco, d) || (bestK % 1 !== 0 && bestK <= spaces(loco, d) + 0.5))) return null;
  return best;
}
