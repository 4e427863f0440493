// Turns IndexedDB failures into reasons a player can read; a full disk gets its own message.
import type { Reason } from '../engine/reason';

/**
 * A write refused because the game changed in another connection (another tab) since this one read it: it was
 * deleted there, or moves were stored there. Refused inside the write's own transaction, so nothing lands.
 */
export class StaleWriteError extends Error {
  constructor(readonly why: 'deleted' | 'moved') {
    super(why === 'deleted' ? 'The game was deleted in another tab.' : 'The game was changed in another tab.');
    this.name = 'StaleWriteError';
  }
}

/** The database on this device was written by a newer version of the app (its IndexedDB version is higher). */
export class NewerDatabaseError extends Error {
  constructor() {
    super('The saved data was written by a newer version of Railhex.');
    this.name = 'NewerDatabaseError';
  }
}

/** True for the errors browsers raise when the origin's storage quota is used up. */
export function isQuotaError(err: unknown): boolean {
  const name = (err as { name?: unknown } | null)?.name;
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
  // A transaction aborted because a request hit the quota reports the request's error as its cause.
  const inner = (err as { error?: unknown; cause?: unknown } | null)?.error ?? (err as { cause?: unknown } | null)?.cause;
  return inner !== undefined && inner !== err ? isQuotaError(inner) : false;
}

export function storeFailure(err: unknown): Reason {
  if (isQuotaError(err)) return { key: 'store.quotaExceeded' };
  if (err instanceof StaleWriteError) return { key: err.why === 'deleted' ? 'game.notFound' : 'game.stale' };
  if (err instanceof NewerDatabaseError) return { key: 'store.newerVersion' };
  return { key: 'store.failed', params: { message: String((err as Error)?.message ?? err) } };
}
