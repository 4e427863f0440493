// Age of Steam behind the rule-system interface (src/engine/rule-system.ts): the one object the registry
// (src/engine/rule-systems.ts) loads for 'age-of-steam'. It only gathers the Age of Steam functions; no rule lives here.
import type { GameEvent } from '../api';
import type { BoardMap } from '../map/types';
import { mapByReference } from '../map-snapshots';
import { nextU32, seedRng, type RngState } from '../rng';
import type { BotLevel, HeadFacts, RuleSystem, SystemTypes, Viewer } from '../rule-system';
import { checkedStart } from '../rule-system';
import type { BoardView } from '../view';
import { applyMove } from './apply';
import { chooseMove } from './bot';
import { hardHint } from './bots/hint';
import { levelMove } from './bots/levels';
import { unusedTiles } from './can-build';
import { describeEvent, describeMove } from './describe';
import { checkInvariants } from './invariants';
import type { AosMove } from './moves';
import { AOS_EDITIONS, parseAosOptions, type AosSetupOptions } from './options';
import { buildTurn } from './phases/build';
import { checkPlan } from './plan';
import { buildOptions, checkBuild, deliveryOptions, endBuildReason, legalMoves, specialLinkOptions, toAct, urbanizeOptions } from './queries';
import { parseMove } from './schema';
import { scoreBreakdown } from './score';
import { checkSetup, ENGINE_VERSION, startGame } from './setup';
import type { AosView, GameState } from './state';
import { summary, type GameSummary } from './summary';
import { mapGameOptions, playedAsBase, variantFor, variantKnown, variantOf } from './variants';
import { boardView, viewFor } from './view';

/** The questions the UI may ask about an Age of Steam position (the worker supplies the state). None is private. */
const aosQueries = {
  legalMoves,
  buildOptions,
  checkBuild,
  deliveryOptions,
  urbanizeOptions,
  scoreBreakdown,
  /** Plan mode: builds judged step by step on a copy of the state (plan.ts). */
  checkPlan,
  /** Tiles laid and left in a seat's build turn (the engine's tile limit). */
  buildTurn,
  /** Tiles a seat's build turn would leave unused: its tiles left, or 0 when nothing can be built. */
  unusedTiles,
  /** The map's special links a seat may build now, with their price (Germany). */
  specialLinkOptions,
  /** Why a seat may not end its build turn now (Germany: an incomplete section), or null. */
  endBuildReason,
};
export type AosQueries = typeof aosQueries;

export interface AosSystemTypes extends SystemTypes {
  state: GameState;
  move: AosMove;
  view: AosView;
  board: BoardView;
  summary: GameSummary;
  queries: AosQueries;
}

/** Events that reveal random results: the start-order roll, bag draws and the dice (ARCHITECTURE rule 5). */
const RANDOM_EVENTS: ReadonlySet<string> = new Set(['startOrderRolled', 'productionDrawn', 'growthDice', 'extraGrowth', 'tieBreakDice']);

/** True when applying the move revealed randomness (its events include dice or bag draws): own-turn undo stops there. */
export function isUndoBarrier(_move: AosMove | null, events: readonly GameEvent[]): boolean {
  return events.some((e) => RANDOM_EVENTS.has(e.type));
}

/** The rounds the map's table gives this game (rules-spec D13). */
function defaultRounds(s: GameState): number {
  return variantOf(s).roundsFor(s.playersAtStart, s.edition);
}

/**
 * The options a record of this game names (docs/game-record.md): casualUndo always, rounds only when they differ
 * from the map's table, baseRules when a map with its own rules plays the base game (else its replay would play the
 * map's rules), easier when chosen.
 */
function recordOptions(s: GameState): AosSetupOptions {
  const options: AosSetupOptions = { casualUndo: s.casualUndo };
  if (s.options.rounds !== defaultRounds(s)) options.rounds = s.options.rounds;
  if (variantOf(s).id !== variantFor(s.map).id) options.baseRules = true;
  if (s.options.easier) options.easier = true;
  return options;
}

