// The table sees summaries before anything else, a hand-over before each new decider, and the decision after "I am X".
import { describe, expect, it } from 'vitest';
import { tableScreen } from '../../src/ui/game/table-flow';
import { needsSummary, summarize } from '../../src/ui/rules/aos/summary-model';
import { playRandomGame } from '../../src/engine/aos/selfplay';
import { applyMove } from '../../src/engine/aos/index';
import { loadMap, setupFor } from '../engine/aos/random-harness';

const base = { toAct: 1, gameOver: false, shownTo: null, pendingSummary: false, seatCount: 3 };

describe('tableScreen', () => {
  it('hands over to a new decider, then shows the decision', () => {
    expect(tableScreen(base)).toEqual({ kind: 'handover', seat: 1 });
    expect(tableScreen({ ...base, shownTo: 1 })).toEqual({ kind: 'decide', seat: 1 });
    expect(tableScreen({ ...base, shownTo: 0 })).toEqual({ kind: 'handover', seat: 1 });
  });
  it('puts an unacknowledged summary first, then the end of the game', () => {
    expect(tableScreen({ ...base, shownTo: 1, pendingSummary: true })).toEqual({ kind: 'summary' });
    expect(tableScreen({ ...base, toAct: null, gameOver: true, pendingSummary: true })).toEqual({ kind: 'summary' });
    expect(tableScreen({ ...base, toAct: null, gameOver: true })).toEqual({ kind: 'over' });
  });
  it('never hands over in a one-player game', () => {
    expect(tableScreen({ ...base, toAct: 0, seatCount: 1 })).toEqual({ kind: 'decide', seat: 0 });
  });
  it("shows a bot's turn as the bot's, and hands over only between persons", () => {
    const bots = [false, true, true];
    // A bot never takes the tablet.
    expect(tableScreen({ ...base, bots })).toEqual({ kind: 'bot', seat: 1 });
    expect(tableScreen({ ...base, bots, shownTo: 1 })).toEqual({ kind: 'bot', seat: 1 });
    // One person against bots: no hand-over, whoever saw the tablet last.
    expect(tableScreen({ ...base, bots, toAct: 0 })).toEqual({ kind: 'decide', seat: 0 });
    // Two persons and a bot: a hand-over between the persons, none back to the same person after the bot.
    const two = [false, false, true];
    expect(tableScreen({ ...base, bots: two, toAct: 1, shownTo: 0 })).toEqual({ kind: 'handover', seat: 1 });
    expect(tableScreen({ ...base, bots: two, toAct: 1, shownTo: 1 })).toEqual({ kind: 'decide', seat: 1 });
    expect(tableScreen({ ...base, bots: two, toAct: 2, shownTo: 1 })).toEqual({ kind: 'bot', seat: 2 });
  });
});

describe('needsSummary', () => {
  it('is true for automatic phases and the auction result, not for ordinary moves', () => {
    expect(needsSummary([{ type: 'bid', seat: 0, amount: 3 }])).toBe(false);
    expect(needsSummary([{ type: 'tileBuilt', seat: 0 }])).toBe(false);
    expect(needsSummary([{ type: 'auctionResult', order: [1, 0], payments: [0, 0] }])).toBe(true);
    expect(needsSummary([{ type: 'growthDice', group: 'light', dice: [1, 2, 3] }])).toBe(true);
  });
});

describe('summarize', () => {
  it('gathers income, expenses, reduction, elimination, dice and growth per seat', () => {
    const s = summarize([
      { type: 'passedGoods', seat: 2, round: 2 },
      { type: 'phaseStarted', phase: 'collectIncome', round: 3 },
      { type: 'incomeCollected', seat: 0, amount: 12, cash: 20 },
      { type: 'incomeCollected', seat: 1, amount: 0, cash: 1 },
      { type: 'expensesPaid', seat: 0, due: 5, paid: 5, incomeLost: 0, cash: 15, income: 12 },
      { type: 'expensesPaid', seat: 1, due: 4, paid: 1, incomeLost: 3, cash: 0, income: 0 },
      { type: 'eliminated', seat: 1, deficit: 3 },
      { type: 'incomeReduced', seat: 0, from: 12, to: 10 },
      { type: 'growthDice', group: 'light', dice: [2, 5, 5] },
      { type: 'goodsGrown', field: 'L2.0', hex: '3,4', color: 'red' },
      { type: 'growthDice', group: 'dark', dice: [1, 1, 6] },
      { type: 'roundStarted', round: 4 },
    ]);
    expect(s.round).toBe(3);
    expect(s.nextRound).toBe(4);
    expect(s.economy).toEqual([
      { seat: 0, income: 12, cashAfter: 15, due: 5, paid: 5, incomeLost: 0, reducedFrom: 12, reducedTo: 10 },
      { seat: 1, income: 0, cashAfter: 0, due: 4, paid: 1, incomeLost: 3, eliminated: true },
    ]);
    expect(s.dice).toEqual([
      { group: 'light', dice: [2, 5, 5] },
      { group: 'dark', dice: [1, 1, 6] },
    ]);
    expect(s.grown).toEqual([{ field: 'L2.0', hex: '3,4', color: 'red' }]);
  });

  it('reads the auction result and the winners', () => {
    const s = summarize([
      { type: 'auctionNoBids', order: [2, 0, 1] },
      { type: 'auctionResult', order: [2, 0, 1], payments: [4, 1, 0] },
      { type: 'gameOver', round: 10, winners: [0, 2] },
    ]);
    expect(s.auction).toEqual({ order: [2, 0, 1], payments: [4, 1, 0], noBids: true });
    expect(s.gameOver).toEqual({ winners: [0, 2] });
  });
});

describe("summarize: a map's own growth", () => {
  it("lists a map's extra cube from the bag with the cubes grown from the display (field null)", () => {
    const s = summarize([
      { type: 'extraGrowth', hex: '5,5', color: 'red' },
      { type: 'growthDice', group: 'light', dice: [3] },
      { type: 'goodsGrown', field: 'L3.0', hex: '1,4', color: 'blue' },
    ]);
    expect(s.grown).toEqual([
      { field: null, hex: '5,5', color: 'red' },
      { field: 'L3.0', hex: '1,4', color: 'blue' },
    ]);
    expect(needsSummary([{ type: 'extraGrowth', hex: '5,5', color: 'red' }])).toBe(true);
  });
});

describe('summarize: the round a Production placement ends', () => {
  it('titles the goods growth after a placement with the round that ends, not the next one', () => {
    const g = playRandomGame(setupFor(4, 'deluxe', 1, loadMap('rust-belt')), 1, { keepStates: true });
    const i = g.moves.findIndex((m) => m.type === 'placeProduction');
    expect(i).toBeGreaterThan(0);
    const before = g.states![i]!;
    const r = applyMove(before, g.moves[i]!);
    if (!r.ok) throw new Error(r.reason.key);
    expect(r.state.round).toBe(before.round + 1);
    expect(summarize(r.events).round).toBe(before.round);
  });
});
