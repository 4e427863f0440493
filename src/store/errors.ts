// Turns IndexedDB failures into reasons a player can read; a full disk gets its own message.
import type { Reason } from '../engine/reason';

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
  return { key: 'store.failed', params: { message: String((err as Error)?.message ?? err) } };
}
