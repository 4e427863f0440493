// Recipe: Rust Belt, the Age of Steam base map (John Bohrer), Great Lakes to the Ohio valley, 18 × 11/10 hexes.
// Facts (cities, colours, numbers, starting cubes, towns, counts) from maps.md §A.1; geography from Natural Earth.
import type { Recipe } from '../recipe';
import { NATURAL_EARTH, GEONAMES } from './sources';

export const rustBelt: Recipe = {
  id: 'rust-belt',
  title: 'Rust Belt',
  game: 'age-of-steam',
  players: { min: 3, max: 6 },
  projection: { kind: 'conicConformal', parallels: [38, 46], rotate: [87, 0] },
  grid: { cols: 18, rows: 11, oddColumnsShort: true },
  fit: { extent: [[0.6, 0.4], [25.0, 16.9]], keepAspect: false },
  sea: 'water',
  // The lakes' narrow arms (Erie, Ontario) are thinner than a hex; 45 % keeps them on the board as water.
  waterShare: 0.45,
  rivers: [
    { id: 'mississippi', name: 'Mississippi', probes: [[-93.2, 44.95], [-91.24, 43.8], [-90.58, 41.51], [-91.4, 40.4], [-90.05, 38.0]] },
    { id: 'wabash', name: 'Wabash', probes: [[-87.42, 39.47], [-87.75, 38.4]] },
    { id: 'ohio', name: 'Ohio', probes: [[-80.72, 40.06], [-84.51, 39.1], [-85.76, 38.26], [-87.56, 37.97]] },
    {
      id: 'illinois',
      name: 'Illinois',
      // Missing from Natural Earth 50m: Channahon – Ottawa – Hennepin – Peoria – Havana – Beardstown – Meredosia – Hardin – Grafton.
      waypoints: [[-88.23, 41.4], [-88.84, 41.35], [-89.34, 41.25], [-89.59, 40.69], [-90.06, 40.3], [-90.43, 40.02], [-90.56, 39.83], [-90.62, 39.16], [-90.43, 38.97]],
    },
    { id: 'niagara', name: 'Niagara', probes: [[-79.07, 43.1]] },
  ],
  relief: [
    {
      id: 'allegheny',
      terrain: 'mountain',
      // Allegheny Plateau and the ridges of western Pennsylvania and West Virginia, south-east of Lake Erie.
      polygon: [[-81.2, 41.0], [-79.6, 41.9], [-77.0, 42.0], [-77.0, 37.0], [-81.5, 37.0], [-82.0, 38.4], [-81.2, 39.6]],
    },
  ],
  places: [
    { id: 'chicago', name: 'Chicago', kind: 'city', lonLat: [-87.65, 41.85], color: 'red', growth: { group: 'light', n: 1 }, startCubes: 2 },
    { id: 'st-louis', name: 'St. Louis', kind: 'city', lonLat: [-90.1979, 38.6273], color: 'red', growth: { group: 'light', n: 2 }, startCubes: 2 },
    { id: 'kansas-city', name: 'Kansas City', kind: 'city', lonLat: [-94.5786, 39.0997], color: 'purple', growth: { group: 'light', n: 3 }, startCubes: 2 },
    { id: 'des-moines', name: 'Des Moines', kind: 'city', lonLat: [-93.6091, 41.6005], color: 'blue', growth: { group: 'light', n: 4 }, startCubes: 2 },
    { id: 'minneapolis', name: 'Minneapolis', kind: 'city', lonLat: [-93.2638, 44.98], color: 'blue', growth: { group: 'light', n: 5 }, startCubes: 2 },
    { id: 'duluth', name: 'Duluth', kind: 'city', lonLat: [-92.1066, 46.7833], color: 'purple', growth: { group: 'light', n: 6 }, startCubes: 2 },
    { id: 'evansville', name: 'Evansville', kind: 'city', lonLat: [-87.5558, 37.9748], color: 'blue', growth: { group: 'dark', n: 1 }, startCubes: 2 },
    { id: 'cincinnati', name: 'Cincinnati', kind: 'city', lonLat: [-84.5120, 39.1271], color: 'blue', growth: { group: 'dark', n: 2 }, startCubes: 2 },
    { id: 'detroit', name: 'Detroit', kind: 'city', lonLat: [-83.0458, 42.3314], color: 'red', growth: { group: 'dark', n: 3 }, startCubes: 2 },
    { id: 'wheeling', name: 'Wheeling', kind: 'city', lonLat: [-80.7209, 40.064], color: 'yellow', growth: { group: 'dark', n: 4 }, startCubes: 3 },
    { id: 'pittsburgh', name: 'Pittsburgh', kind: 'city', lonLat: [-79.9959, 40.4406], color: 'red', growth: { group: 'dark', n: 5 }, startCubes: 3 },
    { id: 'toronto', name: 'Toronto', kind: 'city', lonLat: [-79.4163, 43.7001], color: 'yellow', growth: { group: 'dark', n: 6 }, startCubes: 2 },
    { id: 'la-crosse', name: 'La Crosse', kind: 'town', lonLat: [-91.2396, 43.8014] },
    { id: 'rock-island', name: 'Rock Island', kind: 'town', lonLat: [-90.5787, 41.5095] },
    { id: 'springfield', name: 'Springfield', kind: 'town', lonLat: [-89.6440, 39.8017] },
    { id: 'green-bay', name: 'Green Bay', kind: 'town', lonLat: [-88.0198, 44.5192] },
    { id: 'milwaukee', name: 'Milwaukee', kind: 'town', lonLat: [-87.9065, 43.0389] },
    { id: 'terre-haute', name: 'Terre Haute', kind: 'town', lonLat: [-87.4139, 39.4667] },
    { id: 'michigan-city', name: 'Michigan City', kind: 'town', lonLat: [-86.8950, 41.7075] },
    { id: 'grand-rapids', name: 'Grand Rapids', kind: 'town', lonLat: [-85.6681, 42.9634] },
    { id: 'indianapolis', name: 'Indianapolis', kind: 'town', lonLat: [-86.1580, 39.7684] },
    { id: 'fort-wayne', name: 'Fort Wayne', kind: 'town', lonLat: [-85.1286, 41.1306] },
    { id: 'toledo', name: 'Toledo', kind: 'town', lonLat: [-83.5552, 41.6639] },
    { id: 'lexington', name: 'Lexington', kind: 'town', lonLat: [-84.4777, 37.9887] },
    { id: 'cleveland', name: 'Cleveland', kind: 'town', lonLat: [-81.6954, 41.4995] },
    { id: 'buffalo', name: 'Buffalo', kind: 'town', lonLat: [-78.8784, 42.8865] },
  ],
  minCityDistance: 2,
  rules: { variant: 'rust-belt' },
  credits: [NATURAL_EARTH, GEONAMES, 'Map facts (cities, colours, numbers, towns): Age of Steam, Rust Belt by John Bohrer; board drawn anew from geography'],
  targets: { plain: 108, river: 19, water: 27, mountain: 9 },
};
