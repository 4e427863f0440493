// St. Lucia's start-player phase (rules-spec §2.3.5, 001:L914-932; X15, X16), before issuing shares in every round: no
// bidding; the order changes hands and the new start player must pay $5 for the start; if he cannot or will not, the
// other player may pay $5 to be start player at once; if neither pays, the new order stays and nobody pays (R-LUC-START).
import type { GameEvent } from '../../api';
import { reason, type Reason } from '../../reason';
import { seatOf, type Draft } from '../draft';
import { START_PLAYER_PRICE } from '../numbers';
import type { GameState } from '../state';
import { startIssueShares } from './actions';

/**
 * Who is offered the start from round 2 on: the holder of last round's Turn Order action (001:L930-932, X16), else the
 * player who was second (the order alternates, 001:L915-917). Round 1's offer, to the start player of the dice (X15),
 * is opened by the setup.
 */
function candidateOf(s: GameState): number {
  const holder = s.actions.turnOrder;
  if (holder !== null && s.turnOrder.includes(holder)) return holder;
  return s.turnOrder[1] ?? s.turnOrder[0]!;
}

export function startStartPlayer(d: Draft): void {
  const s = d.s;
  if (s.turnOrder.length < 2) {
    startIssueShares(d);
    return;
  }
  openStartOffer(s, candidateOf(s), d.events);
}

/**
 * Opens the phase with the start owed by `candidate`: the order changes hands first, so he is first, and pays for it
 * or lets the other take it. Also used by the setup for round 1 (the dice's start player, X15).
 */
export function openStartOffer(s: GameState, candidate: number, events: GameEvent[]): void {
  s.phase = 'startPlayer';
  s.queue = [];
  s.turnOrder = [candidate, ...s.turnOrder.filter((x) => x !== candidate)];
  s.startOffer = { candidate, asking: candidate };
  events.push({ type: 'phaseStarted', phase: 'startPlayer', round: s.round });
}

export function checkPayStart(s: GameState, seat: number): Reason | null {
  const cash = s.players[seat]!.cash;
  if (cash < START_PLAYER_PRICE) return reason('startPlayer.cannotPay', { price: START_PLAYER_PRICE, cash });
  return null;
}

export function payStart(d: Draft, seat: number): Reason | null {
  const bad = checkPayStart(d.s, seat);
  if (bad) return bad;
  const s = d.s;
  const p = seatOf(d, seat);
  p.cash -= START_PLAYER_PRICE;
  s.turnOrder = [seat, ...s.turnOrder.filter((x) => x !== seat)];
  s.startOffer = null;
  d.events.push({ type: 'startPlayerPaid', seat, price: START_PLAYER_PRICE, cash: p.cash, order: s.turnOrder.slice() });
  return null;
}

export function declineStart(d: Draft, seat: number): Reason | null {
  const s = d.s;
  const offer = s.startOffer!;
  if (seat === offer.candidate) {
    const other = s.turnOrder.find((x) => x !== seat)!;
    s.startOffer = { candidate: offer.candidate, asking: other };
    d.events.push({ type: 'startPlayerDeclined', seat });
    return null;
  }
  // Neither pays: the new order stays, the start for free (001:L922-925).
  s.startOffer = null;
  d.events.push({ type: 'startOrderKept', seat, order: s.turnOrder.slice() });
  return null;
}
