// Barbados, for one player (rules-spec §2.3.4, deluxe 001:L854-902; decisions X12–X14): no purple cubes and only New
// Cities A–D, the display's light top row only (no red on A, no blue on B), one cube on every yellow city, at most one
// share a round, no auction, four actions whose markers stay until all four are used, two growth dice for the light
// area, and a score of the money left after paying $5 per share.
import type { Edition } from '../../api';
import type { GoodsColor } from '../../map/types';
import { mapRules } from './base';
import { rustBelt } from './rust-belt';
import type { AosRules, AosVariant } from './types';

const LETTERS = ['A', 'B', 'C', 'D'] as const;

export const barbados: AosVariant = {
  ...rustBelt,
  id: 'barbados',
  roundsFor: () => 10,
  // "Entferne alle lilafarbenen Güterwürfel" (001:L858).
  bagContents: (edition: Edition) => ({ ...rustBelt.bagContents(edition), purple: 0 }) as Record<GoodsColor, number>,
  // "Normales Spiel: Platziere 1 zufälligen Güterwürfel aus dem Beutel in jeder gelben Großstadt" (001:L868-869).
  startCubes: (_map, place) => (place.kind === 'city' && place.color === 'yellow' ? 1 : 0),
  // "Einfacheres Spiel: Platziere stattdessen 2 zufällige Güterwürfel in jeder gelben Großstadt" (001:L871-872).
  easierStartCubes: (_map, place) => (place.kind === 'city' && place.color === 'yellow' ? 2 : 0),
  newCityLetters: LETTERS,
  // A red and B blue (X12: the redraw rule implies them); C and D as in the base game.
  newCityColors: { A: 'red', B: 'blue', C: 'black', D: 'black' },
  displayFields: [...[1, 2, 3, 4, 5, 6].map((n) => `L${n}.0`), ...LETTERS.map((l) => `${l}.0`)],
  displayRedraw: { 'A.0': 'red', 'B.0': 'blue' },
  growthDice: { light: 2, dark: 0 },
  maxSharesPerRound: 1,
  noAuction: true,
  actions: ['engineer', 'locomotive', 'urbanization', 'production'],
  actionMarkers: true,
  score: 'money',
};

/** No hook of its own: everything the map changes is data. */
export const barbadosRules: AosRules = /* @__PURE__ */ mapRules(barbados);
