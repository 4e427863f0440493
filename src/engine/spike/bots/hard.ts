// Spike's Hard level (issue 21 point 3): Medium's plan, checked by looking ahead with the engine. Each candidate
// (Medium's choice, its best builds, its draw, the best train moves, every upgrade) is applied to the seat's stand-in
// state and played on for a few of the seat's own turns by Medium's policy; the position that leaves is valued for
// the seat, and Hard takes the best, keeping Medium's choice unless another is clearly better. The stand-in is built
// from the view only (other hands empty; the face-down pile laid out as the colours the seat has not seen, in
// proportion, and drawn with the bot's own generator), so nothing it cannot see enters the look-ahead.
import { nextU32, type RngState } from '../../rng';
import { applyMove } from '../apply';
import { chooseDraw, moveScore, openDestinations, trackDistances, trainTargets, whereTo } from '../bot';
import { cardsForBoard, countOf } from '../deck';
import { beginTurn, routeBonus } from '../flow';
import type { SpikeMove } from '../moves';
import { graphOf, networkCities } from '../network';
import { legalMoves } from '../queries';
import type { Counts, SpikeState } from '../state';
import { speedOf } from '../travel';
import { timeLeft, whyFor, type BuildMove, type Decision, type DrawMove, type TrainMove } from './levels';
import { buildPricing, buildValue, cardPrice, mediumTurn } from './medium';

/**
 * The look-ahead: Medium's best builds and train moves looked at; the turns counted from the candidate's (its own and
 * the seat's next ones, played by Medium); how much better (in dollars of position value) another move must be to
 * overrule Medium's choice; what a rail card in hand is worth; whether the played-on turns may upgrade (no: the
 * value weighs an upgrade's price against a rough worth, and playouts that upgraded led Hard to wander instead of
 * drawing — upgrades are weighed as Hard's own candidates only); and how many worlds (the unseen cards drawn in
 * another order) each candidate is played in. Arena tuning in docs/bots.md.
 */
export const HARD = { builds: 8, trains: 3, turns: 3, margin: 0.75, card: 0.45, upInPlayout: false, samples: 3 } as const;

/**
 * What the position is worth to `seat` in dollars: its money, the route card's bonus as the network stands
 * ([003:L230]), the freight it carries and the contracts it can serve (by pay, less the way there), its cards, its
 * train's upgrades and its cities, the last three weighed by the time left.
 */
