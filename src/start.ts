// The page's first module, small on purpose. On a cold start into a game it starts the engine and board workers
// (boot.ts), then lets their threads start before the app's own modules evaluate (main.tsx): a worker's start needs a
// turn of this thread after its script has arrived, and the app's evaluation (~0.12 s at CPU ×4) used to hold both
// workers back by that long, so the engine opened the game and the board started its renderer only after it. Now they
// do that while the app evaluates. The wait is short and bounded; without a game in the address there is none.
// index.html preloads the app's chunk (vite.config.ts), so the import below does not wait for a fetch.
import { workersRunning } from './boot';

/** Longest the app waits for the workers' threads to start. */
const WORKER_START_WAIT_MS = 150;

void Promise.race([workersRunning(), new Promise((r) => setTimeout(r, WORKER_START_WAIT_MS))]).then(() => import('./main'));
