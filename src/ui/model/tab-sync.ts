// Tells the app's other tabs that the saved games changed (a game created, imported, renamed, deleted or moved in),
// so every tab's home screen lists what is stored. Each tab reads IndexedDB through its own worker and would otherwise
// show its list as it was when it last asked. A BroadcastChannel does not deliver to its own sender, so a tab hears
// only the others.

export interface GamesChanged {
  /** The game that changed. */
  id: string;
  what: 'created' | 'renamed' | 'deleted' | 'moved';
}

const CHANNEL = 'railhex-games';

let channel: BroadcastChannel | null | undefined;
const listeners = new Set<(change: GamesChanged) => void>();

/** This tab's channel, opened on first use; none outside a page (node tests) or without BroadcastChannel. */
function tabChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  if (typeof BroadcastChannel !== 'function' || typeof document === 'undefined') return (channel = null);
  channel = new BroadcastChannel(CHANNEL);
  channel.addEventListener('message', (ev) => {
    const change = ev.data as GamesChanged;
    if (!change || typeof change.id !== 'string') return;
    for (const l of listeners) l(change);
  });
  return channel;
}

/** Tell the other tabs that game `id` changed. */
export function announce(change: GamesChanged): void {
  tabChannel()?.postMessage(change);
}

/** Called with each change another tab announces; returns the unsubscribe. */
export function onOtherTabChange(listener: (change: GamesChanged) => void): () => void {
  tabChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
