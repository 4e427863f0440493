// Steam test helpers: games started through the rule-system object, positions set on plain-JSON copies, moves applied
// through steam.apply (so the flow runs too), small Steam scenario maps, raw track for fixtures, and reasons in words.
import type { PlayerColor } from '../../../src/engine/api';
import type { Edge, HexId } from '../../../src/engine/hex/coords';
import type { BoardMap, GoodsColor } from '../../../src/engine/map/types';
import { formatText, type TextLang } from '../../../src/engine/message-text';
import type { Reason } from '../../../src/engine/reason';
import { STEAM_CATALOGUE } from '../../../src/engine/steam/catalogue';
import { STEAM_ID_PARAMS } from '../../../src/engine/steam/messages';
import { steam } from '../../../src/engine/steam/module';
import type { ActionId, SteamMove } from '../../../src/engine/steam/moves';
import type { SteamEdition, StartOrder } from '../../../src/engine/steam/options';
import type { SeatEconomy, SteamState } from '../../../src/engine/steam/state';
import { checkBuild, emptyTrackBoard, tilePieces, type TileClass, type TrackBoard } from '../../../src/engine/track';
import { linksOf } from '../../../src/engine/steam/links';
import { steamSupply, steamTrackRules } from '../../../src/engine/steam/track-rules';
import { steamTestMap } from '../../fixtures/steam/steam-map';
import { dir, lay, scenarioMap, type PlaceSpec } from '../track/scenario';

/** The rulebook's players first (Thomas green, Michael black, Pat orange, Lin brown, Daniela white). */
export const NAMES = ['Thomas', 'Michael', 'Pat', 'Lin', 'Daniela', 'Sam'];
const COLORS: PlayerColor[] = ['green', 'grey', 'orange', 'yellow', 'blue', 'pink'];

export interface StartOptions {
  players?: number;
  edition?: SteamEdition;
  map?: BoardMap;
  seed?: number;
  startOrder?: StartOrder;
  /** Seat names (default NAMES). */
  names?: string[];
}

/** A new game through steam.start (must succeed). */
export function startSteam(o: StartOptions = {}): SteamState {
  const n = o.players ?? 3;
  const r = steam.start({
    ruleSystem: 'steam',
    edition: o.edition ?? 'basic',
    map: o.map ?? steamMapFixture(),
    seats: (o.names ?? NAMES).slice(0, n).map((name, i) => ({ name, color: COLORS[i]! })),
    seed: o.seed ?? 7,
    ...(o.startOrder ? { options: { startOrder: o.startOrder } } : {}),
  });
  if (!r.ok) throw new Error(`start refused: ${say(r.reason)}`);
  return r.state;
}

function steamMapFixture(): BoardMap {
  return steamTestMap();
}

/**
 * A basic game at the first action selection with the turn order `order` (seat indices) and no money: the random
 * start's $1/$2/… taken back so the rulebook's numbers (everybody at $0) apply.
 */
export function basicGame(map: BoardMap, players: number, order?: number[], names?: string[]): SteamState {
  const s = startSteam({ players, map, startOrder: 'random', ...(names ? { names } : {}) });
  const seats = order ?? s.players.map((_, i) => i);
  return { ...s, turnOrder: seats.slice(), queue: seats.slice(), players: s.players.map((p) => ({ ...p, cash: 0 })) };
}

/** A copy with some seats' economy changed. */
export function withSeats(s: SteamState, patch: Record<number, Partial<SeatEconomy>>): SteamState {
  return { ...s, players: s.players.map((p, i) => ({ ...p, ...patch[i] })) };
}

/** A reason in words, as the player reads it (the Steam catalogue, ids such as actions named). */
export function say(r: Reason, lang: TextLang = 'en'): string {
  const entry = STEAM_CATALOGUE[r.key];
  if (!entry) return r.key;
  return formatText(entry[lang], lang, (k) => {
    const v = r.params?.[k];
    if (v === undefined) return undefined;
    const family = STEAM_ID_PARAMS[k];
    const named = family ? STEAM_CATALOGUE[`${family}.${v}`] : undefined;
    return named ? named[lang] : v;
  });
}

