// The rulebook's worked examples for Spike (rules-spec §5.4) with numbers: SPIKE-JOKER-01 (joker sets, through the
// payment check), SPIKE-MARKET-01/02 (scoring a connected city's good and moving its marker), SPIKE-CONTRACT-01 (one
// good per city per player, on our cards: cloth $12 and steel $9 to Topeka), SPIKE-ROUTE-01 (route-01 of our cards,
// Indianapolis → Columbia, Raleigh, Jacksonville, Tampa: $9), SPIKE-UPG-01 (upgrade prices). SPIKE-SETUP-01 is in
// setup.test.ts.
import { describe, expect, it } from 'vitest';
import { segmentKey } from '../../../src/engine/lattice/coords';
import { latticeGraph } from '../../../src/engine/lattice/graph';
import { routeBonus } from '../../../src/engine/spike/flow';
import { marketAfterScoring } from '../../../src/engine/spike/market';
import { spike } from '../../../src/engine/spike/module';
import { paymentProblem } from '../../../src/engine/spike/payment';
import { board, buildTo, edited, nodeOf, play, refusal, toFirstTurn, turnOf } from './helpers';

const graph = latticeGraph(board);

/** Segments of a shortest passable path between two cities (to lay a network directly for a scoring example). */
function pathSegments(from: string, to: string): number[] {
  const start = nodeOf(from);
  const goal = nodeOf(to);
  const prev = new Map<string, string>([[start, start]]);
  const queue = [start];
  for (let i = 0; i < queue.length && !prev.has(goal); i++)
    for (const s of graph.steps.get(queue[i]!) ?? [])
      if (!prev.has(s.to)) {
        prev.set(s.to, queue[i]!);
        queue.push(s.to);
      }
  const out: number[] = [];
  for (let n = goal; n !== start; n = prev.get(n)!) out.push(graph.segmentIndex.get(segmentKey(n, prev.get(n)!))!);
  return out;
}

describe('SPIKE-JOKER-01 [003:L180-182]', () => {
  it('2 white cards pay 1 section of any other colour, 3 blue pay 2, 4 of a kind pay 3', () => {
    expect(paymentProblem({ red: 1 }, { white: 2 }, { direct: {}, jokers: [{ color: 'white', count: 2, as: 'red' }] })).toBeNull();
    expect(paymentProblem({ green: 2 }, { blue: 3 }, { direct: {}, jokers: [{ color: 'blue', count: 3, as: 'green' }] })).toBeNull();
    expect(paymentProblem({ black: 3 }, { yellow: 4 }, { direct: {}, jokers: [{ color: 'yellow', count: 4, as: 'black' }] })).toBeNull();
    // One card more than that is overpaid; one less leaves a section unpaid.
    expect(paymentProblem({ red: 1 }, { white: 3 }, { direct: {}, jokers: [{ color: 'white', count: 3, as: 'red' }] })?.key).toBe('payment.overpaid');
    expect(paymentProblem({ green: 2 }, { blue: 2 }, { direct: {}, jokers: [{ color: 'blue', count: 2, as: 'green' }] })?.key).toBe('payment.sectionsUnpaid');
  });
});

describe('SPIKE-MARKET-01/02 [003:L184-188]', () => {
  it('Jenny connects Norfolk (pigs at $3): $10 → $13, pigs to the $1 row, the two others up, other columns unchanged', () => {
    let s = toFirstTurn(2, ['richmond', 'topeka']);
    const jenny = 0;
    s = edited(s, (d) => {
      d.players[jenny]!.money = 10;
      d.market = [['pigs', 'cows', 'corn'], ['wood', 'wheat', 'coal'], ['oil', 'steel', 'cloth'], ['flour', 'peaches', 'cotton']];
    });
    const r = buildTo(s, jenny, 'norfolk');
    expect(r.state.players[jenny]!.money).toBe(13);
    expect(r.state.market).toEqual([['cows', 'corn', 'pigs'], ['wood', 'wheat', 'coal'], ['oil', 'steel', 'cloth'], ['flour', 'peaches', 'cotton']]);
    expect(r.events.find((e) => e.type === 'built')).toMatchObject({ city: 'norfolk', good: 'pigs', gain: 3 });
  });

  it('a marker on $2 scores $2 and drops; one already on $1 scores $1 and stays', () => {
    expect(marketAfterScoring([['A', 'B', 'C']], 'B')).toEqual([['A', 'C', 'B']]);
    expect(marketAfterScoring([['A', 'B', 'C']], 'C')).toEqual([['A', 'B', 'C']]);
  });
});

