// The worker's one replay routine (src/worker/replay.ts): a run from a stored snapshot counts its moves in effect on
// from the snapshot and holds no undo markers; an undo marker is read one way, whether it takes back the host's moves
// in effect (effectiveMoves) or replay's positions (the history's walk).
import { describe, expect, it } from 'vitest';
import type { GameSetup } from '../../src/engine/api';
import { effectiveMoves, logSteps, movesAsSteps, replay, takeBack } from '../../src/worker/replay';
import type { LogEntry } from '../../src/store/schema';
import { counting, fixtureMap, type CountingMove, type CountingState } from '../fixtures/rule-systems';

const SETUP: GameSetup = { ruleSystem: 'counting', edition: 'standard', map: fixtureMap(), seats: [{ name: 'Ada', color: 'blue' }], seed: 3 };
const add = (n: number): CountingMove => ({ type: 'add', seat: 0, n });
const MOVES = [add(1), add(2), add(3), add(1), add(2)];
const moveEntry = (move: CountingMove): LogEntry<CountingMove> => ({ kind: 'move', move, events: [] });
const undoEntry = (count: number): LogEntry<CountingMove> => ({ kind: 'undo', count, seat: 0, casual: false });

describe('replay from a snapshot', () => {
  it('counts the moves in effect on from the snapshot, not from 0', () => {
    const first = replay<CountingState, CountingMove>(counting, SETUP, movesAsSteps(MOVES.slice(0, 3)));
    if (!first.ok) throw new Error(first.reason.key);
    const seen: number[] = [];
    const rest = replay<CountingState, CountingMove>(counting, SETUP, movesAsSteps(MOVES.slice(3)), {
      from: { state: first.state, index: 3 },
      onMove: (p) => seen.push(p.inEffect),
    });
    expect(seen).toEqual([4, 5]);
    // The same position as a run from the start.
    const whole = replay<CountingState, CountingMove>(counting, SETUP, movesAsSteps(MOVES));
    expect(rest.ok && whole.ok && rest.state).toEqual(whole.ok && whole.state);
  });

  it('refuses undo markers from a snapshot: they could reach back before it, where no position is kept', () => {
    const start = replay<CountingState, CountingMove>(counting, SETUP, []);
    if (!start.ok) throw new Error(start.reason.key);
    const steps = logSteps([moveEntry(add(1)), undoEntry(2)]);
    expect(() => replay(counting, SETUP, steps, { from: { state: start.state, index: 4 } })).toThrow(/snapshot/);
  });
});

describe('one reading of an undo marker', () => {
  it('takes back the latest moves, never more than there are', () => {
    const list = [1, 2, 3];
    expect(takeBack(list, 2)).toBe(2);
    expect(list).toEqual([1]);
    expect(takeBack(list, 5)).toBe(1);
    expect(list).toEqual([]);
    expect(takeBack(list, 1)).toBe(0);
  });

  it("the host's moves in effect and replay's walk of the log agree, also when a marker asks for more than there is", () => {
    const log = [moveEntry(add(1)), moveEntry(add(2)), undoEntry(1), moveEntry(add(3)), undoEntry(9), moveEntry(add(2)), moveEntry(add(1))];
    const played = effectiveMoves(log);
    expect(played.map((p) => p.move)).toEqual([add(2), add(1)]);
    const counts: number[] = [];
    const walked = replay<CountingState, CountingMove>(counting, SETUP, logSteps(log), { onMove: (p) => counts.push(p.inEffect) });
    const effective = replay<CountingState, CountingMove>(counting, SETUP, movesAsSteps(played.map((p) => p.move)));
    expect(walked.ok && effective.ok && walked.state).toEqual(effective.ok && effective.state);
    expect(counts).toEqual([1, 2, 2, 1, 2]);
  });
});