/** Applies moves one after another through steam.apply; a refusal throws with its sentence. */
export function play(s: SteamState, ...moves: SteamMove[]): SteamState {
  for (const m of moves) {
    const r = steam.apply(s, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)} refused: ${say(r.reason)} (${r.reason.key})`);
    s = r.state;
  }
  return s;
}

/** Applies moves and returns the events of the last one too. */
export function playWithEvents(s: SteamState, m: SteamMove) {
  const r = steam.apply(s, m);
  if (!r.ok) throw new Error(`${JSON.stringify(m)} refused: ${say(r.reason)} (${r.reason.key})`);
  return r;
}

/**
 * The refusal of a move (it must be refused) with its English sentence. The German one must exist and be filled in
 * completely too (no placeholder left), or this throws.
 */
export function refusal(s: SteamState, m: SteamMove): { key: string; params?: Reason['params']; en: string } {
  const r = steam.apply(s, m);
  if (r.ok) throw new Error(`${JSON.stringify(m)} was accepted`);
  const de = say(r.reason, 'de');
  if (de === r.reason.key || /[{}]/.test(de)) throw new Error(`${r.reason.key}: no complete German text (${de})`);
  return { key: r.reason.key, ...(r.reason.params ? { params: r.reason.params } : {}), en: say(r.reason) };
}

/** Whether a move is among the legal moves offered now. */
export function offered(s: SteamState, m: SteamMove): boolean {
  const want = JSON.stringify(m);
  return steam.legalMoves(s).some((x) => JSON.stringify(x) === want);
}

/** Who decides now (seat and decision). */
export function who(s: SteamState) {
  return steam.toAct(s);
}

/**
 * Phase 1 by real moves: each seat in the queue takes its tile (a tile id, or [id, 'forgo'] for the basic game's pass
 * option).
 */
export function selectActions(s: SteamState, tiles: Record<number, ActionId | [ActionId, 'forgo']>): SteamState {
  while (s.phase === 'selectActions') {
    const seat = who(s)!.seat;
    const t = tiles[seat];
    if (!t) throw new Error(`no action tile given for seat ${seat}`);
    const move: SteamMove = Array.isArray(t) ? { type: 'takeAction', seat, action: t[0], forgo: true } : { type: 'takeAction', seat, action: t };
    s = play(s, move);
  }
  return s;
}

/** Every seat still to build ends its build turn (each must be free to). */
export function endBuilds(s: SteamState): SteamState {
  while (s.phase === 'buildTrack' && !s.points) s = play(s, { type: 'endBuild', seat: who(s)!.seat });
  return s;
}

/** Everybody passes in both rounds of moving goods (the income phase and the next round follow). */
export function passGoods(s: SteamState): SteamState {
  while (s.phase === 'moveGoods') s = play(s, { type: 'passGoods', seat: who(s)!.seat });
  return s;
}

export type SteamPlace = PlaceSpec & { startCubes?: number };

/** A Steam scenario map: terrain rows and places (cities default to red and 0 starting cubes). */
export function steamMap(rows: string[], places: SteamPlace[], newCityTiles: GoodsColor[] = ['red', 'yellow', 'purple', 'blue', 'grey', 'grey', 'grey', 'grey'], variant = 'ne-usa-se-canada'): BoardMap {
  const base = scenarioMap(rows, places, { rules: { variant } });
  return {
    ...base,
    game: 'steam',
    players: { min: 3, max: 6 },
    places: base.places.map((p) => {
      const spec = places.find((x) => x.id === p.id)!;
      return p.kind === 'city' ? { ...p, startCubes: spec.startCubes ?? 0 } : p;
    }),
    steam: { supplyFields: 12, newCityTiles },
  };
}

/** A tile straight onto a board (no rules), its pieces owned by `owners` (one for all, or one per piece in order). */
export function rawTile(board: TrackBoard, hex: HexId, tile: TileClass, rotation: number, owners: number | null | (number | null)[], onTown = false): TrackBoard {
  const pieces = tilePieces(tile, rotation, onTown);
  const tracks = pieces.map((p, i) => ({ a: p.a, b: p.b, owner: Array.isArray(owners) ? (owners[i] ?? null) : owners }));
  return { ...board, tiles: { ...board.tiles, [hex]: { hex, tile, rotation, townMarker: false, tracks } } };
}

/** Straight tiles (edges 0–3) down a column, each its own owner: hexes `${col},${row}`. */
export function straightsDown(board: TrackBoard, col: number, rows: number[], owners: (number | null)[]): TrackBoard {
  rows.forEach((row, i) => (board = rawTile(board, `${col},${row}`, 'S', 0, owners[i]!)));
  return board;
}

/** Builds under Steam's rules with money no object (the track module alone): for boards a test then starts from. */
export function buildSteam(map: BoardMap, steps: { seat: number; hex: HexId; tile: TileClass; rotation: number }[], board: TrackBoard = emptyTrackBoard()): TrackBoard {
  for (const st of steps) {
    const r = checkBuild(
      { map, board, seat: st.seat, cash: 100, supply: steamSupply(board), townMarkersLeft: 0, hasBuiltBefore: true, rules: steamTrackRules(() => true), seatNames: NAMES },
      { hex: st.hex, tile: st.tile, rotation: st.rotation },
    );
    if (!r.ok) throw new Error(`step ${JSON.stringify(st)} refused: ${say(r.reason)}`);
    board = r.board;
  }
  return board;
}

/** The rotation of `tile` whose pieces join exactly these edges (spokes for a town tile), or an error. */
export function turn(tile: TileClass, edges: Array<[Edge, Edge | 'town']>, onTown = false): number {
  const want = edges.map(([a, b]) => (b === 'town' ? `${a}t` : `${Math.min(a, b)}-${Math.max(a, b)}`)).toSorted().join('|');
  for (let r = 0; r < 6; r++) {
    const got = tilePieces(tile, r, onTown)
      .map((p) => (p.b === 'town' ? `${p.a}t` : `${Math.min(p.a, p.b)}-${Math.max(p.a, p.b)}`))
      .toSorted()
      .join('|');
    if (got === want) return r;
  }
  throw new Error(`${tile} has no rotation with ${want}`);
}

/** The position at the start of moving goods on `track` with `cubes` (turn order as in `s`, nobody First move). */
export function goodsPosition(s: SteamState, track: TrackBoard, cubes: Record<HexId, GoodsColor[]>): SteamState {
  return { ...s, phase: 'moveGoods', queue: [], build: null, track, cubes, moveGoods: { round: 1, queue: s.turnOrder.slice(), raised: s.players.map(() => false) } };
}

/**
 * A column of cities joined by one straight tile each, the link i owned by owners[i]: a blue city first, yellow ones
 * between, a red one last, and a red cube on the first. Links run north to south, so `route` is the links in order.
 */
export function lineScenario(owners: (number | null)[], players = 3, order?: number[], colors?: GoodsColor[]) {
  const n = owners.length;
  const map = steamMap(
    Array.from({ length: 2 * n + 1 }, () => '...'),
    Array.from({ length: n + 1 }, (_, i) => ({ id: `c${i}`, hex: `1,${2 * i}`, color: colors?.[i] ?? (i === 0 ? 'blue' : i === n ? 'red' : 'yellow') }) as SteamPlace),
  );
  let board = emptyTrackBoard();
  owners.forEach((o, i) => (board = rawTile(board, `1,${2 * i + 1}`, 'S', 0, o)));
  const s = goodsPosition(basicGame(map, players, order), board, { '1,0': ['red'] });
  const route = linksOf(s)
    .filter((l) => l.complete)
    .toSorted((a, b) => Number(a.hexes[0]!.split(',')[1]) - Number(b.hexes[0]!.split(',')[1]))
    .map((l) => l.id);
  return { map, s, route, to: `1,${2 * n}` };
}

/** Build moves of simple tiles along a hex path (the first and last hexes are where the track comes from and goes to). */
export function path(seat: number, hexes: HexId[]): SteamMove[] {
  return lay(seat, hexes).map((st) => ({ type: 'build', seat, hex: st.hex, tile: st.tile, rotation: st.rotation }));
}

/** The same as raw steps for buildSteam. */
export function pathSteps(seat: number, hexes: HexId[]) {
  return lay(seat, hexes).map((st) => ({ seat, hex: st.hex, tile: st.tile, rotation: st.rotation }));
}

/** The edge of `a` facing `b`. */
export { dir };
