// The engine host: the worker's command switch. Keeps open games in memory, asks the engine, and writes every
// accepted move to the store before it answers. Generic in the engine so tests can run it with a fixture engine.
import type { GameEvent, GameSetup } from '../engine/api';
import type { BoardMap } from '../engine/map/types';
import type { Reason } from '../engine/reason';
import { NewerDatabaseError, StaleWriteError, storeFailure } from '../store/errors';
import type { GameStore } from '../store/game-store';
import type { LogEntry } from '../store/schema';
import type { EnginePort, MapSource } from './engine-port';
import type {
  EngineTypes,
  GameHead,
  GameSnapshot,
  HistoryEntry,
  NewGameRequest,
  QueryArgs,
  QueryName,
  QueryResult,
  Result,
  UndoInfo,
  WorkerApi,
} from './protocol';
import { checkSeats, isSeed, parseRecord, RECORD_FORMAT } from './record';

/** A snapshot is cached every this many moves in effect. */
export const SNAPSHOT_EVERY = 20;
const MAX_TITLE = 60;

export interface HostDeps<T extends EngineTypes> {
  engine: EnginePort<T>;
  /** Opened on first use, so the worker can answer (and be pinged) before IndexedDB is ready. */
  store: GameStore<T['move'], unknown> | Promise<GameStore<T['move'], unknown>>;
  maps: MapSource;
  /** Clock and ids are injected: the host is the only place besides the UI that reads them. */
  now(): number;
  newId(): string;
}

/** A move in effect, with what the engine said when it was accepted. */
interface Played<M> {
  move: M;
  events: GameEvent[];
}

interface OpenGame<T extends EngineTypes> {
  head: GameHead;
  map: BoardMap;
  setup: GameSetup;
  log: LogEntry<T['move']>[];
  played: Played<T['move']>[];
  state: T['state'];
  lastEvents: GameEvent[];
}

type Fail = { ok: false; reason: Reason };
const fail = (key: string, params?: Reason['params']): Fail => ({ ok: false, reason: params ? { key, params } : { key } });

/**
 * A replay the engine refused at move `move` (1-based) for `reason`: the answer wraps the engine's reason, so the player
 * reads why in words; `refused` keeps it apart for the note on the head (the home screen's row).
 */
type ReplayFail = Fail & { refused?: { move: number; reason: Reason } };
const replayFailedReason = (move: number, reason: Reason): Reason => ({ key: 'game.replayFailed', params: { index: move }, cause: reason });
const replayFailed = (move: number, reason: Reason): ReplayFail => ({ ok: false, reason: replayFailedReason(move, reason), refused: { move, reason } });
/** An imported record's move `index` (1-based) refused by the engine for `cause`. */
const illegalImport = (index: number, cause: Reason): Fail => ({ ok: false, reason: { key: 'import.illegalMove', params: { index }, cause } });

/** The head without the note that an app version could not replay it (once a replay succeeds). */
function withoutCannotOpen(head: GameHead): GameHead {
  const { cannotOpen: _, ...rest } = head;
  return rest;
}

/** The engine's setup for a new game or a stored one: the same fields either way, with the loaded map. */
function setupOf(g: Omit<GameSetup, 'map' | 'options'> & { options?: GameSetup['options'] }, map: GameSetup['map']): GameSetup {
  const { options, ...rest } = g;
  return { ...rest, map, ...(options ? { options } : {}) };
}

/** The moves in effect after applying the log's undo markers. */
export function effectiveMoves<M>(log: LogEntry<M>[]): Played<M>[] {
  const played: Played<M>[] = [];
  for (const e of log) {
    if (e.kind === 'move') played.push({ move: e.move, events: e.events });
    else played.length = Math.max(0, played.length - e.count);
  }
  return played;
}

