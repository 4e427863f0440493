// The seats' setup decisions ([003:L77-82], [003:L242-243]): the advanced game's contract sides and route card kept,
// the start player's gift to the last player (P13), the locomotives placed in playing order.
import type { GameEvent } from '../api';
import { reason, type Reason } from '../reason';
import { beginTurn } from './flow';
import { graphOf } from './network';
import type { SpikeState } from './state';
import { giftReceiver } from './table-queries';

/** Advanced game: seat's contract sides (in the order dealt) and the route card it keeps of two ([003:L242-243]). */
export function chooseSetup(s: SpikeState, events: GameEvent[], seat: number, sides: readonly (0 | 1)[], keep: string): Reason | null {
  const p = s.players[seat]!;
  if (sides.length !== p.contracts.length) return reason('choose.sides', { count: p.contracts.length });
  if (!p.routeCards.includes(keep)) return reason('choose.routeCard');
  p.contracts.forEach((c, i) => (c.side = sides[i]!));
  p.routeCards = [keep];
  events.push({ type: 'setupChosen', seat, sides: sides.slice(), keep });
  s.setupIndex++;
  if (s.setupIndex >= s.order.length) {
    // Everyone has chosen: the sides are on the table from now on; the route cards stay hidden (D46).
    events.push({ type: 'contractsRevealed', contracts: s.players.map((x) => x.contracts.map((c) => ({ card: c.card, side: c.side }))) });
    s.phase = 'gift';
    s.setupIndex = 0;
  }
  return null;
}

/** The start player gives one of his rail cards to his right-hand neighbour, the last player ([003:L79], P13). */
export function gift(s: SpikeState, events: GameEvent[], seat: number, color: string): Reason | null {
  const p = s.players[seat]!;
  if (!Object.hasOwn(p.hand, color) || p.hand[color]! < 1) return reason('gift.notInHand', { color });
  const to = giftReceiver(s);
  p.hand[color]!--;
  // The receiver is still the state before's (draft.ts copies the mover only).
  const r = { ...s.players[to]! };
  s.players[to] = r;
  r.hand = { ...r.hand, [color]: (r.hand[color] ?? 0) + 1 };
  events.push({ type: 'gift', seat, to, color });
  s.phase = 'placeLoco';
  s.setupIndex = 0;
  return null;
}

/** Seat's locomotive on any city, shared with any number of others ([003:L82]); the last one starts the first turn. */
export function placeLoco(s: SpikeState, events: GameEvent[], seat: number, city: string): Reason | null {
  const node = graphOf(s.map).nodeOf.get(city);
  if (node === undefined) return reason('placeLoco.notCity');
  const p = s.players[seat]!;
  p.loco = { node };
  p.home = node;
  events.push({ type: 'locoPlaced', seat, city });
  s.setupIndex++;
  if (s.setupIndex >= s.order.length) {
    s.phase = 'turn';
    s.setupIndex = 0;
    beginTurn(s, s.order[0]!);
  }
  return null;
}
