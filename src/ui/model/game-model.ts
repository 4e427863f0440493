// One open game as signals, mirroring the engine worker: the latest accepted position as one viewer sees it, what is
// pending, and the way to send moves, undo, and ask the engine questions. Screens and the board read these signals
// and call these methods. Every request names the viewer it is for (src/worker/protocol.ts); the raw state never
// reaches the page. Generic over the rule system: its view, board, summary, moves and queries are the system's types
// (SystemTypes), which its UI module (src/ui/rules/<id>/) names.
import { batch, computed, signal, type ReadonlySignal, type Signal } from '@preact/signals';
import type { GameEvent } from '../../engine/api';
import type { Reason } from '../../engine/reason';
import { TABLE, viewerSeat, type BotLevel, type Decider, type SystemTypes, type Viewer } from '../../engine/rule-system';
import type { EngineClient } from '../../worker/client';
import type * as Protocol from '../../worker/protocol';
import type { GameHead, HistoryEntry, QueryArgs, QueryName, QueryResult, UndoInfo } from '../../worker/protocol';
import { engineClient } from './engine';
import { settle, type Outcome } from './result';
import { takeOpened, takeSettled } from './prefetch';
import { rememberStart } from './start-hint';
import { lockGame, type GameLock, type Holding } from './tab-lock';
import { announce, onOtherTabChange } from './tab-sync';

/** What the worker says about a game of the system with types `T` at one position, for one viewer. */
export type GameSnapshot<T extends SystemTypes = SystemTypes> = Protocol.GameSnapshot<T>;
/** The app's one client: its worker plays every registered rule system, so its answers are typed by none. */
type Client = EngineClient;

/**
 * A position from the past, for the history scrubber, under the model's names: `state` is the viewer's view of it
 * (the protocol's `view`), `view` what the board draws (the protocol's `board`).
 */
export interface PastPosition<T extends SystemTypes = SystemTypes> {
  state: T['view'];
  view: T['board'];
  summary: T['summary'];
}

/**
 * Whom the table's tablet shows, given who decides now and whom it shows so far: a seat's own view only while that
 * seat makes a private decision (`toAct.private`) and has said "I am …" (`showSeat`); the table's public view
 * otherwise — before every hand-over, and for every public decision. Age of Steam has no private decisions, so its
 * games are always drawn for the table (it has no secrets: every viewer's view is the same).
 */
export function viewerFor(toAct: Decider | null, current: Viewer): Viewer {
  const seat = viewerSeat(current);
  return toAct?.private && seat !== null && toAct.seat === seat ? current : TABLE;
}

const sameViewer = (a: Viewer, b: Viewer): boolean => viewerSeat(a) === viewerSeat(b);

