// Steam's computer opponents at the levels of issue 21, played from a seat's view through the rule-system bot hook
// (module.ts). All three plan from Steam's economics (rules-spec §2.4–2.5): a delivery pays its mover one point per
// own link ([000:L419-421]), taken as income (paid every later round, half a VP each at the end, twice over in VP
// when negative, [000:L495]) or as VP; money comes from borrowing (basic: $5 for one income step, [000:L92]) or
// capital (standard, [000:L541]), and the standard game charges $1 per engine level each round ([000:L604]). So they
// borrow only for a link that pays, build whole links toward deliveries (plan.ts) and deliver for their own points.
// - easy: short-sighted — one-turn links valued by this goods phase only, income for the first half of the game and VP
//   after, the auctions left at once, action tiles by a fixed liking, the engine raised only when a delivery waits;
// - medium: the same plumbing looking ahead — links valued with one more engine level and the cubes of the next round,
//   points taken as income while the rounds left repay it, borrowing and capital sized to the link it means to build,
//   action tiles by what each adds to its deliveries, Goods supply onto its own network;
// - hard: medium, looking further — twice as many new links judged in full, its best plans laid tile by tile with the
//   engine and judged by the board they leave, more of the later cubes counted, money valued by what the rounds left
//   can still spend (so points go to VP, and surplus cash into links, once income outruns its use), and a look at the
//   other seats: links valued on the cubes left once each of them has delivered its best two, this round's goods
//   phase played forward (their next link built, each taking the cube Medium would, in the move order) for its best
//   plans, for each of its deliveries, and for the First move tile; the engine raised for a point less than Medium;
//   and, beginning a link, its best three played on through the engine to the round's end (every seat moved by
//   Medium, rollout.ts), the one that leaves it most in end points kept; its action tile chosen the same way.
// Every move comes from the engine's queries (legal by construction) and never from the game's generator.
import type { HexId } from '../../hex/coords';
import { hexDistance } from '../../hex/coords';
import type { GoodsColor } from '../../map/types';
import { randomInt, seedRng, type RngState } from '../../rng';
import { reason, type Reason } from '../../reason';
import { printedName } from '../../event-params';
import { applyMove } from '../apply';
import { borrowingFor, capitalUnits, MIN_INCOME } from '../finance';
import { linksOf } from '../links';
import type { ActionId, SteamMove } from '../moves';
import { buildTurn, checkEndBuild, checkForgo, holderFirst, pendingAction } from '../phases/build';
import type { Delivery } from '../../track/types';
import { checkRaise } from '../phases/goods';
import { maxPositionBid } from '../phases/initial-auction';
import { suppliableCities, urbanizableTowns } from '../phases/supply';
import { actionOptions, legalMoves, toAct } from '../queries';
import { incomeToVp } from '../score';
import type { SteamState } from '../state';
import { cubesLeft, goodsAhead, leftAfterRivals, playGoods, rivalCubes, rivalDeliveries, rivalDeliveriesAfterBuild } from './hard-rivals';
import { playRound } from './rollout';
import { cubeBest, deliveriesOn, finishPlans, firstTile, networkValue, planValue, valueOf, newPlans, ownPoints, placeColor, rivalPoints, type LinkPlan } from './plan';

export type Level = 'easy' | 'medium' | 'hard';


/** A move and why, in the catalogue's words (the hint's sentence). */
export interface Decision {
  move: SteamMove;
  why: Reason;
}

/**
 * The delivery points a goods phase a raise of the engine must add beyond its upkeep: Hard in the basic and the
 * standard game, Medium (tests read them). In the standard game, where each level costs $1 every round ([000:L604]),
 * Hard asks for two as Medium does (tuning against three Medium, 72 standard games: 32 % for one point, 39 % for two).
 */
export const HARD_RAISE = 1;
export const HARD_RAISE_STANDARD = 2;
export const MEDIUM_RAISE = 2;

/** Rounds still to play after this one. */
const roundsLeft = (s: SteamState): number => Math.max(0, s.options.rounds - s.round);

/** Phases of a round before its build is over: money taken now can still buy track this round. */
const BEFORE_BUILD = new Set(['initialAuction', 'capital', 'auction', 'selectActions', 'buildTrack']);

/**
 * What a dollar is worth to the seat in end points: money buys track and reach until the last build phase, nothing
 * after. Hard also sees when its money outruns what the rounds left can spend (3 or 4 tiles and an action a round):
 * then a dollar more buys little, and points are better taken as VP.
 */