function head(s: GameState): HeadFacts {
  const who = toAct(s);
  return { round: s.round, status: s.phase === 'gameOver' ? 'finished' : 'playing', toAct: who ? who.seat : null };
}

/**
 * The bot plays from its seat's view: the view has no generator, so it gets one made from the bot's own (without
 * drawing from it, so the bot's choices are those `chooseMove` makes on the full state). 'baseline' is the self-play
 * bot (bot.ts), the levels of issue 21 are bots/levels.ts. The game's generator is
 * never used: a move the bot tries ahead (Germany's look-ahead) draws from this stand-in, never the real dice.
 */
function bot(view: AosView, _seat: number, rng: RngState, level: BotLevel = 'baseline'): AosMove | null {
  const stand = seedRng(nextU32([...rng] as RngState));
  const s: GameState = { ...view, seed: 0, rng: stand };
  return level === 'easy' || level === 'medium' || level === 'hard' ? levelMove(s, rng, level) : chooseMove(s, rng);
}

/** The Suggest button (issue 21): the hard bot's move for `seat` from its view, and why (bots/hint.ts). */
function hint(view: AosView, seat: number, rng: RngState) {
  const s: GameState = { ...view, seed: 0, rng: seedRng(nextU32([...rng] as RngState)) };
  return hardHint(s, seat, rng);
}

export const ageOfSteam: RuleSystem<AosSystemTypes> = {
  id: 'age-of-steam',
  version: ENGINE_VERSION,
  editions: AOS_EDITIONS,
  boardKind: 'hex',
  players: { min: 1, max: 6 },
  hiddenInformation: false,

  parseOptions: parseAosOptions,
  checkSetup,
  start: checkedStart(checkSetup, startGame),
  mapRulesKnown: variantKnown,
  mapOptions: mapGameOptions,
  // A map whose own rules are not written yet plays the base rules, and keeps them when its rules arrive later.
  newGameOptions: (options, map) => (variantKnown(map) ? options : { ...options, baseRules: true }),
  settleOptions: (options, savedBy, map) => (options?.baseRules !== true && playedAsBase(map, savedBy) ? { ...options, baseRules: true } : options),
  recordSetup: (s) => ({ edition: s.edition, map: s.map.id, seats: s.seats.map((x) => ({ name: x.name, color: x.color })), seed: s.seed, options: recordOptions(s) }),

  parseMove,
  apply: applyMove,
  isUndoBarrier,
  toAct(s) {
    const who = toAct(s);
    return who ? { seat: who.seat, decision: who.decision } : null;
  },
  legalMoves,
  head,

  viewFor,
  boardView,
  summary: (s, _viewer: Viewer) => summary(s),
  describeMove: (before, move) => describeMove(before, move),
  redactEvent: (event) => event,
  describeEvent: (event, after) => describeEvent(event, after),
  // A chunk of its own: the engine worker loads this module and never the texts (the page has them via page.ts).
  messages: () => import('./catalogue').then((m) => m.AOS_CATALOGUE),
  queries: aosQueries,
  privateQueries: [],

  // The state holds its map by reference; snapshots leave it out and the host puts the loaded map back.
  // Fields newer than some snapshots written during development of the same engine version get their start value.
  snapshots: mapByReference<GameState, BoardMap>(() => ({ stationColors: {}, milestones: [], actionMarkers: [], pendingBonus: null, startOffer: null, winners: null })),
  invariants: checkInvariants,
  // Age of Steam has no hidden information: nothing of one seat is secret from another.
  secretsOf: () => [],
  bot,
  hint,
  // The self-play bot (the fixed reference of `npm run arena`) and the levels of issue 21, each of which beat the one
  // below it in the arena (docs/bots.md).
  botLevels: ['baseline', 'easy', 'medium', 'hard'],
  standings(s) {
    const lines = scoreBreakdown(s);
    return {
      scores: s.players.map((_, seat) => lines.find((l) => l.seat === seat)!.total),
      out: s.players.map((p) => p.eliminated),
      winners: s.phase === 'gameOver' ? lines.filter((l) => l.winner).map((l) => l.seat) : [],
    };
  },
};
