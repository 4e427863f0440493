// What the UI, the bots and the tests may ask about a Steam position: who decides what, every legal move, build and
// delivery options with their money consequences, and the score (ARCHITECTURE rule 8: the UI never re-implements a
// rule).
import { auctionDropPlaces as dropPlaces, lowestBid } from '../auction/index';
import type { Reason } from '../reason';
import type { HexId } from '../hex/coords';
import { landHexes } from '../map/query';
import type { Decider } from '../rule-system';
import { buildOptions as trackBuildOptions } from '../track/index';
import type { Edge } from '../hex/coords';
import type { BuildRequest, Delivery } from '../track/types';
import { ACTIONS, actionCost, mayForgo } from './actions';
import { borrowingFor, capitalPreview, capitalUnits, paymentFor, shortfallFor, type Payment } from './finance';
import type { SteamMove } from './moves';
import { checkTakeAction } from './phases/actions';
import { STEAM_AUCTION } from './phases/auction';
import { buildContext, buildTurn as tilesThisTurn, checkBuildMove, checkBuildTurn, checkEndBuild, checkForgo, pendingAction, type BuildTurn } from './phases/build';
import { checkRaise, deliveriesFor } from './phases/goods';
import { checkPassPosition, maxPositionBid } from './phases/initial-auction';
import { checkSupplyGoods, checkUrbanize, suppliableCities, urbanizableTowns } from './phases/supply';
import type { SteamState, SteamView } from './state';

/** Who decides now and what; null at the end. A delivery's points come first ([000:L425]). */
export function toAct(s: SteamView): Decider | null {
  if (s.phase === 'gameOver') return null;
  if (s.points) return { seat: s.points.queue[0]!.seat, decision: 'takePoints' };
  switch (s.phase) {
    case 'initialAuction':
      return { seat: s.initialAuction!.current, decision: 'initialAuction' };
    case 'capital':
      return { seat: s.queue[0]!, decision: 'capital' };
    case 'auction':
      return { seat: s.auction!.current, decision: 'auction' };
    case 'selectActions':
      return { seat: s.queue[0]!, decision: 'selectAction' };
    case 'buildTrack':
      return { seat: s.build!.queue[0]!, decision: 'build' };
    case 'moveGoods':
      return { seat: s.moveGoods!.queue[0]!, decision: 'moveGoods' };
  }
}

/** A build option with what paying it does (basic: borrowing; standard: cash). */
export interface SteamBuildOption {
  request: BuildRequest;
  cost: number;
  kind: string;
  pay: Payment;
}

/** Every legal build of the seat building now, on one hex or the whole map, with its price and borrowing. */
export function buildOptions(s: SteamState, seat: number, hex?: HexId, through?: Edge): SteamBuildOption[] {
  if (s.phase !== 'buildTrack' || checkBuildTurn(s, seat)) return [];
  const p = s.players[seat]!;
  return trackBuildOptions(buildContext(s, seat), hex, through).map((o) => ({ request: o.request, cost: o.cost, kind: o.kind, pay: paymentFor(s.edition, p, o.cost) }));
}

/** One build checked (the ghost tile under the finger): its price and borrowing, or the reason it is refused. */
export function checkBuild(s: SteamState, seat: number, req: BuildRequest) {
  const r = checkBuildMove(s, seat, req);
  if (!r.ok) return r;
  return { ok: true as const, cost: r.cost, kind: r.kind, pay: paymentFor(s.edition, s.players[seat]!, r.cost) };
}

/** The build turn of `seat` as the build bar shows it: tiles laid and left, and what is still to do before it ends. */
export interface BuildTurnInfo extends BuildTurn {
  /** The Goods supply or Urbanization tile still to perform now, or null ([000:L235], [000:L592-594]). */
  toPerform: 'goodsSupply' | 'urbanization' | null;
  /** The standard game lets that tile be given up instead ([000:L592-594]); never in the basic game. */
  mayForgo: boolean;
  /** Why the turn may not end yet, or null: the End button shows it, disabled. */
  endReason: Reason | null;
}

