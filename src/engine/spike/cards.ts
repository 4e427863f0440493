// Spike's cards and table configuration as data: what assets/spike/cards.json holds (generated from the board by
// `npm run maps`; docs/lattice-format.md, "Spike cards"). Plain JSON types; parseSpikeCards (validate-cards.ts) checks them.

export const SPIKE_CARDS_SCHEMA = 'railhex-spike-cards/1';

/** One city a contract pays for, and how much ([003:L127-131]). */
export interface ContractDelivery {
  /** A place id of the board. */
  city: string;
  /** Dollars scored on delivery. */
  pay: number;
}

/** One side of a contract card: one contract, its destinations nearest first ([003:L77], [003:L129]). */
export interface ContractSide {
  /** e.g. "cows-1a", "cows-1b". */
  id: string;
  destinations: ContractDelivery[];
}

/** A physical contract card: one good, a contract on each side; 3 cards per good, 36 in all ([003:L77]). */
export interface ContractCard {
  /** e.g. "cows-1". */
  id: string;
  good: string;
  sides: [ContractSide, ContractSide];
}

/** A city listed on a route card below its top city, with its dollar value ([003:L230-234]). */
export interface RouteCardCity {
  city: string;
  value: number;
}

/**
 * A route card ([003:L81], [003:L230]): the bonus needs the top city in the network; it then pays the highest value of
 * the listed cities connected plus $1 for each other listed city connected. The top city has no value (P11).
 */
export interface RouteCard {
  /** e.g. "route-01". */
  id: string;
  top: string;
  /** Nearest first; the last is the farthest and worth the most. */
  cities: RouteCardCity[];
}

/** The rail cards of one colour ([003:L7-62]: 10 in each of 6 colours); colours are the board's palette ids. */
export interface RailCards {
  color: string;
  count: number;
}

/** A time card ([003:L202-222]): its round number, 1–3. */
export interface TimeCard {
  id: string;
  round: 1 | 2 | 3;
}

/** The market table ([003:L75], [003:L184], P12): columns of price markers, row values from top to bottom. */
export interface MarketLayout {
  columns: number;
  /** Dollars per row, top first: [3, 2, 1]. */
  rows: number[];
}

/**
 * The train's three attributes by level ([003:L89-101], [003:L198-200]; P1, D39): index 0 is the starting tile, each
 * upgrade moves one level up; upgradeCosts[i] is the price of the (i+1)-th upgrade of any one attribute.
 */
export interface TrainConfig {
  /** Spaces per move (arrows on the locomotive). */
  speed: number[];
  /** Hand size a draw fills up to (the coal tender). */
  tender: number[];
  /** Freight cars. */
  capacity: number[];
  upgradeCosts: number[];
}

/** Setup numbers from the rulebook ([003:L74-83]). */
export interface SpikeSetup {
  /** Rail cards dealt to each player. */
  handSize: number;
  /** Face-up rail cards. */
  display: number;
  /** Track pieces per player. */
  trackPerPlayer: number;
  /** Rail cards of each colour taken out in a 2-player game. */
  twoPlayerRemovedPerColor: number;
}

export interface SpikeCards {
  schema: typeof SPIKE_CARDS_SCHEMA;
  /** The lattice board these cards name cities of. */
  board: string;
  contracts: ContractCard[];
  routes: RouteCard[];
  rails: RailCards[];
  timeCards: TimeCard[];
  market: MarketLayout;
  train: TrainConfig;
  setup: SpikeSetup;
  credits: string[];
  provenance: { generator: string; inputsHash: string };
}
