// Spike's self-play bot (issue 19 point 6; its helpers are exported for the levels in bots/, its play unchanged): one seat's move from that seat's view only — its own hand and route card,
// everyone's public table — never the state. It picks among the engine's legal moves for a stand-in state built from
// the view (no generator, the pile as a count), so every move it makes is legal. Baseline play: deliver when it can,
// carry freight to connected destinations, build toward contract cities and its route card, draw for the route it
// wants next, upgrade when it has money to spare.
import type { NodeId } from '../lattice/coords';
import { segmentDistances } from '../lattice/graph';
import type { LocomotiveAt } from '../lattice/view';
import type { RngState } from '../rng';
import { randomInt } from '../rng';
import { drawQuota, upgradeCost } from './actions';
import { cardsForBoard, contractSide, countOf, routeCard } from './deck';
import { toAct } from './flow';
import { marketValue } from './market';
import type { SpikeMove } from './moves';
import { graphOf, networkCities, routeContext } from './network';
import { cardCount } from './payment';
import { legalMoves } from './queries';
import { routesTo, shortestRouteLength } from './routes';
import { type Attribute, type SpikePlayer, type SpikeState, type SpikeView } from './state';
import { capacityOf, cargoOf } from './travel';

/** The view as a state for the engine's queries: other seats' hands and route cards empty, the pile a count. */
export function asState(view: SpikeView): SpikeState {
  const players: SpikePlayer[] = view.players.map((p) => ({
    money: p.money,
    hand: p.hand ? { ...p.hand } : {},
    contracts: p.contracts.map((c) => ({ ...c })),
    routeCards: p.routeCards ? p.routeCards.slice() : [],
    train: { ...p.train },
    loco: p.loco ? { ...p.loco } : null,
    home: p.home,
    track: p.track.slice(),
    piecesLeft: p.piecesLeft,
    routeBonus: p.routeBonus,
  }));
  return {
    game: 'spike',
    engineVersion: view.engineVersion,
    edition: view.edition,
    map: view.map,
    seats: view.seats,
    seed: 0,
    casualUndo: false,
    rng: [0, 0, 0, 0],
    players,
    order: view.order,
    phase: view.phase,
    setupIndex: view.setupIndex,
    turn: view.turn ? { ...view.turn } : null,
    round: view.round,
    timeDrawn: view.timeDrawn,
    // Only the number of cards face down matters to the queries (what a draw may take blind).
    pile: { hidden: Math.max(0, view.pileCount - view.timeInPile) },
    lowerPile: {},
    timeInPile: view.timeInPile,
    display: view.display.slice(),
    discards: { ...view.discards },
    removed: { hidden: view.removedCount },
    market: view.market,
    finalTurns: view.finalTurns,
    endedBy: view.endedBy,
    winners: view.winners,
  };
}

// Segments between every two cities over passable segments (built track ignored): a rough cost of joining them.
const cityDistanceCache = new WeakMap<object, Map<string, Map<string, number>>>();
export function cityDistance(s: SpikeState, a: string, b: string): number {
  let all = cityDistanceCache.get(s.map);
  if (!all) cityDistanceCache.set(s.map, (all = new Map()));
  let from = all.get(a);
  if (!from) {
    const g = graphOf(s.map);
    const d = segmentDistances(g, g.nodeOf.get(a)!);
    from = new Map(s.map.places.map((p) => [p.id, d.get(p.node) ?? 99]));
    all.set(a, from);
  }
  return from.get(b) ?? 99;
}

/** Cities seat has served (one good per city, [003:L131]). */
export const servedBy = (p: SpikePlayer): Set<string> => new Set(p.contracts.flatMap((c) => (c.deliveredTo ? [c.deliveredTo] : [])));

/** The destinations seat could still deliver `held`'s good to, with their pay. */
export function openDestinations(s: SpikeState, p: SpikePlayer, held: SpikePlayer['contracts'][number]): { city: string; pay: number }[] {
  if (held.freight === 'delivered') return [];
  const served = servedBy(p);
  return (contractSide(cardsForBoard(s.map.id)!, held)?.destinations ?? []).filter((d) => !served.has(d.city));
}

