// St. Lucia, for two players (rules-spec §2.3.5, deluxe 001:L904-952; decisions X15–X17): no cubes on the display and
// one on every plain hex without a town; no auction but a start player who pays $5 each round (or the other takes the
// start for $5); no Production; goods on a tile move along its section first, complete or not; no goods growth;
// 8 rounds.
import { landHexes, placeAt, terrainAt } from '../../map/query';
import { ACTIONS } from '../state';
import { mapRules } from './base';
import { rustBelt } from './rust-belt';
import type { AosRules, AosVariant } from './types';

export const stLucia: AosVariant = {
  ...rustBelt,
  id: 'st-lucia',
  roundsFor: () => 8,
  // "Legt keine Güterwürfel in die Güterauslage" (001:L907); nothing on the towns either.
  startCubes: () => 0,
  displayFields: [],
  // "je 1 zufälligen Güterwürfel … in jedes grüne Kartenfeld ohne Stadt" (001:L909-911): plain and river hexes (a river
  // hex is a green hex with a river on it).
  hexCubes: (map) =>
    landHexes(map).filter((hex) => {
      const t = terrainAt(map, hex);
      return (t === 'plain' || t === 'river') && !placeAt(map, hex);
    }),
  noAuction: true,
  startPayment: true,
  // "Die Aktion Produktion steht nicht zur Verfügung" (001:L928).
  actions: ACTIONS.filter((a) => a !== 'production'),
  // "Güterwachstum: Überspringt diese Phase" (001:L949).
  growthDice: { light: 0, dark: 0 },
  goodsOnTrack: true,
};

/** No hook of its own: everything the map changes is data. */
export const stLuciaRules: AosRules = /* @__PURE__ */ mapRules(stLucia);
