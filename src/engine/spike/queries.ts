// What the UI and the bots may ask about a Spike position (issue 19 point 5): the legal moves, where the train can go
// this turn, what can be loaded and delivered where and for how much, the routes to a chosen city with the cards that
// pay for them, the score so far, the market and the pile. Build moves cannot all be listed (every path × every way
// to pay): legalMoves lists, for each city the hand can build to (build-search.ts, one search for all), at most 3 routes
// with their cheapest payment — the shortest the hand pays, or where it pays none of those, routes up to 2 segments
// longer; apply accepts every other legal route and payment, and routesToCity lists up to 12 for the UI.
import type { LocomotiveAt } from '../lattice/view';
import type { Reason } from '../reason';
import { cardsToDraw, drawQuota, upgradeCost } from './actions';
import { cardsForBoard, countOf } from './deck';
import { routeBonus, toAct } from './flow';
import { marketValue } from './market';
import { enRoute, trainPaths } from './movement';
import type { SpikeMove } from './moves';
import { graphOf, routeContext, trackKey } from './network';
import { buildOptions, buildOptionsSince, type CityBuilds } from './build-search';
import { checkRoute, routesTo, type RouteContext, type RouteOption } from './routes';
import { ATTRIBUTES, type Attribute, type SpikeState } from './state';
import { memoOf, type BuildsEntry } from './state-memo';
import { cargoOf, deliveriesAt, loadableHere, speedOf } from './travel';

// The picks by display (as a sorted string) and quota: a handful of displays recur all game. The arrays are shared by
// the draw moves of every position with that display, as the moves of one position are shared (state-memo.ts): no one
// writes into a listed move (apply copies the move it is given: schema.ts parseMove).
const picksCache = new Map<string, string[][]>();
const PICKS_KEPT = 256;

/** The display picks of a draw of `want` cards: each distinct multiset of display colours of size ≤ want. */
function displayPicks(display: readonly string[], want: number): string[][] {
  // In the display's order: the same colours in another order only miss (the picks are made from the sorted colours).
  const key = `${want}|${display.join()}`;
  let out = picksCache.get(key);
  if (!out) {
    out = listPicks(display, want);
    if (picksCache.size >= PICKS_KEPT) picksCache.delete(picksCache.keys().next().value!);
    picksCache.set(key, out);
  }
  return out;
}

function listPicks(display: readonly string[], want: number): string[][] {
  const colors = [...new Set(display)].toSorted();
  const have = colors.map((c) => display.filter((x) => x === c).length);
  const out: string[][] = [];
  const pick: string[] = [];
  const go = (i: number) => {
    if (i === colors.length) {
      out.push(pick.slice());
      return;
    }
    for (let k = 0; k <= have[i]! && pick.length + k <= want; k++) {
      for (let j = 0; j < k; j++) pick.push(colors[i]!);
      go(i + 1);
      pick.length -= k;
    }
  };
  go(0);
  return out;
}

/** The city a path ends in, if it enters one. */
function cityAtEnd(s: SpikeState, path: readonly LocomotiveAt[]): string | undefined {
  const end = path[path.length - 1];
  return end && 'node' in end ? graphOf(s.map).placeAt.get(end.node) : undefined;
}

/** A train move of `type` along each path, with no delivery and with each delivery possible where it ends (a load, where
 * one is loaded before the move, before the path), pushed onto `out`. */
function pushTrainMoves(out: SpikeMove[], s: SpikeState, seat: number, type: 'freeMove' | 'startMoving' | 'extraMove', paths: LocomotiveAt[][], load?: string): void {
  for (const path of paths) {
    if (load === undefined) out.push({ type, seat, path });
    else out.push({ type: 'startMoving', seat, load, path });
    const city = cityAtEnd(s, path);
    if (city === undefined) continue;
    for (const d of deliveriesAt(s, seat, city, load)) {
      if (load === undefined) out.push({ type, seat, path, deliver: d.good });
      else out.push({ type: 'startMoving', seat, load, path, deliver: d.good });
    }
  }
}

// States never change (every move makes a new one), so the dear answers are kept per state object: the legal moves
// and each seat's reachable cities are asked for many times per position (the worker, the bots, the checks).
/** Routes per reachable city among the legal moves (see the file's head). */
const BUILDS_PER_CITY = 3;
// The same answers by what they depend on (the board, the seat's home, track, pieces and hand, everyone's track): a
// seat's position comes back turn after turn while no one builds and it draws nothing, in a new state object each time.
const recentBuilds = new WeakMap<object, Map<string, BuildsEntry>>();
const RECENT_BUILDS = 64;
// No pieces or no cards: no builds (one entry shared by every such position; no one writes into it).
const NO_BUILDS: BuildsEntry = { list: [], moves: [] };

