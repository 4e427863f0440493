// Turns a failed worker call (a crash) into an ordinary answer, so the UI handles one shape: {ok} or {ok:false, reason}.
import type { Reason } from '../../engine/reason';
import { WorkerCrashedError } from '../../worker/client';

/** A value or a reason; the UI shows `reason` with its message catalogue. */
export type Outcome<T = object> = ({ ok: true } & T) | { ok: false; reason: Reason };

/** Await a worker call; a crash or an unexpected exception becomes a reason instead of a rejection. */
export async function settle<T extends { ok: boolean }>(call: Promise<T>): Promise<T | { ok: false; reason: Reason }> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof WorkerCrashedError) return { ok: false, reason: err.reason };
    return { ok: false, reason: { key: 'worker.failed', params: { message: String((err as Error)?.message ?? err) } } };
  }
}
