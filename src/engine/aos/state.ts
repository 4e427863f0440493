// The Age of Steam game state: plain JSON (no classes, Map or Set) so it crosses postMessage and structuredClone.
// The map is held by reference (it is never changed); everything else is copied before a move changes it.
import type { PlayerColor } from '../api';
import type { TurnOrderAuction } from '../auction/index';
import type { HexId } from '../hex/coords';
import type { BoardMap, GoodsColor, GrowthGroup } from '../map/types';
import type { RngState } from '../rng';
import type { TrackRef } from '../track/index';
import type { TileClass, TrackBoard } from '../track/types';
import type { ActionId } from './moves';
import type { AosEdition } from './options';

/** The ten phases of a round (rules-spec §2.1.3) plus the end of the game. */
export type Phase =
  | 'startPlayer'
  | 'issueShares'
  | 'auction'
  | 'selectActions'
  | 'buildTrack'
  | 'moveGoods'
  | 'collectIncome'
  | 'payExpenses'
  | 'incomeReduction'
  | 'goodsGrowth'
  | 'advanceRound'
  | 'gameOver';

export const PHASES: readonly Phase[] = [
  'startPlayer',
  'issueShares',
  'auction',
  'selectActions',
  'buildTrack',
  'moveGoods',
  'collectIncome',
  'payExpenses',
  'incomeReduction',
  'goodsGrowth',
  'advanceRound',
  'gameOver',
];

export const ACTIONS: readonly ActionId[] = [
  'firstMove',
  'firstBuild',
  'engineer',
  'locomotive',
  'urbanization',
  'production',
  'turnOrder',
];

/** Rule options fixed at setup; each is a decision recorded in docs/rules-decisions.md. */
export interface AosOptions {
  /** Rounds for this player count (rules-spec D13; 3:10, 4:8, 5:7, 6:6 by default). */
  rounds: number;
  /** 2002 reading of the goods growth dice: players still in the game (O11); deluxe: players at the start. */
  growthDiceCurrentPlayers: boolean;
  /** Deluxe forbids the Turn Order privilege when only 2 bidders remain (O7). */
  privilegeTwoBidderLimit: boolean;
  /** Deluxe: unextended sections lose their owner at the end of the build phase; 2002: after the owner's next build turn (D17). */
  ownershipLapse: 'endOfBuildPhase' | 'afterOwnersTurn';
  /** Id of the map rules in force (`AosVariant.id`): the map's own, or the base game's (setup option baseRules). */
  variant: string;
  /** The map's easier game (Barbados; setup option easier). */
  easier: boolean;
}

/** One seat's economy (rules-spec §1.7). */
export interface SeatEconomy {
  cash: number;
  income: number;
  /** Shares issued, the initial 2 included (cap 15). */
  shares: number;
  /** Engine level 1..6. */
  engine: number;
  eliminated: boolean;
  /** Round in which this seat was eliminated (for the charts); null while playing. */
  eliminatedInRound: number | null;
  /** Action taken this round (phase 3), cleared at the next action selection. */
  action: ActionId | null;
  /** Has ever built a tile: the very first tile has its own rule (§2.1.7). */
  hasBuilt: boolean;
  /** Build turns taken in the whole game. */
  buildTurns: number;
  /** Tiles built in the whole game. */
  tilesBuilt: number;
  /** Cubes delivered in the whole game. */
  deliveries: number;
}

/** Phase 2 (rules-spec §2.1.5 reference algorithm): the shared auction module's state. */
export type AuctionState = TurnOrderAuction;

/** Phase 4. */
export interface BuildState {
  /** Seats still to build this phase; the head is building now. First Build first. */
  queue: number[];
  /** Tiles built by the seat building now, this turn. */
  tilesThisTurn: number;
  /** Dollars spent by the seat building now, this turn. */
  spentThisTurn: number;
  /** The Urbanization holder has placed (or may no longer place) the New City. */
  urbanizationDone: boolean;
  /** The dearest build of this turn so far (Germany's Engineer pays half for the dearest build of his turn, X8). */
  maxCostThisTurn: number;
  /**
   * The track each seat added this phase as it counts for the extension duty (indexed by seat; the track module's
   * `BuildResult.extension`, none for a redirect, 001:L368): the ownership lapse reads them. The name is older than
   * the pieces; plain hexes (states saved before) are still understood by `releaseUnextended`.
   */
  builtHexes: (HexId | TrackRef)[][];
}

