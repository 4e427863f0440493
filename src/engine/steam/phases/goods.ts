// Moving goods ([000:L385-445], rules-spec §2.4.8): two rounds in turn order, First move first in both; each player
// raises the engine (free, once per game round over both passes), moves one cube, or passes. A cube travels only over complete links,
// at most engine-level links, to the first city of its colour, no city twice; the mover's own links must number at
// least one and no fewer than any other single player's. Every owner gets 1 point per own link; each recipient takes
// all of them as income or as VP — the mover first, then the others in turn order ([000:L425]).
import type { HexId } from '../../hex/coords';
import type { GoodsColor } from '../../map/types';
import { engineStepRefusal, openSecondRound, passGoodsTurn, takeEngineStep } from '../../common/goods-turns';
import { reason, type Reason } from '../../reason';
import { checkDelivery, findDeliveries, type DeliveryOptions } from '../../track/index';
import type { Delivery, Link } from '../../track/types';
import { MAX_ENGINE } from '../actions';
import { removeCube, seatOf, type Draft } from '../draft';
import { linksOf } from '../links';
import type { SteamState, SteamView } from '../state';
import { holderFirst } from './build';

export function startMoveGoods(d: Draft): void {
  const s = d.s;
  s.phase = 'moveGoods';
  s.moveGoods = { round: 1, queue: holderFirst(s.turnOrder, s.actions.firstMove), raised: s.players.map(() => false) };
  d.events.push({ type: 'phaseStarted', phase: 'moveGoods', round: s.round });
}

/** Starts the second round of moving goods, or says both are done. */
export function nextGoodsRound(d: Draft): boolean {
  const s = d.s;
  // The raise stays counted: once per game round, over both passes ("in jeder Runde in dieser Phase nur einmal", [000:L399]).
  return openSecondRound(d.events, s.moveGoods!, () => holderFirst(s.turnOrder, s.actions.firstMove));
}

/**
 * The own-link rule ([000:L415], STEAM-DEL-01): at least one of the mover's links, and never fewer than the links of
 * any other single player. Unowned links (a bankrupt's) belong to nobody.
 */
export function ownLinkRefusal(route: readonly Link[], mover: number): Reason | null {
  const count = new Map<number, number>();
  for (const l of route) if (l.owner !== null) count.set(l.owner, (count.get(l.owner) ?? 0) + 1);
  const own = count.get(mover) ?? 0;
  if (own === 0) return reason('deliver.noOwnLink');
  for (const [seat, n] of count) if (seat !== mover && n > own) return reason('deliver.fewerOwnLinks', { own, other: n, seat });
  return null;
}

function deliveryOptions(s: SteamView, seat: number): DeliveryOptions {
  return {
    paysIncome: (x) => !s.players[x]!.bankrupt,
    revisitTowns: s.options.revisitTowns,
    acceptRoute: (route) => ownLinkRefusal(route, seat),
  };
}

// States are never changed once made: the deliveries of a state are a pure function of it.
const cache = new WeakMap<object, Map<string, Delivery[]>>();

/** Every legal delivery of `seat` now (optionally only of cubes on `from`); callers must not edit the list. */
export function deliveriesFor(s: SteamView, seat: number, from?: HexId): Delivery[] {
  let memo = cache.get(s);
  if (!memo) cache.set(s, (memo = new Map()));
  const key = `${seat}@${from ?? ''}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const opts = deliveryOptions(s, seat);
  if (from !== undefined) opts.from = from;
  const found = findDeliveries(s.map, s.track, linksOf(s), s.cubes, s.players[seat]!.engine, opts);
  memo.set(key, found);
  return found;
}

/** The delivery a move asks for, or why it is illegal. */
export function findDelivery(s: SteamView, seat: number, from: HexId, color: string, route: string[]): Delivery | Reason {
  const r = checkDelivery(s.map, s.track, linksOf(s), s.cubes, s.players[seat]!.engine, { from, color, route }, deliveryOptions(s, seat));
  return r.ok ? r.delivery : r.reason;
}

/** Recipients of a delivery's points in the order they choose: the mover, then the others in turn order. */
export function recipients(s: SteamView, mover: number, pointsBy: Readonly<Record<number, number>>): { seat: number; points: number }[] {
  const order = [mover, ...s.turnOrder.filter((x) => x !== mover)];
  return order.filter((seat) => (pointsBy[seat] ?? 0) > 0).map((seat) => ({ seat, points: pointsBy[seat]! }));
}

export function deliver(d: Draft, seat: number, from: HexId, color: string, route: string[]): Reason | null {
  const s = d.s;
  const found = findDelivery(s, seat, from, color, route);
  if ('key' in found) return found;
  removeCube(d, from, found.color);
  s.delivered = { ...s.delivered, [found.color]: s.delivered[found.color as GoodsColor] + 1 };
  seatOf(d, seat).deliveries += 1;
  d.events.push({ type: 'delivered', seat, from, to: found.to, color: found.color, links: found.route.length, pointsBy: { ...found.incomeBy } });
  s.points = { mover: seat, queue: recipients(s, seat, found.incomeBy) };
  s.moveGoods!.queue.shift();
  if (s.points.queue.length === 0) s.points = null;
  return null;
}

export function checkTakePoints(s: SteamState, seat: number, as: string): Reason | null {
  const pts = s.points;
  if (!pts || pts.queue[0]?.seat !== seat) return reason('points.notYours');
  if (as !== 'income' && as !== 'vp') return reason('move.malformed.as');
  return null;
}

/** All of this delivery's points to income or to VP, never split ([000:L130], [000:L423]). */
export function takePoints(d: Draft, seat: number, as: 'income' | 'vp'): Reason | null {
  const bad = checkTakePoints(d.s, seat, as);
  if (bad) return bad;
  const pts = d.s.points!;
  const { points } = pts.queue.shift()!;
  const p = seatOf(d, seat);
  if (as === 'income') p.income += points;
  else p.vp += points;
  d.events.push({ type: 'pointsTaken', seat, points, as, income: p.income, vp: p.vp });
  if (pts.queue.length === 0) d.s.points = null;
  return null;
}

export function checkRaise(s: SteamState, seat: number): Reason | null {
  return engineStepRefusal(s.moveGoods!.raised[seat], s.players[seat]!.engine, MAX_ENGINE, 'goods.raisedThisRound');
}

/** Engine +1, free and without VP ([000:L401]), at most once per round of moving goods. */
export function raiseEngine(d: Draft, seat: number): Reason | null {
  const bad = checkRaise(d.s, seat);
  if (bad) return bad;
  const mg = d.s.moveGoods!;
  takeEngineStep(d.events, mg, mg.raised, seatOf(d, seat), seat, (level) => ({ type: 'engineRaised', seat, level, by: 'goods' }));
  return null;
}

export function passGoods(d: Draft, seat: number): Reason | null {
  return passGoodsTurn(d.events, d.s.moveGoods!, seat);
}
