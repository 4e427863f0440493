// Spike's moves and events in words for the history, per viewer (issue 19 point 4): another seat's cards drawn blind,
// its hand dealt, its gift and its secret choices become counts ("Ann drew 2 cards, 1 of them blue from the display").
// Parameters named color, good, attribute and decision are ids the catalogue translates; `cards` is a list of colour
// ids (messages.ts SPIKE_ID_PARAMS, spikeListParam).
import type { GameEvent } from '../api';
import { nameOfSeat, withEventFields } from '../event-params';
import { reason, type Reason } from '../reason';
import { viewerSeat, type Viewer } from '../rule-system';
import { cardsForBoard, routeCard } from './deck';
import type { SpikeMove } from './moves';
import type { SpikeState } from './state';

type Named = Pick<SpikeState, 'seats' | 'map'>;

const sees = (viewer: Viewer, ...seats: unknown[]): boolean => {
  const me = viewerSeat(viewer);
  return me !== null && seats.includes(me);
};

const seatName = (s: Named | null, seat: unknown): string => nameOfSeat(s?.seats, seat);
const placeName = (s: Named | null, city: unknown): string => (typeof city === 'string' ? (s?.map.places.find((p) => p.id === city)?.name ?? city) : '');
const list = (v: unknown): string => (Array.isArray(v) ? v.map(String).join(', ') : '');
const cardList = (counts: unknown): string =>
  Object.entries((counts ?? {}) as Record<string, number>)
    .flatMap(([c, n]) => Array.from({ length: n }, () => c))
    .join(', ');

/**
 * Which sentence says a draw: the drawer's own names every card ('drawOwn…'), anyone else's the display cards and a
 * count; a draw from the display only or the pile only says just that part.
 */
function drawKey(own: boolean, shown: number, blind: number): string {
  if (shown === 0) return own && blind > 0 ? 'drawOwnPile' : 'drawPile';
  if (blind === 0) return 'drawDisplay';
  return own ? 'drawOwn' : 'draw';
}

/** The event as `viewer` may see it: another seat's hand, blind draws, gift and secret choices are left out. */
export function redactEvent(e: GameEvent, viewer: Viewer): GameEvent {
  switch (e.type) {
    case 'dealt':
      if (sees(viewer, e.seat)) return e;
      return { type: e.type, seat: e.seat, handCount: Object.values(e.hand as Record<string, number>).reduce((a, b) => a + b, 0), routeCardCount: (e.routeCards as string[]).length };
    case 'drew':
      return sees(viewer, e.seat) ? e : { type: e.type, seat: e.seat, display: e.display, pileCount: (e.pile as string[]).length };
    case 'gift':
      return sees(viewer, e.seat, e.to) ? e : { type: e.type, seat: e.seat, to: e.to };
    case 'setupChosen':
      return sees(viewer, e.seat) ? e : { type: e.type, seat: e.seat };
    default:
      return e;
  }
}

/** A move in words for `viewer`; `events` are the move's own (the drawn cards are only there). */
export function describeMove(before: Named, m: SpikeMove, events: readonly GameEvent[], viewer: Viewer): Reason {
  const name = seatName(before, m.seat);
  switch (m.type) {
    case 'chooseSetup':
      return reason('moveDesc.chooseSetup', { name });
    case 'gift': {
      const to = events.find((e) => e.type === 'gift')?.to;
      return sees(viewer, m.seat, to) ? reason('moveDesc.gift', { name, to: seatName(before, to), color: m.color }) : reason('moveDesc.giftHidden', { name, to: seatName(before, to) });
    }
    case 'placeLoco':
      return reason('moveDesc.placeLoco', { name, city: placeName(before, m.city) });
    case 'freeMove':
    case 'startMoving':
    case 'extraMove': {
      const moved = events.find((e) => e.type === 'moved');
      const city = moved?.city;
      const params = { name, spaces: m.path.length, city: placeName(before, city), good: m.deliver ?? '', load: m.type === 'startMoving' ? (m.load ?? '') : '' };
      const load = m.type === 'startMoving' && m.load ? 'Load' : '';
      const end = city === undefined ? '' : m.deliver ? 'Deliver' : 'City';
      return reason(`moveDesc.${m.type}${load}${end}`, params);
    }
    case 'draw': {
      const drew = events.find((e) => e.type === 'drew');
      // The blind cards: the played move's own events name them (the history passes them unredacted, so every viewer
      // gets the real count, also of a draw the third time card cut short; the colours below go to the drawer alone).
      // Events redacted to a count come only with a suggestion (worker bot-turn.ts thinkHint, applied to the full
      // state): it says the number the move asks for, never "0 cards" and never whether a time card will cut it short.
      const blind = Array.isArray(drew?.pile) ? (drew.pile as string[]) : null;
      const blindCount = blind ? blind.length : m.pile;
      const count = m.display.length + blindCount;
      const own = sees(viewer, m.seat) && blind !== null;
      // The blind cards' colours go to the drawer alone: the params cross to the page whatever the sentence prints.
      const params = { name, count, shown: m.display.length, cards: list(m.display), ...(own ? { drawn: list(blind) } : {}) };
      return reason(`moveDesc.${drawKey(own, m.display.length, blindCount)}`, params);
    }
    case 'build': {
      const built = events.find((e) => e.type === 'built');
      return reason('moveDesc.build', { name, city: placeName(before, built?.city), pieces: m.nodes.length - 1, cards: cardList(built?.cards), gain: Number(built?.gain ?? 0), good: String(built?.good ?? '') });
    }
    case 'upgrade': {
      const up = events.find((e) => e.type === 'upgraded');
      return reason('moveDesc.upgrade', { name, attribute: m.attribute, level: Number(up?.level ?? 0), cost: Number(up?.cost ?? 0) });
    }
    case 'discard':
      return reason('moveDesc.discard', { name, good: m.good });
    case 'pass':
      return reason('moveDesc.pass', { name });
  }
}

