// The engine worker's entry: wires the rule-system registry, the bundled maps and IndexedDB into the host, exposed with
// comlink. Each rule system is its own chunk, loaded when a game of it is first opened.
import * as Comlink from 'comlink';
import { ruleSystems } from '../engine/rule-systems';
import { GameStore } from '../store/game-store';
import { RegistryHost } from './host';
import { mapSource, parseBoard } from './maps';
import { OPEN_ON_START_VIEWER, openedMessage, openFailedMessage, openOnStartOf, startHintOf } from './open-on-start';
import type { WorkerApi } from './protocol';

// Each board file (hex maps and lattice boards) becomes its own chunk, fetched when first used and precached by the
// service worker like any JS.
const maps = mapSource(
  { ...import.meta.glob('../../assets/maps/*.json', { import: 'default' }), ...import.meta.glob('../../assets/lattice/*.json', { import: 'default' }) },
  parseBoard,
);

function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return 'g-' + Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('').slice(0, 12);
}

const store = GameStore.open();
const host: WorkerApi = new RegistryHost({ systems: ruleSystems, store, maps, now: () => Date.now(), newId });
Comlink.expose(host);

// A game named in the worker's name is opened now and its answer posted unasked (src/worker/open-on-start.ts); if
// opening throws instead of answering, that is posted too, so the page asks again rather than waiting.
function post(message: unknown): void {
  self.postMessage(message); // oxlint-disable-line unicorn/require-post-message-target-origin -- a worker posts to its page
}
const opening = openOnStartOf(self.name);
// The page's hint (the system and board this game had when last open here) starts their fetches now, beside the store's
// opening; the host asks for them again once it has read the game's head, and gets the same loads (the module loader
// and the map source keep them), or its own when the hint was wrong. A failed hinted load is the host's to report.
const hint = startHintOf(self.name);
if (hint) {
  ruleSystems.load(hint.system).catch(() => undefined);
  void maps.load(hint.map);
}
if (opening) {
  host.openGame(opening, OPEN_ON_START_VIEWER).then(
    (result) => post(openedMessage(opening, result)),
    (err: unknown) => post(openFailedMessage(opening, err)),
  );
}
