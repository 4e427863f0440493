// The start-up hint: the rule system and board of the game last open on this device, kept in localStorage, so that a
// cold start into that game can fetch its system's code (the engine worker's chunk, the page's rule-system UI) and its
// board while the engine worker is still reading the game from IndexedDB. Without it, each waited for the game's head:
// the worker's store, then the system's chunk; the worker's answer, then the page's UI chunk (docs/performance.md).
// Only a head start: what opens is always what the store holds (a wrong or stale hint costs one unused fetch).
import type { StartHint } from '../../worker/open-on-start';

const KEY = 'railhex.startHint';

/** What is kept: the game's id and its hint. */
interface Kept extends StartHint {
  id: string;
}

/** Storage that may be missing (tests in node) or refuse (private mode, quota): the hint is then simply not kept. */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Remembers game `id` as the one last open on this device, with its system and board. */
export function rememberStart(head: { id: string; ruleSystem: string; map: string }): void {
  const kept: Kept = { id: head.id, system: head.ruleSystem, map: head.map };
  try {
    const store = storage();
    if (store && store.getItem(KEY) !== JSON.stringify(kept)) store.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Not kept: the next cold start waits for the store, as without a hint.
  }
}

/** The hint for a cold start into game `id`: what was remembered for it, or null for another game or none. */
export function startHint(id: string): StartHint | null {
  try {
    const kept = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<Kept> | null;
    if (kept?.id !== id || typeof kept.system !== 'string' || typeof kept.map !== 'string') return null;
    // The worker's name carries the hint as "<system> <map>": a value with a space or line break is not a hint.
    return /^[\w-]+$/.test(kept.system) && /^[\w-]+$/.test(kept.map) ? { system: kept.system, map: kept.map } : null;
  } catch {
    return null;
  }
}
