// The hook object a map's rule variant provides (ARCHITECTURE rule 7): data plus a few small typed functions.
// The base game (Rust Belt) is the default; expansion maps override only what they change.
import type { Edition } from '../../api';
import type { HexId } from '../../hex/coords';
import type { BoardMap, GoodsColor, Place } from '../../map/types';
import type { ActionId } from '../moves';
import type { DisplayColumn } from '../state';

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
  /** What the Engineer action gives: a 4th tile (base game), or one tile at half price, rounded up (Germany, X8). */
  engineer: 'extraTile' | 'halfPrice';
  /** Every section a player starts must be a complete link by the end of his build turn (Germany, X9). */
  completeSectionsOnly?: boolean;
  /** The map's special links (`map.specialLinks`) may be built (Germany: $2, one tile, one segment). */
  specialLinks?: boolean;
  /** Places that get one random cube at setup, fixing for good the one goods colour they accept (Germany's foreign stations, X11). */
  stationGoods?(map: BoardMap, place: Place): boolean;
  /**
   * Place ids of the map's east and west (WUS east–west bonus, [001:L691-700]): a delivery from a city of one to a city
   * of the other pays +1 to the owner of one used link of the mover's choice. Towns in a list count once a New City
   * stands on them.
   */
  eastWest?(map: BoardMap): { east: string[]; west: string[] };
  /** Start cities of the two coasts (WUS transcontinental railroad, [001:L723-731]): the first chain joining them pays a bonus once. */
  transcontinental?(map: BoardMap): { east: string[]; west: string[] };
  /** A player's track must be one connected network until the transcontinental railroad exists (WUS, X3). */
  contiguousUntilTranscontinental?: boolean;
  /** Ties for the win broken by most money, then most track segments, then a die roll (WUS, [001:L734-736]). */
  tieBreak?: 'moneySegmentsDie';
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
  /** Goods on a tile may be moved, along the section or link it lies on first (St. Lucia, X17). */
  goodsOnTrack?: boolean;
  /** Multiplier of the income reduction in this round (SUS doubles it from round 4). */
  reductionFactor(round: number): number;
  /** What happens to cubes standing on a town that becomes a New City (WUS: back to the bag). */
  cubesOnUrbanizedTown: 'toBag' | 'toNewCity';
  /** Hexes cubes may never be moved from as goods (none in the base game). */
  isGoodsSource?(map: BoardMap, hex: HexId): boolean;
  /** Cubes put on a place at setup from outside the bag (SUS: one white cotton cube on every town). */
  fixedStartCubes?(map: BoardMap, place: Place): GoodsColor[];
  /** Hexes that get one more random cube from the bag in this round's goods growth, after Production and before the dice (SUS: Atlanta in rounds 1–4, X7). */
  extraGrowth?(map: BoardMap, round: number): HexId[];
  /** Goods whose destinations are places, not cities of their colour (SUS: cotton goes to the first of the four ports, X5). */
  specialGoods?(map: BoardMap): { color: GoodsColor; destinations: HexId[] } | null;
  /** What a delivery of `color` does besides the link owners' income (SUS: cotton leaves the game and pays the mover +1). */
  deliveredCube?(color: GoodsColor): { removed: boolean; moverBonus: number };
}
