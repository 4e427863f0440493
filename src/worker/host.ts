// The registry host: the worker's command switch. Picks each game's rule system from the registry by the game's
// `ruleSystem`, keeps open games in memory, and writes every accepted move to the store before it answers. Every game
// is walked through one replay routine (replay.ts); everything drawn from a state leaves through privacy.ts.
import type { GameBoard, GameEvent } from '../engine/api';
import type { Reason } from '../engine/reason';
import { checkRecord, checkSeats, isSeed, parseSetupOptions, readRecord, RECORD_FORMAT, setupOf } from '../engine/record';
import { viewerSeat, type AnyRuleSystem, type AnySetup, type BotLevel, type Viewer } from '../engine/rule-system';
import { undoableCount } from '../engine/undo';
import type { RuleSystemSource } from '../engine/rule-systems';
import { NewerDatabaseError, StaleWriteError, storeFailure } from '../store/errors';
import type { GameStore } from '../store/game-store';
import type { GameHead, LogEntry } from '../store/schema';
import { botToAct, casualUndoCount, tableLevels, thinkBot, thinkHint, type HintFor } from './bot-turn';
import type { MapSource } from './maps';
import { historyLine, isViewer, LEGAL_MOVES, pageHead, positionFor, queryRefusal, snapshotFor } from './privacy';
import type { BotFallback, GameSnapshot, HistoryEntry, MapInfo, NewGameRequest, PageHead, PastPosition, Result, RuleSystemInfo, UndoInfo, WorkerApi } from './protocol';
import { effectiveMoves, logSteps, movesAsSteps, replay, startOf, type ReplayStop } from './replay';

/** A snapshot is cached every this many moves in effect. */
export const SNAPSHOT_EVERY = 20;
const MAX_TITLE = 60;

/** A move as the host handles it: every move carries its seat. */
type Move = { type: string; seat: number };

export interface HostDeps {
  /** The rule systems this worker plays, by id (the app's registry, or a test's fixtures). */
  systems: RuleSystemSource;
  /** Opened on first use, so the worker can answer (and be pinged) before IndexedDB is ready. */
  store: GameStore<unknown, unknown> | Promise<GameStore<unknown, unknown>>;
  maps: MapSource;
  /** Clock and ids are injected: the host is the only place besides the UI that reads them. */
  now(): number;
  newId(): string;
}

/** A move in effect, with what the rule system said when it was accepted. */
interface InEffect {
  move: Move;
  events: GameEvent[];
}

interface OpenGame {
  system: AnyRuleSystem;
  head: GameHead;
  map: GameBoard;
  setup: AnySetup;
  log: LogEntry<Move>[];
  played: InEffect[];
  state: unknown;
  lastEvents: GameEvent[];
}

type Fail = { ok: false; reason: Reason };
const fail = (key: string, params?: Reason['params']): Fail => ({ ok: false, reason: params ? { key, params } : { key } });

/**
 * A replay the rule system refused at move `move` (1-based) for `reason`: the answer wraps the system's reason, so the
 * player reads why in words; `refused` keeps it apart for the note on the head (the home screen's row).
 */
type ReplayFail = Fail & { refused?: { move: number; reason: Reason } };
const replayFailedReason = (move: number, reason: Reason): Reason => ({ key: 'game.replayFailed', params: { index: move }, cause: reason });
const replayFailed = (stop: ReplayStop): ReplayFail => ({ ok: false, reason: replayFailedReason(stop.at, stop.reason), refused: { move: stop.at, reason: stop.reason } });
/**
 * A game whose file would give its secrets away: the record carries the seed every hand is dealt from and every move,
 * so a game of a system with hidden information is exported only once it is over (RuleSystem.hiddenInformation).
 */
const secretsInPlay = (hiddenInformation: boolean, head: Pick<GameHead, 'toAct'>): boolean => hiddenInformation && head.toAct !== null;

