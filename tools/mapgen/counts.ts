// Terrain counts of a map as the published counts are given: hexes without a place, printed-cost hexes apart.
import type { HexId } from '../../src/engine/hex/coords';
import { TERRAIN_CHARS, type BoardMap, type Terrain } from '../../src/engine/map/types';

export function terrainCounts(map: BoardMap): Partial<Record<Terrain | 'cost', number>> {
  const placed = new Set<HexId>(map.places.map((p) => p.hex));
  const counts: Partial<Record<Terrain | 'cost', number>> = {};
  map.terrain.forEach((text, row) => {
    for (let col = 0; col < text.length; col++) {
      const id = `${col},${row}`;
      if (placed.has(id)) continue;
      // A printed cost replaces the hex's terrain on the published board (Germany), so it is counted apart.
      const t = map.costs?.[id] !== undefined ? 'cost' : TERRAIN_CHARS[text[col]!]!;
      counts[t] = (counts[t] ?? 0) + 1;
    }
  });
  return counts;
}
