// The app, imported by the page's small entry (start.ts): registers the service worker, mounts the Preact UI, and (in
// the browser tests' build, with ?testHooks) the browser-test hooks; warms the game screen's lazy parts (engine worker, board component, board worker
// with PixiJS) so a game opens without a load waterfall.
import { startGame, startsOnGame } from './boot';
import { warmBoardWorker } from './board/open-board';
import { prefetching } from './ui/model/prefetch';
import { render } from 'preact';
import { pwa } from './pwa';
import { App } from './ui/app';
import { hasRulesUi, loadRulesUi } from './ui/rules/index';
import { engineClient } from './ui/model/engine';
import { startHint } from './ui/model/start-hint';

// The hooks create games and kill the engine worker from the console: they exist only in the browser tests' build
// (`vite build --mode e2e`) and the dev server. The mode is a build-time constant, so a production build drops this
// branch and never emits the hooks' chunk (tests/build/production-build.test.ts).
if ((import.meta.env.DEV || import.meta.env.MODE === 'e2e') && new URLSearchParams(location.search).has('testHooks')) {
  void import('./ui/model/test-hooks').then((m) => m.installTestHooks());
}

/**
 * Starts what a game screen needs before the screen asks for it: the engine worker (its module and the map chunk load
 * on the worker's own thread) and the board worker (PixiJS loads on its own thread; on a cold start into a game,
 * boot.ts has started the board itself). Without this they load one after another — the game screen renders, then its
 * board starts the board worker — while the main thread idles waiting for the worker (docs/performance.md, cold
 * start). The board component itself is in the app's chunk (board-slot.tsx). Errors are left to the real imports.
 */
function warmGame(): void {
  engineClient();
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

function mount(): void {
  // Removed first (no frame is painted in between): a render that throws must not stay hidden behind the splash.
  document.getElementById('boot-splash')?.remove();
  render(<App updates={pwa(engineClient())} />, document.getElementById('app')!);
}

// On a cold start into a game, the first render waits for the worker's answer (the page shows index.html's splash
// meanwhile): rendering, laying out and painting the game screen's loading state first cost the main thread a layout
// and a paint right before the game arrived (docs/performance.md). It also waits for the game's rule-system UI (its
// panels, src/ui/rules), loading as soon as the game names its system, so that the first game screen holds the panels
// and the board and is laid out once (the board component is in the app's chunk, board-slot.tsx).
// A game that cannot be opened is shown at once, without waiting for the panels.
const opening: Promise<unknown> | null = startsOnGame
  ? Promise.resolve(prefetching()).then((opened): Promise<unknown> | null =>
      opened?.ok === false ? null : opened && hasRulesUi(opened.snapshot.head.ruleSystem) ? loadRulesUi(opened.snapshot.head.ruleSystem) : null,
    )
  : null;
if (opening) void Promise.race([opening, new Promise((r) => setTimeout(r, FIRST_RENDER_WAIT_MS))]).then(mount, mount);
else mount();

// On any other screen, warm up once the first screen is drawn and the page is idle, so opening a game is fast too.
if (!startsOnGame) {
  const idle = globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1000));
  idle(() => warmGame(), { timeout: 3000 });
}
