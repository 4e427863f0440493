// A tiny rule system for host tests ("counting race"): seats add 1–3 or roll a die (an undo barrier), then end
// their turn; after three rounds the game is over. Test data only: the app ships the Age of Steam engine.
import type { ApplyResult, GameEvent, GameSetup } from '../../src/engine/api';
import type { BoardMap } from '../../src/engine/map/types';
import type { Reason } from '../../src/engine/reason';
import type { EnginePort } from '../../src/worker/engine-port';
import type { EngineTypes } from '../../src/worker/protocol';

export interface RaceState {
  map: BoardMap;
  names: string[];
  scores: number[];
  toAct: number;
  round: number;
  rng: number;
  over: boolean;
}
export type RaceMove =
  | { type: 'add'; seat: number; n: number }
  | { type: 'roll'; seat: number }
  | { type: 'end'; seat: number };

export const raceQueries = {
  legalMoves: (s: RaceState): RaceMove[] =>
    s.over
      ? []
      : [1, 2, 3].map((n): RaceMove => ({ type: 'add', seat: s.toAct, n })).concat([
          { type: 'roll', seat: s.toAct },
          { type: 'end', seat: s.toAct },
        ]),
  scoreOf: (s: RaceState, seat: number): number => s.scores[seat] ?? -1,
};

export interface RaceTypes extends EngineTypes {
  state: RaceState;
  move: RaceMove;
  summary: { round: number; scores: number[] };
  moveText: string;
  eventText: string;
  view: { round: number };
  queries: typeof raceQueries;
}

const r = (key: string, params?: Reason['params']): { ok: false; reason: Reason } => ({ ok: false, reason: params ? { key, params } : { key } });

export const ROUNDS = 3;

function apply(s: RaceState, m: RaceMove): ApplyResult<RaceState> {
  if (s.over) return r('race.over');
  if (m.seat !== s.toAct) return r('race.notYourTurn', { seat: m.seat });
  const next: RaceState = { ...s, scores: [...s.scores] };
  const events: GameEvent[] = [];
  if (m.type === 'add') next.scores[m.seat]! += m.n;
  else if (m.type === 'roll') {
    // 32-bit LCG: the randomness lives in the state, so replay redraws the same die.
    next.rng = (Math.imul(s.rng, 1664525) + 1013904223) >>> 0;
    const die = 1 + (next.rng % 6);
    next.scores[m.seat]! += die;
    events.push({ type: 'rolled', seat: m.seat, die });
  } else {
    next.toAct = (s.toAct + 1) % s.names.length;
    if (next.toAct === 0) {
      next.round += 1;
      events.push({ type: 'roundEnded', round: s.round });
      if (next.round > ROUNDS) next.over = true;
    }
  }
  return { ok: true, state: next, events };
}

function checkMove(v: unknown): { ok: true; move: RaceMove } | { ok: false; reason: Reason } {
  if (typeof v !== 'object' || v === null) return r('move.malformed', { detail: 'not an object' });
  const m = v as Record<string, unknown>;
  if (!Number.isInteger(m.seat) || (m.seat as number) < 0 || (m.seat as number) > 5) return r('move.malformed', { detail: 'seat' });
  const seat = m.seat as number;
  if (m.type === 'add' && Number.isInteger(m.n) && (m.n as number) >= 1 && (m.n as number) <= 3) return { ok: true, move: { type: 'add', seat, n: m.n as number } };
  if (m.type === 'roll' || m.type === 'end') return { ok: true, move: { type: m.type, seat } };
  return r('move.malformed', { detail: 'type' });
}

export function raceEngine(version = 'race-1'): EnginePort<RaceTypes> {
  return {
    version,
    ruleSystem: 'age-of-steam',
    newGame(setup: GameSetup) {
      const state: RaceState = {
        map: setup.map,
        names: setup.seats.map((s) => s.name),
        scores: setup.seats.map(() => 0),
        toAct: 0,
        round: 1,
        rng: setup.seed,
        over: false,
      };
      return { ok: true, state, events: [{ type: 'started' }] };
    },
    applyMove: apply,
    checkMove,
    isUndoBarrier: (_m, events) => events.some((e) => e.type === 'rolled'),
    head: (s) => ({ round: Math.min(s.round, ROUNDS), status: s.over ? 'finished' : 'playing', toAct: s.over ? null : s.toAct }),
    toAct: (s) => (s.over ? null : { seat: s.toAct, decision: 'move' }),
    summary: (s) => ({ round: s.round, scores: s.scores }),
    boardView: (s) => ({ round: s.round }),
    describeMove: (before, m) => `${before.names[m.seat]} ${m.type}${m.type === 'add' ? ' ' + m.n : ''}`,
    describeEvent: (e) => e.type,
    queries: raceQueries,
    snapshots: {
      pack: ({ map: _map, ...rest }) => rest,
      unpack: (stored, map) => ({ ...(stored as Omit<RaceState, 'map'>), map }),
    },
  };
}