// The last list made per seat and hand, with the route context it was made for, per board: after other players'
// builds the next list is worked out from it (build-search.ts buildOptionsSince) instead of searched afresh.
const lastBuilds = new WeakMap<object, Map<string, { ctx: RouteContext; list: CityBuilds[] }>>();
const LAST_BUILDS = 16;

/** What seat's build options depend on but everyone's track, as a string. */
function handKey(s: SpikeState, seat: number): string {
  const p = s.players[seat]!;
  // The hand's colours in its own key order: the same cards in another order only miss the cache (the answer does not
  // depend on the order), and sorting them cost more than such misses.
  let hand = '';
  for (const c of Object.keys(p.hand)) {
    const n = p.hand[c] ?? 0;
    if (n > 0) hand += `${c}${n},`;
  }
  return `${seat}|${p.home}|${p.piecesLeft}|${hand}`;
}

/** seat's build list for context `ctx`, from the last one made for its hand where only others have built since. */
function makeBuilds(s: SpikeState, seat: number, ctx: RouteContext, key: string): CityBuilds[] {
  const hand = s.players[seat]!.hand;
  let last = lastBuilds.get(s.map);
  if (!last) lastBuilds.set(s.map, (last = new Map()));
  const before = last.get(key);
  // The shortest routes the hand pays, or where it pays none of those, routes up to 2 segments longer.
  const list = (before && buildOptionsSince(before.ctx, before.list, ctx, hand, BUILDS_PER_CITY)) ?? buildOptions(ctx, hand, BUILDS_PER_CITY);
  // Least recently used goes first: a Map keeps first-insertion order, so a hand asked again is moved to the end.
  if (before) last.delete(key);
  else if (last.size >= LAST_BUILDS) last.delete(last.keys().next().value!);
  last.set(key, { ctx, list });
  return list;
}

/**
 * The cities seat's hand can build a route to now, each with the routes legalMoves lists, once per state and seat,
 * with the build moves made of them once asked (buildMoves): a list found again (recentBuilds) lists the same moves,
 * shared as the moves of one position are (no one writes into a listed move: apply copies it, schema.ts parseMove).
 */
function buildsEntry(s: SpikeState, seat: number): BuildsEntry {
  const memo = memoOf(s);
  const bySeat = (memo.builds ??= []);
  let out = bySeat[seat];
  if (!out) {
    const p = s.players[seat]!;
    if (p.piecesLeft <= 0 || countOf(p.hand) === 0) out = NO_BUILDS;
    else {
      let recent = recentBuilds.get(s.map);
      if (!recent) recentBuilds.set(s.map, (recent = new Map()));
      const hand = handKey(s, seat);
      const key = `${hand}|${trackKey(s)}`;
      out = recent.get(key);
      if (!out) {
        out = { list: makeBuilds(s, seat, routeContext(s, seat), hand), moves: undefined };
        if (recent.size >= RECENT_BUILDS) recent.delete(recent.keys().next().value!);
        recent.set(key, out);
      }
    }
    bySeat[seat] = out;
  }
  return out;
}

/** The cities seat's hand can build a route to now, each with the routes legalMoves lists. */
const builds = (s: SpikeState, seat: number): CityBuilds[] => buildsEntry(s, seat).list;

/** The cities seat's hand can build a route to now (routes.ts buildableDestinations' answer), nearest first. */
function destinations(s: SpikeState, seat: number): string[] {
  return builds(s, seat).map((b) => b.city);
}

/** The build moves legalMoves lists for seat (see the file's head). */
export function buildMoves(s: SpikeState, seat: number): SpikeMove[] {
  const entry = buildsEntry(s, seat);
  let out = entry.moves;
  if (!out) {
    out = [];
    for (const b of entry.list) for (const r of b.routes) if (r.payment) out.push({ type: 'build', seat, nodes: r.nodes, payment: r.payment });
    entry.moves = out;
  }
  return out;
}

