// The build moves of one position (issue 19, "Measure"): every city a hand can build a route to now, each with its best
// few routes and their cheapest payments. The searches of routes.ts, city by city, each cut after the few it keeps; and
// the same answer carried over from the one before when only other players have built since.
import { total, type Hand } from './payment';
import { citiesWithin, DEFAULT_ROUTE_SLACK, searchRoutes, type RouteContext, type RouteOption } from './routes';
import { handVectorFor, prepare, reach, type HandVector } from './routes-prepare';

/** One city the hand can build to: its shortest route's length and the routes chosen (see buildOptions). */
export interface CityBuilds {
  city: string;
  shortest: number;
  routes: RouteOption[];
}

/** The routes buildOptions chooses for one city (none: an empty list). */
function cityRoutes(ctx: RouteContext, city: string, shortest: number, hand: Hand, hv: HandVector, cards: number, perCity: number, slack: number): RouteOption[] {
  // routesTo(ctx, city, hand, { payableOnly: true, slack: 0 or slack, limit: perCity }), its bound worked out here.
  const routes = searchRoutes(ctx, city, hand, hv, shortest, perCity, true);
  if (routes.length || slack <= 0) return routes;
  return searchRoutes(ctx, city, hand, hv, Math.min(ctx.piecesLeft, shortest + slack, cards), perCity, true);
}

function sameSet<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

const nearestFirst = (a: CityBuilds, b: CityBuilds): number => a.shortest - b.shortest || (a.city < b.city ? -1 : 1);

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
  // One hand vector (and its payments) for every search: no route is longer than the pieces or the cards.
  const hv = handVectorFor(ctx, hand, Math.min(ctx.piecesLeft, cards));
  // A route needs a card per segment: only cities at most that far (shortestRouteLength) can be built to.
  for (const { city, shortest } of citiesWithin(ctx, cards)) {
    const routes = cityRoutes(ctx, city, shortest, hand, hv, cards, perCity, slack);
    if (routes.length) out.push({ city, shortest, routes });
  }
  return out.toSorted(nearestFirst);
}

/**
 * buildOptions(ctx, hand, perCity, slack) worked out from `list`, its answer for `before` with the same hand, when the
 * two contexts differ only by segments other players have taken since: the same network and pieces, and every segment
 * taken in `before` taken in `ctx` too (else null: not worked out). Taking segments only removes routes, so a city at
 * the same shortest distance as before keeps its routes while none of them lies on a segment taken since (the best of
 * fewer routes, the ones that were best among them all still there), and has none if it had none; only the other
 * cities are searched again. The same answer as buildOptions, in fewer searches: a seat's list is asked for again after
 * each other player's build while its own hand and track wait for its turn.
 */
export function buildOptionsSince(before: RouteContext, list: readonly CityBuilds[], ctx: RouteContext, hand: Hand, perCity: number, slack = DEFAULT_ROUTE_SLACK): CityBuilds[] | null {
  if (before.piecesLeft !== ctx.piecesLeft || before.graph !== ctx.graph || !sameSet(before.network, ctx.network)) return null;
  const cards = total(hand);
  if (ctx.piecesLeft <= 0 || cards <= 0 || perCity <= 0) return [];
  const p = prepare(ctx);
  const taken = p.taken;
  for (const t of before.taken) if (!taken[t]) return null;
  const { g } = p;
  // The distances before: cities as far as the cards reach (its list's own bound; reached already when it was made).
  const level = Math.min(ctx.piecesLeft, cards);
  const old = prepare(before);
  reach(old, level);
  let hv: HandVector | null = null;
  const out: CityBuilds[] = [];
  for (const { city, shortest } of citiesWithin(ctx, cards)) {
    const node = g.cityNodes[g.cityIndex.get(city)!]!;
    if (shortest <= level && old.dist[node] === shortest) {
      let had: CityBuilds | undefined;
      for (const b of list)
        if (b.city === city) {
          had = b;
          break;
        }
      if (!had) continue;
      if (had.routes.every((r) => r.segments.every((seg) => !taken[seg]))) {
        out.push(had);
        continue;
      }
    }
    hv ??= handVectorFor(ctx, hand, Math.min(ctx.piecesLeft, cards));
    const routes = cityRoutes(ctx, city, shortest, hand, hv, cards, perCity, slack);
    if (routes.length) out.push({ city, shortest, routes });
  }
  return out.toSorted(nearestFirst);
}
