// Spike's bot level easy (issue 21 point 3) and what every level shares: setup decisions, the hint's reasons, the time
// left (Medium's turn is medium.ts, Hard's hard.ts). Every level plays on a stand-in state built from its seat's view
// (bot.ts asState: other hands empty, the pile a count), so it never reads another seat's hand, route card or the pile's order, and picks among the engine's legal moves, so each
// move is legal. Each decision comes with why it was made (a Reason of bots/hint-messages.ts), the hint's sentence.
import type { LocomotiveAt } from '../../lattice/view';
import { reason, type Reason } from '../../reason';
import type { RngState } from '../../rng';
import { randomInt } from '../../rng';
import { chooseDraw, chooseGift, chooseSetup, moveScore, openDestinations, placeLoco, trackDistances, trainTargets, whereTo, type Target } from '../bot';
import { cardsForBoard, countOf } from '../deck';
import { marketValue } from '../market';
import type { SpikeMove } from '../moves';
import { graphOf } from '../network';
import { cardCount } from '../payment';
import { legalMoves } from '../queries';
import type { SpikeState } from '../state';

export type TrainMove = Extract<SpikeMove, { path: LocomotiveAt[] }>;
export type DrawMove = Extract<SpikeMove, { type: 'draw' }>;
export type BuildMove = Extract<SpikeMove, { type: 'build' }>;

/** A chosen move and the reason for it (the hint's sentence). */
export interface Decision {
  move: SpikeMove;
  why: Reason;
}

/** A city's name on the seat's board (the hint names places, not ids). */
export const placeName = (s: SpikeState, city: string | undefined): string => s.map.places.find((p) => p.id === city)?.name ?? city ?? '';

/** The city a train move ends in, or undefined when it ends on open track. */
export function endCity(s: SpikeState, m: TrainMove): string | undefined {
  const last = m.path[m.path.length - 1]!;
  return 'node' in last ? graphOf(s.map).placeAt.get(last.node) : undefined;
}

/** The pay of delivering `good` at the end of `m` (0 when it delivers nothing). */
export function deliveryPay(s: SpikeState, seat: number, m: TrainMove): number {
  if (m.deliver === undefined) return 0;
  const p = s.players[seat]!;
  const c = p.contracts.find((x) => x.good === m.deliver && x.freight !== 'delivered');
  const city = endCity(s, m);
  return c ? (openDestinations(s, p, c).find((d) => d.city === city)?.pay ?? 0) : 0;
}

/** Why a train move: the delivery it makes, the good it loads, or where it heads. */
export function trainWhy(s: SpikeState, seat: number, m: TrainMove, targets: readonly Target[]): Reason {
  if (m.deliver !== undefined) return reason('hint.deliver', { good: m.deliver, city: placeName(s, endCity(s, m)), pay: deliveryPay(s, seat, m) });
  if (m.type === 'startMoving' && m.load) return reason('hint.load', { good: m.load });
  const g = graphOf(s.map);
  const end = whereTo(m.path[m.path.length - 1]!);
  // The target this move brings nearest, by the seat's own track.
  let best: Target | undefined;
  let bestD = Infinity;
  for (const t of targets) {
    const d = trackDistances(s, seat, t.node).get(end) ?? 99;
    if (d < bestD || (d === bestD && best && t.value > best.value)) {
      bestD = d;
      best = t;
    }
  }
  return best ? reason('hint.carry', { city: placeName(s, g.placeAt.get(best.node)) }) : reason('hint.move', {});
}

/** Why a build: the market value its city scores now and what else it connects. */
export function buildWhy(s: SpikeState, seat: number, m: BuildMove): Reason {
  const city = graphOf(s.map).placeAt.get(m.nodes[m.nodes.length - 1]!)!;
  const good = s.map.places.find((x) => x.id === city)!.good;
  const p = s.players[seat]!;
  const pays = Math.max(0, ...p.contracts.flatMap((c) => openDestinations(s, p, c).filter((d) => d.city === city).map((d) => d.pay)));
  const gain = marketValue(s.market, good);
  return pays > 0 ? reason('hint.buildDestination', { city: placeName(s, city), gain, pay: pays }) : reason('hint.build', { city: placeName(s, city), gain, good });
}

/** Why a draw: the colours it takes from the display, or blind cards for the route it plans. */
export const drawWhy = (m: DrawMove): Reason => (m.display.length ? reason('hint.drawDisplay', { cards: m.display.join(', '), count: m.display.length + m.pile }) : reason('hint.drawPile', { count: m.pile }));

/** Setup decisions every level makes alike: sides and route card, the gift, where the locomotive starts. */
export function setupDecision(s: SpikeState, seat: number, rng: RngState): Decision | null {
  switch (s.phase) {
    case 'choose':
      return { move: chooseSetup(s, seat), why: reason('hint.chooseSetup', {}) };
    case 'gift': {
      const move = chooseGift(s, seat);
      return move ? { move, why: reason('hint.gift', { color: move.color }) } : null;
    }
    case 'placeLoco': {
      const move = placeLoco(s, seat, rng);
      return { move, why: reason('hint.placeLoco', { city: placeName(s, move.type === 'placeLoco' ? move.city : undefined) }) };
    }
    default:
      return null;
  }
}

/**
 * The rounds still to come, as a weight for what pays over time (an upgrade, a source): 1 in round 1, 0.7 in round 2,
 * 0.35 in round 3 and 0.15 once a time card has been drawn (the third ends the game, [003:L222]).
 */
