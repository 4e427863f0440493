// A scenario for each of Spike's restrictions and the reason it gives (rules-spec §2.6, P2-P15): turns and decisions,
// the gift, drawing (P6, the display refilled, the round's end and the last pile's time cards, P8, P9), building,
// upgrading (P7), the train on own track (free move, start moving, extra move, entering and skipping cities, P2, P14),
// loading, delivering, discarding, passing, and the special end (P10).
import { describe, expect, it } from 'vitest';
import { countOf } from '../../../src/engine/spike/deck';
import { spike } from '../../../src/engine/spike/module';
import { graphOf } from '../../../src/engine/spike/network';
import { nextRound } from '../../../src/engine/spike/pile';
import type { SpikeState } from '../../../src/engine/spike/state';
import { board, buildTo, edited, nodeOf, play, refusal, started, toFirstTurn, turnOf, withHand } from './helpers';

const g = graphOf(board);
const first = (s: SpikeState) => s.order[0]!;

describe('turns and setup decisions', () => {
  it('refuses a move out of turn, the wrong decision and any move after the end', () => {
    const s = started(3).state;
    const giver = s.order[0]!;
    const other = s.order[1]!;
    expect(refusal(s, { type: 'gift', seat: other, color: 'white' })).toBe('turn.notYourTurn');
    expect(refusal(s, { type: 'placeLoco', seat: giver, city: 'topeka' })).toBe('phase.wrongDecision');
    expect(refusal(edited(s, (d) => (d.phase = 'gameOver')), { type: 'pass', seat: giver })).toBe('game.over');
  });

  it('the gift must be a card the start player holds; it goes to the last player (P13)', () => {
    const s = withHand(started(3).state, started(3).state.order[0]!, { white: 5 });
    const giver = s.order[0]!;
    expect(refusal(s, { type: 'gift', seat: giver, color: 'red' })).toBe('gift.notInHand');
    const r = play(s, { type: 'gift', seat: giver, color: 'white' });
    expect(r.state.players[s.order[2]!]!.hand.white).toBe(s.players[s.order[2]!]!.hand.white! + 1);
  });

  it('refuses a colour that is no card colour (a hostile file naming "constructor"), leaving the counts as they were', () => {
    const s = started(2).state;
    const giver = s.order[0]!;
    expect(refusal(s, { type: 'gift', seat: giver, color: 'constructor' })).toBe('gift.notInHand');
    const t = toFirstTurn(2, ['topeka', 'norfolk']);
    const seat = t.players.findIndex((p) => p.home === nodeOf('topeka'));
    const built = buildTo(t, seat, 'kansas-city');
    const move = built.move as { nodes: string[]; payment: { direct: Record<string, number> } };
    // The exact cards plus one "constructor" card: without the palette check the payment check let it through.
    const onTurn = withHand(turnOf(t, seat), seat, move.payment.direct);
    const hostile = { type: 'build' as const, seat, nodes: move.nodes, payment: { direct: { ...move.payment.direct, constructor: 1 }, jokers: [] } };
    expect(refusal(onTurn, hostile)).toBe('payment.malformed');
  });

  it('a locomotive starts on a city', () => {
    let s = started(2).state;
    s = play(s, { type: 'gift', seat: s.order[0]!, color: Object.keys(s.players[s.order[0]!]!.hand).find((c) => s.players[s.order[0]!]!.hand[c]! > 0)! }).state;
    expect(refusal(s, { type: 'placeLoco', seat: s.order[0]!, city: 'atlantis' })).toBe('placeLoco.notCity');
  });
});

