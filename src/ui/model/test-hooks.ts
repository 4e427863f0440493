// Test-only hooks, installed when the page is opened with "?testHooks": browser tests drive the models through
// window.railhexTest (create games, send moves, kill the engine worker) without depending on screen layout.
import { engineClient } from './engine';
import { GameModel } from './game-model';
import { GamesModel } from './games-model';

export interface TestHooks {
  /** The app's engine client (same instance the screens use). */
  client: ReturnType<typeof engineClient>;
  /** A games model over that client. */
  games: GamesModel;
  /** Open a game model by id. */
  open: typeof GameModel.open;
  /** Kill the engine worker without notice, as a browser may; the client notices by its ping and restarts it. */
  killWorker(): void;
  /** How often the worker was restarted. */
  restarts(): number;
}

declare global {
  interface Window {
    railhexTest?: TestHooks;
  }
}

export function installTestHooks(): void {
  const client = engineClient();
  window.railhexTest = {
    client,
    games: new GamesModel(client),
    open: (id, c = client) => GameModel.open(id, c),
    killWorker: () => client.killWorker(),
    restarts: () => client.restarts,
  };
}
