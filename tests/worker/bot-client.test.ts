// The engine client and computer players: a bot thinks synchronously in the worker, which answers no ping until it is
// done, so playBot and hint are long calls (a silent ping then is not a death) while playBot stays a write.
import { describe, expect, it } from 'vitest';
import { LONG_CALLS } from '../../src/worker/client';

describe('bot calls in the engine client', () => {
  it('counts playBot and hint as long calls, so a slow tablet never kills a bot mid-think', () => {
    expect(LONG_CALLS.has('playBot')).toBe(true);
    expect(LONG_CALLS.has('hint')).toBe(true);
    // Quick calls stay quick: a dead worker is still found within seconds of a move.
    expect(LONG_CALLS.has('dispatch')).toBe(false);
    expect(LONG_CALLS.has('undo')).toBe(false);
  });
});