/** What connecting `city` is worth to seat beyond its market value: contract destinations, sources, route card. */
export function cityWorth(s: SpikeState, seat: number, city: string, connected: ReadonlySet<string>): number {
  const p = s.players[seat]!;
  const good = s.map.places.find((x) => x.id === city)?.good;
  let worth = 0;
  // A destination: the best pay any open contract offers there (one good per city), if its good can reach the network.
  let bestPay = 0;
  for (const c of p.contracts) {
    const d = openDestinations(s, p, c).find((x) => x.city === city);
    if (!d) continue;
    const reachable = c.freight === 'train' || s.map.places.some((x) => x.good === c.good && connected.has(x.id));
    bestPay = Math.max(bestPay, reachable ? d.pay : d.pay / 3);
  }
  worth += bestPay * 0.6;
  // A source: a good the seat holds a contract for and cannot load anywhere in its network yet.
  for (const c of p.contracts) {
    if (c.freight !== 'card' || c.good !== good) continue;
    if (!s.map.places.some((x) => x.good === c.good && connected.has(x.id))) worth += 3;
  }
  // The route card ([003:L230]): the top city first, then the listed cities.
  const card = p.routeCards.length === 1 ? routeCard(cardsForBoard(s.map.id)!, p.routeCards[0]!) : undefined;
  if (card) {
    if (card.top === city) worth += 4;
    const listed = card.cities.find((x) => x.city === city);
    if (listed) worth += connected.has(card.top) ? listed.value : listed.value / 2;
  }
  return worth;
}

/** Segments along seat's own track from every point to `target` (the train's way there, roughly). */
export function trackDistances(s: SpikeState, seat: number, target: NodeId): Map<NodeId, number> {
  const adj = new Map<NodeId, NodeId[]>();
  for (const i of s.players[seat]!.track) {
    const seg = s.map.segments[i]!;
    adj.set(seg.a, [...(adj.get(seg.a) ?? []), seg.b]);
    adj.set(seg.b, [...(adj.get(seg.b) ?? []), seg.a]);
  }
  const dist = new Map<NodeId, number>([[target, 0]]);
  const queue = [target];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i]!;
    for (const n of adj.get(at) ?? []) {
      if (dist.has(n)) continue;
      dist.set(n, dist.get(at)! + 1);
      queue.push(n);
    }
  }
  return dist;
}

export const whereTo = (at: LocomotiveAt): NodeId => ('node' in at ? at.node : at.toward);

export interface Target {
  node: NodeId;
  value: number;
}

/**
 * Where the train should head: a connected, open destination of a good it carries (worth its pay), or a connected
 * source of a good it could load and deliver to a connected destination (worth most of that pay).
 */
export function trainTargets(s: SpikeState, seat: number): Target[] {
  const p = s.players[seat]!;
  const g = graphOf(s.map);
  const connected = networkCities(s, seat);
  const out: Target[] = [];
  const room = cargoOf(s, seat).length < capacityOf(s, seat);
  for (const c of p.contracts) {
    const dests = openDestinations(s, p, c).filter((d) => connected.has(d.city));
    if (!dests.length) continue;
    const best = Math.max(...dests.map((d) => d.pay));
    if (c.freight === 'train') for (const d of dests) out.push({ node: g.nodeOf.get(d.city)!, value: d.pay });
    else if (c.freight === 'card' && room)
      for (const x of s.map.places) if (x.good === c.good && connected.has(x.id)) out.push({ node: x.node, value: best * 0.7 });
  }
  return out;
}

/** How good a train move is: the pay it delivers, else how much nearer it brings the train to its targets. */
export function moveScore(s: SpikeState, seat: number, m: Extract<SpikeMove, { path: LocomotiveAt[] }>, targets: Target[], dists: Map<NodeId, number>[]): number {
  if (m.deliver !== undefined) {
    const p = s.players[seat]!;
    const c = p.contracts.find((x) => x.good === m.deliver);
    return 100 + (c ? (openDestinations(s, p, c).find((d) => graphOf(s.map).nodeOf.get(d.city) === whereTo(m.path[m.path.length - 1]!))?.pay ?? 0) : 0);
  }
  const p = s.players[seat]!;
  const from = p.loco ? whereTo(p.loco) : null;
  const end = whereTo(m.path[m.path.length - 1]!);
  let best = -Infinity;
  targets.forEach((t, i) => {
    const before = from !== null ? (dists[i]!.get(from) ?? 99) : 99;
    const after = dists[i]!.get(end) ?? 99;
    // Arriving in the target city (to load there) is the point; closer is better, farther is worse.
    const arrive = after === 0 && 'node' in m.path[m.path.length - 1]! ? 2 : 0;
    best = Math.max(best, (t.value * (before - after)) / Math.max(1, before) + arrive + (m.type === 'startMoving' && m.load ? 3 : 0));
  });
  return best;
}

