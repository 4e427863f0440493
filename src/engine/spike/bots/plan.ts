// Spike Medium's plan (issue 21 point 3, "Medium plans track toward deliveries"): what the seat's network is worth to
// its contracts and route card before they are reached, so a build that brings a destination, a source or a route-card
// city nearer counts for more than its market value. Distances are the board's segments between cities (bot.ts
// cityDistance, others' track ignored): a rough cost of the track still to lay, the same for every seat, so nothing
// hidden enters (the seat's own contracts and route card are in its view).
import { cityDistance, openDestinations } from '../bot';
import { cardsForBoard, routeCard } from '../deck';
import type { SpikeState } from '../state';

/** Segments from the nearest of `net`'s cities to `city` (0 when connected). */
function distanceFrom(s: SpikeState, net: ReadonlySet<string>, city: string): number {
  if (net.has(city)) return 0;
  let d = 99;
  for (const c of net) d = Math.min(d, cityDistance(s, c, city));
  return d;
}

/**
 * The plan's worth to `seat` with the network's cities `net`, in dollars: each open contract's best pay ([003:L129]),
 * each route-card bonus ([003:L230]: the top city, the best listed city, $1 for each other), every dollar discounted by
 * `decay` per segment still to build between the network and the cities it needs (a contract still on its card needs a
 * source of its good too).
 */
export function planWorth(s: SpikeState, seat: number, net: ReadonlySet<string>, decay: number): number {
  const p = s.players[seat]!;
  const memo = new Map<string, number>();
  const far = (city: string): number => {
    let d = memo.get(city);
    if (d === undefined) memo.set(city, (d = distanceFrom(s, net, city)));
    return d;
  };
  let v = 0;
  for (const c of p.contracts) {
    if (c.freight === 'delivered') continue;
    let source = 0;
    if (c.freight === 'card') {
      source = 99;
      for (const x of s.map.places) if (x.good === c.good) source = Math.min(source, far(x.id));
    }
    let best = 0;
    for (const d of openDestinations(s, p, c)) best = Math.max(best, d.pay * decay ** (source + far(d.city)));
    v += best;
  }
  const card = p.routeCards.length === 1 ? routeCard(cardsForBoard(s.map.id)!, p.routeCards[0]!) : undefined;
  if (card) {
    let top = 0;
    let sum = 0;
    for (const x of card.cities) {
      const f = decay ** far(x.city);
      top = Math.max(top, x.value * f);
      sum += f;
    }
    v += decay ** far(card.top) * (top + Math.max(0, sum - 1));
  }
  return v;
}
