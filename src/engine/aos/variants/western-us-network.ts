// Western U.S.'s one-network rule (X3): until the transcontinental railroad exists, a player's track must stay one
// connected network. The build check (checkBuiltBoard) and the quick filter of the build options (buildOptionFilter).
import { neighbour, type HexId } from '../../hex/coords';
import type { BoardMap } from '../../map/types';
import { neighbours } from '../../track/places';
import { tilePieces } from '../../track/tiles';
import type { TrackBoard } from '../../track/types';
import type { GameState } from '../state';
import { computeLinks, type BuildOption } from '../track-port';

/** Before the transcontinental railroad, a player's track must stay one network. */
export function mustStayContiguous(s: GameState): boolean {
  return !s.milestones.includes('transcontinental');
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
 * A build may not start track apart from the seat's network. Judged as "no more networks than before (and at least one
 * allowed)", so a network another player's Urbanization has cut in two (a town tile taken away) does not stop its
 * owner from building on either part.
 */
export function startsApart(s: GameState, seat: number, board: TrackBoard): boolean {
  return networkCount(s.map, board, seat) > Math.max(1, networksNow(s, seat));
}

// Every build option of a turn is judged against the same board: its network count is taken once per board and seat.
const networksCache = new WeakMap<TrackBoard, number[]>();
function networksNow(s: GameState, seat: number): number {
  let row = networksCache.get(s.track);
  if (!row) networksCache.set(s.track, (row = []));
  return (row[seat] ??= networkCount(s.map, s.track, seat));
}

/**
 * Only builds that keep the seat's track one network: a tile far from it is out without a board, a single track
 * leaving a place of the network is in, the rest asks `legal`. Null before the seat's first tile or once the
 * transcontinental railroad exists.
 */
export function contiguityFilter(s: GameState, seat: number, legal: (o: BuildOption) => boolean): ((o: BuildOption) => boolean) | null {
  if (!mustStayContiguous(s) || !s.players[seat]!.hasBuilt) return null;
  const net = joinable(s, seat);
  if (!net) return legal;
  return (o) => !farApart(s, o, net.near) && (startsFrom(o, net.places) || legal(o));
}

/**
 * Hexes new track must touch to join `seat`'s network: every hex with a tile (its track may be the seat's, or an
 * unowned section the seat would take over) and the places of the seat's links. Null when the seat has no links, so any
 * new track is its one network.
 */
function joinable(s: GameState, seat: number): { near: Set<HexId>; places: Set<HexId> } | null {
  const own = computeLinks(s.map, s.track).filter((l) => l.owner === seat);
  if (!own.length) return null;
  const places = new Set<HexId>();
  for (const l of own) for (const e of l.ends) if (e.place !== undefined) places.add(e.hex);
  return { near: new Set<HexId>([...Object.keys(s.track.tiles), ...places]), places };
}

/** A tile with one track on an empty hex, one end of which faces a place of the network: it starts from the network. */
function startsFrom(o: BuildOption, places: ReadonlySet<HexId>): boolean {
  if (o.kind !== 'place') return false;
  const pieces = tilePieces(o.request.tile, o.request.rotation, false);
  if (pieces.length !== 1) return false;
  const p = pieces[0]!;
  return [p.a, p.b].some((e) => e !== 'town' && places.has(neighbour(o.request.hex, e)));
}

/** A tile on an empty hex next to none of `near`: its track starts apart from the network, no board needed. */
function farApart(s: GameState, o: BuildOption, near: ReadonlySet<HexId>): boolean {
  if (o.kind !== 'place' && o.kind !== 'town') return false;
  for (const n of neighbours(s.map, o.request.hex)) if (near.has(n)) return false;
  return true;
}
