// The one place where the Age of Steam flow reaches into the track module (src/engine/track, owned by TRACK):
// everything the flow needs from it, re-exported under one roof so a change of its API touches one file.
export {
  aosTrackRules,
  buildOptions,
  checkBuild,
  checkDelivery,
  computeLinks,
  emptyTrackBoard,
  findDeliveries,
  releaseIncomplete,
  releaseUnextended,
  tileInventory,
  TOWN_MARKERS,
  TRACK_MESSAGES,
  urbanize,
  type BuildContext,
  type BuildOption,
  type BuildResult,
  type UrbanizeResult,
} from '../track/index';
