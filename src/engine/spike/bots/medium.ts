// Spike's Medium turn (issue 21 point 3): it prices every action in dollars and takes the best. A build is worth its
// city's market value ([003:L184]) plus what it brings the plan nearer (plan.ts), less the action and the cards it
// spends; a draw is worth the cards it brings, less the action, plus the best build those cards allow next turn — the
// display's cards are known, so Medium draws the colours of its next cheap route (a blind draw counts on today's best
// build only). An action is worth about `MEDIUM.action` dollars and a card its share of a draw that fills the hand to
// the tender's value ([003:L143-145]), so a build that spends a hand for $1 loses to drawing the one card a $3 route
// lacks. Carrying freight, the free move and the tender upgrade are the baseline's rules (bot.ts).
import { reason } from '../../reason';
import type { RngState } from '../../rng';
import { randomInt } from '../../rng';
import { cardsForBoard } from '../deck';
import { marketValue } from '../market';
import { graphOf, networkCities } from '../network';
import { cardCount } from '../payment';
import { buildMoves } from '../queries';
import type { SpikeState } from '../state';
import { planWorth } from './plan';
import { buildWhy, drawWhy, timeLeft, whyFor, turnStart, type BuildMove, type Decision } from './levels';

/**
 * Medium's prices (arena tuning, docs/bots.md): an action in dollars; the plan's weight and its decay per segment; the
 * discount on a build one turn away (another seat may score its good first); the money at which it buys the first
 * tender step.
 */
export const MEDIUM = { action: 0.8, plan: 1, decay: 0.85, later: 0.85, tenderAt: 7 } as const;

/** What the plan and the market say a build is worth before the action and cards it costs. */
export interface BuildPricing {
  net: ReadonlySet<string>;
  plan: number;
  weight: number;
}

/** The pricing of builds from `s` for `seat`: its network, its plan's worth now, the plan's weight by the time left. */
export function buildPricing(s: SpikeState, seat: number): BuildPricing {
  const net = networkCities(s, seat);
  return { net, plan: planWorth(s, seat, net, MEDIUM.decay), weight: MEDIUM.plan * timeLeft(s) };
}

/** The dollars a card is worth to `seat`: its share of a draw action that fills the hand to the tender's value. */
export function cardPrice(s: SpikeState, seat: number): number {
  return MEDIUM.action / cardsForBoard(s.map.id)!.train.tender[s.players[seat]!.train.tender]!;
}

/** A build's worth: market value now, plus the plan it advances, less the action and its cards ([003:L174-184]). */
export function buildValue(s: SpikeState, seat: number, m: BuildMove, pricing: BuildPricing, card: number): number {
  const city = graphOf(s.map).placeAt.get(m.nodes[m.nodes.length - 1]!)!;
  const gain = marketValue(s.market, s.map.places.find((x) => x.id === city)!.good);
  const net = new Set(pricing.net).add(city);
  const plan = pricing.weight ? pricing.weight * (planWorth(s, seat, net, MEDIUM.decay) - pricing.plan) : 0;
  return gain + plan - MEDIUM.action - card * cardCount(m.payment);
}

/** Medium's turn: deliver, the free move, then the action worth most (build, draw, carry, the first tender step). */
export function mediumTurn(s: SpikeState, seat: number, rng: RngState): Decision | null {
  const start = turnStart(s, seat);
  if (!start) return null;
  const { legal, targets, scored, train, first } = start;
  if (first) return first;
  const p = s.players[seat]!;

  const pricing = buildPricing(s, seat);
  const card = cardPrice(s, seat);
  let best: Decision | null = null;
  let bestValue = -Infinity;
  for (const m of legal) {
    if (m.type !== 'build') continue;
    const v = buildValue(s, seat, m, pricing, card);
    if (v > bestValue) {
      bestValue = v;
      best = { move: m, why: buildWhy(s, seat, m) };
    }
  }
  const buildNow = bestValue;
  // A draw: its cards, less the action, plus the best build after it. The display's part is known; blind cards are
  // counted at their price only. The best later build is discounted (the market may move first).
  const after = new Map<string, number>();
  for (const d of legal) {
    if (d.type !== 'draw') continue;
    const key = d.display.toSorted().join();
    let next = after.get(key);
    if (next === undefined) {
      next = Math.max(0, buildNow);
      if (d.display.length) {
        const hand = { ...p.hand };
        for (const c of d.display) hand[c] = (hand[c] ?? 0) + 1;
        const drawn: SpikeState = { ...s, players: s.players.map((q, i) => (i === seat ? { ...q, hand } : q)) };
        for (const m of buildMoves(drawn, seat)) next = Math.max(next, MEDIUM.later * buildValue(drawn, seat, m as BuildMove, pricing, card));
      }
      after.set(key, next);
    }
    // Of equal draws the one with more display cards: the colours are chosen, not left to chance.
    const v = card * (d.display.length + d.pile) - MEDIUM.action + next + 0.01 * d.display.length;
    if (v > bestValue) {
      bestValue = v;
      best = { move: d, why: drawWhy(d) };
    }
  }
  // Carrying freight when its progress (bot.ts moveScore) beats the best action's worth.
  const carry = scored.find((x) => x.m.type !== 'freeMove' && x.v > 0);
  if (carry && carry.v >= bestValue + MEDIUM.action) return train(carry.m);
  // One step of pulling power when nothing pays: the hand then holds a whole route.
  if (p.train.tender === 0 && p.money >= MEDIUM.tenderAt && bestValue < 0.2 && legal.some((m) => m.type === 'upgrade' && m.attribute === 'tender'))
    return { move: { type: 'upgrade', seat, attribute: 'tender' }, why: reason('hint.upgrade', { attribute: 'tender' }) };
  if (best) return best;
  if (carry) return train(carry.m);
  const actions = legal.filter((m) => m.type !== 'discard' && m.type !== 'freeMove');
  const any = actions.length ? actions[randomInt(rng, actions.length)]! : legal[0]!;
  return { move: any, why: whyFor(s, seat, any, targets) };
}
