// Spike's game state: plain JSON, one object per position (rules-spec §2.6). The draw pile is kept as counts per colour
// and a card is drawn at draw time from the state's generator, so a saved game never holds the order of future cards
// (issue 19 point 4). The board is held by reference; snapshots leave it out.
import type { PlayerColor } from '../api';
import type { NodeId } from '../lattice/coords';
import type { LatticeBoard } from '../lattice/types';
import type { LocomotiveAt } from '../lattice/view';
import type { RngState } from '../rng';

export type SpikeEdition = 'basic' | 'advanced';
export const SPIKE_EDITIONS: readonly SpikeEdition[] = ['basic', 'advanced'];

/** The three train attributes ([003:L89-101]); each is a level 0–2 into cards.json `train`. */
export type Attribute = 'speed' | 'tender' | 'capacity';
export const ATTRIBUTES: readonly Attribute[] = ['speed', 'tender', 'capacity'];

/** Rail cards per colour id, every palette colour present (0 where none). */
export type Counts = Record<string, number>;

/** Where a contract's one freight marker is ([003:L78], [003:L101], [003:L129]). */
export type FreightAt = 'card' | 'train' | 'delivered';

/** One contract card in front of a player. */
export interface HeldContract {
  /** The physical card's id (cards.json contracts[].id). */
  card: string;
  good: string;
  /** The side in use (0, 1); null while an advanced-game player has not chosen yet ([003:L242]). */
  side: 0 | 1 | null;
  freight: FreightAt;
  /** The city served with this card, once delivered (one city per card, [003:L129]). */
  deliveredTo: string | null;
}

export interface SpikePlayer {
  /** Dollars on the score track ([003:L76]); never below 0 (P7). */
  money: number;
  /** Rail cards in hand, by colour: secret. */
  hand: Counts;
  contracts: HeldContract[];
  /** Route card ids: one (basic; advanced after the choice), two while an advanced player chooses ([003:L243]). Secret until the end. */
  routeCards: string[];
  train: Record<Attribute, number>;
  /** The locomotive: in a city (`node`), on a track piece heading for a point, or null before it is placed. */
  loco: LocomotiveAt | null;
  /** The city the locomotive was placed on: the network before any track ([003:L151]). */
  home: NodeId | null;
  /** Segment indices (board.segments) of the player's track, in the order built. */
  track: number[];
  /** Unbuilt track pieces ([003:L7-62]: 45). */
  piecesLeft: number;
  /** Route cards' bonus, once the game has ended ([003:L230]). */
  routeBonus: number | null;
}

export type SpikePhase = 'choose' | 'gift' | 'placeLoco' | 'turn' | 'gameOver';

/** Where the acting player is in a turn ([003:L135]): before the optional free move, or at the action. */
export interface TurnState {
  seat: number;
  stage: 'free' | 'action';
  /** The train entered a city this turn: it may not be set moving again before a later turn ([003:L117]). */
  stopped: boolean;
}

export interface SpikeState {
  game: 'spike';
  engineVersion: string;
  edition: SpikeEdition;
  map: LatticeBoard;
  seats: { name: string; color: PlayerColor }[];
  seed: number;
  casualUndo: boolean;
  rng: RngState;
  players: SpikePlayer[];
  /** Seats in playing order: the start player first, then clockwise ([003:L79]). */
  order: number[];
  phase: SpikePhase;
  /** During setup: the index into `order` of the seat deciding (choose, placeLoco). */
  setupIndex: number;
  turn: TurnState | null;
  /** 1–3: the time cards face up ([003:L74], [003:L204]). */
  round: number;
  /** Round 3: time cards drawn from the final pile so far; the third ends the game ([003:L222]). */
  timeDrawn: number;
  /** The face-down pile (round 3: its upper half). */
  pile: Counts;
  /** Round 3: the lower half, with `timeInPile` time cards mixed in ([003:L220]). */
  lowerPile: Counts;
  timeInPile: number;
  /** Face-up rail cards, by colour id. */
  display: string[];
  discards: Counts;
  /** Out of the game: a 2-player game's 3 cards of each colour ([003:L79]). */
  removed: Counts;
  /** Market columns, each top ($3) to bottom ($1) (P12). */
  market: string[][];
  /** After the special end ([003:L228]): the seats still to play one turn, in order; null before. */
  finalTurns: number[] | null;
  /** Why the game ended, once it has. */
  endedBy: 'time' | 'special' | null;
  winners: number[] | null;
}

/** A seat as a viewer sees it: its own secrets, everyone else's as counts. Key order matters to the leak test (secretsOf). */
export interface SpikePlayerView {
  seat: number;
  /** The viewer's own hand; null for another seat's. */
  hand: Counts | null;
  handCount: number;
  money: number;
  contracts: HeldContract[];
  /** The viewer's own route cards (everyone's once the game is over); null otherwise. */
  routeCards: string[] | null;
  routeCardCount: number;
  train: Record<Attribute, number>;
  loco: LocomotiveAt | null;
  home: NodeId | null;
  track: number[];
  piecesLeft: number;
  routeBonus: number | null;
}

/** The state as one viewer may see it: no generator, no seed, no other seat's hand or route card. */
export interface SpikeView {
  game: 'spike';
  engineVersion: string;
  edition: SpikeEdition;
  map: LatticeBoard;
  seats: { name: string; color: PlayerColor }[];
  viewer: number | null;
  players: SpikePlayerView[];
  order: number[];
  phase: SpikePhase;
  setupIndex: number;
  turn: TurnState | null;
  round: number;
  timeDrawn: number;
  /** Cards face down: the pile, and in round 3 the lower half with its time cards (counts only, never colours). */
  pileCount: number;
  timeInPile: number;
  display: string[];
  discards: Counts;
  removedCount: number;
  market: string[][];
  finalTurns: number[] | null;
  endedBy: 'time' | 'special' | null;
  winners: number[] | null;
}
