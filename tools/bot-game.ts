// One whole game of bots through the rule-system interface (src/engine/rule-system.ts): every seat's move comes from
// the system's bot hook, fed only that seat's view. Any registered system with a bot can be played this way; the
// selfplay tool and the engine bench use it, so neither reaches around the registry.
import type { GameSetup, SetupOptions } from '../src/engine/api';
import { seedRng } from '../src/engine/rng';
import type { MapOf, RuleSystem, SystemTypes } from '../src/engine/rule-system';

export interface BotGame<T extends SystemTypes> {
  state: T['state'];
  moves: T['move'][];
  /** Invariant breaks and refused moves, each with the move index where it showed. */
  problems: string[];
}

export interface BotGameOptions<T extends SystemTypes> {
  /** Check the system's invariants after every move. */
  check?: boolean;
  /** Safety stop (no game needs this many moves). */
  maxMoves?: number;
  /** Called with every position before its move is chosen (a bench lists the legal moves here). */
  beforeMove?: (state: T['state']) => void;
}

export function playBotGame<T extends SystemTypes>(system: RuleSystem<T>, setup: GameSetup<SetupOptions, MapOf<T>>, botSeed: number, opts: BotGameOptions<T> = {}): BotGame<T> {
  if (!system.bot) throw new Error(`rule system ${system.id} has no bot`);
  const started = system.start(setup);
  if (!started.ok) throw new Error(`setup refused: ${started.reason.key}`);
  const rng = seedRng(botSeed);
  let state = started.state;
  const moves: T['move'][] = [];
  const problems: string[] = [];
  const max = opts.maxMoves ?? 5000;
  for (let who = system.toAct(state); who && moves.length < max; who = system.toAct(state)) {
    opts.beforeMove?.(state);
    const move = system.bot(system.viewFor(state, { seat: who.seat }), who.seat, rng);
    if (!move) {
      problems.push(`move ${moves.length}: the bot of seat ${who.seat} found no move (${who.decision})`);
      break;
    }
    const r = system.apply(state, move);
    if (!r.ok) {
      problems.push(`move ${moves.length}: legal move refused ${JSON.stringify(move)} → ${JSON.stringify(r.reason)}`);
      break;
    }
    state = r.state;
    moves.push(move);
    if (opts.check) for (const p of system.invariants(state)) problems.push(`move ${moves.length - 1}: ${p}`);
  }
  if (system.head(state).status !== 'finished' && problems.length === 0) problems.push(`game did not end within ${max} moves`);
  return { state, moves, problems };
}
