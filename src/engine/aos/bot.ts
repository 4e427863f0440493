// A random but sensible player for self-play, tests and benchmarks. It builds toward cities that accept the cubes
// at its track's origin, delivers the goods that pay it most, and otherwise picks among legal moves at random.
// Build candidates come from the track module's buildOptions for a few target hexes, so every move it makes is legal;
// its randomness is its own seeded generator, never the game's.
import { cubeDistance, cubeOf, edgeBetween, EDGES, hexDistance, neighbour, type Edge, type HexId } from '../hex/coords';
import { isLand, placeAt } from '../map/query';
import type { BoardMap } from '../map/types';
import { randomInt, type RngState } from '../rng';
import type { BuildOption } from '../track/index';
import { tileCategory, tilePieces } from '../track/tiles';
import { applyMove } from './apply';
import type { AosMove } from './moves';
import { checkEndBuild } from './phases/build';
import { buildMoveOf, buildOptions, deliveryOptions, legalMoves, specialLinkOptions, toAct, urbanizeOptions } from './queries';
import type { GameState } from './state';
import { incompleteOf, openSections } from './track-port';
import { moverIncome } from './round-info';
import { rulesOf } from './variants';

export interface BotOptions {
  /** Chance that a build decision picks from every legal build (slow, but reaches rare builds). */
  exploreBuild?: number;
}

function pick<T>(list: readonly T[], rng: RngState): T {
  return list[randomInt(rng, list.length)]!;
}

// New Cities stand only on town hexes (checkUrbanize), so the New City record is read for towns only: a keyed read
// with a freshly made hex id string is slow, and most hexes asked about are not towns.
function isCityHex(s: GameState, hex: HexId): boolean {
  const p = placeAt(s.map, hex);
  return p !== undefined && (p.kind === 'city' || (p.kind === 'town' && s.track.newCities[hex] !== undefined));
}

/** The map's places with their cube coordinates, computed once per map (the bot asks for distances a lot). */
interface PlaceSpot {
  hex: HexId;
  x: number;
  z: number;
  cityColor: string | undefined;
  /** A town, which a New City may have replaced (the only places that can be urbanized). */
  town: boolean;
}
const spotsCache = new WeakMap<BoardMap, PlaceSpot[]>();
function spotsOf(map: BoardMap): PlaceSpot[] {
  let spots = spotsCache.get(map);
  if (!spots) {
    spots = map.places.map((p) => ({ hex: p.hex, ...cubeOf(p.hex), cityColor: p.kind === 'city' ? p.color : undefined, town: p.kind === 'town' }));
    spotsCache.set(map, spots);
  }
  return spots;
}

// Targets depend only on the cubes on the map and the New Cities, which change seldom within a phase: cached per
// those two (immutable) records.
const targetCache = new WeakMap<object, WeakMap<object, Map<HexId, HexId | null>>>();

/** Where track from `origin` should head: the nearest city accepting a cube waiting at the origin, else any near place. */
function targetFor(s: GameState, origin: HexId): HexId | null {
  let byCities = targetCache.get(s.cubes);
  if (!byCities) targetCache.set(s.cubes, (byCities = new WeakMap()));
  let memo = byCities.get(s.track.newCities);
  if (!memo) byCities.set(s.track.newCities, (memo = new Map()));
  const hit = memo.get(origin);
  if (hit !== undefined) return hit;
  const colors = new Set<string>(s.cubes[origin] ?? []);
  const o = cubeOf(origin);
  let best: HexId | null = null;
  let bestD = Infinity;
  for (const p of spotsOf(s.map)) {
    if (p.hex === origin) continue;
    const c = p.town ? s.track.newCities[p.hex]?.color : p.cityColor;
    const d = cubeDistance(o, p) + (c !== undefined && colors.has(c) ? 0 : 3);
    if (d < bestD) {
      bestD = d;
      best = p.hex;
    }
  }
  memo.set(origin, best);
  return best;
}

interface Candidate {
  move: AosMove;
  score: number;
}

/**
 * The builds worth scoring on `front`: those with track at `ein`, from one buildOptions query (it evaluates each
 * placement on the indexed board without making a board per candidate, as checkBuild would, and skips placements
 * without track at `ein` before evaluating them — on a town hex most of them). On an empty plain hex only a simple tile
 * can serve (a crossing or parallel tile there costs more and adds a track that leads nowhere), so unless exploring
 * the others are dropped.
 */
function frontOptions(s: GameState, seat: number, front: HexId, ein: Edge, explore: boolean): BuildOption[] {
  const all = buildOptions(s, seat, front, ein);
  if (explore || s.track.tiles[front] || placeAt(s.map, front)) return all;
  return all.filter((o) => tileCategory(o.request.tile) === 'simple');
}

