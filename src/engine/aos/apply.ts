// applyMove: shape check, phase and turn check, the phase's rule, then the automatic steps up to the next decision.
import type { ApplyResult } from '../api';
import { applyThrough, type MovePipeline } from '../common/move-pipeline';
import { reason, type Reason } from '../reason';
import { draftOf, type Draft } from './draft';
import { runAutomatic } from './flow';
import type { AosMove } from './moves';
import { issueShares, selectAction } from './phases/actions';
import { bid, dropOut, usePrivilege } from './phases/auction';
import { build, buildSpecialLink, checkEndBuild, chooseTranscontinental, endBuildTurn, urbanize } from './phases/build';
import { deliver, passGoods, upgradeEngine } from './phases/goods';
import { placeProduction } from './phases/growth';
import { declineStart, payStart } from './phases/start-player';
import { toAct, type ToAct } from './queries';
import { parseMove } from './schema';
import type { GameState, Phase } from './state';

/** The phase in which each kind of move is made. */
export const MOVE_PHASE: Readonly<Record<AosMove['type'], Phase>> = {
  payStartPlayer: 'startPlayer',
  declineStartPlayer: 'startPlayer',
  issueShares: 'issueShares',
  bid: 'auction',
  dropOut: 'auction',
  turnOrderPass: 'auction',
  selectAction: 'selectActions',
  urbanize: 'buildTrack',
  build: 'buildTrack',
  buildSpecialLink: 'buildTrack',
  chooseTranscontinental: 'buildTrack',
  endBuild: 'buildTrack',
  deliver: 'moveGoods',
  upgradeEngine: 'moveGoods',
  passGoods: 'moveGoods',
  placeProduction: 'goodsGrowth',
};

function dispatch(d: Draft, m: AosMove): Reason | null {
  switch (m.type) {
    case 'payStartPlayer':
      return payStart(d, m.seat);
    case 'declineStartPlayer':
      return declineStart(d, m.seat);
    case 'issueShares':
      return issueShares(d, m.seat, m.count);
    case 'bid':
      return bid(d, m.seat, m.amount);
    case 'dropOut':
      return dropOut(d, m.seat);
    case 'turnOrderPass':
      return usePrivilege(d, m.seat);
    case 'selectAction':
      return selectAction(d, m.seat, m.action);
    case 'urbanize':
      return urbanize(d, m.seat, m.hex, m.letter);
    case 'build': {
      const req = m.townMarker === undefined ? { hex: m.hex, tile: m.tile, rotation: m.rotation } : { hex: m.hex, tile: m.tile, rotation: m.rotation, townMarker: m.townMarker };
      return build(d, m.seat, req);
    }
    case 'buildSpecialLink':
      return buildSpecialLink(d, m.seat, m.link);
    case 'chooseTranscontinental':
      return chooseTranscontinental(d, m.seat, m.seats);
    case 'endBuild': {
      const bad = checkEndBuild(d.s, m.seat, d.rules);
      if (bad) return bad;
      endBuildTurn(d, m.seat);
      return null;
    }
    case 'deliver':
      return deliver(d, m.seat, m.from, m.color, m.route, m.bonusTo);
    case 'upgradeEngine':
      return upgradeEngine(d, m.seat);
    case 'passGoods':
      return passGoods(d, m.seat);
    case 'placeProduction':
      return placeProduction(d, m.fields);
  }
}

/** Age of Steam's parts of the shared move path (move-pipeline.ts). */
const PIPELINE: MovePipeline<GameState, AosMove, ToAct, Draft> = {
  parse: parseMove,
  toAct,
  wrongDecision: (state, move) => (MOVE_PHASE[move.type] !== state.phase ? reason('phase.wrongPhase', { phase: state.phase, move: move.type }) : null),
  // WUS: the transcontinental bonus is chosen before anything else happens.
  refuseFirst: (state, move) => (state.pendingBonus && move.type !== 'chooseTranscontinental' ? reason('transcontinental.chooseFirst') : null),
  draftOf,
  dispatch,
  runAutomatic,
};

/** Checks and applies one move; on success the state has run on to the next decision (or the end). */
export function applyMove(state: GameState, raw: unknown): ApplyResult<GameState> {
  return applyThrough(PIPELINE, state, raw);
}
