// Steam's self-play bot (issue 16 point 6): sensible, fast and seeded, from its seat's view only. It extends its own
// incomplete links first, else starts a link from a city with goods; delivers the cube that pays it most; keeps its
// borrowing shallow. Build choices ask the engine for one hex's options at a time, as the game screen does, so a
// whole game costs milliseconds. Levels that plan ahead are the bots issue's work (#21).
import type { Edge, HexId } from '../hex/coords';
import { hexDistance, neighbour, opposite } from '../hex/coords';
import { tilePieces } from '../track/tiles';
import { isLand, placeAt } from '../map/query';
import { randomInt, type RngState } from '../rng';
import { neighbours } from '../track/places';
import { linksOf } from './links';
import type { SteamMove } from './moves';
import { checkEndBuild, checkForgo, pendingAction } from './phases/build';
import { checkRaise, deliveriesFor } from './phases/goods';
import { suppliableCities, urbanizableTowns } from './phases/supply';
import { actionOptions, buildOptions, legalMoves, type SteamBuildOption } from './queries';
import type { SteamState, SteamView } from './state';

/** How much the bot likes each action tile. */
const ACTION_WISH: Record<string, number> = { engineer: 6, firstBuild: 5, locomotive: 4, firstMove: 3, urbanization: 2, turnOrder: 2, goodsSupply: 1 };

function pick<T>(list: readonly T[], rng: RngState): T {
  return list[randomInt(rng, list.length)]!;
}

/**
 * The most the bot spends on one tile: its cash, and (basic) borrowing while its income stays at −4 or above — each
 * $5 borrowed costs $1 every later round, which only a network that delivers repays.
 */
function budget(s: SteamState, seat: number): number {
  const p = s.players[seat]!;
  return s.edition === 'basic' ? p.cash + 5 * Math.max(0, p.income + 4) : p.cash;
}

/** Where the seat's own incomplete links end: the hex beyond each open end, the edge it is entered by, and its start. */
function openEnds(s: SteamState, seat: number): { hex: HexId; through: Edge; from: HexId }[] {
  const out: { hex: HexId; through: Edge; from: HexId }[] = [];
  for (const l of linksOf(s)) {
    if (l.complete || l.owner !== seat) continue;
    const start = l.ends.find((e) => e.openEdge === undefined)?.hex ?? l.ends[0].hex;
    for (const e of l.ends) {
      if (e.openEdge === undefined) continue;
      const next = neighbours(s.map, e.hex)[e.openEdge];
      if (next && isLand(s.map, next)) out.push({ hex: next, through: opposite(e.openEdge), from: start });
    }
  }
  return out;
}

/**
 * Where a link from `from` should head, seen from `hex`: the nearest city of a colour waiting on `from`, else the
 * nearest place (cities before towns at equal distance).
 */
function nearestPlace(s: SteamState, hex: HexId, from: HexId): HexId | null {
  const waiting = new Set(s.cubes[from] ?? []);
  let best: HexId | null = null;
  let bestD = Infinity;
  for (const p of s.map.places) {
    if (p.hex === from) continue;
    const color = s.track.newCities[p.hex]?.color ?? p.color;
    const wanted = color !== undefined && waiting.has(color) ? -3 : 0;
    const d = hexDistance(hex, p.hex) + wanted + (p.kind === 'town' && !(p.hex in s.track.newCities) ? 0.5 : 0);
    if (d < bestD) {
      bestD = d;
      best = p.hex;
    }
  }
  return best;
}

/** How far the track an option lays through `through` leads from `target` (0: it reaches it). */
function distanceAfter(o: SteamBuildOption, through: Edge, target: HexId): number {
  const { hex, tile, rotation } = o.request;
  for (const piece of tilePieces(tile, rotation, false)) {
    if (piece.b === 'town') return 0;
    const out = piece.a === through ? piece.b : piece.b === through ? piece.a : null;
    if (out === null) continue;
    const next = neighbour(hex, out);
    return next === target ? 0 : hexDistance(next, target);
  }
  return hexDistance(hex, target);
}

/** The option that heads best for `target`, cheapest among equals; null when none is affordable. */
function bestToward(s: SteamState, seat: number, opts: SteamBuildOption[], through: Edge, target: HexId | null, rng: RngState): SteamMove | null {
  const max = budget(s, seat);
  const ok = opts.filter((o) => o.cost <= max && o.kind !== 'redirect');
  if (ok.length === 0) return null;
  const score = (o: SteamBuildOption) => (target ? distanceAfter(o, through, target) * 10 : 0) + o.cost;
  const low = Math.min(...ok.map(score));
  const o = pick(ok.filter((x) => score(x) === low), rng);
  return { type: 'build', seat, ...o.request };
}

