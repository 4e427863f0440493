// The deliveries on the board that the rule systems' UI modules share (signals): every legal delivery of the seat the
// engine lists, the cube the player tapped, the delivery chosen (drawn as a path) and a "best deliveries" list. The
// engine decides what is legal and who earns; a system's model only says how to ask, rank and send (Age of Steam adds
// its east–west bonus, src/ui/rules/aos/board/goods-model.ts; Steam its points, src/ui/rules/steam/board/goods-model.ts).
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import type { HexId } from '../../engine/hex/coords';
import type { GoodsColor } from '../../engine/map/types';
import type { Reason } from '../../engine/reason';

export interface CubeRef {
  hex: HexId;
  index: number;
  color: GoodsColor;
}

/** What every system's delivery holds: the cube's place and colour, and its route's links. */
export interface DeliveryLike {
  from: HexId;
  to: HexId;
  color: GoodsColor;
  route: readonly string[];
}

export type Answer<T> = { ok: true; value: T } | { ok: false; reason: Reason };

export abstract class DeliveryModel<D extends DeliveryLike> {
  readonly deliveries = signal<D[]>([]);
  readonly cube = signal<CubeRef | null>(null);
  /** A tapped hex with cubes of several colours waits for the player to pick one. */
  readonly pickFrom = signal<HexId | null>(null);
  readonly chosen = signal<D | null>(null);
  readonly reason = signal<Reason | null>(null);
  readonly busy = signal(false);
  readonly candidates: ReadonlySignal<D[]>;
  readonly best: ReadonlySignal<D[]>;
  /** Hexes holding a cube that has at least one legal delivery. */
  readonly movable: ReadonlySignal<HexId[]>;
  private ask = 0;

  /** `seat`: who delivers now (null: nobody); `rank`: best first, the system's order (stable, so filtering keeps it). */
  constructor(
    readonly seat: ReadonlySignal<number | null>,
    rank: (ds: readonly D[], seat: number) => D[],
  ) {
    // Every delivery ranked once; a cube's candidates keep that order (the sort is stable, so filtering the ranked list
    // gives what ranking the filtered one would).
    const ranked = computed(() => {
      const s = this.seat.value;
      return s === null ? [] : rank(this.deliveries.value, s);
    });
    this.candidates = computed(() => {
      const c = this.cube.value;
      return c ? ranked.value.filter((d) => d.from === c.hex && d.color === c.color) : [];
    });
    this.best = computed(() => ranked.value.slice(0, 8));
    this.movable = computed(() => [...new Set(this.deliveries.value.map((d) => d.from))]);
  }

  /** The engine's legal deliveries of `seat`. */
  protected abstract listDeliveries(seat: number): Promise<Answer<D[]>>;
  /** The cubes on `hex` now. */
  protected abstract cubesAt(hex: HexId): readonly GoodsColor[];
  /** Sends delivery `d` as the seat's move. */
  protected abstract send(seat: number, d: D): Promise<{ ok: true } | { ok: false; reason: Reason }>;

  /** Chooses a delivery (a system may choose more with it: Age of Steam's bonus seat). */
  protected setChosen(d: D | null): void {
    this.chosen.value = d;
  }

  async refresh(): Promise<void> {
    const seat = this.seat.peek();
    const ask = ++this.ask;
    this.clear();
    if (seat === null) {
      this.deliveries.value = [];
      return;
    }
    const res = await this.listDeliveries(seat);
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
      this.setChosen(null);
      this.reason.value = null;
    });
  }

  /** A tap: on a destination of the chosen cube picks that delivery; on a cube selects it; on a hex with cubes asks which. */
  tapHex(hex: HexId, cube?: { index: number; color: GoodsColor }): void {
    if (this.seat.peek() === null) return;
    const toHere = this.candidates.peek().find((d) => d.to === hex);
    if (toHere && !cube) {
      this.setChosen(toHere);
      return;
    }
    if (cube) {
      this.selectCube({ hex, ...cube });
      return;
    }
    const colours = this.cubesAt(hex);
    if (colours.length === 0) return;
    if (new Set(colours).size === 1) this.selectCube({ hex, index: 0, color: colours[0]! });
    else
      batch(() => {
        this.pickFrom.value = hex;
        this.cube.value = null;
        this.setChosen(null);
      });
  }

  selectCube(c: CubeRef): void {
    batch(() => {
      this.pickFrom.value = null;
      this.cube.value = c;
      this.setChosen(this.candidates.peek()[0] ?? null);
      this.reason.value = this.candidates.peek().length ? null : { key: 'board.goods.noneForCube' };
    });
  }

  choose(d: D): void {
    batch(() => {
      const colours = this.cubesAt(d.from);
      const index = Math.max(0, colours.indexOf(d.color));
      if (this.cube.peek()?.hex !== d.from || this.cube.peek()?.color !== d.color) this.cube.value = { hex: d.from, index, color: d.color };
      this.setChosen(d);
      this.reason.value = null;
    });
  }

  /** Sends the chosen delivery; `animate` runs on its own (the cube travels while the worker stores the move). `busy`
   * ends when the move is answered, not when the cube lands: the next seat may choose its delivery meanwhile, and only
   * the choice that was sent is cleared, so a newer one survives. */
  async confirm(animate?: (d: D) => Promise<void>): Promise<boolean> {
    const seat = this.seat.peek();
    const d = this.chosen.peek();
    if (seat === null || !d) return false;
    this.busy.value = true;
    void animate?.(d)?.catch(() => undefined);
    try {
      const res = await this.send(seat, d);
      if (!res.ok) this.reason.value = res.reason;
      else if (this.chosen.peek() === d) this.clear();
      return res.ok;
    } finally {
      this.busy.value = false;
    }
  }
}
