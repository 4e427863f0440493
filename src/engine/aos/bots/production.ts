// Where a level bot puts Production's cubes (rules-spec §2.1.12) on Barbados, the solo map whose score is the money
// left. There the display's top row is its only supply of cubes after setup (2 dice a round, one cube a column: 001:L858-
// 866, L893-894), so Production decides where the next cubes land: each drawn cube goes to the column whose city (or
// built New City) the seat's own track delivers that colour from for the most. Elsewhere, and when no column's cube
// would pay even with one more reach, the baseline's choice stands.
import type { HexId } from '../../hex/coords';
import { goodsDisplay } from '../display';
import type { AosMove } from '../moves';
import { legalMoves } from '../queries';
import type { GameState } from '../state';
import { cubeIncome } from './links';

/** The best placement of the drawn cubes for `seat`, or null when none pays (the caller's fallback decides). */
export function placeProductionMove(s: GameState, seat: number): AosMove | null {
  const drawn = s.production?.drawn ?? [];
  const p = s.players[seat]!;
  const feeds = new Map<string, HexId>();
  for (const col of goodsDisplay(s)) if (col.feeds) for (const f of col.fields) feeds.set(f.id, col.feeds);
  const cache = new Map<string, number>();
  // A cube's worth on a field: what it pays at today's engine; what it would pay with one more reach (a later
  // Locomotive) weighs a hundredth, so it breaks ties between paying columns and, where none pays now, still beats the
  // baseline's choice (the cube may come off the display before that reach).
  const worth = (field: string, color: string): number => {
    const hex = feeds.get(field);
    if (!hex) return 0;
    const key = `${hex}|${color}`;
    let v = cache.get(key);
    if (v === undefined) {
      const now = cubeIncome(s, seat, hex, color, p.engine);
      v = p.engine < 6 ? now + 0.01 * cubeIncome(s, seat, hex, color, p.engine + 1) : now;
      cache.set(key, v);
    }
    return v;
  };
  let best: AosMove | null = null;
  let bestV = 0;
  for (const m of legalMoves(s)) {
    if (m.type !== 'placeProduction') continue;
    const v = m.fields.reduce((t, f, i) => t + worth(f, drawn[i]!), 0);
    if (v > bestV) {
      bestV = v;
      best = m;
    }
  }
  return best;
}
