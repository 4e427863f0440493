// The one place where the Age of Steam flow reaches into the track module (src/engine/track, owned by TRACK):
// everything the flow needs from it, with Age of Steam's own track rules (track-rules.ts), re-exported under one roof so
// a change of its API touches one file.
import type { BoardMap } from '../map/types';
import { openSections } from '../track/index';
import type { Link, TrackBoard } from '../track/types';

export { aosTrackRules, tileInventory, tileSupply, TOWN_MARKERS } from './track-rules';
export {
  buildOptions,
  checkBuild,
  checkDelivery,
  emptyTrackBoard,
  findDeliveries,
  releaseIncomplete,
  releaseUnextended,
  openSections,
  TRACK_MESSAGES,
  urbanize,
  type BuildContext,
  type BuildOption,
  type BuildResult,
  type DeliveryOptions,
  type SpecialGoods,
  type UrbanizeResult,
} from '../track/index';

/** Complete links and incomplete sections of a board (cached per board object, track/link-cache.ts). */
export { cachedLinks as computeLinks } from '../track/link-cache';

/** The first incomplete section `seat` owns on `board` (Germany allows none at the end of a build turn, X9). */
export function incompleteOf(map: BoardMap, board: TrackBoard, seat: number): Link | undefined {
  return openSections(map, board, seat)[0];
}
