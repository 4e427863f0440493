// Phase 5: move goods (rules-spec §2.1.8): two rounds, First Move first in both, one engine upgrade instead of a
// move in one of them, passing allowed; +1 income per link owner (eliminated owners get nothing, A-D17).
import type { HexId } from '../../hex/coords';
import { engineStepRefusal, openSecondRound, passGoodsTurn, takeEngineStep } from '../../common/goods-turns';
import { reason, type Reason } from '../../reason';
import type { Delivery } from '../../track/types';
import { own, seatOf, type Draft } from '../draft';
import { removeCube } from '../goods';
import type { GameState } from '../state';
import type { BoardMap } from '../../map/types';
import { checkDelivery, computeLinks, findDeliveries, type DeliveryOptions, type SpecialGoods } from '../track-port';
import { rulesOf, type AosRules } from '../variants';
import { MAX_ENGINE } from './actions';
import { actionFirst } from './build';

export function startMoveGoods(d: Draft): void {
  const s = d.s;
  s.phase = 'moveGoods';
  s.moveGoods = { round: 1, queue: actionFirst(s.turnOrder, s.actions.firstMove), upgraded: s.players.map(() => false) };
  d.events.push({ type: 'phaseStarted', phase: 'moveGoods', round: s.round });
}

/** Starts the second round of moving goods, or reports that both are done. */
export function nextGoodsRound(d: Draft): boolean {
  const s = d.s;
  return openSecondRound(d.events, s.moveGoods!, () => actionFirst(s.turnOrder, s.actions.firstMove));
}

// States are never changed once made, so the deliveries of a state are a pure function of it: the legal-move list and
// a caller asking for the options of the same position (the UI, the bot) share one search.
const deliveriesCache = new WeakMap<GameState, Map<string, Delivery[]>>();

// A map's special goods (SUS cotton) are fixed by the map and its rules, so their destination set is made once per map
// object and rules.
const specialCache = new WeakMap<BoardMap, Map<string, SpecialGoods | null>>();

function specialGoods(s: GameState, rules: AosRules): SpecialGoods | null {
  let byRules = specialCache.get(s.map);
  if (!byRules) specialCache.set(s.map, (byRules = new Map()));
  let sp = byRules.get(rules.id);
  if (sp === undefined) {
    const v = rules.specialGoods(s.map);
    byRules.set(rules.id, (sp = v && { color: v.color, destinations: new Set(v.destinations) }));
  }
  return sp;
}

/** The path rules of `s` for the track module: who is paid, and the map's special goods. */
function deliveryOptions(s: GameState, rules: AosRules): DeliveryOptions {
  const opts: DeliveryOptions = { paysIncome: (x) => !s.players[x]!.eliminated };
  const special = specialGoods(s, rules);
  if (special) opts.special = special;
  if (Object.keys(s.stationColors).length > 0) opts.placeColors = s.stationColors;
  if (rules.goodsOnTrack) opts.goodsOnTrack = true;
  return opts;
}

/**
 * Every legal delivery of `seat` now (optionally only of cubes on `from`), with what the map adds to each (hooks
 * deliveredCube: a bonus for the mover, SUS cotton; deliveryBonusOwners: the WUS east–west bonus); callers must not
 * edit the list.
 */
export function deliveriesFor(s: GameState, seat: number, from?: HexId, rules: AosRules = rulesOf(s)): Delivery[] {
  let memo = deliveriesCache.get(s);
  if (!memo) deliveriesCache.set(s, (memo = new Map()));
  const key = `${seat}@${from ?? ''}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const links = computeLinks(s.map, s.track);
  const opts = deliveryOptions(s, rules);
  if (from !== undefined) opts.from = from;
  const found = findDeliveries(s.map, s.track, links, s.cubes, s.players[seat]!.engine, opts).map((dl) => {
    let out = dl;
    const moverBonus = rules.deliveredCube(dl.color).moverBonus;
    if (moverBonus > 0) out = { ...out, moverBonus };
    const owners = rules.deliveryBonusOwners(s, dl);
    if (owners.length) out = { ...out, bonusOwners: owners.slice() };
    return out;
  });
  memo.set(key, found);
  return found;
}

/** The delivery a move asks for, or why it is illegal (the track module names the broken path rule). */
export function findDelivery(s: GameState, seat: number, from: HexId, color: string, route: string[], rules: AosRules = rulesOf(s)): Delivery | Reason {
  const links = computeLinks(s.map, s.track);
  const r = checkDelivery(s.map, s.track, links, s.cubes, s.players[seat]!.engine, { from, color, route }, deliveryOptions(s, rules));
  return r.ok ? r.delivery : r.reason;
}

export function deliver(d: Draft, seat: number, from: HexId, color: string, route: string[], bonusTo?: number): Reason | null {
  const s = d.s;
  const found = findDelivery(s, seat, from, color, route, d.rules);
  if ('key' in found) return found;
  // A bonus the map pays one link owner of the mover's choice (WUS east–west): he must name one, and one allowed.
  const owners = d.rules.deliveryBonusOwners(s, found);
  if (owners.length && bonusTo === undefined) return reason('deliver.chooseBonus', { names: owners.map((o) => s.seats[o]!.name).join(', ') });
  if (bonusTo !== undefined && !owners.includes(bonusTo)) {
    return owners.length ? reason('deliver.badBonus', { names: owners.map((o) => s.seats[o]!.name).join(', ') }) : reason('deliver.noBonus');
  }
  removeCube(d, from, found.color);
  const extra = d.rules.deliveredCube(found.color);
  // A delivered cube goes back to the bag (001:L537); SUS cotton leaves the game (001:L774-778).
  if (extra.removed) own(d, 'goodsTotal')[found.color] -= 1;
  else own(d, 'bag')[found.color] += 1;
  for (const [owner, n] of Object.entries(found.incomeBy)) seatOf(d, Number(owner)).income += n;
  seatOf(d, seat).deliveries += 1;
  d.events.push({ type: 'delivered', seat, from, to: found.to, color: found.color, links: found.route.length, incomeBy: { ...found.incomeBy } });
  if (bonusTo !== undefined) {
    seatOf(d, bonusTo).income += 1;
    d.events.push({ type: 'eastWestBonus', seat, to: bonusTo });
  }
  if (extra.moverBonus > 0) {
    // "Erhöhe dein Einkommen zusätzlich um 1 für den Transport von Baumwolle": the mover's, besides the owners' (X5).
    seatOf(d, seat).income += extra.moverBonus;
    d.events.push({ type: 'deliveryBonus', seat, color: found.color, amount: extra.moverBonus });
  }
  s.moveGoods!.queue.shift();
  return null;
}

export function checkUpgrade(s: GameState, seat: number): Reason | null {
  return engineStepRefusal(s.moveGoods!.upgraded[seat], s.players[seat]!.engine, MAX_ENGINE, 'goods.upgradeUsed');
}

export function upgradeEngine(d: Draft, seat: number): Reason | null {
  const bad = checkUpgrade(d.s, seat);
  if (bad) return bad;
  const mg = d.s.moveGoods!;
  takeEngineStep(d.events, mg, mg.upgraded, seatOf(d, seat), seat, (level) => ({ type: 'engineUpgraded', seat, level }));
  return null;
}

export function passGoods(d: Draft, seat: number): Reason | null {
  return passGoodsTurn(d.events, d.s.moveGoods!, seat);
}