export class EngineHost<T extends EngineTypes> implements WorkerApi<T> {
  private readonly open = new Map<string, OpenGame<T>>();
  /** Commands run one after another, so no two moves interleave at an await. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: HostDeps<T>) {
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

  async ping(): Promise<'pong'> {
    return 'pong';
  }

  async engineVersion(): Promise<string> {
    return this.deps.engine.version;
  }

  async listMaps() {
    const out = [];
    for (const id of this.deps.maps.ids()) {
      const res = await this.deps.maps.load(id);
      if (res.ok) {
        const { engine } = this.deps;
        out.push({ id, title: res.map.title, game: res.map.game, players: res.map.players, ownRules: engine.mapRulesKnown?.(res.map) ?? true, options: engine.mapOptions?.(res.map) ?? [] });
      }
    }
    return out;
  }

  async getMap(id: string) {
    const res = await this.deps.maps.load(id);
    return res.ok ? { ok: true as const, map: res.map } : res;
  }

  async listGames(): Promise<Result<{ games: GameHead[] }>> {
    let games: GameHead[];
    try {
      games = await (await this.deps.store).listGames();
    } catch (err) {
      return { ok: false, reason: storeFailure(err) };
    }
    // A note that another version could not replay a game says nothing about this one, which tries again on opening.
    const version = this.deps.engine.version;
    return { ok: true, games: games.map((g) => (g.cannotOpen && g.cannotOpen.engineVersion !== version ? withoutCannotOpen(g) : g)) };
  }

  createGame(req: NewGameRequest): Promise<Result<{ snapshot: GameSnapshot<T> }>> {
    return this.serial(async () => {
      const { engine } = this.deps;
      const seats = checkSeats(req?.seats);
      if (!seats.ok) return fail('game.badRequest', { detail: seats.detail });
      if (!isSeed(req.seed)) return fail('game.badRequest', { detail: 'seed' });
      if (req.ruleSystem !== engine.ruleSystem) return fail('game.badRequest', { detail: 'rule system' });
      const mapRes = await this.deps.maps.load(req.map);
      if (!mapRes.ok) return mapRes;
      const map = mapRes.map;
      const asked = req.options ? { casualUndo: req.options.casualUndo === true, ...(req.options.easier === true ? { easier: true } : {}) } : undefined;
      const options = engine.newGameOptions ? engine.newGameOptions(asked, map) : asked;
      const setup = setupOf({ ruleSystem: req.ruleSystem, edition: req.edition, seats: seats.seats, seed: req.seed, options }, map);
      const started = engine.newGame(setup);
      if (!started.ok) return started;
      const now = this.deps.now();
      const title = (typeof req.title === 'string' ? req.title.trim() : '').slice(0, MAX_TITLE) || map.title;
      const head: GameHead = {
        id: this.deps.newId(),
        title,
        ruleSystem: req.ruleSystem,
        edition: req.edition,
        map: map.id,
        mapTitle: map.title,
        players: seats.seats,
        seed: req.seed,
        ...(setup.options ? { options: setup.options } : {}),
        created: now,
        updated: now,
        ...engine.head(started.state),
        moveCount: 0,
        logLength: 0,
        engineVersion: engine.version,
      };
      try {
        await (await this.deps.store).createGame(head);
      } catch (err) {
        return { ok: false, reason: storeFailure(err) };
      }
      const game: OpenGame<T> = { head, map, setup, log: [], played: [], state: started.state, lastEvents: started.events };
      this.open.set(head.id, game);
      return { ok: true, snapshot: this.snapshotOf(game) };
    });
  }

  openGame(id: string): Promise<Result<{ snapshot: GameSnapshot<T> }>> {
    return this.serial(async () => {
      const game = await this.load(id);
      if (!game.ok) return game;
      return { ok: true, snapshot: this.snapshotOf(game.game) };
    });
  }

  renameGame(id: string, title: string): Promise<Result<{ head: GameHead }>> {
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
      return { ok: true, head: next };
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
   * The game as a record of its moves in effect. A game this version cannot open (its moves no longer replay, or its
   * map is gone) is exported from the stored log as it is, under the engine version that stored it, so its moves can
   * be kept and opened by a version that can replay them.
   */
  exportGame(id: string) {
    return this.serial(async () => {
      const loaded = await this.load(id);
      if (loaded.ok) return this.recordOf(loaded.game.head, loaded.game.played, this.deps.engine.version);
      if (loaded.reason.key === 'game.notFound') return loaded;
      const store = await this.deps.store;
      const head = await store.getGame(id);
      if (!head) return fail('game.notFound');
      return this.recordOf(head, effectiveMoves(await store.readLog(id)), head.engineVersion);
    });
  }

  private recordOf(head: GameHead, played: Played<T['move']>[], engineVersion: string) {
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
    return { ok: true as const, record, filename: `railhex-${stem}-${head.id}.json` };
  }

