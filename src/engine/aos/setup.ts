// Game setup (rules-spec §2.1.2): start order by dice, the bag, the goods display, cubes on the cities, $10 + 2 shares.
import type { GameEvent } from '../api';
import { reason, type Reason } from '../reason';
import { rollDice, seedRng, type RngState } from '../rng';
import { DISPLAY_FIELDS, drawCube, NEW_CITY_LETTERS } from './goods';
import type { GameState, SeatEconomy } from './state';
import { emptyTrackBoard, tileInventory } from './track-port';
import { openStartOffer } from './phases/start-player';
import { isAosEdition, MAX_ROUNDS, MIN_ROUNDS, type AosEdition, type AosSetup } from './options';
import { variantFor } from './variants';

/**
 * Changes with every change of the rules or of the state's shape: a saved game from another version is replayed from
 * its moves instead of from its snapshots. 0.2.0: the expansion maps' own rules (before, every map played the base rules).
 */
export const ENGINE_VERSION = '0.2.0';

/** Why a setup cannot start a game, or null when it can. */
export function checkSetup(setup: AosSetup): Reason | null {
  if (setup.ruleSystem !== 'age-of-steam') return reason('setup.ruleSystem', { ruleSystem: String(setup.ruleSystem) });
  if (!isAosEdition(setup.edition)) return reason('setup.edition', { edition: String(setup.edition) });
  const n = setup.seats.length;
  const { min, max } = setup.map.players;
  // A map for one player count says so ("for one player"), not "for 1–1 players".
  if (n < min || n > max || n > 6) return reason(min === Math.min(max, 6) ? 'setup.playerCountExact' : 'setup.playerCount', { count: n, min, max: Math.min(max, 6) });
  if (!Number.isInteger(setup.seed) || setup.seed < 0 || setup.seed > 0xffffffff) return reason('setup.seed', { seed: String(setup.seed) });
  const rounds = setup.options?.rounds;
  if (rounds !== undefined && (!Number.isInteger(rounds) || rounds < MIN_ROUNDS || rounds > MAX_ROUNDS)) return reason('setup.rounds', { rounds: String(rounds) });
  if (setup.options?.easier === true && !variantFor(setup.map, setup.options.baseRules === true).easierStartCubes) return reason('setup.noEasierGame', { map: setup.map.title });
  const colors = new Set(setup.seats.map((s) => s.color));
  if (colors.size !== n) return reason('setup.duplicateColor');
  return null;
}

/**
 * Start order (§2.1.2 step 6): every player rolls 3 dice; highest sum starts; tied players re-roll among
 * themselves until untied (deluxe 001:L79; used for 2002 as well, A-O5).
 */
export function rollStartOrder(seats: number[], rng: RngState, events: GameEvent[]): number[] {
  const rolls = seats.map((seat) => {
    const dice = rollDice(rng, 3);
    return { seat, dice, sum: dice[0]! + dice[1]! + dice[2]! };
  });
  events.push({ type: 'startOrderRolled', rolls });
  const sorted = rolls.toSorted((a, b) => b.sum - a.sum);
  const order: number[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && sorted[j]!.sum === sorted[i]!.sum) j++;
    const group = sorted.slice(i, j).map((r) => r.seat);
    order.push(...(group.length > 1 ? rollStartOrder(group, rng, events) : group));
    i = j;
  }
  return order;
}

