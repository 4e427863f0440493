// What leaves the worker of a Spike state (issue 19 point 4): the public board the lattice scene draws (track, trains,
// delivery markers), and the state as one viewer may see it — its own hand and route card(s); everyone else's only as
// counts; no generator, no seed, no pile colours. Contract sides an advanced player has chosen stay hidden from the
// others until all have chosen (then contractsRevealed puts them on the table).
import type { Viewer } from '../rule-system';
import { viewerSeat } from '../rule-system';
import type { LatticeBoard } from '../lattice/types';
import { placeMarks, NO_HIGHLIGHTS, type LatticePlaceMark, type LatticeView } from '../lattice/view';
import type { SpikeCards } from './cards';
import { cardsForBoard, contractSide, countOf } from './deck';
import type { SpikePlayerView, SpikeState, SpikeView } from './state';

const marks = new WeakMap<LatticeBoard, LatticePlaceMark[]>();

/** The board's cities with their good letters, worked out once per board. */
function placesOf(board: LatticeBoard): LatticePlaceMark[] {
  let m = marks.get(board);
  if (!m) marks.set(board, (m = placeMarks(board)));
  return m;
}

export function boardView(s: SpikeState): LatticeView {
  const track: Record<number, number> = {};
  s.players.forEach((p, seat) => p.track.forEach((i) => (track[i] = seat)));
  return {
    kind: 'lattice',
    board: s.map,
    places: placesOf(s.map),
    track,
    locomotives: s.players.map((p) => (p.loco ? { ...p.loco } : null)),
    deliveries: s.players.flatMap((p, seat) => p.contracts.flatMap((c) => (c.deliveredTo ? [{ seat, place: c.deliveredTo }] : []))),
    highlights: NO_HIGHLIGHTS,
    seats: s.seats.map((x) => ({ name: x.name, color: x.color })),
  };
}

/** One seat as `me` (a seat, or null for the table) may see it. Key order: seat, then hand (secretsOf relies on it). */
export function playerView(s: SpikeState, seat: number, me: number | null): SpikePlayerView {
  const p = s.players[seat]!;
  const own = me === seat;
  const ended = s.phase === 'gameOver';
  const hideSides = s.phase === 'choose' && !own;
  return {
    seat,
    hand: own ? { ...p.hand } : null,
    handCount: countOf(p.hand),
    money: p.money,
    contracts: p.contracts.map((c) => ({ ...c, side: hideSides ? null : c.side })),
    routeCards: own || ended ? p.routeCards.slice() : null,
    routeCardCount: p.routeCards.length,
    train: { ...p.train },
    loco: p.loco ? { ...p.loco } : null,
    home: p.home,
    track: p.track.slice(),
    piecesLeft: p.piecesLeft,
    routeBonus: p.routeBonus,
  };
}

export function viewFor(s: SpikeState, viewer: Viewer): SpikeView {
  const me = viewerSeat(viewer);
  return {
    game: 'spike',
    engineVersion: s.engineVersion,
    edition: s.edition,
    map: s.map,
    seats: s.seats.map((x) => ({ ...x })),
    viewer: me,
    players: s.players.map((_, seat) => playerView(s, seat, me)),
    order: s.order.slice(),
    phase: s.phase,
    setupIndex: s.setupIndex,
    turn: s.turn ? { ...s.turn } : null,
    round: s.round,
    timeDrawn: s.timeDrawn,
    pileCount: countOf(s.pile) + countOf(s.lowerPile) + s.timeInPile,
    timeInPile: s.timeInPile,
    display: s.display.slice(),
    discards: { ...s.discards },
    removedCount: countOf(s.removed),
    market: s.market.map((c) => c.slice()),
    finalTurns: s.finalTurns ? s.finalTurns.slice() : null,
    endedBy: s.endedBy,
    winners: s.winners ? s.winners.slice() : null,
  };
}

const soleDestinations = new WeakMap<SpikeCards, Set<string>>();

/** The destinations, as `"city":…,"pay":…`, that one contract side alone lists in the whole deck: each names its side. */
function destinationsOfOneSide(cards: SpikeCards): Set<string> {
  let out = soleDestinations.get(cards);
  if (out) return out;
  const seen = new Map<string, number>();
  for (const c of cards.contracts) for (const side of c.sides) for (const d of side.destinations) seen.set(destinationText(d), (seen.get(destinationText(d)) ?? 0) + 1);
  out = new Set([...seen].filter(([, n]) => n === 1).map(([k]) => k));
  soleDestinations.set(cards, out);
  return out;
}

const destinationText = (d: { city: string; pay: number }): string => `"city":${JSON.stringify(d.city)},"pay":${d.pay}`;

/**
 * Seat's secrets as strings no other viewer may be shown (the conformance leak test): its hand as its own view writes
 * it, its route cards until the game is over, and the contract sides it chose while the others still choose — the
 * sides as its view writes them, each side's id, and each destination only that side lists (an answer that lists a
 * chosen side's cities and pays names the side, D46).
 */
export function secretsOf(s: SpikeState, seat: number): string[] {
  const p = s.players[seat]!;
  const out = [`"seat":${seat},"hand":${JSON.stringify(p.hand)}`];
  if (s.phase !== 'gameOver') out.push(...p.routeCards);
  if (s.phase === 'choose' && s.order.indexOf(seat) < s.setupIndex) {
    out.push(`"seat":${seat},"sides":${JSON.stringify(p.contracts.map((c) => c.side))}`);
    const cards = cardsForBoard(s.map.id);
    const sole = cards ? destinationsOfOneSide(cards) : new Set<string>();
    for (const c of p.contracts) {
      const side = cards ? contractSide(cards, c) : null;
      if (!side) continue;
      out.push(JSON.stringify(side.id));
      out.push(...side.destinations.map(destinationText).filter((d) => sole.has(d)));
    }
  }
  return out;
}