function dollarWorth(s: SteamState, seat: number, level: Level): number {
  const before = BEFORE_BUILD.has(s.phase) && !s.points;
  if (roundsLeft(s) === 0 && !before) return 0;
  if (level !== 'hard') return 0.3;
  const p = s.players[seat]!;
  const need = (roundsLeft(s) + (before ? 1 : 0)) * (7 + (s.edition === 'standard' ? p.engine : 2));
  const have = p.cash + Math.max(0, p.income) * roundsLeft(s);
  return have <= need ? 0.3 : Math.max(0.05, (0.3 * need) / have);
}

/**
 * What `points` more income are worth now in end points: the dollars of every later income phase that can still be
 * spent, and the income's own end value ([000:L495]: +1 VP per $2, twice a negative amount in minus).
 */
function incomeWorth(s: SteamState, seat: number, points: number, level: Level = 'medium'): number {
  const p = s.players[seat]!;
  const payments = s.phase === 'moveGoods' || s.points ? roundsLeft(s) : roundsLeft(s) + 1;
  return incomeToVp(p.income + points) - incomeToVp(p.income) + dollarWorth(s, seat, level) * points * Math.max(0, payments - 1);
}

/** What this round's income phase will ask of the seat beyond its income (standard: engine maintenance, [000:L604]). */
function roundGap(s: SteamState, seat: number): number {
  const p = s.players[seat]!;
  const maintenance = s.edition === 'standard' ? p.engine : 0;
  return Math.max(0, maintenance - p.income);
}

/** What paying `amount` costs the seat in end points: cash at its worth, borrowing at the income it gives up. */
function priceInPoints(s: SteamState, seat: number, amount: number, level: Level): number {
  const p = s.players[seat]!;
  const d = dollarWorth(s, seat, level);
  if (s.edition === 'standard') return amount * d;
  const b = borrowingFor(p, amount);
  if (!b.ok) return Infinity;
  if (b.units === 0) return amount * d;
  return p.cash * d - b.cashAfter * d - incomeWorth(s, seat, -b.income, level) + 2 * b.vp;
}

/** The most the seat may spend now without its income falling below `floor` (basic) or cash below the round's needs. */
function spendable(s: SteamState, seat: number, floor: number): number {
  const p = s.players[seat]!;
  if (s.edition === 'standard') return p.cash - roundGap(s, seat);
  return p.cash + 5 * Math.max(0, p.income - Math.max(floor, MIN_INCOME));
}

// ——— link plans ———

interface Judged {
  plan: LinkPlan;
  /** Own delivery points a goods phase the link adds, at today's reach or (medium, hard) one more. */
  gain: number;
  util: number;
}

/**
 * The new links worth judging in full (a delivery search each): those touching the seat's network or with cubes at
 * an end that the other end's city takes, cheapest first — a cheap first look, as a player's eye skims the board.
 */
function likelyPlans(s: SteamState, seat: number, plans: LinkPlan[], n: number): LinkPlan[] {
  const mine = netPlaces(s, seat);
  const score = (p: LinkPlan): number => {
    const a = s.cubes[p.from] ?? [];
    const b = s.cubes[p.to] ?? [];
    const ca = placeColor(s, p.from);
    const cb = placeColor(s, p.to);
    const direct = a.filter((c) => c === cb).length + b.filter((c) => c === ca).length;
    const touch = (mine.has(p.from) ? 1 : 0) + (mine.has(p.to) ? 1 : 0);
    return 2 * Math.min(direct, 2) + 1.5 * touch + 0.3 * Math.min(4, a.length + b.length) - 0.25 * p.cost;
  };
  return plans
    .map((p) => ({ p, v: score(p) }))
    .toSorted((x, y) => y.v - x.v)
    .slice(0, n)
    .map((x) => x.p);
}

