// Opening a game as the worker starts. A dedicated worker gets the messages posted to it before it ran only once the
// page's main thread has relayed them, and on a cold start that thread is busy evaluating the app: in one trace at
// CPU ×4 the "open this game" call posted at boot reached the ready worker 130 ms after it could have run, and its
// answer then waited for the main thread again (docs/performance.md). So the game to open travels in the worker's
// name, which the worker reads as it starts; it opens the game at once and posts the answer unasked. The client takes
// that answer instead of calling openGame (src/worker/client.ts).

import { TABLE, type Viewer } from '../engine/rule-system';

/**
 * Whom the game opened as the worker starts is drawn for: the table (the public view), since nobody has said yet who
 * holds the tablet; the page switches to a seat's view with viewAs when it needs one.
 */
export const OPEN_ON_START_VIEWER: Viewer = TABLE;

/** The key of the message a worker posts unasked with the game named in its name. */
export const OPENED_ON_START = 'railhexOpenedOnStart';

const PREFIX = 'engine, opening ';
/**
 * Between the game's id and the hint in a worker's name. The id travels URI-encoded, so no id (it may come from a
 * link, `#/game/x%0Ay`) can hold this break and cut the name at the wrong place.
 */
const HINT = '\n';

/**
 * What the page may know of the game to open before the worker has read it (src/ui/model/start-hint.ts: the rule
 * system and board of that game when it was last open on this device). The worker fetches the system's chunk and the
 * board while IndexedDB opens and the game's head is read, instead of after: on a cold start these were one request
 * after another. A hint is only a head start: the game is opened by what the store says, whatever the hint said.
 */
export interface StartHint {
  system: string;
  map: string;
}

/** The worker's name: "engine", or one that names the game to open as it starts (with a hint, when there is one). */
export function workerName(openOnStart?: string, hint?: StartHint | null): string {
  if (!openOnStart) return 'engine';
  const id = encodeURIComponent(openOnStart);
  return hint ? `${PREFIX}${id}${HINT}${hint.system} ${hint.map}` : `${PREFIX}${id}`;
}

/** The game a worker of this name opens as it starts, if any. */
export function openOnStartOf(name: string): string | null {
  const head = name.split(HINT)[0]!;
  if (!head.startsWith(PREFIX) || head.length === PREFIX.length) return null;
  try {
    return decodeURIComponent(head.slice(PREFIX.length));
  } catch {
    return null; // not a name workerName made
  }
}

/** The hint a worker of this name was started with, if any. */
export function startHintOf(name: string): StartHint | null {
  if (openOnStartOf(name) === null) return null;
  const [system, map, ...rest] = name.split(HINT)[1]?.split(' ') ?? [];
  return system && map && rest.length === 0 ? { system, map } : null;
}

/** What the worker posts for the game it opened as it started: the answer, or why it has none (an exception). */
export type Opened<R> = { id: string; result: R } | { id: string; failed: string };

/** The unasked answer for game `id`, as the worker posts it. */
export function openedMessage<R>(id: string, result: R): { [OPENED_ON_START]: Opened<R> } {
  return { [OPENED_ON_START]: { id, result } };
}

/**
 * What the worker posts when opening game `id` threw (e.g. IndexedDB would not open) rather than answering: the page
 * then asks again with an ordinary call, whose failure reaches the screen as an answer, never as a screen that waits.
 */
export function openFailedMessage(id: string, error: unknown): { [OPENED_ON_START]: Opened<never> } {
  return { [OPENED_ON_START]: { id, failed: String((error as Error)?.message ?? error) } };
}

/** The unasked answer in a message from the worker, or null for any other message (e.g. comlink's). */
export function openedOf<R>(data: unknown): Opened<R> | null {
  if (typeof data !== 'object' || data === null || !(OPENED_ON_START in data)) return null;
  const opened = (data as Record<string, unknown>)[OPENED_ON_START] as { id?: unknown; result?: unknown; failed?: unknown } | null;
  if (!opened || typeof opened.id !== 'string') return null;
  return 'failed' in opened ? { id: opened.id, failed: String(opened.failed) } : { id: opened.id, result: opened.result as R };
}
