// The links of a track board, computed once per board object for every rule system: boards are never edited in place
// (every change returns a new board), so the links of a board object never change, and a cache keyed by it is
// invisible to callers and keeps the engine pure. Reads of one state (score, deliveries, view, invariants, the bots)
// then share one link computation.
import type { BoardMap } from '../map/types';
import { computeLinks } from './index';
import type { Link, TrackBoard } from './types';

const cache = new WeakMap<TrackBoard, { map: BoardMap; links: Link[] }>();

/** Complete links and incomplete sections of `board` on `map` (cached per board object; callers must not edit it). */
export function cachedLinks(map: BoardMap, board: TrackBoard): Link[] {
  const hit = cache.get(board);
  if (hit && hit.map === map) return hit.links;
  const links = computeLinks(map, board);
  cache.set(board, { map, links });
  return links;
}
