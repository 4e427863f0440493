// Opening the game in the address before the app has rendered: on a cold start into a game, the worker loads the game
// from IndexedDB and replays it while the main thread is still evaluating the app and drawing the first screen,
// instead of after the game screen has mounted and asked (docs/performance.md, cold start).
import { engineClient } from './engine';
import { settle } from './result';

type Opened = ReturnType<typeof openCall>;

let pending: { id: string; answer: Opened } | null = null;

function openCall(id: string) {
  return settle(engineClient().call('openGame', id));
}

/** Starts opening game `id` in the engine worker now; the game screen picks the answer up with takeOpened. */
export function prefetchGame(id: string): void {
  pending = { id, answer: openCall(id) };
}

/** The answer of a prefetch of game `id`, once: null if none was started for it (the caller asks the worker itself). */
export function takeOpened(id: string): Opened | null {
  if (!pending || pending.id !== id) return null;
  const { answer } = pending;
  pending = null;
  return answer;
}
