// Spike's engine speed work must not change a single answer (issue 19, "Measure"): 24 seeded random games (2, 3 and 4
// seats, both editions) played through the rule-system interface, hashing every position's legal moves, every move's
// events and every state (the board left out). The hash was taken with the engine of commit 404f62a, before the speed
// work that followed the eleventh session's figures, and equals it after (a build list cut to 2 routes per city fails it). A
// deliberate rule change changes it: take the new value from this test's failure message only after the change was
// checked against the rules.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GameSetup, SetupOptions } from '../../../src/engine/api';
import type { LatticeBoard } from '../../../src/engine/lattice/types';
import { nextU32, seedRng } from '../../../src/engine/rng';
import { spike } from '../../../src/engine/spike/module';
import type { SpikeMove } from '../../../src/engine/spike/moves';
import type { SpikeState } from '../../../src/engine/spike/state';
import { board } from './helpers';

const COLORS = ['blue', 'green', 'yellow', 'pink'] as const;

function setupFor(seed: number, players: number): GameSetup<SetupOptions, LatticeBoard> {
  return { ruleSystem: 'spike', edition: seed % 2 ? 'basic' : 'advanced', map: board, seats: COLORS.slice(0, players).map((color, i) => ({ name: 'ABCD'[i]!, color })), seed };
}

const withoutBoard = (s: SpikeState) => {
  const { map: _map, ...rest } = s;
  return rest;
};

/** One game of random legal moves (a kind of move, then one of it), every answer fed to `hash`; the moves made. */
function play(seed: number, players: number, hash: ReturnType<typeof createHash>): number {
  const started = spike.start(setupFor(seed, players));
  if (!started.ok) throw new Error(started.reason.key);
  let s = started.state;
  const rng = seedRng(seed);
  hash.update(JSON.stringify(withoutBoard(s)));
  let moves = 0;
  while (spike.toAct(s) && moves < 3000) {
    const legal = spike.legalMoves(s);
    const types = [...new Set(legal.map((m) => m.type))];
    const type = types[nextU32(rng) % types.length];
    const of = legal.filter((m) => m.type === type);
    const move: SpikeMove = of[nextU32(rng) % of.length]!;
    const r = spike.apply(s, move);
    if (!r.ok) throw new Error(`seed ${seed}: refused ${r.reason.key}`);
    hash.update(JSON.stringify(legal));
    hash.update(JSON.stringify(r.events));
    hash.update(JSON.stringify(withoutBoard(r.state)));
    s = r.state;
    moves++;
  }
  return moves;
}

describe('Spike engine determinism', () => {
  it('plays the same 24 seeded games, move for move, as the engine before its speed work', () => {
    const hash = createHash('sha256');
    let moves = 0;
    for (let k = 1; k <= 8; k++) for (const players of [2, 3, 4]) moves += play(k * 7 + players, players, hash);
    expect({ moves, hash: hash.digest('hex') }).toEqual({ moves: 5657, hash: '1943c2f35d905e3776db92dd6f80de4e3006930052170d65eb38bbdc57b10d68' });
  }, 120_000);
});
