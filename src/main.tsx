// App entry: registers the service worker, mounts the Preact UI, and (with ?testHooks) the browser-test hooks; warms
// the game screen's lazy parts (engine worker, board component, PixiJS) so a game opens without a load waterfall.
import { startsOnGame } from './boot';
import { render } from 'preact';
import { pwa } from './pwa';
import { App } from './ui/app';
import { engineClient } from './ui/model/engine';

if (new URLSearchParams(location.search).has('testHooks')) {
  void import('./ui/model/test-hooks').then((m) => m.installTestHooks());
}

/**
 * Starts what a game screen needs before the screen asks for it: the engine worker (its module and the map chunk load
 * on the worker's own thread) and the board's chunks. Without this they load one after another — the game screen
 * renders, then imports the board component, which then imports the board and PixiJS — while the main thread idles
 * waiting for the worker (docs/performance.md, cold start). Errors are left to the real imports, which report them.
 */
function warmGame(): void {
  engineClient();
  void import('./ui/board/game-board').catch(() => undefined);
  void import('./board/board').catch(() => undefined);
}

if (startsOnGame) warmGame();

render(<App updates={pwa()} />, document.getElementById('app')!);

// On any other screen, warm up once the first screen is drawn and the page is idle, so opening a game is fast too.
if (!startsOnGame) {
  const idle = globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1000));
  idle(() => warmGame(), { timeout: 3000 });
}
