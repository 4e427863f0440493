// Spike behind the rule-system interface (src/engine/rule-system.ts): the one object the registry
// (src/engine/rule-systems.ts) loads for 'spike'. It only gathers the Spike functions; no rule lives here.
import type { GameEvent } from '../api';
import type { LatticeBoard } from '../lattice/types';
import type { LatticeView } from '../lattice/view';
import type { HeadFacts, RuleSystem, SystemTypes } from '../rule-system';
import { checkedStart } from '../rule-system';
import { applyMove } from './apply';
import { SPIKE_LEVELS, spikeBot, spikeHint } from './bots/index';
import { describeEvent, describeMove, redactEvent } from './describe';
import { toAct } from './flow';
import { checkInvariants } from './invariants';
import type { SpikeMove } from './moves';
import {
  buildableCities,
  checkRouteFor,
  freightOptions,
  legalMoves,
  marketValues,
  pileInfo,
  routesToCity,
  scoreSoFar,
  trainOptions,
  upgradeOptions,
} from './queries';
import { parseMove } from './schema';
import { checkSetup, parseSpikeOptions, SPIKE_ENGINE_VERSION, startGame } from './setup';
import { SPIKE_EDITIONS, type SpikeState, type SpikeView } from './state';
import { standings } from './standings';
import { summary, type SpikeSummary } from './summary';
import { giftReceiver, networkCitiesOf } from './table-queries';
import { boardView, secretsOf, viewFor } from './view';

/**
 * The questions the UI may ask; routesToCity, buildableCities and scoreSoFar read the seat's hand or route card. The
 * table's facts (networkCities, giftReceiver) and the end's ranking with its tie-breaks (standings) are public.
 */
const spikeQueries = {
  legalMoves,
  trainOptions,
  freightOptions,
  routesToCity,
  buildableCities,
  checkRouteFor,
  scoreSoFar,
  marketValues,
  pileInfo,
  upgradeOptions,
  networkCities: networkCitiesOf,
  giftReceiver,
  standings,
};
export type SpikeQueries = typeof spikeQueries;

export interface SpikeSystemTypes extends SystemTypes {
  state: SpikeState;
  move: SpikeMove;
  view: SpikeView;
  board: LatticeView;
  summary: SpikeSummary;
  queries: SpikeQueries;
  map: LatticeBoard;
}

/** Events that reveal cards: the setup's deal, every draw from the pile or turn of the display, a round's reshuffle. */
const REVEALING: ReadonlySet<string> = new Set(['dealt', 'drew', 'displayRefilled', 'timeCard', 'roundStarted', 'pileSplit', 'gift', 'contractsRevealed', 'routeScored']);

function head(s: SpikeState): HeadFacts {
  const who = toAct(s);
  return { round: s.round, status: s.phase === 'gameOver' ? 'finished' : 'playing', toAct: who ? who.seat : null };
}

export const spike: RuleSystem<SpikeSystemTypes> = {
  id: 'spike',
  version: SPIKE_ENGINE_VERSION,
  editions: SPIKE_EDITIONS,
  boardKind: 'lattice',
  players: { min: 2, max: 4 },
  hiddenInformation: true,

  parseOptions: parseSpikeOptions,
  checkSetup,
  start: checkedStart(checkSetup, startGame),
  recordSetup: (s) => ({ edition: s.edition, map: s.map.id, seats: s.seats.map((x) => ({ name: x.name, color: x.color })), seed: s.seed, options: s.casualUndo ? { casualUndo: true } : {} }),

  parseMove,
  apply: applyMove,
  // Drawing (and anything else that shows a card) cannot be taken back: the card seen would be known ([003:L145]).
  isUndoBarrier: (_move, events: readonly GameEvent[]) => events.some((e) => REVEALING.has(e.type)),
  toAct,
  legalMoves,
  head,

  viewFor,
  boardView,
  summary,
  describeMove,
  redactEvent,
  describeEvent,
  // A chunk of its own: the engine worker never needs the texts.
  messages: () => import('./catalogue').then((m) => m.SPIKE_CATALOGUE),
  queries: spikeQueries,
  privateQueries: ['routesToCity', 'buildableCities', 'checkRouteFor', 'scoreSoFar'],

  // The state holds its board by reference; snapshots leave it out and the host puts the loaded board back.
  snapshots: {
    pack(state) {
      const { map: _map, ...rest } = state;
      return rest;
    },
    unpack(stored, map) {
      return { ...(stored as Omit<SpikeState, 'map'>), map };
    },
  },
  invariants: checkInvariants,
  secretsOf,
  // The bots play from the seat's view only: the baseline (bot.ts) and the levels easy, medium, hard (bots/).
  bot: spikeBot,
  hint: spikeHint,
  botLevels: SPIKE_LEVELS,
  standings(s) {
    return { scores: s.players.map((p) => p.money), out: s.players.map(() => false), winners: s.phase === 'gameOver' ? (s.winners ?? []).slice() : [] };
  },
};
