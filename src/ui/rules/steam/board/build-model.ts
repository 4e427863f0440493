// Steam's build turn on the board (signals): where the seat may build, the options on the tapped hex as a ghost to
// rotate and confirm, the engine's reason when a tap leads nowhere, and the plan mode (the shared planner). Every option,
// price, borrowing and reason comes from the engine through the worker (buildOptions, checkBuild, buildTurn, checkPlan);
// this model only remembers what the player is looking at.
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import type { HexId } from '../../../../engine/hex/coords';
import type { Reason } from '../../../../engine/reason';
import type { TileClass } from '../../../../engine/track/types';
import type { PlannedBuild } from '../../../../board/ui-state';
import type { BoardGame, BuildOption } from './board-game';
import { PlanModel } from '../../../board/plan-model';

export interface TileChoice {
  tile: TileClass;
  /** Cheapest cost among its rotations. */
  cost: number;
}

/** The distinct tiles among a hex's options, each at its cheapest rotation, in the engine's order. */
export function tileChoices(options: readonly BuildOption[]): TileChoice[] {
  const out: TileChoice[] = [];
  for (const o of options) {
    const have = out.find((c) => c.tile === o.request.tile);
    if (have) have.cost = Math.min(have.cost, o.cost);
    else out.push({ tile: o.request.tile, cost: o.cost });
  }
  return out;
}

export class BuildModel {
  /** Seat building now, or null when it is not a build turn. */
  readonly seat: ReadonlySignal<number | null>;
  readonly buildable = signal<HexId[]>([]);
  readonly selected = signal<HexId | null>(null);
  readonly options = signal<BuildOption[]>([]);
  readonly choice = signal(0);
  readonly reason = signal<Reason | null>(null);
  readonly busy = signal(false);
  /** The engine is being asked where the seat may build (the whole map's options take a moment). */
  readonly asking = signal(false);
  /** Tiles the seat may still lay this turn and what it spent (the worker's `buildTurn`). */
  readonly tilesLeft = signal(0);
  readonly spent = signal(0);
  readonly current: ReadonlySignal<BuildOption | null>;
  readonly tiles: ReadonlySignal<TileChoice[]>;
  /** Plan mode: tiles sketched ahead, each judged by the engine after the ones before, built on request. */
  readonly planner: PlanModel;
  /** Whose build turn the plan belongs to (round, seat): a plan is one player's, for one turn. */
  private turnOf: string | null = null;
  /** Answers of an older whole-map ask are dropped; a tap meanwhile is another question, counted apart (tapAsk). */
  private refreshAsk = 0;
  private tapAsk = 0;

  constructor(private readonly game: BoardGame) {
    this.seat = computed(() => {
      const s = game.state.value;
      // The points decision of a delivery never falls in the build phase, but a pending one outranks it anyway.
      return s.phase === 'buildTrack' && !s.points && s.build?.queue[0] !== undefined ? s.build.queue[0] : null;
    });
    this.current = computed(() => this.options.value[this.choice.value] ?? null);
    this.tiles = computed(() => tileChoices(this.options.value));
    this.planner = new PlanModel({
      seat: this.seat,
      busy: this.busy,
      check: (seat, reqs) => game.query('checkPlan', seat, reqs),
      build: (seat, { hex, tile, rotation }) => game.dispatch({ type: 'build', seat, hex, tile, rotation }),
      refused: (reason) => (this.reason.value = reason),
      clearSelection: () => this.clearSelection(),
    });
  }

  /** Re-asks the engine where the seat may build (after every accepted move or undo). */
  async refresh(): Promise<void> {
    const seat = this.seat.peek();
    const ask = ++this.refreshAsk;
    // A tap still waiting belongs to the position before: its answer must not land on this one.
    this.tapAsk++;
    this.clearSelection();
    // A new player on turn (or a new round) starts without the last one's plan: "Plan ahead" left ticked would make
    // the next player's taps only sketch.
    const turnOf = seat === null ? null : `${this.game.state.peek().round}/${seat}`;
    if (turnOf !== this.turnOf || seat === null) this.planner.reset();
    this.turnOf = turnOf;
    if (seat === null) {
      batch(() => {
        this.buildable.value = [];
        this.tilesLeft.value = 0;
        this.spent.value = 0;
        this.asking.value = false;
      });
      return;
    }
    this.asking.value = true;
    const [opts, turn] = await Promise.all([this.game.query('buildOptions', seat), this.game.query('buildTurn', seat)]);
    if (ask !== this.refreshAsk) return;
    batch(() => {
      this.asking.value = false;
      this.buildable.value = opts.ok ? [...new Set(opts.value.map((o) => o.request.hex))] : [];
      this.tilesLeft.value = turn.ok ? turn.value.left : 0;
      this.spent.value = turn.ok ? turn.value.spent : 0;
      if (!opts.ok) this.reason.value = opts.reason;
    });
    if (this.planner.plan.peek().length) await this.planner.recheck();
  }

