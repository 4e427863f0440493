// Building track ([000:L219-381], rules-spec §2.4.7): First build first, then turn order; up to 3 tiles (Engineer 4),
// upgrades and redirects counting; each paid as laid (basic: borrowing when cash is short; standard: cash only); Goods
// supply and Urbanization at any moment of the holder's turn; at the end of the phase, owned incomplete sections that
// got no new track lose their owner (S-B6, D17).
import { reason, type Reason } from '../../reason';
import type { BuildContext, BuildResult } from '../../track/build-types';
import { checkBuild as trackCheckBuild, releaseUnextended } from '../../track/index';
import { linksOf } from '../links';
import type { BuildRequest } from '../../track/types';
import { mayForgo } from '../actions';
import { seatOf, type Draft } from '../draft';
import { borrowingFor, payBorrowing } from '../finance';
import type { SteamState } from '../state';
import { steamSupply, steamTrackRules } from '../track-rules';
import { supplyImpossible, urbanizeImpossible } from './actions';

/** The First build holder first, then the others in turn order ([000:L229]); also First move in phase 3 ([000:L161]). */
export function holderFirst(order: readonly number[], holder: number | null): number[] {
  if (holder === null || !order.includes(holder)) return order.slice();
  return [holder, ...order.filter((s) => s !== holder)];
}

export function startBuild(d: Draft): void {
  const s = d.s;
  s.phase = 'buildTrack';
  s.build = { queue: holderFirst(s.turnOrder, s.actions.firstBuild), tilesThisTurn: 0, spentThisTurn: 0, extension: s.players.map(() => []) };
  d.events.push({ type: 'phaseStarted', phase: 'buildTrack', round: s.round });
}

/** Tiles a seat may lay this round: 3, with the Engineer 4 ([000:L167], [000:L245]). */
export function tileLimit(s: SteamState, seat: number): number {
  return s.actions.engineer === seat ? 4 : 3;
}

/** Whether `seat` can pay `amount` now: basic with borrowing ([000:L98]), standard from cash only ([000:L598-600]). */
export function canPay(s: SteamState, seat: number, amount: number): boolean {
  const p = s.players[seat]!;
  return s.edition === 'standard' ? amount <= p.cash : borrowingFor(p, amount).ok;
}

export function buildContext(s: SteamState, seat: number): BuildContext {
  const p = s.players[seat]!;
  return {
    map: s.map,
    board: s.track,
    seat,
    cash: p.cash,
    supply: steamSupply(s.track),
    townMarkersLeft: 0,
    hasBuiltBefore: p.hasBuilt,
    rules: steamTrackRules((amount, who) => canPay(s, who, amount)),
    seatNames: s.seats.map((x) => x.name),
  };
}

/** The build turn of a seat: tiles it may lay, has laid and has left, and money spent (zeros outside its turn). */
export interface BuildTurn {
  limit: number;
  built: number;
  left: number;
  spent: number;
}

export function buildTurn(s: SteamState, seat: number): BuildTurn {
  const b = s.build;
  if (s.phase !== 'buildTrack' || !b || b.queue[0] !== seat) return { limit: 0, built: 0, left: 0, spent: 0 };
  const limit = tileLimit(s, seat);
  return { limit, built: b.tilesThisTurn, left: Math.max(0, limit - b.tilesThisTurn), spent: b.spentThisTurn };
}

/** The tiles the seat building now has left; a build by anybody else, or outside the phase, is judged by the track rules. */
export function checkBuildTurn(s: SteamState, seat: number): Reason | null {
  const b = s.build;
  if (!b || b.queue[0] !== seat) return null;
  const max = tileLimit(s, seat);
  if (b.tilesThisTurn >= max) return reason('build.tileLimit', { max });
  return null;
}

// A build is checked when offered (UI, bot) and again when applied; the answer depends on the board, the seats and
// the seat's economy, so it is kept per board object and the rest in the key.
const checkCache = new WeakMap<object, Map<string, BuildResult>>();

/** A tile build by `seat`: its turn's limit, then the track rules with Steam's prices and payment. */
export function checkBuildMove(s: SteamState, seat: number, req: BuildRequest): BuildResult {
  const bad = checkBuildTurn(s, seat);
  if (bad) return { ok: false, reason: bad };
  let memo = checkCache.get(s.track);
  if (!memo) checkCache.set(s.track, (memo = new Map()));
  const p = s.players[seat]!;
  const key = `${s.edition}|${seat}|${p.cash}|${p.income}|${p.vp}|${p.hasBuilt}|${req.hex}|${req.tile}|${req.rotation}`;
  const hit = memo.get(key);
  if (hit) return hit;
  let r = trackCheckBuild(buildContext(s, seat), { hex: req.hex, tile: req.tile, rotation: req.rotation });
  // The basic game may borrow: a build it cannot pay is refused for what borrowing cannot cover ([000:L96]).
  if (!r.ok && r.reason.key === 'build.cannotAfford' && s.edition === 'basic') r = { ok: false, reason: reason('build.cannotBorrow', { ...r.reason.params }) };
  memo.set(key, r);
  return r;
}

