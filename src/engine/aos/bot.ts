// A random but sensible player for self-play, tests and benchmarks: it picks among the legal moves with weights
// that make games build track and deliver goods. Its randomness comes from its own seeded generator, never the game's.
import { neighbour, EDGES } from '../hex/coords';
import { placeAt } from '../map/query';
import { randomInt, type RngState } from '../rng';
import type { AosMove } from './moves';
import { legalMoves } from './queries';
import type { GameState } from './state';

function pick<T>(list: readonly T[], rng: RngState): T {
  return list[randomInt(rng, list.length)]!;
}

/** True when a hex touches a city or town other than itself: builds there tend to finish links. */
function nearPlace(s: GameState, hex: string): boolean {
  for (const e of EDGES) if (placeAt(s.map, neighbour(hex, e))) return true;
  return false;
}

/** Chooses one legal move for the seat to act (null when the game is over). */
export function chooseMove(s: GameState, rng: RngState, moves: AosMove[] = legalMoves(s)): AosMove | null {
  if (moves.length === 0) return null;
  const first = moves[0]!;
  const seat = first.seat;
  const p = s.players[seat]!;
  switch (s.phase) {
    case 'issueShares': {
      const want = p.shares >= 10 ? 0 : Math.max(0, Math.ceil((14 - p.cash) / 5)) + (randomInt(rng, 4) === 0 ? 1 : 0);
      const count = Math.min(want, 15 - p.shares);
      return moves.find((m) => m.type === 'issueShares' && m.count === count) ?? first;
    }
    case 'auction': {
      const bids = moves.filter((m) => m.type === 'bid' && m.amount <= Math.max(1, Math.floor(p.cash / 4)));
      if (bids.length && randomInt(rng, 3) === 0) return bids[0]!;
      const priv = moves.find((m) => m.type === 'turnOrderPass');
      if (priv && randomInt(rng, 2) === 0) return priv;
      return moves.find((m) => m.type === 'dropOut')!;
    }
    case 'selectActions': {
      const loco = moves.find((m) => m.type === 'selectAction' && m.action === 'locomotive');
      if (loco && p.engine < 3 && randomInt(rng, 2) === 0) return loco;
      return pick(moves, rng);
    }
    case 'buildTrack': {
      const urb = moves.filter((m) => m.type === 'urbanize');
      if (urb.length && randomInt(rng, 2) === 0) return pick(urb, rng);
      const builds = moves.filter((m): m is Extract<AosMove, { type: 'build' }> => m.type === 'build');
      if (!builds.length || randomInt(rng, 12) === 0) return moves.find((m) => m.type === 'endBuild')!;
      const good = builds.filter((m) => placeAt(s.map, m.hex) || nearPlace(s, m.hex));
      return pick(good.length && randomInt(rng, 4) !== 0 ? good : builds, rng);
    }
    case 'moveGoods': {
      const dels = moves.filter((m): m is Extract<AosMove, { type: 'deliver' }> => m.type === 'deliver');
      if (dels.length) {
        const longest = Math.max(...dels.map((m) => m.route.length));
        return pick(dels.filter((m) => m.route.length === longest), rng);
      }
      const up = moves.find((m) => m.type === 'upgradeEngine');
      if (up && (p.engine < 2 || randomInt(rng, 3) === 0)) return up;
      return moves.find((m) => m.type === 'passGoods')!;
    }
    default:
      return pick(moves, rng);
  }
}
