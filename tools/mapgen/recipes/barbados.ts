// Recipe: Barbados (Ted Alspach), the solo map: six yellow cities round the coast, highlands in the middle, 8 × 10 hexes.
// Facts (cities, numbers, starting cubes, towns, counts, rules) from maps.md §A.4 and rules-spec §2.3.4.
import type { PlaceSpec, Recipe } from '../recipe';
import { GEONAMES, NATURAL_EARTH } from './sources';

const HAND = 'position of a coastal landmark, read by hand from a general map (about ±1 km)';
const city = (id: string, name: string, n: number, lonLat: [number, number], source?: string): PlaceSpec => ({
  id,
  name,
  kind: 'city',
  lonLat,
  ...(source ? { source } : {}),
  color: 'yellow',
  growth: { group: 'light', n },
  startCubes: 1,
});

export const barbados: Recipe = {
  id: 'barbados',
  title: 'Barbados',
  game: 'age-of-steam',
  players: { min: 1, max: 1 },
  // Turned 16° so the island's long axis (North Point – South Point) runs down the columns.
  projection: { kind: 'transverseMercator', rotate: [59.55, 0, -16] },
  grid: { cols: 8, rows: 10, oddColumnsShort: false },
  // The island's extreme points (North Point, South Point, Ragged Point, the west coast) fill the board.
  fit: {
    extent: [[-0.4, -0.3], [11.0, 16.8]],
    keepAspect: false,
    points: [[-59.617, 13.336], [-59.53, 13.045], [-59.42, 13.16], [-59.648, 13.25], [-59.63, 13.09], [-59.5, 13.27]],
  },
  sea: 'water',
  // Coastal hexes are land unless four fifths sea, as on the published island boards.
  waterShare: 0.8,
  rivers: [],
  relief: [
    {
      id: 'central-highlands',
      terrain: 'mountain',
      // Scotland District, Mount Hillaby and the central ridge down to the St. John and St. George hills.
      polygon: [[-59.63, 13.3], [-59.56, 13.31], [-59.51, 13.24], [-59.48, 13.17], [-59.52, 13.12], [-59.58, 13.12], [-59.61, 13.16], [-59.625, 13.23]],
    },
  ],
  places: [
    city('north-point', 'North Point', 1, [-59.6172, 13.3336], HAND),
    city('bathsheba', 'Bathsheba', 2, [-59.526, 13.2113]),
    // Not found in GeoNames; placed on the east coast of St. John between Bathsheba and Crane (not verified).
    city('bell-point', 'Bell Point', 3, [-59.462, 13.168], HAND),
    city('bridgetown', 'Bridgetown', 4, [-59.6202, 13.1073]),
    city('oistins', 'Oistins', 5, [-59.5464, 13.0707]),
    city('crane-beach', 'Crane Beach', 6, [-59.4486, 13.1049]),
    { id: 'speightstown', name: 'Speightstown', kind: 'town', lonLat: [-59.644, 13.2507] },
    { id: 'holetown', name: 'Holetown', kind: 'town', lonLat: [-59.6381, 13.1867] },
    { id: 'south-coast', name: 'South Coast', kind: 'town', lonLat: [-59.585, 13.072], source: HAND },
    { id: 'lakes-beach', name: 'Lakes Beach', kind: 'town', lonLat: [-59.556, 13.246], source: HAND },
    { id: 'brighton', name: 'Brighton', kind: 'town', lonLat: [-59.56, 13.125], source: HAND },
  ],
  minCityDistance: 2,
  rules: { variant: 'barbados' },
  credits: [NATURAL_EARTH, GEONAMES, 'Map facts (cities, numbers, towns): Age of Steam, Barbados by Ted Alspach; board drawn anew from geography'],
  targets: { plain: 22, mountain: 17 },
};
