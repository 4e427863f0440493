// The train's moves and its freight (rules-spec §2.6.4-2.6.5): the free move while en route ([003:L110]), C start
// moving from a city with loading first ([003:L190-192], [003:L125]), D one extra space ([003:L194-196]), delivery on
// entering a city ([003:L114-116], [003:L129-131]) and discarding freight at any time ([003:L101], [003:L125]).
import type { GameEvent } from '../api';
import type { LocomotiveAt } from '../lattice/view';
import { reason, type Reason } from '../reason';
import { cardsForBoard, contractSide } from './deck';
import { enRoute, pathProblem } from './movement';
import { graphOf } from './network';
import type { SpikeState } from './state';

const speedOf = (s: SpikeState, seat: number): number => cardsForBoard(s.map.id)!.train.speed[s.players[seat]!.train.speed]!;
const capacityOf = (s: SpikeState, seat: number): number => cardsForBoard(s.map.id)!.train.capacity[s.players[seat]!.train.capacity]!;

/** Freight markers on seat's train. */
export function cargoOf(s: SpikeState, seat: number): string[] {
  return s.players[seat]!.contracts.filter((c) => c.freight === 'train').map((c) => c.good);
}

/**
 * What seat may deliver in `city` and for how much: each good on its train whose contract lists the city, unless the
 * player has served that city already ([003:L129-131]).
 */
export function deliveriesAt(s: SpikeState, seat: number, city: string, loading?: string): { good: string; pay: number }[] {
  const cards = cardsForBoard(s.map.id)!;
  const p = s.players[seat]!;
  if (p.contracts.some((c) => c.deliveredTo === city)) return [];
  const out: { good: string; pay: number }[] = [];
  for (const c of p.contracts) {
    // `loading`: a good about to be loaded before the move (action C), on the train by the time it arrives.
    if (c.freight !== 'train' && !(c.freight === 'card' && c.good === loading)) continue;
    const d = contractSide(cards, c)?.destinations.find((x) => x.city === city);
    if (d) out.push({ good: c.good, pay: d.pay });
  }
  return out;
}

/** The good seat may load in the city its train stands in now, or null ([003:L125]). */
export function loadableHere(s: SpikeState, seat: number): string | null {
  const p = s.players[seat]!;
  if (!p.loco || !('node' in p.loco)) return null;
  const city = graphOf(s.map).placeAt.get(p.loco.node);
  const good = s.map.places.find((x) => x.id === city)?.good;
  if (good === undefined) return null;
  const held = p.contracts.find((c) => c.good === good && c.freight === 'card');
  return held && cargoOf(s, seat).length < capacityOf(s, seat) ? good : null;
}

/** Moves the train along a checked path; on entering a city it stops and may deliver `deliver`. */
function travel(s: SpikeState, events: GameEvent[], seat: number, path: readonly LocomotiveAt[], max: number, deliver: string | undefined): Reason | null {
  const bad = pathProblem(s, seat, path, max);
  if (bad) return bad;
  const end = path[path.length - 1]!;
  const city = 'node' in end ? graphOf(s.map).placeAt.get(end.node) : undefined;
  let pay = 0;
  if (deliver !== undefined) {
    if (city === undefined) return reason('deliver.notInCity');
    const offer = deliveriesAt(s, seat, city).find((d) => d.good === deliver);
    if (!offer) {
      const p = s.players[seat]!;
      if (p.contracts.some((c) => c.deliveredTo === city)) return reason('deliver.cityServed', { city: nameOf(s, city) });
      if (!p.contracts.some((c) => c.good === deliver && c.freight === 'train')) return reason('deliver.notOnTrain', { good: deliver });
      return reason('deliver.notListed', { good: deliver, city: nameOf(s, city) });
    }
    pay = offer.pay;
  }
  const p = s.players[seat]!;
  p.loco = { ...end };
  events.push({ type: 'moved', seat, path: path.map((x) => ({ ...x })), ...(city !== undefined ? { city } : {}) });
  if (city !== undefined) s.turn!.stopped = true;
  if (deliver !== undefined && city !== undefined) {
    const held = p.contracts.find((c) => c.good === deliver)!;
    held.freight = 'delivered';
    held.deliveredTo = city;
    p.money += pay;
    events.push({ type: 'delivered', seat, good: deliver, city, pay });
  }
  return null;
}

const nameOf = (s: SpikeState, city: string): string => s.map.places.find((p) => p.id === city)?.name ?? city;

/** The free move ([003:L110]): only at the start of the turn, only en route, 1 … speed spaces. */
export function freeMove(s: SpikeState, events: GameEvent[], seat: number, path: readonly LocomotiveAt[], deliver: string | undefined): Reason | null {
  if (s.turn!.stage !== 'free' || !enRoute(s.players[seat]!.loco)) return reason('move.freeOnlyEnRoute');
  const bad = travel(s, events, seat, path, speedOf(s, seat), deliver);
  if (!bad) s.turn!.stage = 'action';
  return bad;
}

/** Action C ([003:L190-192]): from a city the train stood in at the turn's start; load first, then 1 … speed spaces. */
export function startMoving(s: SpikeState, events: GameEvent[], seat: number, load: string | undefined, path: readonly LocomotiveAt[], deliver: string | undefined): Reason | null {
  const p = s.players[seat]!;
  if (!p.loco || !('node' in p.loco)) return reason('move.notInCity');
  if (s.turn!.stopped) return reason('move.stoppedThisTurn');
  if (load !== undefined) {
    if (loadableHere(s, seat) !== load) return reason('load.notHere', { good: load });
    p.contracts.find((c) => c.good === load)!.freight = 'train';
    events.push({ type: 'loaded', seat, good: load });
  }
  return travel(s, events, seat, path, speedOf(s, seat), deliver);
}

/** Action D ([003:L194-196]): exactly one space forward while en route, whatever the speed. */
export function extraMove(s: SpikeState, events: GameEvent[], seat: number, path: readonly LocomotiveAt[], deliver: string | undefined): Reason | null {
  if (!enRoute(s.players[seat]!.loco)) return reason('move.extraOnlyEnRoute');
  if (path.length !== 1) return reason('move.extraOneSpace');
  return travel(s, events, seat, path, 1, deliver);
}

/** A freight marker from the train back onto its contract card, at any time in the own turn ([003:L101], [003:L125]). */
export function discard(s: SpikeState, events: GameEvent[], seat: number, good: string): Reason | null {
  const held = s.players[seat]!.contracts.find((c) => c.good === good && c.freight === 'train');
  if (!held) return reason('discard.notOnTrain', { good });
  held.freight = 'card';
  events.push({ type: 'discarded', seat, good });
  return null;
}

export { speedOf, capacityOf };
