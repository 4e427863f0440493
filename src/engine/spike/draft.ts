// A move works on a copy of the state: everything but the board (shared by reference, never changed) is copied up
// front. Spike's state is small (counts, not cards), so one structured copy per move is cheap and leaves the input
// untouched (the conformance suite freezes every state).
import type { SpikeState } from './state';

export function draftOf(s: SpikeState): SpikeState {
  const { map, ...rest } = s;
  return { ...(structuredClone(rest) as Omit<SpikeState, 'map'>), map };
}