  clearSelection(): void {
    batch(() => {
      this.selected.value = null;
      this.options.value = [];
      this.choice.value = 0;
      this.reason.value = null;
    });
  }

  /** A tap on the board: a new hex shows its options; the same hex again turns the ghost. */
  async tapHex(hex: HexId): Promise<void> {
    const seat = this.seat.peek();
    if (seat === null) return;
    if (hex === this.selected.peek() && this.options.peek().length) {
      this.rotate(1);
      return;
    }
    const ask = ++this.tapAsk;
    if (this.planner.planning.peek()) return this.tapPlanned(seat, hex, ask);
    const res = await this.game.query('buildOptions', seat, hex);
    const options = res.ok ? res.value : [];
    let reason: Reason | null = res.ok ? null : res.reason;
    // Nothing fits: the engine's reason for the plainest attempt there (a straight), so the player learns why.
    if (res.ok && options.length === 0) {
      const check = await this.game.query('checkBuild', seat, { hex, tile: 'S', rotation: 0 });
      reason = check.ok && !check.value.ok ? check.value.reason : { key: 'board.build.nothingHere' };
    }
    if (ask !== this.tapAsk) return;
    batch(() => {
      this.selected.value = hex;
      this.options.value = options;
      this.choice.value = 0;
      this.reason.value = options.length ? null : reason;
    });
  }

  /** A tap in plan mode: the options on the hex after the plan's steps, judged on a copy of the position. */
  private async tapPlanned(seat: number, hex: HexId, ask: number): Promise<void> {
    const res = await this.game.query('checkPlan', seat, this.planner.requests(), hex);
    if (ask !== this.tapAsk) return;
    const options = res.ok ? res.value.options : [];
    batch(() => {
      this.selected.value = hex;
      this.options.value = options;
      this.choice.value = 0;
      this.reason.value = options.length ? null : res.ok ? (res.value.reason ?? { key: 'board.build.nothingHere' }) : res.reason;
    });
  }

  /** Adds the ghost to the plan (not a move). */
  async addToPlan(): Promise<void> {
    const cur = this.current.peek();
    if (cur) await this.planner.add(cur.request, cur.cost);
  }

  /** Next (dir 1) or previous (dir −1) rotation of the same tile. */
  rotate(dir: 1 | -1): void {
    const opts = this.options.peek();
    const cur = opts[this.choice.peek()];
    if (!cur) return;
    const same = opts.map((o, i) => ({ o, i })).filter(({ o }) => o.request.tile === cur.request.tile);
    const at = same.findIndex(({ i }) => i === this.choice.peek());
    this.choice.value = same[(at + dir + same.length) % same.length]!.i;
  }

  chooseTile(tile: TileClass): void {
    const i = this.options.peek().findIndex((o) => o.request.tile === tile);
    if (i >= 0) this.choice.value = i;
  }

  /** Builds the ghost now (a move, checked by the worker again). */
  async confirm(): Promise<boolean> {
    const seat = this.seat.peek();
    const cur = this.current.peek();
    if (seat === null || !cur) return false;
    this.busy.value = true;
    const { hex, tile, rotation } = cur.request;
    const res = await this.game.dispatch({ type: 'build', seat, hex, tile, rotation });
    this.busy.value = false;
    if (!res.ok) {
      this.reason.value = res.reason;
      return false;
    }
    this.clearSelection();
    return true;
  }

  /** The ghost as the board draws it. */
  boardGhost(): PlannedBuild | null {
    const cur = this.current.value;
    return cur ? { req: cur.request, legal: true } : null;
  }

  boardPlan(): PlannedBuild[] {
    return this.planner.boardPlan();
  }
}