/** The best build among the legal ones, and what it is worth (market value + city worth − the cards it costs). */
export function bestBuild(s: SpikeState, seat: number, legal: readonly SpikeMove[]): { move: SpikeMove; value: number } | null {
  const connected = networkCities(s, seat);
  const g = graphOf(s.map);
  let best: { move: SpikeMove; value: number } | null = null;
  for (const m of legal) {
    if (m.type !== 'build') continue;
    const city = g.placeAt.get(m.nodes[m.nodes.length - 1]!)!;
    const good = s.map.places.find((x) => x.id === city)!.good;
    const value = marketValue(s.market, good) + cityWorth(s, seat, city, connected) - 0.5 * cardCount(m.payment) - 0.1 * (m.nodes.length - 1);
    if (!best || value > best.value) best = { move: m, value };
  }
  return best;
}

/** The city the seat would most like to build to next (worth per segment), for choosing which cards to draw. */
export function wantedCity(s: SpikeState, seat: number): string | null {
  const ctx = routeContext(s, seat);
  const connected = networkCities(s, seat);
  let best: string | null = null;
  let score = -Infinity;
  for (const x of s.map.places) {
    const d = shortestRouteLength(ctx, x.id);
    if (d === null || d > 8) continue;
    const v = (marketValue(s.market, x.good) + cityWorth(s, seat, x.id, connected)) / (1 + d);
    if (v > score) {
      score = v;
      best = x.id;
    }
  }
  return best;
}

/** The draw that takes the most display cards of colours the wanted route lacks; blind for the rest. */
export function chooseDraw(s: SpikeState, seat: number, draws: Extract<SpikeMove, { type: 'draw' }>[]): SpikeMove {
  const p = s.players[seat]!;
  const city = wantedCity(s, seat);
  const route = city ? routesTo(routeContext(s, seat), city, p.hand, { limit: 1 })[0] : undefined;
  const lacking: Record<string, number> = {};
  if (route) for (const [c, n] of Object.entries(route.needs)) if (n > (p.hand[c] ?? 0)) lacking[c] = n - (p.hand[c] ?? 0);
  let best = draws[0]!;
  let score = -Infinity;
  for (const d of draws) {
    const left = { ...lacking };
    let useful = 0;
    for (const c of d.display)
      if ((left[c] ?? 0) > 0) {
        useful++;
        left[c]!--;
      }
    // Useless display cards are no better than blind ones, and show the others nothing of the bot's plans.
    const v = useful * 2 - (d.display.length - useful);
    if (v > score) {
      score = v;
      best = d;
    }
  }
  return best;
}

/** An upgrade worth its price now, if the seat can spare the money: tender, then capacity, then speed. */
export function chooseUpgrade(s: SpikeState, seat: number): Attribute | null {
  const p = s.players[seat]!;
  // Late in the last round an upgrade no longer pays back.
  if (s.round === 3 && s.timeDrawn > 0) return null;
  const order: Attribute[] = p.train.tender === 0 ? ['tender', 'capacity', 'speed'] : ['speed', 'capacity', 'tender'];
  for (const a of order) {
    const cost = upgradeCost(s, seat, a);
    if (cost === null || p.money < cost + 4) continue;
    if (a === 'capacity' && p.contracts.filter((c) => c.freight !== 'delivered').length < 2) continue;
    return a;
  }
  return null;
}

/** A move for a turn: deliver, load and carry, build, draw, upgrade; something that keeps the game going otherwise. */
function turnMove(s: SpikeState, seat: number, rng: RngState): SpikeMove | null {
  const legal = legalMoves(s);
  if (!legal.length) return null;
  const p = s.players[seat]!;
  const targets = trainTargets(s, seat);
  const dists = targets.map((t) => trackDistances(s, seat, t.node));
  const moves = legal.filter((m): m is Extract<SpikeMove, { path: LocomotiveAt[] }> => 'path' in m);
  const scored = moves.map((m) => ({ m, v: moveScore(s, seat, m, targets, dists) })).toSorted((a, b) => b.v - a.v);
  const bestMove = scored[0];

  // The free move (not an action): take it when it delivers or brings the train nearer a target.
  if (s.turn!.stage === 'free') {
    const free = scored.find((x) => x.m.type === 'freeMove');
    if (free && free.v > 0) return free.m;
  }
  // A delivery beats everything ([003:L129]).
  if (bestMove && bestMove.v >= 100) return bestMove.m;

  const build = bestBuild(s, seat, legal);
  const actionMove = scored.find((x) => x.m.type !== 'freeMove' && x.v > 0);
  // Carrying freight toward its pay, unless a build is clearly worth more now.
  if (actionMove && (!build || actionMove.v >= build.value)) return actionMove.m;
  if (build && build.value > 0) return build.move;

  const draws = legal.filter((m): m is Extract<SpikeMove, { type: 'draw' }> => m.type === 'draw');
  const tender = cardsForBoard(s.map.id)!.train.tender[p.train.tender]!;
  if (draws.length && countOf(p.hand) < tender) return chooseDraw(s, seat, draws);
  const up = chooseUpgrade(s, seat);
  if (up && legal.some((m) => m.type === 'upgrade' && m.attribute === up)) return { type: 'upgrade', seat, attribute: up };
  if (build && build.value > -1) return build.move;
  if (draws.length && drawQuota(s, seat) >= 1) return chooseDraw(s, seat, draws);
  if (actionMove) return actionMove.m;
  if (build) return build.move;
  // Nothing useful: any action but a discard (the pass is among them when it is the only one), at random.
  const actions = legal.filter((m) => m.type !== 'discard' && m.type !== 'freeMove');
  return actions.length ? actions[randomInt(rng, actions.length)]! : legal[0]!;
}

