// Steam engine figures (issue 16): replaying a 4-player game, one full 4-player game listing the legal moves at every
// decision but the build (where the bot asks one hex's options at a time, as the game screen does), and every legal
// delivery at engine level 6 on a late-game board. Steam is loaded through the registry and played through its rule-system interface, its bot choosing moves
// from the seat's view. Medians of repeated runs after a warm-up.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { GameSetup } from '../../src/engine/api';
import type { BoardMap } from '../../src/engine/map/types';
import { replay, toRecord } from '../../src/engine/record';
import { loadRuleSystem } from '../../src/engine/rule-systems';
import type { steam as steamModule } from '../../src/engine/steam/module';
import type { SteamMove } from '../../src/engine/steam/moves';
import type { SteamState } from '../../src/engine/steam/state';
import { playBotGame } from '../bot-game';
import type { BenchRow } from './index';

const steam = (await loadRuleSystem('steam')) as typeof steamModule;
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const map = JSON.parse(readFileSync(join(root, 'assets/maps/ne-usa-se-canada.json'), 'utf8')) as BoardMap;

function setupFor(seed: number, edition = 'basic'): GameSetup {
  return { ruleSystem: 'steam', edition, map, seats: ['blue', 'green', 'yellow', 'pink'].map((c, i) => ({ name: 'ABCD'[i]!, color: c as 'blue' })), seed };
}

function median(xs: number[]): number {
  return xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)]!;
}

function time(runs: number, f: () => void): { wall: number; cpu: number } {
  for (let i = 0; i < 5; i++) f();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage();
    const a = performance.now();
    f();
    wall.push(performance.now() - a);
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

/** A whole bot game listing the legal moves at every decision but the build (whose options the bot asks per hex). */
function gameWithLegalMoves(seed: number): number {
  const g = playBotGame(steam, setupFor(seed, seed % 2 ? 'basic' : 'standard'), seed, {
    beforeMove: (s) => void (steam.toAct(s)?.decision !== 'build' && steam.legalMoves(s)),
  });
  if (g.problems.length) throw new Error(g.problems[0]);
  return g.moves.length;
}

export default async function bench(): Promise<BenchRow[]> {
  // The longest of the first 40 four-player games, for the replay (bot games run 150–250 moves).
  let longest: { setup: GameSetup; moves: SteamMove[]; state: SteamState | null } = { setup: setupFor(1), moves: [], state: null };
  // The delivery search's board: the final board with the most complete links of those games (the densest network).
  let densest: SteamState | null = null;
  const completeLinks = (st: SteamState) => steam.boardView(st).links.filter((l) => l.complete).length;
  for (let seed = 1; seed <= 40; seed++) {
    const setup = setupFor(seed, seed % 2 ? 'basic' : 'standard');
    const g = playBotGame(steam, setup, seed);
    if (g.moves.length > longest.moves.length) longest = { setup, moves: g.moves, state: g.state };
    if (!densest || completeLinks(g.state) > completeLinks(densest)) densest = g.state;
  }
  const record = toRecord(steam, longest.setup, longest.moves);
  for (let i = 0; i < 30; i++) {
    gameWithLegalMoves(100 + i);
    replay(steam, record, map);
  }
  const replayMs = time(21, () => {
    const r = replay(steam, record, map);
    if (!r.ok) throw new Error(`refused at ${r.atMove}`);
  });
  let seed = 1;
  let gameMoves = 0;
  const fullMs = time(21, () => {
    gameMoves = gameWithLegalMoves(seed++);
  });
  // That late board, every seat's engine at 6, goods back on every city of the map (a cube of each of the four printed
  // colours and grey): the most routes a delivery search can meet. A fresh state object per run, so the per-state
  // cache of deliveries does not answer.
  const late = densest!;
  const cubes: SteamState['cubes'] = {};
  for (const p of map.places) if (p.kind === 'city') cubes[p.hex] = ['red', 'blue', 'purple', 'yellow', 'grey'];
  const players = late.players.map((p) => ({ ...p, engine: 6, bankrupt: false }));
  let found = 0;
  const deliveriesMs = time(51, () => {
    // Every seat's deliveries: the own-link rule lets each seat deliver over its own part of the network only.
    found = 0;
    for (let seat = 0; seat < 4; seat++) {
      const s: SteamState = { ...late, phase: 'moveGoods', points: null, players, cubes, moveGoods: { round: 1, queue: [seat], raised: [false, false, false, false] } };
      found += steam.queries.deliveryOptions(s, seat).length;
    }
  });
  const links = steam.boardView(late).links.filter((l) => l.complete).length;
  return [
    { name: `Steam: replay a 4p game (${longest.moves.length} moves, NE USA)`, value: replayMs.wall, unit: 'ms', goal: '≤ 10 ms (250 moves)', note: `CPU ${replayMs.cpu.toFixed(1)} ms; ${((replayMs.wall * 250) / longest.moves.length).toFixed(1)} ms per 250 moves` },
    { name: 'Steam: random 4p game incl. legal moves (builds per hex)', value: fullMs.wall, unit: 'ms', goal: '≤ 20 ms', note: `CPU ${fullMs.cpu.toFixed(1)} ms; ${gameMoves} moves in the last game` },
    { name: 'Steam: all legal deliveries of all 4 seats, engine 6, late board', value: deliveriesMs.wall, unit: 'ms', goal: '≤ 1 ms (one seat)', note: `${found} deliveries over ${links} complete links` },
  ];
}