/** An imported record's move `index` (1-based) refused by the rule system for `cause`. */
const illegalImport = (index: number, cause: Reason): Fail => ({ ok: false, reason: { key: 'import.illegalMove', params: { index }, cause } });
/** A viewer that is neither the table nor a seat of the game (the page sends it; it is never guessed at). */
const badViewer = (): Fail => fail('game.badViewer');

/** The head without the note that an app version could not replay it (once a replay succeeds). */
function withoutCannotOpen(head: GameHead): GameHead {
  const { cannotOpen: _, ...rest } = head;
  return rest;
}

export class RegistryHost implements WorkerApi {
  private readonly open = new Map<string, OpenGame>();
  /** Commands run one after another, so no two moves interleave at an await. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: HostDeps) {
    // A store that will not open (a database from a newer app) is answered per command; it is not an unhandled error.
    Promise.resolve(deps.store).catch(() => undefined);
  }

  private serial<R>(fn: () => Promise<R>): Promise<R> {
    // Every command that reaches the store answers a Result: a database written by a newer app is such an answer.
    const guarded = () =>
      fn().catch((err: unknown) => {
        if (err instanceof NewerDatabaseError) return { ok: false, reason: storeFailure(err) } as R;
        throw err;
      });
    const run = this.queue.then(guarded, guarded);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * The rule system `id`, loaded from the registry; an id it does not hold is refused with a reason, and so is a system
   * whose code does not load (a chunk that cannot be fetched, e.g. a stale hash after an update): every command
   * answers a Result, never throws.
   */
  private async system(id: unknown): Promise<{ ok: true; system: AnyRuleSystem } | Fail> {
    if (typeof id !== 'string' || !this.deps.systems.ids.includes(id)) return fail('game.unknownRuleSystem', { id: String(id).slice(0, 40) });
    try {
      return { ok: true, system: await this.deps.systems.load(id) };
    } catch {
      return fail('game.ruleSystemUnavailable', { id });
    }
  }

  /** Whether system `id` has hidden information, read from the registry without loading it; unknown: yes (pageHead). */
  private hidden(id: string): boolean {
    return this.deps.systems.ids.includes(id) ? this.deps.systems.facts(id).hiddenInformation : true;
  }

  /** `head` as it leaves the worker (privacy.ts pageHead). */
  private pageHead(head: GameHead): PageHead {
    return pageHead(head, this.hidden(head.ruleSystem));
  }

  async ping(): Promise<'pong'> {
    return 'pong';
  }

  async engineVersion(): Promise<string> {
    // The version is known only by loading the code; a system whose code does not load names no version.
    const found = await Promise.all(this.deps.systems.ids.map((id) => this.system(id)));
    return found.flatMap((f) => (f.ok ? [f.system.version] : [])).join(', ');
  }

  async listRuleSystems(): Promise<RuleSystemInfo[]> {
    // The registry's static facts: the new-game screen loads no system's code.
    return this.deps.systems.ids.map((id) => {
      const f = this.deps.systems.facts(id);
      return { id: f.id, editions: [...f.editions], boardKind: f.boardKind, players: { ...f.players }, hiddenInformation: f.hiddenInformation };
    });
  }

  async listMaps(): Promise<MapInfo[]> {
    const out: MapInfo[] = [];
    for (const id of this.deps.maps.ids()) {
      const res = await this.deps.maps.load(id);
      if (!res.ok) continue;
      const { map } = res;
      // A map of a rule system this app does not play is not offered.
      const found = await this.system(map.game);
      if (!found.ok) continue;
      const { system } = found;
      out.push({ id, title: map.title, ruleSystem: map.game, players: map.players, ownRules: system.mapRulesKnown?.(map) ?? true, options: system.mapOptions?.(map) ?? [] });
    }
    return out;
  }

  async getMap(id: string) {
    const res = await this.deps.maps.load(id);
    return res.ok ? { ok: true as const, map: res.map } : res;
  }