/** Scores the builds on `front` that continue track entering through edge `ein`, heading for `target`. */
function scoreFront(s: GameState, seat: number, front: HexId, ein: Edge, origin: HexId, target: HexId | null, rng: RngState, out: Candidate[], explore: boolean): void {
  const onTown = placeAt(s.map, front)?.kind === 'town';
  for (const o of frontOptions(s, seat, front, ein, explore)) {
    const piece = tilePieces(o.request.tile, o.request.rotation, onTown).find((p) => p.a === ein || p.b === ein);
    if (!piece) continue;
    let score: number;
    const exit = piece.a === ein ? piece.b : piece.a;
    if (exit === 'town' || onTown) score = front === target ? 150 : 40;
    else {
      const next = neighbour(front, exit);
      if (!isLand(s.map, next)) continue;
      if (next === origin) continue;
      // Finishing at the target (a city taking the origin's cubes) is best; any city is good; a town is a stop on the way.
      if (next === target) score = 150;
      else if (isCityHex(s, next)) score = 80;
      else if (placeAt(s.map, next)) score = 30;
      else score = target ? -10 * hexDistance(next, target) : 0;
    }
    out.push({ move: buildMoveOf(seat, o), score: score - 2 * o.cost + randomInt(rng, 4) });
  }
}

function chooseBuild(s: GameState, seat: number, rng: RngState, opts: BotOptions): AosMove {
  const end: AosMove = { type: 'endBuild', seat };
  if ((opts.exploreBuild ?? 0) > 0 && randomInt(rng, 1000) < (opts.exploreBuild ?? 0) * 1000) {
    const all = legalMoves(s).filter((m) => m.type === 'build');
    return all.length ? pick(all, rng) : end;
  }
  const cands: Candidate[] = [];
  // One build in ten is a random pick among every candidate (below); those builds see every placement, not only the
  // simple tiles, so random games still lay crossings and parallel tiles on empty hexes now and then.
  const explore = randomInt(rng, 10) === 0;
  // Continue at most two of the seat's open sections (chosen at random): enough to play well, and each costs a query.
  const open = openSections(s.map, s.track, seat);
  while (open.length > 2) open.splice(randomInt(rng, open.length), 1);
  for (const sec of open) {
    for (let i = 0; i < 2; i++) {
      const e = sec.ends[i]!;
      if (e.openEdge === undefined) continue;
      const front = neighbour(e.hex, e.openEdge);
      const other = sec.ends[1 - i]!;
      const origin = other.place !== undefined ? other.hex : e.hex;
      scoreFront(s, seat, front, ((e.openEdge + 3) % 6) as Edge, origin, targetFor(s, origin), rng, cands, explore);
    }
  }
  if (!cands.length) {
    // Start new track out of a city with cubes, toward a city that accepts one of them.
    const cities = s.map.places.filter((p) => p.kind === 'city' && (s.cubes[p.hex]?.length ?? 0) > 0);
    for (let tries = 0; tries < 2 && cities.length && !cands.length; tries++) {
      const origin = pick(cities, rng).hex;
      const target = targetFor(s, origin);
      const fronts = EDGES.map((e) => neighbour(origin, e)).filter((h) => isLand(s.map, h) && !isCityHex(s, h));
      fronts.sort((a, b) => (target ? hexDistance(a, target) - hexDistance(b, target) : 0));
      for (const front of fronts.slice(0, 1)) {
        const ein = edgeBetween(front, origin);
        if (ein !== null) scoreFront(s, seat, front, ein, origin, target, rng, cands, explore);
      }
    }
  }
  if (!cands.length) {
    // St. Lucia: goods lie on plain hexes, not on cities, so no city with cubes shows where to start: any legal tile.
    if (rulesOf(s).goodsOnTrack && randomInt(rng, 2) === 0) {
      const all = legalMoves(s).filter((m) => m.type === 'build');
      if (all.length) return pick(all, rng);
    }
    return end;
  }
  cands.sort((a, b) => b.score - a.score);
  const best = cands[0]!;
  const p = s.players[seat]!;
  // Keep cash for this round's expenses (not covered by income) unless the tile finishes a link.
  const reserve = Math.max(2, p.shares + p.engine - p.income);
  if (best.score < 100 && p.cash < reserve + 4) return end;
  return explore ? pick(cands, rng).move : best.move;
}

const finished = (s: GameState, seat: number) => incompleteOf(s.map, s.track, seat) === undefined;

/** A tile of this turn that leaves `seat` no incomplete section, looked for at the open ends of its sections. */
function finishingBuild(s: GameState, seat: number): AosMove | null {
  for (const sec of openSections(s.map, s.track, seat)) {
    for (const e of sec.ends) {
      if (e.openEdge === undefined) continue;
      const front = neighbour(e.hex, e.openEdge);
      for (const o of buildOptions(s, seat, front, ((e.openEdge + 3) % 6) as Edge)) {
        const m = buildMoveOf(seat, o);
        const after = applyMove(s, m);
        if (after.ok && finished(after.state, seat)) return m;
      }
    }
  }
  return null;
}

/**
 * Germany (X9): whether after `m` the seat still can end its turn with every section complete — nothing is left
 * open, or one more tile of this turn finishes it. The engine only refuses the turn's end; a player can take tiles
 * back, the bot cannot, so it looks one tile ahead.
 */
