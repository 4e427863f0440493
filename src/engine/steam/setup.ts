// Game setup (rules-spec §2.4.2, §2.5): cubes on the cities and the supply fields, no money, income 0, engine 1, and the
// first turn order by the initial auction, at random with $1/$2/… (basic), or by drawn numbers (standard).
import type { GameEvent } from '../api';
import { reason, type Reason } from '../reason';
import { randomInt, seedRng, type RngState } from '../rng';
import { emptyTrackBoard } from '../track/index';
import { drawCube, fullBag } from './goods';
import { cubesPerSupplyField, newCityTilesOf, startCubesOf, SUPPLY_MARKERS, supplyFieldsOf } from './map-rules';
import { isSteamEdition, roundsFor, type SteamEdition, type SteamSetup } from './options';
import { startInitialAuction } from './phases/initial-auction';
import type { SeatEconomy, SteamState } from './state';

/**
 * Changes with every change of the rules or of the state's shape: a saved game from another version is replayed from
 * its moves instead of from its snapshots.
 */
export const STEAM_ENGINE_VERSION = '0.1.0';

/** Why a setup cannot start a game, or null when it can. */
export function checkSetup(setup: SteamSetup): Reason | null {
  if (setup.ruleSystem !== 'steam') return reason('setup.ruleSystem', { ruleSystem: String(setup.ruleSystem) });
  if (!isSteamEdition(setup.edition)) return reason('setup.edition', { edition: String(setup.edition) });
  if (setup.map.game !== 'steam') return reason('setup.mapGame', { map: setup.map.title });
  const n = setup.seats.length;
  const min = Math.max(3, setup.map.players.min);
  const max = Math.min(6, setup.map.players.max);
  if (n < min || n > max) return reason('setup.playerCount', { count: n, min, max });
  if (!Number.isInteger(setup.seed) || setup.seed < 0 || setup.seed > 0xffffffff) return reason('setup.seed', { seed: String(setup.seed) });
  if (setup.options?.startOrder === 'random' && setup.edition !== 'basic') return reason('setup.startOrderBasicOnly');
  if (new Set(setup.seats.map((s) => s.color)).size !== n) return reason('setup.duplicateColor');
  return null;
}

/** A random order of `seats` (Fisher–Yates with the game's generator): the action tiles dealt face down. */
function shuffle(seats: number[], rng: RngState): number[] {
  const out = seats.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A new game at its first decision, and the setup events (cubes drawn, order dealt). */
export function startGame(setup: SteamSetup): { state: SteamState; events: GameEvent[] } {
  const problem = checkSetup(setup);
  if (problem) throw new Error(`invalid setup: ${problem.key}`);
  const { map } = setup;
  const edition = setup.edition as SteamEdition;
  const n = setup.seats.length;
  const rng = seedRng(setup.seed);
  const events: GameEvent[] = [];
  const bag = fullBag();
  const cubes: SteamState['cubes'] = {};
  for (const place of map.places) {
    if (place.kind !== 'city') continue;
    const k = startCubesOf(map, place, n);
    for (let i = 0; i < k; i++) {
      const c = drawCube(bag, rng);
      if (c) (cubes[place.hex] ??= []).push(c);
    }
  }
  const supply: SteamState['supply'] = [];
  const per = cubesPerSupplyField(n);
  for (let f = 0; f < supplyFieldsOf(map); f++) {
    const group: SteamState['supply'][number] = [];
    for (let i = 0; i < per; i++) {
      const c = drawCube(bag, rng);
      if (c) group.push(c);
    }
    supply.push(group);
  }
  events.push({ type: 'goodsDrawn', cubes: Object.values(cubes).reduce((k, l) => k + l.length, 0), supply: supply.length });

  const players: SeatEconomy[] = setup.seats.map(() => ({
    cash: 0,
    income: 0,
    vp: 0,
    engine: 1,
    bankrupt: false,
    bankruptInRound: null,
    action: null,
    forgone: false,
    performed: false,
    hasBuilt: false,
    tilesBuilt: 0,
    deliveries: 0,
    borrowed: 0,
  }));
  const seats = setup.seats.map((_, i) => i);
  const startOrder = edition === 'basic' ? (setup.options?.startOrder ?? 'auction') : 'random';
  let turnOrder: number[];
  if (edition === 'standard') {
    // Action tiles drawn; discs placed by number, lowest first ([000:L523]).
    turnOrder = shuffle(seats, rng);
  } else if (startOrder === 'random') {
    // The lowest number starts; the others follow clockwise ([000:L108-110], S-B15): $1 to the second, $2 to the third…
    const first = shuffle(seats, rng)[0]!;
    turnOrder = seats.map((_, i) => (first + i) % n);
    turnOrder.forEach((seat, pos) => (players[seat]!.cash = pos));
  } else {
    turnOrder = seats;
  }
  if (startOrder !== 'auction') events.push({ type: 'startOrder', order: turnOrder.slice(), money: turnOrder.map((seat) => players[seat]!.cash) });

  const state: SteamState = {
    game: 'steam',
    engineVersion: STEAM_ENGINE_VERSION,
    edition,
    seats: setup.seats.map((s) => ({ name: s.name, color: s.color })),
    seed: setup.seed,
    map,
    options: { rounds: roundsFor(n), startOrder, revisitTowns: true, capitalForVp: true },
    casualUndo: setup.options?.casualUndo ?? false,
    rng,
    round: 1,
    phase: 'selectActions',
    turnOrder,
    queue: turnOrder.slice(),
    players,
    initialAuction: null,
    auction: null,
    actions: { turnOrder: null, firstMove: null, engineer: null, firstBuild: null, goodsSupply: null, locomotive: null, urbanization: null },
    turnOrderHolder: null,
    build: null,
    moveGoods: null,
    points: null,
    supply,
    supplyMarkersLeft: SUPPLY_MARKERS,
    supplied: [],
    cubes,
    bag,
    delivered: { red: 0, blue: 0, purple: 0, yellow: 0, grey: 0, black: 0, white: 0 },
    track: emptyTrackBoard(),
    newCityTiles: newCityTilesOf(map).slice(),
    lastActions: seats.map(() => null),
    winners: null,
    history: [],
    moveCount: 0,
  };
  if (startOrder === 'auction') {
    // "Ein beliebiger Startspieler wird bestimmt" ([000:L112]): drawn from the seed.
    startInitialAuction(state, randomInt(rng, n), events);
  } else if (edition === 'standard') {
    state.phase = 'capital';
    events.push({ type: 'phaseStarted', phase: 'capital', round: 1 });
  } else {
    events.push({ type: 'phaseStarted', phase: 'selectActions', round: 1 });
  }
  return { state, events };
}