  async listGames(): Promise<Result<{ games: PageHead[] }>> {
    let games: GameHead[];
    try {
      games = await (await this.deps.store).listGames();
    } catch (err) {
      return { ok: false, reason: storeFailure(err) };
    }
    // A note that another version could not replay a game says nothing about this one, which tries again on opening.
    // Only a game with such a note needs its system's version (so the list loads no system for the others); when that
    // system's code does not load, the head stays as it is.
    const out: PageHead[] = [];
    for (const g of games) {
      if (!g.cannotOpen) {
        out.push(this.pageHead(g));
        continue;
      }
      const found = await this.system(g.ruleSystem);
      out.push(this.pageHead(found.ok && g.cannotOpen.engineVersion !== found.system.version ? withoutCannotOpen(g) : g));
    }
    return { ok: true, games: out };
  }

  createGame(req: NewGameRequest, viewer: Viewer): Promise<Result<{ snapshot: GameSnapshot }>> {
    return this.serial(async () => {
      const seats = checkSeats(req?.seats);
      if (!seats.ok) return fail('game.badRequest', { detail: seats.detail });
      if (!isSeed(req.seed)) return fail('game.badRequest', { detail: 'seed' });
      if (!isViewer(viewer, seats.seats.length)) return badViewer();
      const found = await this.system(req.ruleSystem);
      if (!found.ok) return found;
      const { system } = found;
      // A bot seat plays a level its system has (RuleSystem.botLevels).
      if (seats.seats.some((s) => s.bot !== undefined && !(system.botLevels ?? []).includes(s.bot))) return fail('game.badRequest', { detail: 'bot' });
      const mapRes = await this.deps.maps.load(req.map);
      if (!mapRes.ok) return mapRes;
      const map = mapRes.map;
      // casualUndo is the kernel's; the rest is the system's, which refuses what it does not know (record.ts).
      const asked = parseSetupOptions(system, req.options);
      if (!asked.ok) return fail('game.badRequest', { detail: 'options' });
      const options = system.newGameOptions ? system.newGameOptions(asked.options, map) : asked.options;
      const setup = setupOf(system, { ruleSystem: system.id, edition: req.edition, seats: seats.seats, seed: req.seed, options, engineVersion: system.version }, map);
      const started = startOf(system, setup);
      if (!started.ok) return started;
      const title = (typeof req.title === 'string' ? req.title.trim() : '').slice(0, MAX_TITLE) || map.title;
      const head = this.firstHead(system, setup, title, started.state, 0);
      try {
        await (await this.deps.store).createGame(head);
      } catch (err) {
        return { ok: false, reason: storeFailure(err) };
      }
      const game: OpenGame = { system, head, map, setup, log: [], played: [], state: started.state, lastEvents: started.events };
      this.open.set(head.id, game);
      return { ok: true, snapshot: this.snapshotOf(game, viewer) };
    });
  }

  openGame(id: string, viewer: Viewer): Promise<Result<{ snapshot: GameSnapshot }>> {
    return this.serial(async () => {
      const loaded = await this.load(id);
      if (!loaded.ok) return loaded;
      if (!isViewer(viewer, loaded.game.head.players.length)) return badViewer();
      return { ok: true, snapshot: this.snapshotOf(loaded.game, viewer) };
    });
  }

  viewAs(id: string, viewer: Viewer): Promise<Result<{ snapshot: GameSnapshot }>> {
    // The same answer as opening: the position now, drawn for `viewer`; nothing moves and nothing is stored.
    return this.openGame(id, viewer);
  }

  renameGame(id: string, title: string): Promise<Result<{ head: PageHead }>> {
    return this.serial(async () => {
      const t = typeof title === 'string' ? title.trim() : '';
      if (t.length < 1 || t.length > MAX_TITLE) return fail('rename.invalid');
      let next: GameHead | undefined;
      try {
        // Read and written in one transaction: moves another tab stored meanwhile are kept.
        next = await (await this.deps.store).renameGame(id, t, this.deps.now());
      } catch (err) {
        return { ok: false, reason: storeFailure(err) };
      }
      if (!next) return fail('game.notFound');
      const game = this.open.get(id);
      if (game) game.head = { ...game.head, title: next.title, updated: next.updated };
      return { ok: true, head: this.pageHead(next) };
    });
  }