export class GameModel<T extends SystemTypes = SystemTypes> {
  /** Everything the worker last said about this game (replaced on every accepted move, undo or reload). */
  readonly snapshot: ReadonlySignal<GameSnapshot<T>>;
  /**
   * Whom the model asks the worker to draw for (sent with every request): the table, or the seat that confirmed
   * "I am …" for its private decision (viewerFor). The latest snapshot is drawn for it.
   */
  readonly viewer: ReadonlySignal<Viewer>;
  /** What the seat to act decides, as the engine says (message `decision.<key>`); null when nobody decides. */
  readonly decision: ReadonlySignal<string | null>;
  /** The game's list entry: title, players, round, whose turn, counts. */
  readonly head: ReadonlySignal<GameHead>;
  /**
   * The latest accepted (and stored) position as the viewer may see it: the protocol's `view` (Age of Steam: the
   * state less its generator and seed). Kept under its old name, so the screens read it as before.
   */
  readonly state: ReadonlySignal<T['view']>;
  /** What the board draws of `state`, for src/board: the protocol's `board`. */
  readonly view: ReadonlySignal<T['board']>;
  /** The engine's summary of `state` (phase, round, money …). */
  readonly summary: ReadonlySignal<T['summary']>;
  /** Number of moves in effect (changes with every accepted move or undo). */
  readonly moveCount: ReadonlySignal<number>;
  /** Seat that decides next, or null at the end. */
  readonly toAct: ReadonlySignal<number | null>;
  /** Events of the latest accepted move (automatic phases, dice …), and the same in words. */
  readonly lastEvents: ReadonlySignal<GameEvent[]>;
  readonly lastEventTexts: ReadonlySignal<GameSnapshot<T>['eventTexts']>;
  /** Which undo the current position allows. */
  readonly undoInfo: ReadonlySignal<UndoInfo>;
  /** A move or undo is on its way to the worker; further moves wait (and app updates are held back). */
  readonly pending: ReadonlySignal<boolean>;
  /**
   * Why the latest move, undo or reload was refused. Cleared by the player's next move or undo, or by `clearError`;
   * a "game.busy" refusal stays even when the move it waited for then succeeds (else the player never saw it).
   */
  readonly error: ReadonlySignal<Reason | null>;
  /** How often the engine worker died and was replaced while this game was open. */
  readonly workerRestarts: ReadonlySignal<number>;
  /**
   * Whether this tab plays the game (src/ui/model/tab-lock.ts): one tab at a time does. While another tab holds it,
   * moves and undos are refused with "game.openElsewhere" and the screen offers `takeOver`.
   */
  readonly holding: ReadonlySignal<Holding>;
  /**
   * Another tab deleted this game (its announcement on the tab-sync channel): the screen says so at once instead of
   * on the next move, and moves are refused with "game.notFound" without asking the worker.
   */
  readonly deletedElsewhere: ReadonlySignal<boolean>;

  private readonly snap: Signal<GameSnapshot<T>>;
  private readonly viewerSig: Signal<Viewer>;
  private readonly pendingSig = signal(false);
  /** The seat's own view being drawn now (showSeat), if any. */
  private showing: { viewer: Viewer; answer: Promise<Outcome> } | null = null;
  private readonly errorSig = signal<Reason | null>(null);
  private readonly restartsSig = signal(0);
  private readonly stopRestartWatch: () => void;
  private readonly lock: GameLock;
  private readonly stopHoldingWatch: () => void;
  private readonly deletedSig = signal(false);
  private readonly stopDeleteWatch: () => void;

  private constructor(
    /** The game's id (store key). */
    readonly id: string,
    first: GameSnapshot<T>,
    private readonly client: Client,
    lock: GameLock = lockGame(id),
  ) {
    this.snap = signal<GameSnapshot<T>>(first);
    this.snapshot = this.snap;
    // The next cold start into this game fetches its system and board at once (start-hint.ts).
    rememberStart(first.head);
    // The worker says whom the first snapshot is drawn for (a new or opened game: the table).
    this.viewerSig = signal<Viewer>(first.viewer ?? TABLE);
    this.viewer = this.viewerSig;
    this.head = computed(() => this.snap.value.head);
    this.state = computed(() => this.snap.value.view);
    this.view = computed(() => this.snap.value.board);
    this.summary = computed(() => this.snap.value.summary);
    this.moveCount = computed(() => this.snap.value.head.moveCount);
    this.toAct = computed(() => this.snap.value.head.toAct);
    this.decision = computed(() => this.snap.value.toAct?.decision ?? null);
    this.lastEvents = computed(() => this.snap.value.events);
    this.lastEventTexts = computed(() => this.snap.value.eventTexts);
    this.undoInfo = computed(() => this.snap.value.undo);
    this.pending = this.pendingSig;
    this.error = this.errorSig;
    this.workerRestarts = this.restartsSig;
    // After a crash the new worker knows nothing: reload the stored game so the screen shows exactly what was kept.
    this.stopRestartWatch = client.onRestart(() => {
      this.restartsSig.value += 1;
      void this.reload();
    });
    this.lock = lock;
    this.holding = this.lock.holding;
    // Held again after another tab had it (maybe asking again in between): this worker's copy of the game may be
    // behind, so read it from the store anew.
    let behind = false;
    this.stopHoldingWatch = this.lock.holding.subscribe((now) => {
      if (now === 'elsewhere' || now === 'taken') behind = true;
      else if (now === 'held' && behind) {
        behind = false;
        void this.refetch();
      }
    });
    this.deletedElsewhere = this.deletedSig;
    this.stopDeleteWatch = onOtherTabChange((change) => {
      if (change.id === this.id && change.what === 'deleted') this.deletedSig.value = true;
    });
  }

