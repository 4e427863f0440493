// The first module the app evaluates (main.tsx imports it before anything else): when the address names a game, the
// engine worker starts and opens that game at once, and the board worker starts its renderer, both in parallel with
// the rest of the app's start-up.
import { discardEarly, showEarly, startBoardEarly } from './board/open-board';
import { prefetchGame, prefetching } from './ui/model/prefetch';
import { parseRoute } from './ui/route';

/** Whether the app starts on a game screen (read once, before anything can change the address). */
const start = parseRoute(location.hash);
export const startsOnGame = start.name === 'game';
if (start.name === 'game') {
  prefetchGame(start.id);
  startBoardEarly();
  void prefetching()?.then((opened) => (opened.ok ? showEarly(opened.snapshot.view) : discardEarly()));
}
