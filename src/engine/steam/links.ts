// The links of a Steam board: the track module's links, computed once per board object (track/link-cache.ts).
import { cachedLinks } from '../track/link-cache';
import type { Link } from '../track/types';
import type { SteamView } from './state';

/** Complete links and incomplete sections of a board (cached per board object). */
export { cachedLinks as computeLinks } from '../track/link-cache';

/** The links of a state's board. */
export function linksOf(s: Pick<SteamView, 'map' | 'track'>): Link[] {
  return cachedLinks(s.map, s.track);
}
