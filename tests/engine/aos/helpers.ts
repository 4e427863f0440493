// Shared helpers for the Age of Steam flow tests: a game on the scenario map, and moves applied by the seat to act.
import { expect } from 'vitest';
import type { Edition, PlayerColor } from '../../../src/engine/api';
import { applyMove, newGame, toAct, type AosMove, type GameState } from '../../../src/engine/aos/index';
import type { Reason } from '../../../src/engine/reason';
import { scenarioMap } from '../../fixtures/engine/scenario-map';

const COLORS: PlayerColor[] = ['blue', 'green', 'yellow', 'pink', 'grey', 'orange'];
export const NAMES = ['Petra', 'Daria', 'Viola', 'Ingrid', 'Johanna', 'Hanna'];

export const MAP = scenarioMap();

export function game(players: number, edition: Edition = 'deluxe', seed = 1): GameState {
  return newGame({
    ruleSystem: 'age-of-steam',
    edition,
    map: MAP,
    seats: Array.from({ length: players }, (_, i) => ({ name: NAMES[i]!, color: COLORS[i]! })),
    seed,
  });
}

/** A game in phase 1 with a chosen turn order (seat indices). */
export function gameWithOrder(order: number[], edition: Edition = 'deluxe'): GameState {
  const s = game(order.length, edition);
  return { ...s, turnOrder: order.slice(), queue: order.slice() };
}

export function play(s: GameState, move: AosMove): GameState {
  const r = applyMove(s, move);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(move)}: ${JSON.stringify(r.reason)}`);
  return r.state;
}

export function refuse(s: GameState, move: unknown): Reason {
  const r = applyMove(s, move);
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('accepted');
  return r.reason;
}

/** Every seat in turn issues no shares: the auction starts. */
export function skipShares(s: GameState): GameState {
  while (s.phase === 'issueShares') s = play(s, { type: 'issueShares', seat: toAct(s)!.seat, count: 0 });
  return s;
}

export function seatToAct(s: GameState): number {
  return toAct(s)!.seat;
}