describe('SPIKE-CONTRACT-01 [003:L131]', () => {
  it('cloth to Topeka pays $12; steel to Topeka ($9) is then refused: one good per city per player', () => {
    let s = toFirstTurn(2, ['kansas-city', 'richmond']);
    const seat = 0;
    s = buildTo(s, seat, 'topeka').state;
    s = edited(s, (d) => {
      const p = d.players[seat]!;
      p.contracts = [
        { card: 'cloth-3', good: 'cloth', side: 1, freight: 'train', deliveredTo: null },
        { card: 'steel-3', good: 'steel', side: 1, freight: 'train', deliveredTo: null },
      ];
      p.train.capacity = 1;
      p.train.speed = 2;
      p.loco = { node: nodeOf('kansas-city') };
    });
    const path = s.players[seat]!.track.length;
    expect(path).toBeGreaterThan(0);
    const ready = turnOf(s, seat);
    const cloth = spike.legalMoves(ready).find((m) => m.type === 'startMoving' && m.deliver === 'cloth');
    if (cloth?.type !== 'startMoving') throw new Error('no move delivering cloth to Topeka');
    const r = play(ready, cloth);
    expect(r.state.players[seat]!.money - ready.players[seat]!.money).toBe(12);
    expect(r.events.find((e) => e.type === 'delivered')).toMatchObject({ good: 'cloth', city: 'topeka', pay: 12 });
    // Steel to Topeka afterwards: refused with the reason.
    const steelReady = turnOf(edited(r.state, (d) => (d.players[seat]!.loco = { node: nodeOf('kansas-city') })), seat);
    expect(refusal(steelReady, { ...cloth, deliver: 'steel' })).toBe('deliver.cityServed');
  });
});

describe('SPIKE-ROUTE-01 [003:L234]', () => {
  it('route-01 (Indianapolis; Columbia 4, Raleigh 4, Jacksonville 5, Tampa 6) with all connected pays 6 + 3 × $1 = $9', () => {
    const base = toFirstTurn(2, ['indianapolis', 'topeka']);
    const track = [...new Set([...pathSegments('indianapolis', 'raleigh'), ...pathSegments('raleigh', 'columbia'), ...pathSegments('columbia', 'jacksonville'), ...pathSegments('jacksonville', 'tampa')])];
    const s = edited(base, (d) => {
      d.players[0]!.track = track;
    });
    expect(routeBonus(s, 0, 'route-01')).toBe(9);
    // Without the top city nothing; with it and only Raleigh: $4.
    const noTop = edited(s, (d) => {
      d.players[0]!.home = nodeOf('topeka');
      d.players[0]!.track = pathSegments('raleigh', 'columbia');
    });
    expect(routeBonus(noTop, 0, 'route-01')).toBe(0);
    const one = edited(s, (d) => {
      d.players[0]!.track = pathSegments('indianapolis', 'raleigh');
    });
    expect(routeBonus(one, 0, 'route-01')).toBe(4);
  });
});

describe('SPIKE-UPG-01 [003:L200]', () => {
  it('the tender costs $3, then $5, then cannot be upgraded; all six upgrades cost $24', () => {
    let s = toFirstTurn(2, ['topeka', 'norfolk']);
    const seat = s.order[0]!;
    s = edited(s, (d) => (d.players[seat]!.money = 30));
    let r = play(turnOf(s, seat), { type: 'upgrade', seat, attribute: 'tender' });
    expect(r.state.players[seat]!.money).toBe(27);
    r = play(turnOf(r.state, seat), { type: 'upgrade', seat, attribute: 'tender' });
    expect(r.state.players[seat]!.money).toBe(22);
    expect(refusal(turnOf(r.state, seat), { type: 'upgrade', seat, attribute: 'tender' })).toBe('upgrade.atBest');
    let t = r.state;
    for (const a of ['speed', 'speed', 'capacity', 'capacity'] as const) t = play(turnOf(t, seat), { type: 'upgrade', seat, attribute: a }).state;
    expect(30 - t.players[seat]!.money).toBe(24);
  });
});
