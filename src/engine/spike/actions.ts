// The actions that do not move the train (rules-spec §2.6.6): A draw rail cards ([003:L143-145], P6, P8, P9), B build
// one route to a new city and score its good ([003:L147-188], P3-P5, P15), E upgrade the train one step
// ([003:L198-200], P7), and the pass when no action is possible at all.
import type { GameEvent } from '../api';
import { reason, type Reason } from '../reason';
import { cardsForBoard, countOf } from './deck';
import { ownCardSupply } from './draft';
import { marketAfterScoring, marketValue } from './market';
import { graphOf, routeContext } from './network';
import { cardsOf, paymentProblem, type Payment } from './payment';
import { DISPLAY_SIZE, drawCard, pileCards, refillDisplay, roundEndsIfEmpty } from './pile';
import { checkRoute, routeSections } from './routes';
import type { Attribute, SpikeState } from './state';

/**
 * Cards a player could still draw: the display, the pile, before round 3 the discards reshuffled, and in round 3 the
 * time cards still hidden (a time card drawn is replaced, and the third ends the game, so a draw never comes up short).
 */
export function cardsToDraw(s: SpikeState): number {
  return s.display.length + pileCards(s) + (s.round < 3 ? countOf(s.discards) : s.timeInPile);
}

/** How many cards seat draws with action A: up to the tender's value, at least 1 (P6), no more than there are. */
export function drawQuota(s: SpikeState, seat: number): number {
  const p = s.players[seat]!;
  const tender = cardsForBoard(s.map.id)!.train.tender[p.train.tender]!;
  return Math.min(Math.max(1, tender - countOf(p.hand)), cardsToDraw(s));
}

/** Action A: the named display cards first, then `pile` cards blind; the display is refilled after ([003:L145]). */
export function draw(s: SpikeState, events: GameEvent[], seat: number, display: readonly string[], pile: number): Reason | null {
  const want = drawQuota(s, seat);
  if (want < 1) return reason('draw.noCards');
  if (display.length + pile !== want) return reason('draw.count', { count: want });
  const left = s.display.slice();
  for (const c of display) {
    const i = left.indexOf(c);
    if (i < 0) return reason('draw.notInDisplay', { color: c });
    left.splice(i, 1);
  }
  if (display.length > DISPLAY_SIZE) return reason('draw.count', { count: want });
  if (pile > cardsToDraw(s) - s.display.length) return reason('draw.pileShort', { count: cardsToDraw(s) - s.display.length });
  const p = s.players[seat]!;
  ownCardSupply(s);
  s.display = left;
  for (const c of display) p.hand[c] = (p.hand[c] ?? 0) + 1;
  const blind: string[] = [];
  for (let k = 0; k < pile && s.endedBy === null; k++) {
    const c = drawCard(s, events);
    if (c === null) break;
    p.hand[c] = (p.hand[c] ?? 0) + 1;
    blind.push(c);
    roundEndsIfEmpty(s, events);
  }
  events.push({ type: 'drew', seat, display: display.slice(), pile: blind });
  if (s.endedBy === null) refillDisplay(s, events);
  return null;
}

/**
 * Action B: the route `nodes` (routes.ts checkRoute) paid by `payment` (payment.ts), its pieces laid, the cards to the
 * discards face up ([003:L174]); the new city's good scores its market value and its marker drops to $1 ([003:L184]).
 */
export function build(s: SpikeState, events: GameEvent[], seat: number, nodes: readonly string[], payment: Payment): Reason | null {
  const ctx = routeContext(s, seat);
  const bad = checkRoute(ctx, nodes);
  if (bad) return bad;
  const sections = routeSections(ctx.graph, nodes)!;
  const p = s.players[seat]!;
  // Only the board's colours: a name like "constructor" from a hostile file must never reach the counts.
  const palette = new Set(s.map.colors.map((c) => c.id));
  for (const c of [...Object.keys(payment.direct), ...payment.jokers.flatMap((j) => [j.color, j.as])]) if (!palette.has(c)) return reason('payment.malformed', { color: c });
  const problem = paymentProblem(sections.needs, p.hand, payment);
  if (problem) return problem;
  const cards = cardsOf(payment);
  ownCardSupply(s);
  for (const [c, n] of Object.entries(cards)) {
    p.hand[c]! -= n;
    s.discards[c] = (s.discards[c] ?? 0) + n;
  }
  // A new array: the draft shares the track with the state before (draft.ts).
  p.track = [...p.track, ...sections.segments];
  p.piecesLeft -= sections.segments.length;
  const city = graphOf(s.map).placeAt.get(nodes[nodes.length - 1]!)!;
  const good = s.map.places.find((x) => x.id === city)!.good;
  const gain = marketValue(s.market, good);
  p.money += gain;
  s.market = marketAfterScoring(s.market, good);
  events.push({ type: 'built', seat, city, nodes: nodes.slice(), segments: sections.segments, cards: { ...cards }, good, gain });
  return null;
}

/** The price of seat's next step of `attribute`, or null when it is at its best ([003:L200]: $3, then $5). */
export function upgradeCost(s: SpikeState, seat: number, attribute: Attribute): number | null {
  const costs = cardsForBoard(s.map.id)!.train.upgradeCosts;
  return costs[s.players[seat]!.train[attribute]] ?? null;
}

/** Action E: one step of one attribute, paid from the score at once; never below $0 (P7). */
export function upgrade(s: SpikeState, events: GameEvent[], seat: number, attribute: Attribute): Reason | null {
  const cost = upgradeCost(s, seat, attribute);
  if (cost === null) return reason('upgrade.atBest', { attribute });
  const p = s.players[seat]!;
  if (p.money < cost) return reason('upgrade.cannotAfford', { cost, money: p.money });
  p.money -= cost;
  p.train[attribute]++;
  events.push({ type: 'upgraded', seat, attribute, level: p.train[attribute] + 1, cost });
  return null;
}
