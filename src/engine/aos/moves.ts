// Every decision a player makes in Age of Steam, as plain JSON. The engine validates each one (never trusts it).
import type { HexId } from '../hex/coords';
import type { TileClass } from '../track/types';

/** The seven actions (rules-spec §2.1.6). */
export type ActionId =
  | 'firstMove'
  | 'firstBuild'
  | 'engineer'
  | 'locomotive'
  | 'urbanization'
  | 'production'
  | 'turnOrder';

export type AosMove =
  /** Phase 1: issue `count` shares at once (0 = issue none this round). */
  | { type: 'issueShares'; seat: number; count: number }
  /** Phase 2: bid `amount` dollars (must beat the high bid, ≥ $1). */
  | { type: 'bid'; seat: number; amount: number }
  /** Phase 2: drop out of the auction. */
  | { type: 'dropOut'; seat: number }
  /** Phase 2: use the Turn Order privilege to pass once and stay in. */
  | { type: 'turnOrderPass'; seat: number }
  /** Phase 3. */
  | { type: 'selectAction'; seat: number; action: ActionId }
  /** Phase 4, Urbanization holder only, before their first tile: put New City `letter` on a town hex. */
  | { type: 'urbanize'; seat: number; hex: HexId; letter: string }
  /** Phase 4: place or replace one tile. */
  | { type: 'build'; seat: number; hex: HexId; tile: TileClass; rotation: number; townMarker?: boolean }
  /** Phase 4 (Germany): build a special link. */
  | { type: 'buildSpecialLink'; seat: number; link: string }
  /** St. Lucia: pay $5 to be start player this round, or not. */
  | { type: 'payStartPlayer'; seat: number }
  | { type: 'declineStartPlayer'; seat: number }
  /** WUS: the builder who completed the transcontinental railroad names the 2 owners of its chain who get +2. */
  | { type: 'chooseTranscontinental'; seat: number; seats: number[] }
  /** Phase 4: stop building for this round. */
  | { type: 'endBuild'; seat: number }
  /** Phase 5: move the cube of `color` from `from` along the links `route` (link ids in order). */
  | {
      type: 'deliver';
      seat: number;
      from: HexId;
      color: string;
      route: string[];
      /** WUS east–west bonus: the seat, owner of a used link, who gets the +1 (the mover's choice, [001:L691-693]). */
      bonusTo?: number;
    }
  /** Phase 5: advance the engine by one instead of moving a cube (once per phase). */
  | { type: 'upgradeEngine'; seat: number }
  /** Phase 5: do nothing in this round of moving goods. */
  | { type: 'passGoods'; seat: number }
  /** Phase 9, Production holder: put the two drawn cubes on these empty display fields. */
  | { type: 'placeProduction'; seat: number; fields: string[] };

export type AosMoveType = AosMove['type'];
