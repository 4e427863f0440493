// Age of Steam's deliveries on the board: the shared delivery model (src/ui/board/delivery-model.ts: the seat's legal
// deliveries from the engine, the cube tapped, the delivery chosen, the best list) ranked by income, with the Western US
// east–west bonus chosen beside the delivery. The engine decides what is legal and who earns.
import { batch, computed, signal } from '@preact/signals';
import type { HexId } from '../../../../engine/hex/coords';
import { DeliveryModel, type CubeRef } from '../../../board/delivery-model';
import { defaultBonusTo, incomeSplit } from '../engine';
import type { BoardGame, Delivery } from './board-game';

export type { CubeRef };

/** Best first: most income for the seat, then fewest links that pay opponents, then shortest route. */
export function rankDeliveries(ds: readonly Delivery[], seat: number): Delivery[] {
  return ds.toSorted((a, b) => {
    const x = incomeSplit(a, seat);
    const y = incomeSplit(b, seat);
    return y.own - x.own || x.others - y.others || a.route.length - b.route.length;
  });
}

export class GoodsModel extends DeliveryModel<Delivery> {
  /** WUS east–west bonus: the seat the mover gives the +1 to, among the chosen delivery's `bonusOwners`. */
  readonly bonusTo = signal<number | null>(null);

  constructor(private readonly game: BoardGame) {
    super(
      computed(() => {
        const s = game.state.value;
        return s.phase === 'moveGoods' && s.moveGoods?.queue[0] !== undefined ? s.moveGoods.queue[0] : null;
      }),
      rankDeliveries,
    );
  }

  protected listDeliveries(seat: number) {
    return this.game.query('deliveryOptions', seat);
  }

  protected cubesAt(hex: HexId) {
    return this.game.view.peek().cubes[hex] ?? [];
  }

  protected send(seat: number, d: Delivery) {
    const bonusTo = this.bonusTo.peek();
    return this.game.dispatch({ type: 'deliver', seat, from: d.from, color: d.color, route: d.route.slice(), ...(bonusTo === null ? {} : { bonusTo }) });
  }

  /** Chooses a delivery; the east–west bonus goes to the mover himself when he may take it, else to the first owner. */
  protected override setChosen(d: Delivery | null): void {
    batch(() => {
      this.chosen.value = d;
      this.bonusTo.value = d ? defaultBonusTo(d, this.seat.peek()) : null;
    });
  }

  /** Gives the east–west bonus of the chosen delivery to `seat` (one of its `bonusOwners`). */
  chooseBonus(seat: number): void {
    if (this.chosen.peek()?.bonusOwners?.includes(seat)) this.bonusTo.value = seat;
  }
}