/** The plans worth building for `seat` with `tiles` tiles, best first. */
function judgePlans(s: SteamState, seat: number, level: Level, tiles: number): Judged[] {
  // Hard counts only the cubes left once the other seats have taken their best ones (a look at their deliveries).
  if (level === 'hard') s = { ...s, cubes: leftAfterRivals(s, seat) };
  const p = s.players[seat]!;
  const links = linksOf(s);
  const reach = level !== 'easy' && p.engine < 6 ? p.engine + 1 : p.engine;
  const further = level === 'hard' ? 0.3 : level === 'medium' ? 0.15 : 0;
  const b0 = cubeBest(s, seat, links, p.engine);
  const b0r = reach === p.engine ? b0 : cubeBest(s, seat, links, reach);
  const v0 = valueOf(b0, s.cubes, further);
  const v0r = reach === p.engine ? v0 : valueOf(b0r, s.cubes, further);
  const left = roundsLeft(s);
  // A point of delivery is taken as income early (worth more than a VP) and as VP late.
  const point = Math.max(1, incomeWorth(s, seat, 1, level));
  // Easy counts this goods phase only; the others the rounds the link will carry cubes (the cubes run out).
  const rounds = level === 'easy' ? 1 : 1 + 0.35 * Math.min(left, 3);
  // Hard looks at twice as many new links in full.
  const plans = [...finishPlans(s, seat, tiles), ...likelyPlans(s, seat, newPlans(s, seat, tiles), level === 'easy' ? 12 : level === 'hard' ? 32 : 16)];
  const out: Judged[] = [];
  for (const plan of plans) {
    let gain = planValue(s, seat, plan, p.engine, further, b0) - v0;
    if (reach !== p.engine) gain = Math.max(gain, 0.6 * (planValue(s, seat, plan, reach, further, b0r) - v0r));
    // The link itself is a VP at the end ([000:L497]); finishing an open one also saves the tiles already laid.
    const linkVp = 1 + (plan.done.length > 0 ? 0.5 * plan.done.length : 0);
    const util = gain * point * rounds + linkVp - priceInPoints(s, seat, plan.cost, level) - (level === 'easy' ? 0 : 0.05 * plan.hexes.length);
    out.push({ plan, gain, util });
  }
  return out.toSorted((a, b) => b.util - a.util);
}

// ——— phases ———

function takePoints(s: SteamState, seat: number, level: Level): Decision {
  const pts = s.points!.queue[0]!.points;
  let income: boolean;
  if (level === 'easy') income = s.round <= Math.ceil(s.options.rounds / 2) || s.players[seat]!.income < 0;
  else income = incomeWorth(s, seat, pts, level) > pts;
  const rounds = roundsLeft(s);
  return {
    move: { type: 'takePoints', seat, as: income ? 'income' : 'vp' },
    why: reason(income ? 'hint.pointsIncome' : 'hint.pointsVp', { points: pts, rounds }),
  };
}

function initialAuction(s: SteamState, seat: number, level: Level): Decision {
  const a = s.initialAuction!;
  // The opener names a bid, $0 allowed; a bid is paid by borrowing, $5 for one income step ([000:L120]).
  if (a.highBidder === null) return { move: { type: 'bidPosition', seat, amount: 0 }, why: reason('hint.bidPosition', { amount: 0 }) };
  // Medium and Hard bid $1 for the first place (Hard passing every time lost NE USA basic games to a late start).
  const cap = level !== 'easy' && a.position === 0 ? 1 : 0;
  if (a.high + 1 <= cap && a.high + 1 <= maxPositionBid(s, seat)) return { move: { type: 'bidPosition', seat, amount: a.high + 1 }, why: reason('hint.bidPosition', { amount: a.high + 1 }) };
  return { move: { type: 'passPosition', seat }, why: reason('hint.passPosition') };
}

/** The best link the seat could build in a round of `tiles` tiles, if one pays. */
function bestPlan(s: SteamState, seat: number, level: Level, tiles: number): Judged | undefined {
  return judgePlans(s, seat, level, tiles).find((j) => j.util > 0);
}

function capital(s: SteamState, seat: number, level: Level): Decision {
  const p = s.players[seat]!;
  const most = capitalUnits(p, false);
  let want: number;
  const left = roundsLeft(s);
  // The round's maintenance beyond income must be in cash at the income phase, or VP go ([000:L606]).
  const gap = roundGap(s, seat);
  if (level === 'easy') {
    const target = left === 0 ? 0 : s.round === 1 ? 10 : 6;
    want = Math.ceil(Math.max(0, gap + target - p.cash) / 5);
  } else {
    // Capital on a board without track yet: the link out of a city that the first build will lay (3 tiles at most).
    const best = bestPlan({ ...s, phase: 'buildTrack' }, seat, level, 3);
    const track = left === 0 ? 0 : best ? best.plan.cost + 1 : s.round <= 2 ? 6 : 0;
    want = Math.ceil(Math.max(0, gap + track - p.cash) / 5);
  }
  // Never so deep that the income phase costs more than the network pays: income stays at −2 or above, unless the
  // maintenance needs it (a missing $2 costs a VP, a $5 step half of one).
  while (want > 0 && p.income - want < -2 && 5 * (want - 1) + p.cash >= gap) want--;
  want = Math.max(0, Math.min(want, most));
  return { move: { type: 'acquireCapital', seat, units: want }, why: reason(want ? 'hint.capital' : 'hint.noCapital', { amount: 5 * want }) };
}

