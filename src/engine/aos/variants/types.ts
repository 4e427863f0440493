// A map's rules in two parts (ARCHITECTURE rule 7). `AosVariant` is data: what the map sets up and what a round on it
// has, read by setup and by the page-safe modules (round-info, display) without loading the rules. `AosRules` adds the
// hooks: functions that do the map's thing where its rules differ from the base game's, called by the phases. The base
// game (base.ts, Rust Belt) implements every hook; a map overrides only what it changes, in its own file here.
import type { Edition } from '../../api';
import type { HexId } from '../../hex/coords';
import type { BoardMap, GoodsColor, Place, SpecialLink } from '../../map/types';
import type { Reason } from '../../reason';
import type { Delivery, TrackBoard } from '../../track/types';
import type { ActionId } from '../moves';
import type { DisplayColumn, GameState } from '../state';
import type { BuildOption } from '../track-port';

export interface AosVariant {
  id: string;
  /** Rounds for a player count (rules-spec D13). */
  roundsFor(players: number, edition: Edition): number;
  /** Dollars each player starts with (WUS: $20 with the same 2 shares). */
  startCash: number;
  /** Goods colours put into the bag at setup, with their counts (rules-spec §1.5). */
  bagContents(edition: Edition): Record<GoodsColor, number>;
  /** Random cubes drawn onto a place at setup. */
  startCubes(map: BoardMap, place: Place): number;
  /** The map's easier game (setup option `easier`): random cubes on a place instead (Barbados: 2 on each yellow city). */
  easierStartCubes?(map: BoardMap, place: Place): number;
  /** New City letter → its colour (maps.md A.0). */
  newCityColors: Readonly<Record<string, GoodsColor>>;
  /** New City letter → the numbered display column listed above its own column (rules-spec A-D12). */
  newCityColumns: Readonly<Record<string, DisplayColumn>>;
  /** Places that get one random cube at setup, fixing for good the one goods colour they accept (Germany's foreign stations, X11). */
  stationGoods?(map: BoardMap, place: Place): boolean;
  /** New City tiles in the game (Barbados: A–D; base: A–H). */
  newCityLetters?: readonly string[];
  /** The goods display fields in use, filled at setup and open to Production (Barbados: the top row of light 1–6 and A–D). */
  displayFields?: readonly string[];
  /** A colour a display field may not get at setup: drawn, it goes back and another is drawn (Barbados: red on A, blue on B). */
  displayRedraw?: Readonly<Record<string, GoodsColor>>;
  /** Growth dice per area (Barbados: 2 light, no dark); absent: as many as players (per edition). */
  growthDice?: { light: number; dark: number };
  /** Shares a player may issue per round (Barbados: 1). */
  maxSharesPerRound?: number;
  /** No turn-order auction (Barbados: the phase is skipped). */
  noAuction?: boolean;
  /** The actions offered (Barbados: Engineer, Locomotive, Urbanization, Production). Absent: all seven. */
  actions?: readonly ActionId[];
  /** Chosen actions keep their marker and cannot be chosen again until all offered actions carry one (Barbados). */
  actionMarkers?: boolean;
  /** Final score: the base game's points, or the money left after paying $5 per share (Barbados; unable to pay: lost). */
  score?: 'money';
  /** Hexes without a place that get one random cube at setup (St. Lucia: every plain hex without a town). */
  hexCubes?(map: BoardMap): HexId[];
  /** St. Lucia: each round starts with the start player paying $5 for the start (or the other taking it), no auction. */
  startPayment?: boolean;
  /** Goods on a tile may be moved, along the section or link it lies on first (St. Lucia, X17): a path rule of the track module. */
  goodsOnTrack?: boolean;
  /** Cubes put on a place at setup from outside the bag (SUS: one white cotton cube on every town). */
  fixedStartCubes?(map: BoardMap, place: Place): GoodsColor[];
  /**
   * Track rules (aos/track-rules.ts, read from the map's own variant): dollars a tile costs above its plain price on
   * plain, river and mountain hexes. Absent: 0, 1, 2 (the cost table, 001:L491-516); Western U.S.: 0, 2, 3 (001:L703-706, X1).
   */
  terrainSurcharge?: readonly [plain: number, river: number, mountain: number];
  /** Track rules: the cities a player's very first tile may start from. Absent: every city; Western U.S.: start cities. */
  firstTileCity?(map: BoardMap, place: Place): boolean;
}

