// Steam's self-play bot (issue 16 point 6): sensible, fast and seeded, from its seat's view only. It extends its own
// incomplete links first, else starts a link from a city with goods; delivers the cube that pays it most; keeps its
// borrowing shallow. Build choices ask the engine for one hex's options at a time, as the game screen does, so a
// whole game costs milliseconds. Levels that plan ahead are the bots issue's work (#21).
import type { Edge, HexId } from '../hex/coords';
import { cubeDistance, cubeOf, neighbour, opposite } from '../hex/coords';
import type { BoardMap } from '../map/types';
import { tilePieces } from '../track/tiles';
import { isLand, placeAt } from '../map/query';
import { randomInt, type RngState } from '../rng';
import { neighbours } from '../track/places';
import { linksOf } from './links';
import type { SteamMove } from './moves';
import { buildTurn, checkEndBuild, checkForgo, pendingAction } from './phases/build';
import { checkRaise, deliveriesFor } from './phases/goods';
import { suppliableCities, urbanizableTowns } from './phases/supply';
import { actionOptions, buildOptions, legalMoves, type SteamBuildOption } from './queries';
import type { SteamState, SteamView } from './state';

// Hex ids are strings: parsing one for every distance the bot weighs cost more than the rest of its thinking. Each
// hex's cube coordinates are kept per map (maps never change).
const coords = new WeakMap<BoardMap, Map<HexId, { x: number; z: number }>>();

/** Hexes between two hexes of `map` (cube distance, coordinates cached). */
function hexDistance(map: BoardMap, a: HexId, b: HexId): number {
  let m = coords.get(map);
  if (!m) coords.set(map, (m = new Map()));
  let ca = m.get(a);
  if (!ca) m.set(a, (ca = cubeOf(a)));
  let cb = m.get(b);
  if (!cb) m.set(b, (cb = cubeOf(b)));
  return cubeDistance(ca, cb);
}

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
  if (s.edition === 'basic') return p.cash + 5 * Math.max(0, p.income + 4);
  // Standard: what is left after this round's income and engine maintenance, which the shortfall rule would take out
  // of VP and income.
  return p.cash + Math.min(0, p.income - p.engine);
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
    // A city that takes a cube waiting at the start is worth a detour of three hexes; a town only ends a link.
    const wanted = color !== undefined && waiting.has(color) ? -3 : 0;
    const d = hexDistance(s.map, hex, p.hex) + wanted + (p.kind === 'town' && !(p.hex in s.track.newCities) ? 1.5 : 0);
    if (d < bestD) {
      bestD = d;
      best = p.hex;
    }
  }
  return best;
}

/**
 * How far the track an option lays through `through` leads from `target` (0: it reaches it): the nearest of the edges
 * the new track leaves by — the other end of the piece entered, or on a town hex every other spoke.
 */
function distanceAfter(s: SteamState, o: SteamBuildOption, through: Edge, target: HexId): number {
  const { hex, tile, rotation } = o.request;
  if (hex === target) return 0;
  const onTown = placeAt(s.map, hex)?.kind === 'town' && !(hex in s.track.newCities);
  let best = hexDistance(s.map, hex, target) + 1;
  for (const piece of tilePieces(tile, rotation, onTown)) {
    let out: number | null;
    if (piece.b === 'town') out = piece.a === through ? null : piece.a;
    else out = piece.a === through ? piece.b : piece.b === through ? piece.a : null;
    if (out === null) continue;
    const next = neighbour(hex, out as Edge);
    best = Math.min(best, next === target ? 0 : hexDistance(s.map, next, target));
  }
  return best;
}

/** The option that heads best for `target`, cheapest among equals; null when none is affordable. */
function bestToward(s: SteamState, seat: number, opts: SteamBuildOption[], through: Edge, target: HexId | null, rng: RngState): SteamMove | null {
  const max = budget(s, seat);
  const ok = opts.filter((o) => o.cost <= max && o.kind !== 'redirect');
  if (ok.length === 0) return null;
  const score = (o: SteamBuildOption) => (target ? distanceAfter(s, o, through, target) * 10 : 0) + o.cost;
  const low = Math.min(...ok.map(score));
  const o = pick(ok.filter((x) => score(x) === low), rng);
  return { type: 'build', seat, ...o.request };
}

/**
 * Where a new link of the bot's would pay: from a city of its own network (so its links join into longer routes), else
 * from any city, to the nearest city that takes a cube waiting at the start — best first.
 */
