// Hard's play-forward of a round (Steam, issue 21, bots/rollout.ts and levels.ts roundAhead): the round played on
// through the engine with every seat moved by Medium ends where it should, the same way each time, and the link that
// ends the round better for the seat is kept over building nothing, whichever of the two the heuristic put first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BoardMap } from '../../../src/engine/map/types';
import { PLAYER_COLORS } from '../../../src/engine/record';
import { seedRng } from '../../../src/engine/rng';
import { endPoints, levelMove, roundAhead } from '../../../src/engine/steam/bots/levels';
import { playRound } from '../../../src/engine/steam/bots/rollout';
import { steam } from '../../../src/engine/steam/module';
import { scoreBreakdown } from '../../../src/engine/steam/score';
import type { SteamMove } from '../../../src/engine/steam/moves';
import type { SteamState } from '../../../src/engine/steam/state';

const MAP = JSON.parse(readFileSync(join(import.meta.dirname, '../../../assets/maps/rhine-ruhr.json'), 'utf8')) as BoardMap;

const medium = (t: SteamState, r: ReturnType<typeof seedRng>) => levelMove(t, r, 'medium');

/** Round 1 of a seeded basic game played by Medium up to the first build decision in which Medium begins a link. */
function firstLinkDecision(seed: number): { s: SteamState; seat: number; link: SteamMove } {
  const r0 = steam.start({ ruleSystem: 'steam', edition: 'basic', map: MAP, seats: Array.from({ length: 4 }, (_, k) => ({ name: `P${k + 1}`, color: PLAYER_COLORS[k]! })), seed });
  if (!r0.ok) throw new Error(r0.reason.key);
  let s = r0.state;
  const rng = seedRng(seed);
  for (let who = steam.toAct(s); who; who = steam.toAct(s)) {
    const m = medium(s, rng)!;
    if (s.phase === 'buildTrack' && m.type === 'build') return { s, seat: who.seat, link: m };
    const r = steam.apply(s, m);
    if (!r.ok) throw new Error(r.reason.key);
    s = r.state;
  }
  throw new Error('no link begun');
}

describe("Hard's play-forward of the round", () => {
  it('plays the round out to the next one, the same way every time, leaving the position it starts from alone', () => {
    const { s } = firstLinkDecision(3);
    const before = JSON.stringify(s);
    const a = playRound(s, medium, seedRng(7), 400);
    const b = playRound(s, medium, seedRng(7), 400);
    expect(a).not.toBeNull();
    expect(a!.round === s.round + 1 || a!.phase === 'gameOver').toBe(true);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(s)).toBe(before);
    // Too few moves for the round: no answer rather than a half-played one.
    expect(playRound(s, medium, seedRng(7), 3)).toBeNull();
  });

  it('values a position in end points: a VP more is a point more, a bankrupt seat below every other', () => {
    const { s, seat } = firstLinkDecision(4);
    const more: SteamState = { ...s, players: s.players.map((p, i) => (i === seat ? { ...p, vp: p.vp + 3 } : p)) };
    expect(endPoints(more, seat) - endPoints(s, seat)).toBeCloseTo(3, 6);
    const out: SteamState = { ...s, players: s.players.map((p, i) => (i === seat ? { ...p, bankrupt: true } : p)) };
    expect(endPoints(out, seat)).toBeLessThan(endPoints(s, seat));
  });

  it('values a finished game at its final score: VP, income and the completed links', () => {
    const r0 = steam.start({ ruleSystem: 'steam', edition: 'basic', map: MAP, seats: Array.from({ length: 3 }, (_, k) => ({ name: `P${k + 1}`, color: PLAYER_COLORS[k]! })), seed: 11 });
    if (!r0.ok) throw new Error(r0.reason.key);
    let s = r0.state;
    const rng = seedRng(11);
    while (steam.toAct(s)) {
      const r = steam.apply(s, medium(s, rng)!);
      if (!r.ok) throw new Error(r.reason.key);
      s = r.state;
    }
    expect(s.phase).toBe('gameOver');
    const scores = scoreBreakdown(s);
    expect(scores.some((x) => x.completedLinks > 0)).toBe(true);
    for (const x of scores) expect(endPoints(s, x.seat)).toBe(x.bankrupt ? -100 : x.total);
  }, 60_000);

  it('keeps the link whose round ends better over ending the turn, whichever the heuristic put first', () => {
    for (const seed of [3, 5, 8]) {
      const { s, seat, link } = firstLinkDecision(seed);
      const stop = { move: { type: 'endBuild', seat } as SteamMove };
      const build = { move: link };
      // Both lines are legal, so the choice is the play-forward's.
      expect(steam.apply(s, stop.move).ok).toBe(true);
      expect(roundAhead(s, seat, [stop, build], seedRng(seed)).move).toEqual(link);
      expect(roundAhead(s, seat, [build, stop], seedRng(seed)).move).toEqual(link);
    }
  }, 60_000);
});
