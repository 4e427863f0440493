// The page's first module, small on purpose. On a cold start into a game it starts the engine and board workers
// (boot.ts), then gives their threads time to start before the app's own modules evaluate (main.tsx): a worker's start
// needs a turn of this thread after its script has arrived, and the app's evaluation (~0.12 s at CPU ×4) used to hold
// both workers back by that long, so the engine opened the game and the board started its renderer only after it.
// What is awaited is the board worker's first message (its entry is tiny, so the message comes as soon as its thread
// runs); the engine worker is created in the same turn, before it, and in traces its thread started first. The wait is
// short and bounded; without a game in the address there is none.
// index.html preloads the app's chunk (vite.config.ts), so the import below does not wait for a fetch.
import { workersRunning } from './boot';

/** Longest the app waits for the workers' threads to start. */
const WORKER_START_WAIT_MS = 150;

/**
 * The app's code could not be loaded (a damaged cache, an interrupted update): the splash says so and offers a reload,
 * in the browser's language, since the app's own texts are in the code that failed. Saved games are in IndexedDB and
 * untouched.
 */
function cannotStart(err: unknown): void {
  console.error('Railhex: the app could not be loaded', err);
  const splash = document.getElementById('boot-splash');
  if (!splash) return;
  const de = navigator.language.toLowerCase().startsWith('de');
  splash.removeAttribute('aria-hidden');
  splash.setAttribute('role', 'alert');
  splash.textContent = de ? 'Railhex konnte nicht starten. Deine Spiele sind gespeichert.' : 'Railhex could not start. Your games are saved.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'boot-splash-reload';
  reload.textContent = de ? 'Neu laden' : 'Reload';
  reload.addEventListener('click', () => location.reload());
  splash.append(reload);
}

void Promise.race([workersRunning(), new Promise((r) => setTimeout(r, WORKER_START_WAIT_MS))])
  .then(() => import('./main'))
  .catch(cannotStart);
