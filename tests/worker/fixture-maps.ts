// Two tiny hand-made maps for host tests, and a MapSource over them (with the engine's validator when it exists).
import type { BoardMap } from '../../src/engine/map/types';
import { mapSource, type MapParser } from '../../src/worker/maps';

export function tinyMap(id: string, title: string): BoardMap {
  return {
    schema: 'railhex-map/1',
    id,
    title,
    game: 'age-of-steam',
    players: { min: 1, max: 6 },
    grid: { orientation: 'flat', offset: 'odd-q', cols: 3, rows: 2 },
    terrain: ['...', '.W.'],
    places: [
      { id: 'a', name: 'A', kind: 'city', hex: '0,0', lonLat: [0, 0], color: 'red', growth: { group: 'light', n: 1 }, startCubes: 2 },
      { id: 'b', name: 'B', kind: 'town', hex: '2,0', lonLat: [1, 0] },
    ],
    impassableEdges: [],
    rules: { variant: 'rust-belt' },
    credits: ['test fixture'],
    provenance: { generator: 'hand', inputsHash: '0' },
  };
}

/** Accepts anything with schema and id; the real validator is tested by its owner. */
const shallowParse: MapParser = (json) => {
  const m = json as BoardMap;
  return m && m.schema === 'railhex-map/1' && typeof m.id === 'string' ? { ok: true, map: m } : { ok: false, errors: ['not a map'] };
};

export function fixtureMaps() {
  return mapSource(
    {
      '/maps/tiny.json': async () => tinyMap('tiny', 'Tiny'),
      '/maps/other.json': async () => tinyMap('other', 'Other'),
      '/maps/broken.json': async () => ({ schema: 'nope' }),
    },
    shallowParse,
  );
}