/** Phase 5. */
export interface MoveGoodsState {
  /** 1 or 2. */
  round: number;
  /** Seats still to move in this round; the head moves now. First Move first in both rounds. */
  queue: number[];
  /** Seats that already used the engine upgrade in this phase (indexed by seat). */
  upgraded: boolean[];
}

/** Phase 9, Production holder deciding where the drawn cubes go. */
export interface ProductionState {
  seat: number;
  drawn: GoodsColor[];
}

export interface RoundHistory {
  round: number;
  seats: { cash: number; income: number; score: number; eliminated: boolean }[];
}

export interface GameState {
  game: 'age-of-steam';
  /** Engine version that produced this state. */
  engineVersion: string;
  edition: AosEdition;
  seats: { name: string; color: PlayerColor }[];
  seed: number;
  playersAtStart: number;
  /** The map, by reference; never changed. */
  map: BoardMap;
  options: AosOptions;
  casualUndo: boolean;
  rng: RngState;
  round: number;
  phase: Phase;
  /** Turn order as seat indices, start player first; eliminated seats are removed. */
  turnOrder: number[];
  /** Seats still to act in phases 1 and 3 (head acts). */
  queue: number[];
  players: SeatEconomy[];
  auction: AuctionState | null;
  /** Who took each action this round (seat) — null when free. */
  actions: Record<ActionId, number | null>;
  build: BuildState | null;
  moveGoods: MoveGoodsState | null;
  production: ProductionState | null;
  /** Cubes in the bag, per colour. */
  bag: Record<GoodsColor, number>;
  /** Cubes in play, per colour: those put into play at setup less those that left the game (SUS cotton delivered); bag + display + map always add up to these. */
  goodsTotal: Record<GoodsColor, number>;
  /** Goods display fields "L1.0".."L6.2", "D1.0".."D6.2", "A.0".."H.1" (row 0 = top); null = empty. */
  display: Record<string, GoodsColor | null>;
  /** Goods cubes on the map, by hex (cities, New Cities; towns on some maps). */
  cubes: Record<HexId, GoodsColor[]>;
  /** Actions whose marker stays on the board (Barbados: until all four offered actions carry one). */
  actionMarkers: ActionId[];
  /** One-time events of the map that have happened ('transcontinental': WUS, [001:L723-731]). */
  milestones: string[];
  /** St. Lucia's start-player phase: who is offered the start for $5 (`candidate`) and who answers now (`asking`). */
  startOffer: { candidate: number; asking: number } | null;
  /** A choice the rules give a player in the middle of a turn: WUS's transcontinental bonus among more than 2 owners. */
  pendingBonus: { seat: number; among: number[] } | null;
  /** The winners, fixed when the game ends (after a map's tie-break, WUS); null before. */
  winners: number[] | null;
  /** The goods colour each foreign station accepts, from the cube drawn for it at setup (Germany, X11); empty elsewhere. */
  stationColors: Record<HexId, GoodsColor>;
  track: TrackBoard;
  tileSupply: Record<TileClass, number>;
  townMarkersLeft: number;
  /** New City letters not yet built. */
  newCitiesLeft: string[];
  /** End-of-round figures for the charts. */
  history: RoundHistory[];
  /** Number of moves applied since setup. */
  moveCount: number;
}

/** Where a goods display column of numbered cities lies. */
export interface DisplayColumn {
  group: GrowthGroup;
  n: number;
}

/**
 * The state as a viewer sees it: everything but the generator and the seed, which tell every future die and bag draw
 * (ARCHITECTURE rule 5: randomness lives in the state, so it must not leave the worker). Helpers the page also runs
 * (round-info, display, round-outlook) take this type, so the compiler holds that they never read either.
 */
export type AosView = Omit<GameState, 'rng' | 'seed'>;