/** A build: extend an own incomplete link toward the nearest place, else leave a city with goods toward another city. */
function chooseBuild(s: SteamState, seat: number, rng: RngState): SteamMove | null {
  for (const end of openEnds(s, seat)) {
    const m = bestToward(s, seat, buildOptions(s, seat, end.hex, end.through), end.through, nearestPlace(s, end.hex, end.from), rng);
    if (m) return m;
  }
  // New track leaves a city of the bot's own network (so its links join up into longer routes), else any city.
  const mine = new Set<HexId>();
  for (const l of linksOf(s)) if (l.complete && l.owner === seat) for (const e of l.ends) mine.add(e.hex);
  const all = s.map.places.filter((p) => p.kind === 'city' || p.hex in s.track.newCities);
  const own = all.filter((p) => mine.has(p.hex));
  const cities = own.length > 0 && randomInt(rng, 4) > 0 ? own : all;
  const withGoods = cities.filter((p) => (s.cubes[p.hex]?.length ?? 0) > 0);
  for (let tries = 0; tries < 4; tries++) {
    const city = pick(withGoods.length && tries < 3 ? withGoods : cities, rng);
    const ns = neighbours(s.map, city.hex);
    const edges = [0, 1, 2, 3, 4, 5].filter((e) => {
      const h = ns[e];
      return h !== undefined && isLand(s.map, h) && !s.track.tiles[h] && !placeAt(s.map, h);
    });
    if (edges.length === 0) continue;
    const e = pick(edges, rng) as Edge;
    const hex = ns[e]!;
    const m = bestToward(s, seat, buildOptions(s, seat, hex, opposite(e)), opposite(e), nearestPlace(s, hex, city.hex), rng);
    if (m) return m;
  }
  return null;
}

/** The Goods supply or Urbanization the seat took: onto a city (or town) with cubes of its colour nearby, else any. */
function performAction(s: SteamState, seat: number, rng: RngState): SteamMove | null {
  const pending = pendingAction(s, seat);
  const fields = s.supply.map((g, i) => (g.length ? i : -1)).filter((i) => i >= 0);
  if (pending === 'goodsSupply') {
    const cities = suppliableCities(s);
    if (cities.length && fields.length) return { type: 'supplyGoods', seat, hex: pick(cities, rng), field: pick(fields, rng) };
  }
  if (pending === 'urbanization') {
    const towns = urbanizableTowns(s);
    if (towns.length === 0 || s.newCityTiles.length === 0) return null;
    const m: SteamMove = { type: 'urbanize', seat, hex: pick(towns, rng), color: pick(s.newCityTiles, rng) };
    if (fields.length) m.field = pick(fields, rng);
    return m;
  }
  return null;
}

/** A move for `seat` from its view, or null when it has none. */
export function chooseMove(view: SteamView, seat: number, rng: RngState): SteamMove | null {
  // The queries read no generator or seed: a view with stand-ins is a state to them.
  const s = { ...view, seed: 0, rng: [0, 0, 0, 0] } as SteamState;
  const p = s.players[seat]!;
  const late = s.round > s.options.rounds - 3;
  if (s.points) return s.points.queue[0]?.seat === seat ? { type: 'takePoints', seat, as: late || p.income >= 8 ? 'vp' : 'income' } : null;
  switch (s.phase) {
    case 'gameOver':
      return null;
    case 'initialAuction': {
      const a = s.initialAuction!;
      if (a.current !== seat) return null;
      if (a.highBidder === null) return { type: 'bidPosition', seat, amount: 0 };
      if (a.high < 2 + randomInt(rng, 3)) return { type: 'bidPosition', seat, amount: a.high + 1 };
      return { type: 'passPosition', seat };
    }
    case 'capital': {
      // Enough for a round of building ($10, the rulebook's advice for the start, [000:L543]) while income stays at −5 or above.
      const want = Math.max(0, Math.min(Math.ceil((12 - p.cash) / 5), p.income + 5));
      return { type: 'acquireCapital', seat, units: late ? 0 : want };
    }
    case 'auction': {
      const a = s.auction!;
      const next = a.highBidder === null ? 0 : a.high + 1;
      if (next <= 2 && next <= p.cash - 8 && randomInt(rng, 2) === 0) return { type: 'bid', seat, amount: next };
      return { type: 'dropOut', seat };
    }
    case 'selectActions': {
      let best: SteamMove | null = null;
      let score = -Infinity;
      for (const o of actionOptions(s, seat)) {
        const forgo = o.refused !== null && o.mayForgo;
        if (o.refused !== null && !forgo) continue;
        const wish = (ACTION_WISH[o.action] ?? 0) - (forgo ? 3 : 0) - (o.action === 'locomotive' && p.engine >= 4 ? 5 : 0) - (o.pay.income > 0 ? 2 : 0) + randomInt(rng, 3);
        if (wish > score) {
          score = wish;
          best = forgo ? { type: 'takeAction', seat, action: o.action, forgo: true } : { type: 'takeAction', seat, action: o.action };
        }
      }
      // Nothing the rules allow by preference: the compulsory tile the engine allows (D33).
      return best ?? legalMoves(s)[0] ?? null;
    }
    case 'buildTrack': {
      const perform = performAction(s, seat, rng);
      if (perform) return perform;
      if (randomInt(rng, 8) > 0) {
        const b = chooseBuild(s, seat, rng);
        if (b) return b;
      }
      if (!checkEndBuild(s, seat)) return { type: 'endBuild', seat };
      if (!checkForgo(s, seat)) return { type: 'forgoAction', seat };
      return legalMoves(s)[0] ?? null;
    }
    case 'moveGoods': {
      let best: SteamMove | null = null;
      let most = 0;
      for (const dl of deliveriesFor(s, seat)) {
        const own = dl.incomeBy[seat] ?? 0;
        if (own > most) {
          most = own;
          best = { type: 'deliver', seat, from: dl.from, color: dl.color, route: dl.route.slice() };
        }
      }
      if (best) return best;
      if (p.engine < 3 && !checkRaise(s, seat)) return { type: 'raiseEngine', seat };
      return { type: 'passGoods', seat };
    }
  }
}