/** The seat's build turn: its tile count and what it must still do ([000:L235], [000:L592-594]). */
export function buildTurn(s: SteamState, seat: number): BuildTurnInfo {
  const toPerform = pendingAction(s, seat);
  return { ...tilesThisTurn(s, seat), toPerform, mayForgo: toPerform !== null && checkForgo(s, seat) === null, endReason: checkEndBuild(s, seat) };
}

/**
 * Tiles the seat could still lay this turn: the tiles left ([000:L245]), or 0 when no hex takes a tile it can pay
 * (standard: cash only, [000:L598-600]). The end-of-build question asks about these, not the bare limit. The hexes are
 * tried one by one and the search stops at the first legal build, so the answer cannot disagree with buildOptions.
 */
export function unusedTiles(s: SteamState, seat: number): number {
  const left = tilesThisTurn(s, seat).left;
  if (left === 0 || checkBuildTurn(s, seat)) return 0;
  const ctx = buildContext(s, seat);
  for (const hex of landHexes(s.map)) if (trackBuildOptions(ctx, hex).length > 0) return left;
  return 0;
}

/** What paying `amount` would do to a seat: borrowing (basic) or whether cash suffices (standard). */
export function paymentPreview(s: SteamView, seat: number, amount: number): Payment {
  return paymentFor(s.edition, s.players[seat]!, amount);
}

/**
 * The income phases still to come, this round's included until it is paid: income is paid each round ([000:L447-455]),
 * the last included, and the game ends after it ([000:L136], [000:L491]).
 */
export function paydaysLeft(s: SteamView): number {
  if (s.phase === 'gameOver') return 0;
  return s.options.rounds - s.round + 1;
}

/** The place each seat that dropped out of the turn-order auction takes, in drop-out order ([000:L553], [000:L561]). */
export function auctionDropPlaces(s: SteamView): number[] {
  return s.auction ? dropPlaces(s.auction, STEAM_AUCTION) : [];
}

/**
 * The income phase's outcome for a seat at the end of this round, as things stand (or after taking `capital` × $5 of
 * capital, the standard game's phase 1): amount and its consequences ([000:L447-455], [000:L604-606]).
 */
export function roundOutlook(s: SteamView, seat: number, capital = 0) {
  // In phase 1 the capital being chosen counts: its cash and the income it gives up ([000:L541]).
  const now = s.players[seat]!;
  const taken = capital > 0 ? capitalPreview(now, capital) : null;
  const p = taken ? { ...now, cash: taken.cashAfter, income: taken.incomeAfter, vp: taken.vpAfter } : now;
  const maintenance = s.edition === 'standard' ? p.engine : 0;
  const net = p.income - maintenance;
  const paydays = paydaysLeft(s);
  if (net >= 0) return { net, maintenance, cashAfter: p.cash + net, incomeAfter: p.income, vpAfter: p.vp, bankrupt: false, paydays };
  if (s.edition === 'basic') {
    const b = borrowingFor(p, -net);
    return { net, maintenance, cashAfter: b.cashAfter, incomeAfter: p.income - b.income, vpAfter: p.vp - b.vp, bankrupt: !b.ok, paydays };
  }
  const sf = shortfallFor(p, -net);
  return { net, maintenance, cashAfter: sf.cashAfter, incomeAfter: p.income - sf.income, vpAfter: p.vp - sf.vp, bankrupt: !sf.ok, paydays };
}

/** Every legal delivery with points per owner ([000:L419-427]). */
export function deliveryOptions(s: SteamView, seat: number, from?: HexId): Delivery[] {
  if (s.phase !== 'moveGoods' || s.points) return [];
  return deliveriesFor(s, seat, from);
}

/** The action tiles a seat may take now, with their cost (the basic game's prices) and whether they may be turned over. */
export function actionOptions(s: SteamState, seat: number) {
  return ACTIONS.map((action) => {
    const p = s.players[seat]!;
    const refused = checkTakeAction(s, seat, action, false);
    const forgoRefused = mayForgo(action) && s.edition === 'basic' ? checkTakeAction(s, seat, action, true) : null;
    const cost = actionCost(s.edition, action, p.engine, false);
    return { action, cost, pay: paymentFor(s.edition, p, cost), refused, mayForgo: mayForgo(action) && s.edition === 'basic' && forgoRefused === null };
  });
}