  deleteGame(id: string): Promise<Result<object>> {
    return this.serial(async () => {
      try {
        await (await this.deps.store).deleteGame(id);
      } catch (err) {
        return { ok: false, reason: storeFailure(err) };
      }
      this.open.delete(id);
      return { ok: true };
    });
  }

  /**
   * The game as a record of its moves in effect. A game this version cannot open (its moves no longer replay, its map
   * is gone, or its rule system is not in this app) is exported from the stored log as it is, under the engine version
   * that stored it, so its moves can be kept and opened by a version that can replay them.
   */
  exportGame(id: string) {
    return this.serial(async () => {
      const loaded = await this.load(id);
      if (loaded.ok) {
        if (secretsInPlay(loaded.game.system.hiddenInformation, loaded.game.head)) return fail('export.hiddenInPlay');
        return this.recordOf(loaded.game.head, loaded.game.played, loaded.game.system.version);
      }
      if (loaded.reason.key === 'game.notFound') return loaded;
      const store = await this.deps.store;
      const head = await store.getGame(id);
      if (!head) return fail('game.notFound');
      // A system this app does not know has no facts to go by: its stored log leaves as it is (as before).
      const known = this.deps.systems.ids.includes(head.ruleSystem);
      if (secretsInPlay(known && this.deps.systems.facts(head.ruleSystem).hiddenInformation, head)) return fail('export.hiddenInPlay');
      return this.recordOf(head, effectiveMoves(await store.readLog(id)), head.engineVersion);
    });
  }

  private recordOf(head: GameHead, played: { move: unknown }[], engineVersion: string) {
    const record = {
      format: RECORD_FORMAT,
      engineVersion,
      ruleSystem: head.ruleSystem,
      edition: head.edition,
      map: head.map,
      seats: head.players,
      seed: head.seed,
      ...(head.options ? { options: head.options } : {}),
      moves: played.map((p) => p.move),
    } as const;
    const stem = head.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'game';
    // oxlint-disable-next-line no-explicit-any -- the record's types are the game's rule system's, which the host does not name
    return { ok: true as const, record: record as any, filename: `railhex-${stem}-${head.id}.json` };
  }

  importGame(text: string): Promise<Result<{ head: PageHead }>> {
    return this.serial(async () => {
      if (typeof text !== 'string') return fail('import.unreadable');
      const parsed = readRecord(text);
      if (!parsed.ok) return parsed;
      const found = await this.system(parsed.record.ruleSystem);
      if (!found.ok) return fail('import.record.ruleSystem');
      const { system } = found;
      const checked = checkRecord(system, parsed.record);
      if (!checked.ok) return checked;
      const parsedRec = checked.record;
      if (!this.deps.maps.ids().includes(parsedRec.map)) return fail('import.unknownMap', { map: parsedRec.map });
      const mapRes = await this.deps.maps.load(parsedRec.map);
      if (!mapRes.ok) return mapRes;
      // A record from an older engine goes on by the rules it was played with (its settled options).
      const setup = setupOf(system, parsedRec, mapRes.map);
      const entries: LogEntry<Move>[] = [];
      const res = replay<unknown, Move>(system, setup, movesAsSteps(parsedRec.moves), {
        parse: true,
        onMove: (p) => entries.push({ kind: 'move', move: p.move, events: p.events }),
      });
      if (!res.ok) {
        // The system's own reason is kept whole (Reason.cause) so the player reads it translated, not as its key.
        return res.at === 0 ? { ok: false, reason: { key: 'import.record.setup', cause: res.reason } } : illegalImport(res.at, res.reason);
      }
      const head = this.firstHead(system, setup, mapRes.map.title, res.state, entries.length);
      try {
        await (await this.deps.store).createGame(head, entries);
      } catch (err) {
        return { ok: false, reason: storeFailure(err) };
      }
      return { ok: true, head: pageHead(head, system.hiddenInformation) };
    });
  }

