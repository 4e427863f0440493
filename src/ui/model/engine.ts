// The page's single engine client (one worker for the whole app), created on first use.
import { EngineClient } from '../../worker/client';

let client: EngineClient | undefined;

/** The app-wide engine client; spawns the engine worker the first time it is asked for. */
export function engineClient(): EngineClient {
  client ??= new EngineClient(
    () => new Worker(new URL('../../worker/engine.worker.ts', import.meta.url), { type: 'module', name: 'engine' }),
  );
  return client;
}
