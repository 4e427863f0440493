// Steam's computer opponents (issue 21): every level's moves are legal over whole seeded games of both editions and
// both boards; 'baseline' stays the frozen reference (its move lists pinned); the levels differ in what they play, not
// in how long they take; the hint gives a legal move and a sentence in English and German.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BoardMap } from '../../../src/engine/map/types';
import { PLAYER_COLORS } from '../../../src/engine/record';
import { seedRng } from '../../../src/engine/rng';
import type { BotLevel } from '../../../src/engine/rule-system';
import { HARD_RAISE, HARD_RAISE_STANDARD, MEDIUM_RAISE } from '../../../src/engine/steam/bots/levels';
import { networkValue } from '../../../src/engine/steam/bots/plan';
import { STEAM_CATALOGUE } from '../../../src/engine/steam/catalogue';
import { linksOf } from '../../../src/engine/steam/links';
import { steam } from '../../../src/engine/steam/module';
import type { SteamMove } from '../../../src/engine/steam/moves';
import type { SteamState } from '../../../src/engine/steam/state';
import { say } from './helpers';

const MAPS = Object.fromEntries(
  ['ne-usa-se-canada', 'rhine-ruhr'].map((id) => [id, JSON.parse(readFileSync(join(import.meta.dirname, `../../../assets/maps/${id}.json`), 'utf8')) as BoardMap]),
);

function start(mapId: string, edition: string, seed: number): SteamState {
  const r = steam.start({ ruleSystem: 'steam', edition, map: MAPS[mapId]!, seats: Array.from({ length: 4 }, (_, k) => ({ name: `P${k + 1}`, color: PLAYER_COLORS[k]! })), seed });
  if (!r.ok) throw new Error(r.reason.key);
  return r.state;
}

/** A whole game, `levels[seat]` playing each seat from its view with its own generator; every move checked. */
function playGame(mapId: string, edition: string, seed: number, levels: BotLevel[]): { moves: SteamMove[]; final: SteamState } {
  let s = start(mapId, edition, seed);
  const rngs = levels.map((_, seat) => seedRng((seed * 131 + seat + 1) >>> 0));
  const moves: SteamMove[] = [];
  for (let who = steam.toAct(s); who; who = steam.toAct(s)) {
    const m = steam.bot!(steam.viewFor(s, { seat: who.seat }), who.seat, rngs[who.seat]!, levels[who.seat]);
    if (!m) throw new Error(`${levels[who.seat]} found no move (${who.decision}, move ${moves.length})`);
    const r = steam.apply(s, m);
    if (!r.ok) throw new Error(`${levels[who.seat]} move refused: ${JSON.stringify(m)} → ${r.reason.key}`);
    const broken = steam.invariants(r.state);
    if (broken.length) throw new Error(`after ${JSON.stringify(m)}: ${broken.join('; ')}`);
    moves.push(m);
    s = r.state;
  }
  return { moves, final: s };
}

/** FNV-1a of a string: a short fingerprint of a move list. */
function fnv(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16);
}

