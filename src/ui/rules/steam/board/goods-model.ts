// Steam's deliveries on the board (signals): every legal delivery of the seat from the engine with its points per
// owner, the cube the player tapped, the delivery chosen (drawn as a path) and a "best deliveries" list. The engine
// decides what is legal (the own-link rule, the engine's reach) and who gets how many points.
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import type { HexId } from '../../../../engine/hex/coords';
import type { GoodsColor } from '../../../../engine/map/types';
import type { Reason } from '../../../../engine/reason';
import type { BoardGame, Delivery } from './board-game';

export interface CubeRef {
  hex: HexId;
  index: number;
  color: GoodsColor;
}

const pointsOf = (d: Delivery, seat: number) => d.incomeBy[seat] ?? 0;
const othersOf = (d: Delivery, seat: number) => Object.entries(d.incomeBy).reduce((n, [s, p]) => (Number(s) === seat ? n : n + p), 0);

/** Best first: most points for the mover, then fewest points to others, then the shortest route. */
export function rankDeliveries(ds: readonly Delivery[], seat: number): Delivery[] {
  return ds.toSorted((a, b) => pointsOf(b, seat) - pointsOf(a, seat) || othersOf(a, seat) - othersOf(b, seat) || a.route.length - b.route.length);
}

export class GoodsModel {
  readonly seat: ReadonlySignal<number | null>;
  readonly deliveries = signal<Delivery[]>([]);
  readonly cube = signal<CubeRef | null>(null);
  /** A tapped city with cubes of several colours waits for the player to pick one. */
  readonly pickFrom = signal<HexId | null>(null);
  readonly chosen = signal<Delivery | null>(null);
  readonly reason = signal<Reason | null>(null);
  readonly busy = signal(false);
  readonly candidates: ReadonlySignal<Delivery[]>;
  readonly best: ReadonlySignal<Delivery[]>;
  /** Cities holding a cube that has at least one legal delivery. */
  readonly movable: ReadonlySignal<HexId[]>;
  private ask = 0;

  constructor(private readonly game: BoardGame) {
    this.seat = computed(() => {
      const s = game.state.value;
      return s.phase === 'moveGoods' && !s.points && s.moveGoods?.queue[0] !== undefined ? s.moveGoods.queue[0] : null;
    });
    const ranked = computed(() => {
      const seat = this.seat.value;
      return seat === null ? [] : rankDeliveries(this.deliveries.value, seat);
    });
    this.candidates = computed(() => {
      const c = this.cube.value;
      return c ? ranked.value.filter((d) => d.from === c.hex && d.color === c.color) : [];
    });
    this.best = computed(() => ranked.value.slice(0, 8));
    this.movable = computed(() => [...new Set(this.deliveries.value.map((d) => d.from))]);
  }

  async refresh(): Promise<void> {
    const seat = this.seat.peek();
    const ask = ++this.ask;
    this.clear();
    if (seat === null) {
      this.deliveries.value = [];
      return;
    }
    const res = await this.game.query('deliveryOptions', seat);
    if (ask !== this.ask) return;
    batch(() => {
      this.deliveries.value = res.ok ? res.value : [];
      this.reason.value = res.ok ? null : res.reason;
    });
  }

  clear(): void {
    batch(() => {
      this.cube.value = null;
      this.pickFrom.value = null;
      this.chosen.value = null;
      this.reason.value = null;
    });
  }

  /** A tap: on a destination of the chosen cube picks that delivery; on a cube selects it; on a city with cubes asks which. */
  tapHex(hex: HexId, cube?: { index: number; color: GoodsColor }): void {
    if (this.seat.peek() === null) return;
    const toHere = this.candidates.peek().find((d) => d.to === hex);
    if (toHere && !cube) {
      this.chosen.value = toHere;
      return;
    }
    if (cube) {
      this.selectCube({ hex, ...cube });
      return;
    }
    const colours = this.game.view.peek().cubes[hex] ?? [];
    if (colours.length === 0) return;
    if (new Set(colours).size === 1) this.selectCube({ hex, index: 0, color: colours[0]! });
    else
      batch(() => {
        this.pickFrom.value = hex;
        this.cube.value = null;
        this.chosen.value = null;
      });
  }

  selectCube(c: CubeRef): void {
    batch(() => {
      this.pickFrom.value = null;
      this.cube.value = c;
      this.chosen.value = this.candidates.peek()[0] ?? null;
      this.reason.value = this.candidates.peek().length ? null : { key: 'board.goods.noneForCube' };
    });
  }

  choose(d: Delivery): void {
    batch(() => {
      const colours = this.game.view.peek().cubes[d.from] ?? [];
      const index = Math.max(0, colours.indexOf(d.color));
      if (this.cube.peek()?.hex !== d.from || this.cube.peek()?.color !== d.color) this.cube.value = { hex: d.from, index, color: d.color };
      this.chosen.value = d;
      this.reason.value = null;
    });
  }

  /** Sends the chosen delivery; `animate` runs alongside (the cube travels while the worker stores the move). */
  async confirm(animate?: (d: Delivery) => Promise<void>): Promise<boolean> {
    const seat = this.seat.peek();
    const d = this.chosen.peek();
    if (seat === null || !d) return false;
    this.busy.value = true;
    const [res] = await Promise.all([this.game.dispatch({ type: 'deliver', seat, from: d.from, color: d.color, route: d.route.slice() }), animate?.(d)]);
    this.busy.value = false;
    if (!res.ok) this.reason.value = res.reason;
    else this.clear();
    return res.ok;
  }
}
