// Spike Medium's prices and plan, and Hard's look-ahead parts (issue 21): the plan's worth counts a contract's pay in
// full once its source and destination are connected and less the farther they lie; Medium draws the display card
// that completes a $3 route where Easy spends its hand on a $1 one; Hard's unseen pile is the cards the seat has not
// seen, in proportion, and its next-turn value is the best build's price; Hard buys the tender's two steps early;
// Medium outscores Easy at the table.
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../src/engine/rng';
import { easyTurn } from '../../../src/engine/spike/bots/levels';
import { buildPricing, buildValue, cardPrice, MEDIUM, mediumTurn } from '../../../src/engine/spike/bots/medium';
import { hardTurn, nextBuildValue, unseenPile } from '../../../src/engine/spike/bots/hard';
import { planWorth } from '../../../src/engine/spike/bots/plan';
import { countOf } from '../../../src/engine/spike/deck';
import { buildMoves } from '../../../src/engine/spike/queries';
import type { BuildMove } from '../../../src/engine/spike/bots/levels';
import type { SpikeState } from '../../../src/engine/spike/state';
import type { BotLevel } from '../../../src/engine/api';
import { spike } from '../../../src/engine/spike/module';
import { playArenaGame } from '../../../tools/arena';
import { edited, setupOf, toFirstTurn, withHand } from './helpers';

const goodOf = (s: SpikeState, city: string): string => s.map.places.find((x) => x.id === city)!.good;

/** Seat 0 at Richmond with no contracts nor route card (so no plan), `hand`, the display and market as given. */
function richmond(hand: Record<string, number>, display: string[], top: string, bottom: string): SpikeState {
  const s = withHand(toFirstTurn(2, ['richmond', 'topeka']), 0, hand);
  return edited(s, (d) => {
    const p = d.players[0]!;
    p.contracts = [];
    p.routeCards = [];
    // The cards the display shows come from the pile (60 cards kept).
    for (const c of d.display) d.pile[c] = (d.pile[c] ?? 0) + 1;
    for (const c of display) d.pile[c]! -= 1;
    d.display = display;
    // `top` worth $3, `bottom` $1, in one column; the other goods as they were.
    const rest = d.market.flat().filter((g) => g !== top && g !== bottom);
    d.market = [[top, rest[0]!, bottom], rest.slice(1, 4), rest.slice(4, 7), rest.slice(7, 10)];
  });
}

