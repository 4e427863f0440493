// Saved games in IndexedDB: heads, the append-only move log and state snapshots. Only the engine worker writes here.
// Each change that belongs together (a move and the game's new head) is one transaction, so a crash keeps both or none.
// The same database may be open in several tabs (one engine worker each): every write that depends on the stored game
// reads it in its own transaction first, so a tab that is behind can never overwrite, resurrect or corrupt a game.
import { openDB, type IDBPDatabase } from 'idb';
import { NewerDatabaseError, StaleWriteError } from './errors';
import { DB_NAME, DB_VERSION, MIGRATIONS, type GameHead, type LogEntry, type LogRecord, type RailhexDB, type SnapshotRecord } from './schema';

/**
 * Writes a player must not lose are committed with strict durability: the browser reports them done only once they
 * are flushed to disk, so an accepted move survives a power cut (the default lets the browser answer before the flush).
 */
export const STRICT: IDBTransactionOptions = { durability: 'strict' };

/** Every key of one game in the log and snapshot stores. */
function gameRange(id: string): IDBKeyRange {
  return IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]);
}

/** Registers one request of a transaction as it is made. */
type Track = (request: Promise<unknown>) => void;

/**
 * Run the requests of one transaction; if any fails, even synchronously (e.g. a value that cannot be cloned),
 * abort the transaction so none of its writes land, and rethrow.
 */
async function atomically(tx: { done: Promise<void>; abort(): void }, requests: (track: Track) => void | Promise<void>): Promise<void> {
  const made: Promise<unknown>[] = [];
  // A transaction aborted below rejects `done` before this awaits it: keep that from being reported as unhandled.
  tx.done.catch(() => undefined);
  try {
    // A read the writes depend on is awaited inside (only IndexedDB requests in between, so the transaction stays open).
    await requests((p) => {
      // A request made before a synchronous throw is aborted with the rest: keep its rejection from going unhandled.
      p.catch(() => undefined);
      made.push(p);
    });
    await Promise.all([...made, tx.done]);
  } catch (err) {
    try {
      tx.abort();
    } catch {
      // already finished or aborted
    }
    await tx.done.catch(() => undefined);
    throw err;
  }
}

export class GameStore<M = unknown, S = unknown> {
  private constructor(
    private readonly conn: IDBPDatabase<RailhexDB>,
    private readonly closedFor: { newer: boolean },
  ) {}

  /** The connection; once a newer app's upgrade in another tab has closed it, every use says that instead. */
  private get db(): IDBPDatabase<RailhexDB> {
    if (this.closedFor.newer) throw new NewerDatabaseError();
    return this.conn;
  }

  /** Open (and create or migrate) the database. */
  static async open<M = unknown, S = unknown>(name = DB_NAME): Promise<GameStore<M, S>> {
    const closedFor = { newer: false };
    const db = await openDB<RailhexDB>(name, DB_VERSION, {
      upgrade(upgrading, oldVersion, _newVersion, tx) {
        for (let v = oldVersion; v < DB_VERSION; v++) MIGRATIONS[v]!(upgrading, tx);
      },
      // Another tab opened a newer version: step aside so its upgrade can run (this tab's app is now the older one).
      blocking(_current, wanted) {
        if (wanted !== null) closedFor.newer = true;
        db.close();
      },
    }).catch((err: unknown) => {
      // A database at a higher version than this code knows was written by a newer app: say so, change nothing.
      throw (err as { name?: string } | null)?.name === 'VersionError' ? new NewerDatabaseError() : err;
    });
    return new GameStore<M, S>(db, closedFor);
  }

  close(): void {
    this.conn.close();
  }

  /** All heads, most recently updated first. */
  async listGames(): Promise<GameHead[]> {
    const heads = await this.db.getAllFromIndex('games', 'by-updated');
    return heads.toReversed();
  }

  getGame(id: string): Promise<GameHead | undefined> {
    return this.db.get('games', id);
  }

  /** Store a new game's head (and optionally its whole log, for imports) in one transaction. Fails if the id exists. */
  async createGame(head: GameHead, entries: LogEntry<M>[] = []): Promise<void> {
    const tx = this.db.transaction(['games', 'log'], 'readwrite', STRICT);
    await atomically(tx, (track) => {
      track(tx.objectStore('games').add(head));
      entries.forEach((entry, index) => track(tx.objectStore('log').add({ gameId: head.id, index, entry })));
    });
  }