/** A new game at its first decision (phase 1 of round 1), and the setup events (dice rolled). */
export function startGame(setup: AosSetup): { state: GameState; events: GameEvent[] } {
  const problem = checkSetup(setup);
  if (problem) throw new Error(`invalid setup: ${problem.key} ${JSON.stringify(problem.params ?? {})}`);
  const { map } = setup;
  // checkSetup above refused any other edition.
  const edition = setup.edition as AosEdition;
  const variant = variantFor(map, setup.options?.baseRules === true);
  const n = setup.seats.length;
  const rng = seedRng(setup.seed);
  const events: GameEvent[] = [];
  const turnOrder = rollStartOrder(
    setup.seats.map((_, i) => i),
    rng,
    events,
  );
  events.push({ type: 'startOrder', order: turnOrder.slice() });

  const bag = variant.bagContents(edition);
  const goodsTotal = { ...bag };
  const display: Record<string, GameState['display'][string]> = {};
  const inUse = new Set(variant.displayFields ?? DISPLAY_FIELDS);
  for (const f of DISPLAY_FIELDS) {
    let c = inUse.has(f) ? drawCube(bag, rng) : null;
    // Barbados: a colour the field may not get goes back into the bag, and another is drawn (001:L863-866).
    const not = variant.displayRedraw?.[f];
    for (let tries = 0; c !== null && c === not && tries < 1000; tries++) {
      bag[c] += 1;
      c = drawCube(bag, rng);
    }
    display[f] = c;
  }
  const cubes: GameState['cubes'] = {};
  const stationColors: GameState['stationColors'] = {};
  const easier = setup.options?.easier === true && variant.easierStartCubes !== undefined;
  for (const place of map.places) {
    if (variant.stationGoods?.(map, place)) {
      const c = drawCube(bag, rng);
      if (c) stationColors[place.hex] = c;
    }
    const k = easier ? variant.easierStartCubes!(map, place) : variant.startCubes(map, place);
    for (let i = 0; i < k; i++) {
      const c = drawCube(bag, rng);
      if (c) (cubes[place.hex] ??= []).push(c);
    }
    // Cubes from outside the bag (SUS cotton) join the cubes in play.
    for (const c of variant.fixedStartCubes?.(map, place) ?? []) {
      (cubes[place.hex] ??= []).push(c);
      goodsTotal[c] += 1;
    }
  }

  // St. Lucia: one random cube on every plain hex without a town (001:L908-910), after the places.
  for (const hex of variant.hexCubes?.(map) ?? []) {
    const c = drawCube(bag, rng);
    if (c) (cubes[hex] ??= []).push(c);
  }

  const players: SeatEconomy[] = setup.seats.map(() => ({
    cash: variant.startCash,
    income: 0,
    shares: 2,
    engine: 1,
    eliminated: false,
    eliminatedInRound: null,
    action: null,
    hasBuilt: false,
    buildTurns: 0,
    tilesBuilt: 0,
    deliveries: 0,
  }));

  const state: GameState = {
    game: 'age-of-steam',
    engineVersion: ENGINE_VERSION,
    edition,
    seats: setup.seats.map((s) => ({ name: s.name, color: s.color })),
    seed: setup.seed,
    playersAtStart: n,
    map,
    options: {
      rounds: setup.options?.rounds ?? variant.roundsFor(n, edition),
      growthDiceCurrentPlayers: edition === '2002',
      privilegeTwoBidderLimit: edition === 'deluxe',
      ownershipLapse: edition === 'deluxe' ? 'endOfBuildPhase' : 'afterOwnersTurn',
      variant: variant.id,
      easier,
    },
    casualUndo: setup.options?.casualUndo ?? false,
    rng,
    round: 1,
    phase: 'issueShares',
    turnOrder,
    queue: turnOrder.slice(),
    players,
    auction: null,
    actions: {
      firstMove: null,
      firstBuild: null,
      engineer: null,
      locomotive: null,
      urbanization: null,
      production: null,
      turnOrder: null,
    },
    build: null,
    moveGoods: null,
    production: null,
    bag,
    goodsTotal,
    display,
    cubes,
    stationColors,
    milestones: [],
    actionMarkers: [],
    pendingBonus: null,
    startOffer: null,
    winners: null,
    track: emptyTrackBoard(),
    tileSupply: tileInventory(edition),
    townMarkersLeft: 8,
    newCitiesLeft: (variant.newCityLetters ?? NEW_CITY_LETTERS).slice(),
    history: [],
    moveCount: 0,
  };
  // St. Lucia: the first round, too, starts with the start player's payment — the dice's start player owes it (X15).
  if (variant.startPayment && n > 1) openStartOffer(state, turnOrder[0]!, events);
  else events.push({ type: 'phaseStarted', phase: 'issueShares', round: 1 });
  return { state, events };
}