  dispatch(id: string, expectedMoveCount: number, move: unknown, viewer: Viewer): Promise<Result<{ snapshot: GameSnapshot }>> {
    return this.serial(async () => {
      const loaded = await this.load(id);
      if (!loaded.ok) return loaded;
      const game = loaded.game;
      const { system } = game;
      if (!isViewer(viewer, game.head.players.length)) return badViewer();
      if (expectedMoveCount !== game.head.moveCount) return fail('game.stale');
      const checked = system.parseMove(move);
      if (!checked.ok) return checked;
      // A bot's turn is the worker's to play (playBot): a move sent for a bot seat is refused.
      const bot = botToAct(system, game.state, game.head.players);
      if (bot) return fail('bot.turn', { name: game.head.players[bot.decider.seat]!.name });
      // A private decision (it shows the seat's hand) is taken only by its seat's viewer, as queryRefusal answers its
      // legal moves only to it: another viewer's probe would play the move for the seat, and its refusal could tell
      // what the hand holds. The page sends the seat that said "I am …"; bots play through playBot.
      const decider = system.toAct(game.state);
      if (decider?.private && viewerSeat(viewer) !== decider.seat) return fail('move.private', { name: game.head.players[decider.seat]!.name });
      return this.commit(game, checked.move, viewer);
    });
  }

  playBot(id: string, expectedMoveCount: number, viewer: Viewer): Promise<Result<{ snapshot: GameSnapshot; fallback?: BotFallback }>> {
    return this.serial(async () => {
      const loaded = await this.load(id);
      if (!loaded.ok) return loaded;
      const game = loaded.game;
      if (!isViewer(viewer, game.head.players.length)) return badViewer();
      if (expectedMoveCount !== game.head.moveCount) return fail('game.stale');
      // Thought out and checked by the rules there (a stand-in moves when the level cannot): stored like any move.
      const thought = thinkBot(game.system, game.state, game.head.players, game.head.seed, game.head.moveCount);
      if (!thought.ok) return thought;
      const done = await this.commit(game, thought.move as Move, viewer, undefined, thought.applied);
      return done.ok && thought.fallback ? { ...done, fallback: thought.fallback } : done;
    });
  }

  hint(id: string, viewer: Viewer): Promise<Result<{ hint: HintFor | null }>> {
    return this.serial(async () => {
      const loaded = await this.load(id);
      if (!loaded.ok) return loaded;
      const { system, state, head } = loaded.game;
      if (!isViewer(viewer, head.players.length)) return badViewer();
      const decider = system.toAct(state);
      // For the person to act only; where a seat holds secrets, only once the tablet shows that seat's own view.
      if (!decider || head.players[decider.seat]?.bot) return fail('hint.notYours');
      if ((system.hiddenInformation || decider.private) && viewerSeat(viewer) !== decider.seat) return fail('hint.notYours');
      return { ok: true, hint: thinkHint(system, state, head.seed, head.moveCount, viewer) };
    });
  }

  async botFacts(ruleSystem: string): Promise<Result<{ levels: BotLevel[]; hint: boolean }>> {
    const found = await this.system(ruleSystem);
    if (!found.ok) return found;
    return { ok: true, levels: tableLevels(found.system), hint: typeof found.system.hint === 'function' };
  }

  /**
   * Apply `move` to the open game and store it (move + head in one transaction) before answering: every move, a
   * person's or a bot's. `refused` words a refusal by the rules.
   */
  private async commit(
    game: OpenGame,
    move: Move,
    viewer: Viewer,
    refused: (reason: Reason) => Fail = (reason) => ({ ok: false, reason }),
    // Already applied to this position (a bot's move, checked in thinkBot): not applied twice.
    applied?: { state: unknown; events: GameEvent[] },
  ): Promise<Result<{ snapshot: GameSnapshot }>> {
    const { system } = game;
    const res = applied ? { ok: true as const, ...applied } : system.apply(game.state, move);
    if (!res.ok) return refused(res.reason);
    const entry: LogEntry<Move> = { kind: 'move', move, events: res.events };
    const head = this.nextHead(game, res.state, +1);
    const snap = head.moveCount % SNAPSHOT_EVERY === 0 ? { index: head.moveCount, state: system.snapshots.pack(res.state) } : undefined;
    let written: GameHead;
    try {
      written = await (await this.deps.store).append(head, entry, snap);
    } catch (err) {
      // Nothing changed in memory either: the player sees the position that is stored.
      return this.storeFailed(game.head.id, err);
    }
    game.head = written;
    game.log.push(entry);
    game.played.push({ move, events: res.events });
    game.state = res.state;
    game.lastEvents = res.events;
    return { ok: true, snapshot: this.snapshotOf(game, viewer) };
  }