export const timeLeft = (s: SpikeState): number => (s.round === 1 ? 1 : s.round === 2 ? 0.7 : s.timeDrawn > 0 ? 0.15 : 0.35);

/** How Easy weighs a build: short-sighted, the market value now less half a dollar a card of the route. */
export function easyBuildScore(s: SpikeState, m: BuildMove): number {
  const city = graphOf(s.map).placeAt.get(m.nodes[m.nodes.length - 1]!)!;
  return marketValue(s.market, s.map.places.find((x) => x.id === city)!.good) - cardCount(m.payment) * 0.5;
}

/** What every level's turn starts from: the legal moves, the train moves by value, and a move to take first if any. */
export interface TurnStart {
  legal: ReturnType<typeof legalMoves>;
  /** Where the train would head (bot.ts trainTargets). */
  targets: ReturnType<typeof trainTargets>;
  scored: { m: TrainMove; v: number }[];
  train: (m: TrainMove) => Decision;
  /** The free move when it gains, else a delivery ([003:L129]: a delivery pays most); null when neither. */
  first: Decision | null;
}

/** The opening Easy's and Medium's turns share; null when the seat has no legal move. */
export function turnStart(s: SpikeState, seat: number): TurnStart | null {
  const legal = legalMoves(s);
  if (!legal.length) return null;
  const targets = trainTargets(s, seat);
  const dists = targets.map((t) => trackDistances(s, seat, t.node));
  const scored = legal
    .filter((m): m is TrainMove => 'path' in m)
    .map((m) => ({ m, v: moveScore(s, seat, m, targets, dists) }))
    .toSorted((a, b) => b.v - a.v);
  const train = (m: TrainMove): Decision => ({ move: m, why: trainWhy(s, seat, m, targets) });
  const free = s.turn!.stage === 'free' ? scored.find((x) => x.m.type === 'freeMove') : undefined;
  if (free && free.v > 0) return { legal, targets, scored, train, first: train(free.m) };
  return { legal, targets, scored, train, first: scored[0] && scored[0].v >= 100 ? train(scored[0].m) : null };
}

/** Easy's turn: deliver, carry freight, build, draw, upgrade, in that order of preference (Medium's is medium.ts). */
export function easyTurn(s: SpikeState, seat: number, rng: RngState): Decision | null {
  const start = turnStart(s, seat);
  if (!start) return null;
  const { legal, targets, scored, train, first } = start;
  if (first) return first;
  const p = s.players[seat]!;

  const builds = legal.filter((m): m is BuildMove => m.type === 'build').map((m) => ({ m, v: easyBuildScore(s, m) }));
  const build = builds.toSorted((a, b) => b.v - a.v)[0];
  const carry = scored.find((x) => x.m.type !== 'freeMove' && x.v > 0);
  if (carry && (!build || carry.v >= build.v)) return train(carry.m);
  if (build && build.v > 0) return { move: build.m, why: buildWhy(s, seat, build.m) };

  const draws = legal.filter((m): m is DrawMove => m.type === 'draw');
  const tender = cardsForBoard(s.map.id)!.train.tender[p.train.tender]!;
  if (draws.length && countOf(p.hand) < tender) {
    // Easy takes what the display shows of any colour, else blind.
    const d = draws.toSorted((a, b) => b.display.length - a.display.length)[0]!;
    return { move: d, why: drawWhy(d) };
  }
  // One step of pulling power while money is spare: the hand then holds a whole route. Upgrading speed or capacity
  // by a plan (far targets, full train) lost games in the arena: the money is the score.
  const up = p.train.tender === 0 && p.money >= 7 ? 'tender' : null;
  if (up && legal.some((m) => m.type === 'upgrade' && m.attribute === up)) return { move: { type: 'upgrade', seat, attribute: up }, why: reason('hint.upgrade', { attribute: up }) };
  if (build && build.v > -1) return { move: build.m, why: buildWhy(s, seat, build.m) };
  if (draws.length) {
    const d = chooseDraw(s, seat, draws) as DrawMove;
    return { move: d, why: drawWhy(d) };
  }
  if (carry) return train(carry.m);
  if (build) return { move: build.m, why: buildWhy(s, seat, build.m) };
  const actions = legal.filter((m) => m.type !== 'discard' && m.type !== 'freeMove');
  const any = actions.length ? actions[randomInt(rng, actions.length)]! : legal[0]!;
  return { move: any, why: whyFor(s, seat, any, targets) };
}

/** Why any turn move (the hint's sentence for it). */
export function whyFor(s: SpikeState, seat: number, m: SpikeMove, targets: readonly Target[]): Decision['why'] {
  if ('path' in m) return trainWhy(s, seat, m as TrainMove, targets);
  switch (m.type) {
    case 'build':
      return buildWhy(s, seat, m);
    case 'draw':
      return drawWhy(m);
    case 'upgrade':
      return reason('hint.upgrade', { attribute: m.attribute });
    case 'pass':
      return reason('hint.pass', {});
    case 'discard':
      // No level chooses a drop (no turn leaves drops in; a pass is always legal then), but the sentence stays true.
      return reason('hint.discard', { good: m.good });
    // Setup moves have their own decisions (setupDecision); said here alike, so no move gets another's sentence.
    case 'chooseSetup':
      return reason('hint.chooseSetup', {});
    case 'gift':
      return reason('hint.gift', { color: m.color });
    case 'placeLoco':
      return reason('hint.placeLoco', { city: placeName(s, m.city) });
  }
}
