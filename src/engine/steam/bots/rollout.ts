// Hard's play-forward through the engine (Steam, issue 21): a position played on with `applyMove`, every seat moved by
// one policy (Medium's, the level Hard is measured against) with a generator seeded from Hard's own, until the round's
// goods phase is over. Budgeted by moves, not by a clock, so the same position always gets the same answer.
import type { RngState } from '../../rng';
import { applyMove } from '../apply';
import type { SteamMove } from '../moves';
import type { SteamState } from '../state';

/** The move a seat's policy makes on `s` (null when nobody acts). */
export type Policy = (s: SteamState, rng: RngState) => SteamMove | null;

/**
 * `s` played on by `policy` until the round it stands in is over (the goods phase done, the income paid: the round
 * number moves on or the game ends), or `maxMoves` moves have been made. The state's own generator is a stand-in (the
 * view has none), so whatever the engine draws after the goods phase is the same for every line played from `s`.
 * Null when a move is refused (the policy's fault, not the line's) or the budget runs out first.
 */
export function playRound(s: SteamState, policy: Policy, rng: RngState, maxMoves: number): SteamState | null {
  const round = s.round;
  let t: SteamState = { ...s, rng: [0, 0, 0, 0], seed: 0 };
  for (let n = 0; n < maxMoves; n++) {
    if (t.phase === 'gameOver' || t.round !== round) return t;
    const m = policy(t, rng);
    if (!m) return t;
    const r = applyMove(t, m);
    if (!r.ok) return null;
    t = r.state;
  }
  return t.phase === 'gameOver' || t.round !== round ? t : null;
}