  /** The app's client, its answers typed as this game's system's. */
  private get worker(): EngineClient<T> {
    return this.client as unknown as EngineClient<T>;
  }

  /**
   * The game a cold start into it has already opened (src/boot.ts), at once; null when its answer has not arrived (or
   * was a failure): then `open`.
   */
  static openedNow(id: string, client: Client = engineClient()): GameModel | null {
    const settled = takeSettled(id, client);
    return settled ? new GameModel(id, settled.snapshot, client) : null;
  }

  /**
   * Open a saved game (the worker loads it from IndexedDB), drawn for the table: nobody has said yet who holds the
   * tablet (a cold start's prefetch opens it so too); a seat's own view follows its "I am …" (`showSeat`).
   */
  static async open(id: string, client: Client = engineClient()): Promise<Outcome<{ game: GameModel }>> {
    // A cold start into this game already asked the app-wide worker (src/boot.ts); another client was not asked.
    const prefetched = takeOpened(id, client);
    const res = await (prefetched ?? settle(client.call('openGame', id, TABLE)));
    if (!res.ok) return res;
    return { ok: true, game: new GameModel(id, res.snapshot, client) };
  }

  /** Wrap a snapshot the caller already has (e.g. from createGame); `lock` for tests (else this tab's lock). */
  static from<T extends SystemTypes = SystemTypes>(snapshot: GameSnapshot<T>, client: Client = engineClient(), lock?: GameLock): GameModel<T> {
    return new GameModel<T>(snapshot.head.id, snapshot, client, lock);
  }

  /**
   * Send a move. Resolves ok once the worker accepted AND stored it (then `state` already shows it), or with the
   * engine's reason. One move at a time: while one is pending, another is refused with "game.busy".
   * If the worker dies meanwhile the answer is "worker.crashed": the game is reloaded from the store and the move may
   * be sent again (if it had been stored after all, the retry is refused as "game.stale" instead of applied twice).
   */
  dispatch(move: T['move']): Promise<Outcome> {
    return this.mutate(() => this.worker.call('dispatch', this.id, this.moveCount.peek(), move, this.viewer.peek()));
  }

  /**
   * Let the bot to act make its move: the worker thinks it out from the bot seat's view, stores it and answers the
   * position after it (src/worker/bot-turn.ts). The bot pilot (bot-pilot.ts) paces these calls; like a move, one at
   * a time, only in the tab that holds the game.
   */
  async playBot(): Promise<Outcome<{ fallback?: Protocol.BotFallback }>> {
    // A stand-in's move (the bot's level found none) is stored like any: the pilot tells the table which stand-in.
    let fallback: Protocol.BotFallback | undefined;
    const res = await this.mutate(async () => {
      const answer = await this.worker.call('playBot', this.id, this.moveCount.peek(), this.viewer.peek());
      if (answer.ok) fallback = answer.fallback;
      return answer;
    });
    return res.ok && fallback ? { ...res, fallback } : res;
  }

  /** What the system's strongest bot would do for the person to act, in words, and why (the Suggest button). */
  hint(): Promise<Outcome<{ hint: Protocol.Hint<T> | null }>> {
    return settle(this.worker.call('hint', this.id, this.viewer.peek()));
  }

  /** The bot levels a seat of this game's system may play, and whether it suggests moves. */
  botFacts(): Promise<Outcome<{ levels: BotLevel[]; hint: boolean }>> {
    return settle(this.worker.call('botFacts', this.head.peek().ruleSystem));
  }

  /** Take back the latest `count` own moves of the seat in `undoInfo` (within its turn, not past revealed randomness). */
  undo(count = 1): Promise<Outcome> {
    return this.mutate(() => this.worker.call('undo', this.id, this.moveCount.peek(), count, false, this.viewer.peek()));
  }

