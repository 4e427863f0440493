// What the lattice board points out while a Spike seat builds (issue 20 point 3): the cities its hand can build to,
// the routes the engine offers to the chosen city (the picked one strong, the others weaker) and the chosen city
// ringed. The build panel puts the engine's answers here (buildableCities, and routesToCity for every reachable city,
// route-offers.ts); spikeUi.latticeHighlights turns them and the chosen city into the board's highlights, so a tap on a
// city redraws the board once, with its routes, in the tap's own task. Nothing is worked out here that the engine did
// not answer.
import { signal } from '@preact/signals';
import { NO_HIGHLIGHTS, type LatticeHighlights } from '../../../engine/lattice/view';
import { chosenCity } from './city-choice';
import type { SpikeView } from './engine';
import type { RoutesAnswer } from './route-offers';

export interface BuildOffer {
  /** The seat building (its colour draws the routes). */
  seat: number;
  /** The cities the seat's hand can build to (the engine's buildableCities), null while asked. */
  reachable: readonly string[] | null;
  /** The engine's routes to `city` (routesToCity) once answered; undefined while asked (RouteOffers.routesTo). */
  routesTo(city: string): RoutesAnswer | undefined;
  /** The route the player picked: its city and its index in that city's routes (null: none picked by hand). */
  pick: RoutePick | null;
  /** The city whose routes are all listed (the player asked for them), else null: each city lists its first few. */
  expanded: string | null;
}

/**
 * How many of a city's routes are listed, and drawn on the board, until the player asks for all of them: the engine's
 * first (it sorts them payable first, then by fewest cards and fewest pieces). A short list is what a tap on a city
 * has to build and paint at once; the rest is one button away.
 */
export const FIRST_ROUTES = 4;

/** The routes listed of `routes`: all of them when `all`, else the first FIRST_ROUTES. */
export function listedRoutes<T>(routes: readonly T[], all: boolean): readonly T[] {
  return all ? routes : routes.slice(0, FIRST_ROUTES);
}

export interface RoutePick {
  city: string;
  index: number;
}

/** The index of the route picked for `city`: the one picked by hand there, else the engine's first. */
export function pickedIndex(pick: RoutePick | null, city: string | null): number {
  return pick !== null && pick.city === city ? pick.index : 0;
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
 * the picked route to `chosen` (the destination) as its segments, the other listed routes' segments, `chosen`
 * ringed; or, with no offer, only `chosen` ringed (where a locomotive would start). Nothing while no seat's own cards
 * are on screen: the table's view after a hand-over must not show what one seat's hand could build.
 */
export function highlightsFor(view: Pick<SpikeView, 'map' | 'players'>, offer: BuildOffer | null, chosen: string | null): LatticeHighlights {
  const nodeOf = (city: string | null) => (city === null ? null : (view.map.places.find((p) => p.id === city)?.node ?? null));
  if (offer && view.players[offer.seat]?.hand) {
    const answer = chosen !== null ? (offer.routesTo(chosen) ?? null) : null;
    const routes = answer && listedRoutes(answer, offer.expanded === chosen);
    const picked = routes?.[pickedIndex(offer.pick, chosen)];
    const segments = picked ? picked.segments.slice() : [];
    const mine = new Set(segments);
    const offered = new Set<number>();
    for (const r of routes ?? []) for (const i of r.segments) if (!mine.has(i)) offered.add(i);
    return {
      nodes: (offer.reachable ?? []).flatMap((c) => nodeOf(c) ?? []),
      segments,
      offered: [...offered].toSorted((a, b) => a - b),
      seat: offer.seat,
      selected: nodeOf(chosen),
    };
  }
  if (chosen !== null && view.players.some((p) => p.hand !== null)) return { ...NO_HIGHLIGHTS, selected: nodeOf(chosen) };
  return NO_HIGHLIGHTS;
}