  undo(id: string, expectedMoveCount: number, count: number, casual: boolean, viewer: Viewer): Promise<Result<{ snapshot: GameSnapshot }>> {
    return this.serial(async () => {
      const loaded = await this.load(id);
      if (!loaded.ok) return loaded;
      const game = loaded.game;
      if (!isViewer(viewer, game.head.players.length)) return badViewer();
      if (expectedMoveCount !== game.head.moveCount) return fail('game.stale');
      const info = this.undoInfo(game);
      const allowed = casual ? info.casualCount : info.count;
      if (!Number.isInteger(count) || count < 1) return fail('undo.nothing');
      if (allowed === 0) return fail('undo.nothing');
      if (count > allowed) return fail('undo.notAllowed', { count: allowed });
      // Past bots' moves, a casual undo reaches back to the latest person's move (else the bot would play again).
      if (casual) count = casualUndoCount(game.played.map((p) => p.move.seat), game.head.players, count);
      const target = game.played.length - count;
      const rebuilt = await this.replayTo(game, target);
      if (!rebuilt.ok) return rebuilt;
      const entry: LogEntry<Move> = {
        kind: 'undo',
        count,
        seat: casual ? null : info.seat,
        casual,
      };
      const head = this.nextHead(game, rebuilt.state, -count);
      let written: GameHead;
      try {
        written = await (await this.deps.store).append(head, entry);
      } catch (err) {
        return this.storeFailed(id, err);
      }
      game.head = written;
      game.log.push(entry);
      game.played.length = target;
      game.state = rebuilt.state;
      game.lastEvents = [];
      return { ok: true, snapshot: this.snapshotOf(game, viewer) };
    });
  }

  query(id: string, name: string, args: unknown[], viewer: Viewer): Promise<Result<{ value: unknown }>> {
    return this.serial(async () => {
      const loaded = await this.load(id);
      if (!loaded.ok) return loaded;
      const { system, state, head } = loaded.game;
      if (!isViewer(viewer, head.players.length)) return badViewer();
      // Own properties only: "constructor" or "__proto__" are not questions. `legalMoves` every system answers (its
      // RuleSystem.legalMoves), whether or not its query table repeats it.
      const fn = typeof name !== 'string' ? undefined : Object.hasOwn(system.queries, name) ? system.queries[name] : name === LEGAL_MOVES ? system.legalMoves : undefined;
      if (!fn) return fail('query.unknown', { name: String(name).slice(0, 40) });
      if (!Array.isArray(args)) return fail('query.unknown', { name });
      const refused = queryRefusal(system, state, name, args, viewer);
      if (refused) return { ok: false, reason: refused };
      return { ok: true as const, value: fn(state, ...args) };
    });
  }

