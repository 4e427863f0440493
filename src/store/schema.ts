// The IndexedDB schema (version, stores, indexes) and the migrations that bring an older database up to it.
import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import type { GameEvent, SeatSetup, SetupOptions } from '../engine/api';
import type { Reason } from '../engine/reason';

/** Life of a saved game. */
export type GameStatus = 'playing' | 'finished';

/**
 * What the game list shows and what the store keeps per game (the "head"): setup + position, no moves. The store owns
 * it (the worker writes it, the page reads it through src/worker/protocol.ts, which re-exports it).
 */
export interface GameHead {
  /** Random id, e.g. "g-1k2j3h4g5f"; also the export file's name stem. */
  id: string;
  /** Editable title; defaults to map title + date. */
  title: string;
  /** The rule system that plays it (src/engine/rule-systems.ts), e.g. "age-of-steam". */
  ruleSystem: string;
  /** One of the rule system's editions. */
  edition: string;
  /** Map id (assets/maps/<map>.json). */
  map: string;
  /** Map title for the list, so the list does not need to load maps. */
  mapTitle: string;
  /** Seats in table order: name and colour. */
  players: SeatSetup[];
  seed: number;
  options?: SetupOptions;
  /** Epoch milliseconds. */
  created: number;
  /** Epoch milliseconds of the last accepted move, undo or rename. */
  updated: number;
  status: GameStatus;
  /** Current round (1-based), as the engine reports it. */
  round: number;
  /** Seat that decides next; null when nobody does (game over). */
  toAct: number | null;
  /** Moves in effect (the replayable move list's length, undone moves excluded). */
  moveCount: number;
  /** Entries in the append-only log (moves and undo markers). */
  logLength: number;
  /** The rule system's engine version the stored snapshots were made with. */
  engineVersion: string;
  /**
   * Set when an app with engine `engineVersion` could not replay the saved moves (move `move` was refused for
   * `reason`): the home screen says so and offers the export, which still holds every move.
   */
  cannotOpen?: { engineVersion: string; move: number; reason: Reason };
}

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
