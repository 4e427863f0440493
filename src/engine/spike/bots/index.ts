// Spike's bot hook and hint (rule-system.ts `bot`, `hint`): the level asked for plays from the seat's view through a
// stand-in state (bot.ts asState). 'baseline' is the self-play bot (bot.ts chooseMove), kept unchanged as the arena's
// fixed reference; easy is levels.ts, medium medium.ts, hard hard.ts.
import type { BotLevel } from '../../api';
import type { Text } from '../../rule-system';
import type { RngState } from '../../rng';
import { asState, chooseMove } from '../bot';
import { toAct } from '../flow';
import type { SpikeMove } from '../moves';
import type { SpikeView } from '../state';
import { hardTurn } from './hard';
import { easyTurn, setupDecision, type Decision } from './levels';
import { mediumTurn } from './medium';

/** The levels Spike's bot plays; the first is the default (the arena's reference). */
export const SPIKE_LEVELS: readonly BotLevel[] = ['baseline', 'easy', 'medium', 'hard'];

function decide(view: SpikeView, seat: number, rng: RngState, level: Exclude<BotLevel, 'baseline'>): Decision | null {
  const s = asState(view);
  const who = toAct(s);
  if (!who || who.seat !== seat) return null;
  if (s.phase !== 'turn') return setupDecision(s, seat, rng);
  return level === 'hard' ? hardTurn(s, seat, rng) : level === 'medium' ? mediumTurn(s, seat, rng) : easyTurn(s, seat, rng);
}

/** A move of `level` for `seat` from its view (issue 21 point 2); null when the seat has none to make. */
export function spikeBot(view: SpikeView, seat: number, rng: RngState, level: BotLevel = 'baseline'): SpikeMove | null {
  if (level === 'baseline') return chooseMove(view, seat, rng);
  return decide(view, seat, rng, level)?.move ?? null;
}

/** What Hard would do for `seat` and why, in one sentence of the catalogue (the "Suggest" button, issue 21 point 4). */
export function spikeHint(view: SpikeView, seat: number, rng: RngState): { move: SpikeMove; why: Text } | null {
  return decide(view, seat, rng, 'hard');
}
