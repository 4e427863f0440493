// Phase 4: build track (rules-spec §2.1.7): order with First Build first, 3 tiles (Engineer 4), Urbanization
// before the urbanizer's first tile (A-D6, D29), and the ownership lapse of unextended incomplete sections (D17).
// Where a map's rules differ, the phase calls its hooks (variants/types.ts AosRules): tilesPerTurn, buildPrice,
// checkBuiltBoard, checkEndBuild, specialLinks, buildBonus, cubesOnNewCity; each map's code is in its variants/ file.
import type { HexId } from '../../hex/coords';
import { placeAt, placeById } from '../../map/query';
import { reason, type Reason } from '../../reason';
import type { BuildRequest } from '../../track/types';
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
  tileSupply,
} from '../track-port';
import { rulesOf, variantFor, type AosRules, type BuildBonus } from '../variants';

// Each function that judges a position takes the move's rules (variants/types.ts) as its last parameter; a caller from
// outside a move (a test, a query without them) lets it resolve them from the state.

/** Builds `seat` may make in its build turn: 3, the Engineer's holder 4 (001:L433-436), or the map's own (hook tilesPerTurn). */
export function tileLimit(s: GameState, seat: number, rules: AosRules = rulesOf(s)): number {
  return rules.tilesPerTurn(s, seat);
}

/** What `seat` pays now for a build of list price `cost`: the list price, or the map's (Germany's Engineer, hook buildPrice). */
export function priceFor(s: GameState, seat: number, cost: number, rules: AosRules = rulesOf(s)): number {
  const price = rules.buildPrice(s, seat);
  return price ? price(cost) : cost;
}