describe('A: drawing rail cards [003:L143-145]', () => {
  it('draws up to the tender value, at least one card (P6), display cards first, then refills the display', () => {
    let s = toFirstTurn(2, ['topeka', 'norfolk']);
    const seat = first(s);
    s = withHand(s, seat, { white: 1 });
    expect(refusal(s, { type: 'draw', seat, display: [], pile: 2 })).toBe('draw.count');
    const color = s.display[0]!;
    expect(refusal(s, { type: 'draw', seat, display: ['purple'], pile: 0 })).toBe('draw.notInDisplay');
    const r = play(s, { type: 'draw', seat, display: [color], pile: 0 });
    expect(countOf(r.state.players[seat]!.hand)).toBe(2);
    expect(r.state.display).toHaveLength(4);
    // A full hand still draws exactly one.
    const full = withHand(turnOf(r.state, seat), seat, { white: 3 });
    expect(refusal(full, { type: 'draw', seat, display: [], pile: 2 })).toBe('draw.count');
    expect(countOf(play(full, { type: 'draw', seat, display: [], pile: 1 }).state.players[seat]!.hand)).toBe(4);
  });

  it('the last card of the pile ends the round: display and discards become the new pile, 4 turned up ([003:L204], [003:L218])', () => {
    let s = toFirstTurn(2, ['topeka', 'norfolk']);
    const seat = first(s);
    s = edited(withHand(s, seat, {}), (d) => {
      // One card left face down; the rest discarded.
      for (const c of Object.keys(d.pile)) {
        d.discards[c] = d.pile[c]!;
        d.pile[c] = 0;
      }
      d.discards.white!--;
      d.pile.white = 1;
    });
    const r = play(s, { type: 'draw', seat, display: [], pile: 2 });
    expect(r.state.round).toBe(2);
    expect(r.events.some((e) => e.type === 'roundStarted')).toBe(true);
    expect(countOf(r.state.players[seat]!.hand)).toBe(2);
    expect(countOf(r.state.discards)).toBe(0);
    expect(r.state.display).toHaveLength(4);
    expect(spike.isUndoBarrier({ type: 'draw', seat, display: [], pile: 2 }, r.events)).toBe(true);
  });

  it('a refill from a round-2 pile already empty at rest starts round 3 and turns up 4, never a fifth card ([003:L218])', () => {
    let s = toFirstTurn(2, ['topeka', 'norfolk']);
    const seat = first(s);
    s = edited(withHand(s, seat, { black: 1, green: 1 }), (d) => {
      // Round 2's new pile was all turned up; most cards sit in the other hand; builds since have discarded 6 yellow.
      for (const c of d.display) d.pile[c]!++;
      for (const [c, n] of Object.entries(d.discards)) d.pile[c]! += n;
      d.discards = Object.fromEntries(Object.keys(d.discards).map((c) => [c, 0]));
      d.display = ['white', 'blue', 'red'];
      for (const c of d.display) d.pile[c]!--;
      d.discards.yellow = 6;
      d.pile.yellow! -= 6;
      const hand = d.players[1 - seat]!.hand;
      for (const [c, n] of Object.entries(d.pile)) {
        hand[c] = (hand[c] ?? 0) + n;
        d.pile[c] = 0;
      }
      d.round = 2;
    });
    expect(spike.invariants(s)).toEqual([]);
    const r = play(s, { type: 'draw', seat, display: ['white'], pile: 0 });
    expect(r.state.round).toBe(3);
    expect(r.state.display).toHaveLength(4);
    expect(spike.invariants(r.state)).toEqual([]);
  });

  it('round 3: the time cards lie in the lower half; the third ends the game at once (P9) and route cards are scored', () => {
    let s = toFirstTurn(2, ['topeka', 'norfolk']);
    s = edited(s, (d) => {
      d.round = 2;
      nextRound(d, []);
    });
    expect(s.round).toBe(3);
    expect(s.timeInPile).toBe(3);
    expect(countOf(s.pile) + countOf(s.lowerPile)).toBeGreaterThan(0);
    // Only time cards left face down: the next draw reveals them all, the game ends on the third.
    const seat = first(s);
    s = edited(withHand(s, seat, {}), (d) => {
      for (const c of Object.keys(d.pile)) {
        d.discards[c] = d.discards[c]! + d.pile[c]! + d.lowerPile[c]!;
        d.pile[c] = 0;
        d.lowerPile[c] = 0;
      }
      d.display = [];
    });
    const r = play(s, { type: 'draw', seat, display: [], pile: 2 });
    expect(r.events.filter((e) => e.type === 'timeCard').map((e) => e.number)).toEqual([1, 2, 3]);
    expect(r.state.phase).toBe('gameOver');
    expect(r.state.endedBy).toBe('time');
    expect(r.events.filter((e) => e.type === 'routeScored')).toHaveLength(2);
    expect(spike.toAct(r.state)).toBeNull();
  });

  it('a time card turned up for the display counts as drawn and is replaced (P8)', () => {
    let s = toFirstTurn(2, ['topeka', 'norfolk']);
    const seat = first(s);
    s = edited(withHand(s, seat, {}), (d) => {
      d.round = 3;
      d.timeInPile = 1;
      d.timeDrawn = 2;
      for (const c of Object.keys(d.pile)) {
        d.discards[c] = d.discards[c]! + d.pile[c]!;
        d.pile[c] = 0;
      }
    });
    // Taking a display card refills it from a pile of only the last time card: the game ends at the refill.
    const r = play(s, { type: 'draw', seat, display: [s.display[0]!, s.display[1]!], pile: 0 });
    expect(r.events.some((e) => e.type === 'timeCard' && e.number === 3)).toBe(true);
    expect(r.state.phase).toBe('gameOver');
  });
});