  /**
   * Append one log entry and the game's new head in one transaction; optionally cache a snapshot too. Answers the head
   * as stored: its title is the stored one (a rename made in another tab is kept, not overwritten by this tab's copy).
   * The stored head is read first in the same transaction: a game deleted meanwhile (in another tab) is not brought
   * back, and a head whose log grew meanwhile is not written over; either throws StaleWriteError and nothing changes.
   * The entry goes in with `add`, so writing the same log position twice fails instead of overwriting.
   * For an undo entry, snapshots beyond the new move count are dropped in the same transaction (they no longer apply).
   */
  async append(head: GameHead, entry: LogEntry<M>, snapshot?: { index: number; state: S }): Promise<GameHead> {
    const index = head.logLength - 1;
    const tx = this.db.transaction(['games', 'log', 'snapshots'], 'readwrite', STRICT);
    let written = head;
    await atomically(tx, async (track) => {
      const stored = await tx.objectStore('games').get(head.id);
      if (!stored) throw new StaleWriteError('deleted');
      if (stored.logLength !== index) throw new StaleWriteError('moved');
      written = { ...head, title: stored.title };
      track(tx.objectStore('log').add({ gameId: head.id, index, entry } satisfies LogRecord<M>));
      track(tx.objectStore('games').put(written));
      if (entry.kind === 'undo') {
        track(tx.objectStore('snapshots').delete(IDBKeyRange.bound([head.id, head.moveCount + 1], [head.id, Number.MAX_SAFE_INTEGER])));
      }
      if (snapshot) {
        track(
          tx.objectStore('snapshots').put({
            gameId: head.id,
            index: snapshot.index,
            engineVersion: head.engineVersion,
            state: snapshot.state,
          } satisfies SnapshotRecord<S>),
        );
      }
    });
    return written;
  }

  /** The game's whole log in order. */
  async readLog(id: string): Promise<LogEntry<M>[]> {
    const records = (await this.db.getAll('log', gameRange(id))) as LogRecord<M>[];
    return records.map((r) => r.entry);
  }

  /** The snapshot with the highest index ≤ `atMost` made by `engineVersion`, if any. */
  async nearestSnapshot(id: string, atMost: number, engineVersion: string): Promise<SnapshotRecord<S> | undefined> {
    const range = IDBKeyRange.bound([id, 0], [id, atMost]);
    let cursor = await this.db.transaction('snapshots').store.openCursor(range, 'prev');
    while (cursor) {
      if (cursor.value.engineVersion === engineVersion) return cursor.value as SnapshotRecord<S>;
      cursor = await cursor.continue();
    }
    return undefined;
  }

  /**
   * Replace a game's head and all its snapshots (after a replay by a newer engine). The stored head is read first: a
   * game deleted or played on in another tab meanwhile is left as it is (StaleWriteError), and its title is kept.
   */
  async rewriteSnapshots(head: GameHead, snapshots: { index: number; state: S }[]): Promise<void> {
    const tx = this.db.transaction(['games', 'snapshots'], 'readwrite');
    const store = tx.objectStore('snapshots');
    await atomically(tx, async (track) => {
      const stored = await tx.objectStore('games').get(head.id);
      if (!stored) throw new StaleWriteError('deleted');
      if (stored.logLength !== head.logLength) throw new StaleWriteError('moved');
      track(store.delete(gameRange(head.id)));
      track(tx.objectStore('games').put({ ...head, title: stored.title }));
      for (const s of snapshots) track(store.put({ gameId: head.id, index: s.index, engineVersion: head.engineVersion, state: s.state }));
    });
  }

  /**
   * Give a game a new title, changing nothing else: the head is read and written in one transaction, so moves stored
   * meanwhile (in another tab) stay. Answers the new head, or undefined when the game is gone.
   */
  async renameGame(id: string, title: string, updated: number): Promise<GameHead | undefined> {
    const tx = this.db.transaction('games', 'readwrite', STRICT);
    let next: GameHead | undefined;
    await atomically(tx, async (track) => {
      const stored = await tx.store.get(id);
      if (!stored) return;
      next = { ...stored, title, updated };
      track(tx.store.put(next));
    });
    return next;
  }

  /**
   * Note on a game's head that this app version cannot replay its moves (the home screen says so and offers the
   * export); nothing else changes. Left alone when the game is gone.
   */
  async markCannotOpen(id: string, cannotOpen: NonNullable<GameHead['cannotOpen']>): Promise<void> {
    const tx = this.db.transaction('games', 'readwrite');
    await atomically(tx, async (track) => {
      const stored = await tx.store.get(id);
      if (stored) track(tx.store.put({ ...stored, cannotOpen }));
    });
  }

  /** Delete a game, its log and its snapshots in one transaction. */
  async deleteGame(id: string): Promise<void> {
    const tx = this.db.transaction(['games', 'log', 'snapshots'], 'readwrite', STRICT);
    await atomically(tx, (track) => {
      track(tx.objectStore('games').delete(id));
      track(tx.objectStore('log').delete(gameRange(id)));
      track(tx.objectStore('snapshots').delete(gameRange(id)));
    });
  }
}
