// The app, imported by the page's small entry (start.ts): registers the service worker, mounts the Preact UI, and (in
// the browser tests' build, with ?testHooks) the browser-test hooks; warms the game screen's lazy parts (engine worker, board component, board worker
// with PixiJS) so a game opens without a load waterfall.
import { startGame, startsOnGame } from './boot';
import { warmBoardWorker } from './board/open-board';
import { prefetching } from './ui/model/prefetch';
import { render } from 'preact';
import { pwa } from './pwa';
import { App, loadScreen, warmScreens } from './ui/app';
import { route } from './ui/route';
import { loadGameBoard } from './ui/game/board-slot';
import { hasRulesUi, loadRulesUi } from './ui/rules/index';
import { engineClient } from './ui/model/engine';
import { rememberStartFiles, startHint } from './ui/model/start-hint';

// The hooks create games and kill the engine worker from the console: they exist only in the browser tests' build
// (`vite build --mode e2e`) and the dev server. The mode is a build-time constant, so a production build drops this
// branch and never emits the hooks' chunk (tests/build/production-build.test.ts).
if ((import.meta.env.DEV || import.meta.env.MODE === 'e2e') && new URLSearchParams(location.search).has('testHooks')) {
  void import('./ui/model/test-hooks').then((m) => m.installTestHooks());
}

/**
 * Starts what a game screen needs before the screen asks for it: the engine worker (its module and the map chunk load
 * on the worker's own thread), the board component's chunk and the board worker (PixiJS loads on its own thread; on a
 * cold start into a game, boot.ts has started the board itself). Without this they load one after another — the game
 * screen renders, then imports the board component, which then starts the board — while the main thread idles
 * waiting for the worker (docs/performance.md, cold start). Errors are left to the real imports, which report them.
 */
function warmGame(): void {
  engineClient();
  void loadGameBoard();
  warmBoardWorker();
}

if (startsOnGame) warmGame();

// The rule-system UI of the game a cold start opens, fetched now when this device remembers the game's system
// (start-hint.ts) rather than once the worker's answer names it: it was the last fetch before the first render. The
// render below still waits for the system the answer names; a wrong hint only cost a fetch (its failure is that one's).
const hinted = startGame ? startHint(startGame)?.system : undefined;
if (hinted && hasRulesUi(hinted)) loadRulesUi(hinted).catch(() => undefined);

/** Longest the first render waits for the game a cold start opens (a long replay shows the loading screen instead). */
const FIRST_RENDER_WAIT_MS = 1000;
/** When the screens a start did not show are loaded anyway (app.tsx), after the start's own work. */
const SCREENS_WARM_AFTER_MS = 4000;

function mount(): void {
  // Removed first (no frame is painted in between): a render that throws must not stay hidden behind the splash.
  document.getElementById('boot-splash')?.remove();
  render(<App updates={pwa(engineClient())} />, document.getElementById('app')!);
}

// On a cold start into a game, the first render waits for the worker's answer (the page shows index.html's splash
// meanwhile): rendering, laying out and painting the game screen's loading state first cost the main thread a layout
// and a paint right before the game arrived (docs/performance.md). It also waits for the board component, loading
// beside it, so that the first game screen holds the board and is laid out once (board-slot.tsx).
// A game that cannot be opened is shown at once, without waiting for the board.
// The game's rule-system UI (its panels, src/ui/rules) loads beside the board, as soon as the game names its system.
// The marks are the cold-start bench's breakdown (tools/bench/coldstart.bench.ts): when the worker's answer was in,
// and when the code the first game screen needs was.
let startSystem: string | null = null;
const opening: Promise<unknown> | null = startsOnGame
  ? Promise.resolve(prefetching()).then((opened): Promise<unknown> | null => {
      performance.mark('railhex:game-answer');
      if (opened?.ok === false) return null;
      const system = opened?.snapshot.head.ruleSystem;
      if (system) startSystem = system;
      return Promise.all([loadGameBoard(), system && hasRulesUi(system) ? loadRulesUi(system) : null]).then(() => performance.mark('railhex:game-code'));
    })
  : null;
// A start on another screen renders once that screen's code is in (app.tsx: every screen but the game's is lazy).
const first = opening ? Promise.race([opening, new Promise((r) => setTimeout(r, FIRST_RENDER_WAIT_MS))]) : loadScreen(route.peek());
void first.then(mount, mount).then(() => {
  // What this start loaded up to its first game screen, for the next cold start into a game of this system (boot.ts
  // fetches it at once): read after the start's own work.
  const at = performance.now();
  const system = startSystem;
  if (system) idle(() => rememberStartFiles(system, at));
});

function idle(fn: () => void): void {
  if ('requestIdleCallback' in globalThis) requestIdleCallback(fn, { timeout: 3000 });
  else setTimeout(fn, 1000);
}
// On any other screen, warm up once the first screen is drawn and the page is idle, so opening a game is fast too.
if (!startsOnGame) idle(() => warmGame());
// The other screens' code, well after the start (a game's board is still busy in its first seconds).
setTimeout(() => idle(warmScreens), SCREENS_WARM_AFTER_MS);