describe('B: building a route [003:L147-188]', () => {
  it('builds a whole route to a new city, lays its pieces, discards the cards face up and scores the good', () => {
    const s = toFirstTurn(2, ['topeka', 'norfolk']);
    const seat = s.players.findIndex((p) => p.home === nodeOf('topeka'));
    const r = buildTo(s, seat, 'kansas-city');
    const p = r.state.players[seat]!;
    expect(p.piecesLeft).toBe(45 - p.track.length);
    expect(countOf(r.state.discards)).toBe(p.track.length);
    expect(countOf(p.hand)).toBe(0);
  });

  it("answers about the new position after a build, not the one the build was worked out on", () => {
    const s = toFirstTurn(2, ['topeka', 'norfolk']);
    const seat = s.players.findIndex((p) => p.home === nodeOf('topeka'));
    const r = buildTo(s, seat, 'kansas-city');
    const nodes = (r.move as { nodes: string[] }).nodes;
    expect(spike.queries.checkRouteFor(r.state, seat, nodes)?.key).toBe('route.taken');
    expect(spike.queries.buildableCities(withHand(r.state, seat, { white: 3, blue: 3, red: 3, yellow: 3 }), seat)).not.toContain('kansas-city');
  });

  it('refuses a route off the network, onto taken sections (P5), through a city, not ending in a city, or with wrong cards', () => {
    const s = toFirstTurn(2, ['topeka', 'kansas-city']);
    const a = s.players.findIndex((p) => p.home === nodeOf('topeka'));
    const b = 1 - a;
    const built = buildTo(s, a, 'kansas-city');
    const nodes = (built.move as { nodes: string[] }).nodes;
    // B may not build from A's track nor over its sections.
    const rich = withHand(turnOf(built.state, b), b, { white: 3, blue: 3, red: 3 });
    const pay = { direct: {}, jokers: [] };
    expect(refusal(rich, { type: 'build', seat: b, nodes: nodes.toReversed(), payment: pay })).toMatch(/^route\./);
    // From a point outside B's network (Norfolk's neighbour): refused.
    const bare = g.steps.get(nodeOf('norfolk'))![0]!.to;
    expect(refusal(rich, { type: 'build', seat: b, nodes: [bare, nodeOf('norfolk')], payment: pay })).toBe('route.notFromNetwork');
    // Sections are exclusive, the player's own too (P5).
    const again = withHand(turnOf(built.state, a), a, { white: 1 });
    expect(refusal(again, { type: 'build', seat: a, nodes, payment: { direct: { white: 1 }, jokers: [] } })).toBe('route.taken');
  });

  it('cannot build without track pieces left (P15)', () => {
    const s = toFirstTurn(2, ['topeka', 'norfolk']);
    const seat = s.players.findIndex((p) => p.home === nodeOf('topeka'));
    const none = edited(s, (d) => (d.players[seat]!.piecesLeft = 0));
    expect(() => buildTo(none, seat, 'kansas-city')).toThrow(/no route|route\.noPieces/);
  });
});

describe('E: upgrading (P7)', () => {
  it('needs the money: the score never goes below $0', () => {
    const s = toFirstTurn(2, ['topeka', 'norfolk']);
    const seat = first(s);
    expect(refusal(turnOf(edited(s, (d) => (d.players[seat]!.money = 2)), seat), { type: 'upgrade', seat, attribute: 'speed' })).toBe('upgrade.cannotAfford');
  });
});

/** Seat with routes topeka → kansas-city → st-louis, its train at rest in topeka, speed at level `speedLevel`. */
function railway(speedLevel = 2): { s: SpikeState; seat: number; path: string[] } {
  const s0 = toFirstTurn(2, ['topeka', 'norfolk']);
  const seat = s0.players.findIndex((p) => p.home === nodeOf('topeka'));
  let r = buildTo(s0, seat, 'kansas-city');
  const route = (r.move as { nodes: string[] }).nodes;
  r = buildTo(r.state, seat, 'st-louis');
  const s = turnOf(edited(r.state, (d) => (d.players[seat]!.train.speed = speedLevel)), seat);
  return { s, seat, path: route };
}

