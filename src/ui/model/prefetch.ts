// Opening the game in the address before the app has rendered: on a cold start into a game, the worker loads the game
// from IndexedDB and replays it while the main thread is still evaluating the app and drawing the first screen,
// instead of after the game screen has mounted and asked (docs/performance.md, cold start).
import type { EngineClient } from '../../worker/client';
import { engineClient } from './engine';
import { settle } from './result';

type Opened = ReturnType<typeof openCall>;

let pending: { id: string; client: EngineClient; answer: Opened } | null = null;

function openCall(client: EngineClient, id: string) {
  return settle(client.openGameOnStart(id));
}

/**
 * Starts opening game `id` in the app's engine worker now (the worker, if this starts it, opens the game as it starts);
 * the game screen picks the answer up with takeOpened.
 */
export function prefetchGame(id: string): void {
  const client = engineClient(id);
  pending = { id, client, answer: openCall(client, id) };
}

/** The answer of a prefetch of game `id` through `client`, once; null if none was started (the caller asks itself). */
export function takeOpened(id: string, client: EngineClient): Opened | null {
  if (!pending || pending.id !== id || pending.client !== client) return null;
  const { answer } = pending;
  pending = null;
  return answer;
}
