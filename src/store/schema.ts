// The IndexedDB schema (version, stores, indexes) and the migrations that bring an older database up to it.
import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import type { GameEvent } from '../engine/api';
import type { GameHead } from '../worker/protocol';

/** One entry of a game's append-only log: a move, or the marker of an undo (so the history can show it). */
export type LogEntry<M = unknown> =
  /** `events` is what the engine answered when the move was accepted: a cache for undo barriers and the history. */
  | { kind: 'move'; move: M; events: GameEvent[] }
  | { kind: 'undo'; count: number; seat: number | null; casual: boolean };

export interface LogRecord<M = unknown> {
  gameId: string;
  /** Position in the game's log, 0-based, gapless. */
  index: number;
  entry: LogEntry<M>;
}

/** A cached state after `index` moves in effect; only a cache: the log is the truth. */
export interface SnapshotRecord<S = unknown> {
  gameId: string;
  index: number;
  engineVersion: string;
  state: S;
}

export interface RailhexDB extends DBSchema {
  games: { key: string; value: GameHead; indexes: { 'by-updated': number } };
  log: { key: [string, number]; value: LogRecord };
  snapshots: { key: [string, number]; value: SnapshotRecord };
}

export const DB_NAME = 'railhex';

type UpgradeTx = IDBPTransaction<RailhexDB, StoreNames<RailhexDB>[], 'versionchange'>;
/** migrations[v] brings a database from version v to v + 1. Never edit a shipped step; add a new one. */
export const MIGRATIONS: ((db: IDBPDatabase<RailhexDB>, tx: UpgradeTx) => void)[] = [
  // 0 → 1: the first schema.
  (db) => {
    const games = db.createObjectStore('games', { keyPath: 'id' });
    games.createIndex('by-updated', 'updated');
    db.createObjectStore('log', { keyPath: ['gameId', 'index'] });
    db.createObjectStore('snapshots', { keyPath: ['gameId', 'index'] });
  },
];

export const DB_VERSION = MIGRATIONS.length;
