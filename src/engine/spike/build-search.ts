// The build moves of one position (issue 19, "Measure"): every city a hand can build a route to now, each with its best
// few routes and their cheapest payments. The searches of routes.ts, city by city, each cut after the few it keeps.
import { total, type Hand } from './payment';
import { DEFAULT_ROUTE_SLACK, routesTo, shortestRouteLength, type RouteContext, type RouteOption } from './routes';

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
  for (const city of ctx.graph.nodeOf.keys()) {
    const shortest = shortestRouteLength(ctx, city);
    if (shortest === null || shortest > cards) continue;
    let routes = routesTo(ctx, city, hand, { payableOnly: true, slack: 0, limit: perCity });
    if (!routes.length && slack > 0) routes = routesTo(ctx, city, hand, { payableOnly: true, slack, limit: perCity });
    if (routes.length) out.push({ city, shortest, routes });
  }
  return out.toSorted((a, b) => a.shortest - b.shortest || (a.city < b.city ? -1 : 1));
}