/** What each free action tile is worth to the seat this round, in end points (roughly). */
function actionValues(s: SteamState, seat: number, level: Level): Map<ActionId, number> {
  const p = s.players[seat]!;
  const left = roundsLeft(s);
  const out = new Map<ActionId, number>();
  const links = linksOf(s);
  const now = networkValue(s, seat, links, p.engine);
  const pt = Math.max(1, incomeWorth(s, seat, 1, level));
  for (const o of actionOptions(s, seat)) {
    if (o.refused !== null) continue;
    let v: number;
    if (level === 'easy') {
      const like: Record<ActionId, number> = { engineer: 3, firstBuild: 2.5, locomotive: p.engine < 3 ? 2 : 0, firstMove: now > 0 ? 2 : 0.5, goodsSupply: 1, urbanization: 0.5, turnOrder: 1 };
      v = like[o.action];
    } else {
      switch (o.action) {
        case 'locomotive': {
          const gain = networkValue(s, seat, links, p.engine + 1) - now;
          // Basic: $4 + the new level; standard: $1 a round for the rest of the game.
          const upkeep = s.edition === 'standard' ? (left + 1) * dollarWorth(s, seat, level) : 0;
          v = gain * pt + (p.engine < 3 && left > 2 ? 1.5 : 0) - upkeep;
          break;
        }
        case 'engineer': {
          const judged = judgePlans(s, seat, level, 4);
          const three = judged.find((j) => j.plan.hexes.length <= 3)?.util ?? 0;
          const four = judged[0]?.util ?? 0;
          v = left > 0 ? 1 + Math.max(0, four - three) : 0.3;
          break;
        }
        case 'firstBuild':
          v = left > 0 ? 1.2 : 0.2;
          break;
        case 'firstMove': {
          // Moving first takes the cubes a rival would take first.
          let contested = 0;
          const mine = cubeBest(s, seat, links, p.engine);
          for (let o2 = 0; o2 < s.players.length; o2++) {
            if (o2 === seat || s.players[o2]!.bankrupt) continue;
            for (const [k, pts] of cubeBest(s, o2, links, s.players[o2]!.engine)) if (pts > 0 && (mine.get(k) ?? 0) > 0) contested++;
          }
          v = 0.5 + Math.min(3, contested) * 0.7;
          if (level === 'hard') {
            // The goods phase played forward with the seat first and in its place: the cubes it would lose.
            const lists = rivalDeliveries(s, seat);
            lists.set(seat, deliveriesOn(s, seat, links, p.engine));
            const order = holderFirst(s.turnOrder, s.actions.firstMove);
            const first = holderFirst(s.turnOrder, seat);
            const gain = playGoods(s, seat, lists, cubesLeft(s.cubes), [first, first]) - playGoods(s, seat, lists, cubesLeft(s.cubes), [order, order]);
            v = 0.3 + Math.max(0, gain) * pt;
          }
          break;
        }
        case 'goodsSupply':
          v = supplyChoice(s, seat)?.gain ?? 0;
          v = v * pt * 0.8;
          break;
        case 'urbanization':
          v = (urbanizeChoice(s, seat, level)?.score ?? 0) * 0.6;
          break;
        case 'turnOrder':
          v = s.edition === 'standard' ? 1 : 0.8;
          break;
      }
      v -= priceInPoints(s, seat, o.cost, level);
    }
    out.set(o.action, v);
  }
  return out;
}

function auction(s: SteamState, seat: number, level: Level, rng: RngState): Decision {
  const a = s.auction!;
  const moves = legalMoves(s);
  const priv = moves.find((m) => m.type === 'turnOrderPass');
  if (priv) return { move: priv, why: reason('hint.turnOrderPass') };
  const drop: Decision = { move: { type: 'dropOut', seat }, why: reason('hint.dropOut') };
  if (level === 'easy') return drop;
  const next = a.highBidder === null ? 0 : a.high + 1;
  const p = s.players[seat]!;
  // Never money the round's track and maintenance need.
  const spare = p.cash - roundGap(s, seat) - 8;
  // An early place for at most $2, and only half the time: the tiles are worth little more (a richer bid by the
  // value of the first choice fell to 0 of 16 standard games against Medium in tuning).
  const cap = 2;
  if (next <= Math.min(cap, spare) && next <= p.cash && randomInt(rng, 2) === 0) return { move: { type: 'bid', seat, amount: next }, why: reason('hint.bid', { amount: next }) };
  return drop;
}

