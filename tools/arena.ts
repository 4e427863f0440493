// `npm run arena -- --rules age-of-steam --map rust-belt --players 4 --seats hard,medium,medium,medium --games N
// --seed S [--edition 2002]`: bots of the given levels play each other through the rule-system interface (each move
// from its seat's view, with its own seeded generator). The first listed bot is the one tested: every game is played
// once with it in each seat, the others filling the remaining seats in the order given, so no seat's advantage counts
// for it. Prints the tested bot's win rate with a 95 % Wilson interval (a shared win counts 1/k), the mean score and
// bankruptcies per game of every level, the think time per decision (median, p95) per level, and any invariant break.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { GameSetup } from '../src/engine/api';
import type { BoardMap } from '../src/engine/map/types';
import { PLAYER_COLORS } from '../src/engine/record';
import { seedRng } from '../src/engine/rng';
import type { AnyRuleSystem, AnySetup, BotLevel } from '../src/engine/rule-system';
import { isRuleSystemId, loadRuleSystem } from '../src/engine/rule-systems';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

/** The 95 % Wilson score interval of `wins` in `n` trials. */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const c = p + (z * z) / (2 * n);
  const r = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [Math.max(0, (c - r) / d), Math.min(1, (c + r) / d)];
}

function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return 0;
  const s = xs.toSorted((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

export interface ArenaGame {
  levels: BotLevel[];
  scores: number[];
  out: boolean[];
  winners: number[];
  problems: string[];
  /** Think time (ms) of each decision, per seat. */
  think: number[][];
  /** The final position. */
  state: unknown;
}

/** One game: `levels[seat]` plays `seat` (on a hex map or a lattice board). */
export function playArenaGame(system: AnyRuleSystem, setup: AnySetup, levels: BotLevel[], botSeed: number, check = true): ArenaGame {
  if (!system.bot || !system.standings) throw new Error(`rule system ${system.id} has no bot or no standings`);
  const started = system.start(setup);
  if (!started.ok) throw new Error(`setup refused: ${started.reason.key}`);
  let state = started.state;
  // One generator per seat, so a bot's choices do not depend on how many numbers another level drew.
  const rngs = levels.map((_, seat) => seedRng((botSeed ^ ((seat + 1) * 0x9e3779b1)) >>> 0));
  const think: number[][] = levels.map(() => []);
  const problems: string[] = [];
  let moves = 0;
  for (let who = system.toAct(state); who && moves < 5000; who = system.toAct(state)) {
    const t0 = performance.now();
    const move = system.bot(system.viewFor(state, { seat: who.seat }), who.seat, rngs[who.seat]!, levels[who.seat]);
    think[who.seat]!.push(performance.now() - t0);
    if (!move) {
      problems.push(`move ${moves}: the ${levels[who.seat]} bot of seat ${who.seat} found no move (${who.decision})`);
      break;
    }
    const r = system.apply(state, move);
    if (!r.ok) {
      problems.push(`move ${moves}: ${levels[who.seat]} bot's move refused ${JSON.stringify(move)} → ${r.reason.key}`);
      break;
    }
    state = r.state;
    moves++;
    if (check) for (const p of system.invariants(state)) problems.push(`move ${moves - 1}: ${p}`);
  }
  if (system.head(state).status !== 'finished' && problems.length === 0) problems.push(`no end within ${moves} moves`);
  const st = system.standings(state);
  return { levels, scores: st.scores, out: st.out, winners: st.winners, problems, think, state };
}

/** The seat assignment of game rotation `r`: the tested level in seat `r`, the others in order around it. */
export function rotation(seats: BotLevel[], r: number): BotLevel[] {
  const [tested, ...rest] = seats;
  const out: BotLevel[] = [];
  for (let seat = 0, k = 0; seat < seats.length; seat++) out.push(seat === r ? tested! : rest[k++]!);
  return out;
}

/** The board a system plays when --map names none. */
const DEFAULT_MAP: Readonly<Record<string, string>> = { steam: 'ne-usa-se-canada', spike: 'spike-eastern-us' };

async function main(): Promise<void> {
  const systemId = arg('rules', 'age-of-steam');
  if (!isRuleSystemId(systemId)) throw new Error(`unknown rule system ${systemId}`);
  const system = await loadRuleSystem(systemId);
  const mapId = arg('map', DEFAULT_MAP[systemId] ?? 'rust-belt');
  const players = Number(arg('players', '4'));
  const seats = arg('seats', Array.from({ length: players }, () => 'baseline').join(',')).split(',') as BotLevel[];
  if (seats.length !== players) throw new Error(`--seats names ${seats.length} bots for ${players} players`);
  for (const l of seats) if (!system.botLevels?.includes(l)) throw new Error(`${system.id} has no bot level ${l} (it has ${system.botLevels?.join(', ') ?? 'none'})`);
  const games = Number(arg('games', '10'));
  const seed = Number(arg('seed', '1')) >>> 0;
  const edition = arg('edition', system.editions[0]!);
  // A lattice system's boards (Spike) lie in assets/lattice, the hex maps in assets/maps.
  const map = JSON.parse(readFileSync(join('assets', system.boardKind === 'lattice' ? 'lattice' : 'maps', `${mapId}.json`), 'utf8')) as BoardMap;

  let played = 0;
  let testedWins = 0;
  let bankruptcies = 0;
  let breaks = 0;
  const score = new Map<string, { sum: number; n: number; out: number }>();
  const think = new Map<string, number[]>();
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    for (let r = 0; r < players; r++) {
      const levels = rotation(seats, r);
      const setup: GameSetup = {
        ruleSystem: system.id,
        edition,
        map,
        seats: levels.map((l, i) => ({ name: `${l} ${i + 1}`, color: PLAYER_COLORS[i]! })),
        seed: (seed + g * 7919) >>> 0,
      };
      const res = playArenaGame(system, setup, levels, (seed * 31 + g * 977 + r) >>> 0);
      played++;
      if (res.problems.length) {
        breaks++;
        console.error(`game ${g} rotation ${r}: ${res.problems.slice(0, 3).join('; ')}`);
      }
      if (res.winners.includes(r)) testedWins += 1 / res.winners.length;
      levels.forEach((l, seat) => {
        const e = score.get(l) ?? { sum: 0, n: 0, out: 0 };
        e.n += 1;
        if (res.out[seat]) {
          e.out += 1;
          bankruptcies += 1;
        } else e.sum += res.scores[seat]!;
        score.set(l, e);
        think.set(l, [...(think.get(l) ?? []), ...res.think[seat]!]);
      });
    }
  }
  const [lo, hi] = wilson(testedWins, played);
  const byLevel = Object.fromEntries(
    [...score].map(([l, e]) => [
      l,
      {
        meanScoreOfSurvivors: +(e.sum / Math.max(1, e.n - e.out)).toFixed(1),
        bankruptShare: +(e.out / e.n).toFixed(3),
        thinkMedianMs: +quantile(think.get(l)!, 0.5).toFixed(2),
        thinkP95Ms: +quantile(think.get(l)!, 0.95).toFixed(2),
      },
    ]),
  );
  console.log(
    JSON.stringify(
      {
        rules: system.id,
        map: mapId,
        edition,
        players,
        seats,
        games: played,
        tested: seats[0],
        winRate: +(testedWins / played).toFixed(3),
        winRate95: [+lo.toFixed(3), +hi.toFixed(3)],
        bankruptciesPerGame: +(bankruptcies / played).toFixed(3),
        byLevel,
        seconds: +((performance.now() - t0) / 1000).toFixed(1),
        invariantBreaks: breaks,
      },
      null,
      2,
    ),
  );
  process.exit(breaks ? 1 : 0);
}

if (process.argv[1]?.endsWith('arena.ts')) await main();
