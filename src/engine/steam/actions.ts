// The seven action tiles ([000:L147-215], rules-spec §2.4.6): their numbers, their prices in the basic game, and when a
// tile may be taken.
import type { ActionId } from './moves';
import type { SteamEdition } from './options';

/** In printed order: the index + 1 is the tile's number, which sets the next turn order ([000:L149]). */
export const ACTIONS: readonly ActionId[] = ['turnOrder', 'firstMove', 'engineer', 'firstBuild', 'goodsSupply', 'locomotive', 'urbanization'];

export function actionNumber(a: ActionId): number {
  return ACTIONS.indexOf(a) + 1;
}

export function isActionId(v: unknown): v is ActionId {
  return typeof v === 'string' && (ACTIONS as readonly string[]).includes(v);
}

/** The tiles that may be turned over instead of performed ([000:L183]). */
export function mayForgo(a: ActionId): a is 'goodsSupply' | 'urbanization' {
  return a === 'goodsSupply' || a === 'urbanization';
}

export const MAX_ENGINE = 6;

/**
 * What taking the tile costs: basic game $2 for Goods supply, $4 + the new level for the Locomotive, $6 for
 * Urbanization ([000:L181], [000:L193], [000:L207]); nothing when turned over, nothing in the standard game ([000:L592]).
 */
export function actionCost(edition: SteamEdition, a: ActionId, engine: number, forgo: boolean): number {
  if (edition === 'standard' || forgo) return 0;
  if (a === 'goodsSupply') return 2;
  if (a === 'locomotive') return 4 + engine + 1;
  if (a === 'urbanization') return 6;
  return 0;
}
