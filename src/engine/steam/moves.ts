// Every decision a player makes in Steam, as plain JSON. The engine validates each one (never trusts it).
import type { HexId } from '../hex/coords';
import type { TileClass } from '../track/types';

/** The seven action tiles by their printed numbers 1–7 ([000:L147-215]); the number also sets the next turn order. */
export type ActionId = 'turnOrder' | 'firstMove' | 'engineer' | 'firstBuild' | 'goodsSupply' | 'locomotive' | 'urbanization';

export type SteamMove =
  /** Basic game, initial auction ([000:L112-124]): bid for the position now auctioned (the opener may bid $0). */
  | { type: 'bidPosition'; seat: number; amount: number }
  /** Basic game, initial auction: leave this position's auction. */
  | { type: 'passPosition'; seat: number }
  /** Standard game, phase 1 ([000:L541-545]): take `units` × $5, income −1 each (0 = none this round). */
  | { type: 'acquireCapital'; seat: number; units: number }
  /** Standard game, phase 2 ([000:L549-586]): bid for turn order (≤ cash; the opener may bid $0). */
  | { type: 'bid'; seat: number; amount: number }
  /** Standard game, phase 2: drop out (first out takes the last position). */
  | { type: 'dropOut'; seat: number }
  /** Standard game, phase 2: the Turn order tile's privilege of last round: pass once and stay in. */
  | { type: 'turnOrderPass'; seat: number }
  /**
   * Take an action tile. `forgo`: basic game only, for Goods supply and Urbanization: turn it over, pay nothing and do
   * not perform it ([000:L183]); the standard game decides that in the build phase (forgoAction).
   */
  | { type: 'takeAction'; seat: number; action: ActionId; forgo?: boolean }
  /** Build phase: place, upgrade or redirect one tile. */
  | { type: 'build'; seat: number; hex: HexId; tile: TileClass; rotation: number }
  /**
   * Build phase, Urbanization holder: a New City of `color` on the town `hex`, and the cube group of supply field
   * `field` on it (absent only when every field is empty, S-B12).
   */
  | { type: 'urbanize'; seat: number; hex: HexId; color: string; field?: number }
  /** Build phase, Goods supply holder: the cube group of supply field `field` onto the city `hex` with a supply marker. */
  | { type: 'supplyGoods'; seat: number; hex: HexId; field: number }
  /** Build phase, standard game: do not perform the Goods supply or Urbanization tile taken ([000:L592-594]). */
  | { type: 'forgoAction'; seat: number }
  /** Build phase: stop building this round. */
  | { type: 'endBuild'; seat: number }
  /** Move goods: the cube of `color` from `from` along `route` (link ids in order). */
  | { type: 'deliver'; seat: number; from: HexId; color: string; route: string[] }
  /** Move goods: raise the engine by one, free, once per game round over both passes ([000:L399-403]). */
  | { type: 'raiseEngine'; seat: number }
  /** Move goods: do nothing this round. */
  | { type: 'passGoods'; seat: number }
  /** After a delivery: take all of this delivery's points as income or as VP ([000:L419-427]). */
  | { type: 'takePoints'; seat: number; as: 'income' | 'vp' };

export type SteamMoveType = SteamMove['type'];
