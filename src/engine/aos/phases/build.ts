// Phase 4: build track (rules-spec §2.1.7): order with First Build first, 3 tiles (Engineer 4), Urbanization
// before the urbanizer's first tile (A-D6, D29), and the ownership lapse of unextended incomplete sections (D17).
import type { HexId } from '../../hex/coords';
import { placeAt } from '../../map/query';
import { reason, type Reason } from '../../reason';
import type { BuildRequest } from '../../track/types';
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
} from '../track-port';
import { variantOf } from '../variants';

export function tileLimit(s: GameState, seat: number): number {
  return s.actions.engineer === seat ? 4 : 3;
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
const checkCache = new WeakMap<object, Map<string, BuildResult>>();

/** The result table for one combination of map, seats, board and supply objects (a WeakMap chain, then a Map). */
function checkTable(s: GameState): Map<string, BuildResult> {
  let level: WeakMap<object, unknown> = checkCache as WeakMap<object, unknown>;
  const keys: object[] = [s.map, s.seats, s.track, s.tileSupply];
  for (let i = 0; i < keys.length; i++) {
    let next = level.get(keys[i]!);
    if (!next) level.set(keys[i]!, (next = i === keys.length - 1 ? new Map<string, BuildResult>() : new WeakMap<object, unknown>()));
    if (i === keys.length - 1) return next as Map<string, BuildResult>;
    level = next as WeakMap<object, unknown>;
  }
  throw new Error('unreachable');
}

export function checkBuildMove(s: GameState, seat: number, req: BuildRequest): BuildResult {
  const bad = checkBuildTurn(s, seat);
  if (bad) return { ok: false, reason: bad };
  const memo = checkTable(s);
  const p = s.players[seat]!;
  const key = `${s.edition}|${seat}|${p.cash}|${p.hasBuilt}|${s.townMarkersLeft}|${req.hex}|${req.tile}|${req.rotation}|${req.townMarker}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const r = trackCheckBuild(buildContext(s, seat), req);
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
  b.tilesThisTurn += 1;
  b.spentThisTurn += r.cost;
  b.urbanizationDone = true; // Urbanization comes before the first tile or not at all.
  // The pieces that count as extension (none for a redirect, 001:L368) save their section from the ownership lapse.
  b.builtHexes[seat]!.push(...r.extension);
  d.events.push({ type: 'tileBuilt', seat, hex: req.hex, tile: req.tile, rotation: req.rotation, townMarker: req.townMarker === true, cost: r.cost, kind: r.kind, cash: p.cash });
  if (b.tilesThisTurn >= tileLimit(s, seat)) endBuildTurn(d, seat);
  return null;
}

export function checkUrbanize(s: GameState, seat: number, hex: HexId, letter: string): Reason | null {
  const b = s.build!;
  if (s.actions.urbanization !== seat) return reason('urbanize.notHolder');
  if (b.urbanizationDone || b.tilesThisTurn > 0) return reason('urbanize.tooLate');
  if (!NEW_CITY_LETTERS.includes(letter)) return reason('move.malformed', { detail: `letter ${letter}` });
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
