// The automatic steps between decisions: the end of a phase, the next phase's start, income and expenses, the new
// turn order, the next round and the end of the game (rules-spec §2.4.5, §2.5 phases).
import { ACTIONS, actionNumber } from './actions';
import type { Draft } from './draft';
import { startMoveGoods, nextGoodsRound } from './phases/goods';
import { endBuildPhase, startBuild } from './phases/build';
import { payIncome, startCapital } from './phases/economy';
import { finishTurnAuction, startTurnAuction, turnAuctionOver } from './phases/auction';
import { winnersOf } from './score';

export function startSelectActions(d: Draft): void {
  const s = d.s;
  s.phase = 'selectActions';
  s.queue = s.turnOrder.slice();
  d.events.push({ type: 'phaseStarted', phase: 'selectActions', round: s.round });
}

/** Income, then the end of the game after the last round ([000:L136]), or the next round. */
function endRound(d: Draft): void {
  const s = d.s;
  s.moveGoods = null;
  d.events.push({ type: 'phaseStarted', phase: 'income', round: s.round });
  payIncome(d);
  s.lastActions = s.players.map((p) => (p.action ? actionNumber(p.action) : null));
  s.history = [...s.history, { round: s.round, seats: s.players.map((p) => ({ cash: p.cash, income: p.income, vp: p.vp, bankrupt: p.bankrupt })) }];
  if (s.round >= s.options.rounds || s.turnOrder.length === 0) {
    s.phase = 'gameOver';
    s.queue = [];
    s.winners = winnersOf(s);
    d.events.push({ type: 'gameOver', winners: s.winners.slice() });
    return;
  }
  s.turnOrderHolder = s.actions.turnOrder !== null && s.turnOrder.includes(s.actions.turnOrder) ? s.actions.turnOrder : null;
  // Basic: the new order by the numbers of the tiles taken, turned-over ones included ([000:L457-475]).
  if (s.edition === 'basic') {
    s.turnOrder = s.turnOrder.toSorted((a, b) => actionNumber(s.players[a]!.action ?? 'urbanization') - actionNumber(s.players[b]!.action ?? 'urbanization'));
    d.events.push({ type: 'turnOrder', order: s.turnOrder.slice() });
  }
  s.actions = Object.fromEntries(ACTIONS.map((a) => [a, null])) as typeof s.actions;
  s.players = s.players.map((p) => ({ ...p, action: null, forgone: false, performed: false }));
  s.round += 1;
  d.events.push({ type: 'roundStarted', round: s.round });
  if (s.edition === 'standard') startCapital(d);
  else startSelectActions(d);
}

/** Runs the automatic steps until somebody must decide or the game is over. */
export function runAutomatic(d: Draft): void {
  for (let guard = 0; guard < 100; guard++) {
    const s = d.s;
    if (s.phase === 'gameOver' || s.points) return;
    switch (s.phase) {
      case 'initialAuction':
        return;
      case 'capital':
        if (s.queue.length > 0) return;
        startTurnAuction(d);
        break;
      case 'auction':
        if (!turnAuctionOver(s)) return;
        finishTurnAuction(d);
        startSelectActions(d);
        break;
      case 'selectActions':
        if (s.queue.length > 0) return;
        startBuild(d);
        break;
      case 'buildTrack':
        if (s.build!.queue.length > 0) return;
        endBuildPhase(d);
        startMoveGoods(d);
        break;
      case 'moveGoods':
        if (s.moveGoods!.queue.length > 0) return;
        if (!nextGoodsRound(d)) endRound(d);
        break;
    }
  }
  throw new Error('runAutomatic did not settle');
}