describe('the train [003:L103-119]', () => {
  it('moves only over own track, never more spaces than its speed, and stops on entering a city', () => {
    const { s, seat, path } = railway(0);
    const seg = (i: number) => g.segmentIndex.get([path[i]!, path[i + 1]!].toSorted().join('|'))!;
    expect(refusal(s, { type: 'startMoving', seat, path: [{ segment: seg(0), toward: path[1]! }, { segment: seg(1), toward: path[2]! }] })).toBe('move.tooFar');
    expect(refusal(s, { type: 'startMoving', seat, path: [{ segment: 0, toward: board.segments[0]!.b }] })).toBe('move.notOwnTrack');
    const r = play(s, { type: 'startMoving', seat, path: [{ segment: seg(0), toward: path[1]! }] });
    expect(r.state.players[seat]!.loco).toEqual({ segment: seg(0), toward: path[1] });
    // Next turn: the free move first (optional), or the extra move of exactly one space.
    const next = turnOf(r.state, seat, 'free');
    expect(spike.toAct(edited(next, () => {}))?.decision).toBe('freeMove');
    expect(refusal(next, { type: 'extraMove', seat, path: [] as never })).toBe('move.malformed.path');
    expect(refusal(turnOf(r.state, seat), { type: 'startMoving', seat, path: [{ node: path[0]! }] })).toBe('move.notInCity');
    expect(refusal(turnOf(r.state, seat), { type: 'freeMove', seat, path: [{ node: path[0]! }] })).toBe('phase.wrongDecision');
  });

  it('entering a city stops the train for this turn; skipping it costs one space and goes on beyond it (P2)', () => {
    const { s, seat } = railway(2);
    const kc = nodeOf('kansas-city');
    const moves = spike.legalMoves(s).filter((m) => m.type === 'startMoving');
    const into = moves.find((m) => m.type === 'startMoving' && m.path.some((x) => 'node' in x && x.node === kc));
    const skip = moves.find((m) => m.type === 'startMoving' && m.path.some((x, i) => i > 0 && 'segment' in x && 'segment' in m.path[i - 1]! && (m.path[i - 1] as { toward: string }).toward === kc));
    expect(into).toBeDefined();
    expect(skip).toBeDefined();
    if (into?.type !== 'startMoving' || skip?.type !== 'startMoving') return;
    expect(into.path.findIndex((x) => 'node' in x)).toBe(into.path.length - 1);
    // The skip went onto the piece beyond the city in one space; entering the city and going on is refused.
    const i = skip.path.findIndex((x, k) => k > 0 && (skip.path[k - 1] as { toward?: string }).toward === kc);
    const before = turnOf(edited(s, (d) => (d.players[seat]!.loco = skip.path[i - 1]!)), seat, 'free');
    expect(refusal(before, { type: 'freeMove', seat, path: [{ node: kc }, skip.path[i]!] })).toBe('move.cityStops');
    expect(play(before, { type: 'freeMove', seat, path: [skip.path[i]!] }).state.players[seat]!.loco).toEqual(skip.path[i]);
    expect(play(s, skip).state.players[seat]!.loco).toEqual(skip.path[skip.path.length - 1]);
  });

  it('a train that entered a city in the free move cannot start again this turn', () => {
    const { s, seat, path } = railway(0);
    const seg = g.segmentIndex.get([path[path.length - 2]!, path[path.length - 1]!].toSorted().join('|'))!;
    const onLast = turnOf(edited(s, (d) => (d.players[seat]!.loco = { segment: seg, toward: path[path.length - 1]! })), seat, 'free');
    const r = play(onLast, { type: 'freeMove', seat, path: [{ node: path[path.length - 1]! }] });
    expect(r.state.turn).toMatchObject({ seat, stage: 'action', stopped: true });
    expect(refusal(r.state, { type: 'startMoving', seat, path: [{ segment: seg, toward: path[path.length - 2]! }] })).toBe('move.stoppedThisTurn');
    expect(refusal(r.state, { type: 'freeMove', seat, path: [{ segment: seg, toward: path[path.length - 2]! }] })).toBe('phase.wrongDecision');
    expect(refusal(s, { type: 'extraMove', seat, path: [{ segment: seg, toward: path[path.length - 1]! }] })).toBe('move.extraOnlyEnRoute');
  });
});

