// Opening the game in the address before the app has rendered: on a cold start into a game, the worker loads the game
// from IndexedDB and replays it while the main thread is still evaluating the app and drawing the first screen,
// instead of after the game screen has mounted and asked (docs/performance.md, cold start).
import type { EngineClient } from '../../worker/client';
import { engineClient } from './engine';
import { settle } from './result';

type Opened = ReturnType<typeof openCall>;

let pending: { id: string; client: EngineClient; answer: Opened; settled?: Awaited<Opened> } | null = null;

function openCall(client: EngineClient, id: string) {
  return settle(client.openGameOnStart(id));
}

/**
 * Starts opening game `id` in the app's engine worker now (the worker, if this starts it, opens the game as it starts);
 * the game screen picks the answer up with takeOpened.
 */
export function prefetchGame(id: string): void {
  const client = engineClient(id);
  const started = { id, client, answer: openCall(client, id) } as NonNullable<typeof pending>;
  pending = started;
  void started.answer.then((value) => (started.settled = value));
}

/** The prefetch's answer while one is outstanding (main.tsx waits for it before the first render), else null. */
export function prefetching(): Opened | null {
  return pending?.answer ?? null;
}

/**
 * The prefetched snapshot of game `id` through `client` if its answer has already arrived and is a game, once; null
 * otherwise (still on its way, a failure — left for takeOpened, so its reason is shown — or another game).
 */
export function takeSettled(id: string, client: EngineClient): Extract<Awaited<Opened>, { ok: true }> | null {
  const settled = pending?.settled;
  if (!pending || pending.id !== id || pending.client !== client || !settled?.ok) return null;
  pending = null;
  return settled;
}

/** The answer of a prefetch of game `id` through `client`, once; null if none was started (the caller asks itself). */
export function takeOpened(id: string, client: EngineClient): Opened | null {
  if (!pending || pending.id !== id || pending.client !== client) return null;
  const { answer } = pending;
  pending = null;
  return answer;
}