describe('Spike Medium and Hard', () => {
  it("plan: a contract's pay in full with source and destination connected, less the farther they lie; the route card's bonus", () => {
    const s = edited(toFirstTurn(2, ['richmond', 'topeka']), (d) => {
      // Cows 1a pays $7 at Raleigh; Nashville loads cows.
      d.players[0]!.contracts = [{ card: 'cows-1', good: 'cows', side: 0, freight: 'card', deliveredTo: null }];
      d.players[0]!.routeCards = [];
    });
    const both = planWorth(s, 0, new Set(['nashville', 'raleigh']), 0.85);
    const destination = planWorth(s, 0, new Set(['raleigh']), 0.85);
    const neither = planWorth(s, 0, new Set(['boston']), 0.85);
    expect(both).toBe(7);
    expect(destination).toBeLessThan(both);
    expect(destination).toBeGreaterThan(neither);
    expect(neither).toBeGreaterThan(0);
    // Loaded: the destination alone pays in full.
    const loaded = edited(s, (d) => void (d.players[0]!.contracts[0]!.freight = 'train'));
    expect(planWorth(loaded, 0, new Set(['raleigh']), 0.85)).toBe(7);
    // Route card 01: Indianapolis on top; Columbia $4, Raleigh $4, Jacksonville $5, Tampa $6 → $6 + $3 all connected.
    const card = edited(s, (d) => {
      d.players[0]!.contracts = [];
      d.players[0]!.routeCards = ['route-01'];
    });
    expect(planWorth(card, 0, new Set(['indianapolis', 'columbia', 'raleigh', 'jacksonville', 'tampa']), 0.85)).toBe(9);
    const part = planWorth(card, 0, new Set(['indianapolis', 'tampa']), 0.85);
    expect(part).toBeGreaterThan(6);
    expect(part).toBeLessThan(9);
    expect(planWorth(card, 0, new Set(['tampa', 'jacksonville']), 0.85)).toBeLessThan(part);
  });

  it('Medium draws the display card that completes a $3 route where Easy spends its hand on a $1 route', () => {
    const s = richmond({ red: 1, black: 1 }, ['green', 'white', 'white', 'yellow'], goodOf(toFirstTurn(2, ['richmond', 'topeka']), 'norfolk'), goodOf(toFirstTurn(2, ['richmond', 'topeka']), 'baltimore'));
    // The hand pays Baltimore ($1, red + black) only; Norfolk ($3) needs red + green.
    const cities = buildMoves(s, 0).map((m) => (m.type === 'build' ? m.nodes[m.nodes.length - 1] : ''));
    expect(cities).toEqual([s.map.places.find((x) => x.id === 'baltimore')!.node]);
    const easy = easyTurn(s, 0, seedRng(1))!.move;
    expect(easy.type).toBe('build');
    const medium = mediumTurn(s, 0, seedRng(1))!.move;
    expect(medium).toEqual({ type: 'draw', seat: 0, display: ['green'], pile: 0 });
    // Its price: the build spends the action and two cards of a two-card tender for $1.
    const build = buildMoves(s, 0)[0]!;
    expect(build.type).toBe('build');
    expect(cardPrice(s, 0)).toBeCloseTo(MEDIUM.action / 2);
    // $1 − $0.80 for the action − 2 × $0.40 a card (no plan: no contract, no route card).
    expect(buildValue(s, 0, build as BuildMove, buildPricing(s, 0), cardPrice(s, 0))).toBeCloseTo(-0.6);
    // With Baltimore worth $3 as well, the build now pays more than waiting a turn for Norfolk.
    const dear = richmond({ red: 1, black: 1 }, ['green', 'white', 'white', 'yellow'], goodOf(s, 'baltimore'), goodOf(s, 'norfolk'));
    expect(mediumTurn(dear, 0, seedRng(1))!.move.type).toBe('build');
  });

  it("Hard: the unseen pile is the cards the seat has not seen, in proportion; the next turn is priced by its best build; it keeps Medium's draw here", () => {
    const s = richmond({ red: 1, black: 1 }, ['green', 'white', 'white', 'yellow'], goodOf(toFirstTurn(2, ['richmond', 'topeka']), 'norfolk'), goodOf(toFirstTurn(2, ['richmond', 'topeka']), 'baltimore'));
    const size = countOf(s.pile);
    const pile = unseenPile(s, 0, size);
    expect(countOf(pile)).toBe(size);
    // Two-player game: 7 of each colour left after the removed 3; white: 2 in the display, none in hand.
    const seen = { white: 2, red: 1, black: 1, green: 1, yellow: 1, blue: 0 } as Record<string, number>;
    for (const c of Object.keys(pile)) expect(Math.abs(pile[c]! - ((7 - seen[c]!) * size) / (42 - 6))).toBeLessThan(1);
    // Its one build (Baltimore, $1) loses $0.60 (above): no build is worth making next turn. With Baltimore worth $3 it is:
    // $3 − $0.80 − 2 × $0.40.
    expect(nextBuildValue(s, 0)).toBe(0);
    expect(nextBuildValue(richmond({ red: 1, black: 1 }, ['green', 'white', 'white', 'yellow'], goodOf(s, 'baltimore'), goodOf(s, 'norfolk')), 0)).toBeCloseTo(1.4);
    expect(hardTurn(s, 0, seedRng(1))!.move).toEqual({ type: 'draw', seat: 0, display: ['green'], pile: 0 });
  });

  it("Hard buys the tender's first step as soon as it pays $3 and the second ($5) in rounds 1–2 only, where Medium draws, and none in the last turns", () => {
    const base = richmond({ red: 1, black: 1 }, ['green', 'white', 'white', 'yellow'], goodOf(toFirstTurn(2, ['richmond', 'topeka']), 'norfolk'), goodOf(toFirstTurn(2, ['richmond', 'topeka']), 'baltimore'));
    const at = (money: number, tender: number, round: number): SpikeState =>
      edited(base, (d) => {
        d.players[0]!.money = money;
        d.players[0]!.train.tender = tender;
        d.round = round;
      });
    const tender = { type: 'upgrade', seat: 0, attribute: 'tender' };
    expect(mediumTurn(at(3, 0, 1), 0, seedRng(1))!.move.type).toBe('draw');
    expect(hardTurn(at(3, 0, 1), 0, seedRng(1))!.move).toEqual(tender);
    expect(hardTurn(at(3, 0, 3), 0, seedRng(1))!.move).toEqual(tender);
    expect(hardTurn(at(2, 0, 1), 0, seedRng(1))!.move.type).toBe('draw');
    expect(hardTurn(at(5, 1, 2), 0, seedRng(1))!.move).toEqual(tender);
    expect(hardTurn(at(4, 1, 2), 0, seedRng(1))!.move.type).not.toBe('upgrade');
    expect(hardTurn(at(5, 1, 3), 0, seedRng(1))!.move.type).not.toBe('upgrade');
    expect(hardTurn(at(9, 2, 1), 0, seedRng(1))!.move.type).not.toBe('upgrade');
    // In the last turns after the special end a step saves no later draw: not bought, whatever the money.
    const last = edited(at(9, 0, 1), (d) => void (d.finalTurns = [0]));
    expect(hardTurn(last, 0, seedRng(1))!.move.type).not.toBe('upgrade');
  });

  it('ladder smoke: Medium outscores three Easy by $3 a game over a few games, each seat in turn', () => {
    let medium = 0;
    let easy = 0;
    for (const seed of [1, 2, 3]) {
      for (let r = 0; r < 4; r++) {
        const levels: BotLevel[] = [0, 1, 2, 3].map((i) => (i === r ? 'medium' : 'easy'));
        const g = playArenaGame(spike, setupOf(4, 'basic', seed), levels, seed * 7 + r, false);
        g.scores.forEach((x, i) => (i === r ? (medium += x) : (easy += x / 3)));
      }
    }
    expect(medium - easy).toBeGreaterThan(3 * 12);
  }, 120_000);
});
