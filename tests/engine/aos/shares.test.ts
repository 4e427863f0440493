// Phase 1 (rules-spec §2.1.4): AOS-SHARES-01 and the 15-share cap.
import { describe, expect, it } from 'vitest';
import { play, refuse, gameWithOrder, seatToAct } from './helpers';

describe('issue shares', () => {
  it('AOS-SHARES-01: Johanna sells 2, Daria 1, Petra 0', () => {
    // seat 2 plays Johanna's part, seat 1 Daria's, seat 0 Petra's; order Johanna, Daria, Petra
    let s = gameWithOrder([2, 1, 0]);
    s = play(s, { type: 'issueShares', seat: 2, count: 2 });
    s = play(s, { type: 'issueShares', seat: 1, count: 1 });
    s = play(s, { type: 'issueShares', seat: 0, count: 0 });
    expect(s.players.map((p) => [p.shares, p.cash])).toEqual([
      [2, 10],
      [3, 15],
      [4, 20],
    ]);
    expect(s.phase).toBe('auction');
  });

  it('caps shares at 15 over the game, the initial 2 included', () => {
    let s = gameWithOrder([0, 1, 2]);
    expect(refuse(s, { type: 'issueShares', seat: 0, count: 14 })).toEqual({
      key: 'shares.cap',
      params: { max: 15, have: 2, count: 14, left: 13 },
    });
    s = play(s, { type: 'issueShares', seat: 0, count: 13 });
    expect(s.players[0]!.shares).toBe(15);
    expect(s.players[0]!.cash).toBe(10 + 65);
  });

  it('refuses a move by a seat whose turn it is not, naming who is to act', () => {
    const s = gameWithOrder([1, 0, 2]);
    expect(seatToAct(s)).toBe(1);
    expect(refuse(s, { type: 'issueShares', seat: 0, count: 1 })).toEqual({ key: 'turn.notYourTurn', params: { seat: 1, name: 'Daria' } });
  });

  it('refuses a move of another phase', () => {
    const s = gameWithOrder([0, 1, 2]);
    expect(refuse(s, { type: 'bid', seat: 0, amount: 3 })).toEqual({ key: 'phase.wrongPhase', params: { phase: 'issueShares', move: 'bid' } });
  });

  it('refuses malformed moves with a detail', () => {
    const s = gameWithOrder([0, 1, 2]);
    expect(refuse(s, { type: 'issueShares', seat: 0, count: 1.5 }).key).toBe('move.malformed.count');
    expect(refuse(s, { type: 'issueShares', seat: 0 }).key).toBe('move.malformed.count');
    expect(refuse(s, { type: 'fly', seat: 0 }).key).toBe('move.malformed.type');
    expect(refuse(s, null).key).toBe('move.malformed.notObject');
    expect(refuse(s, { type: 'issueShares', seat: 0, count: 1, cash: 99 })).toEqual({ key: 'move.malformed.unexpectedField' });
  });
});