function selectAction(s: SteamState, seat: number, level: Level, rng: RngState): Decision {
  // Best first, a little noise between near equals (drawn in the values' order); a stable sort keeps the first of equals.
  const ranked = [...actionValues(s, seat, level)].map(([a, v0]) => ({ a, v: v0 + randomInt(rng, 100) / 1000 })).toSorted((x, y) => y.v - x.v);
  let best: ActionId | null = ranked[0] && ranked[0].v > -Infinity ? ranked[0].a : null;
  // Hard plays its best three tiles on through the round and keeps the one that ends it best (the same margin).
  if (level === 'hard' && ranked.length > 1) best = roundAhead(s, seat, ranked.map((x) => ({ a: x.a, move: { type: 'takeAction', seat, action: x.a } as SteamMove })), rng).a;
  if (best === null) {
    // Only a tile turned over (basic) or the compulsory one the engine allows (D33).
    const m = legalMoves(s).find((x) => x.type === 'takeAction')!;
    return { move: m, why: reason('hint.actionLeft') };
  }
  return { move: { type: 'takeAction', seat, action: best }, why: reason(`hint.action.${best}`) };
}

/** The cities of the seat's complete links. */
function netPlaces(s: SteamState, seat: number): Set<HexId> {
  const out = new Set<HexId>();
  for (const l of linksOf(s)) if (l.complete && l.owner === seat) for (const e of l.ends) out.add(e.hex);
  return out;
}

/** The Goods supply that adds most to the seat's deliveries: a cube group onto a city of its network. */
function supplyChoice(s: SteamState, seat: number): { hex: HexId; field: number; gain: number } | null {
  const cities = suppliableCities(s);
  const fields = s.supply.map((g, i) => (g.length ? i : -1)).filter((i) => i >= 0);
  if (cities.length === 0 || fields.length === 0) return null;
  const p = s.players[seat]!;
  const links = linksOf(s);
  const baseBest = cubeBest(s, seat, links, p.engine);
  const base = valueOf(baseBest, s.cubes, 0.3);
  const mine = netPlaces(s, seat);
  let best: { hex: HexId; field: number; gain: number } | null = null;
  for (const hex of cities.filter((h) => mine.has(h))) {
    const here = placeColor(s, hex);
    for (const field of fields) {
      const group = s.supply[field]!.filter((c) => c !== here);
      const cubes = { ...s.cubes, [hex]: [...(s.cubes[hex] ?? []), ...group] };
      const merged = new Map(baseBest);
      for (const [k, v] of cubeBest(s, seat, links, p.engine, { [hex]: cubes[hex]! })) if (v > (merged.get(k) ?? 0)) merged.set(k, v);
      const gain = valueOf(merged, cubes, 0.3) - base;
      if (!best || gain > best.gain) best = { hex, field, gain };
    }
  }
  return best;
}

/** The New City that helps the seat most: near its network, of the colour most waiting there. */
function urbanizeChoice(s: SteamState, seat: number, level: Level): { hex: HexId; color: GoodsColor; score: number } | null {
  const towns = urbanizableTowns(s);
  if (towns.length === 0 || s.newCityTiles.length === 0) return null;
  const mine = netPlaces(s, seat);
  const own = new Set<HexId>();
  for (const l of linksOf(s)) if (l.owner === seat) for (const e of l.ends) own.add(e.hex);
  let best: { hex: HexId; color: GoodsColor; score: number } | null = null;
  for (const hex of towns) {
    const near = Math.min(9, ...[...mine, ...own].map((h) => hexDistance(h, hex)));
    for (const color of new Set(s.newCityTiles)) {
      // Cubes of that colour on the seat's own places and within three hexes: a city of their colour nearby.
      let n = 0;
      for (const [h, cubes] of Object.entries(s.cubes)) {
        if (h === hex) continue;
        const d = hexDistance(h, hex);
        if (d <= 3 || mine.has(h)) n += cubes.filter((c) => c === color).length * (mine.has(h) ? 1.5 : 1);
      }
      // A town one of the seat's own links ends at (its open ones too) becomes a city for them ([000:L321]).
      const score = n * 0.5 + (own.has(hex) ? 2 : 0) - (level === 'easy' ? 0 : 0.4 * near);
      if (!best || score > best.score) best = { hex, color, score };
    }
  }
  return best;
}