/** A one-time bonus a build completes (WUS transcontinental railroad, [001:L723-731]). */
export type BuildBonus =
  /** Paid at once: each owner of the chain still playing gains `amount` income. */
  | { milestone: string; owners: number[]; amount: number }
  /** More than two owners: the builder picks two of `among` for +2 each (a pending choice, phases/build chooseTranscontinental). */
  | { milestone: string; among: number[] };

/**
 * The hooks the phases call, resolved once per move (`rulesOf`, in draftOf and at the query entry points) and handed
 * on. Every hook answers from the state and never changes it: the phases make the changes and write the events.
 */
export interface AosRules extends AosVariant {
  // Phase 4, build track (phases/build.ts, queries.ts).
  /** Builds `seat` may make in its build turn (base: 3, Engineer 4; Germany: 3, X8). */
  tilesPerTurn(s: GameState, seat: number): number;
  /** What `seat` pays for a build of a list price now, or null for the list price (Germany's Engineer: half of the dearest, X8). */
  buildPrice(s: GameState, seat: number): ((listCost: number) => number) | null;
  /**
   * The map's own verdict on the board a build of `seat` leaves (`s` is the state before it), or null when it may
   * stand (Germany: the turn's last build may not leave a section incomplete, X9; WUS: one network until the
   * transcontinental railroad, X3).
   */
  checkBuiltBoard(s: GameState, seat: number, board: TrackBoard): Reason | null;
  /** What else than the board, supply and seat the verdicts of checkBuiltBoard and buildPrice depend on (a cache key part). */
  buildCheckKey(s: GameState, seat: number): string;
  /**
   * A quick filter the build options of `seat` in this position must pass, or null for none: a map with a board duty
   * rules out, without a board, what is sure to break it and asks `legal` (the full check) for the rest.
   */
  buildOptionFilter(s: GameState, seat: number, legal: (o: BuildOption) => boolean): ((o: BuildOption) => boolean) | null;
  /** Why `seat` may not end its build turn now, or null (Germany: an incomplete section, X9). */
  checkEndBuild(s: GameState, seat: number): Reason | null;
  /** True where no section may stay incomplete at the end of a build turn (Germany, X9): the bot plans for it. */
  completeSections: boolean;
  /** The map's special links a player may build (Germany: $2, one build of the turn, [001:L835-841]; base: none). */
  specialLinks(map: BoardMap): readonly SpecialLink[];
  /** The bonus the build just made has completed (`s` is the state after it), or null (WUS transcontinental railroad). */
  buildBonus(s: GameState): BuildBonus | null;
  /** Of the cubes on a town that becomes a New City, those that stay on it; the rest go back to the bag (SUS: cotton stays). */
  cubesOnNewCity(cubes: readonly GoodsColor[]): GoodsColor[];

  // Phase 5, move goods (phases/goods.ts).
  /** Goods whose destinations are places, not cities of their colour (SUS: cotton goes to the first of the four ports, X5). */
  specialGoods(map: BoardMap): { color: GoodsColor; destinations: HexId[] } | null;
  /** What a delivery of `color` does besides the link owners' income (SUS: cotton leaves the game and pays the mover +1). */
  deliveredCube(color: GoodsColor): { removed: boolean; moverBonus: number };
  /** The seats a delivery's +1 bonus may go to, the mover's choice; empty: none (WUS east–west bonus, X4). */
  deliveryBonusOwners(s: GameState, dl: Delivery): readonly number[];

  // Phases 8 and 9 (phases/economy.ts, phases/growth.ts).
  /** Multiplier of the income reduction in this round (SUS doubles it from round 4). */
  reductionFactor(round: number): number;
  /** Hexes that get one more random cube from the bag in this round's goods growth, after Production and before the dice (SUS: Atlanta in rounds 1–4, X7; Germany: Berlin). */
  extraGrowth(map: BoardMap, round: number): HexId[];

  // The end (flow.ts).
  /**
   * The winners among seats tied on the best score: all of them (base, 001:L658-659), or fewer by the map's tie-break
   * (WUS: money, track segments, dice). `roll` rolls one die per seat given and records the roll.
   */
  breakTies(s: GameState, tied: number[], segments: readonly number[], roll: (seats: number[]) => number[]): number[];
}
