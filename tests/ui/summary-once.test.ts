// The game screen's summary comes once per move: the "I am …" redraw of the same position for a seat (Spike's private
// decisions) brings the same latest events again and must not show the round's summary a second time.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/api';
import type { Viewer } from '../../src/engine/rule-system';
import type { GameSnapshot } from '../../src/ui/model';
import { summaryOnce } from '../../src/ui/screens/summary-once';

const roundEnd = { type: 'roundEnded' } as unknown as GameEvent;
const built = { type: 'built' } as unknown as GameEvent;
const snap = (logLength: number, events: GameEvent[], viewer: Viewer = 'table') =>
  ({ head: { logLength }, viewer, events, eventTexts: events.map((e) => ({ key: `event.${e.type}` })) }) as unknown as GameSnapshot;

describe('summaryOnce', () => {
  it('summarises a new move once, not its redraw for a seat, and again at the next move that needs it', () => {
    const next = summaryOnce((evs) => evs.some((e) => e.type === 'roundEnded'));
    expect(next(snap(4, [roundEnd]))).toEqual({ events: [roundEnd], texts: [{ key: 'event.roundEnded' }] });
    // "I am Bo": the same position drawn for seat 1.
    expect(next(snap(4, [roundEnd], { seat: 1 }))).toBeNull();
    expect(next(snap(5, [built], { seat: 1 }))).toBeNull();
    // An undo is a log entry with no events; the move made again is a new entry and summarised again.
    expect(next(snap(6, []))).toBeNull();
    expect(next(snap(7, [roundEnd]))).not.toBeNull();
    expect(next(snap(7, [roundEnd], { seat: 0 }))).toBeNull();
  });
});
