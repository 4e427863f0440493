// The page's single engine client (one worker for the whole app), created on first use.
import { EngineClient } from '../../worker/client';
import { workerName } from '../../worker/open-on-start';
import { startHint } from './start-hint';

let client: EngineClient | undefined;

/**
 * The app-wide engine client; spawns the engine worker the first time it is asked for, then one that opens game
 * `openOnStart` as it starts (src/worker/open-on-start.ts) if one is named, with what this device remembers of that game
 * (start-hint.ts) so the worker fetches its system and board at once.
 */
export function engineClient(openOnStart?: string): EngineClient {
  client ??= new EngineClient(
    (opening) => new Worker(new URL('../../worker/engine.worker.ts', import.meta.url), { type: 'module', name: workerName(opening, opening ? startHint(opening) : null) }),
    openOnStart ? { openOnStart } : {},
  );
  return client;
}
