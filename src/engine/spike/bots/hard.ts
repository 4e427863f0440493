// Spike's Hard level (issue 21 point 3): Medium's prices, looked at one turn further with the engine. Each build and
// draw it considers is applied to the seat's stand-in state, and the position that leaves is priced by the best build
// the seat could make next turn (Medium's build value there: the market as this move leaves it, the hand it keeps or
// draws). A blind draw is played in several worlds whose face-down pile is the cards the seat has not seen (the deck
// less its hand, the display, the discards and a 2-player game's removed cards, in proportion, drawn with the bot's own
// generator), so nothing it cannot see enters the look-ahead. Before both it buys pulling power: the tender's two steps
// as soon as the money pays them (the second only in rounds 1–2, neither in the last turns), since a draw then fills
// the hand to 4 and a build needs one draw instead of two ([003:L143-145], [003:L198-200]). And it runs trips
// (trips.ts): the train sets off for the best delivery it can make in time and goes on by free moves, while Medium
// starts it only when carrying beats every action. It spends no action on the one-space extra move ([003:L194-196])
// unless the game may end first: the next free move goes as far. Deliveries are Medium's choice.
import { reason } from '../../reason';
import { nextU32, type RngState } from '../../rng';
import { applyMove } from '../apply';
import { cardsForBoard, countOf } from '../deck';
import type { SpikeMove } from '../moves';
import { graphOf } from '../network';
import { buildMoves, legalMoves } from '../queries';
import type { Counts, SpikeState } from '../state';
import { trainTargets } from '../bot';
import { placeName, whyFor, type BuildMove, type Decision } from './levels';
import { buildPricing, buildValue, cardPrice, MEDIUM, mediumTurn, type BuildPricing } from './medium';
import { bestTrip, tripMove, turnsAhead, type Trip } from './trips';

/**
 * The look-ahead: how many of Medium's best builds are looked at; how many worlds (the unseen cards in another order)
 * a blind draw is played in; how much better (in dollars) another move must be to overrule Medium's choice; the last
 * round in which the tender's second step is still bought; the turns likely left (trips.ts turnsAhead) below which an
 * extra move that delivers is worth its action; the plan's weight in Hard's build prices, as a share of Medium's (with
 * the trips, 0.7 beat 1 on three seeds, 1.5 and 2 lost). Arena tuning in docs/bots.md.
 */
export const HARD = { builds: 8, samples: 4, margin: 0.1, secondTenderBy: 2, extraMoveWithin: 3, plan: 0.7 } as const;

/** Hard's build prices: Medium's, the plan weighed at `HARD.plan` of Medium's weight. */
export function hardPricing(s: SpikeState, seat: number): BuildPricing {
  const pricing = buildPricing(s, seat);
  return { ...pricing, weight: pricing.weight * HARD.plan };
}

/**
 * Whether Hard buys the next tender step now ([003:L198-200]: $3, then $5, from the score): the first as soon as it can
 * pay it, the second while the game is young enough (round ≤ `HARD.secondTenderBy`) for the saved draws to repay $5.
 * Never once the end is set ([003:L222], [003:L228]): in the last turns each seat has one turn left, so a step saves no
 * later draw and is a certain loss of its price (money is the score).
 * Arena: both steps early won 42 % of 100 games against three Medium where Medium's one step (when nothing pays) won
 * 27–32 % on the same seeds; the second step at $8, or without the early first one, did not (docs/bots.md).
 */
export function wantsTender(s: SpikeState, seat: number, legal: readonly SpikeMove[]): boolean {
  if (s.finalTurns !== null || s.endedBy !== null) return false;
  const level = s.players[seat]!.train.tender;
  if (level >= 2 || (level === 1 && s.round > HARD.secondTenderBy)) return false;
  // The engine lists the step only when the money pays it.
  return legal.some((m) => m.type === 'upgrade' && m.attribute === 'tender');
}

/**
 * The face-down pile as the seat can know it: the cards of each colour it has not seen (the deck less its hand, the
 * display, the discards and a 2-player game's removed cards), scaled to the pile's size.
 */
export function unseenPile(s: SpikeState, seat: number, size: number): Counts {
  const cards = cardsForBoard(s.map.id)!;
  const removed = s.players.length === 2 ? cards.setup.twoPlayerRemovedPerColor : 0;
  const hand = s.players[seat]!.hand;
  const unseen: Counts = {};
  for (const r of cards.rails) {
    const shown = s.display.filter((c) => c === r.color).length;
    unseen[r.color] = Math.max(0, r.count - removed - (hand[r.color] ?? 0) - shown - (s.discards[r.color] ?? 0));
  }
  const total = countOf(unseen);
  const pile: Counts = {};
  let laid = 0;
  for (const c of Object.keys(unseen)) laid += pile[c] = total ? Math.floor((unseen[c]! * size) / total) : 0;
  // The rounding's remainder to the colours most unseen.
  for (const c of Object.keys(unseen).toSorted((a, b) => unseen[b]! - unseen[a]! || (a < b ? -1 : 1))) {
    if (laid >= size) break;
    pile[c]!++;
    laid++;
  }
  return pile;
}