/** Where to place the locomotive ([003:L82]): near the seat's contracts, their goods and its route card's top city. */
export function placeLoco(s: SpikeState, seat: number, rng: RngState): SpikeMove {
  const p = s.players[seat]!;
  const cards = cardsForBoard(s.map.id)!;
  const card = p.routeCards.length === 1 ? routeCard(cards, p.routeCards[0]!) : undefined;
  let best = s.map.places[0]!.id;
  let score = -Infinity;
  for (const x of s.map.places) {
    let v = randomInt(rng, 100) / 1000;
    for (const c of p.contracts) {
      if (c.good === x.good) v += 4;
      const side = contractSide(cards, c);
      for (const d of side?.destinations ?? []) v += Math.max(0, d.pay - cityDistance(s, x.id, d.city)) * 0.3;
    }
    if (card) v += Math.max(0, 6 - cityDistance(s, x.id, card.top) / 2);
    if (v > score) {
      score = v;
      best = x.id;
    }
  }
  return { type: 'placeLoco', seat, city: best };
}

/** Advanced setup ([003:L242-243]): each contract's side with the higher best pay; the route card paying most per segment. */
export function chooseSetup(s: SpikeState, seat: number): SpikeMove {
  const p = s.players[seat]!;
  const cards = cardsForBoard(s.map.id)!;
  const sides = p.contracts.map((c) => {
    const both = [0, 1].map((k) => Math.max(0, ...(contractSide(cards, { card: c.card, side: k as 0 | 1 })?.destinations.map((d) => d.pay) ?? [])));
    return (both[1]! > both[0]! ? 1 : 0) as 0 | 1;
  });
  const worth = (id: string): number => {
    const r = routeCard(cards, id);
    if (!r) return -Infinity;
    const far = Math.max(1, ...r.cities.map((c) => cityDistance(s, r.top, c.city)));
    return (Math.max(...r.cities.map((c) => c.value)) + r.cities.length - 1) / far;
  };
  const keep = p.routeCards.toSorted((a, b) => worth(b) - worth(a))[0]!;
  return { type: 'chooseSetup', seat, sides, keep };
}

/**
 * The start player's gift to the last player ([003:L79], P13), every level alike: a card of the colour the seat holds
 * most of (the one it can best spare; equal counts by colour id). Null with an empty hand (no gift is legal then).
 */
export function chooseGift(s: SpikeState, seat: number): Extract<SpikeMove, { type: 'gift' }> | null {
  const hand = s.players[seat]!.hand;
  const color = Object.keys(hand).toSorted((a, b) => (hand[b] ?? 0) - (hand[a] ?? 0) || (a < b ? -1 : 1))[0];
  return color !== undefined && (hand[color] ?? 0) > 0 ? { type: 'gift', seat, color } : null;
}

/**
 * The baseline's move for `seat` from its view ([003:L135-200]), or null when it is not that seat's decision (the
 * levels are bots/index.ts).
 */
export function chooseMove(view: SpikeView, seat: number, rng: RngState): SpikeMove | null {
  const s = asState(view);
  const who = toAct(s);
  if (!who || who.seat !== seat) return null;
  switch (s.phase) {
    case 'choose':
      return chooseSetup(s, seat);
    case 'gift':
      return chooseGift(s, seat);
    case 'placeLoco':
      return placeLoco(s, seat, rng);
    case 'turn':
      return turnMove(s, seat, rng);
    case 'gameOver':
      return null;
  }
}
