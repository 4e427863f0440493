// The build panel's state (signals): where the seat may build, the options on the tapped hex as a ghost to rotate and
// confirm, Urbanization, and the plan mode. Every option, cost, reason and tile count comes from the engine through the
// worker (a plan through its `checkPlan` query); this model only remembers what the player is looking at.
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import type { HexId } from '../../../../engine/hex/coords';
import type { Reason } from '../../../../engine/reason';
import type { BuildRequest, TileClass } from '../../../../engine/track/types';
import type { PlannedBuild } from '../../../../board/ui-state';
import type { BoardGame, BuildOption, SpecialLinkOption, UrbanizeOption } from './board-game';
import { buildMove } from './planner';
import { PlanModel } from '../../../board/plan-model';
import { formatMoney, t } from '../../../i18n/i18n';

export interface TileChoice {
  tile: TileClass;
  townMarker: boolean;
  /** Cheapest cost among its rotations. */
  cost: number;
}

/**
 * A tile choice's label for screen readers: "straight, $2" or "town, 1 track with town marker, $3" (the old label
 * read "straight: tile , $2", an empty placeholder where no marker was meant).
 */
export function tileChoiceLabel(c: TileChoice): string {
  const params = { tile: t(`board.tile.${c.tile}`), cost: formatMoney(c.cost) };
  return c.townMarker ? t('board.build.optionLabelMarker', params) : t('board.build.optionLabel', params);
}

const sameTile = (a: BuildRequest, b: BuildRequest) => a.tile === b.tile && (a.townMarker ?? false) === (b.townMarker ?? false);

export class BuildModel {
  /** Seat building now, or null when it is not a build turn. */
  readonly seat: ReadonlySignal<number | null>;
  readonly buildable = signal<HexId[]>([]);
  readonly urbanizable = signal<UrbanizeOption[]>([]);
  /** The map's special links the seat may build now (Germany), with their price. */
  readonly specialLinks = signal<SpecialLinkOption[]>([]);
  /** Why the seat may not end its turn yet (Germany: a section still incomplete), shown before he tries. */
  readonly endReason = signal<Reason | null>(null);
  readonly selected = signal<HexId | null>(null);
  readonly options = signal<BuildOption[]>([]);
  readonly choice = signal(0);
  readonly reason = signal<Reason | null>(null);
  readonly busy = signal(false);
  /** Plan mode (the shared planner): its switch, steps and total are the panel's. */
  readonly planner: PlanModel;
  readonly planning: PlanModel['planning'];
  readonly plan: PlanModel['plan'];
  /** The option shown as a ghost. */
  readonly current: ReadonlySignal<BuildOption | null>;
  /** Distinct tiles among the options, for the tile chooser. */
  readonly tiles: ReadonlySignal<TileChoice[]>;
  readonly urbanizeHere: ReadonlySignal<string[]>;
  readonly cash: ReadonlySignal<number>;
  readonly spent: ReadonlySignal<number>;
  /** Tiles the seat may still lay this turn (the worker's `buildTurn`: the engine's limit minus tiles laid). */
  readonly tilesLeft = signal(0);
  readonly planTotal: ReadonlySignal<number>;

  private ask = 0;
  /** Whose build turn the plan mode belongs to (round, phase, seat): a plan is one player's, for one turn. */
  private turnOf: string | null = null;

  constructor(private readonly game: BoardGame) {
    this.seat = computed(() => {
      const s = game.state.value;
      return s.phase === 'buildTrack' && s.build?.queue[0] !== undefined ? s.build.queue[0] : null;
    });
    this.current = computed(() => this.options.value[this.choice.value] ?? null);
    this.tiles = computed(() => {
      const out: TileChoice[] = [];
      for (const o of this.options.value) {
        const have = out.find((c) => c.tile === o.request.tile && c.townMarker === (o.request.townMarker ?? false));
        if (have) have.cost = Math.min(have.cost, o.cost);
        else out.push({ tile: o.request.tile, townMarker: o.request.townMarker ?? false, cost: o.cost });
      }
      return out;
    });
    this.urbanizeHere = computed(() => this.urbanizable.value.find((u) => u.hex === this.selected.value)?.letters ?? []);
    this.cash = computed(() => {
      const seat = this.seat.value;
      return seat === null ? 0 : (game.state.value.players[seat]?.cash ?? 0);
    });
    this.spent = computed(() => game.state.value.build?.spentThisTurn ?? 0);
    this.planner = new PlanModel({
      seat: this.seat,
      busy: this.busy,
      check: (seat, reqs) => game.query('checkPlan', seat, reqs),
      build: (seat, req) => game.dispatch(buildMove(seat, req)),
      refused: (reason) => (this.reason.value = reason),
      clearSelection: () => this.clearSelection(),
    });
    this.planning = this.planner.planning;
    this.plan = this.planner.plan;
    this.planTotal = this.planner.planTotal;
  }