/** The best build `seat` could make in `s` next turn, at Hard's build prices (0 when none is worth its price). */
export function nextBuildValue(s: SpikeState, seat: number): number {
  if (s.phase !== 'turn') return 0;
  const pricing = hardPricing(s, seat);
  const card = cardPrice(s, seat);
  let best = 0;
  for (const m of buildMoves(s, seat)) best = Math.max(best, buildValue(s, seat, m as BuildMove, pricing, card));
  return best;
}

/** Why a train move of a trip: where it heads, and the delivery it is for. */
const tripWhy = (s: SpikeState, trip: Trip, move: SpikeMove): Decision => ({
  move,
  why: reason('hint.trip', { city: placeName(s, graphOf(s.map).placeAt.get(trip.target)), good: trip.good, dest: placeName(s, trip.dest), pay: trip.pay, turns: trip.turns }),
});

/**
 * Hard's turn decision: a delivery when Medium has one; the train on its trip (trips.ts) by the free move, or set
 * moving instead of a build or draw; else Medium's choice unless another build or draw, priced with the turn after it,
 * is clearly better. Arena: the trips and no extra moves won 55–68 % of 100 games against three Medium where Hard
 * without them won 41–42 % on the same seeds (docs/bots.md).
 */
export function hardTurn(s: SpikeState, seat: number, rng: RngState): Decision | null {
  const medium = mediumTurn(s, seat, rng);
  if (!medium) return null;
  const m0 = medium.move;
  if ('deliver' in m0 && m0.deliver !== undefined && (m0.type !== 'extraMove' || turnsAhead(s) <= HARD.extraMoveWithin)) return medium;
  const legal = legalMoves(s);
  const loco = s.players[seat]!.loco;
  const trip = loco && s.phase === 'turn' ? bestTrip(s, seat) : null;
  if (trip && loco) {
    if ('segment' in loco && s.turn!.stage === 'free') {
      const m = tripMove(s, seat, trip, legal, 'freeMove');
      if (m) return tripWhy(s, trip, m);
    }
    if ('node' in loco && !s.turn!.stopped) {
      const m = tripMove(s, seat, trip, legal, 'startMoving');
      if (m) return tripWhy(s, trip, m);
    }
  }
  // The free move and carrying freight stay Medium's, but not an action spent on one space: the next free move goes
  // as far, and the action builds or draws.
  if (m0.type !== 'build' && m0.type !== 'draw' && m0.type !== 'extraMove') return medium;
  if (wantsTender(s, seat, legal)) return { move: { type: 'upgrade', seat, attribute: 'tender' }, why: reason('hint.upgrade', { attribute: 'tender' }) };
  const pricing = hardPricing(s, seat);
  const card = cardPrice(s, seat);
  const builds = legal
    .filter((m): m is BuildMove => m.type === 'build')
    .map((m) => ({ m, v: buildValue(s, seat, m, pricing, card) }))
    .toSorted((a, b) => b.v - a.v)
    .slice(0, HARD.builds);
  const pile = unseenPile(s, seat, countOf(s.pile));
  // One world per sample, each with its own draws; every blind draw meets the same worlds, so none is luckier.
  const worlds: SpikeState[] = Array.from({ length: HARD.samples }, () => ({ ...s, pile, rng: [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng) | 1] }));
  let best: { move: SpikeMove; value: number } | null = null;
  const consider = (move: SpikeMove, value: number): void => {
    const v = value + (JSON.stringify(move) === JSON.stringify(medium.move) ? HARD.margin : 0);
    if (!best || v > best.value) best = { move, value: v };
  };
  for (const { m, v } of builds) {
    const r = applyMove(s, m);
    if (r.ok) consider(m, v + MEDIUM.later * nextBuildValue(r.state, seat));
  }
  // Draws of the same display cards differ only in which seat's generator draws the blind ones: one of each.
  const seen = new Set<string>();
  for (const d of legal) {
    if (d.type !== 'draw') continue;
    const key = d.display.toSorted().join();
    if (seen.has(key)) continue;
    seen.add(key);
    let next = 0;
    const played = d.pile > 0 ? worlds : [s];
    for (const world of played) {
      const r = applyMove(world, d);
      next += r.ok ? nextBuildValue(r.state, seat) / played.length : 0;
    }
    consider(d, card * (d.display.length + d.pile) - MEDIUM.action + MEDIUM.later * next + 0.01 * d.display.length);
  }
  if (!best) return medium;
  const chosen: SpikeMove = (best as { move: SpikeMove }).move;
  if (JSON.stringify(chosen) === JSON.stringify(medium.move)) return medium;
  return { move: chosen, why: whyFor(s, seat, chosen, trainTargets(s, seat)) };
}

