// Real games recorded on choochoo.games and converted to Railhex moves (../shared/recorded-games/README.md): reading a
// converted file, and replaying it through the engine's public start and move functions with the recorded start,
// patches, dice and open display fields. The dice and fields reach the engine through the test's module mocks
// (seams.ts); everything else goes through startGame/applyMove and the state's documented field names.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyMove, startGame, type GameEvent, type GameSetup, type GameState } from '../../../src/engine/aos/index';
import type { BoardMap } from '../../../src/engine/map/types';
import { recordedSeams } from './seams';

/** The shared folder beside the checkout (CI has it there too); the files are read in place, never copied. */
const DIR = join(import.meta.dirname, '../../../../shared/recorded-games/converted');

/** One seat's final numbers as choochoo shows them; `score` is "points/…", or "Eliminated" for a seat that is out. */
export interface RecordedSeat {
  seat: number;
  color: string;
  cash: number;
  income: number;
  shares: number;
  engine: number;
  out: boolean;
  score: string;
}

/** Railhex's replay summary at conversion time (engine 0.2.0): the shape of the engine's `summary`. */
export interface RailhexFinal {
  round: number;
  phase: string;
  moves: number;
  seats: { seat: number; name: string; cash: number; income: number; shares: number; engine: number; links: number; segments: number; score: number; eliminated: boolean }[];
  winner: number[];
}

export interface Patch {
  at: number;
  kind: 'setup' | 'random' | 'workaround' | 'resync';
  why: string;
  /** Fields of the Age of Steam state (names as of engine 0.2.0), shallow-merged in before move `at`. */
  set: Record<string, unknown>;
}

/** A `dx-choochoo-converted/1` file. */
export interface RecordedGame {
  format: string;
  setup: Omit<GameSetup, 'map'>;
  map: BoardMap;
  moves: unknown[];
  patches: Patch[];
  dice: { at: number; dice: number[][] }[];
  openFields: { at: number; fields: string[] }[];
  expected: { final: RecordedSeat[]; railhexFinal: RailhexFinal };
  divergences: { kind: string; step: number; round?: number; detail: string }[];
}

export function loadRecordedGame(name: string): RecordedGame {
  const game = JSON.parse(readFileSync(join(DIR, `${name}.converted.json`), 'utf8')) as RecordedGame;
  if (game.format !== 'dx-choochoo-converted/1') throw new Error(`${name}: unknown format ${game.format}`);
  return game;
}

/**
 * The recorded patches as the current state shape names them. They use the field names of engine 0.2.0; when a field
 * is renamed or moved, map it here (one place for every game).
 */
function patched(s: GameState, set: Record<string, unknown>): GameState {
  return { ...s, ...set } as GameState;
}

export interface Replayed {
  state: GameState;
  /** Every event of the replay, in order (the start's first). */
  events: GameEvent[];
}

/**
 * Plays a recorded game from its start to its last move: patches before their move, the recorded dice and open
 * display fields armed while their move is applied. Throws, naming the move, when the engine refuses one or leaves
 * recorded dice unrolled.
 */
export function replayRecorded(game: RecordedGame): Replayed {
  const start = startGame({ ...game.setup, map: game.map } as GameSetup);
  let state = start.state;
  const events: GameEvent[] = [...start.events];
  const patchesAt = (i: number) => {
    for (const p of game.patches) if (p.at === i) state = patched(state, p.set);
  };
  game.moves.forEach((move, i) => {
    patchesAt(i);
    recordedSeams.arm(game.dice.find((d) => d.at === i)?.dice ?? [], game.openFields.find((f) => f.at === i)?.fields ?? []);
    let r: ReturnType<typeof applyMove>;
    let unused: number[][];
    try {
      r = applyMove(state, move);
    } finally {
      unused = recordedSeams.disarm();
    }
    if (!r.ok) throw new Error(`move ${i} ${JSON.stringify(move)} refused: ${r.reason.key} ${JSON.stringify(r.reason.params ?? {})}`);
    if (unused.length > 0) throw new Error(`move ${i}: recorded dice not rolled: ${JSON.stringify(unused)}`);
    state = r.state;
    events.push(...r.events);
  });
  patchesAt(game.moves.length);
  return { state, events };
}
