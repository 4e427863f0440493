// The rail-card supply as counts (issue 19 point 4): a card is drawn from the pile at the moment it is taken, with the
// state's generator, so no state holds the order of future cards. Rounds end when the pile runs out ([003:L204]):
// display and discards are shuffled into a new pile, 4 cards turned up ([003:L218]); round 3's pile is split and the
// three time cards mixed into its lower half ([003:L220]); the third time card drawn ends the game at once
// ([003:L222], P8, P9). Functions here change the draft state they are given (apply.ts copies first).
import type { GameEvent } from '../api';
import { randomInt } from '../rng';
import { countOf, noCards } from './deck';
import type { Counts, SpikeState } from './state';

/** Display size ([003:L80]). */
export const DISPLAY_SIZE = 4;
/** Time cards ([003:L74]). */
export const TIME_CARDS = 3;

/** One colour drawn at random from `from` (weighted by its counts) and taken out of it; null when empty. */
export function drawColor(s: SpikeState, from: Counts): string | null {
  const n = countOf(from);
  if (n === 0) return null;
  let k = randomInt(s.rng, n);
  for (const [color, c] of Object.entries(from)) {
    if (k < c) {
      from[color] = c - 1;
      return color;
    }
    k -= c;
  }
  return null;
}

/** Cards face down (both halves in round 3), time cards not counted. */
export function pileCards(s: SpikeState): number {
  return countOf(s.pile) + countOf(s.lowerPile);
}

/**
 * The next card off the pile: a colour, 'time' for a time card, or null when none is left. A round-1 or round-2 pile
 * asked for while empty ends its round first (the caller ends it when it takes the last card: roundEndsIfEmpty).
 */
function takeFromPile(s: SpikeState, events: GameEvent[]): string | null {
  if (s.round < 3 && pileCards(s) === 0) nextRound(s, events);
  let card: string | null;
  if (countOf(s.pile) > 0) card = drawColor(s, s.pile);
  else {
    // The lower half: its time cards lie at random among its cards.
    const n = countOf(s.lowerPile) + s.timeInPile;
    if (n === 0) return null;
    if (randomInt(s.rng, n) < s.timeInPile) {
      s.timeInPile--;
      card = 'time';
    } else card = drawColor(s, s.lowerPile);
  }
  return card;
}

/**
 * After a card is laid where it goes (a hand, the display): if it was the last of a round-1 or round-2 pile, the round
 * ends now ([003:L204]), so a card turned up for the display is reshuffled with it ([003:L218]).
 */
export function roundEndsIfEmpty(s: SpikeState, events: GameEvent[]): void {
  if (s.round < 3 && pileCards(s) === 0) nextRound(s, events);
}

/**
 * A rail card off the pile for a player or the display: a drawn time card is laid on the board and replaced at once
 * ([003:L222]; at a display refill too, P8); the third ends the game (`s.endedBy` set) and null comes back.
 */
export function drawCard(s: SpikeState, events: GameEvent[]): string | null {
  for (;;) {
    const card = takeFromPile(s, events);
    if (card !== 'time') return card;
    s.timeDrawn++;
    events.push({ type: 'timeCard', number: s.timeDrawn });
    if (s.timeDrawn >= TIME_CARDS) {
      s.endedBy = 'time';
      return null;
    }
  }
}

/** Fills the display up to 4 from the pile ([003:L145]); stops when the game ends or no card is left. */
export function refillDisplay(s: SpikeState, events: GameEvent[]): void {
  const turned: string[] = [];
  while (s.display.length < DISPLAY_SIZE && s.endedBy === null) {
    if (s.round < 3 && pileCards(s) === 0) {
      // A round's pile already empty at rest (nextRound turned it all up): the round ends now and the next one lays
      // its own 4 ([003:L218]); drawing through takeFromPile would add a fifth card on top of them.
      if (turned.length) events.push({ type: 'displayRefilled', cards: turned.splice(0) });
      nextRound(s, events);
      continue;
    }
    const card = drawCard(s, events);
    if (card === null) break;
    s.display.push(card);
    turned.push(card);
    if (s.round < 3 && pileCards(s) === 0) {
      events.push({ type: 'displayRefilled', cards: turned.splice(0) });
      nextRound(s, events);
    }
  }
  if (turned.length) events.push({ type: 'displayRefilled', cards: turned });
}

/**
 * The next round ([003:L204], [003:L218-220]): the next time card up, display and discards into a new pile, 4 cards
 * turned up; at the start of round 3 the pile is split, half of it drawn at random on top, the three time cards mixed
 * into the other half.
 */
export function nextRound(s: SpikeState, events: GameEvent[]): void {
  if (s.round >= 3) return;
  s.round++;
  for (const c of s.display) s.pile[c] = (s.pile[c] ?? 0) + 1;
  for (const [c, n] of Object.entries(s.discards)) s.pile[c] = (s.pile[c] ?? 0) + n;
  s.display = [];
  s.discards = noCards(Object.keys(s.discards));
  events.push({ type: 'roundStarted', round: s.round, pile: countOf(s.pile) });
  const turned: string[] = [];
  while (turned.length < DISPLAY_SIZE) {
    const c = drawColor(s, s.pile);
    if (c === null) break;
    turned.push(c);
  }
  s.display = turned;
  if (turned.length) events.push({ type: 'displayRefilled', cards: turned });
  if (s.round === 3) {
    // The upper half: floor(n/2) cards taken at random; the lower half keeps the rest and gets the time cards.
    const all = s.pile;
    const upper = noCards(Object.keys(all));
    for (let k = Math.floor(countOf(all) / 2); k > 0; k--) {
      const c = drawColor(s, all)!;
      upper[c] = (upper[c] ?? 0) + 1;
    }
    s.lowerPile = all;
    s.pile = upper;
    s.timeInPile = TIME_CARDS;
    events.push({ type: 'pileSplit', upper: countOf(upper), lower: countOf(all) + TIME_CARDS });
  }
}
