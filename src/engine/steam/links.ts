// The links of a Steam board, computed once per board object: boards are never edited in place (every change returns a
// new board), so a cache keyed by the board is invisible to callers and keeps the engine pure.
import type { BoardMap } from '../map/types';
import { computeLinks as trackComputeLinks } from '../track/index';
import type { Link, TrackBoard } from '../track/types';
import type { SteamView } from './state';

const cache = new WeakMap<TrackBoard, { map: BoardMap; links: Link[] }>();

/** Complete links and incomplete sections of a board (cached per board object). */
export function computeLinks(map: BoardMap, board: TrackBoard): Link[] {
  const hit = cache.get(board);
  if (hit && hit.map === map) return hit.links;
  const links = trackComputeLinks(map, board);
  cache.set(board, { map, links });
  return links;
}

/** The links of a state's board. */
export function linksOf(s: Pick<SteamView, 'map' | 'track'>): Link[] {
  return computeLinks(s.map, s.track);
}
