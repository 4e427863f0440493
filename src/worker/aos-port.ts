// Age of Steam plugged into the worker host: the engine facade adapted to the EnginePort shape.
import {
  applyMove,
  boardView,
  buildOptions,
  buildTurn,
  unusedTiles,
  specialLinkOptions,
  endBuildReason,
  checkBuild,
  checkSetup,
  deliveryOptions,
  describeEvent,
  describeMove,
  ENGINE_VERSION,
  isUndoBarrier,
  legalMoves,
  parseMove,
  scoreBreakdown,
  startGame,
  summary,
  toAct,
  urbanizeOptions,
  mapGameOptions,
  playedAsBase,
  variantKnown,
  viewFor,
  type GameState,
} from '../engine/index';
import type { EnginePort } from './engine-port';
import { checkPlan } from './plan';
import type { AosTypes } from './protocol';

export const aosPort: EnginePort<AosTypes> = {
  version: ENGINE_VERSION,
  ruleSystem: 'age-of-steam',
  mapRulesKnown: variantKnown,
  mapOptions: mapGameOptions,
  // A map whose own rules are not written yet plays the base rules, and keeps them when its rules arrive later.
  newGameOptions: (options, map) => (variantKnown(map) ? options : { ...options, baseRules: true }),
  settleOptions: (options, savedBy, map) => (playedAsBase(map, savedBy) ? { ...options, baseRules: true } : options),
  newGame(setup) {
    const problem = checkSetup(setup);
    if (problem) return { ok: false, reason: problem };
    const { state, events } = startGame(setup);
    return { ok: true, state, events };
  },
  applyMove,
  checkMove: parseMove,
  isUndoBarrier,
  head(s) {
    const who = toAct(s);
    return { round: s.round, status: s.phase === 'gameOver' ? 'finished' : 'playing', toAct: who ? who.seat : null };
  },
  toAct(s) {
    const who = toAct(s);
    return who ? { seat: who.seat, decision: who.decision } : null;
  },
  summary,
  boardView,
  describeMove: (before, move) => describeMove(before, move),
  describeEvent: (event, after) => describeEvent(event, after),
  queries: { legalMoves, buildOptions, checkBuild, deliveryOptions, urbanizeOptions, scoreBreakdown, viewFor, checkPlan, buildTurn, unusedTiles, specialLinkOptions, endBuildReason },
  // The state holds its map by reference; snapshots leave it out and the host puts the loaded map back.
  snapshots: {
    pack(state) {
      const { map: _map, ...rest } = state;
      return rest;
    },
    unpack(stored, map) {
      // Fields newer than some snapshots written during development of the same engine version get their start value.
      const fresh = { stationColors: {}, milestones: [], actionMarkers: [], pendingBonus: null, startOffer: null, winners: null };
      return { ...fresh, ...(stored as Omit<GameState, 'map'>), map };
    },
  },
};