  /** Re-asks the engine where the seat may build (after every accepted move). */
  async refresh(): Promise<void> {
    const seat = this.seat.peek();
    const ask = ++this.ask;
    const st = this.game.state.peek();
    const turnOf = seat === null ? null : `${st.round}/${st.phase}/${seat}`;
    // A new player on turn (or a new phase or round) starts without the last one's plan mode: "Plan ahead" left
    // ticked made the next player's taps only add to a plan.
    const newTurn = turnOf !== this.turnOf;
    this.turnOf = turnOf;
    batch(() => {
      this.clearSelection();
      if (newTurn) this.planner.reset();
      if (seat === null) {
        this.buildable.value = [];
        this.urbanizable.value = [];
        this.specialLinks.value = [];
        this.endReason.value = null;
        this.planner.reset();
      }
    });
    if (seat === null) {
      this.tilesLeft.value = 0;
      return;
    }
    const [opts, urb, turn, links, end] = await Promise.all([
      this.game.query('buildOptions', seat),
      this.game.query('urbanizeOptions', seat),
      this.game.query('buildTurn', seat),
      this.game.query('specialLinkOptions', seat),
      this.game.query('endBuildReason', seat),
    ]);
    if (ask !== this.ask) return;
    batch(() => {
      this.buildable.value = opts.ok ? [...new Set(opts.value.map((o) => o.request.hex))] : [];
      this.urbanizable.value = urb.ok ? urb.value : [];
      this.specialLinks.value = links.ok ? links.value : [];
      this.endReason.value = end.ok ? end.value : null;
      this.tilesLeft.value = turn.ok ? turn.value.left : 0;
      if (!opts.ok) this.reason.value = opts.reason;
    });
    if (this.plan.peek().length) await this.planner.recheck();
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
    const ask = ++this.ask;
    // Nothing changes on screen until the engine answers (a millisecond or two): one redraw with selection and ghost
    // together, instead of a redraw for the selection alone that the ghost would then wait behind.
    // One question to the worker: the options on the hex (after the plan's legal steps, judged on a copy of the state,
    // when planning) and, when nothing fits, the engine's reason for the plainest attempt there (a straight).
    const res = await this.game.query('checkPlan', seat, this.planner.requests(), hex);
    const options: BuildOption[] = res.ok ? res.value.options : [];
    const reason: Reason | null = res.ok ? res.value.reason : res.reason;
    if (ask !== this.ask) return;
    batch(() => {
      this.selected.value = hex;
      this.options.value = options;
      this.choice.value = 0;
      this.reason.value = options.length || this.urbanizeHere.peek().length ? null : (reason ?? { key: 'board.build.nothingHere' });
    });
  }

  /** Next (dir 1) or previous (dir −1) rotation of the same tile. */
  rotate(dir: 1 | -1): void {
    const opts = this.options.peek();
    const cur = opts[this.choice.peek()];
    if (!cur) return;
    const same = opts.map((o, i) => ({ o, i })).filter(({ o }) => sameTile(o.request, cur.request));
    const at = same.findIndex(({ i }) => i === this.choice.peek());
    this.choice.value = same[(at + dir + same.length) % same.length]!.i;
  }

  chooseTile(tile: TileClass, townMarker: boolean): void {
    const i = this.options.peek().findIndex((o) => o.request.tile === tile && (o.request.townMarker ?? false) === townMarker);
    if (i >= 0) this.choice.value = i;
  }

  /** Builds the ghost now (a move, checked by the worker). */
  async confirm(): Promise<boolean> {
    const seat = this.seat.peek();
    const cur = this.current.peek();
    if (seat === null || !cur) return false;
    this.busy.value = true;
    const res = await this.game.dispatch(buildMove(seat, cur.request));
    this.busy.value = false;
    if (!res.ok) {
      this.reason.value = res.reason;
      return false;
    }
    this.clearSelection();
    return true;
  }

  /** Builds one of the map's special links (Germany: one of the turn's builds). */
  async buildSpecialLink(link: string): Promise<boolean> {
    const seat = this.seat.peek();
    if (seat === null) return false;
    this.busy.value = true;
    const res = await this.game.dispatch({ type: 'buildSpecialLink', seat, link });
    this.busy.value = false;
    if (!res.ok) this.reason.value = res.reason;
    else this.clearSelection();
    return res.ok;
  }

  async urbanize(letter: string): Promise<boolean> {
    const seat = this.seat.peek();
    const hex = this.selected.peek();
    if (seat === null || !hex) return false;
    const res = await this.game.dispatch({ type: 'urbanize', seat, hex, letter });
    if (!res.ok) this.reason.value = res.reason;
    else this.clearSelection();
    return res.ok;
  }

  // ---- plan mode (the shared planner) ----

  setPlanning(on: boolean): Promise<void> {
    return this.planner.setPlanning(on);
  }

  /** Adds the ghost to the plan (not a move). */
  async addToPlan(): Promise<void> {
    const cur = this.current.peek();
    if (cur) await this.planner.add(cur.request, cur.cost);
  }

  /** The ghost and plan as the board draws them. */
  boardGhost(): PlannedBuild | null {
    const cur = this.current.value;
    return cur ? { req: cur.request, legal: true } : null;
  }

  boardPlan(): PlannedBuild[] {
    return this.planner.boardPlan();
  }
}
