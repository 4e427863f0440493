// Recipe: Southern U.S. (John Bohrer), Memphis to Raleigh and the Gulf coast, 16 × 12/11 hexes; the sea is left off the board.
// Facts (cities, colours, numbers, starting cubes, towns, counts, cotton ports) from maps.md §A.2; geography from Natural Earth.
import type { Recipe } from '../recipe';
import { GEONAMES, NATURAL_EARTH } from './sources';

const port = ['cottonPort'];

export const southernUs: Recipe = {
  id: 'southern-us',
  title: 'Southern U.S.',
  game: 'age-of-steam',
  players: { min: 3, max: 6 },
  projection: { kind: 'conicConformal', parallels: [30, 36], rotate: [85, 0] },
  grid: { cols: 16, rows: 12, oddColumnsShort: true },
  fit: { extent: [[0.9, 1.6], [21.6, 17.6]], keepAspect: false },
  // The published board has no sea hexes: the Gulf and the Atlantic are off the board.
  sea: 'offboard',
  // Coastal hexes count as land unless they are mostly sea, so the coast cities keep their hinterland.
  waterShare: 0.7,
  riverRadius: 0.45,
  rivers: [
    { id: 'mississippi', name: 'Mississippi', probes: [[-90.1, 35.1], [-90.9, 32.3], [-91.4, 31.5], [-91.2, 30.45]] },
    { id: 'tennessee', name: 'Tennessee', probes: [[-86.98, 34.62], [-85.31, 35.06], [-88.1, 35.1]] },
    { id: 'alabama', name: 'Alabama', probes: [[-87.02, 32.41], [-87.6, 31.7]] },
    { id: 'chattahoochee', name: 'Chattahoochee', probes: [[-84.99, 32.46], [-85.05, 31.4]] },
  ],
  relief: [
    {
      id: 'southern-appalachians',
      terrain: 'mountain',
      // Cumberland Plateau, the Great Smokies and the Blue Ridge, from north Georgia to south-west Virginia.
      polygon: [[-86.2, 34.3], [-85.5, 36.7], [-81.5, 37.4], [-79.9, 37.3], [-80.9, 36.2], [-82.3, 35.1], [-83.6, 34.4], [-84.6, 34.0], [-85.7, 33.9]],
    },
  ],
  places: [
    { id: 'nashville', name: 'Nashville', kind: 'city', lonLat: [-86.7844, 36.1659], color: 'blue', growth: { group: 'light', n: 1 }, startCubes: 1 },
    { id: 'memphis', name: 'Memphis', kind: 'city', lonLat: [-90.049, 35.1495], color: 'red', growth: { group: 'light', n: 2 }, startCubes: 1 },
    { id: 'jackson-ms', name: 'Jackson', kind: 'city', lonLat: [-90.1848, 32.2988], color: 'blue', growth: { group: 'light', n: 3 }, startCubes: 1 },
    { id: 'new-orleans', name: 'New Orleans', kind: 'city', lonLat: [-90.0751, 29.9547], color: 'yellow', growth: { group: 'light', n: 4 }, startCubes: 3, flags: port },
    { id: 'mobile', name: 'Mobile', kind: 'city', lonLat: [-88.0431, 30.6944], color: 'purple', growth: { group: 'light', n: 5 }, startCubes: 3, flags: port },
    { id: 'montgomery', name: 'Montgomery', kind: 'city', lonLat: [-86.2999, 32.3668], color: 'blue', growth: { group: 'light', n: 6 }, startCubes: 1 },
    { id: 'knoxville', name: 'Knoxville', kind: 'city', lonLat: [-83.9207, 35.9606], color: 'red', growth: { group: 'dark', n: 1 }, startCubes: 1 },
    { id: 'raleigh', name: 'Raleigh', kind: 'city', lonLat: [-78.6389, 35.7721], color: 'blue', growth: { group: 'dark', n: 2 }, startCubes: 1 },
    { id: 'atlanta', name: 'Atlanta', kind: 'city', lonLat: [-84.388, 33.749], color: 'red', growth: { group: 'dark', n: 3 }, startCubes: 4, flags: ['extraGrowth'] },
    { id: 'charleston', name: 'Charleston', kind: 'city', lonLat: [-79.931, 32.7765], color: 'purple', growth: { group: 'dark', n: 4 }, startCubes: 3, flags: port },
    { id: 'savannah', name: 'Savannah', kind: 'city', lonLat: [-81.0998, 32.0835], color: 'yellow', growth: { group: 'dark', n: 5 }, startCubes: 3, flags: port },
    { id: 'jacksonville', name: 'Jacksonville', kind: 'city', lonLat: [-81.6557, 30.3322], color: 'red', growth: { group: 'dark', n: 6 }, startCubes: 1 },
    { id: 'jackson-tn', name: 'Jackson', kind: 'town', lonLat: [-88.8139, 35.6145] },
    { id: 'tupelo', name: 'Tupelo', kind: 'town', lonLat: [-88.7034, 34.2576] },
    { id: 'meridian', name: 'Meridian', kind: 'town', lonLat: [-88.7034, 32.3643] },
    { id: 'biloxi', name: 'Biloxi', kind: 'town', lonLat: [-88.8853, 30.396] },
    { id: 'selma', name: 'Selma', kind: 'town', lonLat: [-87.0211, 32.4074] },
    { id: 'decatur', name: 'Decatur', kind: 'town', lonLat: [-86.9833, 34.6059] },
    { id: 'birmingham', name: 'Birmingham', kind: 'town', lonLat: [-86.8025, 33.5207] },
    { id: 'chattanooga', name: 'Chattanooga', kind: 'town', lonLat: [-85.3097, 35.0456] },
    { id: 'columbus', name: 'Columbus', kind: 'town', lonLat: [-84.9877, 32.461] },
    { id: 'tallahassee', name: 'Tallahassee', kind: 'town', lonLat: [-84.2807, 30.4383] },
    { id: 'macon', name: 'Macon', kind: 'town', lonLat: [-83.6324, 32.8407] },
    { id: 'augusta', name: 'Augusta', kind: 'town', lonLat: [-81.9748, 33.4709] },
    { id: 'charlotte', name: 'Charlotte', kind: 'town', lonLat: [-80.8431, 35.2271] },
    { id: 'columbia', name: 'Columbia', kind: 'town', lonLat: [-81.0348, 34.0007] },
  ],
  minCityDistance: 2,
  regions: { cottonPorts: ['charleston', 'savannah', 'mobile', 'new-orleans'] },
  rules: { variant: 'southern-us' },
  credits: [NATURAL_EARTH, GEONAMES, 'Map facts (cities, colours, numbers, towns): Age of Steam, Southern U.S. by John Bohrer; board drawn anew from geography'],
  targets: { plain: 108, river: 11, mountain: 15, water: 1 },
};
