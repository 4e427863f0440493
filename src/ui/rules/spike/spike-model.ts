// Pure helpers Spike's panels share: a hand grouped by colour in the board's card order, a payment as cards and joker
// sets, the draw a display pick and a pile count make, who may look at their cards. No rule is decided here: the
// engine checks every move, its legal moves and queries drive the buttons, and its queries answer the network's cities,
// the gift's receiver and the end's ranking.
import type { LatticeBoard, LinePattern } from '../../../engine/lattice/types';
import type { Counts, Payment, SpikeMove, SpikeView } from './engine';
import { cardCount, cheapestPayment, total } from './engine';

export interface CardGroup {
  color: string;
  fill: string;
  pattern: LinePattern;
  count: number;
}

/** The counts per colour with cards in them, in the board's card order (its palette). */
export function cardGroups(board: LatticeBoard, counts: Readonly<Counts> | null | undefined): CardGroup[] {
  if (!counts) return [];
  return board.colors.filter((c) => (counts[c.id] ?? 0) > 0).map((c) => ({ color: c.id, fill: c.fill, pattern: c.pattern, count: counts[c.id]! }));
}

/** A list of colour ids (the display) as counts per colour. */
export function countColors(colors: readonly string[]): Counts {
  const out: Counts = {};
  for (const c of colors) out[c] = (out[c] ?? 0) + 1;
  return out;
}

/** The colour ids of counts, one per card, in the board's order ("blue, blue, red" for a message's `cards` list). */
export function cardList(board: LatticeBoard, counts: Readonly<Counts>): string {
  return cardGroups(board, counts)
    .flatMap((g) => Array.from({ length: g.count }, () => g.color))
    .join(', ');
}

/** A payment's plain cards per colour (board order) and its joker sets. */
export function paymentParts(board: LatticeBoard, payment: Payment): { direct: CardGroup[]; jokers: Payment['jokers'] } {
  return { direct: cardGroups(board, payment.direct), jokers: payment.jokers.filter((j) => j.count >= 2) };
}

/**
 * A payment of exactly `cards` per colour for a route that `needs` sections per colour: the engine's payment search
 * (each colour's own sections first, the rest as joker sets, [003:L176-182]) asked for those cards as the hand, kept
 * only if it plays them all. Null when the cards do not come out as such a payment; the engine still judges the move.
 */
export function paymentFrom(needs: Readonly<Counts>, cards: Readonly<Counts>): Payment | null {
  const p = cheapestPayment(needs, cards);
  return p && cardCount(p) === total(cards) ? p : null;
}

export function placeName(view: Pick<SpikeView, 'map'>, id: string | null | undefined): string {
  return (id && view.map.places.find((p) => p.id === id)?.name) || (id ?? '');
}

/** The draw move of these display cards and this many blind cards, as the engine takes it. */
export function drawMove(seat: number, picked: readonly string[], pile: number): Extract<SpikeMove, { type: 'draw' }> {
  return { type: 'draw', seat, display: picked.toSorted(), pile };
}

/**
 * The seats that may look at their own cards in the "My cards" drawer, in table order: none while the tablet shows a
 * seat's own view (a seat on turn with its hand open: nothing of another seat's hand may reach the screen then), and
 * never a bot (a person would read the bot's hand and route card). null: the drawer refuses to open now.
 */
export function seatsThatMayLook(view: SpikeView, botColors: ReadonlySet<string>): number[] | null {
  if (view.players.some((p) => p.hand !== null)) return null;
  return view.order.filter((seat) => !botColors.has(view.seats[seat]!.color));
}

/** Whether any seat's hand, route card or contract side would show in `view` other than `seat`'s own. */
export function showsOnly(view: SpikeView, seat: number | null): boolean {
  return view.players.every((p) => p.seat === seat || (p.hand === null && (p.routeCards === null || view.phase === 'gameOver')));
}
