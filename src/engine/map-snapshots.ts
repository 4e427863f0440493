// The snapshot codec of a state that holds its map by reference (rule-system.ts SnapshotCodec): a snapshot leaves the
// map out, and the host puts the loaded map back when it unpacks one, so a stored game never carries its board twice.
import type { GameBoard } from './api';
import type { SnapshotCodec } from './rule-system';

/**
 * The codec for states `S` with their map `M` at `map`. `fresh` gives fields newer than some snapshots of the same
 * engine version (written while it was developed) their start value, new objects for each unpack; a stored value wins.
 */
export function mapByReference<S extends { map: M }, M extends GameBoard>(fresh: () => Partial<Omit<S, 'map'>> = () => ({})): SnapshotCodec<S, M> {
  return {
    pack(state) {
      const { map: _map, ...rest } = state;
      return rest;
    },
    unpack(stored, map) {
      return { ...fresh(), ...(stored as Omit<S, 'map'>), map } as S;
    },
  };
}
