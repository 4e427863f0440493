// Whether a seat can still lay a tile this turn, answered cheaply: the build bar asks it on every state change to know
// whether finishing leaves tiles unused (issue 14 §10), and the full buildOptions list (every tile, rotation and hex of
// the map) was far more than that one yes or no. The hexes are tried one by one through the same buildOptions (its
// finder, which works out the build context once for all hexes), so the answer cannot disagree with the list, and the
// search stops at the first legal placement.
import { landHexes } from '../map/query';
import { buildTurn } from './phases/build';
import { buildOptionsFinder } from './queries';
import type { GameState } from './state';
import { rulesOf } from './variants';

/** True when `seat` has at least one legal tile build now (the same as buildOptions(s, seat).length > 0). */
export function canBuildAny(s: GameState, seat: number): boolean {
  const rules = rulesOf(s);
  if (buildTurn(s, seat, rules).left === 0) return false;
  const optionsAt = buildOptionsFinder(s, seat, rules);
  for (const hex of landHexes(s.map)) if (optionsAt(hex).length > 0) return true;
  return false;
}

/** Tiles the seat could still lay this turn: the tiles left, or 0 when no tile can be built anywhere. */
export function unusedTiles(s: GameState, seat: number): number {
  return canBuildAny(s, seat) ? buildTurn(s, seat).left : 0;
}
