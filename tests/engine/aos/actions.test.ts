// Phase 3 (rules-spec §2.1.6): each action once per round, Locomotive at once (max 6), actions cleared each round.
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../src/engine/aos/index';
import { gameWithOrder, play, refuse, skipShares, seatToAct } from './helpers';
import type { GameState } from '../../../src/engine/aos/index';

function toActions(order: number[]): GameState {
  let s = skipShares(gameWithOrder(order));
  while (s.phase === 'auction') s = play(s, { type: 'dropOut', seat: seatToAct(s) });
  return s;
}

describe('select actions', () => {
  it('offers every free action and refuses a taken one, naming its holder', () => {
    let s = toActions([0, 1, 2]);
    expect(s.phase).toBe('selectActions');
    const first = seatToAct(s);
    expect(legalMoves(s)).toHaveLength(7);
    s = play(s, { type: 'selectAction', seat: first, action: 'engineer' });
    const second = seatToAct(s);
    expect(legalMoves(s)).toHaveLength(6);
    expect(refuse(s, { type: 'selectAction', seat: second, action: 'engineer' })).toEqual({
      key: 'action.taken',
      params: { action: 'engineer', seat: first, name: s.seats[first]!.name },
    });
    expect(s.actions.engineer).toBe(first);
    expect(s.players[first]!.action).toBe('engineer');
  });

  it('Locomotive raises the engine at once; at 6 it may still be taken and does nothing (D15)', () => {
    let s = toActions([0, 1, 2]);
    const first = seatToAct(s);
    s = play(s, { type: 'selectAction', seat: first, action: 'locomotive' });
    expect(s.players[first]!.engine).toBe(2);
    let t = toActions([0, 1, 2]);
    const seat = seatToAct(t);
    t = { ...t, players: t.players.map((p, i) => (i === seat ? { ...p, engine: 6 } : p)) };
    t = play(t, { type: 'selectAction', seat, action: 'locomotive' });
    expect(t.players[seat]!.engine).toBe(6);
  });

  it('refuses an unknown action as malformed', () => {
    const s = toActions([0, 1, 2]);
    expect(refuse(s, { type: 'selectAction', seat: seatToAct(s), action: 'teleport' }).key).toBe('move.malformed.action');
  });
});
