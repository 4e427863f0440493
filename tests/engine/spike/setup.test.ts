// Spike's setup (rules-spec §2.6.2, [003:L74-83]) and SPIKE-SETUP-01: rail cards by player count, contracts dealt
// evenly, hands after the start player's gift to the last player (P13), the starting train, the display; the advanced
// game's choices; the engine's card copy equals the generated asset.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countOf } from '../../../src/engine/spike/deck';
import { spike } from '../../../src/engine/spike/module';
import { play, refusal, ROOT, setupOf, started, toFirstTurn } from './helpers';

const cardsInPlay = (s: ReturnType<typeof started>['state']) =>
  s.players.reduce((a, p) => a + countOf(p.hand), 0) + s.display.length + countOf(s.pile) + countOf(s.discards);

describe('Spike setup (SPIKE-SETUP-01)', () => {
  it('plays with 60 rail cards for 3 and 4 players and 42 for 2 (3 of each colour out)', () => {
    expect(cardsInPlay(started(2).state)).toBe(42);
    expect(countOf(started(2).state.removed)).toBe(18);
    expect(cardsInPlay(started(3).state)).toBe(60);
    expect(cardsInPlay(started(4).state)).toBe(60);
  });

  it('deals the 12 contracts evenly: 6, 4, 3 each, one card of every good', () => {
    for (const [n, each] of [[2, 6], [3, 4], [4, 3]] as const) {
      const s = started(n).state;
      expect(s.players.map((p) => p.contracts.length)).toEqual(Array(n).fill(each));
      expect(new Set(s.players.flatMap((p) => p.contracts.map((c) => c.good))).size).toBe(12);
      // Basic game: the side as dealt.
      expect(s.players.every((p) => p.contracts.every((c) => c.side === 0 || c.side === 1))).toBe(true);
    }
  });

  it('gives the start player 4 cards and the last player 6 after the gift; the others keep 5', () => {
    const s = toFirstTurn(4, ['topeka', 'norfolk', 'indianapolis', 'raleigh']);
    const [start, second, third, last] = s.order;
    expect(countOf(s.players[start!]!.hand)).toBe(4);
    expect(countOf(s.players[last!]!.hand)).toBe(6);
    expect(countOf(s.players[second!]!.hand)).toBe(5);
    expect(countOf(s.players[third!]!.hand)).toBe(5);
    expect(s.display).toHaveLength(4);
    expect(s.players[start!]!.train).toEqual({ speed: 0, tender: 0, capacity: 0 });
    expect(s.players.every((p) => p.routeCards.length === 1 && p.money === 0 && p.piecesLeft === 45)).toBe(true);
  });

  it('lays the market as 4 columns of 3 and starts in round 1 with the start player to act after the locomotives', () => {
    const s = toFirstTurn(3, ['topeka', 'topeka', 'norfolk']);
    expect(s.market).toHaveLength(4);
    expect(s.market.every((c) => c.length === 3)).toBe(true);
    expect(s.round).toBe(1);
    expect(spike.toAct(s)).toEqual({ seat: s.order[0], decision: 'action', private: true });
    // Any number of locomotives share a city ([003:L82]).
    expect(s.players[0]!.loco).toEqual(s.players[1]!.loco);
  });

  it('advanced game: two route cards each, keep one; each contract side chosen, hidden from the others until all chose', () => {
    let s = started(2, 'advanced').state;
    expect(s.players.every((p) => p.routeCards.length === 2 && p.contracts.every((c) => c.side === null))).toBe(true);
    const first = s.order[0]!;
    const p = s.players[first]!;
    expect(refusal(s, { type: 'chooseSetup', seat: first, sides: [0], keep: p.routeCards[0]! })).toBe('choose.sides');
    expect(refusal(s, { type: 'chooseSetup', seat: first, sides: p.contracts.map(() => 1), keep: 'route-99' })).toBe('choose.routeCard');
    s = play(s, { type: 'chooseSetup', seat: first, sides: p.contracts.map(() => 1), keep: p.routeCards[1]! }).state;
    expect(s.players[first]!.routeCards).toEqual([p.routeCards[1]]);
    const other = s.order[1]!;
    expect(spike.viewFor(s, { seat: other }).players[first]!.contracts.every((c) => c.side === null)).toBe(true);
    expect(spike.viewFor(s, { seat: first }).players[first]!.contracts.every((c) => c.side === 1)).toBe(true);
    const q = s.players[other]!;
    const r = play(s, { type: 'chooseSetup', seat: other, sides: q.contracts.map(() => 0), keep: q.routeCards[0]! });
    expect(r.events.some((e) => e.type === 'contractsRevealed')).toBe(true);
    expect(spike.viewFor(r.state, { seat: other }).players[first]!.contracts.every((c) => c.side === 1)).toBe(true);
    expect(r.state.phase).toBe('gift');
  });

  it('refuses a hex map, 1 or 5 players and unknown options', () => {
    const hex = JSON.parse(readFileSync(join(ROOT, 'assets/maps/rust-belt.json'), 'utf8'));
    expect(spike.checkSetup({ ...setupOf(2), map: hex })?.key).toBe('setup.mapGame');
    expect(spike.checkSetup({ ...setupOf(2), seats: setupOf(1).seats })?.key).toBe('setup.playerCount');
    expect(spike.checkSetup({ ...setupOf(4), seats: [...setupOf(4).seats, { name: 'Eve', color: 'grey' }] })?.key).toBe('setup.playerCount');
    expect(spike.parseOptions({ rounds: 3 }).ok).toBe(false);
  });

  it("keeps the engine's card copy equal to the generated asset (`npm run maps` writes both)", () => {
    expect(readFileSync(join(ROOT, 'src/engine/spike/cards-data.json'), 'utf8')).toBe(readFileSync(join(ROOT, 'assets/spike/cards.json'), 'utf8'));
  });
});
