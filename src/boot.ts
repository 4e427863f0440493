// The first thing the page does (start.ts): when the address names a game, the engine worker starts and opens that
// game at once, and the board worker starts its renderer, both in parallel with the rest of the app's start-up.
import { discardEarly, earlyBoardRunning, showEarly, startBoardEarly } from './board/open-board';
import type { BoardView } from './engine/view';
import { prefetchGame, prefetching } from './ui/model/prefetch';
import { parseRoute } from './ui/route';

/** Whether the app starts on a game screen (read once, before anything can change the address). */
const start = parseRoute(location.hash);
export const startsOnGame = start.name === 'game';
/** The game a cold start opens, if it starts on a game screen. */
export const startGame: string | null = start.name === 'game' ? start.id : null;
if (start.name === 'game') {
  prefetchGame(start.id);
  startBoardEarly();
  void prefetching()?.then((opened) => (opened.ok ? showEarly(opened.snapshot.board as BoardView) : discardEarly()));
}

/**
 * Settles once the board worker a cold start into a game started runs its script (at once when there is none); the
 * engine worker was created just before it (start.ts says why this is what the page waits for).
 */
export function workersRunning(): Promise<void> {
  return startsOnGame ? earlyBoardRunning() : Promise.resolve();
}
