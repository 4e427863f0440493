// The round machine (ARCHITECTURE rule 6): runs automatic steps — auction end, income, expenses, income reduction,
// goods growth dice, round advance, game end — until a player must decide.
import type { Draft } from './draft';
import { startIssueShares, startSelectActions } from './phases/actions';
import { finishAuction, startAuction } from './phases/auction';
import { endBuildPhase, startBuild } from './phases/build';
import { collectIncome, payExpenses, reduceIncome } from './phases/economy';
import { nextGoodsRound, startMoveGoods } from './phases/goods';
import { rollGrowth, startGrowth } from './phases/growth';
import { startStartPlayer } from './phases/start-player';
import { rollDice } from '../rng';
import { scoreBreakdown, type ScoreLine } from './score';
import { seatOf } from './draft';
import { finalScoring } from './round-info';

function endRound(d: Draft): void {
  const s = d.s;
  const scores = scoreBreakdown(s);
  s.history = [
    ...s.history,
    { round: s.round, seats: s.players.map((p, i) => ({ cash: p.cash, income: p.income, score: scores[i]!.total, eliminated: p.eliminated })) },
  ];
  if (s.round >= s.options.rounds || s.turnOrder.length === 0) {
    s.phase = 'gameOver';
    s.queue = [];
    s.winners = finalScoring(s, d.rules) === 'money' ? redeemShares(d, scores) : breakTies(d, scores.filter((l) => l.winner).map((l) => l.seat), scores);
    d.events.push({ type: 'gameOver', round: s.round, winners: s.winners.slice() });
    return;
  }
  s.round += 1;
  d.events.push({ type: 'roundStarted', round: s.round });
  // St. Lucia: the round begins with the start player's payment (001:L914-915).
  if (d.rules.startPayment) startStartPlayer(d);
  else startIssueShares(d);
}

/**
 * The winners among the seats tied on the best score: all of them (they share the win, 001:L658-659), or fewer by the
 * map's tie-break (hook breakTies; WUS, [001:L734-736]). Each roll of dice it asks for is an event.
 */
function breakTies(d: Draft, tied: number[], scores: ScoreLine[]): number[] {
  const s = d.s;
  const roll = (seats: number[]): number[] => {
    const dice = rollDice(s.rng, seats.length);
    d.events.push({ type: 'tieBreakDice', rolls: seats.map((seat, i) => ({ seat, die: dice[i]! })) });
    return dice;
  };
  return d.rules.breakTies(s, tied, scores.map((l) => l.segments), roll);
}

/**
 * Barbados (001:L897-902): at the end each player pays $5 per issued share; who cannot pay has lost, and the money
 * left is the score. `scores` are the money scores just before the end (score.ts moneyScores: what is due, and who
 * can pay it). Returns the seats that could pay (the solo player, or nobody).
 */
function redeemShares(d: Draft, scores: readonly ScoreLine[]): number[] {
  const s = d.s;
  const winners: number[] = [];
  s.players.forEach((p, seat) => {
    if (p.eliminated) return;
    const due = scores[seat]!.sharesPenalty;
    const lost = scores[seat]!.total < 0; // the money left after paying, before the end: below zero, he cannot pay
    if (!lost) {
      seatOf(d, seat).cash -= due;
      winners.push(seat);
    }
    d.events.push({ type: 'sharesRedeemed', seat, due, lost, cash: s.players[seat]!.cash });
  });
  return winners;
}

/** Runs automatic steps until the next decision or the end of the game. */
export function runAutomatic(d: Draft): void {
  for (;;) {
    const s = d.s;
    switch (s.phase) {
      case 'startPlayer':
        if (s.startOffer) return;
        startIssueShares(d);
        break;
      case 'issueShares':
        if (s.turnOrder.length === 0) {
          s.phase = 'advanceRound';
          break;
        }
        if (s.queue.length) return;
        // Barbados: no turn-order auction (001:L877-878).
        if (d.rules.noAuction) startSelectActions(d);
        else startAuction(d);
        break;
      case 'auction':
        if (s.auction!.active.length > 1) return;
        finishAuction(d);
        startSelectActions(d);
        break;
      case 'selectActions':
        if (s.queue.length) return;
        startBuild(d);
        break;
      case 'buildTrack':
        // A choice the rules give in mid-turn (WUS transcontinental bonus) is made before the phase goes on.
        if (s.pendingBonus || s.build!.queue.length) return;
        endBuildPhase(d);
        startMoveGoods(d);
        break;
      case 'moveGoods':
        if (s.moveGoods!.queue.length) return;
        if (nextGoodsRound(d)) break;
        s.moveGoods = null;
        s.phase = 'collectIncome';
        d.events.push({ type: 'phaseStarted', phase: 'collectIncome', round: s.round });
        collectIncome(d);
        s.phase = 'payExpenses';
        d.events.push({ type: 'phaseStarted', phase: 'payExpenses', round: s.round });
        payExpenses(d);
        s.phase = 'incomeReduction';
        d.events.push({ type: 'phaseStarted', phase: 'incomeReduction', round: s.round });
        reduceIncome(d);
        startGrowth(d);
        break;
      case 'goodsGrowth':
        if (s.production) return;
        rollGrowth(d);
        s.phase = 'advanceRound';
        break;
      case 'advanceRound':
        d.events.push({ type: 'phaseStarted', phase: 'advanceRound', round: s.round });
        endRound(d);
        break;
      case 'collectIncome':
      case 'payExpenses':
      case 'incomeReduction':
        // Never rests here: these run inside the moveGoods step above.
        throw new Error(`flow: unexpected resting phase ${s.phase}`);
      case 'gameOver':
        return;
    }
  }
}
