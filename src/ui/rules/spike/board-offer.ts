// What the lattice board points out while a Spike seat builds (issue 20 point 3): the cities its hand can build to,
// the routes the engine offers to the chosen city (the picked one strong, the others weaker) and the chosen city
// ringed. The build panel puts the engine's answers here (buildableCities, routesToCity); spikeUi.latticeHighlights
// turns them into the board's highlights. Nothing is worked out here that the engine did not answer.
import { signal } from '@preact/signals';
import { NO_HIGHLIGHTS, type LatticeHighlights } from '../../../engine/lattice/view';
import { chosenCity } from './city-choice';
import type { RouteOption, SpikeView } from './engine';

export interface BuildOffer {
  /** The seat building (its colour draws the routes). */
  seat: number;
  /** The cities the seat's hand can build to (the engine's buildableCities), null while asked. */
  reachable: readonly string[] | null;
  /** The destination chosen, or null. */
  city: string | null;
  /** The engine's routes to `city` (routesToCity), null while asked. */
  routes: readonly RouteOption[] | null;
  /** The index in `routes` of the route picked. */
  pick: number;
}

/** The build panel's offer while it is open (null: none open). */
export const buildOffer = signal<BuildOffer | null>(null);

/**
 * The build panel closes (it unmounts, e.g. at a hand-over in the same render as the move): its offer and the city it
 * had chosen go, so the next seat's own view does not ring a city the last seat considered (its [moves] reset never
 * runs once the panel is gone).
 */
export function closeBuildOffer(): void {
  buildOffer.value = null;
  chosenCity.value = null;
}

/**
 * The board's highlights for `view` (the position on screen): the build offer's reachable cities as points to tap,
 * the picked route's segments, the other offered routes' segments, the chosen city ringed; or, with no offer, only
 * `chosen` ringed (where a locomotive would start). Nothing while no seat's own cards are on screen: the table's view
 * after a hand-over must not show what one seat's hand could build.
 */
export function highlightsFor(view: Pick<SpikeView, 'map' | 'players'>, offer: BuildOffer | null, chosen: string | null): LatticeHighlights {
  const nodeOf = (city: string | null) => (city === null ? null : (view.map.places.find((p) => p.id === city)?.node ?? null));
  if (offer && view.players[offer.seat]?.hand) {
    const picked = offer.city !== null ? offer.routes?.[offer.pick] : undefined;
    const segments = picked ? picked.segments.slice() : [];
    const mine = new Set(segments);
    const offered = new Set<number>();
    if (offer.city !== null) for (const r of offer.routes ?? []) for (const i of r.segments) if (!mine.has(i)) offered.add(i);
    return {
      nodes: (offer.reachable ?? []).flatMap((c) => nodeOf(c) ?? []),
      segments,
      offered: [...offered].toSorted((a, b) => a - b),
      seat: offer.seat,
      selected: nodeOf(offer.city),
    };
  }
  if (chosen !== null && view.players.some((p) => p.hand !== null)) return { ...NO_HIGHLIGHTS, selected: nodeOf(chosen) };
  return NO_HIGHLIGHTS;
}