function keepsComplete(s: GameState, seat: number, m: AosMove): boolean {
  if (m.type !== 'build') return true;
  const r = applyMove(s, m);
  if (!r.ok) return false;
  if (finished(r.state, seat)) return true;
  return r.state.build?.queue[0] === seat && finishingBuild(r.state, seat) !== null;
}

/** The bot's build on a map where no section may stay incomplete: its choice if safe, else a finishing tile, else the end. */
export function completeOnly(s: GameState, seat: number, m: AosMove): AosMove {
  if (m.type === 'endBuild' ? checkEndBuild(s, seat) === null : keepsComplete(s, seat, m)) return m;
  if (!finished(s, seat)) return finishingBuild(s, seat) ?? m;
  return { type: 'endBuild', seat };
}

/** Chooses one legal move for the seat to act (null when the game is over). */
export function chooseMove(s: GameState, rng: RngState, opts: BotOptions = {}): AosMove | null {
  const who = toAct(s);
  if (!who) return null;
  const seat = who.seat;
  const p = s.players[seat]!;
  switch (s.phase) {
    case 'issueShares': {
      // Shares fund the first rounds of building; later they only bridge a shortfall (each costs $1 a round).
      const early = s.round <= 3 ? Math.min(3, Math.max(0, Math.ceil((16 - p.cash) / 5))) : 0;
      const bridge = p.cash < 4 && p.shares < 8 ? 1 : 0;
      const want = Math.max(early, bridge) + (randomInt(rng, 8) === 0 ? 1 : 0);
      // As many as the rules allow now (15 in all; Barbados: 1 a round).
      const most = Math.max(0, ...legalMoves(s).map((m) => (m.type === 'issueShares' ? m.count : 0)));
      return { type: 'issueShares', seat, count: Math.min(want, most) };
    }
    case 'buildTrack': {
      if (who.decision === 'transcontinental') return pick(legalMoves(s), rng);
      if (who.decision === 'urbanizeOrBuild' && randomInt(rng, 2) === 0) {
        const u = urbanizeOptions(s, seat);
        if (u.length) {
          const t = pick(u, rng);
          return { type: 'urbanize', seat, hex: t.hex, letter: pick(t.letters, rng) };
        }
      }
      const rules = rulesOf(s);
      // Now and then a special link (Germany), when it leaves money for tiles.
      if (rules.specialLinks(s.map).length > 0 && randomInt(rng, 4) === 0) {
        const links = specialLinkOptions(s, seat).filter((o) => p.cash >= o.cost + 4);
        if (links.length && finished(s, seat)) return { type: 'buildSpecialLink', seat, link: pick(links, rng).link };
      }
      const m = chooseBuild(s, seat, rng, opts);
      return rules.completeSections ? completeOnly(s, seat, m) : m;
    }
    case 'moveGoods': {
      const dels = deliveryOptions(s, seat);
      if (dels.length) {
        const value = (d: (typeof dels)[number]) => 3 * moverIncome(d, seat) + d.route.length;
        const top = Math.max(...dels.map(value));
        const d = pick(dels.filter((x) => value(x) === top), rng);
        const m: AosMove = { type: 'deliver', seat, from: d.from, color: d.color, route: d.route.slice() };
        // WUS east–west bonus: to itself when it owns a link of the route, else to any owner.
        if (d.bonusOwners?.length) m.bonusTo = d.bonusOwners.includes(seat) ? seat : pick(d.bonusOwners, rng);
        return m;
      }
      // Raise the engine when that opens a delivery, now or next round; otherwise rarely (it costs $1 a round).
      const up = !s.moveGoods!.upgraded[seat] && p.engine < 6;
      if (up) {
        const longer = { ...s, players: s.players.map((x, i) => (i === seat ? { ...x, engine: x.engine + 1 } : x)) };
        if (deliveryOptions(longer, seat).length > 0 || randomInt(rng, 8) === 0) return { type: 'upgradeEngine', seat };
      }
      return { type: 'passGoods', seat };
    }
    default: {
      const moves = legalMoves(s);
      if (s.phase === 'auction') {
        const bids = moves.filter((m) => m.type === 'bid' && m.amount <= Math.max(1, Math.floor(p.cash / 4)));
        if (bids.length && randomInt(rng, 3) === 0) return bids[0]!;
        const priv = moves.find((m) => m.type === 'turnOrderPass');
        if (priv && randomInt(rng, 2) === 0) return priv;
        return moves.find((m) => m.type === 'dropOut')!;
      }
      if (s.phase === 'selectActions') {
        const loco = moves.find((m) => m.type === 'selectAction' && m.action === 'locomotive');
        if (loco && p.engine < 3 && randomInt(rng, 4) === 0) return loco;
        const others = moves.filter((m) => m !== loco);
        if (others.length) return pick(others, rng);
      }
      return moves.length ? pick(moves, rng) : null;
    }
  }
}