function perform(s: SteamState, seat: number, level: Level, rng: RngState): Decision | null {
  const pending = pendingAction(s, seat);
  if (pending === 'goodsSupply') {
    const c = supplyChoice(s, seat);
    if (c && c.gain > 0) return { move: { type: 'supplyGoods', seat, hex: c.hex, field: c.field }, why: reason('hint.supplyGoods', { place: printedName(s.map, c.hex) }) };
    // None of its cities gains: the cubes onto the city its network (or a planned link) is nearest to.
    const cities = suppliableCities(s);
    const fields = s.supply.map((g, i) => (g.length ? i : -1)).filter((i) => i >= 0);
    if (cities.length && fields.length) {
      const mine = [...netPlaces(s, seat)];
      const plan = bestPlan(s, seat, level, 3);
      const anchor = plan ? [plan.plan.from, plan.plan.to] : mine;
      const near = (h: HexId) => Math.min(20, ...anchor.map((x) => hexDistance(x, h)));
      const hex = cities.toSorted((x, y) => near(x) - near(y))[0]!;
      const field = fields[randomInt(rng, fields.length)]!;
      return { move: { type: 'supplyGoods', seat, hex, field }, why: reason('hint.supplyGoods', { place: printedName(s.map, hex) }) };
    }
    return null;
  }
  if (pending === 'urbanization') {
    const c = urbanizeChoice(s, seat, level);
    if (!c) return null;
    const fields = s.supply.map((g, i) => (g.length ? i : -1)).filter((i) => i >= 0);
    const m: SteamMove = { type: 'urbanize', seat, hex: c.hex, color: c.color };
    if (fields.length) {
      // The cube group with the most cubes the seat's places can take (not of the New City's own colour).
      const mine = netPlaces(s, seat);
      const colors = new Set([...mine].map((h) => placeColor(s, h)).filter((x) => x !== undefined));
      m.field = fields.toSorted((a, b) => s.supply[b]!.filter((x) => colors.has(x) && x !== c.color).length - s.supply[a]!.filter((x) => colors.has(x) && x !== c.color).length)[0]!;
    }
    return { move: m, why: reason('hint.urbanize', { color: c.color, place: printedName(s.map, c.hex) }) };
  }
  return null;
}

/**
 * Hard's look ahead: the whole plan laid tile by tile with the engine (each tile the one firstTile picks on the board
 * the last one left), and the seat's deliveries on the board that results, with the link as the rules make it (its
 * owner, the tiles the box still has). Null when the engine refuses a tile on the way.
 */
function lookAhead(s: SteamState, seat: number, plan: LinkPlan, tiles: number): { value: number; board: SteamState } | null {
  let t: SteamState = { ...s, rng: [0, 0, 0, 0], seed: 0 };
  let entry = plan.entry;
  const n = Math.min(tiles, plan.hexes.length);
  for (let i = 0; i < n; i++) {
    const step: LinkPlan = { ...plan, entry, hexes: plan.hexes.slice(i) };
    const tile = firstTile(t, seat, step);
    if (!tile) return null;
    const r = applyMove(t, tile.move);
    if (!r.ok) return null;
    t = r.state;
    entry = plan.hexes[i]!;
  }
  const p = t.players[seat]!;
  return { value: networkValue(t, seat, linksOf(t), p.engine, 0.3), board: t };
}

function build(s: SteamState, seat: number, level: Level, rng: RngState): Decision {
  const act = perform(s, seat, level, rng);
  if (act) return act;
  const end: Decision = checkEndBuild(s, seat)
    ? checkForgo(s, seat)
      ? { move: legalMoves(s)[0]!, why: reason('hint.endBuild') }
      : { move: { type: 'forgoAction', seat }, why: reason('hint.forgo') }
    : { move: { type: 'endBuild', seat }, why: reason('hint.endBuild') };
  const left = buildTurn(s, seat).left;
  if (left <= 0) return end;
  // Borrowing (basic) keeps income at −3 or above, −1 in the last rounds; the standard game keeps the maintenance.
  const floor = roundsLeft(s) <= 1 ? 0 : level === 'easy' ? -2 : -3;
  const max = spendable(s, seat, floor);
  let judged = judgePlans(s, seat, level, left);
  // A link begun is finished before another is begun: its tiles are paid for, and it lapses if not extended.
  const finishing = judged.filter((j) => j.plan.done.length > 0);
  if (finishing.length) judged = [...finishing, ...judged.filter((j) => j.plan.done.length === 0)];
  const tries: { j: Judged; move: SteamMove; look: number }[] = [];
  const base = level === 'hard' ? networkValue(s, seat, linksOf(s), s.players[seat]!.engine, 0.3) : 0;
  let rivals: Map<number, Delivery[]> | undefined;
  let noBuild: number | undefined;
  for (const j of judged.slice(0, 10)) {
    if (j.util <= 0 && j.plan.done.length === 0) break;
    // A link finished next turn needs this turn's tiles now and the rest from next round's money.
    const now = j.plan.hexes.length > left ? (j.plan.cost * left) / j.plan.hexes.length + 2 : j.plan.cost;
    if (now > max) continue;
    const t = firstTile(s, seat, j.plan);
    if (!t) continue;
    if (level !== 'hard') return { move: t.move, why: buildWhy(s, j) };
    // Hard lays its best plans with the engine and keeps the one whose board pays it most.
    const look = lookAhead(s, seat, j.plan, left);
    if (look === null) continue;
    let score = j.util + 0.5 * (look.value - base);
    // And, in the standard game, plays this round's goods phase forward on that board, the other seats' next links
    // built: the points it really gets once they have taken their cubes. Not in the basic game, where every link is
    // borrowed for: there this round's points, already in util and the look, counted a third time made Hard take the
    // link that pays now over the network that pays later (NE USA basic 10–28 % of 32–40-game samples with it, 28–31 %
    // without; docs/bots.md "Steam levels").
    if (s.edition === 'standard') {
      rivals ??= rivalDeliveriesAfterBuild(s, seat, (v, o, n) => bestPlan(v, o, 'medium', n)?.plan);
      noBuild ??= goodsAhead(s, seat, s, rivals);
      score += Math.max(1, incomeWorth(s, seat, 1, level)) * (goodsAhead(s, seat, look.board, rivals) - noBuild);
    }
    tries.push({ j, move: t.move, look: score });
    if (tries.length >= 6) break;
  }
  if (tries.length) {
    const sorted = tries.toSorted((x, y) => y.look - x.look);
    // Beginning a link, Hard plays its best few on through the round (every seat Medium) and keeps the one whose
    // round ends best for it in end points, the heuristic's first unless another beats it by a margin.
    const b = level === 'hard' && finishing.length === 0 && sorted.length > 1 ? roundAhead(s, seat, sorted, rng) : sorted[0]!;
    return { move: b.move, why: buildWhy(s, b.j) };
  }
  return end;
}

