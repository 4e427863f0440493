// Steam's Hard bot answers from the view alone (review 13 items 2-3): the same view gives the same move whether the
// bot's memos were warmed by earlier questions (the worker playing on) or are cold (a reload, a worker restart, the hint).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { BoardMap } from '../../../src/engine/map/types';
import { PLAYER_COLORS } from '../../../src/engine/record';
import { seedRng } from '../../../src/engine/rng';
import { steam } from '../../../src/engine/steam/module';
import type { SteamState, SteamView } from '../../../src/engine/steam/state';

const MAP = JSON.parse(readFileSync(join(import.meta.dirname, '../../../assets/maps/rhine-ruhr.json'), 'utf8')) as BoardMap;

/** Hard's move from `view`, and from a deep copy of it (fresh objects: no memo keyed by them can answer). */
function warmCold(view: SteamView, seat: number, k: number): [string, string] {
  const warm = steam.bot!(view, seat, seedRng(k), 'hard');
  const cold = steam.bot!(structuredClone(view), seat, seedRng(k), 'hard');
  return [JSON.stringify(warm), JSON.stringify(cold)];
}

it('hard bot: the same view gives the same move with warm and cold memos (Rhine-Ruhr basic, seed 31, rounds 1-2)', () => {
  const r0 = steam.start({ ruleSystem: 'steam', edition: 'basic', map: MAP, seats: Array.from({ length: 4 }, (_, k) => ({ name: `P${k + 1}`, color: PLAYER_COLORS[k]! })), seed: 31 });
  if (!r0.ok) throw new Error(r0.reason.key);
  let s = r0.state as SteamState;
  const diffs: string[] = [];
  let n = 0;
  for (let who = steam.toAct(s), k = 1; who && s.round <= 2; who = steam.toAct(s), k++) {
    const view = steam.viewFor(s, { seat: who.seat });
    const [warm, cold] = warmCold(view, who.seat, k);
    n++;
    if (warm !== cold) diffs.push(`${s.phase} r${s.round} seat ${who.seat}: ${warm} vs ${cold}`);
    // A rival's engine raised (the Locomotive tile) leaves the board's links and cubes the same objects: the memo
    // filled just now must not answer for it.
    if (s.phase === 'buildTrack') {
      for (let o = 0; o < s.players.length; o++) {
        if (o === who.seat || view.players[o]!.engine >= 6) continue;
        const raised: SteamView = { ...view, players: view.players.map((p, i) => (i === o ? { ...p, engine: p.engine + 1 } : p)) };
        const [w, c] = warmCold(raised, who.seat, k);
        n++;
        if (w !== c) diffs.push(`${s.phase} r${s.round} seat ${who.seat}, seat ${o} raised: ${w} vs ${c}`);
      }
    }
    const r = steam.apply(s, JSON.parse(warm));
    if (!r.ok) throw new Error(r.reason.key);
    s = r.state as SteamState;
  }
  expect(n).toBeGreaterThan(60);
  expect(diffs).toEqual([]);
}, 120_000);
