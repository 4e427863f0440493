// Phase 4: build track (rules-spec §2.1.7): order with First Build first, 3 tiles (Engineer 4), Urbanization
// before the urbanizer's first tile (A-D6, D29), and the ownership lapse of unextended incomplete sections (D17).
import type { HexId } from '../../hex/coords';
import { placeAt, placeById } from '../../map/query';
import { reason, type Reason } from '../../reason';
import { placeName } from '../../track/places';
import type { BuildRequest, Link, TrackBoard } from '../../track/types';
import type { BoardMap } from '../../map/types';
import { own, seatOf, type Draft } from '../draft';
import { addCube, NEW_CITY_LETTERS } from '../goods';
import type { GameState } from '../state';
import {
  aosTrackRules,
  checkBuild as trackCheckBuild,
  computeLinks,
  releaseUnextended,
  urbanize as trackUrbanize,
  type BuildResult,
  type BuildContext,
  openSections,
} from '../track-port';
import { variantOf } from '../variants';

export function tileLimit(s: GameState, seat: number): number {
  return s.actions.engineer === seat && variantOf(s).engineer === 'extraTile' ? 4 : 3;
}

/** True while `seat` builds with Germany's Engineer: one build of his turn at half price, rounded up (X8). */
function halfPriceEngineer(s: GameState, seat: number): boolean {
  const b = s.build;
  return b !== null && b.queue[0] === seat && s.actions.engineer === seat && variantOf(s).engineer === 'halfPrice';
}

/**
 * What `seat` pays now for a build of list price `cost`. Germany's Engineer pays half, rounded up, for one build of
 * his turn; he would always choose the dearest, so the saving goes to the dearest build so far: a new dearest build
 * is charged its price less the growth of the saving (R-DE-ENGINEER). The turn's total is then the list prices less
 * ⌊dearest/2⌋, and no build ever needs more cash than with any choice made in advance.
 */
export function priceFor(s: GameState, seat: number, cost: number): number {
  if (!halfPriceEngineer(s, seat)) return cost;
  const m = s.build!.maxCostThisTurn;
  return cost - (Math.floor(Math.max(m, cost) / 2) - Math.floor(m / 2));
}

/** The first incomplete section `seat` owns on `board` (Germany allows none at the end of a build turn, X9). */
export function incompleteOf(map: BoardMap, board: TrackBoard, seat: number): Link | undefined {
  return openSections(map, board, seat)[0];
}

/** Where an incomplete section starts, for a reason: the place it leaves, else its first hex. */
function sectionPlace(map: BoardMap, l: Link): string {
  const from = l.ends.find((e) => e.place !== undefined) ?? l.ends[0];
  return placeName(map, from.hex);
}

/**
 * Germany (X9): a build that ends the turn — its last tile, or a special link as the last build — may not leave the
 * seat an incomplete section; `board` is the board after the build.
 */
function lastBuildLeavesIncomplete(s: GameState, seat: number, board: TrackBoard): Reason | null {
  const b = s.build!;
  if (!variantOf(s).completeSectionsOnly || b.queue[0] !== seat || b.tilesThisTurn + 1 < tileLimit(s, seat)) return null;
  const open = incompleteOf(s.map, board, seat);
  return open ? reason('build.mustComplete', { place: sectionPlace(s.map, open) }) : null;
}

/** WUS (X3): before the transcontinental railroad, a player's track must stay one network. */
export function mustStayContiguous(s: GameState): boolean {
  return variantOf(s).contiguousUntilTranscontinental === true && !s.milestones.includes('transcontinental');
}

/**
 * How many separate networks `seat`'s links and sections on `board` form: joined where they meet at a city or town
 * (X3: track crossing on a tile does not join). 0 without track.
 */
export function networkCount(map: BoardMap, board: TrackBoard, seat: number): number {
  const mine = computeLinks(map, board).filter((l) => l.owner === seat);
  if (mine.length < 2) return mine.length;
  const parent = mine.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const firstAt = new Map<HexId, number>();
  mine.forEach((l, i) => {
    for (const e of l.ends) {
      if (e.place === undefined) continue;
      const j = firstAt.get(e.hex);
      if (j === undefined) firstAt.set(e.hex, i);
      else parent[find(i)] = find(j);
    }
  });
  return new Set(mine.map((_, i) => find(i))).size;
}

/**
 * WUS (X3): a build may not start track apart from the seat's network. Judged as "no more networks than before (and
 * at least one allowed)", so a network another player's Urbanization has cut in two (a town tile taken away) does not
 * stop its owner from building on either part.
 */