  importGame(text: string): Promise<Result<{ head: GameHead }>> {
    return this.serial(async () => {
      const { engine } = this.deps;
      if (typeof text !== 'string') return fail('import.unreadable');
      const parsed = parseRecord(text, engine.ruleSystem);
      if (!parsed.ok) return parsed;
      const parsedRec = parsed.record;
      if (!this.deps.maps.ids().includes(parsedRec.map)) return fail('import.unknownMap', { map: parsedRec.map });
      const mapRes = await this.deps.maps.load(parsedRec.map);
      if (!mapRes.ok) return mapRes;
      // A record from an older engine goes on by the rules it was played with.
      const settled = engine.settleOptions ? engine.settleOptions(parsedRec.options, parsedRec.engineVersion, mapRes.map) : parsedRec.options;
      const rec = { ...parsedRec, ...(settled ? { options: settled } : {}) };
      const setup: GameSetup = {
        ruleSystem: rec.ruleSystem,
        edition: rec.edition,
        map: mapRes.map,
        seats: rec.seats,
        seed: rec.seed,
        ...(rec.options ? { options: rec.options } : {}),
      };
      const started = engine.newGame(setup);
      // The engine's own reason is kept whole (Reason.cause) so the player reads it translated, not as its key.
      if (!started.ok) return { ok: false, reason: { key: 'import.record.setup', cause: started.reason } };
      let state = started.state;
      const entries: LogEntry<T['move']>[] = [];
      for (const [index, raw] of rec.moves.entries()) {
        const checked = engine.checkMove(raw);
        if (!checked.ok) return illegalImport(index + 1, checked.reason);
        const res = engine.applyMove(state, checked.move);
        if (!res.ok) return illegalImport(index + 1, res.reason);
        state = res.state;
        entries.push({ kind: 'move', move: checked.move, events: res.events });
      }
      const now = this.deps.now();
      const head: GameHead = {
        id: this.deps.newId(),
        title: mapRes.map.title,
        ruleSystem: rec.ruleSystem,
        edition: rec.edition,
        map: rec.map,
        mapTitle: mapRes.map.title,
        players: rec.seats,
        seed: rec.seed,
        ...(rec.options ? { options: rec.options } : {}),
        created: now,
        updated: now,
        ...engine.head(state),
        moveCount: entries.length,
        logLength: entries.length,
        engineVersion: engine.version,
      };
      try {
        await (await this.deps.store).createGame(head, entries);
      } catch (err) {
        return { ok: false, reason: storeFailure(err) };
      }
      return { ok: true, head };
    });
  }

  dispatch(id: string, expectedMoveCount: number, move: T['move']): Promise<Result<{ snapshot: GameSnapshot<T> }>> {
    return this.serial(async () => {
      const loaded = await this.load(id);
      if (!loaded.ok) return loaded;
      const game = loaded.game;
      if (expectedMoveCount !== game.head.moveCount) return fail('game.stale');
      const checked = this.deps.engine.checkMove(move);
      if (!checked.ok) return checked;
      const res = this.deps.engine.applyMove(game.state, checked.move);
      if (!res.ok) return res;
      const entry: LogEntry<T['move']> = { kind: 'move', move: checked.move, events: res.events };
      const head = this.nextHead(game, res.state, +1);
      const snap = head.moveCount % SNAPSHOT_EVERY === 0 ? { index: head.moveCount, state: this.pack(res.state) } : undefined;
      let written: GameHead;
      try {
        written = await (await this.deps.store).append(head, entry, snap);
      } catch (err) {
        // Nothing changed in memory either: the player sees the position that is stored.
        return this.storeFailed(id, err);
      }
      game.head = written;
      game.log.push(entry);
      game.played.push({ move: checked.move, events: res.events });
      game.state = res.state;
      game.lastEvents = res.events;
      return { ok: true, snapshot: this.snapshotOf(game) };
    });
  }