  history(id: string, viewer: Viewer): Promise<Result<{ entries: HistoryEntry[] }>> {
    return this.serial(async () => {
      const loaded = await this.load(id);
      if (!loaded.ok) return loaded;
      const game = loaded.game;
      const { system } = game;
      if (!isViewer(viewer, game.head.players.length)) return badViewer();
      // Walk the log as it happened: undo markers take positions back, and the moves they took back are marked undone.
      const entries: HistoryEntry[] = [];
      const alive: number[] = []; // history index of each move in effect
      const res = replay<unknown, Move>(system, game.setup, logSteps(game.log), {
        onMove: (p) => {
          alive.push(entries.length);
          entries.push(historyLine(system, p, p.index, viewer));
        },
        onUndo: (logIndex) => {
          const e = game.log[logIndex] as Extract<LogEntry, { kind: 'undo' }>;
          for (let i = 0; i < e.count; i++) {
            const h = entries[alive.pop()!];
            if (h?.kind === 'move') h.n = null;
          }
          entries.push({ kind: 'undo', logIndex, seat: e.seat, count: e.count, casual: e.casual });
        },
      });
      if (!res.ok) return res.at === 0 ? { ok: false, reason: res.reason } : { ok: false, reason: replayFailedReason(res.at, res.reason) };
      return { ok: true, entries };
    });
  }

  stateAt(id: string, n: number, viewer: Viewer): Promise<Result<PastPosition>> {
    return this.serial(async () => {
      const loaded = await this.load(id);
      if (!loaded.ok) return loaded;
      const game = loaded.game;
      if (!isViewer(viewer, game.head.players.length)) return badViewer();
      if (!Number.isInteger(n) || n < 0 || n > game.played.length) return fail('history.outOfRange', { n: String(n) });
      const res = await this.replayTo(game, n);
      if (!res.ok) return res;
      return { ok: true as const, ...positionFor(game.system, res.state, viewer) };
    });
  }

  async closeGame(id: string): Promise<void> {
    await this.serial(async () => {
      this.open.delete(id);
    });
  }

  // ——— internals ———

  /**
   * A write that failed. When the stored game moved on or was deleted in another tab, this worker's copy is behind:
   * it is dropped, so the next command (the model reloads on "game.stale") reads the game as it is stored now.
   */
  private storeFailed(id: string, err: unknown): Fail {
    if (err instanceof StaleWriteError) this.open.delete(id);
    return { ok: false, reason: storeFailure(err) };
  }

  /** The open game, loading it from the store (nearest snapshot + replay) when this worker has not seen it yet. */
  private async load(id: string): Promise<{ ok: true; game: OpenGame } | Fail> {
    const cached = this.open.get(id);
    if (cached) return { ok: true, game: cached };
    const store = await this.deps.store;
    let head = await store.getGame(id);
    if (!head) return fail('game.notFound');
    // The system's chunk (fetched when this worker first opens one of its games), the map and the log load at once:
    // after a worker restart the player waits for all three.
    const [found, mapRes, stored] = await Promise.all([this.system(head.ruleSystem), this.deps.maps.load(head.map), store.readLog(id)]);
    if (!found.ok) return found;
    const { system } = found;
    if (!mapRes.ok) return mapRes;
    const map = mapRes.map;
    const sameVersion = head.engineVersion === system.version;
    // A game saved by an older version goes on by the rules it began with; the settled options are saved with the head.
    const setup = setupOf(system, { ...head, seats: head.players }, map);
    if (setup.options !== head.options) head = { ...head, ...(setup.options ? { options: setup.options } : {}) };
    const log = stored as LogEntry<Move>[];
    const played = effectiveMoves(log);
    const game: OpenGame = { system, head, map, setup, log, played, state: undefined, lastEvents: [] };
    // A save from another version is replayed from the start and checked; its events and snapshots are made anew on
    // the way. A save from this version starts at its nearest snapshot.
    const snaps: { index: number; state: unknown }[] = [];
    const res = sameVersion ? await this.replayTo(game, played.length) : this.replayAll(game, snaps);
    if (!res.ok) {
      // Noted on the head, so the home screen can say why this game does not open and offer its export.
      if (res.refused) await store.markCannotOpen(id, { engineVersion: system.version, ...res.refused }).catch(() => undefined);
      return { ok: false, reason: res.reason };
    }
    game.state = res.state;
    const facts = system.head(res.state);
    if (!sameVersion || head.moveCount !== played.length || head.logLength !== log.length || head.cannotOpen) {
      game.head = { ...withoutCannotOpen(head), ...facts, moveCount: played.length, logLength: log.length, engineVersion: system.version };
      try {
        await store.rewriteSnapshots(game.head, snaps);
      } catch {
        // Only a cache and a head refresh failed (e.g. disk full): the game still opens from its log.
      }
    }
    this.open.set(id, game);
    return { ok: true, game };
  }