function loaded(): { s: SpikeState; seat: number } {
  const { s, seat } = railway(2);
  // Seat holds the wheat contract alone: Topeka, where its train stands, makes wheat.
  return {
    seat,
    s: edited(s, (d) => {
      d.players[seat]!.contracts = [{ card: 'wheat-1', good: 'wheat', side: 0, freight: 'card', deliveredTo: null }];
    }),
  };
}

describe('freight [003:L121-131]', () => {
  it('loads the good of the city the train stands in, into a free car, before leaving; never another good', () => {
    const { s, seat } = loaded();
    const move = spike.legalMoves(s).find((m) => m.type === 'startMoving' && m.load === 'wheat');
    expect(move).toBeDefined();
    expect(refusal(s, { ...move!, load: 'cows' } as never)).toBe('load.notHere');
    const full = edited(s, (d) => (d.players[seat]!.contracts = [...d.players[seat]!.contracts.map((c) => ({ ...c })), { card: 'cows-1', good: 'cows', side: 0, freight: 'train', deliveredTo: null }]));
    expect(refusal(full, move!)).toBe('load.notHere');
    const r = play(s, move!);
    expect(r.state.players[seat]!.contracts[0]!.freight).toBe('train');
    // Dropping it again is free at any time of the own turn; only a good on the train.
    const t = turnOf(r.state, seat, 'free');
    expect(refusal(t, { type: 'discard', seat, good: 'cows' })).toBe('discard.notOnTrain');
    expect(play(t, { type: 'discard', seat, good: 'wheat' }).state.players[seat]!.contracts[0]!.freight).toBe('card');
  });

  it('delivers only on entering a listed city with the good on board', () => {
    const { s, seat } = loaded();
    const onBoard = edited(s, (d) => (d.players[seat]!.contracts[0]!.freight = 'train'));
    const move = spike.legalMoves(onBoard).find((m) => m.type === 'startMoving' && m.path.some((x) => 'segment' in x));
    expect(refusal(onBoard, { ...move!, deliver: 'wheat', path: move!.type === 'startMoving' ? move!.path.slice(0, 1) : [] } as never)).toBe('deliver.notInCity');
    const city = spike.legalMoves(onBoard).find((m) => m.type === 'startMoving' && 'node' in m.path[m.path.length - 1]!);
    if (city) {
      expect(refusal(onBoard, { ...city, deliver: 'cows' } as never)).toBe('deliver.notOnTrain');
      const listed = spike.legalMoves(onBoard).some((m) => m.type === 'startMoving' && m.deliver === 'wheat');
      if (!listed) expect(refusal(onBoard, { ...city, deliver: 'wheat' } as never)).toBe('deliver.notListed');
    }
  });
});

describe('no action possible; the special end (P10)', () => {
  it('passing is refused while an action is possible', () => {
    const s = toFirstTurn(2, ['topeka', 'norfolk']);
    expect(refusal(s, { type: 'pass', seat: first(s) })).toBe('pass.actionPossible');
  });

  it('a player with no pieces left and nothing to deliver gives everyone else one more turn, then the game ends', () => {
    let s = toFirstTurn(3, ['topeka', 'norfolk', 'raleigh']);
    const seat = first(s);
    s = edited(s, (d) => {
      d.players[seat]!.piecesLeft = 0;
      d.players[seat]!.track = [];
      d.players[seat]!.contracts.forEach((c) => ((c.freight = 'delivered'), (c.deliveredTo = `x-${c.good}`)));
    });
    const r = play(s, { type: 'draw', seat, display: [], pile: 1 });
    expect(r.events.some((e) => e.type === 'specialEnd')).toBe(true);
    expect(r.state.finalTurns).toEqual([s.order[1], s.order[2]]);
    const r2 = play(r.state, { type: 'draw', seat: s.order[1]!, display: [], pile: Math.max(1, 2 - countOf(r.state.players[s.order[1]!]!.hand)) });
    expect(r2.state.phase).toBe('turn');
    const third = s.order[2]!;
    const r3 = play(r2.state, { type: 'draw', seat: third, display: [], pile: Math.max(1, 2 - countOf(r2.state.players[third]!.hand)) });
    expect(r3.state.phase).toBe('gameOver');
    expect(r3.state.endedBy).toBe('special');
  });
});
