// Final scoring and the end of the game (rules-spec §2.1.13–§2.1.14): 3 × income + segments − 3 × shares, ties share the
// win, eliminated seats never win; the round marker ends the game after the last round.
import { describe, expect, it } from 'vitest';
import { scoreBreakdown } from '../../../src/engine/aos/score';
import { draftOf } from '../../../src/engine/aos/draft';
import { runAutomatic } from '../../../src/engine/aos/flow';
import { applyMove, legalMoves, summary, toAct, type GameState } from '../../../src/engine/aos/index';
import type { Link } from '../../../src/engine/track/types';
import { game } from './helpers';

function link(owner: number | null, segments: number, complete = true): Link {
  return { id: `l${owner}-${segments}-${complete}`, ends: [{ hex: '0,0' }, { hex: '1,1' }], hexes: [], owner, complete, segments };
}

function withEconomy(s: GameState, e: { income: number; shares: number; eliminated?: boolean }[]): GameState {
  return { ...s, players: s.players.map((p, i) => ({ ...p, ...e[i] })) };
}

describe('scoring', () => {
  it('3 × income + segments of complete links − 3 × shares; incomplete sections score nothing', () => {
    const s = withEconomy(game(3), [{ income: 10, shares: 5 }, { income: 8, shares: 2 }, { income: 0, shares: 15 }]);
    const lines = scoreBreakdown(s, [link(0, 4), link(0, 3), link(1, 2), link(1, 9, false), link(null, 5)]);
    expect(lines.map((l) => [l.incomePoints, l.segments, l.sharesPenalty, l.total])).toEqual([
      [30, 7, 15, 22],
      [24, 2, 6, 20],
      [0, 0, 45, -45],
    ]);
    expect(lines.map((l) => [l.rank, l.winner])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
  });

  it('all tied players win', () => {
    const s = withEconomy(game(3), [{ income: 5, shares: 2 }, { income: 5, shares: 2 }, { income: 1, shares: 2 }]);
    const lines = scoreBreakdown(s, []);
    expect(lines.map((l) => [l.rank, l.winner])).toEqual([
      [1, true],
      [1, true],
      [3, false],
    ]);
  });

  it('an eliminated seat ranks last and never wins', () => {
    const s = withEconomy(game(3), [{ income: 0, shares: 2, eliminated: true }, { income: 1, shares: 8 }, { income: 2, shares: 9 }]);
    const lines = scoreBreakdown(s, [link(0, 40)]);
    expect(lines.map((l) => [l.total, l.rank, l.winner])).toEqual([
      [34, 3, false],
      [-21, 1, true],
      [-21, 1, true],
    ]);
  });
});

describe('end of the game', () => {
  it('the last round ends the game: no one acts, no legal moves, moves are refused, history has every round', () => {
    const s = game(3);
    const last: GameState = { ...s, round: s.options.rounds, phase: 'advanceRound', queue: [] };
    const d = draftOf(last);
    runAutomatic(d);
    expect(d.s.phase).toBe('gameOver');
    expect(toAct(d.s)).toBeNull();
    expect(legalMoves(d.s)).toEqual([]);
    const r = applyMove(d.s, { type: 'issueShares', seat: 0, count: 0 });
    expect(r.ok ? null : r.reason).toEqual({ key: 'game.over' });
    expect(d.events.at(-1)).toMatchObject({ type: 'gameOver', round: s.options.rounds });
    expect(d.s.history.at(-1)?.round).toBe(s.options.rounds);
    expect(summary(d.s).winner.length).toBeGreaterThan(0);
  });

  it('before the last round the next round starts with issuing shares', () => {
    const s = game(4);
    const d = draftOf({ ...s, round: 3, phase: 'advanceRound', queue: [] });
    runAutomatic(d);
    expect(d.s.round).toBe(4);
    expect(d.s.phase).toBe('issueShares');
    expect(toAct(d.s)?.seat).toBe(d.s.turnOrder[0]);
  });

  it('when every player is out the game ends at once', () => {
    const s = game(3);
    const d = draftOf({ ...s, turnOrder: [], phase: 'advanceRound', players: s.players.map((p) => ({ ...p, eliminated: true })) });
    runAutomatic(d);
    expect(d.s.phase).toBe('gameOver');
    expect(summary(d.s).winner).toEqual([]);
  });
});
