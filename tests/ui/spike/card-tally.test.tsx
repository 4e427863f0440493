// A route's needs and a payment as a tally (cards.tsx CardTally): one list item per colour, in the board's order, that
// names the colour and the count in one text and carries the colour's fill and line pattern for its swatch (never
// colour alone), with the pattern's name as its title like the chip's. A tap on a destination re-renders four routes'
// needs and the payment, so an item must stay one element with one text: its vnode tree is checked here, as the unit
// tests have no DOM.
import { describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import { CardChip, CardTally } from '../../../src/ui/rules/spike/panels/cards';
import { board as map } from '../../engine/spike/helpers';

type Props = { children?: unknown; class?: string; title?: string; style?: Record<string, string>; 'data-color'?: string; 'data-testid'?: string };

describe('CardTally', () => {
  it('lists each colour needed as one element whose only child is its name and count', () => {
    const [first, second] = map.colors;
    const list = CardTally({ board: map, counts: { [second!.id]: 2, [first!.id]: 1, nothing: 0 }, testId: 'spike-route-needs' }) as VNode<Props>;
    expect(list.type).toBe('ul');
    expect(list.props.class).toContain('spike-tally');
    expect(list.props['data-testid']).toBe('spike-route-needs');
    const items = list.props.children as VNode<Props>[];
    expect(items.map((li) => li.props['data-color'])).toEqual([first!.id, second!.id]);
    for (const [li, c, n] of [
      [items[0]!, first!, 1],
      [items[1]!, second!, 2],
    ] as const) {
      expect(li.type).toBe('li');
      expect(li.props.class).toBe(`spike-card pattern-${c.pattern}`);
      expect(li.props.style).toEqual({ '--card': c.fill });
      // The pattern's name as its title, as the chip has.
      const chip = CardChip({ board: map, color: c.id }) as VNode<Props>;
      expect(chip.props.title).toBeTruthy();
      expect(li.props.title).toBe(chip.props.title);
      // One text child: no nested chip elements (swatch, name and count spans) to build per colour on a tap.
      expect(typeof li.props.children).toBe('string');
      expect(li.props.children).toMatch(new RegExp(`× ${n}$`));
    }
  });

  it('lists nothing for no cards', () => {
    const list = CardTally({ board: map, counts: null, testId: 'spike-payment-direct' }) as VNode<Props>;
    expect(list.props.children).toEqual([]);
  });
});
