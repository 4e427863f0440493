// applyMove: shape check, phase and turn check, the phase's rule, then the automatic steps up to the next decision.
import type { ApplyResult } from '../api';
import { applyThrough, type MovePipeline } from '../common/move-pipeline';
import { reason, type Reason } from '../reason';
import type { Decider } from '../rule-system';
import { draftOf, type Draft } from './draft';
import { runAutomatic } from './flow';
import type { SteamMove } from './moves';
import { takeAction } from './phases/actions';
import { bid, dropOut, turnOrderPass } from './phases/auction';
import { build, endBuild, endIfDone, forgoAction } from './phases/build';
import { acquireCapital } from './phases/economy';
import { deliver, passGoods, raiseEngine, takePoints } from './phases/goods';
import { bidPosition, passPosition } from './phases/initial-auction';
import { supplyGoods, urbanize } from './phases/supply';
import { toAct } from './queries';
import { parseMove } from './schema';
import type { SteamState } from './state';

/** The decision each kind of move answers (toAct's decision key). */
export const MOVE_DECISION: Readonly<Record<SteamMove['type'], string>> = {
  bidPosition: 'initialAuction',
  passPosition: 'initialAuction',
  acquireCapital: 'capital',
  bid: 'auction',
  dropOut: 'auction',
  turnOrderPass: 'auction',
  takeAction: 'selectAction',
  build: 'build',
  urbanize: 'build',
  supplyGoods: 'build',
  forgoAction: 'build',
  endBuild: 'build',
  deliver: 'moveGoods',
  raiseEngine: 'moveGoods',
  passGoods: 'moveGoods',
  takePoints: 'takePoints',
};

function dispatch(d: Draft, m: SteamMove): Reason | null {
  switch (m.type) {
    case 'bidPosition':
      return bidPosition(d, m.seat, m.amount);
    case 'passPosition':
      return passPosition(d, m.seat);
    case 'acquireCapital':
      return acquireCapital(d, m.seat, m.units);
    case 'bid':
      return bid(d, m.seat, m.amount);
    case 'dropOut':
      return dropOut(d, m.seat);
    case 'turnOrderPass':
      return turnOrderPass(d, m.seat);
    case 'takeAction':
      return takeAction(d, m.seat, m.action, m.forgo === true);
    case 'build':
      return build(d, m.seat, { hex: m.hex, tile: m.tile, rotation: m.rotation });
    case 'urbanize':
    case 'supplyGoods': {
      // The last action of a turn whose tiles are all laid ends it (S-AUTO-END).
      const bad = m.type === 'urbanize' ? urbanize(d, m.seat, m.hex, m.color, m.field) : supplyGoods(d, m.seat, m.hex, m.field);
      if (!bad) endIfDone(d, m.seat);
      return bad;
    }
    case 'forgoAction':
      return forgoAction(d, m.seat);
    case 'endBuild':
      return endBuild(d, m.seat);
    case 'deliver':
      return deliver(d, m.seat, m.from, m.color, m.route);
    case 'raiseEngine':
      return raiseEngine(d, m.seat);
    case 'passGoods':
      return passGoods(d, m.seat);
    case 'takePoints':
      return takePoints(d, m.seat, m.as);
  }
}

/** Steam's parts of the shared move path (move-pipeline.ts). */
const PIPELINE: MovePipeline<SteamState, SteamMove, Decider, Draft> = {
  parse: parseMove,
  toAct,
  wrongDecision: (_state, move, actor) => (MOVE_DECISION[move.type] !== actor.decision ? reason('phase.wrongDecision', { decision: actor.decision, move: move.type }) : null),
  draftOf,
  dispatch,
  runAutomatic,
};

/** Checks and applies one move; on success the state has run on to the next decision (or the end). */
export function applyMove(state: SteamState, raw: unknown): ApplyResult<SteamState> {
  return applyThrough(PIPELINE, state, raw);
}