/** An event in words for `viewer`; `after` (the state it led to) gives names. */
export function describeEvent(raw: GameEvent, after: Named | null, viewer: Viewer): Reason {
  const e = redactEvent(raw, viewer);
  const p: Record<string, string | number> = {};
  let key = `event.${e.type}`;
  if (e.seat !== undefined) p.name = seatName(after, e.seat);
  switch (e.type) {
    case 'startPlayer':
      p.order = (e.order as number[]).map((x) => seatName(after, x)).join(', ');
      break;
    case 'marketLaid':
      p.market = (e.market as string[][]).map((col) => col.join('/')).join('; ');
      break;
    case 'contractsDealt':
      p.goods = (e.contracts as { good: string }[]).map((c) => c.good).join(', ');
      p.count = (e.contracts as unknown[]).length;
      break;
    case 'dealt':
      if (e.hand) {
        p.cards = cardList(e.hand);
        p.count = (e.routeCards as string[]).length;
      } else {
        key = 'event.dealtHidden';
        p.count = Number(e.handCount);
        p.routes = Number(e.routeCardCount);
      }
      break;
    case 'displayRefilled':
      p.cards = list(e.cards);
      break;
    case 'setupChosen':
      key = 'event.setupChosen';
      break;
    case 'contractsRevealed':
      break;
    case 'gift':
      p.to = seatName(after, e.to);
      if (e.color === undefined) key = 'event.giftHidden';
      break;
    case 'locoPlaced':
      p.city = placeName(after, e.city);
      break;
    case 'drew': {
      const display = (e.display as string[]) ?? [];
      p.shown = display.length;
      p.cards = list(display);
      const blind = Array.isArray(e.pile) ? e.pile.length : Number(e.pileCount ?? 0);
      if (Array.isArray(e.pile)) p.drawn = list(e.pile);
      p.count = display.length + blind;
      key = `event.${drawKey(Array.isArray(e.pile), display.length, blind).replace('draw', 'drew')}`;
      break;
    }
    case 'built':
      p.city = placeName(after, e.city);
      p.cards = cardList(e.cards);
      p.pieces = (e.segments as number[]).length;
      break;
    case 'moved':
      p.spaces = (e.path as unknown[]).length;
      if (e.city !== undefined) {
        key = 'event.movedCity';
        p.city = placeName(after, e.city);
      }
      break;
    case 'delivered':
      p.city = placeName(after, e.city);
      break;
    case 'winners':
      p.winners = (e.seats as number[]).map((x) => seatName(after, x)).join(', ');
      break;
    case 'routeScored': {
      // The card shows its top city (place name) once it is revealed at the end.
      const card = after ? routeCard(cardsForBoard(after.map.id)!, String(e.card)) : undefined;
      p.top = placeName(after, card?.top ?? e.card);
      break;
    }
    default:
      break;
  }
  // Lists of objects (paths, the market, contracts) are said by the keys set above, never as raw values.
  const plain = Object.fromEntries(Object.entries(e).filter(([, v]) => !Array.isArray(v) || v.every((x) => typeof x !== 'object')));
  return reason(key, withEventFields(plain as GameEvent, p));
}