function startsApart(s: GameState, seat: number, board: TrackBoard): boolean {
  return networkCount(s.map, board, seat) > Math.max(1, networksNow(s, seat));
}

// Every build option of a turn is judged against the same board: its network count is taken once per board and seat.
const networksCache = new WeakMap<TrackBoard, number[]>();
function networksNow(s: GameState, seat: number): number {
  let row = networksCache.get(s.track);
  if (!row) networksCache.set(s.track, (row = []));
  return (row[seat] ??= networkCount(s.map, s.track, seat));
}

/** Whether `seat` may end its build turn now (Germany: not while it owns an incomplete section, X9). */
export function checkEndBuild(s: GameState, seat: number): Reason | null {
  if (!variantOf(s).completeSectionsOnly) return null;
  const open = incompleteOf(s.map, s.track, seat);
  return open ? reason('build.incompleteAtEnd', { place: sectionPlace(s.map, open) }) : null;
}

/** First Build holder first, then the others in turn order (001:L317-321). */
export function actionFirst(order: number[], holder: number | null): number[] {
  if (holder === null || !order.includes(holder)) return order.slice();
  return [holder, ...order.filter((s) => s !== holder)];
}

export function startBuild(d: Draft): void {
  const s = d.s;
  s.phase = 'buildTrack';
  s.build = {
    queue: actionFirst(s.turnOrder, s.actions.firstBuild),
    tilesThisTurn: 0,
    spentThisTurn: 0,
    urbanizationDone: false,
    maxCostThisTurn: 0,
    builtHexes: s.players.map(() => []),
  };
  d.events.push({ type: 'phaseStarted', phase: 'buildTrack', round: s.round });
}

export function buildContext(s: GameState, seat: number): BuildContext {
  const p = s.players[seat]!;
  return {
    map: s.map,
    board: s.track,
    seat,
    cash: p.cash,
    supply: s.tileSupply,
    townMarkersLeft: s.townMarkersLeft,
    hasBuiltBefore: p.hasBuilt,
    rules: aosTrackRules(s.edition, s.map),
    seatNames: s.seats.map((x) => x.name),
    ...(halfPriceEngineer(s, seat) ? { priceOf: (cost: number) => priceFor(s, seat, cost) } : {}),
  };
}

/** The build turn of a seat: tiles it may lay, has laid and has left, and money spent (zeros outside its turn). */
export interface BuildTurn {
  /** Tiles the seat may lay this turn (tileLimit). */
  limit: number;
  built: number;
  left: number;
  spent: number;
}

/** Tiles laid and left in the build turn of `seat` (the build panel's counter). */
export function buildTurn(s: GameState, seat: number): BuildTurn {
  const b = s.build;
  if (s.phase !== 'buildTrack' || !b || b.queue[0] !== seat) return { limit: 0, built: 0, left: 0, spent: 0 };
  const limit = tileLimit(s, seat);
  return { limit, built: b.tilesThisTurn, left: Math.max(0, limit - b.tilesThisTurn), spent: b.spentThisTurn };
}

/**
 * The flow's own limit on a build: the tiles the seat building now has left this turn. A hypothetical build by any
 * other seat, or outside the build phase, is judged by the track rules alone.
 */
export function checkBuildTurn(s: GameState, seat: number): Reason | null {
  const b = s.build;
  if (!b || b.queue[0] !== seat) return null;
  const max = tileLimit(s, seat);
  if (b.tilesThisTurn >= max) return reason('build.tileLimit', { max });
  return null;
}

// A build is usually checked twice: when it is offered or previewed (UI ghost, bot) and when the move is applied. The
// answer depends only on the map, the seats' names (reasons name players), the board, the tile supply (all never
// edited once made) and the seat's cash, markers left and first-tile flag, so it is kept per those objects and the
// second check is a look-up.
const checkCache = new WeakMap<object, Map<string, FlowBuildResult>>();

/** The result table for one combination of map, seats, board and supply objects (a WeakMap chain, then a Map). */
function checkTable(s: GameState): Map<string, FlowBuildResult> {
  let level: WeakMap<object, unknown> = checkCache as WeakMap<object, unknown>;
  const keys: object[] = [s.map, s.seats, s.track, s.tileSupply];
  for (let i = 0; i < keys.length; i++) {
    let next = level.get(keys[i]!);
    if (!next) level.set(keys[i]!, (next = i === keys.length - 1 ? new Map<string, FlowBuildResult>() : new WeakMap<object, unknown>()));
    if (i === keys.length - 1) return next as Map<string, FlowBuildResult>;
    level = next as WeakMap<object, unknown>;
  }
  throw new Error('unreachable');
}

