// Recipe: Steam's Rhine-Ruhr, our own design (no published layout is known, maps.md §A.7): the lower Rhine, the Ruhr
// and the Dutch, Belgian and German lands around them, Liège and Bonn to Arnhem and Münster, about 12 km a hex.
// Colours and starting cubes are chosen for play; the design and its balance figures are in docs/maps/rhine-ruhr.md.
import type { PlaceSpec, Recipe } from '../recipe';
import { GEONAMES, NATURAL_EARTH, STEAM_SUPPLY } from './sources';

const town = (id: string, name: string, lonLat: [number, number]): PlaceSpec => ({ id, name, kind: 'town', lonLat });

export const rhineRuhr: Recipe = {
  id: 'rhine-ruhr',
  title: 'Rhine-Ruhr',
  game: 'steam',
  players: { min: 3, max: 6 },
  projection: { kind: 'transverseMercator', rotate: [-6.7, 0] },
  grid: { cols: 20, rows: 15, oddColumnsShort: true },
  // Fit a lon/lat box (5.3–8.15 E, 50.55–52.05 N) onto the board.
  fit: {
    extent: [[0.3, 0.3], [28.2, 24.6]],
    keepAspect: false,
    points: [[5.3, 50.55], [8.15, 50.55], [5.3, 52.05], [8.15, 52.05], [6.7, 50.55], [6.7, 52.05]],
  },
  sea: 'water',
  waterShare: 0.55,
  riverHexes: 'crossed',
  terrainUnderTowns: true,
  rivers: [
    // The Rhine with its Dutch arms (Waal, Nederrijn, IJssel) from Natural Earth.
    { id: 'rhine', name: 'Rhine', probes: [[7.16, 50.68], [6.95, 50.94], [6.76, 51.23], [6.73, 51.44], [6.6, 51.66], [6.2, 51.85], [5.86, 51.85], [5.9, 51.97], [6.1, 52.1]] },
    {
      id: 'maas',
      name: 'Maas',
      // Missing from Natural Earth 50m: Liège – Visé – Maastricht – Maaseik – Roermond – Venlo – Gennep – Cuijk – Grave – Lith.
      waypoints: [[5.58, 50.64], [5.7, 50.74], [5.7, 50.85], [5.8, 51.09], [5.98, 51.19], [6.17, 51.37], [5.97, 51.7], [5.88, 51.73], [5.74, 51.76], [5.45, 51.8], [5.3, 51.76]],
    },
    {
      id: 'ruhr',
      name: 'Ruhr',
      // Missing from Natural Earth 50m: Arnsberg – Wickede – Fröndenberg – Schwerte – Herdecke – Witten – Hattingen – Kettwig – Mülheim – Duisburg.
      waypoints: [[8.08, 51.38], [7.87, 51.49], [7.76, 51.47], [7.57, 51.44], [7.43, 51.4], [7.35, 51.43], [7.19, 51.4], [6.95, 51.36], [6.88, 51.43], [6.74, 51.44]],
    },
    {
      id: 'lippe',
      name: 'Lippe',
      // Missing from Natural Earth 50m: Lippstadt – Hamm – Lünen – Datteln – Haltern – Dorsten – Wesel.
      waypoints: [[8.35, 51.67], [7.82, 51.68], [7.53, 51.62], [7.34, 51.66], [7.18, 51.74], [6.96, 51.66], [6.62, 51.65]],
    },
    {
      id: 'emscher',
      name: 'Emscher',
      // Missing from Natural Earth 50m: Holzwickede – Dortmund – Castrop – Herne – Gelsenkirchen – Bottrop – Oberhausen – Dinslaken.
      waypoints: [[7.62, 51.5], [7.42, 51.55], [7.31, 51.55], [7.22, 51.55], [7.06, 51.53], [6.93, 51.52], [6.85, 51.5], [6.72, 51.56]],
    },
    // Canals, priced as rivers ([000:L297-301]); maps.md §A.7 names the one between Maastricht and Venlo.
    {
      id: 'juliana-canal',
      name: 'Juliana Canal',
      kind: 'canal',
      // Maastricht – Elsloo – Born – Maasbracht, beside the Maas.
      waypoints: [[5.7, 50.86], [5.77, 50.95], [5.8, 51.03], [5.89, 51.14]],
    },
    {
      id: 'zuid-willemsvaart',
      name: 'Zuid-Willemsvaart',
      kind: 'canal',
      // Maastricht – Lanaken – Bree – Bocholt (B) – Weert – Nederweert – Helmond – Veghel – 's-Hertogenbosch.
      waypoints: [[5.69, 50.86], [5.65, 50.9], [5.6, 51.13], [5.58, 51.17], [5.71, 51.25], [5.75, 51.28], [5.66, 51.48], [5.55, 51.62], [5.3, 51.7]],
    },
    {
      id: 'rhine-herne-canal',
      name: 'Rhine–Herne Canal',
      kind: 'canal',
      // Duisburg-Ruhrort – Oberhausen – Gelsenkirchen – Herne – Henrichenburg.
      waypoints: [[6.73, 51.45], [6.86, 51.49], [7.05, 51.53], [7.22, 51.55], [7.33, 51.6]],
    },
    {
      id: 'dortmund-ems-canal',
      name: 'Dortmund–Ems Canal',
      kind: 'canal',
      // Dortmund harbour – Henrichenburg – Datteln – Olfen – Senden – Münster – Greven.
      waypoints: [[7.45, 51.53], [7.33, 51.6], [7.34, 51.66], [7.43, 51.77], [7.48, 51.86], [7.64, 51.95], [7.6, 52.09]],
    },
    {
      id: 'wesel-datteln-canal',
      name: 'Wesel–Datteln Canal',
      kind: 'canal',
      // Wesel – Dorsten – Marl – Datteln, beside the Lippe.
      waypoints: [[6.6, 51.65], [6.96, 51.66], [7.09, 51.67], [7.34, 51.66]],
    },
  ],
  relief: [
    // Drawn by hand from general physical-geography knowledge; each ring [lon, lat]. Steam prices hills and mountains alike.
    { id: 'eifel', terrain: 'hill', polygon: [[6.0, 50.68], [6.45, 50.72], [6.85, 50.62], [7.15, 50.6], [7.15, 50.2], [6.0, 50.2]] },
    { id: 'hautes-fagnes-ardennes', terrain: 'hill', polygon: [[5.65, 50.6], [6.0, 50.68], [6.0, 50.2], [5.6, 50.2]] },
    { id: 'bergisches-land', terrain: 'hill', polygon: [[7.0, 51.32], [7.45, 51.33], [7.65, 51.1], [7.45, 50.85], [7.15, 50.9], [7.02, 51.05]] },
    { id: 'siebengebirge-westerwald', terrain: 'hill', polygon: [[7.2, 50.72], [7.45, 50.85], [7.9, 50.85], [7.9, 50.4], [7.2, 50.4]] },
    { id: 'sauerland', terrain: 'hill', polygon: [[7.45, 51.33], [7.6, 51.41], [8.0, 51.42], [8.4, 51.32], [8.4, 50.9], [7.9, 50.85], [7.45, 50.85], [7.65, 51.1]] },
    { id: 'rothaargebirge', terrain: 'mountain', polygon: [[8.0, 51.25], [8.4, 51.25], [8.6, 50.9], [8.1, 50.9]] },
  ],
  places: [
    // 20 cities, 5 of each colour, every colour on both sides of the border and on both sides of the Rhine.
    { id: 'arnhem', name: 'Arnhem', kind: 'city', lonLat: [5.9111, 51.98], color: 'red', startCubes: 2 },
    { id: 'nijmegen', name: 'Nijmegen', kind: 'city', lonLat: [5.8528, 51.8425], color: 'purple', startCubes: 2 },
    { id: 'eindhoven', name: 'Eindhoven', kind: 'city', lonLat: [5.4778, 51.4408], color: 'blue', startCubes: 2 },
    { id: 'venlo', name: 'Venlo', kind: 'city', lonLat: [6.1681, 51.37], color: 'yellow', startCubes: 2 },
    { id: 'maastricht', name: 'Maastricht', kind: 'city', lonLat: [5.6889, 50.8483], color: 'yellow', startCubes: 2 },
    { id: 'hasselt', name: 'Hasselt', kind: 'city', lonLat: [5.3378, 50.9311], color: 'purple', startCubes: 1 },
    { id: 'liege', name: 'Liège', kind: 'city', lonLat: [5.5675, 50.6337], color: 'red', startCubes: 3 },
    { id: 'aachen', name: 'Aachen', kind: 'city', lonLat: [6.0834, 50.7766], color: 'blue', startCubes: 2 },
    { id: 'monchengladbach', name: 'Mönchengladbach', kind: 'city', lonLat: [6.4417, 51.1854], color: 'purple', startCubes: 2 },
    { id: 'krefeld', name: 'Krefeld', kind: 'city', lonLat: [6.5538, 51.3364], color: 'red', startCubes: 2 },
    { id: 'dusseldorf', name: 'Düsseldorf', kind: 'city', lonLat: [6.7762, 51.2217], color: 'yellow', startCubes: 3 },
    { id: 'koln', name: 'Köln', kind: 'city', lonLat: [6.95, 50.9333], color: 'red', startCubes: 3 },
    { id: 'bonn', name: 'Bonn', kind: 'city', lonLat: [7.0955, 50.7344], color: 'purple', startCubes: 2 },
    { id: 'duisburg', name: 'Duisburg', kind: 'city', lonLat: [6.7652, 51.4325], color: 'blue', startCubes: 3 },
    { id: 'essen', name: 'Essen', kind: 'city', lonLat: [7.0123, 51.4566], color: 'purple', startCubes: 3 },
    { id: 'gelsenkirchen', name: 'Gelsenkirchen', kind: 'city', lonLat: [7.0965, 51.5051], color: 'yellow', startCubes: 2 },
    { id: 'bochum', name: 'Bochum', kind: 'city', lonLat: [7.2165, 51.4817], color: 'red', startCubes: 2 },
    { id: 'wuppertal', name: 'Wuppertal', kind: 'city', lonLat: [7.1482, 51.2563], color: 'blue', startCubes: 2 },
    { id: 'dortmund', name: 'Dortmund', kind: 'city', lonLat: [7.466, 51.5149], color: 'blue', startCubes: 3 },
    { id: 'hagen', name: 'Hagen', kind: 'city', lonLat: [7.4717, 51.3608], color: 'yellow', startCubes: 2 },
    { id: 'munster', name: 'Münster', kind: 'city', lonLat: [7.6257, 51.9624], color: 'purple', startCubes: 2 },
    town('s-hertogenbosch', "'s-Hertogenbosch", [5.3042, 51.6992]),
    town('helmond', 'Helmond', [5.6611, 51.4817]),
    town('weert', 'Weert', [5.7069, 51.2517]),
    town('roermond', 'Roermond', [5.9875, 51.1942]),
    town('sittard', 'Sittard', [5.8694, 50.9983]),
    town('verviers', 'Verviers', [5.8624, 50.5891]),
    town('venray', 'Venray', [5.975, 51.525]),
    town('kleve', 'Kleve', [6.1387, 51.7883]),
    town('doetinchem', 'Doetinchem', [6.2889, 51.965]),
    town('bocholt', 'Bocholt', [6.6153, 51.8388]),
    town('wesel', 'Wesel', [6.6204, 51.6669]),
    town('geldern', 'Geldern', [6.3236, 51.5191]),
    town('duren', 'Düren', [6.493, 50.8043]),
    town('euskirchen', 'Euskirchen', [6.7872, 50.6606]),
    town('neuss', 'Neuss', [6.685, 51.1981]),
    town('solingen', 'Solingen', [7.0845, 51.1734]),
    town('gummersbach', 'Gummersbach', [7.5647, 51.0261]),
    town('ludenscheid', 'Lüdenscheid', [7.6273, 51.2198]),
    town('recklinghausen', 'Recklinghausen', [7.1974, 51.6138]),
    town('dulmen', 'Dülmen', [7.2808, 51.8315]),
    town('hamm', 'Hamm', [7.8209, 51.6803]),
    town('arnsberg', 'Arnsberg', [8.0833, 51.3833]),
  ],
  minCityDistance: 2,
  rules: { variant: 'rhine-ruhr' },
  steam: STEAM_SUPPLY,
  credits: [NATURAL_EARTH, GEONAMES, 'Rhine-Ruhr board: our own design under the rules of Steam (Martin Wallace); no published layout used'],
};
