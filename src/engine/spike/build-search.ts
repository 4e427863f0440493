// The build moves of one position (issue 19, "Measure"): every city a hand can build a route to now, each with its best
// few routes and their cheapest payments. The searches of routes.ts, city by city, each cut after the few it keeps.
import { total, type Hand } from './payment';
import { citiesWithin, DEFAULT_ROUTE_SLACK, searchRoutes, type RouteContext, type RouteOption } from './routes';
import { handVectorFor } from './routes-prepare';

/** One city the hand can build to: its shortest route's length and the routes chosen (see buildOptions). */
export interface CityBuilds {
  city: string;
  shortest: number;
  routes: RouteOption[];
}

/**
 * For every city `hand` can build a route to now, nearest first, then by id: the `perCity` best payable routes of the
 * shortest length (routesTo with payableOnly, slack 0, limit perCity), or where the hand pays none of those, the best
 * up to `slack` (default 2) segments longer (the same with slack) — each with its cheapest payment [003:L149-159],
 * [003:L174-182], P3–P5, P15. The cities are exactly buildableDestinations' with that slack (a payable route within the
 * slack exists), found by these searches themselves instead of one more search per city.
 */
export function buildOptions(ctx: RouteContext, hand: Hand, perCity: number, slack = DEFAULT_ROUTE_SLACK): CityBuilds[] {
  const cards = total(hand);
  if (ctx.piecesLeft <= 0 || cards <= 0 || perCity <= 0) return [];
  const out: CityBuilds[] = [];
  // One hand vector (and its memo of joker counts) for every search: no route is longer than the pieces or the cards.
  const hv = handVectorFor(ctx, hand, Math.min(ctx.piecesLeft, cards));
  // A route needs a card per segment: only cities at most that far (shortestRouteLength) can be built to.
  for (const { city, shortest } of citiesWithin(ctx, cards)) {
    // routesTo(ctx, city, hand, { payableOnly: true, slack: 0 or slack, limit: perCity }), its bound worked out here.
    let routes = searchRoutes(ctx, city, hand, hv, shortest, perCity, true);
    if (!routes.length && slack > 0) routes = searchRoutes(ctx, city, hand, hv, Math.min(ctx.piecesLeft, shortest + slack, cards), perCity, true);
    if (routes.length) out.push({ city, shortest, routes });
  }
  return out.toSorted((a, b) => a.shortest - b.shortest || (a.city < b.city ? -1 : 1));
}