function newLinkTargets(s: SteamState, seat: number): { from: HexId; to: HexId; d: number }[] {
  const mine = new Set<HexId>();
  for (const l of linksOf(s)) if (l.complete && l.owner === seat) for (const e of l.ends) mine.add(e.hex);
  const all = s.map.places.filter((p) => p.kind === 'city' || p.hex in s.track.newCities);
  const own = all.filter((p) => mine.has(p.hex));
  // Cities other players' links already reach are crowded: their cubes are likely gone before the link is built.
  const crowded = new Map<HexId, number>();
  for (const l of linksOf(s)) if (l.complete && l.owner !== null && l.owner !== seat) for (const e of l.ends) crowded.set(e.hex, (crowded.get(e.hex) ?? 0) + 1);
  const pairs: { from: HexId; to: HexId; d: number }[] = [];
  for (const src of own.length > 0 ? own : all) {
    const waiting = s.cubes[src.hex] ?? [];
    for (const c of new Set(waiting)) {
      let best: { to: HexId; d: number } | null = null;
      for (const dst of all) {
        if (dst.hex === src.hex || (s.track.newCities[dst.hex]?.color ?? dst.color) !== c) continue;
        // Distance, less the cubes of that colour waiting, plus two for each other player's link at either end.
        const d = hexDistance(s.map, src.hex, dst.hex) - waiting.filter((x) => x === c).length + 2 * ((crowded.get(src.hex) ?? 0) + (crowded.get(dst.hex) ?? 0));
        if (!best || d < best.d) best = { to: dst.hex, d };
      }
      if (best) pairs.push({ from: src.hex, ...best });
    }
  }
  return pairs.toSorted((a, b) => a.d - b.d || (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/** A build: extend an own incomplete link toward the nearest place, else leave a city with goods toward another city. */
function chooseBuild(s: SteamState, seat: number, rng: RngState): SteamMove | null {
  for (const end of openEnds(s, seat)) {
    const m = bestToward(s, seat, buildOptions(s, seat, end.hex, end.through), end.through, nearestPlace(s, end.hex, end.from), rng);
    if (m) return m;
  }
  const pairs = newLinkTargets(s, seat);
  // Only a link the turn can finish: its tiles (the hexes between) within the tiles left and the budget, so no
  // section is left to lapse.
  const left = buildTurn(s, seat).left;
  const max = budget(s, seat);
  for (const pair of pairs.filter((p) => hexDistance(s.map, p.from, p.to) - 1 <= left && (hexDistance(s.map, p.from, p.to) - 1) * 3 <= max).slice(0, 4)) {
    const ns = neighbours(s.map, pair.from);
    const edges = ([0, 1, 2, 3, 4, 5] as Edge[]).filter((e) => {
      const h = ns[e];
      return h !== undefined && isLand(s.map, h) && !s.track.tiles[h] && placeAt(s.map, h)?.kind !== 'city';
    });
    edges.sort((a, b) => hexDistance(s.map, ns[a]!, pair.to) - hexDistance(s.map, ns[b]!, pair.to));
    for (const e of edges.slice(0, 2)) {
      const m = bestToward(s, seat, buildOptions(s, seat, ns[e]!, opposite(e)), opposite(e), pair.to, rng);
      if (m) return m;
    }
  }
  return null;
}

/** The Goods supply or Urbanization the seat took: onto a city (or town) with cubes of its colour nearby, else any. */
function performAction(s: SteamState, seat: number, rng: RngState): SteamMove | null {
  const pending = pendingAction(s, seat);
  const fields = s.supply.map((g, i) => (g.length ? i : -1)).filter((i) => i >= 0);
  if (pending === 'goodsSupply') {
    const cities = suppliableCities(s);
    if (cities.length === 0 || fields.length === 0) return null;
    // The group whose cubes the bot's own network can take somewhere, onto a city of that network.
    const mine = new Set<HexId>();
    for (const l of linksOf(s)) if (l.complete && l.owner === seat) for (const e of l.ends) mine.add(e.hex);
    const colorsOfNet = new Set([...mine].map((h) => s.track.newCities[h]?.color ?? placeAt(s.map, h)?.color).filter((c) => c !== undefined));
    let best: { hex: HexId; field: number; score: number } | null = null;
    for (const hex of cities) {
      const own = mine.has(hex) ? 2 : 0;
      const here = s.track.newCities[hex]?.color ?? placeAt(s.map, hex)?.color;
      for (const field of fields) {
        const score = own + s.supply[field]!.filter((c) => c !== here && colorsOfNet.has(c)).length + randomInt(rng, 2) / 2;
        if (!best || score > best.score) best = { hex, field, score };
      }
    }
    return { type: 'supplyGoods', seat, hex: best!.hex, field: best!.field };
  }
  if (pending === 'urbanization') {
    const towns = urbanizableTowns(s);
    if (towns.length === 0 || s.newCityTiles.length === 0) return null;
    // A New City of the colour most waiting on the bot's network (grey cubes have no printed city at all), on a town
    // its links reach or the town nearest to them.
    const mine = netPlaces(s, seat);
    const waiting = new Map<string, number>();
    for (const h of mine) for (const c of s.cubes[h] ?? []) waiting.set(c, (waiting.get(c) ?? 0) + 1);
    const colors = [...new Set(s.newCityTiles)].toSorted((a, b) => (waiting.get(b) ?? 0) - (waiting.get(a) ?? 0));
    const near = (t: HexId) => Math.min(99, ...[...mine].map((h) => hexDistance(s.map, h, t)));
    const town = towns.toSorted((a, b) => near(a) - near(b))[0]!;
    const m: SteamMove = { type: 'urbanize', seat, hex: town, color: colors[0]! };
    if (fields.length) m.field = pick(fields, rng);
    return m;
  }
  return null;
}

/** Complete links the seat owns. */
function ownLinks(s: SteamState, seat: number): number {
  return linksOf(s).filter((l) => l.complete && l.owner === seat).length;
}

/** The places the seat's complete links reach. */
function netPlaces(s: SteamState, seat: number): Set<HexId> {
  const out = new Set<HexId>();
  for (const l of linksOf(s)) if (l.complete && l.owner === seat) for (const e of l.ends) out.add(e.hex);
  return out;
}

/** A move for `seat` from its view, or null when it has none. */
export function chooseMove(view: SteamView, seat: number, rng: RngState): SteamMove | null {
  // The queries read no generator or seed: a view with stand-ins is a state to them.
  const s = { ...view, seed: 0, rng: [0, 0, 0, 0] } as SteamState;
  const p = s.players[seat]!;
  const late = s.round > s.options.rounds - 3;
    // Income pays every round that is left: worth it in the first half of the game, VP after.
  // A negative income is paid every round (and at the end twice over in VP): bring it up first.
  const incomeWorth = s.round <= Math.ceil(s.options.rounds / 2) || p.income < 0;
  if (s.points) return s.points.queue[0]?.seat === seat ? { type: 'takePoints', seat, as: incomeWorth ? 'income' : 'vp' } : null;
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
      // $10 at the start, the rulebook's advice ([000:L543]); later to $10 in hand when a new link has a cube to carry
      // and income stays at −3 or above: every $5 costs $1 of every later round.
      const planned = newLinkTargets(s, seat).some((t) => hexDistance(s.map, t.from, t.to) <= 4);
      const want = s.round === 1 ? 2 : planned ? Math.max(0, Math.min(Math.ceil((10 - p.cash) / 5), p.income + 3)) : 0;
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
      // Goods supply feeds a network that has run dry: worth most once the bot has links and few cubes to move.
      const dryBonus = ownLinks(s, seat) > 0 && deliveriesFor(s, seat).length === 0 ? 6 : 0;
      // Grey cubes waiting on the network and no grey city: Urbanization makes one.
      const greyBonus = [...netPlaces(s, seat)].some((h) => s.cubes[h]?.includes('grey')) && !Object.values(s.track.newCities).some((c) => c.color === 'grey') ? 4 : 0;
      for (const o of actionOptions(s, seat)) {
        const forgo = o.refused !== null && o.mayForgo;
        if (o.refused !== null && !forgo) continue;
        const dry = o.action === 'goodsSupply' ? dryBonus : 0;
        const grey = o.action === 'urbanization' ? greyBonus : 0;
        const wish = (ACTION_WISH[o.action] ?? 0) + dry + grey - (forgo ? 3 : 0) - (o.action === 'locomotive' && (p.engine >= 4 || s.edition === 'standard') ? 5 : 0) - (o.pay.income > 0 ? 2 : 0) + randomInt(rng, 3);
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
      // A longer reach only when it opens a delivery of the bot's own (the standard game charges $1 a level each round).
      if (!checkRaise(s, seat)) {
        const longer = { ...s, players: s.players.map((x, i) => (i === seat ? { ...x, engine: x.engine + 1 } : x)) };
        if (deliveriesFor(longer, seat).some((dl) => (dl.incomeBy[seat] ?? 0) > 0) || (s.edition === 'basic' && p.engine < 2)) return { type: 'raiseEngine', seat };
      }
      return { type: 'passGoods', seat };
    }
  }
}
