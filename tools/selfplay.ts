// `npm run selfplay -- --map rust-belt --players 4 --games N --seed S [--edition 2002] [--out DIR]`:
// plays random legal games to the end, checks the invariants after every move, prints games/s, moves/s and any break.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { playRandomGame } from '../src/engine/aos/selfplay';
import { toRecord, type Edition, type GameSetup, type PlayerColor } from '../src/engine/index';
import type { BoardMap } from '../src/engine/map/types';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

const mapId = arg('map', 'rust-belt');
const players = Number(arg('players', '4'));
const games = Number(arg('games', '10'));
const seed = Number(arg('seed', '1')) >>> 0;
const edition = arg('edition', 'deluxe') as Edition;
const out = arg('out', '');
const check = arg('check', 'yes') !== 'no';

const map = JSON.parse(readFileSync(join('assets', 'maps', `${mapId}.json`), 'utf8')) as BoardMap;
const COLORS: PlayerColor[] = ['blue', 'green', 'yellow', 'pink', 'grey', 'orange'];
let moves = 0;
let breaks = 0;
const t0 = performance.now();
for (let g = 0; g < games; g++) {
  const setup: GameSetup = {
    ruleSystem: 'age-of-steam',
    edition,
    map,
    seats: Array.from({ length: players }, (_, i) => ({ name: `Bot ${i + 1}`, color: COLORS[i]! })),
    seed: (seed + g * 7919) >>> 0,
  };
  const r = playRandomGame(setup, (seed ^ (g * 2654435761)) >>> 0, { check });
  moves += r.moves.length;
  if (r.problems.length) {
    breaks++;
    console.error(`game ${g} (seed ${setup.seed}): ${r.problems.slice(0, 5).join('; ')}`);
  }
  if (out) {
    mkdirSync(out, { recursive: true });
    const file = join(out, `${mapId}-${edition}-${players}p-${setup.seed}.json`);
    writeFileSync(file, JSON.stringify(toRecord(setup, r.moves)) + '\n');
  }
}
const secs = (performance.now() - t0) / 1000;
console.log(
  JSON.stringify({ map: mapId, edition, players, games, moves, seconds: +secs.toFixed(3), gamesPerSecond: +(games / secs).toFixed(2), movesPerSecond: Math.round(moves / secs), invariantBreaks: breaks }),
);
process.exit(breaks ? 1 : 0);
