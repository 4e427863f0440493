// Recipe: Western U.S., our own design (no published layout is known): the Pacific coast to the Mississippi, 20 × 12/11 hexes.
// Constraints: rules-spec §2.3.1 (start cities east and west, towns start with a cube, swamps) and maps.md §A.6;
// the design choices are explained in docs/maps/western-us.md.
import type { PlaceSpec, Recipe } from '../recipe';
import { GEONAMES, NATURAL_EARTH } from './sources';

const west = ['startCity', 'west'];
const east = ['startCity', 'east'];
const town = (id: string, name: string, lonLat: [number, number], flags?: string[]): PlaceSpec => ({
  id,
  name,
  kind: 'town',
  lonLat,
  // Western U.S. puts one cube on every town at setup (rules-spec §2.3.1).
  startCubes: 1,
  ...(flags ? { flags } : {}),
});

export const westernUs: Recipe = {
  id: 'western-us',
  title: 'Western U.S.',
  game: 'age-of-steam',
  players: { min: 3, max: 6 },
  projection: { kind: 'conicConformal', parallels: [33, 45], rotate: [106, 0] },
  grid: { cols: 20, rows: 12, oddColumnsShort: true },
  fit: { extent: [[1.0, 0.6], [27.6, 18.6]], keepAspect: false },
  sea: 'water',
  // Only the big rivers, and only where they run close to a hex centre: the board is coarse (about 190 km a hex).
  riverRadius: 0.45,
  rivers: [
    { id: 'mississippi', name: 'Mississippi', probes: [[-93.2, 44.95], [-91.2, 43.8], [-90.2, 38.5], [-90.1, 35.1], [-90.9, 32.3], [-91.2, 30.5]] },
    { id: 'missouri', name: 'Missouri', probes: [[-94.6, 39.12], [-95.9, 41.25], [-97.4, 42.8], [-100.8, 46.8]] },
    { id: 'columbia', name: 'Columbia', probes: [[-122.7, 45.62], [-119.3, 46.2], [-118.0, 48.0]] },
    { id: 'snake', name: 'Snake', probes: [[-116.9, 46.4], [-116.4, 43.9], [-114.5, 42.6]] },
    { id: 'colorado', name: 'Colorado', probes: [[-114.6, 35.0], [-114.7, 33.0], [-111.6, 36.9]] },
    { id: 'rio-grande', name: 'Rio Grande', probes: [[-106.65, 35.0], [-106.5, 31.8]] },
    { id: 'arkansas', name: 'Arkansas', probes: [[-92.3, 34.75], [-94.4, 35.4]] },
  ],
  relief: [
    // Drawn by hand from general physical-geography knowledge; each ring [lon, lat].
    { id: 'northern-rockies', terrain: 'mountain', polygon: [[-116.5, 49.5], [-112.5, 49.5], [-109.5, 44.5], [-111.5, 42.5], [-114.5, 44.0], [-116.5, 46.5]] },
    {
      id: 'southern-rockies',
      terrain: 'mountain',
      polygon: [[-109.5, 44.5], [-106.5, 43.0], [-105.3, 41.0], [-105.2, 38.0], [-105.3, 35.3], [-106.5, 35.3], [-108.0, 37.5], [-109.0, 40.0], [-110.5, 41.0]],
    },
    { id: 'wasatch-uinta', terrain: 'mountain', polygon: [[-112.0, 42.0], [-110.5, 41.0], [-109.0, 40.3], [-111.5, 39.0], [-112.0, 40.0]] },
    { id: 'sierra-nevada', terrain: 'mountain', polygon: [[-122.0, 41.0], [-119.6, 40.6], [-117.3, 36.8], [-117.6, 35.2], [-119.2, 35.0], [-120.8, 37.6], [-121.6, 39.0]] },
    { id: 'cascades', terrain: 'mountain', polygon: [[-122.3, 49.2], [-120.0, 49.2], [-120.5, 46.5], [-121.0, 43.0], [-122.6, 41.5], [-122.8, 44.0], [-122.3, 47.0]] },
    // The Mississippi's alluvial plain from the Missouri bootheel to the Louisiana bayous: the swamps the rules price at $4.
    {
      id: 'mississippi-lowlands',
      terrain: 'swamp',
      polygon: [[-91.8, 36.6], [-89.6, 36.6], [-89.9, 33.0], [-90.4, 31.0], [-89.4, 30.2], [-89.1, 28.9], [-92.2, 28.9], [-94.0, 29.6], [-93.6, 31.0], [-91.9, 33.5]],
    },
  ],
  places: [
    { id: 'seattle', name: 'Seattle', kind: 'city', lonLat: [-122.3321, 47.6062], color: 'blue', growth: { group: 'light', n: 1 }, startCubes: 2, flags: west },
    { id: 'san-francisco', name: 'San Francisco', kind: 'city', lonLat: [-122.4194, 37.7749], color: 'red', growth: { group: 'light', n: 2 }, startCubes: 2, flags: west },
    { id: 'los-angeles', name: 'Los Angeles', kind: 'city', lonLat: [-118.2437, 34.0522], color: 'red', growth: { group: 'light', n: 3 }, startCubes: 2, flags: west },
    { id: 'salt-lake-city', name: 'Salt Lake City', kind: 'city', lonLat: [-111.891, 40.7608], color: 'purple', growth: { group: 'light', n: 4 }, startCubes: 2 },
    { id: 'denver', name: 'Denver', kind: 'city', lonLat: [-104.9847, 39.7392], color: 'purple', growth: { group: 'light', n: 5 }, startCubes: 2 },
    { id: 'des-moines', name: 'Des Moines', kind: 'city', lonLat: [-93.6091, 41.6005], color: 'blue', growth: { group: 'light', n: 6 }, startCubes: 2, flags: east },
    { id: 'duluth', name: 'Duluth', kind: 'city', lonLat: [-92.1066, 46.7833], color: 'yellow', growth: { group: 'dark', n: 1 }, startCubes: 2, flags: east },
    { id: 'minneapolis', name: 'Minneapolis', kind: 'city', lonLat: [-93.2638, 44.98], color: 'blue', growth: { group: 'dark', n: 2 }, startCubes: 2, flags: east },
    { id: 'st-louis', name: 'St. Louis', kind: 'city', lonLat: [-90.1979, 38.6273], color: 'red', growth: { group: 'dark', n: 3 }, startCubes: 2, flags: east },
    { id: 'memphis', name: 'Memphis', kind: 'city', lonLat: [-90.049, 35.1495], color: 'blue', growth: { group: 'dark', n: 4 }, startCubes: 2, flags: east },
    { id: 'vicksburg', name: 'Vicksburg', kind: 'city', lonLat: [-90.8779, 32.3526], color: 'yellow', growth: { group: 'dark', n: 5 }, startCubes: 2, flags: east },
    { id: 'new-orleans', name: 'New Orleans', kind: 'city', lonLat: [-90.0751, 29.9547], color: 'red', growth: { group: 'dark', n: 6 }, startCubes: 2, flags: east },
    town('portland', 'Portland', [-122.6765, 45.5234], ['west']),
    town('spokane', 'Spokane', [-117.4294, 47.6597]),
    town('boise', 'Boise', [-116.2035, 43.6135]),
    town('sacramento', 'Sacramento', [-121.4944, 38.5816]),
    town('reno', 'Reno', [-119.8138, 39.5296]),
    town('san-diego', 'San Diego', [-117.1647, 32.7157], ['west']),
    town('phoenix', 'Phoenix', [-112.074, 33.4484]),
    town('albuquerque', 'Albuquerque', [-106.6511, 35.0845]),
    town('cheyenne', 'Cheyenne', [-104.8202, 41.14]),
    town('omaha', 'Omaha', [-95.94, 41.256]),
    town('kansas-city', 'Kansas City', [-94.5786, 39.0997], ['east']),
    town('oklahoma-city', 'Oklahoma City', [-97.5164, 35.4676]),
    town('dallas', 'Dallas', [-96.807, 32.783]),
    town('little-rock', 'Little Rock', [-92.2896, 34.7465]),
  ],
  minCityDistance: 2,
  regions: {
    eastStartCities: ['duluth', 'minneapolis', 'des-moines', 'st-louis', 'memphis', 'vicksburg', 'new-orleans'],
    westStartCities: ['seattle', 'san-francisco', 'los-angeles'],
    // Eastern and western places for the east–west bonus; the towns count only once a New City stands on them.
    east: ['duluth', 'minneapolis', 'des-moines', 'st-louis', 'memphis', 'vicksburg', 'new-orleans', 'kansas-city'],
    west: ['seattle', 'san-francisco', 'los-angeles', 'portland', 'san-diego'],
  },
  rules: { variant: 'western-us' },
  credits: [NATURAL_EARTH, GEONAMES, 'Western U.S. board: our own design under the Age of Steam Western U.S. rules; no published layout used'],
  notes: ['Des Moines is the light-group city of the east (light 6), because the rules name 7 eastern and 3 western start cities among the 12.'],
};
