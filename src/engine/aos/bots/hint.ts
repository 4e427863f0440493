// The Suggest button's answer for Age of Steam (RuleSystem.hint): the move the hard bot makes from the seat's view, and
// why in one sentence built from the bot's own reasoning — the link it plans and the cubes that link carries, the
// money the round needs (rules-spec §2.1.9–10: a share brings $5 and costs $1 a round), the delivery's income.
import { printedName } from '../../event-params';
import type { RngState } from '../../rng';
import type { Text } from '../../rule-system';
import { reason } from '../../reason';
import type { AosMove } from '../moves';
import { expensesDue } from '../numbers';
import { buildTurn } from '../phases/build';
import { deliveryOptions } from '../queries';
import type { GameState } from '../state';
import { bestDeliveryVia, ownIncome } from './links';
import { expenseGap, judgePlans, levelMove } from './levels';

/** Why the hard bot builds `move`: the plan whose first tile it is, and the best delivery it opens. */
function buildWhy(s: GameState, seat: number, move: Extract<AosMove, { type: 'build' }>): Text {
  const left = Math.max(1, buildTurn(s, seat).left);
  const plan = judgePlans(s, seat, 'hard', left).find((j) => j.plan.hexes[0] === move.hex)?.plan;
  if (!plan) return reason('hint.build.tile', { place: printedName(s.map, move.hex) });
  const to = printedName(s.map, plan.to);
  const p = s.players[seat]!;
  const via = bestDeliveryVia(s, seat, plan, p.engine) ?? bestDeliveryVia(s, seat, plan, Math.min(6, p.engine + 1));
  if (!via) return reason('hint.build.link', { from: printedName(s.map, plan.from), to, tiles: plan.done.length + plan.hexes.length });
  const cubes = Math.max(1, via.cubes);
  // The cubes wait where the link goes: said once ("Build to Evansville: its 2 red cubes …").
  if (via.from === plan.to) return reason('hint.build.cubesThere', { to, cubes, color: via.color, links: via.income });
  return reason('hint.build.cubes', { to, cubes, color: via.color, place: printedName(s.map, via.from), links: via.income });
}

/** Why the hard bot issues `count` shares (or none): the round's expenses and the link it means to pay for. */
function sharesWhy(s: GameState, seat: number, count: number): Text {
  const p = s.players[seat]!;
  const expenses = expensesDue(p.shares + count, p.engine);
  const plan = judgePlans(s, seat, 'hard', 3).find((j) => j.gain > 0)?.plan;
  if (count === 0) return reason('hint.shares.none', { cash: p.cash, expenses, income: p.income });
  if (plan) return reason('hint.shares.link', { count, to: printedName(s.map, plan.to), cost: plan.cost, expenses });
  return reason('hint.shares.expenses', { count, expenses, income: p.income, gap: expenseGap(s, seat, count) });
}

/** Why the hard bot delivers `move`: its own income for it. */
function deliverWhy(s: GameState, seat: number, move: Extract<AosMove, { type: 'deliver' }>): Text {
  const d = deliveryOptions(s, seat).find((x) => x.from === move.from && x.color === move.color && x.route.join() === move.route.join());
  return reason('hint.deliver', { color: move.color, place: printedName(s.map, move.from), links: d ? ownIncome(d, seat) : move.route.length });
}

/** The sentence for the hard bot's `move` in `s`. */
function why(s: GameState, seat: number, move: AosMove): Text {
  switch (move.type) {
    case 'build':
      return buildWhy(s, seat, move);
    case 'endBuild':
      return reason('hint.endBuild', { cash: s.players[seat]!.cash });
    case 'issueShares':
      return sharesWhy(s, seat, move.count);
    case 'bid':
      return reason('hint.bid', { amount: move.amount });
    case 'dropOut':
      return reason('hint.dropOut');
    case 'selectAction':
      return reason(`hint.action.${move.action}`, { action: move.action });
    case 'deliver':
      return deliverWhy(s, seat, move);
    case 'upgradeEngine':
      return reason('hint.upgradeEngine', { engine: s.players[seat]!.engine + 1 });
    case 'passGoods':
      return reason('hint.passGoods');
    case 'urbanize':
      return reason('hint.urbanize', { letter: move.letter, place: printedName(s.map, move.hex) });
    default:
      return reason('hint.other');
  }
}

/**
 * The hard bot's move for the seat to act in `s` (a state made from that seat's view) and why; null when it has none.
 * The move is never made here: the Suggest button only shows it (issue 21).
 */
export function hardHint(s: GameState, seat: number, rng: RngState): { move: AosMove; why: Text } | null {
  const move = levelMove(s, rng, 'hard');
  return move && move.seat === seat ? { move, why: why(s, seat, move) } : null;
}
