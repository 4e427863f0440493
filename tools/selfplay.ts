// `npm run selfplay -- --map rust-belt --players 4 --games N --seed S [--edition 2002] [--rules age-of-steam] [--out DIR]`
// (`--system` is the older name of `--rules`; `--rules steam --edition basic|standard --map ne-usa-se-canada|rhine-ruhr`;
// `--rules spike --edition basic|advanced`, on the lattice board spike-eastern-us of assets/lattice):
// plays bot games to the end through the rule-system registry, checks the invariants after every move, prints
// games/s, moves/s and any break.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { GameBoard, GameSetup, SetupOptions } from '../src/engine/api';
import { PLAYER_COLORS, toRecord } from '../src/engine/record';
import { isRuleSystemId, loadRuleSystem } from '../src/engine/rule-systems';
import { boardFile } from './board-file';
import { playBotGame } from './bot-game';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

const systemId = arg('rules', arg('system', 'age-of-steam'));
if (!isRuleSystemId(systemId)) {
  console.error(`unknown rule system ${systemId}`);
  process.exit(2);
}
const system = await loadRuleSystem(systemId);
// Each system's base map when none is named.
const BASE_MAPS: Record<string, string> = { steam: 'ne-usa-se-canada', spike: 'spike-eastern-us' };
const mapId = arg('map', BASE_MAPS[systemId] ?? 'rust-belt');
const players = Number(arg('players', '4'));
const games = Number(arg('games', '10'));
const seed = Number(arg('seed', '1')) >>> 0;
const edition = arg('edition', system.editions[0]!);
const out = arg('out', '');
const check = arg('check', 'yes') !== 'no';

const map = JSON.parse(readFileSync(boardFile(mapId), 'utf8')) as GameBoard;
let moves = 0;
let breaks = 0;
const t0 = performance.now();
for (let g = 0; g < games; g++) {
  const setup: GameSetup<SetupOptions, GameBoard> = {
    ruleSystem: system.id,
    edition,
    map,
    seats: Array.from({ length: players }, (_, i) => ({ name: `Bot ${i + 1}`, color: PLAYER_COLORS[i]! })),
    seed: (seed + g * 7919) >>> 0,
  };
  const r = playBotGame(system, setup, (seed ^ (g * 2654435761)) >>> 0, { check });
  moves += r.moves.length;
  if (r.problems.length) {
    breaks++;
    console.error(`game ${g} (seed ${setup.seed}): ${r.problems.slice(0, 5).join('; ')}`);
  }
  if (out) {
    mkdirSync(out, { recursive: true });
    const file = join(out, `${mapId}-${edition}-${players}p-${setup.seed}.json`);
    writeFileSync(file, JSON.stringify(toRecord(system, setup, r.moves)) + '\n');
  }
}
const secs = (performance.now() - t0) / 1000;
console.log(
  JSON.stringify({ system: system.id, map: mapId, edition, players, games, moves, seconds: +secs.toFixed(3), gamesPerSecond: +(games / secs).toFixed(2), movesPerSecond: Math.round(moves / secs), invariantBreaks: breaks }),
);
process.exit(breaks ? 1 : 0);
