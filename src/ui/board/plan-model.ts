// The build panel's plan mode for any rule system that lays tiles (signals): the planned steps with the engine's
// verdict on each, their total, and committing them one by one. The verdicts come from the system's `checkPlan` query
// in the worker (a copy of the position, src/engine/track/plan.ts), and committing sends each step as the system's own
// build move, which the worker checks again. Nothing here is a rule; the system's build model owns the rest of the panel.
import { batch, computed, signal, type ReadonlySignal, type Signal } from '@preact/signals';
import type { PlannedBuild } from '../../board/ui-state';
import type { Reason } from '../../engine/reason';
import type { BuildRequest } from '../../engine/track/types';

export interface PlanStep {
  req: BuildRequest;
  /** Cost at this point of the plan, or null when the step is illegal. */
  cost: number | null;
  reason: Reason | null;
}

/** The engine's verdict on one step (src/engine/track/plan.ts PlanStepResult, without the system's build kind). */
export type PlanVerdict = { ok: true; cost: number } | { ok: false; reason: Reason };

type Answer<T> = { ok: true; value: T } | { ok: false; reason: Reason };

/** What the plan needs of its build model: the seat building, the worker's plan check and the system's build move. */
export interface PlanHost {
  readonly seat: ReadonlySignal<number | null>;
  /** Set while a move is on its way (the panel's buttons wait). */
  readonly busy: Signal<boolean>;
  check(seat: number, reqs: BuildRequest[]): Promise<Answer<{ steps: readonly PlanVerdict[] }>>;
  /** Sends `req` as the system's build move for `seat`. */
  build(seat: number, req: BuildRequest): Promise<{ ok: true } | { ok: false; reason: Reason }>;
  /** The engine refused a committed step: the panel says why. */
  refused(reason: Reason): void;
  clearSelection(): void;
}

/** The worker's verdicts joined to the steps they judge. */
export function planSteps(reqs: readonly BuildRequest[], verdicts: readonly PlanVerdict[]): PlanStep[] {
  return reqs.map((req, i) => {
    const v = verdicts[i];
    if (!v) return { req, cost: null, reason: { key: 'board.plan.unchecked' } };
    return v.ok ? { req, cost: v.cost, reason: null } : { req, cost: null, reason: v.reason };
  });
}

export class PlanModel {
  readonly planning = signal(false);
  readonly plan = signal<PlanStep[]>([]);
  /** The sum of the priced steps (an illegal step has no price). */
  readonly planTotal: ReadonlySignal<number>;
  /** Every step has its price: the total is what building the plan would spend. */
  readonly priced: ReadonlySignal<boolean>;
  private planAsk = 0;

  constructor(private readonly host: PlanHost) {
    this.planTotal = computed(() => this.plan.value.reduce((sum, st) => sum + (st.cost ?? 0), 0));
    this.priced = computed(() => this.plan.value.length > 0 && this.plan.value.every((st) => st.cost !== null));
  }

  /** A new turn (another player, phase or round): no plan, plan mode off; an answer still on its way is dropped. */
  reset(): void {
    this.planAsk++;
    batch(() => {
      this.plan.value = [];
      this.planning.value = false;
    });
  }

  /** The steps a tap in plan mode builds on (the options shown are those after them); none outside plan mode. */
  requests(): BuildRequest[] {
    return this.planning.peek() ? this.plan.peek().map((st) => st.req) : [];
  }

  async setPlanning(on: boolean): Promise<void> {
    batch(() => {
      this.planning.value = on;
      this.host.clearSelection();
    });
    if (on) await this.recheck();
  }

  /** Adds a build to the plan (not a move). */
  async add(req: BuildRequest, cost: number): Promise<void> {
    this.plan.value = [...this.plan.peek(), { req, cost, reason: null }];
    this.host.clearSelection();
    await this.recheck();
  }

  async removeLast(): Promise<void> {
    this.plan.value = this.plan.peek().slice(0, -1);
    await this.recheck();
  }

  clear(): void {
    this.planAsk++;
    this.plan.value = [];
  }

  /** Re-judges every step on a copy of the current position (after each change and each accepted move). */
  async recheck(): Promise<void> {
    const seat = this.host.seat.peek();
    if (seat === null) return;
    const reqs = this.plan.peek().map((st) => st.req);
    const ask = ++this.planAsk;
    const res = await this.host.check(seat, reqs);
    // A later change to the plan has asked again; its answer wins.
    if (ask !== this.planAsk) return;
    this.plan.value = res.ok ? planSteps(reqs, res.value.steps) : reqs.map((req) => ({ req, cost: null, reason: res.reason }));
  }

  /** Builds the plan's first step for real; on success it leaves the plan. */
  async commitNext(): Promise<boolean> {
    const seat = this.host.seat.peek();
    const first = this.plan.peek()[0];
    if (seat === null || !first) return false;
    this.host.busy.value = true;
    const res = await this.host.build(seat, first.req);
    this.host.busy.value = false;
    if (!res.ok) {
      this.host.refused(res.reason);
      return false;
    }
    this.plan.value = this.plan.peek().slice(1);
    await this.recheck();
    return true;
  }

  /** Builds every step in order, stopping at the first the engine refuses. */
  async commitAll(): Promise<number> {
    let built = 0;
    while (this.plan.peek().length && (await this.commitNext())) built++;
    return built;
  }

  /** The plan as the board draws it. */
  boardPlan(): PlannedBuild[] {
    return this.plan.value.map((s) => ({ req: s.req, legal: s.reason === null }));
  }
}