/** Whether `seat` may end its build turn now (the map may refuse: Germany, while it owns an incomplete section, X9). */
export function checkEndBuild(s: GameState, seat: number, rules: AosRules = rulesOf(s)): Reason | null {
  return rules.checkEndBuild(s, seat);
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

export function buildContext(s: GameState, seat: number, rules: AosRules = rulesOf(s)): BuildContext {
  const p = s.players[seat]!;
  const price = rules.buildPrice(s, seat);
  return {
    map: s.map,
    board: s.track,
    seat,
    cash: p.cash,
    supply: tileSupply(s.tileSupply),
    townMarkersLeft: s.townMarkersLeft,
    hasBuiltBefore: p.hasBuilt,
    // The map's own surcharges and first-tile cities, also under base rules (see aosTrackRules).
    rules: aosTrackRules(s.edition, variantFor(s.map), s.map),
    seatNames: s.seats.map((x) => x.name),
    ...(price ? { priceOf: price } : {}),
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
export function buildTurn(s: GameState, seat: number, rules: AosRules = rulesOf(s)): BuildTurn {
  const b = s.build;
  if (s.phase !== 'buildTrack' || !b || b.queue[0] !== seat) return { limit: 0, built: 0, left: 0, spent: 0 };
  const limit = tileLimit(s, seat, rules);
  return { limit, built: b.tilesThisTurn, left: Math.max(0, limit - b.tilesThisTurn), spent: b.spentThisTurn };
}

/**
 * The flow's own limit on a build: the tiles the seat building now has left this turn. A hypothetical build by any
 * other seat, or outside the build phase, is judged by the track rules alone.
 */
export function checkBuildTurn(s: GameState, seat: number, rules: AosRules = rulesOf(s)): Reason | null {
  const b = s.build;
  if (!b || b.queue[0] !== seat) return null;
  const max = tileLimit(s, seat, rules);
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

/** A tile build by `seat`: the track rules, then the map's own duty on the board it leaves (hook checkBuiltBoard). */
export function checkBuildMove(s: GameState, seat: number, req: BuildRequest, rules: AosRules = rulesOf(s)): FlowBuildResult {
  const bad = checkBuildTurn(s, seat, rules);
  if (bad) return { ok: false, reason: bad };
  const memo = checkTable(s);
  const p = s.players[seat]!;
  // The rules' id is part of the key: a caller may hand in rules other than the state's own (rulesOf(s)).
  const key = `${rules.id}|${s.edition}|${seat}|${p.cash}|${p.hasBuilt}|${s.townMarkersLeft}|${req.hex}|${req.tile}|${req.rotation}|${req.townMarker}${rules.buildCheckKey(s, seat)}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const t = trackCheckBuild(buildContext(s, seat, rules), req);
  let r: FlowBuildResult = t.ok ? { ...t, cost: priceFor(s, seat, t.cost, rules), listCost: t.cost } : t;
  if (r.ok) {
    const refused = rules.checkBuiltBoard(s, seat, r.board);
    if (refused) r = { ok: false, reason: refused };
  }
  memo.set(key, r);
  return r;
}

export function build(d: Draft, seat: number, req: BuildRequest): Reason | null {
  const s = d.s;
  const r = checkBuildMove(s, seat, req, d.rules);
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
  const bonus = d.rules.buildBonus(s);
  if (bonus) awardBuildBonus(d, seat, bonus);
  if (b.tilesThisTurn >= tileLimit(s, seat, d.rules)) endBuildTurn(d, seat);
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
 * A bonus the build has completed (WUS transcontinental railroad, [001:L723-731]): its milestone is reached for good,
 * and its owners gain income at once, or the builder picks two of them (a pending choice, made before anything else).
 */
function awardBuildBonus(d: Draft, builder: number, bonus: BuildBonus): void {
  const s = d.s;
  s.milestones = [...s.milestones, bonus.milestone];
  if ('among' in bonus) {
    s.pendingBonus = { seat: builder, among: bonus.among };
    d.events.push({ type: 'transcontinentalPending', seat: builder, owners: bonus.among });
    return;
  }
  for (const o of bonus.owners) seatOf(d, o).income += bonus.amount;
  d.events.push({ type: 'transcontinental', seat: builder, owners: bonus.owners, paid: bonus.owners.map((o) => ({ seat: o, amount: bonus.amount })) });
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

/**
 * Why `seat` may not build the special link `id` now, or what it pays: a link the map offers (hook specialLinks;
 * Germany: $2, one build of the turn, [001:L835-841]) that nobody has, paid like a tile, leaving a board the map accepts.
 */
export function checkSpecialLink(
  s: GameState,
  seat: number,
  id: string,
  rules: AosRules = rulesOf(s),
): { ok: true; cost: number; listCost: number } | { ok: false; reason: Reason } {
  const sl = rules.specialLinks(s.map).find((l) => l.id === id);
  if (!sl) return { ok: false, reason: reason('build.noSpecialLink', { link: id }) };
  if (id in s.track.specialLinks) return { ok: false, reason: reason('build.specialLinkTaken', { link: specialLinkName(s.map, id) }) };
  const turn = checkBuildTurn(s, seat, rules);
  if (turn) return { ok: false, reason: turn };
  const cost = priceFor(s, seat, sl.cost, rules);
  const cash = s.players[seat]!.cash;
  if (cost > cash) return { ok: false, reason: reason('build.cannotAfford', { cost, cash }) };
  // The link lays no tile: the board it leaves is the board now.
  const refused = rules.checkBuiltBoard(s, seat, s.track);
  if (refused) return { ok: false, reason: refused };
  return { ok: true, cost, listCost: sl.cost };
}

export function buildSpecialLink(d: Draft, seat: number, id: string): Reason | null {
  const s = d.s;
  const r = checkSpecialLink(s, seat, id, d.rules);
  if (!r.ok) return r.reason;
  const p = seatOf(d, seat);
  const b = s.build!;
  p.cash -= r.cost;
  s.track = { ...s.track, specialLinks: { ...s.track.specialLinks, [id]: seat } };
  // It counts as building a tile in the build phase ([001:L838-839]): one of the turn's builds. It lays no track tile,
  // so the seat's first track tile still follows the first-tile rule (R-DE-SPECIAL).
  countBuild(b, r.cost, r.listCost);
  d.events.push({ type: 'specialLinkBuilt', seat, link: id, cost: r.cost, cash: p.cash });
  if (b.tilesThisTurn >= tileLimit(s, seat, d.rules)) endBuildTurn(d, seat);
  return null;
}

export function checkUrbanize(s: GameState, seat: number, hex: HexId, letter: string, rules: AosRules = rulesOf(s)): Reason | null {
  const b = s.build!;
  if (s.actions.urbanization !== seat) return reason('urbanize.notHolder');
  if (b.urbanizationDone || b.tilesThisTurn > 0) return reason('urbanize.tooLate');
  if (!NEW_CITY_LETTERS.includes(letter)) return reason('move.malformed.letter');
  if (!(rules.newCityLetters ?? NEW_CITY_LETTERS).includes(letter)) return reason('urbanize.notInGame', { letter });
  if (!s.newCitiesLeft.includes(letter)) return reason('urbanize.letterUsed', { letter });
  if (!isUrbanizableTown(s, hex)) return reason('urbanize.notTown', { hex });
  return null;
}

/** Whether `hex` is a town a New City can still go on: a town without one [001:L467-474]. */
export function isUrbanizableTown(s: Pick<GameState, 'map' | 'track'>, hex: HexId): boolean {
  const place = placeAt(s.map, hex);
  return !!place && place.kind === 'town' && !s.track.newCities[hex];
}

export function urbanize(d: Draft, seat: number, hex: HexId, letter: string): Reason | null {
  const s = d.s;
  const bad = checkUrbanize(s, seat, hex, letter, d.rules);
  if (bad) return bad;
  const color = d.rules.newCityColors[letter]!;
  const r = trackUrbanize(s.map, s.track, hex, { letter, color });
  if (!r.ok) return r.reason;
  s.track = r.board;
  const supply = own(d, 'tileSupply');
  for (const t of r.returned) supply[t] += 1;
  if (r.townMarkerReturned) s.townMarkersLeft += 1;
  s.newCitiesLeft = s.newCitiesLeft.filter((l) => l !== letter);
  // Cubes on the town (WUS, SUS): those the map keeps stay on the New City, the rest go back to the bag.
  const onTown = s.cubes[hex];
  if (onTown) {
    delete own(d, 'cubes')[hex];
    const stay = d.rules.cubesOnNewCity(onTown);
    const back = onTown.slice();
    for (const c of stay) back.splice(back.indexOf(c), 1);
    for (const c of back) own(d, 'bag')[c] += 1;
    for (const c of stay) addCube(d, hex, c);
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
