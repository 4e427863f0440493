// One whole random game with the bot: used by `npm run selfplay`, the random-game tests and the benchmarks.
import type { GameSetup } from '../api';
import { seedRng } from '../rng';
import { applyMove } from './apply';
import { chooseMove, type BotOptions } from './bot';
import { checkInvariants } from './invariants';
import type { AosMove } from './moves';
import { startGame } from './setup';
import type { GameState } from './state';

export interface RandomGame {
  state: GameState;
  moves: AosMove[];
  /** The state after setup and after every move, when asked for. */
  states?: GameState[];
  /** Invariant breaks and refused moves, each with the move index where it showed. */
  problems: string[];
}

export interface RandomGameOptions {
  /** Check the invariants after every move. */
  check?: boolean;
  keepStates?: boolean;
  /** Safety stop (a game never needs this many moves). */
  maxMoves?: number;
  /** Called with every state as soon as it exists (setup first). */
  onState?: (state: GameState) => void;
  bot?: BotOptions;
}

export function playRandomGame(setup: GameSetup, botSeed: number, opts: RandomGameOptions = {}): RandomGame {
  const rng = seedRng(botSeed);
  let state = startGame(setup).state;
  const moves: AosMove[] = [];
  const states: GameState[] | undefined = opts.keepStates ? [state] : undefined;
  const problems: string[] = [];
  opts.onState?.(state);
  const max = opts.maxMoves ?? 5000;
  while (state.phase !== 'gameOver' && moves.length < max) {
    const move = chooseMove(state, rng, opts.bot);
    if (!move) {
      problems.push(`move ${moves.length}: nobody to act in phase ${state.phase}`);
      break;
    }
    const r = applyMove(state, move);
    if (!r.ok) {
      problems.push(`move ${moves.length}: legal move refused ${JSON.stringify(move)} → ${JSON.stringify(r.reason)}`);
      break;
    }
    state = r.state;
    moves.push(move);
    states?.push(state);
    opts.onState?.(state);
    if (opts.check) for (const p of checkInvariants(state)) problems.push(`move ${moves.length - 1}: ${p}`);
  }
  if (state.phase !== 'gameOver') problems.push(`game did not end within ${max} moves`);
  return states ? { state, moves, states, problems } : { state, moves, problems };
}