describe('Steam bot levels', () => {
  it('names the baseline and the three levels, the baseline first', () => {
    expect(steam.botLevels).toEqual(['baseline', 'easy', 'medium', 'hard']);
  });

  for (const [mapId, edition, seed] of [
    ['rhine-ruhr', 'basic', 5],
    ['rhine-ruhr', 'standard', 6],
    ['ne-usa-se-canada', 'basic', 7],
    ['ne-usa-se-canada', 'standard', 8],
  ] as const) {
    it(`every level plays only legal moves to the end: ${edition} on ${mapId}`, () => {
      const { final } = playGame(mapId, edition, seed, ['hard', 'medium', 'easy', 'baseline']);
      expect(steam.head(final).status).toBe('finished');
      // The levels plan whole links toward deliveries: each ends with points, and none of them goes bankrupt here.
      // Hard and Medium score more than 10; Easy may be squeezed below that by a Hard that plays its round forward
      // (NE USA basic, seed 7: 59 / 43 / 6), so it is asked only for points.
      const st = steam.standings!(final);
      for (const seat of [0, 1, 2]) {
        expect(st.out[seat]).toBe(false);
        expect(st.scores[seat]).toBeGreaterThan(seat === 2 ? 0 : 10);
      }
    }, 60_000);
  }

  it('the baseline is frozen: its moves in seeded games are those it was measured with', () => {
    const a = playGame('rhine-ruhr', 'basic', 3, ['baseline', 'baseline', 'baseline', 'baseline']).moves;
    const b = playGame('ne-usa-se-canada', 'standard', 4, ['baseline', 'baseline', 'baseline', 'baseline']).moves;
    expect([a.length, fnv(JSON.stringify(a)), b.length, fnv(JSON.stringify(b))]).toEqual(PINNED);
  });

  it('the levels differ in play: from the same positions they choose different moves, and score differently', () => {
    let s = start('rhine-ruhr', 'basic', 9);
    const differs = { easyMedium: 0, mediumHard: 0 };
    let decisions = 0;
    // The first rounds: auctions, action tiles, building, goods and points all come up.
    for (let who = steam.toAct(s); who && decisions < 200; who = steam.toAct(s)) {
      const view = steam.viewFor(s, { seat: who.seat });
      const [e, m, h] = (['easy', 'medium', 'hard'] as const).map((l) => JSON.stringify(steam.bot!(view, who.seat, seedRng(decisions + 1), l)));
      if (e !== m) differs.easyMedium++;
      if (m !== h) differs.mediumHard++;
      decisions++;
      const r = steam.apply(s, JSON.parse(m!) as SteamMove);
      if (!r.ok) throw new Error(r.reason.key);
      s = r.state;
    }
    expect(differs.easyMedium).toBeGreaterThan(decisions / 20);
    expect(differs.mediumHard).toBeGreaterThan(decisions / 50);
    const scores = (['easy', 'medium'] as const).map((l) => steam.standings!(playGame('ne-usa-se-canada', 'basic', 10, [l, l, l, l]).final).scores.join(','));
    expect(scores[0]).not.toBe(scores[1]);
  }, 60_000);

  it('Hard raises its engine for one delivery point more a goods phase in the basic game, for two in the standard game as Medium', () => {
    // Tuning against three Medium (docs/bots.md): the longer reach keeps paying in the later rounds, so Hard raises
    // where it adds a point (HARD_RAISE) in the basic game; Medium asks for two (MEDIUM_RAISE), and so does Hard in the
    // standard game (HARD_RAISE_STANDARD), where each level costs $1 a round. The margins come from the bots, so a
    // change of either moves this test with it; equal margins leave no position where only Hard raises (it fails).
    // Positions from seeded games, the same view and generator for both.
    let hardOnly = 0;
    let standardBoth = 0;
    for (const [mapId, edition, seed] of [
      ['rhine-ruhr', 'basic', 31],
      ['ne-usa-se-canada', 'basic', 32],
      ['rhine-ruhr', 'standard', 33],
      ['ne-usa-se-canada', 'standard', 34],
    ] as const) {
      let s = start(mapId, edition, seed);
      for (let who = steam.toAct(s), k = 0; who; who = steam.toAct(s), k++) {
        const view = steam.viewFor(s, { seat: who.seat });
        const m = steam.bot!(view, who.seat, seedRng(k + 1), 'medium')!;
        const h = steam.bot!(view, who.seat, seedRng(k + 1), 'hard')!;
        if (s.phase === 'moveGoods' && !s.points && s.moveGoods!.round === 1 && s.round < s.options.rounds) {
          const p = s.players[who.seat]!;
          const links = linksOf(s);
          const upkeep = edition === 'standard' ? 1 : 0;
          const more = networkValue(s, who.seat, links, p.engine + 1, 0.3) - networkValue(s, who.seat, links, p.engine, 0.3) - upkeep;
          const free = !s.moveGoods!.raised[who.seat] && p.engine < 6 && (edition === 'basic' || p.cash + p.income >= p.engine + 1);
          const hardMargin = edition === 'standard' ? HARD_RAISE_STANDARD : HARD_RAISE;
          if (free && more >= hardMargin && more < MEDIUM_RAISE) {
            expect(h.type).toBe('raiseEngine');
            if (m.type !== 'raiseEngine') hardOnly++;
          }
          // The standard game's upkeep ($1 a level every round): where one point more would have moved Hard, it
          // raises only as Medium does.
          if (edition === 'standard' && free && more >= HARD_RAISE && more < HARD_RAISE_STANDARD && m.type !== 'raiseEngine') {
            expect(h.type).not.toBe('raiseEngine');
            standardBoth++;
          }
        }
        const r = steam.apply(s, m);
        if (!r.ok) throw new Error(r.reason.key);
        s = r.state;
      }
    }
    expect(hardOnly).toBeGreaterThan(0);
    expect(standardBoth).toBeGreaterThan(0);
  }, 120_000);

  it("Hard bids $1 for the basic game's first place, as Medium does; Easy and Hard stop there", () => {
    // Hard passed every bid for the first place and lost NE USA basic games to a late start (docs/bots.md, "Steam
    // levels"): after the opener's $0 the next seat bids $1, never more, and no level bids for a later place.
    for (const mapId of ['ne-usa-se-canada', 'rhine-ruhr']) {
      let s = start(mapId, 'basic', 5);
      expect(s.phase).toBe('initialAuction');
      const opener = steam.toAct(s)!.seat;
      const r = steam.apply(s, { type: 'bidPosition', seat: opener, amount: 0 });
      if (!r.ok) throw new Error(r.reason.key);
      s = r.state;
      const seat = steam.toAct(s)!.seat;
      const view = steam.viewFor(s, { seat });
      const move = (level: BotLevel) => steam.bot!(view, seat, seedRng(7), level);
      expect(move('hard')).toEqual({ type: 'bidPosition', seat, amount: 1 });
      expect(move('medium')).toEqual({ type: 'bidPosition', seat, amount: 1 });
      expect(move('easy')).toEqual({ type: 'passPosition', seat });
      // Over $1, or for the second place, Hard passes.
      const over = steam.apply(s, { type: 'bidPosition', seat, amount: 1 });
      if (!over.ok) throw new Error(over.reason.key);
      const next = steam.toAct(over.state)!.seat;
      expect(steam.bot!(steam.viewFor(over.state, { seat: next }), next, seedRng(7), 'hard')).toEqual({ type: 'passPosition', seat: next });
      const second = { ...s, initialAuction: { ...s.initialAuction!, position: 1 } };
      expect(steam.bot!(steam.viewFor(second, { seat }), seat, seedRng(7), 'hard')).toEqual({ type: 'passPosition', seat });
    }
  });

  it("the hint: Hard's move, legal where it is offered, and why in English and German", () => {
    let s = start('ne-usa-se-canada', 'standard', 12);
    const keys = new Set<string>();
    let asked = 0;
    for (let who = steam.toAct(s); who; who = steam.toAct(s)) {
      const hint = steam.hint!(steam.viewFor(s, { seat: who.seat }), who.seat, seedRng(asked + 1));
      asked++;
      expect(hint).not.toBeNull();
      const r = steam.apply(s, hint!.move);
      expect(r.ok).toBe(true);
      expect(STEAM_CATALOGUE[hint!.why.key], hint!.why.key).toBeDefined();
      for (const lang of ['en', 'de'] as const) expect(say(hint!.why, lang)).not.toMatch(/[{}]/);
      keys.add(hint!.why.key);
      // The hint is Hard's move: the hard bot makes the same one from the same view and generator.
      expect(hint!.move).toEqual(steam.bot!(steam.viewFor(s, { seat: who.seat }), who.seat, seedRng(asked), 'hard'));
      if (!r.ok) break;
      s = r.state;
    }
    // Whole games give reasons in every phase: building, delivering, the points and the action tiles.
    for (const k of ['hint.build', 'hint.deliver', 'hint.pointsIncome', 'hint.capital']) expect(keys.has(k), k).toBe(true);
    expect(keys.size).toBeGreaterThan(8);
    // No hint for a seat that does not act now.
    const who = steam.toAct(start('rhine-ruhr', 'basic', 1))!;
    const first = start('rhine-ruhr', 'basic', 1);
    expect(steam.hint!(steam.viewFor(first, { seat: (who.seat + 1) % 4 }), (who.seat + 1) % 4, seedRng(1))).toBeNull();
  }, 60_000);
});

// Played at commit a5685b3 (the baseline as measured in docs/bots.md): moves and fingerprint of each game.
const PINNED = [246, 'ed740ebf', 274, 'dc78e1f4'];