/** Where the Goods supply holder may put a cube group, and the fields with cubes. */
export function supplyOptions(s: SteamView) {
  return { cities: suppliableCities(s as SteamState), fields: s.supply.map((g, i) => ({ field: i, cubes: g.slice() })).filter((f) => f.cubes.length > 0) };
}

/** Where the Urbanization holder may put a New City, the colours in the box and the fields with cubes. */
export function urbanizeOptions(s: SteamView) {
  return { towns: urbanizableTowns(s as SteamState), colors: [...new Set(s.newCityTiles)], fields: s.supply.map((g, i) => ({ field: i, cubes: g.slice() })).filter((f) => f.cubes.length > 0) };
}

/** Every legal move now (the conformance suite, the random player and the bots use it). */
export function legalMoves(s: SteamState): SteamMove[] {
  const who = toAct(s);
  if (!who) return [];
  const seat = who.seat;
  const out: SteamMove[] = [];
  switch (who.decision) {
    case 'takePoints':
      out.push({ type: 'takePoints', seat, as: 'income' }, { type: 'takePoints', seat, as: 'vp' });
      break;
    case 'initialAuction': {
      const a = s.initialAuction!;
      for (let amount = a.high + 1; amount <= maxPositionBid(s, seat); amount++) out.push({ type: 'bidPosition', seat, amount });
      if (!checkPassPosition(s, seat)) out.push({ type: 'passPosition', seat });
      break;
    }
    case 'capital':
      for (let units = 0; units <= capitalUnits(s.players[seat]!, s.options.capitalForVp); units++) out.push({ type: 'acquireCapital', seat, units });
      break;
    case 'auction': {
      const a = s.auction!;
      for (let amount = lowestBid(a, STEAM_AUCTION); amount <= s.players[seat]!.cash; amount++) out.push({ type: 'bid', seat, amount });
      out.push({ type: 'dropOut', seat });
      if (a.privilegeSeat === seat && !a.privilegeUsed) out.push({ type: 'turnOrderPass', seat });
      break;
    }
    case 'selectAction':
      for (const action of ACTIONS) {
        if (!checkTakeAction(s, seat, action, false)) out.push({ type: 'takeAction', seat, action });
        if (mayForgo(action) && s.edition === 'basic' && !checkTakeAction(s, seat, action, true)) out.push({ type: 'takeAction', seat, action, forgo: true });
      }
      break;
    case 'build': {
      for (const o of buildOptions(s, seat)) out.push({ type: 'build', seat, ...o.request });
      const pending = pendingAction(s, seat);
      if (pending === 'goodsSupply') {
        for (const hex of suppliableCities(s)) s.supply.forEach((g, field) => g.length && !checkSupplyGoods(s, seat, hex, field) && out.push({ type: 'supplyGoods', seat, hex, field }));
      } else if (pending === 'urbanization') {
        const fields = s.supply.map((g, i) => (g.length ? i : -1)).filter((i) => i >= 0);
        for (const hex of urbanizableTowns(s)) {
          for (const color of new Set(s.newCityTiles)) {
            if (fields.length === 0) out.push({ type: 'urbanize', seat, hex, color });
            for (const field of fields) if (!checkUrbanize(s, seat, hex, color, field)) out.push({ type: 'urbanize', seat, hex, color, field });
          }
        }
      }
      if (!checkForgo(s, seat)) out.push({ type: 'forgoAction', seat });
      if (!checkEndBuild(s, seat)) out.push({ type: 'endBuild', seat });
      break;
    }
    case 'moveGoods':
      for (const dl of deliveriesFor(s, seat)) out.push({ type: 'deliver', seat, from: dl.from, color: dl.color, route: dl.route.slice() });
      if (!checkRaise(s, seat)) out.push({ type: 'raiseEngine', seat });
      out.push({ type: 'passGoods', seat });
      break;
  }
  return out;
}