  /** Every move in effect replayed from the start (the version changed): refreshes each move's events, makes snapshots. */
  private replayAll(game: OpenGame, snaps: { index: number; state: unknown }[]): { ok: true; state: unknown } | ReplayFail {
    const { system } = game;
    const res = replay<unknown, Move>(system, game.setup, movesAsSteps(game.played.map((p) => p.move)), {
      onMove: (p) => {
        game.played[p.index]!.events = p.events;
        if (p.inEffect % SNAPSHOT_EVERY === 0) snaps.push({ index: p.inEffect, state: system.snapshots.pack(p.after) });
      },
    });
    return res.ok ? res : replayFailed(res);
  }

  /** The state after the first `n` moves in effect: nearest stored snapshot, then replay. */
  private async replayTo(game: OpenGame, n: number): Promise<{ ok: true; state: unknown } | ReplayFail> {
    const { system } = game;
    const store = await this.deps.store;
    const snap = await store.nearestSnapshot(game.head.id, n, system.version);
    const from = snap ? snap.index : 0;
    const moves = game.played.slice(from, n).map((p) => p.move);
    const res = replay<unknown, Move>(system, game.setup, movesAsSteps(moves), snap ? { from: { state: system.snapshots.unpack(snap.state, game.map), index: from } } : {});
    // A refusal is numbered among all the moves in effect, not among those after the snapshot.
    return res.ok ? res : replayFailed(res.at === 0 ? res : { ...res, at: res.at + from });
  }

  /** The head of a game stored for the first time, new (no moves) or imported (`moves` moves in effect). */
  private firstHead(system: AnyRuleSystem, setup: AnySetup, title: string, state: unknown, moves: number): GameHead {
    const now = this.deps.now();
    return {
      id: this.deps.newId(),
      title,
      ruleSystem: system.id,
      edition: setup.edition,
      map: setup.map.id,
      mapTitle: setup.map.title,
      players: setup.seats,
      seed: setup.seed,
      ...(setup.options ? { options: setup.options } : {}),
      created: now,
      updated: now,
      ...system.head(state),
      moveCount: moves,
      logLength: moves,
      engineVersion: system.version,
    };
  }

  private nextHead(game: OpenGame, state: unknown, delta: number): GameHead {
    return {
      ...game.head,
      ...game.system.head(state),
      moveCount: game.head.moveCount + delta,
      logLength: game.head.logLength + 1,
      updated: this.deps.now(),
    };
  }

  /** Own undo: the latest moves of the last mover while that seat is still to act, back to a barrier or turn start. */
  private undoInfo(game: OpenGame): UndoInfo {
    const casual = game.head.options?.casualUndo === true;
    const last = game.played[game.played.length - 1];
    const seat = last?.move.seat ?? null;
    const casualCount = casual ? game.played.length : 0;
    const casualReach = casualCount > 0 ? casualUndoCount(game.played.map((p) => p.move.seat), game.head.players, 1) : 0;
    // A bot's own moves are never taken back within its turn: it would only play them again.
    if (seat === null || seat !== game.head.toAct || game.head.players[seat]?.bot) return { seat: null, count: 0, casual, casualCount, casualReach };
    // Own undo stops at a barrier and at another seat's move; undo.ts counts back from the newest move.
    const stopsAt = (i: number) => {
      const p = game.played[i]!;
      return p.move.seat !== seat || game.system.isUndoBarrier(p.move, p.events);
    };
    const count = undoableCount(game.played.length, stopsAt, false);
    return { seat: count > 0 ? seat : null, count, casual, casualCount, casualReach };
  }

  private snapshotOf(game: OpenGame, viewer: Viewer): GameSnapshot {
    return snapshotFor(game.system, game, this.undoInfo(game), viewer);
  }
}
