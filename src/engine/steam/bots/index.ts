// Steam's bot hook and hint (rule-system.ts `bot`, `hint`): the level asked for plays from the seat's view; the view
// has no generator, so the queries get a stand-in one (they read none). 'baseline' is the self-play bot (bot.ts),
// kept unchanged as the arena's fixed reference; easy, medium and hard are levels.ts.
import type { BotLevel, Text } from '../../rule-system';
import type { RngState } from '../../rng';
import { chooseMove } from '../bot';
import type { SteamMove } from '../moves';
import type { SteamState, SteamView } from '../state';
import { levelDecision } from './levels';

/** The view as a state for the queries: the generator and seed are stand-ins nobody reads. */
function asState(view: SteamView): SteamState {
  return { ...view, seed: 0, rng: [0, 0, 0, 0] };
}

/** A move of `level` for `seat` from its view (issue 21 point 2); null when the seat has none to make. */
export function steamBot(view: SteamView, seat: number, rng: RngState, level: BotLevel = 'baseline'): SteamMove | null {
  if (level === 'baseline') return chooseMove(view, seat, rng);
  const s = asState(view);
  return levelDecision(s, rng, level)?.move ?? null;
}

/** What Hard would do for `seat` and why, in one sentence of the catalogue (the "Suggest" button, issue 21 point 4). */
export function steamHint(view: SteamView, seat: number, rng: RngState): { move: SteamMove; why: Text } | null {
  const d = levelDecision(asState(view), rng, 'hard');
  if (!d || d.move.seat !== seat) return null;
  return { move: d.move, why: d.why };
}
