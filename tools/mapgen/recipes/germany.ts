// Recipe: Germany (John Bohrer), North Sea and Baltic to the Alps, 13 × 15/14 hexes, with foreign stations and printed costs.
// Facts (cities, colours, numbers, starting cubes, towns, counts) from maps.md §A.3; rules from rules-spec §2.3.3.
import type { PlaceSpec, Recipe } from '../recipe';
import { GEONAMES, NATURAL_EARTH } from './sources';

const station: Pick<PlaceSpec, 'kind' | 'flags' | 'startCubes'> = { kind: 'station', flags: ['foreign', 'noPassThrough'], startCubes: 0 };

export const germany: Recipe = {
  id: 'germany',
  title: 'Germany',
  game: 'age-of-steam',
  players: { min: 3, max: 6 },
  projection: { kind: 'transverseMercator', rotate: [-10.5, 0] },
  grid: { cols: 13, rows: 15, oddColumnsShort: true, offboard: ['0,0', '12,0', '0,14'] },
  // Fit a lon/lat box (6.0–15.0 E, 47.3–55.4 N) onto the board, so off-board destinations do not stretch it.
  fit: { extent: [[0, 0], [18, 24.2]], keepAspect: false, points: [[6.0, 47.3], [15.0, 47.3], [6.0, 55.4], [15.0, 55.4], [10.5, 47.3], [10.5, 55.4]] },
  sea: 'water',
  riverRadius: 0.4,
  rivers: [
    { id: 'rhine', name: 'Rhine', probes: [[7.6, 47.57], [8.4, 49.0], [8.27, 50.0], [7.6, 50.36], [6.95, 50.94], [6.76, 51.43]] },
    { id: 'elbe', name: 'Elbe', probes: [[13.74, 51.05], [11.63, 52.13], [9.99, 53.54]] },
    { id: 'oder', name: 'Oder', probes: [[14.55, 52.35], [14.6, 53.0]] },
  ],
  relief: [
    // Drawn by hand from general physical-geography knowledge; each ring [lon, lat].
    { id: 'black-forest', terrain: 'mountain', polygon: [[7.5, 47.55], [8.7, 47.6], [8.8, 48.95], [8.2, 48.95], [7.6, 48.1]] },
    { id: 'swabian-jura', terrain: 'mountain', polygon: [[8.6, 47.9], [10.7, 48.5], [10.5, 49.0], [8.9, 48.5]] },
    { id: 'alps', terrain: 'mountain', polygon: [[6.8, 47.6], [9.5, 47.6], [10.8, 47.75], [13.0, 47.8], [14.5, 47.7], [16.5, 47.5], [16.5, 45.5], [6.5, 45.5]] },
    { id: 'bohemian-bavarian-forest', terrain: 'mountain', polygon: [[12.2, 49.6], [13.3, 48.7], [14.1, 48.5], [14.9, 48.9], [13.5, 49.5], [12.7, 49.9]] },
    { id: 'ore-mountains-sudetes', terrain: 'mountain', polygon: [[12.0, 50.25], [13.4, 50.8], [14.4, 51.0], [15.3, 50.95], [16.8, 50.6], [16.6, 50.1], [14.4, 50.5], [13.2, 50.3], [12.5, 50.0]] },
    { id: 'harz', terrain: 'mountain', polygon: [[10.0, 51.5], [11.5, 51.45], [11.5, 52.0], [10.0, 52.0]] },
    { id: 'weser-uplands', terrain: 'mountain', polygon: [[8.8, 51.55], [9.8, 51.55], [9.8, 52.25], [8.8, 52.25]] },
    { id: 'thuringian-forest', terrain: 'mountain', polygon: [[9.9, 50.45], [11.7, 50.25], [11.9, 50.6], [10.4, 50.95]] },
    { id: 'rhenish-massif', terrain: 'mountain', polygon: [[6.1, 50.6], [6.4, 49.8], [7.0, 49.6], [8.3, 49.9], [8.5, 50.3], [8.9, 51.0], [8.6, 51.4], [7.6, 51.35], [7.0, 50.9]] },
    { id: 'rhon-vogelsberg-spessart', terrain: 'mountain', polygon: [[8.9, 50.1], [9.4, 49.8], [10.3, 50.2], [10.2, 50.7], [9.3, 50.8]] },
    { id: 'franconian-jura-fichtelgebirge', terrain: 'mountain', polygon: [[10.8, 48.8], [11.8, 49.0], [12.2, 50.1], [11.4, 50.2], [11.1, 49.5]] },
  ],
  places: [
    { id: 'to-zurich', name: 'Zürich', kind: 'city', lonLat: [8.55, 47.3667], color: 'purple', growth: { group: 'light', n: 1 }, startCubes: 2, flags: ['foreign'] },
    { id: 'stuttgart', name: 'Stuttgart', kind: 'city', lonLat: [9.177, 48.7823], color: 'blue', growth: { group: 'light', n: 2 }, startCubes: 2 },
    {
      id: 'dusseldorf', name: 'Düsseldorf', kind: 'city', lonLat: [6.7763, 51.2217], color: 'red', growth: { group: 'light', n: 3 }, startCubes: 2,
      adjacentOk: ['essen'],
    },
    { id: 'bremen', name: 'Bremen', kind: 'city', lonLat: [8.8078, 53.0758], color: 'blue', growth: { group: 'light', n: 4 }, startCubes: 2 },
    { id: 'hannover', name: 'Hannover', kind: 'city', lonLat: [9.7332, 52.3705], color: 'red', growth: { group: 'light', n: 5 }, startCubes: 2 },
    { id: 'to-breslau', name: 'Breslau', kind: 'city', lonLat: [17.0333, 51.1], color: 'purple', growth: { group: 'light', n: 6 }, startCubes: 2, flags: ['foreign'] },
    { id: 'munich', name: 'München', kind: 'city', lonLat: [11.5755, 48.1374], color: 'red', growth: { group: 'dark', n: 1 }, startCubes: 2 },
    { id: 'nuremberg', name: 'Nürnberg', kind: 'city', lonLat: [11.0775, 49.4542], color: 'red', growth: { group: 'dark', n: 2 }, startCubes: 2 },
    { id: 'essen', name: 'Essen', kind: 'city', lonLat: [7.0122, 51.4566], color: 'blue', growth: { group: 'dark', n: 3 }, startCubes: 2, adjacentOk: ['dusseldorf'] },
    { id: 'to-vienna', name: 'Wien', kind: 'city', lonLat: [16.3721, 48.2085], color: 'yellow', growth: { group: 'dark', n: 4 }, startCubes: 2, flags: ['foreign'] },
    { id: 'dresden', name: 'Dresden', kind: 'city', lonLat: [13.7383, 51.0509], color: 'blue', growth: { group: 'dark', n: 5 }, startCubes: 2 },
    { id: 'to-konigsberg', name: 'Königsberg', kind: 'city', lonLat: [20.5109, 54.7065], color: 'yellow', growth: { group: 'dark', n: 6 }, startCubes: 3, flags: ['foreign'] },
    { id: 'berlin', name: 'Berlin', kind: 'city', lonLat: [13.4105, 52.5244], color: 'black', startCubes: 4, flags: ['extraGrowth'] },
    { id: 'to-rotterdam', name: 'Rotterdam', lonLat: [4.4792, 51.9225], ...station },
    { id: 'to-antwerp', name: 'Antwerpen', lonLat: [4.4003, 51.2199], ...station },
    { id: 'to-paris', name: 'Paris', lonLat: [2.3488, 48.8534], ...station },
    { id: 'to-lyon', name: 'Lyon', lonLat: [4.8467, 45.7485], ...station },
    {
      id: 'to-copenhagen', name: 'København', lonLat: [12.5655, 55.6759], ...station,
      pin: { hex: '5,0', why: 'København lies across the Baltic; its station stands at the top of Jutland, the rail route to it' },
    },
    { id: 'to-warsaw', name: 'Warszawa', lonLat: [21.0118, 52.2298], ...station },
    { id: 'hamburg', name: 'Hamburg', kind: 'town', lonLat: [9.9937, 53.5511] },
    { id: 'rostock', name: 'Rostock', kind: 'town', lonLat: [12.1405, 54.0887] },
    { id: 'szczecin', name: 'Stettin', kind: 'town', lonLat: [14.5528, 53.4289] },
    { id: 'magdeburg', name: 'Magdeburg', kind: 'town', lonLat: [11.6292, 52.1277] },
    { id: 'kassel', name: 'Kassel', kind: 'town', lonLat: [9.5, 51.3167] },
    { id: 'gorlitz', name: 'Görlitz', kind: 'town', lonLat: [14.9894, 51.1552] },
    { id: 'leipzig', name: 'Leipzig', kind: 'town', lonLat: [12.3713, 51.3396] },
    { id: 'frankfurt', name: 'Frankfurt', kind: 'town', lonLat: [8.6842, 50.1155] },
    { id: 'wurzburg', name: 'Würzburg', kind: 'town', lonLat: [9.9513, 49.7944] },
    { id: 'pilsen', name: 'Pilsen', kind: 'town', lonLat: [13.3776, 49.7475] },
    { id: 'prague', name: 'Prag', kind: 'town', lonLat: [14.4208, 50.088] },
    { id: 'saarbrucken', name: 'Saarbrücken', kind: 'town', lonLat: [7.0098, 49.2326] },
    { id: 'freiburg', name: 'Freiburg', kind: 'town', lonLat: [7.8522, 47.9959] },
    { id: 'passau', name: 'Passau', kind: 'town', lonLat: [13.4314, 48.5667] },
    // Not in the published town list, but the deluxe rules' special links need them (rules-spec §2.3.3).
    { id: 'cologne', name: 'Köln', kind: 'town', lonLat: [6.9503, 50.9333] },
    { id: 'dortmund', name: 'Dortmund', kind: 'town', lonLat: [7.4660, 51.5149] },
  ],
  minCityDistance: 2,
  costs: {
    outsideCountry: 'Germany',
    // Hexes mostly outside Germany and not next to a German hex carry a printed cost; the border fringe is ordinary land.
    spareBorder: true,
    byTerrain: { plain: 6, river: 8, hill: 8, swamp: 8, mountain: 12 },
  },
  specialLinks: [
    { id: 'dusseldorf-cologne', between: ['dusseldorf', 'cologne'], cost: 2, segments: 1 },
    { id: 'essen-dortmund', between: ['essen', 'dortmund'], cost: 2, segments: 1 },
  ],
  regions: {
    foreignStations: ['to-rotterdam', 'to-antwerp', 'to-paris', 'to-lyon', 'to-copenhagen', 'to-warsaw'],
    foreignCities: ['to-zurich', 'to-breslau', 'to-vienna', 'to-konigsberg'],
  },
  rules: { variant: 'germany' },
  credits: [NATURAL_EARTH, GEONAMES, 'Map facts (cities, colours, numbers, towns): Age of Steam, Germany by John Bohrer; board drawn anew from geography'],
  targets: { plain: 59, river: 9, mountain: 26, water: 32, cost: 21 },
};
