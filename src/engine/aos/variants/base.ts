// The base game's hooks (rules-spec §2.1), the ones every map starts from: the Rust Belt variant's data plus what the
// phases ask of a map. A map's file spreads these and overrides only what its own rules change.
import type { GameState } from '../state';
import { rustBelt } from './rust-belt';
import type { AosRules, AosVariant } from './types';

const NO_DELIVERY_EXTRA = { removed: false, moverBonus: 0 } as const;
const NOBODY: readonly number[] = [];

export const baseRules: AosRules = {
  ...rustBelt,
  // Three tiles a turn, four for the Engineer's holder (001:L323-325, 001:L433-436).
  tilesPerTurn: (s: GameState, seat: number) => (s.actions.engineer === seat ? 4 : 3),
  buildPrice: () => null,
  checkBuiltBoard: () => null,
  buildCheckKey: () => '',
  buildOptionFilter: () => null,
  // Incomplete sections may stay; the ownership lapse deals with them (001:L362-365).
  checkEndBuild: () => null,
  completeSections: false,
  specialLinks: () => [],
  buildBonus: () => null,
  // WUS's town cubes go back to the bag (X1); in the base game towns hold no cubes.
  cubesOnNewCity: () => [],
  specialGoods: () => null,
  // A delivered cube goes back to the bag and pays only the link owners (001:L537).
  deliveredCube: () => NO_DELIVERY_EXTRA,
  deliveryBonusOwners: () => NOBODY,
  reductionFactor: () => 1,
  extraGrowth: () => [],
  // Tied players share the win (001:L658-659).
  breakTies: (_s, tied) => tied,
};

/**
 * A map's rules: the base game's hooks, the map's data, then the hooks the map overrides. Each call is marked
 * `@__PURE__`, so a bundle that reads only the data (the page) drops the rules object and the code its hooks use.
 */
export function mapRules(variant: AosVariant, hooks: Partial<AosRules> = {}): AosRules {
  return { ...baseRules, ...variant, ...hooks };
}
