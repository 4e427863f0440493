// Steam's round summary (src/ui/rules/steam/summary-model.ts) from the events of real engine moves: the random first
// turn order with its money, and the end of a round with income, the new turn order and what asks for a summary.
import { describe, expect, it } from 'vitest';
import { steam } from '../../../src/engine/steam/module';
import type { SteamMove } from '../../../src/engine/steam/moves';
import type { SteamState } from '../../../src/engine/steam/state';
import { needsSummary, summarize } from '../../../src/ui/rules/steam/summary-model';
import { startSteam, withSeats } from '../../engine/steam/helpers';

/** Plays the first legal move of each turn that is not a build (ends builds, passes goods) until `stop`. */
function playUntil(s: SteamState, stop: (events: { type: string }[]) => boolean) {
  for (let i = 0; i < 200; i++) {
    const moves = steam.legalMoves(s);
    const m = moves.find((x: SteamMove) => x.type === 'endBuild' || x.type === 'passGoods') ?? moves[0]!;
    const r = steam.apply(s, m);
    if (!r.ok) throw new Error(r.reason.key);
    s = r.state;
    if (stop(r.events)) return { state: s, events: r.events };
  }
  throw new Error('no such move');
}

describe('summarize', () => {
  it('tells the random first turn order with the money each place starts with', () => {
    const r = steam.start({ ruleSystem: 'steam', edition: 'basic', map: startSteam().map, seats: [{ name: 'A', color: 'blue' }, { name: 'B', color: 'green' }, { name: 'C', color: 'yellow' }], seed: 3, options: { startOrder: 'random' } });
    if (!r.ok) throw new Error('start');
    expect(needsSummary(r.events)).toBe(true);
    const s = summarize(r.events);
    expect(s.order?.kind).toBe('start');
    expect(s.order?.seats).toEqual(r.state.turnOrder);
    expect(s.order?.money).toEqual(r.state.turnOrder.map((x) => r.state.players[x]!.cash));
  });

  it('tells the income of every seat at the end of a round, with the borrowing, and the new turn order', () => {
    const start = withSeats(startSteam({ players: 3, startOrder: 'random' }), { 0: { income: -2, cash: 0 }, 1: { income: 3 } });
    const { events } = playUntil(start, (ev) => ev.some((e) => e.type === 'income'));
    expect(needsSummary(events as never)).toBe(true);
    const s = summarize(events as never);
    expect(s.round).toBe(1);
    expect(s.income.map((l) => l.seat).toSorted()).toEqual([0, 1, 2]);
    const zero = s.income.find((l) => l.seat === 0)!;
    expect(zero).toMatchObject({ amount: -2, borrowed: 5, incomeAfter: -3, cash: 3 });
    expect(s.income.find((l) => l.seat === 1)).toMatchObject({ amount: 3 });
    expect(s.order?.kind).toBe('actions');
  });

  it('asks for no summary after an ordinary move', () => {
    const s = startSteam({ players: 3, startOrder: 'random' });
    const r = steam.apply(s, steam.legalMoves(s)[0]!);
    if (!r.ok) throw new Error('move');
    expect(needsSummary(r.events)).toBe(false);
  });
});