export function build(d: Draft, seat: number, req: BuildRequest): Reason | null {
  const s = d.s;
  const r = checkBuildMove(s, seat, req);
  if (!r.ok) return r.reason;
  const p = seatOf(d, seat);
  const b = s.build!;
  const cash = p.cash;
  const paid = s.edition === 'standard' ? ((p.cash -= r.cost), null) : payBorrowing(p, r.cost);
  s.track = r.board;
  p.hasBuilt = true;
  p.tilesBuilt += 1;
  b.tilesThisTurn += 1;
  b.spentThisTurn += r.cost;
  b.extension[seat]!.push(...r.extension);
  d.events.push({
    type: 'tileBuilt',
    seat,
    hex: req.hex,
    tile: req.tile,
    rotation: req.rotation,
    cost: r.cost,
    kind: r.kind,
    cashBefore: cash,
    borrowed: paid ? paid.units * 5 : 0,
    cash: p.cash,
    income: p.income,
    vp: p.vp,
  });
  endIfDone(d, seat);
  return null;
}

/**
 * The build turn ends by itself once the seat has laid its last tile and has no Goods supply or Urbanization left to
 * perform (S-AUTO-END): after a tile, a forgone tile, or the last action.
 */
export function endIfDone(d: Draft, seat: number): void {
  const b = d.s.build;
  if (b && b.queue[0] === seat && b.tilesThisTurn >= tileLimit(d.s, seat) && pendingAction(d.s, seat) === null) endBuildTurn(d, seat);
}

/**
 * The Goods supply or Urbanization tile the seat took and has yet to perform or forgo, when it still can be performed
 * (a tile that can no longer be performed — another player took the last cube group or town — lapses).
 */
export function pendingAction(s: SteamState, seat: number): 'goodsSupply' | 'urbanization' | null {
  const p = s.players[seat]!;
  const a = p.action;
  if (!a || !mayForgo(a) || p.forgone || p.performed) return null;
  const impossible = a === 'goodsSupply' ? supplyImpossible(s) : urbanizeImpossible(s);
  return impossible ? null : a;
}

/**
 * Why `seat` may not end its build turn: a Goods supply or Urbanization tile not yet performed, which the basic game
 * requires ([000:L235]) and the standard game asks to perform or forgo ([000:L592-594]).
 */
export function checkEndBuild(s: SteamState, seat: number): Reason | null {
  const pending = pendingAction(s, seat);
  if (!pending) return null;
  return reason(s.edition === 'basic' ? 'build.mustPerform' : 'build.performOrForgo', { action: pending });
}

export function checkForgo(s: SteamState, seat: number): Reason | null {
  const p = s.players[seat]!;
  if (s.edition === 'basic') return reason('action.forgoAtSelection');
  if (!p.action || !mayForgo(p.action)) return reason('action.nothingToForgo');
  if (p.forgone || p.performed) return reason('supply.done', { action: p.action });
  return null;
}

export function forgoAction(d: Draft, seat: number): Reason | null {
  const bad = checkForgo(d.s, seat);
  if (bad) return bad;
  const p = seatOf(d, seat);
  p.forgone = true;
  d.events.push({ type: 'actionForgone', seat, action: p.action });
  endIfDone(d, seat);
  return null;
}

export function endBuild(d: Draft, seat: number): Reason | null {
  const bad = checkEndBuild(d.s, seat);
  if (bad) return bad;
  endBuildTurn(d, seat);
  return null;
}

export function endBuildTurn(d: Draft, seat: number): void {
  const b = d.s.build!;
  const p = d.s.players[seat]!;
  // A tile that could not be performed any more lapses unperformed.
  if (p.action && mayForgo(p.action) && !p.forgone && !p.performed) d.events.push({ type: 'actionLapsed', seat, action: p.action });
  d.events.push({ type: 'buildTurnEnded', seat, tiles: b.tilesThisTurn, spent: b.spentThisTurn });
  b.queue.shift();
  b.tilesThisTurn = 0;
  b.spentThisTurn = 0;
}

/** After the last build turn: sections that got no new track this phase lose their owner ([000:L335], S-B6). */
export function endBuildPhase(d: Draft): void {
  const s = d.s;
  const b = s.build!;
  const owners = new Set<number>();
  for (const l of linksOf(s)) if (!l.complete && l.owner !== null) owners.add(l.owner);
  for (const seat of owners) {
    const before = s.track;
    s.track = releaseUnextended(s.map, s.track, seat, b.extension[seat] ?? []);
    if (s.track !== before) d.events.push({ type: 'sectionsLost', seat });
  }
  s.build = null;
}
