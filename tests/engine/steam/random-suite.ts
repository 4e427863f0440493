// Random full Steam games (issue 16 point 7): the seeded self-play bot plays whole games through the rule-system
// interface (loaded through the registry, as the worker loads it) on both generated boards, both editions and every
// seat count. After every move the invariants hold (cash, income floor, cubes conserved, tiles matched, ownership),
// the legal moves of every position include the bot's move, no move writes to the state it was given (states are frozen),
// states are plain JSON and survive their snapshot, and at the end the record of the moves replays, through JSON as a
// file is, to the same state. One file per seat count so vitest runs them side by side.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { GameRecord, GameSetup } from '../../../src/engine/api';
import type { BoardMap } from '../../../src/engine/map/types';
import { PLAYER_COLORS, replay, toRecord } from '../../../src/engine/record';
import { seedRng } from '../../../src/engine/rng';
import type { AnyRuleSystem } from '../../../src/engine/rule-system';
import { ruleSystems } from '../../../src/engine/rule-systems';
import { deepFreeze, plainJsonProblems, snapshotProblems } from '../conformance/checks';

const MAPS = ['ne-usa-se-canada', 'rhine-ruhr'].map((id) => JSON.parse(readFileSync(join(import.meta.dirname, `../../../assets/maps/${id}.json`), 'utf8')) as BoardMap);
const GAMES = Number(process.env.STEAM_RANDOM_GAMES_PER_FILE ?? 250);
const BATCH = 25;

function setupOf(map: BoardMap, players: number, edition: string, seed: number): GameSetup {
  const options = edition === 'basic' && seed % 3 === 0 ? { startOrder: 'random' } : undefined;
  return { ruleSystem: 'steam', edition, map, seats: Array.from({ length: players }, (_, i) => ({ name: `Bot ${i + 1}`, color: PLAYER_COLORS[i]! })), seed, ...(options ? { options } : {}) };
}

interface Batch {
  problems: string[];
  finished: number;
  deliveries: number;
  tiles: number;
}

function playBatch(system: AnyRuleSystem, players: number, edition: string, seeds: number[]): Batch {
  const out: Batch = { problems: [], finished: 0, deliveries: 0, tiles: 0 };
  for (const seed of seeds) {
    const map = MAPS[seed % MAPS.length]!;
    const setup = setupOf(map, players, edition, seed);
    const tag = `${map.id} ${players}p ${edition} seed ${seed}`;
    const started = system.start(setup);
    if (!started.ok) {
      out.problems.push(`${tag}: setup refused ${started.reason.key}`);
      continue;
    }
    // Every state is frozen the moment it exists (the map excepted, which states share by reference): a move that
    // writes to the state it was given throws right there.
    const frozen = new Set<unknown>([map]);
    let state = deepFreeze(started.state, frozen);
    const rng = seedRng(seed * 31 + players);
    const moves: unknown[] = [];
    for (let who = system.toAct(state); who && moves.length < 3000; who = system.toAct(state)) {
      const move = system.bot!(system.viewFor(state, { seat: who.seat }), who.seat, rng);
      // The bot's move is one of the engine's legal moves: at every decision but the build, and at one build decision
      // in twenty (the whole map's build list is the dear one; the bot asks one hex's options, which apply checks).
      const ask = who.decision !== 'build' || moves.length % 20 === 0;
      if (ask && !system.legalMoves(state).some((m: unknown) => isDeepStrictEqual(m, move))) out.problems.push(`${tag} move ${moves.length}: the bot's move is not among the legal moves: ${JSON.stringify(move)}`);
      const r = system.apply(state, move);
      if (!r.ok) {
        out.problems.push(`${tag} move ${moves.length}: refused ${JSON.stringify(move)} → ${r.reason.key}`);
        break;
      }
      state = deepFreeze(r.state, frozen);
      moves.push(move);
      for (const p of system.invariants(state)) out.problems.push(`${tag} move ${moves.length - 1}: ${p}`);
      // Every 25th position: plain JSON, and the snapshot codec gives it back.
      if (moves.length % 25 === 0) {
        const { map: _map, ...rest } = state as Record<string, unknown>;
        for (const p of [...plainJsonProblems('state', rest), ...snapshotProblems(system, state, map)]) out.problems.push(`${tag} move ${moves.length - 1}: ${p}`);
      }
      if (out.problems.length > 10) return out;
    }
    const s = state as { phase: string; players: { deliveries: number; tilesBuilt: number }[] };
    if (s.phase === 'gameOver') out.finished++;
    else out.problems.push(`${tag}: did not end (${moves.length} moves)`);
    out.deliveries += s.players.reduce((a, p) => a + p.deliveries, 0);
    out.tiles += s.players.reduce((a, p) => a + p.tilesBuilt, 0);
    const record = JSON.parse(JSON.stringify(toRecord(system, setup, moves))) as GameRecord;
    const again = replay(system, record, map);
    if (!again.ok) out.problems.push(`${tag}: replay refused move ${again.atMove}: ${again.reason.key}`);
    else if (!isDeepStrictEqual(again.state, state)) out.problems.push(`${tag}: the replay ends in another state`);
  }
  return out;
}

/** 250 games for one seat count: both editions in turn, both boards in turn. */
export function steamRandomSuite(players: number): void {
  describe(`random ${players}-player Steam games`, async () => {
    const system = await ruleSystems.load('steam');
    for (let start = 0; start < GAMES; start += BATCH) {
      const edition = (start / BATCH) % 2 === 0 ? 'basic' : 'standard';
      it(`games ${start}–${Math.min(GAMES, start + BATCH) - 1} (${edition}) keep every invariant and replay exactly`, () => {
        const seeds = Array.from({ length: Math.min(BATCH, GAMES - start) }, (_, i) => players * 1000 + start + i);
        const r = playBatch(system, players, edition, seeds);
        expect(r.problems.slice(0, 10)).toEqual([]);
        expect(r.finished).toBe(seeds.length);
        // The bot builds track and delivers goods: games are not all passes.
        expect(r.tiles).toBeGreaterThan(seeds.length * 5);
        expect(r.deliveries).toBeGreaterThan(seeds.length);
      }, 120_000);
    }
  });
}
