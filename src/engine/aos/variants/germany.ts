// Germany (rules-spec §2.3.3, deluxe 001:L799-846; decisions X8–X11): a random cube on each foreign station fixes the
// one colour it accepts; Berlin grows an extra cube every round; the Engineer pays half for one build instead of a 4th
// tile; no section may be left incomplete at the end of a build turn; two special links. Printed hex costs and the
// stations as link ends that goods never pass are the track module's, read from the map file.
import { neighbour } from '../../hex/coords';
import { placeAt } from '../../map/query';
import type { BoardMap } from '../../map/types';
import { reason, type Reason } from '../../reason';
import { placeName } from '../../track/places';
import { tilePieces } from '../../track/tiles';
import type { Link, TrackBoard } from '../../track/types';
import type { GameState } from '../state';
import { incompleteOf, type BuildOption } from '../track-port';
import { mapRules } from './base';
import { rustBelt } from './rust-belt';
import type { AosRules, AosVariant } from './types';

export const germany: AosVariant = {
  ...rustBelt,
  id: 'germany',
  // 3 random cubes on Königsberg, 4 on Berlin (startCubes in the map file), 2 on every other city (001:L803-806).
  startCubes: (_map, place) => (place.kind === 'city' ? (place.startCubes ?? 2) : 0),
  // "Platziert je 1 zufälligen Güterwürfel in jedem dunkelgrünen Feld" (001:L806-808): the foreign stations.
  stationGoods: (_map, place) => place.kind === 'station' && (place.flags?.includes('foreign') ?? false),
};

/** The Engineer gives no 4th tile (X8): three builds a turn for everyone. */
const TILES_PER_TURN = 3;

/** True while `seat` builds with the Engineer: one build of his turn at half price, rounded up (X8). */
function halfPriceEngineer(s: GameState, seat: number): boolean {
  const b = s.build;
  return b !== null && b.queue[0] === seat && s.actions.engineer === seat;
}

/**
 * What the Engineer pays now for a build of list price `cost`. He pays half, rounded up, for one build of his turn;
 * he would always choose the dearest, so the saving goes to the dearest build so far: a new dearest build is charged
 * its price less the growth of the saving (R-DE-ENGINEER). The turn's total is then the list prices less
 * ⌊dearest/2⌋, and no build ever needs more cash than with any choice made in advance.
 */
function engineerPrice(s: GameState, seat: number): ((cost: number) => number) | null {
  if (!halfPriceEngineer(s, seat)) return null;
  const m = s.build!.maxCostThisTurn;
  return (cost) => cost - (Math.floor(Math.max(m, cost) / 2) - Math.floor(m / 2));
}

/** Where an incomplete section starts, for a reason: the place it leaves, else its first hex. */
function sectionPlace(map: BoardMap, l: Link): string {
  const from = l.ends.find((e) => e.place !== undefined) ?? l.ends[0];
  return placeName(map, from.hex);
}

/** True when the build `seat` makes now is the last of its turn: the board it leaves must have no open section. */
function lastBuild(s: GameState, seat: number): boolean {
  const b = s.build;
  return b !== null && b.queue[0] === seat && b.tilesThisTurn + 1 >= TILES_PER_TURN;
}

/** X9: a build that ends the turn — its last tile, or a special link as the last build — may not leave the seat an incomplete section. */
function lastBuildLeavesIncomplete(s: GameState, seat: number, board: TrackBoard): Reason | null {
  if (!lastBuild(s, seat)) return null;
  const open = incompleteOf(s.map, board, seat);
  return open ? reason('build.mustComplete', { place: sectionPlace(s.map, open) }) : null;
}

/** X9: the seat may not end its build turn while it owns an incomplete section. */
function checkEndBuild(s: GameState, seat: number): Reason | null {
  const open = incompleteOf(s.map, s.track, seat);
  return open ? reason('build.incompleteAtEnd', { place: sectionPlace(s.map, open) }) : null;
}

/** True for a tile on an empty hex with a track end toward a hex with neither track nor a place: an open end. */
function facesNothing(s: GameState, o: BuildOption): boolean {
  if (o.kind !== 'place') return false;
  for (const p of tilePieces(o.request.tile, o.request.rotation, false)) {
    for (const e of [p.a, p.b]) {
      if (e === 'town') continue;
      const n = neighbour(o.request.hex, e);
      if (!s.track.tiles[n] && !placeAt(s.map, n)) return true;
    }
  }
  return false;
}

export const germanyRules: AosRules = /* @__PURE__ */ mapRules(germany, {
  tilesPerTurn: () => TILES_PER_TURN,
  buildPrice: engineerPrice,
  checkBuiltBoard: lastBuildLeavesIncomplete,
  // The price and the end-of-turn duty depend on the turn so far.
  buildCheckKey: (s, seat) => (s.build ? `|${s.build.maxCostThisTurn}|${s.build.tilesThisTurn}|${halfPriceEngineer(s, seat)}` : ''),
  // The turn's last tile is judged on the board after it; a tile with an open end on an empty hex needs no board.
  buildOptionFilter: (s, seat, legal) => (lastBuild(s, seat) ? (o) => !facesNothing(s, o) && legal(o) : null),
  checkEndBuild,
  completeSections: true,
  specialLinks: (map) => map.specialLinks ?? [],
  // "platziert ihr jede Runde 1 zufälligen Güterwürfel aus dem Beutel in Berlin" (001:L844-846).
  extraGrowth: (map) => map.places.filter((p) => p.flags?.includes('extraGrowth')).map((p) => p.hex),
});
