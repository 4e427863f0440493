// The Steam game state: plain JSON (no classes, Map or Set) so it crosses postMessage and structuredClone. The map is
// held by reference (it is never changed); every move copies what it changes (draft.ts).
import type { PlayerColor } from '../api';
import type { TurnOrderAuction } from '../auction/index';
import type { HexId } from '../hex/coords';
import type { BoardMap, GoodsColor } from '../map/types';
import type { RngState } from '../rng';
import type { TrackRef } from '../track/build-types';
import type { TrackBoard } from '../track/types';
import type { ActionId } from './moves';
import type { SteamEdition, StartOrder } from './options';

/**
 * Where a round stands. Basic ([000:L134-145]): select actions, build, move goods, then income, order and the new round
 * run by themselves. Standard ([000:L531-537]): capital and the turn-order auction come first. 'initialAuction': the
 * basic game's auction of the first turn order ([000:L112-124]).
 */
export type Phase = 'initialAuction' | 'capital' | 'auction' | 'selectActions' | 'buildTrack' | 'moveGoods' | 'gameOver';

/** Rule options fixed at setup; each is a decision recorded in docs/rules-decisions-steam.md. */
export interface SteamOptions {
  rounds: number;
  startOrder: StartOrder;
  /** A delivery may pass a town twice over different links (S-B4, D20: only cities are limited). */
  revisitTowns: boolean;
  /** Standard game, phase 1 at −$10 income: capital may still be raised for 2 VP per $5 (S-E2, D32). */
  capitalForVp: boolean;
}

/** One seat's economy (rules-spec §1.7: cash ≥ 0; income −10…; VP ≥ 0 in play). */
export interface SeatEconomy {
  cash: number;
  income: number;
  vp: number;
  /** Engine level 1..6. */
  engine: number;
  bankrupt: boolean;
  /** Round in which this seat went bankrupt (for the charts); null while playing. */
  bankruptInRound: number | null;
  /** Action tile taken this round (cleared when the next selection starts). */
  action: ActionId | null;
  /** The Goods supply or Urbanization tile taken is not performed: turned over (basic) or forgone (standard). */
  forgone: boolean;
  /** The taken Goods supply or Urbanization tile has been performed this round. */
  performed: boolean;
  /** Has ever built a tile: the very first one must leave a city ([000:L231]). */
  hasBuilt: boolean;
  tilesBuilt: number;
  deliveries: number;
  /** Money taken by borrowing or capital over the game (the summary's "borrowed"). */
  borrowed: number;
}

/** The basic game's auction of the first turn order, one position after the other ([000:L112-124]). */
export interface InitialAuction {
  /** The position (0-based) auctioned now. */
  position: number;
  /** Seats still bidding for it, clockwise from the opener. */
  active: number[];
  high: number;
  highBidder: number | null;
  /** Seat whose turn it is. */
  current: number;
  /** Seats that won the positions so far, in position order. */
  won: number[];
}

export interface BuildState {
  /** Seats still to build this phase; the head builds now. First build first ([000:L229]). */
  queue: number[];
  tilesThisTurn: number;
  spentThisTurn: number;
  /** The track each seat added this phase, as it counts for the extension duty (S-B6: redirects do not count). */
  extension: TrackRef[][];
}

export interface MoveGoodsState {
  /** The pass, 1 or 2 ([000:L387]). */
  round: number;
  /** Seats still to act in this round; the head acts. First move first in both rounds ([000:L161]). */
  queue: number[];
  /** Seats that raised their engine in this phase (once per game round, over both passes, [000:L399]). */
  raised: boolean[];
}

/** A delivery whose recipients still choose income or VP, in order: the mover first, then turn order ([000:L425]). */
export interface PendingPoints {
  mover: number;
  /** Recipients yet to choose and their points. */
  queue: { seat: number; points: number }[];
}

export interface RoundHistory {
  round: number;
  seats: { cash: number; income: number; vp: number; bankrupt: boolean }[];
}

export interface SteamState {
  game: 'steam';
  engineVersion: string;
  edition: SteamEdition;
  seats: { name: string; color: PlayerColor }[];
  seed: number;
  map: BoardMap;
  options: SteamOptions;
  casualUndo: boolean;
  rng: RngState;
  round: number;
  phase: Phase;
  /** Turn order as seat indices, start player first; bankrupt seats are removed. */
  turnOrder: number[];
  /** Seats still to act in capital and action selection (head acts). */
  queue: number[];
  players: SeatEconomy[];
  initialAuction: InitialAuction | null;
  /** The standard game's turn-order auction each round ([000:L549-586]), in the shared auction module's terms. */
  auction: TurnOrderAuction | null;
  /** Who took each action tile this round; null = still free. */
  actions: Record<ActionId, number | null>;
  /** The seat that took the Turn order tile last round (standard: the auction privilege, [000:L559-561]). */
  turnOrderHolder: number | null;
  build: BuildState | null;
  moveGoods: MoveGoodsState | null;
  points: PendingPoints | null;
  /** The cube groups on the goods-supply fields beside the board ([000:L66]); an empty group has been taken. */
  supply: GoodsColor[][];
  /** Supply markers left (10, [000:L68]). */
  supplyMarkersLeft: number;
  /** Cities that got a supply marker (each at most once, [000:L179]). */
  supplied: HexId[];
  /** Goods cubes on cities, by hex. */
  cubes: Record<HexId, GoodsColor[]>;
  /** Cubes never drawn; never drawn during play ([000:L327-331]). */
  bag: Record<GoodsColor, number>;
  /** Cubes delivered (they go into the bag in the box and are never used again, [000:L417]). */
  delivered: Record<GoodsColor, number>;
  track: TrackBoard;
  /** New City tiles still in the box, by colour ([002:L39-40]). */
  newCityTiles: GoodsColor[];
  /** The action numbers of the last round played, per seat (the final tie-break, [000:L499]; D22). */
  lastActions: (number | null)[];
  /** The winners, fixed when the game ends; null before. */
  winners: number[] | null;
  history: RoundHistory[];
  moveCount: number;
}

/** The state as a viewer sees it: everything but the generator and the seed (ARCHITECTURE rule 5). */
export type SteamView = Omit<SteamState, 'rng' | 'seed'>;