/** The kinds of action seat could take now (the pass is legal only when this is empty). */
export function legalActionTypes(s: SpikeState, seat: number): SpikeMove['type'][] {
  const p = s.players[seat]!;
  const out: SpikeMove['type'][] = [];
  if (drawQuota(s, seat) >= 1) out.push('draw');
  if (builds(s, seat).length > 0) out.push('build');
  if (p.loco && 'node' in p.loco && !s.turn?.stopped && trainPaths(s, seat, speedOf(s, seat)).length > 0) out.push('startMoving');
  if (enRoute(p.loco) && trainPaths(s, seat, 1).length > 0) out.push('extraMove');
  if (ATTRIBUTES.some((a) => (upgradeCost(s, seat, a) ?? Infinity) <= p.money)) out.push('upgrade');
  return out;
}

/** Every legal move now (build moves as the file's head says). */
export function legalMoves(s: SpikeState): SpikeMove[] {
  const memo = memoOf(s);
  return (memo.legal ??= listLegalMoves(s));
}

function listLegalMoves(s: SpikeState): SpikeMove[] {
  const who = toAct(s);
  if (!who) return [];
  const seat = who.seat;
  const p = s.players[seat]!;
  switch (s.phase) {
    case 'choose': {
      const out: SpikeMove[] = [];
      const k = p.contracts.length;
      for (let mask = 0; mask < 1 << k; mask++) {
        const sides = Array.from({ length: k }, (_, i) => ((mask >> i) & 1) as 0 | 1);
        for (const keep of p.routeCards) out.push({ type: 'chooseSetup', seat, sides, keep });
      }
      return out;
    }
    case 'gift':
      return Object.keys(p.hand)
        .filter((c) => p.hand[c]! > 0)
        .map((color) => ({ type: 'gift', seat, color }));
    case 'placeLoco':
      return s.map.places.map((x) => ({ type: 'placeLoco', seat, city: x.id }));
    case 'gameOver':
      return [];
    case 'turn':
      break;
  }
  const out: SpikeMove[] = [];
  const stage = s.turn!.stage;
  for (const good of cargoOf(s, seat)) out.push({ type: 'discard', seat, good });
  // The train moves straight into the list (no path-and-delivery pairs spread into each): a position lists a dozen.
  if (stage === 'free') pushTrainMoves(out, s, seat, 'freeMove', trainPaths(s, seat, speedOf(s, seat)));
  const want = drawQuota(s, seat);
  if (want >= 1) {
    // The blind part needs cards face down (or the discards before round 3); the display alone may not reach want.
    const blind = cardsToDraw(s) - s.display.length;
    for (const display of displayPicks(s.display, want)) {
      const pile = want - display.length;
      if (pile <= blind) out.push({ type: 'draw', seat, display, pile });
    }
  }
  for (const m of buildMoves(s, seat)) out.push(m);
  if (p.loco && 'node' in p.loco && !s.turn!.stopped) {
    const load = loadableHere(s, seat);
    const paths = trainPaths(s, seat, speedOf(s, seat));
    pushTrainMoves(out, s, seat, 'startMoving', paths);
    if (load !== null) pushTrainMoves(out, s, seat, 'startMoving', paths, load);
  }
  if (enRoute(p.loco)) pushTrainMoves(out, s, seat, 'extraMove', trainPaths(s, seat, 1));
  for (const attribute of ATTRIBUTES) if ((upgradeCost(s, seat, attribute) ?? Infinity) <= p.money) out.push({ type: 'upgrade', seat, attribute });
  if (!out.some((m) => m.type !== 'discard' && m.type !== 'freeMove')) out.push({ type: 'pass', seat });
  return out;
}

// ——— the UI's questions ———

/** Whether a query's seat argument (from the page: untrusted) is a seat of this game. */
const isSeat = (s: SpikeState, seat: unknown): seat is number => Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < s.players.length;

/** Where seat's train can go with the move it may make now (free move, C or D): every path, its end, what it delivers. */
export function trainOptions(s: SpikeState, seat: number): { kind: 'freeMove' | 'startMoving' | 'extraMove'; path: LocomotiveAt[]; city: string | null; deliveries: { good: string; pay: number }[] }[] {
  if (!isSeat(s, seat) || s.phase !== 'turn' || s.turn?.seat !== seat) return [];
  const p = s.players[seat]!;
  const out: ReturnType<typeof trainOptions> = [];
  const add = (kind: 'freeMove' | 'startMoving' | 'extraMove', paths: LocomotiveAt[][]) => {
    for (const path of paths) {
      const city = cityAtEnd(s, path) ?? null;
      out.push({ kind, path, city, deliveries: city ? deliveriesAt(s, seat, city) : [] });
    }
  };
  if (s.turn.stage === 'free' && enRoute(p.loco)) add('freeMove', trainPaths(s, seat, speedOf(s, seat)));
  if (p.loco && 'node' in p.loco && !s.turn.stopped) add('startMoving', trainPaths(s, seat, speedOf(s, seat)));
  if (enRoute(p.loco)) add('extraMove', trainPaths(s, seat, 1));
  return out;
}