export function positionValue(s: SpikeState, seat: number): number {
  const p = s.players[seat]!;
  if (s.phase === 'gameOver') return p.money;
  const w = timeLeft(s);
  const g = graphOf(s.map);
  const connected = networkCities(s, seat);
  let v = p.money;
  const card = p.routeCards.length === 1 ? p.routeCards[0]! : undefined;
  if (card) v += routeBonus(s, seat, card) * 0.9;
  const speed = Math.max(1, speedOf(s, seat));
  const at = p.loco ? whereTo(p.loco) : null;
  for (const c of p.contracts) {
    if (c.freight === 'delivered') continue;
    const dests = openDestinations(s, p, c);
    const reach = dests.filter((d) => connected.has(d.city));
    if (c.freight === 'train') {
      // Carried: worth most of the best connected pay, less a dollar per turn or so of the way there.
      let best = 0;
      for (const d of reach) {
        const dist = at === null ? 0 : (trackDistances(s, seat, g.nodeOf.get(d.city)!).get(at) ?? 20);
        best = Math.max(best, d.pay - 0.5 * Math.ceil(dist / speed));
      }
      v += reach.length ? 0.9 * best : 0.25 * Math.max(0, ...dests.map((d) => d.pay));
    } else {
      const source = s.map.places.some((x) => x.good === c.good && connected.has(x.id));
      const pay = Math.max(0, ...reach.map((d) => d.pay));
      v += source && reach.length ? 0.55 * pay * Math.max(0.4, w) : (source ? 0.1 : 0) * Math.max(0, ...dests.map((d) => d.pay)) + 0.2 * pay;
    }
  }
  v += HARD.card * Math.min(10, countOf(p.hand));
  v += w * (2 * p.train.speed + 1.2 * p.train.capacity + p.train.tender);
  v += w * 0.3 * connected.size;
  return v;
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

/** The candidates Hard plays on from: Medium's choice, its best builds and train moves, its draw, every upgrade. */
function candidates(s: SpikeState, seat: number, medium: SpikeMove): SpikeMove[] {
  const legal = legalMoves(s);
  const out: SpikeMove[] = [medium];
  const pricing = buildPricing(s, seat);
  const card = cardPrice(s, seat);
  const builds = legal.filter((m): m is BuildMove => m.type === 'build').map((m) => ({ m, v: buildValue(s, seat, m, pricing, card) }));
  for (const x of builds.toSorted((a, b) => b.v - a.v).slice(0, HARD.builds)) out.push(x.m);
  const targets = trainTargets(s, seat);
  const dists = targets.map((t) => trackDistances(s, seat, t.node));
  const trains = legal.filter((m): m is TrainMove => 'path' in m).map((m) => ({ m, v: moveScore(s, seat, m, targets, dists) }));
  for (const x of trains.toSorted((a, b) => b.v - a.v).slice(0, HARD.trains)) out.push(x.m);
  const draws = legal.filter((m): m is DrawMove => m.type === 'draw');
  if (draws.length) out.push(chooseDraw(s, seat, draws));
  for (const m of legal) if (m.type === 'upgrade') out.push(m);
  // The first of equal moves stays (Medium's own choice keeps its identity: it is the one the margin favours).
  const seen = new Set<string>();
  return out.filter((m) => {
    const key = JSON.stringify(m);
    return !seen.has(key) && !!seen.add(key);
  });
}

/** The seat's own next turns by Medium's policy, as if the others passed; the value of the position they leave. */
function playout(s: SpikeState, seat: number, rng: RngState): number {
  let st = s;
  for (let turn = 0, moves = 0; turn < HARD.turns && moves < 3 * HARD.turns; moves++) {
    if (st.phase !== 'turn') break;
    if (st.turn!.seat !== seat) {
      // The others' turns are not played (their hands are unknown): the seat's next turn follows at once.
      st = { ...st, turn: null };
      beginTurn(st, seat);
      turn++;
      if (turn >= HARD.turns) break;
    }
    const d = mediumTurn(st, seat, rng, HARD.upInPlayout);
    if (!d) break;
    const r = applyMove(st, d.move);
    if (!r.ok) break;
    st = r.state;
  }
  return positionValue(st, seat);
}

/** Hard's turn decision: the candidate whose playout is worth most, Medium's choice unless beaten by the margin. */
export function hardTurn(s: SpikeState, seat: number, rng: RngState): Decision | null {
  const medium = mediumTurn(s, seat, rng);
  if (!medium) return null;
  const pile = unseenPile(s, seat, countOf(s.pile));
  // One world per sample, each with its own draws; every candidate meets the same worlds, so none is luckier.
  const worlds: SpikeState[] = Array.from({ length: HARD.samples }, () => ({ ...s, pile, rng: [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng) | 1] }));
  let best = medium;
  let bestValue = -Infinity;
  const targets = trainTargets(s, seat);
  for (const m of candidates(worlds[0]!, seat, medium.move)) {
    let v = m === medium.move ? HARD.margin : 0;
    let ok = true;
    for (const world of worlds) {
      const r = applyMove(world, m);
      if (!r.ok) {
        ok = false;
        break;
      }
      v += playout(r.state, seat, [...world.rng] as RngState) / worlds.length;
    }
    if (!ok) continue;
    if (v > bestValue) {
      bestValue = v;
      best = m === medium.move ? medium : { move: m, why: whyFor(s, seat, m, targets) };
    }
  }
  return best;
}
