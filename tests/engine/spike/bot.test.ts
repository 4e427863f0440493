// Spike's self-play bot (issue 19 point 6): from its seat's view only it always makes a legal move, for every seat
// count and both editions; its games end; it delivers and builds; and it scores more than random play at one table.
import { describe, expect, it } from 'vitest';
import { nextU32, seedRng, type RngState } from '../../../src/engine/rng';
import { chooseMove } from '../../../src/engine/spike/bot';
import { spike } from '../../../src/engine/spike/module';
import type { SpikeMove } from '../../../src/engine/spike/moves';
import type { SpikeState } from '../../../src/engine/spike/state';
import { edited, play, started } from './helpers';

const MAX_MOVES = 3000;

/** A random legal move: a kind of move first, then one of it. */
function randomMove(legal: readonly SpikeMove[], rng: RngState): SpikeMove {
  const types = [...new Set(legal.map((m) => m.type))];
  const type = types[nextU32(rng) % types.length]!;
  const of = legal.filter((m) => m.type === type);
  return of[nextU32(rng) % of.length]!;
}

/** Plays a game to its end: `bots` seats by the bot from their views, the others at random. Throws on a refused move. */
function playGame(players: number, edition: 'basic' | 'advanced', seed: number, bots: readonly number[]): { state: SpikeState; moves: number; botMoves: Record<string, number> } {
  let s = started(players, edition, seed).state;
  const rng = seedRng(seed * 7 + players);
  const botMoves: Record<string, number> = {};
  let moves = 0;
  for (let who = spike.toAct(s); who && moves < MAX_MOVES; who = spike.toAct(s)) {
    let m: SpikeMove | null;
    if (bots.includes(who.seat)) {
      m = chooseMove(spike.viewFor(s, { seat: who.seat }), who.seat, rng);
      if (!m) throw new Error(`${players}p ${edition} seed ${seed} move ${moves}: the bot has no move at ${who.decision}`);
      botMoves[m.type] = (botMoves[m.type] ?? 0) + 1;
    } else m = randomMove(spike.legalMoves(s), rng);
    const r = spike.apply(s, m);
    if (!r.ok) throw new Error(`${players}p ${edition} seed ${seed} move ${moves}: refused ${JSON.stringify(m)}: ${r.reason.key}`);
    s = r.state;
    moves++;
  }
  return { state: s, moves, botMoves };
}

describe('the Spike bot', () => {
  it.each([
    [2, 'basic'],
    [3, 'basic'],
    [4, 'basic'],
    [2, 'advanced'],
    [3, 'advanced'],
    [4, 'advanced'],
  ] as const)('plays legal moves only and ends the game: %i players, %s', (players, edition) => {
    for (const seed of [1, 2]) {
      const all = Array.from({ length: players }, (_, i) => i);
      const g = playGame(players, edition, seed, all);
      expect(g.state.phase).toBe('gameOver');
      expect(g.moves).toBeLessThan(MAX_MOVES);
      // It does the whole game, not just one kind of move.
      for (const type of ['build', 'draw', 'startMoving']) expect(g.botMoves[type] ?? 0, `${type} in ${JSON.stringify(g.botMoves)}`).toBeGreaterThan(0);
      expect(g.state.players.some((p) => p.contracts.some((c) => c.freight === 'delivered'))).toBe(true);
    }
  }, 120_000);

  it('scores more than random play at the same table', () => {
    let bot = 0;
    let random = 0;
    let wins = 0;
    const games = 6;
    for (let seed = 1; seed <= games; seed++) {
      const seat = seed % 3;
      const g = playGame(3, seed % 2 ? 'basic' : 'advanced', seed, [seat]);
      expect(g.state.phase).toBe('gameOver');
      const money = g.state.players.map((p) => p.money);
      bot += money[seat]!;
      random += (money.reduce((a, b) => a + b, 0) - money[seat]!) / 2;
      if (g.state.winners?.includes(seat)) wins++;
    }
    expect(bot / games).toBeGreaterThan(2 * (random / games));
    expect(wins).toBeGreaterThanOrEqual(games - 1);
  }, 120_000);

  it("answers only for the seat to act, and the other seats' secrets do not change its move", () => {
    let s = started(3, 'basic', 5).state;
    const rng = seedRng(1);
    // Into the game: every seat by the bot until the 20th turn move.
    for (let i = 0; i < 25; i++) {
      const who = spike.toAct(s)!;
      s = play(s, chooseMove(spike.viewFor(s, { seat: who.seat }), who.seat, rng)!).state;
    }
    const who = spike.toAct(s)!.seat;
    const other = (who + 1) % 3;
    expect(chooseMove(spike.viewFor(s, { seat: other }), other, seedRng(2))).toBeNull();
    const before = chooseMove(spike.viewFor(s, { seat: who }), who, seedRng(2));
    // Another seat's hand and the pile's colours changed: the same move.
    const changed = edited(s, (d) => {
      const hand = d.players[other]!.hand;
      const colors = Object.keys(hand);
      const total = colors.reduce((n, c) => n + hand[c]!, 0);
      for (const c of colors) hand[c] = 0;
      hand[colors[0]!] = total;
      const pile = d.pile;
      const cards = Object.values(pile).reduce((n, v) => n + v, 0);
      for (const c of Object.keys(pile)) pile[c] = 0;
      pile[Object.keys(pile)[1]!] = cards;
    });
    expect(chooseMove(spike.viewFor(changed, { seat: who }), who, seedRng(2))).toEqual(before);
  });
});