/**
 * Seat's freight: for each contract, where its marker is, where it loads (cities of its good in the network) and the
 * cities it can still be delivered to with their pay ([003:L125-131]). Contracts are on the table: public (an advanced
 * game's sides only once all have chosen, so during the choose phase no destinations).
 */
export function freightOptions(s: SpikeState, seat: number): { good: string; freight: string; loadAt: string[]; deliverTo: { city: string; pay: number; connected: boolean }[] }[] {
  const cards = cardsForBoard(s.map.id)!;
  if (!isSeat(s, seat)) return [];
  const p = s.players[seat]!;
  const ctx = routeContext(s, seat);
  const served = new Set(p.contracts.flatMap((c) => (c.deliveredTo ? [c.deliveredTo] : [])));
  return p.contracts.map((c) => {
    // The query is public: while seats still choose, a chosen side stays hidden (D46); the chooser sees it in its view.
    const side = c.side === null || s.phase === 'choose' ? null : cards.contracts.find((x) => x.id === c.card)?.sides[c.side];
    return {
      good: c.good,
      freight: c.freight,
      loadAt: s.map.places.filter((x) => x.good === c.good && ctx.networkCities.has(x.id)).map((x) => x.id),
      deliverTo:
        c.freight === 'delivered' || !side ? [] : side.destinations.filter((d) => !served.has(d.city)).map((d) => ({ city: d.city, pay: d.pay, connected: ctx.networkCities.has(d.city) })),
    };
  });
}

/** The routes seat can build to `city` with its own hand (private: it reads the hand). */
export function routesToCity(s: SpikeState, seat: number, city: string): RouteOption[] {
  if (!isSeat(s, seat) || typeof city !== 'string') return [];
  const p = s.players[seat]!;
  return routesTo(routeContext(s, seat), city, p.hand);
}

/** The cities seat's hand can build a route to now (private). */
export function buildableCities(s: SpikeState, seat: number): string[] {
  return isSeat(s, seat) ? destinations(s, seat).slice() : [];
}

/** Why seat could not build `nodes` now (a route check only, before choosing cards), or null. */
export function checkRouteFor(s: SpikeState, seat: number, nodes: string[]): Reason | null {
  if (!isSeat(s, seat)) return null;
  return checkRoute(routeContext(s, seat), nodes);
}

/** Seat's score so far: money, and its route card's bonus if the game ended now (private: it reads the route card). */
export function scoreSoFar(s: SpikeState, seat: number): { money: number; routeBonus: number; total: number } | null {
  if (!isSeat(s, seat)) return null;
  const p = s.players[seat]!;
  if (p.routeBonus !== null) return { money: p.money - p.routeBonus, routeBonus: p.routeBonus, total: p.money };
  const bonus = p.routeCards.length === 1 ? routeBonus(s, seat, p.routeCards[0]!) : 0;
  return { money: p.money, routeBonus: bonus, total: p.money + bonus };
}

/** The market now: each good's value (public, [003:L184]). */
export function marketValues(s: SpikeState): Record<string, number> {
  return Object.fromEntries(s.map.goods.map((g) => [g, marketValue(s.market, g)]));
}

/** The pile and the time cards (public): cards face down, the round, time cards still hidden in round 3. */
export function pileInfo(s: SpikeState): { round: number; pile: number; timeInPile: number; timeDrawn: number; discards: number } {
  return { round: s.round, pile: countOf(s.pile) + countOf(s.lowerPile) + s.timeInPile, timeInPile: s.timeInPile, timeDrawn: s.timeDrawn, discards: countOf(s.discards) };
}

/** What seat's next upgrade of each attribute costs, or null at its best ([003:L200]). */
export function upgradeOptions(s: SpikeState, seat: number): Record<Attribute, number | null> | null {
  if (!isSeat(s, seat)) return null;
  return { speed: upgradeCost(s, seat, 'speed'), tender: upgradeCost(s, seat, 'tender'), capacity: upgradeCost(s, seat, 'capacity') };
}
