// applyMove: shape check, whose decision it is, the rule of the move on a copy of the state, then the turn's end where
// the move ends it (actions end the turn; the free move and discarding do not) and the game's end where it came.
import type { ApplyResult, GameEvent } from '../api';
import { reason, type Reason } from '../reason';
import { build, draw, upgrade } from './actions';
import { draftOf } from './draft';
import { endTurn, finishGame, toAct } from './flow';
import type { SpikeMove } from './moves';
import { legalActionTypes } from './queries';
import { parseMove } from './schema';
import { chooseSetup, gift, placeLoco } from './setup-moves';
import type { SpikeState } from './state';
import { forgetMemo } from './state-memo';
import { discard, extraMove, freeMove, startMoving } from './travel';

/** The decision each kind of move answers (toAct's decision key); turn moves answer either turn decision. */
const MOVE_DECISION: Readonly<Record<SpikeMove['type'], readonly string[]>> = {
  chooseSetup: ['chooseSetup'],
  gift: ['gift'],
  placeLoco: ['placeLoco'],
  freeMove: ['freeMove'],
  draw: ['freeMove', 'action'],
  build: ['freeMove', 'action'],
  startMoving: ['freeMove', 'action'],
  extraMove: ['freeMove', 'action'],
  upgrade: ['freeMove', 'action'],
  discard: ['freeMove', 'action'],
  pass: ['freeMove', 'action'],
};

/** Moves that are the turn's one action ([003:L135]): the turn ends with them. */
const ACTIONS: ReadonlySet<SpikeMove['type']> = new Set(['draw', 'build', 'startMoving', 'extraMove', 'upgrade', 'pass']);

function dispatch(s: SpikeState, events: GameEvent[], m: SpikeMove): Reason | null {
  switch (m.type) {
    case 'chooseSetup':
      return chooseSetup(s, events, m.seat, m.sides, m.keep);
    case 'gift':
      return gift(s, events, m.seat, m.color);
    case 'placeLoco':
      return placeLoco(s, events, m.seat, m.city);
    case 'freeMove':
      return freeMove(s, events, m.seat, m.path, m.deliver);
    case 'draw':
      return draw(s, events, m.seat, m.display, m.pile);
    case 'build':
      return build(s, events, m.seat, m.nodes, m.payment);
    case 'startMoving':
      return startMoving(s, events, m.seat, m.load, m.path, m.deliver);
    case 'extraMove':
      return extraMove(s, events, m.seat, m.path, m.deliver);
    case 'upgrade':
      return upgrade(s, events, m.seat, m.attribute);
    case 'discard':
      return discard(s, events, m.seat, m.good);
    case 'pass':
      // Only when no action is possible at all (docs/rules-decisions-spike.md, "No action possible").
      return legalActionTypes(s, m.seat).length ? reason('pass.actionPossible') : (events.push({ type: 'passed', seat: m.seat }), null);
  }
}

/** The pure transition: (state, move) → the next state and what happened, or why the move is refused. */
export function applyMove(state: SpikeState, raw: SpikeMove): ApplyResult<SpikeState> {
  const parsed = parseMove(raw);
  if (!parsed.ok) return parsed;
  const m = parsed.move;
  const who = toAct(state);
  if (!who) return { ok: false, reason: reason('game.over') };
  if (m.seat !== who.seat) return { ok: false, reason: reason('turn.notYourTurn', { name: state.seats[who.seat]!.name }) };
  if (!MOVE_DECISION[m.type].includes(who.decision)) return { ok: false, reason: reason('phase.wrongDecision', { decision: who.decision }) };
  const s = draftOf(state, m.seat);
  const events: GameEvent[] = [];
  const bad = dispatch(s, events, m);
  if (bad) return { ok: false, reason: bad };
  if (s.phase === 'turn') {
    if (s.endedBy === 'time') finishGame(s, events);
    else if (ACTIONS.has(m.type)) endTurn(s, events);
  }
  // The draft is the new position, less the answers kept for it while the move was worked out (route contexts, the
  // track's key, reachable cities: state-memo.ts): they belong to the position before the move and must not follow it.
  forgetMemo(s);
  return { ok: true, state: s, events };
}
