// The table's pace for computer players: when a bot seat is to act, the pilot waits a moment the table can follow and
// asks the worker to play that bot's move (GameModel.playBot; the worker thinks, stores, then answers). The table can
// speed it up or pause it; a bot that fails pauses the pilot with the worker's reason, so nothing is retried blindly.
// When a stand-in moved for a bot (the worker's fallback), the table is told once per seat. The page never thinks for
// a bot: it only says when.
import { effect, signal, type ReadonlySignal } from '@preact/signals';
import type { SeatSetup } from '../../engine/api';
import type { Reason } from '../../engine/reason';
import type { BotFallback } from '../../worker/protocol';
import type { Holding } from './tab-lock';
import type { Outcome } from './result';

/** The paces the table can choose, as the wait before each bot move in milliseconds. */
export const BOT_PACES = { slow: 1600, normal: 800, fast: 250, fastest: 0 } as const;
export type BotPace = keyof typeof BOT_PACES;
export const PACE_ORDER: readonly BotPace[] = ['slow', 'normal', 'fast', 'fastest'];

/** The parts of a GameModel the pilot reads and calls. */
export interface PilotGame {
  readonly head: ReadonlySignal<{ players: SeatSetup[]; toAct: number | null; status: string; moveCount: number }>;
  readonly pending: ReadonlySignal<boolean>;
  readonly holding: ReadonlySignal<Holding>;
  playBot(): Promise<Outcome<{ fallback?: BotFallback }>>;
}

export interface PilotTimers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: PilotTimers = { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };

/** The seat to act when a bot plays it and the game goes on; null otherwise. */
export function botSeatToAct(head: { players: readonly SeatSetup[]; toAct: number | null; status: string }): number | null {
  return head.status === 'playing' && head.toAct !== null && head.players[head.toAct]?.bot ? head.toAct : null;
}

/** Whether any seat of the game is a bot. */
export function hasBots(players: readonly SeatSetup[]): boolean {
  return players.some((p) => p.bot !== undefined);
}

export class BotPilot {
  /** The wait before each bot move (the table's choice; 'normal' ≈ 0.8 s). */
  readonly pace = signal<BotPace>('normal');
  /** Paused by the table, or after a bot failed: no bot moves until `resume`. */
  readonly paused = signal(false);
  /** Why the last bot move failed (the worker's reason), until `resume`; null when none did. */
  readonly failure = signal<Reason | null>(null);
  /** That a stand-in moved for a bot (its level found no move), until dismissed: said once per seat. */
  readonly notice = signal<Reason | null>(null);
  private readonly noticed = new Set<number>();
  /**
   * Held by the table's screen while it waits for the persons (a round's summary to acknowledge): bots wait too, so
   * nobody misses a move under the overlay. Set by the game screen; no effect on `paused`.
   */
  readonly held = signal(false);
  /** A bot move is due or on its way (the seat thinking), for the table's "… is thinking". */
  readonly thinking = signal<number | null>(null);
  private timer: unknown = null;
  /** The move count and wait the timer was set for: a new position or pace sets it anew. */
  private timerAt = -1;
  private timerWait = -1;
  private readonly stop: () => void;

  constructor(
    private readonly game: PilotGame,
    private readonly timers: PilotTimers = realTimers,
  ) {
    this.stop = effect(() => this.watch());
  }

  dismissNotice(): void {
    this.notice.value = null;
  }

  /** Go on after a pause or a failure. */
  resume(): void {
    this.failure.value = null;
    this.paused.value = false;
  }

  pause(): void {
    this.paused.value = true;
  }

  dispose(): void {
    this.stop();
    this.cancel();
  }

  private cancel(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    this.timerAt = -1;
  }

  /** Runs whenever what it reads changes: schedules the next bot move, or cancels one no longer due. */
  private watch(): void {
    const head = this.game.head.value;
    const seat = botSeatToAct(head);
    const pending = this.game.pending.value;
    const held = this.game.holding.value === 'held';
    const halted = this.paused.value || this.failure.value !== null || this.held.value;
    const wait = BOT_PACES[this.pace.value];
    this.thinking.value = seat;
    if (seat === null || halted || !held) return this.cancel();
    // A move on its way (this bot's, or the person's last): its answer brings the next position. A timer already set
    // would fire into that call and be refused as "game.busy", an error for an action nobody took: it goes.
    if (pending) return this.cancel();
    if (this.timer !== null && this.timerAt === head.moveCount && this.timerWait === wait) return;
    this.cancel();
    this.timerAt = head.moveCount;
    this.timerWait = wait;
    this.timer = this.timers.set(() => void this.play(), wait);
  }

  private async play(): Promise<void> {
    this.timer = null;
    this.timerAt = -1;
    const { players, toAct } = this.game.head.peek();
    const res = await this.game.playBot();
    if (res.ok && res.fallback && toAct !== null && !this.noticed.has(toAct)) {
      this.noticed.add(toAct);
      this.notice.value = { key: `bot.fallback.${res.fallback}`, params: { name: players[toAct]!.name } };
    }
    // "game.stale": the model reloads and the pilot goes on from the position stored. "worker.crashedSaved": the
    // worker died after storing the bot's move, so it went through and the model shows it: nothing to pause for.
    if (!res.ok && res.reason.key !== 'game.stale' && res.reason.key !== 'game.busy' && res.reason.key !== 'worker.crashedSaved') {
      this.failure.value = res.reason;
      this.paused.value = true;
    }
  }
}