/** How many of its best links (or action tiles) Hard plays forward, the moves each line may take, and the margin another needs. */
const ROUND_LINES = 3;
const ROUND_MOVES = 160;
const ROUND_MARGIN = 0.5;

/** Medium's move for whoever is to act: the policy the other seats (and the seat's own later moves) are played by. */
const mediumPolicy = (t: SteamState, r: RngState): SteamMove | null => levelDecision(t, r, 'medium')?.move ?? null;

/**
 * The seat's position in end points: what the final score would count now (its VP, its income's end value, 1 per
 * completed link it owns: score.ts), and before the end also its money and income at what a dollar is worth to it and
 * its network's deliveries a goods phase for the goods phases left (the cubes run out, as in judgePlans). The completed
 * links count, or a line that completes one would be judged a point short against one that builds nothing.
 */
export function endPoints(t: SteamState, seat: number): number {
  const p = t.players[seat]!;
  if (p.bankrupt) return -100;
  const links = linksOf(t);
  const scored = p.vp + incomeToVp(p.income) + links.filter((l) => l.complete && l.owner === seat).length;
  if (t.phase === 'gameOver') return scored;
  const left = roundsLeft(t);
  const d = dollarWorth(t, seat, 'hard');
  const upkeep = t.edition === 'standard' ? p.engine * left : 0;
  const money = d * (p.cash + Math.max(0, p.income) * left - upkeep);
  const net = networkValue(t, seat, links, p.engine, 0.3);
  const point = Math.max(1, incomeWorth(t, seat, 1, 'hard'));
  return scored + money + net * point * (1 + 0.35 * Math.min(left, 3));
}

/**
 * Hard's choice among `sorted` (best first by its heuristic): each of the first ROUND_LINES played to the round's end
 * with every seat moved by Medium (one seed for all, so the lines differ only by the choice) and judged by endPoints;
 * the heuristic's first is kept unless another ends better by ROUND_MARGIN.
 */
export function roundAhead<T extends { move: SteamMove }>(s: SteamState, seat: number, sorted: T[], rng: RngState): T {
  const seed = randomInt(rng, 0x40000000);
  let best = sorted[0]!;
  let bestV = -Infinity;
  for (const [i, c] of sorted.slice(0, ROUND_LINES).entries()) {
    const r = applyMove(s, c.move);
    if (!r.ok) continue;
    const end = playRound(r.state, mediumPolicy, seedRng(seed), ROUND_MOVES);
    if (!end) continue;
    const v = endPoints(end, seat) - (i === 0 ? 0 : ROUND_MARGIN);
    if (v > bestV) {
      bestV = v;
      best = c;
    }
  }
  return best;
}

function buildWhy(s: SteamState, j: Judged): Reason {
  const to = printedName(s.map, j.plan.to);
  if (j.gain > 0) return reason('hint.build', { place: to, points: Math.round(j.gain * 10) / 10 });
  return reason(j.plan.done.length ? 'hint.finish' : 'hint.buildLink', { place: to });
}

