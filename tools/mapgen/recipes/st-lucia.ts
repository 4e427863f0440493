// Recipe: St. Lucia (Ted Alspach), the two-player map: eleven towns, no printed cities, a mountain spine, 7 × 11 hexes.
// Facts (towns, counts, rules) from maps.md §A.5 and rules-spec §2.3.5; rivers drawn from waypoints (none at 50m).
import type { Recipe } from '../recipe';
import { GEONAMES, NATURAL_EARTH } from './sources';

const HAND = 'position read by hand from a general map (about ±1 km)';

export const stLucia: Recipe = {
  id: 'st-lucia',
  title: 'St. Lucia',
  game: 'age-of-steam',
  players: { min: 2, max: 2 },
  projection: { kind: 'transverseMercator', rotate: [61, 0] },
  grid: { cols: 7, rows: 11, oddColumnsShort: false },
  // The island's extent (Cap Point to Moule à Chique, west to east coast) fills the board.
  fit: { extent: [[-0.5, -0.4], [9.8, 18.4]], keepAspect: false, points: [[-61.08, 13.708], [-60.873, 14.11]] },
  sea: 'water',
  // Coastal hexes are land unless four fifths sea, as on the published island boards.
  waterShare: 0.8,
  riverRadius: 0.55,
  rivers: [
    // Natural Earth has no rivers this small; each is a line from its upper course to its mouth.
    { id: 'cul-de-sac', name: 'Cul de Sac', waypoints: [[-60.96, 13.96], [-60.99, 13.975], [-61.02, 13.982]] },
    { id: 'roseau', name: 'Roseau', waypoints: [[-60.975, 13.915], [-61.0, 13.94], [-61.03, 13.958]] },
    { id: 'mabouya', name: 'Mabouya', waypoints: [[-60.955, 13.885], [-60.92, 13.9], [-60.89, 13.91]] },
    { id: 'troumassee', name: 'Troumassé', waypoints: [[-60.975, 13.84], [-60.94, 13.825], [-60.895, 13.81]] },
    { id: 'vieux-fort', name: 'Vieux Fort', waypoints: [[-60.975, 13.79], [-60.955, 13.76], [-60.945, 13.73]] },
  ],
  relief: [
    {
      id: 'central-range',
      terrain: 'mountain',
      // The central range from Barre de l'Isle to Morne Gimie and Mount Tabor, and the Pitons above Soufrière.
      polygon: [[-61.02, 13.955], [-60.965, 13.95], [-60.945, 13.9], [-60.96, 13.83], [-61.0, 13.8], [-61.07, 13.8], [-61.075, 13.85], [-61.05, 13.91]],
    },
  ],
  places: [
    { id: 'castries', name: 'Castries', kind: 'town', lonLat: [-61.0061, 13.9957] },
    { id: 'anse-la-raye', name: 'Anse La Raye', kind: 'town', lonLat: [-61.0388, 13.9462] },
    { id: 'anse-chastenet', name: 'Anse Chastenet', kind: 'town', lonLat: [-61.077, 13.865], source: HAND },
    { id: 'fond-st-jacques', name: 'Fond St. Jacques', kind: 'town', lonLat: [-61.04, 13.835], source: HAND },
    { id: 'barre-de-l-isle', name: "Barre de l'Isle", kind: 'town', lonLat: [-60.96, 13.93], source: HAND },
    { id: 'morne-gimie', name: 'Morne Gimie', kind: 'town', lonLat: [-61.02, 13.862], source: HAND },
    { id: 'laborie', name: 'Laborie', kind: 'town', lonLat: [-60.9833, 13.75] },
    { id: 'le-cap', name: 'Le Cap', kind: 'town', lonLat: [-60.95, 14.09], source: HAND },
    { id: 'grand-anse', name: 'Grand Anse', kind: 'town', lonLat: [-60.91, 14.02], source: HAND },
    { id: 'dennery', name: 'Dennery', kind: 'town', lonLat: [-60.8913, 13.9141] },
    { id: 'micoud', name: 'Micoud', kind: 'town', lonLat: [-60.9, 13.8167] },
  ],
  minCityDistance: 2,
  rules: { variant: 'st-lucia' },
  credits: [NATURAL_EARTH, GEONAMES, 'Map facts (towns, counts): Age of Steam, St. Lucia by Ted Alspach; board drawn anew from geography'],
  targets: { plain: 29, river: 9, mountain: 10 },
};
