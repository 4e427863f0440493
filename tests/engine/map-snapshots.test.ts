// The map-by-reference snapshot codec (src/engine/map-snapshots.ts) that Age of Steam and Steam share.
import { describe, expect, it } from 'vitest';
import type { BoardMap } from '../../src/engine/map/types';
import { mapByReference } from '../../src/engine/map-snapshots';

interface S {
  map: BoardMap;
  round: number;
  marks: string[];
}

const map = { id: 'm' } as BoardMap;

describe('map-by-reference snapshots', () => {
  it('packs a state without its map and unpacks it with the loaded one', () => {
    const codec = mapByReference<S, BoardMap>();
    const packed = codec.pack({ map, round: 3, marks: ['a'] });
    expect(packed).toEqual({ round: 3, marks: ['a'] });
    const other = { id: 'loaded' } as BoardMap;
    expect(codec.unpack(packed, other)).toEqual({ round: 3, marks: ['a'], map: other });
  });

  it('gives fields an older snapshot lacks their start value, a new one for each unpack; a stored value wins', () => {
    const codec = mapByReference<S, BoardMap>(() => ({ marks: [] }));
    const a = codec.unpack({ round: 1 }, map);
    const b = codec.unpack({ round: 2 }, map);
    expect(a).toEqual({ marks: [], round: 1, map });
    expect(a.marks).not.toBe(b.marks);
    expect(codec.unpack({ round: 1, marks: ['x'] }, map).marks).toEqual(['x']);
  });
});