/** A build's verdict as the flow sees it: `cost` is what the seat pays now (see priceFor), `listCost` the list price. */
export type FlowBuildResult = (Extract<BuildResult, { ok: true }> & { listCost: number }) | Extract<BuildResult, { ok: false }>;

export function checkBuildMove(s: GameState, seat: number, req: BuildRequest): FlowBuildResult {
  const bad = checkBuildTurn(s, seat);
  if (bad) return { ok: false, reason: bad };
  const memo = checkTable(s);
  const p = s.players[seat]!;
  const b = s.build;
  // Germany: the price and the end-of-turn duty depend on the turn so far; WUS: the contiguity duty on the milestone.
  const v = variantOf(s);
  const turn =
    (b && (v.engineer === 'halfPrice' || v.completeSectionsOnly) ? `|${b.maxCostThisTurn}|${b.tilesThisTurn}|${halfPriceEngineer(s, seat)}` : '') +
    (v.contiguousUntilTranscontinental ? `|${mustStayContiguous(s)}` : '');
  const key = `${s.edition}|${seat}|${p.cash}|${p.hasBuilt}|${s.townMarkersLeft}|${req.hex}|${req.tile}|${req.rotation}|${req.townMarker}${turn}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const t = trackCheckBuild(buildContext(s, seat), req);
  let r: FlowBuildResult = t.ok ? { ...t, cost: priceFor(s, seat, t.cost), listCost: t.cost } : t;
  if (r.ok && b) {
    const open = lastBuildLeavesIncomplete(s, seat, r.board);
    if (open) r = { ok: false, reason: open };
  }
  if (r.ok && mustStayContiguous(s) && startsApart(s, seat, r.board)) r = { ok: false, reason: reason('build.notContiguous') };
  memo.set(key, r);
  return r;
}

export function build(d: Draft, seat: number, req: BuildRequest): Reason | null {
  const s = d.s;
  const r = checkBuildMove(s, seat, req);
  if (!r.ok) return r.reason;
  const p = seatOf(d, seat);
  const b = s.build!;
  p.cash -= r.cost;
  s.track = r.board;
  const supply = own(d, 'tileSupply');
  supply[req.tile] -= 1;
  for (const t of r.returned) supply[t] += 1;
  s.townMarkersLeft -= r.townMarkerDelta; // +1 = a marker taken from the box
  p.hasBuilt = true;
  p.tilesBuilt += 1;
  countBuild(b, r.cost, r.listCost);
  // The pieces that count as extension (none for a redirect, 001:L368) save their section from the ownership lapse.
  b.builtHexes[seat]!.push(...r.extension);
  d.events.push({ type: 'tileBuilt', seat, hex: req.hex, tile: req.tile, rotation: req.rotation, townMarker: req.townMarker === true, cost: r.cost, kind: r.kind, cash: p.cash });
  checkTranscontinental(d, seat);
  if (b.tilesThisTurn >= tileLimit(s, seat)) endBuildTurn(d, seat);
  return null;
}

/** One more build of the turn: its count, its price paid and list price (the Engineer's saving, X8). */
function countBuild(b: NonNullable<GameState['build']>, paid: number, listCost: number): void {
  b.tilesThisTurn += 1;
  b.spentThisTurn += paid;
  b.maxCostThisTurn = Math.max(b.maxCostThisTurn, listCost);
  b.urbanizationDone = true; // Urbanization comes before the first build or not at all.
}

/**
 * WUS transcontinental railroad ([001:L723-731], X2): the first time complete links join a west start city to an east
 * start city, the chain's owners gain income — one owner +4, two +2 each, more: the builder chooses two of them for +2
 * (a pending choice). The chain judged is the one of fewest links [DECISION R-WUS-TRANS].
 */
function checkTranscontinental(d: Draft, builder: number): void {
  const s = d.s;
  const ends = variantOf(s).transcontinental?.(s.map);
  if (!ends || s.milestones.includes('transcontinental')) return;
  const hexOf = (id: string) => placeById(s.map, id)?.hex;
  const west = new Set(ends.west.map(hexOf).filter((h): h is HexId => h !== undefined));
  const east = new Set(ends.east.map(hexOf).filter((h): h is HexId => h !== undefined));
  const chain = shortestChain(computeLinks(s.map, s.track).filter((l) => l.complete), west, east);
  if (!chain) return;
  s.milestones = [...s.milestones, 'transcontinental'];
  // Who built the chain decides the size of the bonus; an eliminated builder's links stay his (A-D17) but earn nothing.
  const builders = [...new Set(chain.map((l) => l.owner).filter((o): o is number => o !== null))].toSorted((a, b) => a - b);
  const owners = builders.filter((o) => !s.players[o]!.eliminated);
  if (builders.length > 2 && owners.length > 2) {
    s.pendingBonus = { seat: builder, among: owners };
    d.events.push({ type: 'transcontinentalPending', seat: builder, owners });
    return;
  }
  const each = builders.length === 1 ? 4 : 2;
  for (const o of owners) seatOf(d, o).income += each;
  d.events.push({ type: 'transcontinental', seat: builder, owners, paid: owners.map((o) => ({ seat: o, amount: each })) });
}

/** The chain of fewest links from any of `from` to any of `to` (breadth first, links in id order), or null. */
function shortestChain(links: Link[], from: ReadonlySet<HexId>, to: ReadonlySet<HexId>): Link[] | null {
  const out = new Map<HexId, Link[]>();
  for (const l of links.toSorted((a, b) => (a.id < b.id ? -1 : 1))) {
    for (const e of l.ends) (out.get(e.hex) ?? out.set(e.hex, []).get(e.hex)!).push(l);
  }
  const via = new Map<HexId, { link: Link; prev: HexId } | null>();
  let frontier = [...from].toSorted();
  for (const h of frontier) via.set(h, null);
  while (frontier.length) {
    const next: HexId[] = [];
    for (const h of frontier) {
      if (to.has(h)) {
        const chain: Link[] = [];
        for (let at = via.get(h); at; at = via.get(at.prev)) chain.unshift(at.link);
        return chain;
      }
      for (const l of out.get(h) ?? []) {
        const other = l.ends[0].hex === h ? l.ends[1].hex : l.ends[0].hex;
        if (via.has(other)) continue;
        via.set(other, { link: l, prev: h });
        next.push(other);
      }
    }
    frontier = next;
  }
  return null;
}

/** WUS: the builder names the two owners of the transcontinental chain who get +2 each (more than two took part). */
function checkTranscontinentalChoice(s: GameState, seat: number, seats: number[]): Reason | null {
  const p = s.pendingBonus;
  if (!p || p.seat !== seat) return reason('transcontinental.noChoice');
  if (seats.length !== 2 || seats[0] === seats[1] || !seats.every((x) => p.among.includes(x))) {
    return reason('transcontinental.pickTwo', { names: p.among.map((x) => s.seats[x]!.name).join(', ') });
  }
  return null;
}

export function chooseTranscontinental(d: Draft, seat: number, seats: number[]): Reason | null {
  const bad = checkTranscontinentalChoice(d.s, seat, seats);
  if (bad) return bad;
  for (const o of seats) seatOf(d, o).income += 2;
  d.s.pendingBonus = null;
  d.events.push({ type: 'transcontinentalChosen', seat, paid: seats.map((o) => ({ seat: o, amount: 2 })) });
  return null;
}

/** The names of a special link's two places ("Düsseldorf–Cologne"), or its id when the map lacks it. */
export function specialLinkName(map: BoardMap, id: string): string {
  const sl = map.specialLinks?.find((l) => l.id === id);
  if (!sl) return id;
  return sl.between.map((pid) => placeById(map, pid)?.name ?? pid).join('–');
}

/** Why `seat` may not build the special link `id` now, or what it pays (Germany: $2, one build of the turn, [001:L835-841]). */
export function checkSpecialLink(s: GameState, seat: number, id: string): { ok: true; cost: number; listCost: number } | { ok: false; reason: Reason } {
  const sl = variantOf(s).specialLinks ? s.map.specialLinks?.find((l) => l.id === id) : undefined;
  if (!sl) return { ok: false, reason: reason('build.noSpecialLink', { link: id }) };
  if (id in s.track.specialLinks) return { ok: false, reason: reason('build.specialLinkTaken', { link: specialLinkName(s.map, id) }) };
  const turn = checkBuildTurn(s, seat);
  if (turn) return { ok: false, reason: turn };
  const cost = priceFor(s, seat, sl.cost);
  const cash = s.players[seat]!.cash;
  if (cost > cash) return { ok: false, reason: reason('build.cannotAfford', { cost, cash }) };
  const open = lastBuildLeavesIncomplete(s, seat, s.track);
  if (open) return { ok: false, reason: open };
  return { ok: true, cost, listCost: sl.cost };
}

export function buildSpecialLink(d: Draft, seat: number, id: string): Reason | null {
  const s = d.s;
  const r = checkSpecialLink(s, seat, id);
  if (!r.ok) return r.reason;
  const p = seatOf(d, seat);
  const b = s.build!;
  p.cash -= r.cost;
  s.track = { ...s.track, specialLinks: { ...s.track.specialLinks, [id]: seat } };
  // It counts as building a tile in the build phase ([001:L838-839]): one of the turn's builds. It lays no track tile,
  // so the seat's first track tile still follows the first-tile rule (R-DE-SPECIAL).
  countBuild(b, r.cost, r.listCost);
  d.events.push({ type: 'specialLinkBuilt', seat, link: id, cost: r.cost, cash: p.cash });
  if (b.tilesThisTurn >= tileLimit(s, seat)) endBuildTurn(d, seat);
  return null;
}

export function checkUrbanize(s: GameState, seat: number, hex: HexId, letter: string): Reason | null {
  const b = s.build!;
  if (s.actions.urbanization !== seat) return reason('urbanize.notHolder');
  if (b.urbanizationDone || b.tilesThisTurn > 0) return reason('urbanize.tooLate');
  if (!NEW_CITY_LETTERS.includes(letter)) return reason('move.malformed.letter');
  if (!(variantOf(s).newCityLetters ?? NEW_CITY_LETTERS).includes(letter)) return reason('urbanize.notInGame', { letter });
  if (!s.newCitiesLeft.includes(letter)) return reason('urbanize.letterUsed', { letter });
  const place = placeAt(s.map, hex);
  if (!place || place.kind !== 'town' || s.track.newCities[hex]) return reason('urbanize.notTown', { hex });
  return null;
}

export function urbanize(d: Draft, seat: number, hex: HexId, letter: string): Reason | null {
  const s = d.s;
  const bad = checkUrbanize(s, seat, hex, letter);
  if (bad) return bad;
  const variant = variantOf(s);
  const color = variant.newCityColors[letter]!;
  const r = trackUrbanize(s.map, s.track, hex, { letter, color });
  if (!r.ok) return r.reason;
  s.track = r.board;
  const supply = own(d, 'tileSupply');
  for (const t of r.returned) supply[t] += 1;
  if (r.townMarkerReturned) s.townMarkersLeft += 1;
  s.newCitiesLeft = s.newCitiesLeft.filter((l) => l !== letter);
  // Cubes on the town (WUS, SUS): back to the bag or onto the New City, per the map's rule.
  const onTown = s.cubes[hex];
  if (onTown) {
    delete own(d, 'cubes')[hex];
    if (variant.cubesOnUrbanizedTown === 'toBag') for (const c of onTown) own(d, 'bag')[c] += 1;
    else for (const c of onTown) addCube(d, hex, c);
  }
  s.build!.urbanizationDone = true;
  d.events.push({ type: 'urbanized', seat, hex, letter, color });
  return null;
}

/** Seats owning an incomplete section: the only track an ownership lapse can touch. */
function incompleteOwners(s: GameState): Set<number> {
  const out = new Set<number>();
  for (const l of computeLinks(s.map, s.track)) if (!l.complete && l.owner !== null) out.add(l.owner);
  return out;
}

/** Ends the building seat's turn; 2002: its unextended sections lose their owner now (004:L218, A-O3). */
export function endBuildTurn(d: Draft, seat: number): void {
  const s = d.s;
  const b = s.build!;
  d.events.push({ type: 'buildTurnEnded', seat, tiles: b.tilesThisTurn, spent: b.spentThisTurn });
  seatOf(d, seat).buildTurns += 1;
  if (s.options.ownershipLapse === 'afterOwnersTurn' && incompleteOwners(s).has(seat)) {
    s.track = releaseUnextended(s.map, s.track, seat, b.builtHexes[seat]!);
  }
  b.queue.shift();
  b.tilesThisTurn = 0;
  b.spentThisTurn = 0;
  b.maxCostThisTurn = 0;
  b.urbanizationDone = false;
}

/** Deluxe: at the end of the phase, every unextended incomplete section loses its owner (001:L362-365, A-D7). */
export function endBuildPhase(d: Draft): void {
  const s = d.s;
  const b = s.build!;
  if (s.options.ownershipLapse === 'endOfBuildPhase') {
    // Releasing one seat's sections leaves every other seat's ownership as it was, so one look at the links suffices.
    const owners = incompleteOwners(s);
    for (const seat of s.turnOrder) {
      if (owners.has(seat)) s.track = releaseUnextended(s.map, s.track, seat, b.builtHexes[seat]!);
    }
  }
  s.build = null;
}