  /** "Reset my turn": take back every move the current seat may take back. */
  resetTurn(): Promise<Outcome> {
    const n = this.undoInfo.peek().count;
    if (n === 0) return Promise.resolve({ ok: false, reason: { key: 'undo.nothing' } });
    return this.undo(n);
  }

  /** Casual game only, after the other players confirmed in the UI: take back the latest `count` moves of anyone. */
  casualUndo(count: number): Promise<Outcome> {
    return this.mutate(() => this.worker.call('undo', this.id, this.moveCount.peek(), count, true, this.viewer.peek()));
  }

  /**
   * Ask the engine a question about the current state by the name its system gives it (RuleSystem.queries); the state
   * is the worker's copy, so nothing is sent along.
   */
  async query<K extends QueryName<T>>(name: K, ...args: QueryArgs<K, T>): Promise<Outcome<{ value: QueryResult<K, T> }>> {
    const res = await settle(this.worker.call('query', this.id, name, args, this.viewer.peek()));
    return res as Outcome<{ value: QueryResult<K, T> }>;
  }

  /** Every legal move now, for the decision panels: the query `legalMoves` every system answers (its RuleSystem.legalMoves). */
  async legalMoves(): Promise<Outcome<{ value: T['move'][] }>> {
    const res = await settle(this.worker.call('query', this.id, 'legalMoves', [] as never, this.viewer.peek()));
    return res as Outcome<{ value: T['move'][] }>;
  }

  /**
   * "I am …": the seat about to make a private decision holds the tablet, so show its own view (worker `viewAs`).
   * Nothing to do for a public decision, or when the tablet already shows that seat.
   */
  async showSeat(seat: number): Promise<Outcome> {
    const want = viewerFor(this.snap.peek().toAct, { seat });
    // While a move is in flight the position is about to change: its answer settles the viewer (settleViewer).
    if (sameViewer(want, this.viewerSig.peek()) || this.pendingSig.peek()) return { ok: true };
    // The screen asks on every change of the position: one drawing for the same seat at a time.
    if (this.showing && sameViewer(this.showing.viewer, want)) return this.showing.answer;
    const answer = this.show(want).finally(() => (this.showing = null));
    this.showing = { viewer: want, answer };
    return answer;
  }

  /** Draw the current position for `viewer` (no move) and show it. */
  private async show(viewer: Viewer): Promise<Outcome> {
    const at = this.snap.peek();
    const res = await settle(this.worker.call('viewAs', this.id, viewer));
    // A move (or reload) answered meanwhile: this drawing is of a position no longer shown, for a viewer it may no
    // longer be; the game screen asks again for the position now in force (its effect follows the snapshot).
    if (this.snap.peek() !== at || this.pendingSig.peek()) return { ok: true };
    if (!res.ok) {
      this.errorSig.value = res.reason;
      return res;
    }
    batch(() => {
      this.viewerSig.value = viewer;
      this.snap.value = res.snapshot;
    });
    return { ok: true };
  }

  /**
   * A snapshot the worker drew for the viewer in force, as it may be shown: when the decision it leads to is not the
   * viewer's own private one (the tablet goes on to the next player, or the decision is public), it is drawn again for
   * the table first, so a seat's secrets never stay on screen through a hand-over.
   */
  private async settleViewer(
    snapshot: GameSnapshot<T>,
    current: Viewer = this.viewerSig.peek(),
  ): Promise<{ ok: true; snapshot: GameSnapshot<T>; viewer: Viewer } | { ok: false; reason: Reason }> {
    // The viewer changes only together with the snapshot drawn for it (the caller sets both in one batch): a table
    // viewer beside the old snapshot's private decision would make the game screen ask that seat's "I am …" again,
    // and its answer — the mover's own view of the new position — would arrive during the hand-over.
    const want = viewerFor(snapshot.toAct, current);
    if (sameViewer(want, snapshot.viewer ?? TABLE)) return { ok: true, snapshot, viewer: want };
    const drawn = await settle(this.worker.call('viewAs', this.id, want));
    return drawn.ok ? { ...drawn, viewer: want } : drawn;
  }

  /** Every move and undo in the log, described in words (the history list). */
  history(): Promise<Outcome<{ entries: HistoryEntry[] }>> {
    return settle(this.worker.call('history', this.id, this.viewer.peek()));
  }

