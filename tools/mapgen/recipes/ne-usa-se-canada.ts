// Recipe: Steam's North-East USA & South-East Canada, our own design (no published layout is known, maps.md §A.7):
// Lake Erie and Pittsburgh to Maine, Philadelphia to Ottawa and Montréal. Colours and starting cubes are chosen for play;
// the design and its balance figures are in docs/maps/ne-usa-se-canada.md.
import type { PlaceSpec, Recipe } from '../recipe';
import { GEONAMES, NATURAL_EARTH, STEAM_SUPPLY } from './sources';

const town = (id: string, name: string, lonLat: [number, number]): PlaceSpec => ({ id, name, kind: 'town', lonLat });

export const neUsaSeCanada: Recipe = {
  id: 'ne-usa-se-canada',
  title: 'North-East USA & South-East Canada',
  game: 'steam',
  players: { min: 3, max: 6 },
  projection: { kind: 'conicConformal', parallels: [40, 45], rotate: [75, 0] },
  grid: { cols: 22, rows: 14, oddColumnsShort: true },
  // Fit a lon/lat box (80.6–69.6 W, 39.6–46.0 N) onto the board: Pittsburgh and Lake Erie to Maine's coast.
  fit: {
    extent: [[0.3, 0.2], [31.2, 22.9]],
    keepAspect: false,
    points: [[-80.6, 39.6], [-69.6, 39.6], [-80.6, 46.0], [-69.6, 46.0], [-75.1, 39.6], [-75.1, 46.0]],
  },
  sea: 'water',
  // Coastal hexes are plains in Steam ([000:L289]): a hex becomes water only when most of it is.
  waterShare: 0.55,
  riverHexes: 'crossed',
  // Lake Champlain and Lake Simcoe are narrower than a hex: priced as rivers, as Steam's smaller lakes are; the Finger
  // Lakes and smaller ones (under half a hex unit²) are left out.
  smallLakes: { minArea: 0.5, maxArea: 3 },
  terrainUnderTowns: true,
  rivers: [
    {
      id: 'st-lawrence',
      name: 'St. Lawrence',
      // Missing from Natural Earth 50m: Kingston – Brockville – Ogdensburg – Cornwall – Valleyfield – Montréal – Sorel.
      waypoints: [[-76.45, 44.2], [-75.69, 44.58], [-75.49, 44.69], [-74.73, 45.0], [-74.13, 45.25], [-73.55, 45.48], [-73.11, 46.04]],
    },
    { id: 'ottawa', name: 'Ottawa', probes: [[-75.7, 45.43], [-74.5, 45.55]] },
    { id: 'niagara', name: 'Niagara', probes: [[-79.07, 43.1]] },
    {
      id: 'hudson',
      name: 'Hudson',
      // Glens Falls – Troy – Albany – Kingston – Poughkeepsie – Newburgh – Peekskill – New York.
      waypoints: [[-73.64, 43.31], [-73.69, 42.73], [-73.75, 42.65], [-73.98, 41.93], [-73.94, 41.7], [-74.0, 41.5], [-73.95, 41.29], [-74.01, 40.7]],
    },
    {
      id: 'connecticut',
      name: 'Connecticut',
      // Beecher Falls – Lancaster – White River Junction – Brattleboro – Northampton – Springfield – Hartford – Middletown – Old Saybrook.
      waypoints: [[-71.51, 45.01], [-71.57, 44.49], [-72.32, 43.65], [-72.56, 42.85], [-72.63, 42.33], [-72.6, 42.1], [-72.66, 41.77], [-72.65, 41.56], [-72.36, 41.28]],
    },
    {
      id: 'delaware',
      name: 'Delaware',
      // Missing from Natural Earth 50m: Hancock – Port Jervis – Delaware Water Gap – Easton – Trenton – Philadelphia – Wilmington.
      waypoints: [[-75.28, 41.96], [-74.69, 41.37], [-75.14, 40.97], [-75.2, 40.69], [-74.77, 40.21], [-75.13, 39.95], [-75.53, 39.72]],
    },
    {
      id: 'susquehanna',
      name: 'Susquehanna',
      // Missing from Natural Earth 50m: Cooperstown – Binghamton – Athens – Towanda – Wilkes-Barre – Sunbury – Harrisburg – Havre de Grace.
      waypoints: [[-74.92, 42.7], [-75.91, 42.1], [-76.52, 41.96], [-76.44, 41.77], [-75.88, 41.25], [-76.79, 40.86], [-76.89, 40.27], [-76.09, 39.55]],
    },
  ],
  relief: [
    // Drawn by hand from general physical-geography knowledge; each ring [lon, lat]. Steam prices hills and mountains alike.
    {
      id: 'allegheny-ridges',
      terrain: 'mountain',
      // The Allegheny Front and the Ridge-and-Valley of central Pennsylvania.
      polygon: [[-79.4, 40.0], [-78.6, 41.5], [-77.3, 41.75], [-76.4, 41.5], [-76.2, 40.85], [-77.4, 40.0]],
    },
    { id: 'allegheny-plateau', terrain: 'hill', polygon: [[-80.2, 41.0], [-79.6, 42.05], [-77.5, 42.3], [-76.2, 42.2], [-76.4, 41.5], [-77.3, 41.75], [-78.6, 41.5], [-79.4, 40.0]] },
    { id: 'poconos-catskills', terrain: 'hill', polygon: [[-75.9, 41.0], [-75.1, 41.55], [-74.3, 42.55], [-73.95, 42.1], [-74.4, 41.55], [-75.3, 40.95]] },
    { id: 'adirondacks', terrain: 'mountain', polygon: [[-75.35, 43.55], [-74.6, 43.2], [-73.75, 43.55], [-73.65, 44.3], [-74.3, 44.75], [-75.1, 44.4]] },
    { id: 'green-mountains', terrain: 'hill', polygon: [[-73.3, 42.75], [-72.7, 42.75], [-72.55, 43.6], [-72.4, 44.9], [-72.9, 44.95], [-73.05, 43.6]] },
    { id: 'berkshires-taconic', terrain: 'hill', polygon: [[-73.5, 41.75], [-73.05, 41.7], [-72.95, 42.7], [-73.35, 42.75]] },
    { id: 'white-mountains', terrain: 'mountain', polygon: [[-72.0, 43.85], [-71.0, 43.85], [-70.85, 44.5], [-71.5, 44.75], [-72.05, 44.35]] },
  ],
  places: [
    // 18 cities: 4 red, 5 blue, 5 purple, 4 yellow, every colour in each half of the board (docs/maps/ne-usa-se-canada.md).
    { id: 'toronto', name: 'Toronto', kind: 'city', lonLat: [-79.4163, 43.7001], color: 'blue', startCubes: 3 },
    { id: 'pittsburgh', name: 'Pittsburgh', kind: 'city', lonLat: [-79.9959, 40.4406], color: 'blue', startCubes: 2 },
    { id: 'erie', name: 'Erie', kind: 'city', lonLat: [-80.0851, 42.1292], color: 'purple', startCubes: 1 },
    { id: 'buffalo', name: 'Buffalo', kind: 'city', lonLat: [-78.8784, 42.8865], color: 'yellow', startCubes: 2 },
    { id: 'rochester', name: 'Rochester', kind: 'city', lonLat: [-77.6156, 43.1548], color: 'purple', startCubes: 2 },
    { id: 'harrisburg', name: 'Harrisburg', kind: 'city', lonLat: [-76.8844, 40.2737], color: 'red', startCubes: 1 },
    { id: 'syracuse', name: 'Syracuse', kind: 'city', lonLat: [-76.1474, 43.0481], color: 'blue', startCubes: 2 },
    { id: 'ottawa', name: 'Ottawa', kind: 'city', lonLat: [-75.6981, 45.4112], color: 'red', startCubes: 2 },
    { id: 'scranton', name: 'Scranton', kind: 'city', lonLat: [-75.6649, 41.4092], color: 'purple', startCubes: 1 },
    { id: 'philadelphia', name: 'Philadelphia', kind: 'city', lonLat: [-75.1638, 39.9523], color: 'yellow', startCubes: 3 },
    { id: 'new-york', name: 'New York', kind: 'city', lonLat: [-74.006, 40.7143], color: 'blue', startCubes: 3 },
    { id: 'albany', name: 'Albany', kind: 'city', lonLat: [-73.7562, 42.6526], color: 'red', startCubes: 2 },
    { id: 'montreal', name: 'Montréal', kind: 'city', lonLat: [-73.5878, 45.5088], color: 'yellow', startCubes: 3 },
    { id: 'burlington', name: 'Burlington', kind: 'city', lonLat: [-73.2121, 44.4759], color: 'purple', startCubes: 1 },
    { id: 'hartford', name: 'Hartford', kind: 'city', lonLat: [-72.6851, 41.7637], color: 'yellow', startCubes: 2 },
    { id: 'providence', name: 'Providence', kind: 'city', lonLat: [-71.4128, 41.824], color: 'purple', startCubes: 2 },
    { id: 'boston', name: 'Boston', kind: 'city', lonLat: [-71.0598, 42.3584], color: 'red', startCubes: 3 },
    { id: 'portland', name: 'Portland', kind: 'city', lonLat: [-70.2589, 43.6574], color: 'blue', startCubes: 1 },
    town('altoona', 'Altoona', [-78.3947, 40.5187]),
    town('williamsport', 'Williamsport', [-77.0011, 41.2412]),
    town('elmira', 'Elmira', [-76.8077, 42.0898]),
    town('peterborough', 'Peterborough', [-78.3162, 44.3001]),
    town('kingston-on', 'Kingston', [-76.481, 44.2298]),
    town('watertown', 'Watertown', [-75.9108, 43.9748]),
    town('cornwall', 'Cornwall', [-74.7281, 45.0181]),
    town('binghamton', 'Binghamton', [-75.918, 42.0987]),
    town('utica', 'Utica', [-75.2327, 43.1009]),
    town('allentown', 'Allentown', [-75.4902, 40.6084]),
    town('trenton', 'Trenton', [-74.7429, 40.2171]),
    town('poughkeepsie', 'Poughkeepsie', [-73.921, 41.7004]),
    town('plattsburgh', 'Plattsburgh', [-73.4529, 44.6995]),
    town('rutland', 'Rutland', [-72.9726, 43.6106]),
    town('new-haven', 'New Haven', [-72.9282, 41.3081]),
    town('springfield', 'Springfield', [-72.5898, 42.1015]),
    town('worcester', 'Worcester', [-71.8023, 42.2626]),
    town('concord', 'Concord', [-71.5376, 43.2081]),
    town('sherbrooke', 'Sherbrooke', [-71.8991, 45.4001]),
  ],
  minCityDistance: 2,
  rules: { variant: 'ne-usa-se-canada' },
  steam: STEAM_SUPPLY,
  credits: [NATURAL_EARTH, GEONAMES, 'North-East USA & South-East Canada board: our own design under the rules of Steam (Martin Wallace); no published layout used'],
};