  undo(id: string, expectedMoveCount: number, count: number, casual: boolean): Promise<Result<{ snapshot: GameSnapshot<T> }>> {
    return this.serial(async () => {
      const loaded = await this.load(id);
      if (!loaded.ok) return loaded;
      const game = loaded.game;
      if (expectedMoveCount !== game.head.moveCount) return fail('game.stale');
      const info = this.undoInfo(game);
      const allowed = casual ? info.casualCount : info.count;
      if (!Number.isInteger(count) || count < 1) return fail('undo.nothing');
      if (allowed === 0) return fail('undo.nothing');
      if (count > allowed) return fail('undo.notAllowed', { count: allowed });
      const target = game.played.length - count;
      const rebuilt = await this.replayTo(game, target);
      if (!rebuilt.ok) return rebuilt;
      const entry: LogEntry<T['move']> = {
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
      return { ok: true, snapshot: this.snapshotOf(game) };
    });
  }

  query<K extends QueryName<T>>(id: string, name: K, args: QueryArgs<K, T>): Promise<Result<{ value: QueryResult<K, T> }>> {
    return this.serial(async () => {
      const loaded = await this.load(id);
      if (!loaded.ok) return loaded;
      // Own properties only: "constructor" or "__proto__" are not questions.
      if (typeof name !== 'string' || !Object.hasOwn(this.deps.engine.queries, name)) {
        return fail('query.unknown', { name: String(name).slice(0, 40) });
      }
      if (!Array.isArray(args)) return fail('query.unknown', { name });
      const fn = this.deps.engine.queries[name]!;
      return { ok: true as const, value: fn(loaded.game.state, ...(args as unknown[])) as QueryResult<K, T> };
    });
  }

  history(id: string): Promise<Result<{ entries: HistoryEntry<T>[] }>> {
    return this.serial(async () => {
      const loaded = await this.load(id);
      if (!loaded.ok) return loaded;
      const game = loaded.game;
      const { engine } = this.deps;
      const started = engine.newGame(game.setup);
      if (!started.ok) return started;
      // Walk the log as it happened: a stack of positions, popped by undo markers.
      const states: T['state'][] = [started.state];
      const entries: HistoryEntry<T>[] = [];
      const alive: number[] = []; // history index of each move in effect
      for (const [logIndex, e] of game.log.entries()) {
        if (e.kind === 'undo') {
          for (let i = 0; i < e.count; i++) {
            states.pop();
            const h = entries[alive.pop()!];
            if (h?.kind === 'move') h.n = null;
          }
          entries.push({ kind: 'undo', logIndex, seat: e.seat, count: e.count, casual: e.casual });
          continue;
        }
        const before = states[states.length - 1]!;
        const res = engine.applyMove(before, e.move);
        if (!res.ok) return { ok: false, reason: replayFailedReason(logIndex + 1, res.reason) };
        states.push(res.state);
        alive.push(entries.length);
        entries.push({
          kind: 'move',
          logIndex,
          n: states.length - 1,
          seat: e.move.seat,
          text: engine.describeMove(before, e.move, res.events),
          events: res.events.map((ev) => engine.describeEvent(ev, res.state)),
        });
      }
      return { ok: true, entries };
    });
  }

  stateAt(id: string, n: number) {
    return this.serial(async () => {
      const loaded = await this.load(id);
      if (!loaded.ok) return loaded;
      const game = loaded.game;
      if (!Number.isInteger(n) || n < 0 || n > game.played.length) return fail('history.outOfRange', { n: String(n) });
      const res = await this.replayTo(game, n);
      if (!res.ok) return res;
      const { engine } = this.deps;
      return { ok: true as const, state: res.state, view: engine.boardView(res.state), summary: engine.summary(res.state) };
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
  private async load(id: string): Promise<{ ok: true; game: OpenGame<T> } | Fail> {
    const cached = this.open.get(id);
    if (cached) return { ok: true, game: cached };
    const { engine } = this.deps;
    const store = await this.deps.store;
    let head = await store.getGame(id);
    if (!head) return fail('game.notFound');
    const mapRes = await this.deps.maps.load(head.map);
    if (!mapRes.ok) return mapRes;
    const map = mapRes.map;
    const sameEngine = head.engineVersion === engine.version;
    // A game saved by an older engine goes on by the rules it began with; the settled options are saved with the head.
    if (!sameEngine && engine.settleOptions) {
      const options = engine.settleOptions(head.options, head.engineVersion, map);
      if (options !== head.options) head = { ...head, ...(options ? { options } : {}) };
    }
    const setup = setupOf({ ruleSystem: head.ruleSystem, edition: head.edition, seats: head.players, seed: head.seed, options: head.options }, map);
    const log = await store.readLog(id);
    const played = effectiveMoves(log);
    const game: OpenGame<T> = { head, map, setup, log, played, state: undefined as T['state'], lastEvents: [] };
    // A save from another engine version is replayed from the start and checked; its events are recomputed too.
    const res = sameEngine ? await this.replayTo(game, played.length) : this.replayAll(game);
    if (!res.ok) {
      // Noted on the head, so the home screen can say why this game does not open and offer its export.
      if (res.refused) await store.markCannotOpen(id, { engineVersion: engine.version, ...res.refused }).catch(() => undefined);
      return { ok: false, reason: res.reason };
    }
    game.state = res.state;
    const facts = engine.head(res.state);
    if (!sameEngine || head.moveCount !== played.length || head.logLength !== log.length || head.cannotOpen) {
      game.head = { ...withoutCannotOpen(head), ...facts, moveCount: played.length, logLength: log.length, engineVersion: engine.version };
      try {
        const snaps = sameEngine ? [] : this.snapshotsFrom(game);
        await store.rewriteSnapshots(game.head, snaps);
      } catch {
        // Only a cache and a head refresh failed (e.g. disk full): the game still opens from its log.
      }
    }
    this.open.set(id, game);
    return { ok: true, game };
  }

  /** Replay every move in effect from the start, refreshing each move's events (engine version changed). */
  private replayAll(game: OpenGame<T>): { ok: true; state: T['state'] } | ReplayFail {
    const { engine } = this.deps;
    const started = engine.newGame(game.setup);
    if (!started.ok) return replayFailed(0, started.reason);
    let state = started.state;
    for (const [i, p] of game.played.entries()) {
      const res = engine.applyMove(state, p.move);
      if (!res.ok) return replayFailed(i + 1, res.reason);
      state = res.state;
      p.events = res.events;
    }
    return { ok: true, state };
  }

  /** The state after the first `n` moves in effect: nearest stored snapshot, then replay. */
  private async replayTo(game: OpenGame<T>, n: number): Promise<{ ok: true; state: T['state'] } | ReplayFail> {
    const { engine } = this.deps;
    const store = await this.deps.store;
    let state: T['state'];
    let from = 0;
    const snap = await store.nearestSnapshot(game.head.id, n, engine.version);
    if (snap) {
      state = this.unpack(snap.state, game.map);
      from = snap.index;
    } else {
      const started = engine.newGame(game.setup);
      if (!started.ok) return replayFailed(0, started.reason);
      state = started.state;
    }
    for (let i = from; i < n; i++) {
      const res = engine.applyMove(state, game.played[i]!.move);
      if (!res.ok) return replayFailed(i + 1, res.reason);
      state = res.state;
    }
    return { ok: true, state };
  }

  /** Fresh snapshots every SNAPSHOT_EVERY moves (after a replay by a new engine version). */
  private snapshotsFrom(game: OpenGame<T>): { index: number; state: unknown }[] {
    const { engine } = this.deps;
    const out: { index: number; state: unknown }[] = [];
    const started = engine.newGame(game.setup);
    if (!started.ok) return out;
    let state = started.state;
    for (const [i, p] of game.played.entries()) {
      const res = engine.applyMove(state, p.move);
      if (!res.ok) break;
      state = res.state;
      if ((i + 1) % SNAPSHOT_EVERY === 0) out.push({ index: i + 1, state: this.pack(state) });
    }
    return out;
  }

  private nextHead(game: OpenGame<T>, state: T['state'], delta: number): GameHead {
    return {
      ...game.head,
      ...this.deps.engine.head(state),
      moveCount: game.head.moveCount + delta,
      logLength: game.head.logLength + 1,
      updated: this.deps.now(),
    };
  }

  /** Own undo: the latest moves of the last mover while that seat is still to act, back to a barrier or turn start. */
  private undoInfo(game: OpenGame<T>): UndoInfo {
    const casual = game.head.options?.casualUndo === true;
    const casualCount = casual ? game.played.length : 0;
    const last = game.played[game.played.length - 1];
    if (!last || last.move.seat !== game.head.toAct) return { seat: null, count: 0, casual, casualCount };
    const seat = last.move.seat;
    let count = 0;
    for (let i = game.played.length - 1; i >= 0; i--) {
      const p = game.played[i]!;
      if (p.move.seat !== seat || this.deps.engine.isUndoBarrier(p.move, p.events)) break;
      count++;
    }
    return { seat: count > 0 ? seat : null, count, casual, casualCount };
  }

  private snapshotOf(game: OpenGame<T>): GameSnapshot<T> {
    const { engine } = this.deps;
    return {
      head: game.head,
      toAct: engine.toAct(game.state),
      state: game.state,
      view: engine.boardView(game.state),
      summary: engine.summary(game.state),
      events: game.lastEvents,
      eventTexts: game.lastEvents.map((e) => engine.describeEvent(e, game.state)),
      undo: this.undoInfo(game),
    };
  }

  private pack(state: T['state']): unknown {
    return this.deps.engine.snapshots ? this.deps.engine.snapshots.pack(state) : state;
  }

  private unpack(stored: unknown, map: BoardMap): T['state'] {
    return this.deps.engine.snapshots ? this.deps.engine.snapshots.unpack(stored, map) : (stored as T['state']);
  }
}
