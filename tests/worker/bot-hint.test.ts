// Suggest on a system with hidden cards (review R2 point 4): the suggested move is applied to the full position to
// describe it, so a blind draw's events name the very cards the person would draw. The text is described from the
// events as the table sees them: the suggestion never tells a draw's outcome before the person makes it.
import { describe, expect, it } from 'vitest';
import { TABLE, type AnyRuleSystem } from '../../src/engine/rule-system';
import { spike } from '../../src/engine/spike/module';
import { thinkHint } from '../../src/worker/bot-turn';
import { play, toFirstTurn, withHand } from '../engine/spike/helpers';

describe('Suggest on Spike', () => {
  it('describes a suggested blind draw without the cards it would bring', () => {
    let s = toFirstTurn(2, ['topeka', 'norfolk']);
    const seat = s.order[0]!;
    s = withHand(s, seat, {});
    const move = { type: 'draw' as const, seat, display: [], pile: 2 };
    const suggesting: AnyRuleSystem = { ...spike, hint: () => ({ move, why: { key: 'why' } }) };
    const hint = thinkHint(suggesting, s, 4242, 0, { seat });
    const events = play(s, move).events;
    const drawn = events.find((e) => e.type === 'drew')!.pile as string[];
    expect(drawn).toHaveLength(2);
    // What the seat's own words would say once drawn (the cards), and what the suggestion says instead.
    const afterDrawing = spike.describeMove(s, move, events, { seat });
    expect(hint).not.toBeNull();
    expect(hint!.text).not.toEqual(afterDrawing);
    expect(hint!.text).toEqual(spike.describeMove(s, move, events.map((e) => spike.redactEvent(e, TABLE)), { seat }));
  });
});