function moveGoods(s: SteamState, seat: number, level: Level): Decision {
  const p = s.players[seat]!;
  const links = linksOf(s);
  const dels = deliveriesOn(s, seat, links, p.engine);
  const canRaise = !checkRaise(s, seat);
  const left = roundsLeft(s);
  const raise: Decision = { move: { type: 'raiseEngine', seat }, why: reason('hint.raiseEngine') };
  // One more reach is worth its maintenance (standard) when it pays more than a delivery now gives up.
  if (level !== 'easy' && canRaise && s.moveGoods!.round === 1 && left > 0) {
    const upkeep = s.edition === 'standard' ? 1 : 0;
    const nowV = networkValue(s, seat, links, p.engine, 0.3);
    const more = networkValue(s, seat, links, p.engine + 1, 0.3);
    // Hard raises for a point less in the basic game (tuning: more wins against Medium, the longer reach pays in the
    // later rounds too); in the standard game, where each level costs $1 a round, for two as Medium.
    const margin = level === 'hard' ? (s.edition === 'standard' ? HARD_RAISE_STANDARD : HARD_RAISE) : MEDIUM_RAISE;
    if (more >= nowV + margin + upkeep && (s.edition === 'basic' || p.cash + p.income >= p.engine + 1)) return raise;
  }
  if (dels.length) {
    // Hard moves first the cubes a rival could take before its next turn.
    const contested = level === 'hard' ? rivalCubes(s, seat) : new Set<string>();
    const value = (d: (typeof dels)[number]) => {
      const own = ownPoints(d, seat);
      if (level === 'easy') return own;
      return own - 0.3 * rivalPoints(d, seat) + (contested.has(`${d.from}|${d.color}`) ? 0.6 : 0);
    };
    let best = dels[0]!;
    for (const d of dels) if (value(d) > value(best)) best = d;
    if (level === 'hard') {
      // Each of the best deliveries played forward: the other seats' picks after it in this pass and the next.
      const lists = rivalDeliveries(s, seat);
      lists.set(seat, dels);
      const mg = s.moveGoods!;
      const order = holderFirst(s.turnOrder, s.actions.firstMove);
      const passes = mg.round === 1 ? [mg.queue.slice(1), order] : [mg.queue.slice(1)];
      const cands = dels.filter((d) => ownPoints(d, seat) > 0).toSorted((a, b) => value(b) - value(a)).slice(0, 6);
      let bestS = -Infinity;
      for (const d of cands) {
        const cubes = cubesLeft(s.cubes);
        const k = `${d.from}|${d.color}`;
        cubes.set(k, cubes.get(k)! - 1);
        const sc = ownPoints(d, seat) + playGoods(s, seat, lists, cubes, passes) + 0.01 * value(d);
        if (sc > bestS) {
          bestS = sc;
          best = d;
        }
      }
    }
    if (ownPoints(best, seat) > 0) {
      return {
        move: { type: 'deliver', seat, from: best.from, color: best.color, route: best.route.slice() },
        why: reason('hint.deliver', { color: best.color, from: printedName(s.map, best.from), place: printedName(s.map, best.to), points: ownPoints(best, seat) }),
      };
    }
  }
  // No delivery of its own: a longer reach when it opens one (or, easy, a first raise of the basic game).
  if (canRaise && left > 0) {
    const opens = networkValue(s, seat, links, p.engine + 1) > networkValue(s, seat, links, p.engine);
    const affordable = s.edition === 'basic' || p.cash + p.income >= p.engine + 1;
    if ((opens && affordable) || (level === 'easy' && s.edition === 'basic' && p.engine < 2)) return raise;
  }
  return { move: { type: 'passGoods', seat }, why: reason('hint.passGoods') };
}

/** The decision of `level` for the seat to act in `s` (null when nobody acts). */
export function levelDecision(s: SteamState, rng: RngState, level: Level): Decision | null {
  const who = toAct(s);
  if (!who) return null;
  const seat = who.seat;
  if (s.points) return takePoints(s, seat, level);
  switch (s.phase) {
    case 'gameOver':
      return null;
    case 'initialAuction':
      return initialAuction(s, seat, level);
    case 'capital':
      return capital(s, seat, level);
    case 'auction':
      return auction(s, seat, level, rng);
    case 'selectActions':
      return selectAction(s, seat, level, rng);
    case 'buildTrack':
      return build(s, seat, level, rng);
    case 'moveGoods':
      return moveGoods(s, seat, level);
  }
}

/** A move of `level` for the seat to act (null when nobody acts). */
export function levelMove(s: SteamState, rng: RngState, level: Level): SteamMove | null {
  return levelDecision(s, rng, level)?.move ?? null;
}
