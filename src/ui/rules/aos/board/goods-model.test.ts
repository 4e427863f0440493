import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../engine/aos/page';
import type { Delivery } from './board-game';
import { incomeSplit } from '../engine';
import { GoodsModel, rankDeliveries } from './goods-model';
import { fakeGame } from './fake-game.test-support';

const state = { phase: 'moveGoods', moveGoods: { round: 1, queue: [0, 1], upgraded: [false, false] } } as unknown as Partial<GameState>;
const d = (to: string, route: string[], incomeBy: Record<number, number>, color: Delivery['color'] = 'red', from = '1,1'): Delivery => ({
  from,
  color,
  to,
  route,
  stops: [from, to],
  incomeBy,
});
const deliveries = [
  d('5,5', ['a', 'b'], { 0: 1, 1: 1 }),
  d('6,6', ['a', 'c', 'e'], { 0: 2, 1: 1 }),
  d('7,7', ['f', 'g'], { 0: 2 }),
  d('2,2', ['x'], { 1: 1 }, 'blue'),
];

describe('deliveries panel model', () => {
  it('ranks by own income, then fewest links that pay opponents', () => {
    expect(incomeSplit(deliveries[1]!, 0)).toEqual({ own: 2, others: 1 });
    expect(rankDeliveries(deliveries, 0).map((x) => x.to)).toEqual(['7,7', '6,6', '5,5', '2,2']);
  });

  it('the east–west bonus (Western U.S.) goes to the mover when he may take it, else to the owner chosen, and is sent', async () => {
    const ew = [{ ...d('7,7', ['f', 'g'], { 1: 1, 2: 1 }), bonusOwners: [1, 2] }, { ...d('6,6', ['h'], { 0: 1 }), bonusOwners: [0] }];
    const { game, sent } = fakeGame(state, { cubes: { '1,1': ['red'] } }, { deliveries: ew });
    const m = new GoodsModel(game);
    await m.refresh();
    m.tapHex('1,1', { index: 0, color: 'red' });
    // Best first: the one where seat 0 gets link income and the bonus.
    expect(m.chosen.value?.to).toBe('6,6');
    expect(m.bonusTo.value).toBe(0);
    m.choose(ew[0]!);
    expect(m.bonusTo.value).toBe(1);
    m.chooseBonus(2);
    m.chooseBonus(0); // not an owner of this route: ignored
    expect(m.bonusTo.value).toBe(2);
    await m.confirm();
    expect(sent).toEqual([{ type: 'deliver', seat: 0, from: '1,1', color: 'red', route: ['f', 'g'], bonusTo: 2 }]);
  });

  it("counts a map's bonus for the cube (Southern U.S. cotton) as the mover's income", () => {
    const cotton = { ...d('3,3', ['y'], { 1: 1 }, 'white'), moverBonus: 1 };
    expect(incomeSplit(cotton, 0)).toEqual({ own: 1, others: 1 });
    expect(rankDeliveries([deliveries[3]!, cotton], 0).map((x) => x.to)).toEqual(['3,3', '2,2']);
  });

  it('tapping a cube lists its deliveries and picks the best; tapping a destination chooses it; confirm sends it', async () => {
    const { game, sent } = fakeGame(state, { cubes: { '1,1': ['red', 'blue'] } }, { deliveries });
    const m = new GoodsModel(game);
    await m.refresh();
    expect(m.movable.value).toEqual(['1,1']);
    m.tapHex('1,1');
    expect(m.pickFrom.value).toBe('1,1');
    m.tapHex('1,1', { index: 0, color: 'red' });
    expect(m.candidates.value.map((x) => x.to)).toEqual(['7,7', '6,6', '5,5']);
    expect(m.chosen.value?.to).toBe('7,7');
    m.tapHex('5,5');
    expect(m.chosen.value?.to).toBe('5,5');
    let animated = '';
    expect(await m.confirm(async (x) => void (animated = x.to))).toBe(true);
    expect(animated).toBe('5,5');
    expect(sent).toEqual([{ type: 'deliver', seat: 0, from: '1,1', color: 'red', route: ['a', 'b'] }]);
    expect(m.cube.value).toBeNull();
  });

  it('a cube with no delivery says so', async () => {
    const { game } = fakeGame(state, { cubes: { '9,9': ['yellow'] } }, { deliveries });
    const m = new GoodsModel(game);
    await m.refresh();
    m.tapHex('9,9');
    expect(m.candidates.value).toEqual([]);
    expect(m.reason.value).toEqual({ key: 'board.goods.noneForCube' });
  });
});
