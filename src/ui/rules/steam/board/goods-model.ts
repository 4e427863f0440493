// Steam's deliveries on the board: the shared delivery model (src/ui/board/delivery-model.ts: the seat's legal
// deliveries from the engine with their points per owner, the cube tapped, the delivery chosen, the best list) ranked by
// points. The engine decides what is legal (the own-link rule, the engine's reach) and who gets how many points.
import { computed } from '@preact/signals';
import type { HexId } from '../../../../engine/hex/coords';
import { DeliveryModel, type CubeRef } from '../../../board/delivery-model';
import type { BoardGame, Delivery } from './board-game';

export type { CubeRef };

const pointsOf = (d: Delivery, seat: number) => d.incomeBy[seat] ?? 0;
const othersOf = (d: Delivery, seat: number) => Object.entries(d.incomeBy).reduce((n, [s, p]) => (Number(s) === seat ? n : n + p), 0);

/** Best first: most points for the mover, then fewest points to others, then the shortest route. */
export function rankDeliveries(ds: readonly Delivery[], seat: number): Delivery[] {
  return ds.toSorted((a, b) => pointsOf(b, seat) - pointsOf(a, seat) || othersOf(a, seat) - othersOf(b, seat) || a.route.length - b.route.length);
}

export class GoodsModel extends DeliveryModel<Delivery> {
  constructor(private readonly game: BoardGame) {
    // Nobody moves goods while a delivery's points are being decided.
    super(
      computed(() => {
        const s = game.state.value;
        return s.phase === 'moveGoods' && !s.points && s.moveGoods?.queue[0] !== undefined ? s.moveGoods.queue[0] : null;
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
    return this.game.dispatch({ type: 'deliver', seat, from: d.from, color: d.color, route: d.route.slice() });
  }
}
