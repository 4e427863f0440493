// Steam behind the rule-system interface (src/engine/rule-system.ts): the one object the registry
// (src/engine/rule-systems.ts) loads for 'steam'. It only gathers the Steam functions; no rule lives here.
import type { GameEvent } from '../api';
import type { BoardMap } from '../map/types';
import { mapByReference } from '../map-snapshots';
import type { HeadFacts, RuleSystem, SystemTypes } from '../rule-system';
import { checkedStart } from '../rule-system';
import type { BoardView } from '../view';
import { applyMove } from './apply';
import { steamBot, steamHint } from './bots/index';
import { describeEvent, describeMove } from './describe';
import { checkInvariants } from './invariants';
import type { SteamMove } from './moves';
import { parseSteamOptions, STEAM_EDITIONS, type SteamSetupOptions } from './options';
import {
  actionOptions,
  auctionDropPlaces,
  buildOptions,
  buildTurn,
  checkBuild,
  deliveryOptions,
  legalMoves,
  paymentPreview,
  roundOutlook,
  supplyOptions,
  toAct,
  unusedTiles,
  urbanizeOptions,
} from './queries';
import { checkPlan } from './plan';
import { parseMove } from './schema';
import { scoreBreakdown } from './score';
import { checkSetup, startGame, STEAM_ENGINE_VERSION } from './setup';
import type { SteamState, SteamView } from './state';
import { summary, type SteamSummary } from './summary';
import { boardView, viewFor } from './view';

/** The questions the UI may ask about a Steam position (the worker supplies the state). None is private. */
const steamQueries = {
  legalMoves,
  buildOptions,
  checkBuild,
  checkPlan,
  buildTurn,
  unusedTiles,
  deliveryOptions,
  actionOptions,
  supplyOptions,
  urbanizeOptions,
  paymentPreview,
  roundOutlook,
  scoreBreakdown,
  auctionDropPlaces,
};
export type SteamQueries = typeof steamQueries;

export interface SteamSystemTypes extends SystemTypes {
  state: SteamState;
  move: SteamMove;
  view: SteamView;
  board: BoardView;
  summary: SteamSummary;
  queries: SteamQueries;
}

/** Events that reveal random results: only the setup draws them (the order dealt, the cubes drawn). */
const RANDOM_EVENTS: ReadonlySet<string> = new Set(['goodsDrawn', 'startOrder']);

function head(s: SteamState): HeadFacts {
  const who = toAct(s);
  return { round: s.round, status: s.phase === 'gameOver' ? 'finished' : 'playing', toAct: who ? who.seat : null };
}

function recordOptions(s: SteamState): SteamSetupOptions {
  const options: SteamSetupOptions = { casualUndo: s.casualUndo };
  if (s.edition === 'basic' && s.options.startOrder === 'random') options.startOrder = 'random';
  return options;
}

export const steam: RuleSystem<SteamSystemTypes> = {
  id: 'steam',
  version: STEAM_ENGINE_VERSION,
  editions: STEAM_EDITIONS,
  boardKind: 'hex',
  players: { min: 3, max: 6 },
  hiddenInformation: false,

  parseOptions: parseSteamOptions,
  checkSetup,
  start: checkedStart(checkSetup, startGame),
  recordSetup: (s) => ({ edition: s.edition, map: s.map.id, seats: s.seats.map((x) => ({ name: x.name, color: x.color })), seed: s.seed, options: recordOptions(s) }),

  parseMove,
  apply: applyMove,
  isUndoBarrier: (_move, events: readonly GameEvent[]) => events.some((e) => RANDOM_EVENTS.has(e.type)),
  toAct,
  legalMoves,
  head,

  viewFor,
  boardView,
  summary: (s) => summary(s),
  describeMove: (before, move) => describeMove(before, move),
  redactEvent: (event) => event,
  describeEvent: (event, after) => describeEvent(event, after),
  // A chunk of its own: the engine worker never needs the texts.
  messages: () => import('./catalogue').then((m) => m.STEAM_CATALOGUE),
  queries: steamQueries,
  privateQueries: [],

  // The state holds its map by reference; snapshots leave it out and the host puts the loaded map back.
  snapshots: mapByReference<SteamState, BoardMap>(),
  invariants: checkInvariants,
  // Steam has no hidden information: all money and track is on the table ([000:L104]).
  secretsOf: () => [],
  // The self-play bot (the arena's fixed reference) and the levels of issue 21 (bots/levels.ts, docs/bots.md).
  bot: steamBot,
  botLevels: ['baseline', 'easy', 'medium', 'hard'],
  hint: steamHint,
  standings(s) {
    const lines = scoreBreakdown(s);
    return { scores: lines.map((l) => l.total), out: s.players.map((p) => p.bankrupt), winners: s.phase === 'gameOver' ? (s.winners ?? []).slice() : [] };
  },
};
