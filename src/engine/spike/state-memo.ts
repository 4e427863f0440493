// The answers kept per state object (a state never changes: every move makes a new one): the legal moves, each seat's
// build list and route context, the track's key. One record per state in one WeakMap: a weak entry per state and cache
// cost the collector (each is an ephemeron it must trace) and the insertions more than the answers they found.
import type { CityBuilds } from './build-search';
import type { SpikeMove } from './moves';
import type { RouteContext } from './routes-prepare';

export interface StateMemo {
  /** queries.ts legalMoves. */
  legal: SpikeMove[] | undefined;
  /** queries.ts buildsEntry, by seat. */
  builds: (BuildsEntry | undefined)[] | undefined;
  /** network.ts routeContext, by seat. */
  contexts: (RouteContext | undefined)[] | undefined;
  /** network.ts trackKey. */
  trackKey: string | undefined;
}

/** A seat's build list and the build moves made of it (made when first asked for). */
export interface BuildsEntry {
  list: CityBuilds[];
  moves: SpikeMove[] | undefined;
}

const memos = new WeakMap<object, StateMemo>();

/** The record of answers kept for state `s` (made empty on first ask). */
export function memoOf(s: object): StateMemo {
  let m = memos.get(s);
  if (!m) memos.set(s, (m = { legal: undefined, builds: undefined, contexts: undefined, trackKey: undefined }));
  return m;
}

/** Drops what was kept for `s`: a move's draft becomes the next state, and the answers for the position before stay behind. */
export function forgetMemo(s: object): void {
  memos.delete(s);
}
