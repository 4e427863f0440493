// The first thing the page does (start.ts): when the address names a game, the engine worker starts and opens that
// game at once, and the board worker starts its renderer, both in parallel with the rest of the app's start-up.
import { discardEarly, earlyBoardRunning, showEarly, startBoardEarly } from './board/open-board';
import type { BoardView } from './engine/view';
import { prefetchGame, prefetching } from './ui/model/prefetch';
import { startFiles, startHint } from './ui/model/start-hint';
import { parseRoute } from './ui/route';

/** Whether the app starts on a game screen (read once, before anything can change the address). */
const start = parseRoute(location.hash);
export const startsOnGame = start.name === 'game';
/** The game a cold start opens, if it starts on a game screen. */
export const startGame: string | null = start.name === 'game' ? start.id : null;
if (start.name === 'game') {
  prefetchGame(start.id);
  startBoardEarly();
  void prefetching()?.then((opened) => (opened.ok ? showEarly(opened.snapshot.board as BoardView) : discardEarly()));
  const hint = startHint(start.id);
  if (hint) preloadScripts(startFiles(hint.system));
}

/**
 * Fetches (and compiles, without running) the scripts the last cold start into a game of this system loaded
 * (start-hint.ts): the lazy ones the first game screen waits for (the board component, the system's UI and texts)
 * arrive with the app's chunk instead of in a second round once it has run (docs/performance.md, thirteenth session).
 */
function preloadScripts(urls: readonly string[]): void {
  const have = new Set<string>();
  for (const el of document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) have.add(el.href);
  for (const el of document.querySelectorAll<HTMLScriptElement>('script[src]')) have.add(el.src);
  for (const url of urls) {
    if (have.has(url)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = ''; // as index.html's: the module map keys a script by its fetch's credentials mode too
    link.href = url;
    document.head.append(link);
  }
}

/**
 * Settles once the board worker a cold start into a game started runs its script (at once when there is none); the
 * engine worker was created just before it (start.ts says why this is what the page waits for).
 */
export function workersRunning(): Promise<void> {
  return startsOnGame ? earlyBoardRunning() : Promise.resolve();
}