  /** The position after the first `n` moves in effect (0 = the start), for the scrubber; the game does not change. */
  async stateAt(n: number): Promise<Outcome<PastPosition<T>>> {
    const res = await settle(this.worker.call('stateAt', this.id, n, this.viewer.peek()));
    return res.ok ? { ok: true, state: res.view, view: res.board, summary: res.summary } : res;
  }

  /** Reload the game from the store (done automatically after a worker restart). */
  async reload(viewer: Viewer = this.viewerSig.peek()): Promise<Outcome> {
    const opened = await settle(this.worker.call('openGame', this.id, viewer));
    const res = opened.ok ? await this.settleViewer(opened.snapshot, viewer) : opened;
    if (!res.ok) {
      // Nothing new is shown: the snapshot on screen and the viewer it was drawn for stay together.
      this.errorSig.value = res.reason;
      return res;
    }
    batch(() => {
      this.viewerSig.value = res.viewer;
      this.snap.value = res.snapshot;
    });
    return { ok: true };
  }

  /** Forget the last error (e.g. when the message was dismissed). */
  clearError(): void {
    this.errorSig.value = null;
  }

  /** Play the game in this tab, which another tab holds (or took over): that tab stops. */
  takeOver(): void {
    this.lock.takeOver();
  }

  /** Drop the worker's copy and read the game from the store (another tab may have played it meanwhile). */
  private async refetch(): Promise<void> {
    await this.dropWorkerCopy();
    const res = await this.reload();
    if (res.ok) this.errorSig.value = null;
  }

  /** Leave the game: stop watching the worker and let it drop its in-memory copy. */
  close(): void {
    this.stopHoldingWatch();
    this.stopDeleteWatch();
    this.lock.release();
    this.stopRestartWatch();
    void this.dropWorkerCopy();
  }

  /** Let the worker drop its in-memory copy of the game (a failure only leaves it cached). */
  private dropWorkerCopy(): Promise<Outcome> {
    return settle(this.worker.call('closeGame', this.id).then(() => ({ ok: true as const })));
  }

  private async mutate(call: () => Promise<{ ok: true; snapshot: GameSnapshot<T> } | { ok: false; reason: Reason }>): Promise<Outcome> {
    if (this.pendingSig.peek()) {
      const reason: Reason = { key: 'game.busy' };
      this.errorSig.value = reason;
      return { ok: false, reason };
    }
    // A new action of the player: the message about the previous one has been seen. Any error set while this one is
    // pending (a "game.busy" refusal of a further tap) is about a later action, so success leaves it standing.
    batch(() => {
      this.pendingSig.value = true;
      this.errorSig.value = null;
    });
    // Only the tab that holds the game writes to it (the store would refuse a stale write anyway).
    const holding = this.lock.holding.peek() === 'checking' ? await this.lock.settled() : this.lock.holding.peek();
    const answer =
      this.deletedSig.peek() ? { ok: false as const, reason: { key: 'game.notFound' } }
      : holding === 'held' ? await settle(call())
      : { ok: false as const, reason: { key: holding === 'left' ? 'game.left' : 'game.openElsewhere' } };
    // Shown only as the next decision may see it (a hand-over to a private decision: the table's view first).
    const shown = answer.ok ? await this.settleViewer(answer.snapshot) : answer;
    // The move was stored but could not be drawn for the viewer it leads to: read it back from the store for the
    // table, still pending (so no seat's view is asked meanwhile); if that fails too, the old position stays with its
    // viewer and the error says why.
    if (answer.ok && !shown.ok) await this.reload(TABLE);
    batch(() => {
      this.pendingSig.value = false;
      if (shown.ok) {
        this.viewerSig.value = shown.viewer;
        this.snap.value = shown.snapshot;
      } else if (!answer.ok) this.errorSig.value = answer.reason;
    });
    if (answer.ok) announce({ id: this.id, what: 'moved' });
    if (!answer.ok && answer.reason.key === 'game.stale') await this.reload();
    return answer.ok ? { ok: true } : answer;
  }
}
