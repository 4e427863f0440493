// Southern U.S. (rules-spec §2.3.2, deluxe 001:L742-791): cotton on the towns goes to the four ports and leaves the
// game, paying the mover +1 income besides the link owners; Atlanta grows an extra cube in rounds 1–4; the income
// reduction doubles from round 4 (the Civil War). Everything else is the base game.
import type { BoardMap, GoodsColor } from '../../map/types';
import { baseRules, mapRules } from './base';
import { rustBelt } from './rust-belt';
import type { AosRules, AosVariant } from './types';

/** The cotton cube: white, used only on this map (001:L57-59). */
export const COTTON: GoodsColor = 'white';
/** Rounds in which Atlanta gets its extra cube (001:L785-787). */
const ATLANTA_ROUNDS = 4;
/** The first round of doubled income reduction: "Ab Runde 4" includes round 4 (X6). */
const DOUBLED_FROM = 4;

const flagged = (map: BoardMap, flag: string) => map.places.filter((p) => p.flags?.includes(flag)).map((p) => p.hex);

export const southernUs: AosVariant = {
  ...rustBelt,
  id: 'southern-us',
  // 4 random cubes on Atlanta, 3 on each port (startCubes in the map file), 1 on every other city (001:L757-766).
  startCubes: (_map, place) => (place.kind === 'city' ? (place.startCubes ?? 1) : 0),
  fixedStartCubes: (_map, place) => (place.kind === 'town' ? [COTTON] : []),
};

const COTTON_DELIVERED = { removed: true, moverBonus: 1 } as const;

export const southernUsRules: AosRules = /* @__PURE__ */ mapRules(southernUs, {
  extraGrowth: (map, round) => (round <= ATLANTA_ROUNDS ? flagged(map, 'extraGrowth') : []),
  reductionFactor: (round) => (round >= DOUBLED_FROM ? 2 : 1),
  // "Baust du eine New City in einer Stadt mit Baumwolle, lege den Baumwollwürfel auf die New City" (001:L769-771).
  cubesOnNewCity: (cubes) => cubes.slice(),
  specialGoods: (map) => ({ color: COTTON, destinations: flagged(map, 'cottonPort') }),
  // Cotton leaves the game and pays the mover +1 (001:L774-778, X5); any other cube as in the base game.
  deliveredCube: (color) => (color === COTTON ? COTTON_DELIVERED : baseRules.deliveredCube(color)),
});
