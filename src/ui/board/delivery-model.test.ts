// The shared delivery model's confirm: busy ends when the move is answered, and a newer choice survives the old cube's flight.
import { describe, expect, it } from 'vitest';
import { signal } from '@preact/signals';
import type { HexId } from '../../engine/hex/coords';
import type { GoodsColor } from '../../engine/map/types';
import type { Reason } from '../../engine/reason';
import { DeliveryModel, type Answer, type DeliveryLike } from './delivery-model';

const d1: DeliveryLike = { from: '1,1', to: '5,5', color: 'red', route: ['a'] };
const d2: DeliveryLike = { from: '2,2', to: '6,6', color: 'blue', route: ['b'] };

class Model extends DeliveryModel<DeliveryLike> {
  sends: ((r: { ok: true } | { ok: false; reason: Reason }) => void)[] = [];
  failNext = false;
  constructor() {
    super(signal<number | null>(0), (ds) => [...ds]);
  }
  protected listDeliveries(): Promise<Answer<DeliveryLike[]>> {
    return Promise.resolve({ ok: true, value: [d1, d2] });
  }
  protected cubesAt(hex: HexId): readonly GoodsColor[] {
    return hex === '1,1' ? ['red'] : ['blue'];
  }
  protected send(): Promise<{ ok: true } | { ok: false; reason: Reason }> {
    if (this.failNext) return Promise.reject(new Error('worker gone'));
    return new Promise((resolve) => this.sends.push(resolve));
  }
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('DeliveryModel.confirm', () => {
  it('is no longer busy once the move is answered, and the old cube landing keeps the next choice', async () => {
    const m = new Model();
    await m.refresh();
    m.choose(d1);
    let land!: () => void;
    const done = m.confirm(() => new Promise<void>((r) => (land = r)));
    expect(m.busy.value).toBe(true);
    m.sends[0]!({ ok: true });
    expect(await done).toBe(true);
    expect(m.busy.value).toBe(false);
    expect(m.chosen.value).toBeNull();
    // The next turn's delivery is chosen while the first cube still travels.
    await m.refresh();
    m.choose(d2);
    land();
    await tick();
    expect(m.busy.value).toBe(false);
    expect(m.chosen.value).toBe(d2);
  });

  it('a choice changed while the move is sent is kept; a refused move keeps the reason', async () => {
    const m = new Model();
    await m.refresh();
    m.choose(d1);
    const done = m.confirm();
    m.choose(d2);
    m.sends[0]!({ ok: true });
    await done;
    expect(m.chosen.value).toBe(d2);
    const again = m.confirm();
    m.sends[1]!({ ok: false, reason: { key: 'x' } as Reason });
    expect(await again).toBe(false);
    expect(m.reason.value).toEqual({ key: 'x' });
    expect(m.busy.value).toBe(false);
  });

  it('a send that throws does not leave the model busy', async () => {
    const m = new Model();
    await m.refresh();
    m.choose(d1);
    m.failNext = true;
    await expect(m.confirm()).rejects.toThrow('worker gone');
    expect(m.busy.value).toBe(false);
  });
});
