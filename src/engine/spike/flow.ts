// Whose turn it is and how the game moves on (rules-spec §2.6.6-2.6.8): the setup decisions in playing order, each turn
// (free move, then one action), the special end ([003:L228], P10: every other player one more turn), the end by the
// third time card ([003:L222], P9), route-card scoring ([003:L230], P11) and the winners ([003:L236]).
import type { GameEvent } from '../api';
import type { Decider } from '../rule-system';
import { cardsForBoard, contractSide, routeCard } from './deck';
import { enRoute } from './movement';
import { networkCities } from './network';
import { standings } from './standings';
import type { SpikeState } from './state';

/** Who decides now and what; null when the game is over. Every decision is private: each shows the seat's hand or route card. */
export function toAct(s: SpikeState): Decider | null {
  switch (s.phase) {
    case 'choose':
      return { seat: s.order[s.setupIndex]!, decision: 'chooseSetup', private: true };
    case 'gift':
      return { seat: s.order[0]!, decision: 'gift', private: true };
    case 'placeLoco':
      return { seat: s.order[s.setupIndex]!, decision: 'placeLoco', private: true };
    case 'turn':
      return { seat: s.turn!.seat, decision: s.turn!.stage === 'free' ? 'freeMove' : 'action', private: true };
    case 'gameOver':
      return null;
  }
}

/** Seat's turn begins: with the free move first when its train is en route ([003:L110], [003:L135]). */
export function beginTurn(s: SpikeState, seat: number): void {
  s.turn = { seat, stage: enRoute(s.players[seat]!.loco) ? 'free' : 'action', stopped: false };
}

/**
 * Whether seat could still deliver anything (P10): some freight marker not yet delivered whose contract lists a city
 * in its network that it has not served yet.
 */
export function canStillDeliver(s: SpikeState, seat: number): boolean {
  const cards = cardsForBoard(s.map.id)!;
  const p = s.players[seat]!;
  const cities = networkCities(s, seat);
  const served = new Set(p.contracts.flatMap((c) => (c.deliveredTo ? [c.deliveredTo] : [])));
  return p.contracts.some((c) => c.freight !== 'delivered' && (contractSide(cards, c)?.destinations ?? []).some((d) => cities.has(d.city) && !served.has(d.city)));
}

/** The route card's bonus for seat now ([003:L230-234], P11): needs the top city, then the best value + $1 per other. */
export function routeBonus(s: SpikeState, seat: number, cardId: string): number {
  const card = routeCard(cardsForBoard(s.map.id)!, cardId);
  if (!card) return 0;
  const cities = networkCities(s, seat);
  if (!cities.has(card.top)) return 0;
  const values = card.cities.filter((c) => cities.has(c.city)).map((c) => c.value);
  if (!values.length) return 0;
  return Math.max(...values) + values.length - 1;
}

/** The game ends: route cards revealed and scored, the winners by money, then cities, then unbuilt pieces ([003:L236]). */
export function finishGame(s: SpikeState, events: GameEvent[]): void {
  s.phase = 'gameOver';
  s.turn = null;
  events.push({ type: 'gameEnded', by: s.endedBy ?? 'time' });
  // Every player's own copy (a draft shares all but the mover's with the state before, draft.ts).
  s.players = s.players.map((p) => ({ ...p }));
  s.players.forEach((p, seat) => {
    const card = p.routeCards[0];
    const bonus = card ? routeBonus(s, seat, card) : 0;
    p.routeBonus = bonus;
    p.money += bonus;
    events.push({ type: 'routeScored', seat, card: card ?? '', bonus });
  });
  // The ranking's first place (standings.ts: money, then cities, then unbuilt pieces), in seat order.
  const best = standings(s)
    .filter((x) => x.rank === 1)
    .map((x) => x.seat)
    .toSorted((a, b) => a - b);
  s.winners = best;
  events.push({ type: 'winners', seats: best });
}

/**
 * After seat's action: the special end when it has no track left and nothing to deliver ([003:L228], P10), the next
 * seat clockwise (or the next of the last turns), or the end.
 */
export function endTurn(s: SpikeState, events: GameEvent[]): void {
  const seat = s.turn!.seat;
  if (s.endedBy !== null) return finishGame(s, events);
  const n = s.order.length;
  const at = s.order.indexOf(seat);
  if (s.finalTurns !== null) {
    s.finalTurns = s.finalTurns.filter((x) => x !== seat);
  } else if (s.players[seat]!.piecesLeft === 0 && !canStillDeliver(s, seat)) {
    s.finalTurns = Array.from({ length: n - 1 }, (_, k) => s.order[(at + 1 + k) % n]!);
    events.push({ type: 'specialEnd', seat });
  }
  if (s.finalTurns !== null && s.finalTurns.length === 0) {
    s.endedBy = 'special';
    return finishGame(s, events);
  }
  beginTurn(s, s.finalTurns !== null ? s.finalTurns[0]! : s.order[(at + 1) % n]!);
}
