// The random-game harness's own checks can fail: states it has seen are frozen (a later write throws) and values
// that would not survive JSON are reported.
import { describe, expect, it } from 'vitest';
import { draftOf, own } from '../../../src/engine/aos/draft';
import { game } from './helpers';
import { plainJsonProblems } from './random-harness';

describe('random-game harness checks', () => {
  it('a state walked with freeze cannot be written to, while a move draft still can', () => {
    const s = game(3);
    expect(plainJsonProblems(s, 'state', [], new WeakSet<object>([s.map]), true)).toEqual([]);
    expect(() => {
      (s.bag as Record<string, number>).red = 0;
    }).toThrow(TypeError);
    expect(() => {
      s.players[0]!.cash = 99;
    }).toThrow(TypeError);
    // Copy-on-write drafts of a frozen state work: the engine never writes to what it shares.
    const d = draftOf(s);
    own(d, 'bag').red -= 1;
    expect(d.s.bag.red).toBe(s.bag.red - 1);
  });

  it('reports values that JSON would change', () => {
    expect(plainJsonProblems({ a: undefined, b: Number.NaN, c: new Map() })).toEqual(['state.a is undefined', 'state.b is NaN', 'state.c is not plain JSON (object)']);
  });
});
