// Age of Steam's computer opponents at the levels of issue 21, played from a seat's view through the rule-system bot
// hook (module.ts). Both plan from the economics of rules-spec §2.1: each share brings $5 once but costs $1 every round
// (§2.1.10) and 3 points at the end (§2.1.14), each engine level $1 every round, income below 0 after expenses
// eliminates. So they issue shares only for the round's expenses and a link that pays, keep what the expenses need,
// build whole links toward deliveries (links.ts) and deliver for their own income.
// - easy: short-sighted — one-turn links valued by this goods phase only (on Barbados one reach further), shares by a fixed cash target, the auction
//   left at once, actions by a fixed liking, the engine raised only when a delivery waits for it;
// - medium: the same plumbing, with a look at the next rounds — links valued with a longer reach, shares sized to the
//   link it means to build, Locomotive and Engineer when they pay, deliveries that pay its rivals least;
// - hard: medium, looking further — links that take two turns, a network valued also for the cubes of later rounds,
//   the cubes a rival could take moved first, and a higher bid for the turn order when cash is ample.
// Every move comes from the engine's queries (legal by construction) and never from the game's generator.
import { randomInt, type RngState } from '../../rng';
import type { HexId } from '../../hex/coords';
import { hexDistance } from '../../hex/coords';
import { tilePieces } from '../../track/tiles';
import { chooseMove as baselineMove, completeOnly } from '../bot';
import type { ActionId, AosMove } from '../moves';
import { expensesDue, MAX_SHARES } from '../numbers';
import { buildTurn } from '../phases/build';
import { buildMoveOf, buildOptions, checkBuild, deliveryOptions, legalMoves, toAct, urbanizableTowns, urbanizeOptions } from '../queries';
import { finalScoring, newCityColor } from '../round-info';
import type { GameState } from '../state';
import { computeLinks } from '../track-port';
import { rulesOf } from '../variants';
import { finishPlans, firstTileEdges, linksWith, networkValue, newPlans, ownIncome, type LinkPlan } from './links';
import { placeAt } from '../../map/query';
import { chooseByLookahead, LOOKAHEAD_WIDTH, type ForwardPolicy } from './lookahead';
import { placeProductionMove } from './production';
import { chooseByRollout } from './solo-rollout';

export type Level = 'easy' | 'medium' | 'hard';

/** Rounds still to play after this one. */
const roundsLeft = (s: GameState): number => Math.max(0, s.options.rounds - s.round);

/** Dollars this round's expenses need beyond the income collected just before them (§2.1.9–10). */
export function expenseGap(s: GameState, seat: number, moreShares = 0, moreEngine = 0): number {
  const p = s.players[seat]!;
  return Math.max(0, expensesDue(p.shares + moreShares, p.engine + moreEngine) - p.income);
}

export interface Judged {
  plan: LinkPlan;
  /** Own income the link adds (deliveries), at today's reach or one more. */
  gain: number;
  util: number;
}

/** Whether the game scores the money left (Barbados, 001:L897-902) rather than points. */
const scoresMoney = (s: GameState): boolean => finalScoring(s) === 'money';

/**
 * What a point of income, a dollar and a track segment are worth now, in end points (§2.1.14). Where the money left is
 * the score (Barbados) a dollar is a point, a segment nothing, and a point of income the dollars it brings in this
 * round's income phase and every round after.
 */
function worths(s: GameState): { income: number; dollar: number; segment: number } {
  const left = roundsLeft(s);
  if (scoresMoney(s)) return { income: left + 1, dollar: 1, segment: 0 };
  return { income: 3 + 0.5 * Math.min(left, 5), dollar: left === 0 ? 0.3 : 0.7, segment: 1 };
}

/** The plans worth building for `seat`, best first, with `tiles` tiles (plus a turn more for medium's new links). */
export function judgePlans(s: GameState, seat: number, level: Level, tiles: number, begin = true): Judged[] {
  const p = s.players[seat]!;
  const links = computeLinks(s.map, s.track);
  // On Barbados Easy looks one reach further too: a solo seat that sees only this round's cubes builds nothing for rounds
  // and goes bankrupt (0.12 games in one), which the issue allows no level where a choice avoids it.
  const reach = (level !== 'easy' || scoresMoney(s)) && p.engine < 6 ? p.engine + 1 : p.engine;
  const further = level === 'hard' ? 0.3 : 0;
  const v0 = networkValue(s, seat, links, p.engine, further);
  const v0r = reach === p.engine ? v0 : networkValue(s, seat, links, reach, further);
  const w = worths(s);
  const plans = finishPlans(s, seat, tiles);
  // Hard also begins links that take the next turn to finish, when it has none open and rounds to come.
  const longer = level === 'hard' && plans.length === 0 && roundsLeft(s) > 0 && !rulesOf(s).completeSections;
  const fresh = begin ? newPlans(s, longer ? tiles + 2 : tiles) : [];
  plans.push(...fresh);
  const out: Judged[] = [];
  for (const plan of plans) {
    const withLinks = linksWith(s, seat, plan);
    let gain = networkValue(s, seat, withLinks, p.engine, further) - v0;
    if (reach !== p.engine) gain = Math.max(gain, 0.6 * (networkValue(s, seat, withLinks, reach, further) - v0r));
    // A link finished next turn pays a round later, and others may take its cubes meanwhile.
    if (plan.hexes.length > tiles) gain *= 0.6;
    const segments = plan.done.length + plan.hexes.length;
    const util = gain * w.income + segments * w.segment - plan.cost * w.dollar;
    out.push({ plan, gain, util });
  }
  return out.toSorted((a, b) => b.util - a.util);
}

/** The engine's build move for the first tile of `plan`, if the rules allow it now. */
function firstTile(s: GameState, seat: number, plan: LinkPlan): { move: AosMove; cost: number } | null {
  const edges = firstTileEdges(plan);
  if (!edges) return null;
  const onTown = placeAt(s.map, edges.hex)?.kind === 'town';
  // On a town the tile must add only the planned spoke: any other new track would leave an open section.
  const want = (s.track.tiles[edges.hex]?.tracks.length ?? 0) + 1;
  let best: { move: AosMove; cost: number } | null = null;
  for (const o of buildOptions(s, seat, edges.hex, edges.ein)) {
    const pieces = tilePieces(o.request.tile, o.request.rotation, onTown);
    const ok =
      edges.eout === 'town'
        ? pieces.length === want && pieces.some((x) => x.a === edges.ein || x.b === edges.ein)
        : pieces.some((x) => (x.a === edges.ein && x.b === edges.eout) || (x.b === edges.ein && x.a === edges.eout));
    if (ok && (!best || o.cost < best.cost)) best = { move: buildMoveOf(seat, o), cost: o.cost };
  }
  // The options' quick filter of a map rule may let through a build its full check refuses (Western U.S.'s one
  // network, X3): the chosen one is checked in full.
  if (best && best.move.type === 'build') {
    const { hex, tile, rotation, townMarker } = best.move;
    if (!checkBuild(s, seat, townMarker === undefined ? { hex, tile, rotation } : { hex, tile, rotation, townMarker }).ok) return null;
  }
  return best;
}

/**
 * Whether after issuing `count` shares and spending `spend` the seat can still pay every round's expenses to the end:
 * its cash and what the shares still unissued bring (each $5, less at least its first $1) against the rounds'
 * costs beyond its income grown by `gain`.
 */
function solvency(s: GameState, seat: number, count: number, spend: number, gain: number): number {
  const p = s.players[seat]!;
  const shortfall = expensesDue(p.shares + count, p.engine) - (p.income + gain);
  const unissued = Math.max(0, MAX_SHARES - p.shares - count);
  return p.cash + 5 * count - spend + 4 * unissued - (roundsLeft(s) + 1) * Math.max(0, shortfall);
}
const solvent = (s: GameState, seat: number, count: number, spend: number, gain: number): boolean => solvency(s, seat, count, spend, gain) >= 0;

function issueShares(s: GameState, seat: number, level: Level, rng: RngState, deep: boolean): AosMove {
  const p = s.players[seat]!;
  const most = Math.max(0, ...legalMoves(s).map((m) => (m.type === 'issueShares' ? m.count : 0)));
  let want = 0;
  // The best link it could build this round, if one pays in deliveries.
  const best = judgePlans(s, seat, level, 3).find((j) => j.gain > 0);
  if (scoresMoney(s)) {
    // Barbados: a share's $5 comes back at the end and its $1 is due every round left, this one included; it is worth
    // issuing only for a link whose income brings more than that (one share a round at most, 001:L875).
    const invest = Math.max(0, Math.ceil((expenseGap(s, seat) + (best?.plan.cost ?? 0) - p.cash) / 4));
    if (best && invest > 0 && best.gain * (roundsLeft(s) + 1) > invest * (roundsLeft(s) + 1)) want = invest;
    let bridge = 0;
    while (bridge < 13 && p.cash + 5 * bridge < expenseGap(s, seat, bridge)) bridge++;
    const count = Math.max(0, Math.min(Math.max(want, bridge), most));
    const planned: AosMove = { type: 'issueShares', seat, count };
    // Hard plays the share it would not issue (or the one it would) to the end of the game too (solo-rollout.ts): a
    // share's $5 now against its $1 a round and $5 at the end, weighed by what the game makes of it.
    if (level !== 'hard' || !deep || most < 1 || count > 1) return planned;
    return chooseByRollout(s, seat, [planned, { type: 'issueShares', seat, count: 1 - count }], rng, (st, r) => levelMove(st, r, 'hard', false));
  }
  if (level === 'easy') {
    // A fixed cash target while building pays, and always the round's expenses.
    const target = roundsLeft(s) === 0 ? 0 : s.round <= 2 ? 12 : 7;
    const need = expenseGap(s, seat) + target - p.cash;
    want = need > 0 ? Math.ceil(need / 4) : 0;
  } else {
    // Enough for the round's expenses and the best link (its price), with a little more in the first rounds.
    const budget = best ? best.plan.cost + (s.round <= 2 ? 4 : 0) : 0;
    const need = expenseGap(s, seat) + budget - p.cash;
    want = need > 0 ? Math.ceil(need / 4) : 0;
  }
  // Never so many for building that the round's costs outrun income by more than the first rounds can carry...
  while (want > 0 && expensesDue(p.shares + want, p.engine) - p.income > (s.round <= 2 ? 6 : 3)) want--;
  // ...unless a link that pays them back in income waits for the money: a seat whose income lags its costs only gets
  // out of that by delivering.
  if (best) {
    const invest = Math.max(0, Math.ceil((expenseGap(s, seat) + best.plan.cost - p.cash) / 4));
    if (best.gain >= 0.5 * invest) want = Math.max(want, invest);
  }
  // Never so many that the shares left could not carry the costs that outrun income (with the link's gain) to the end:
  // once the 15 are issued, a shortfall takes income, and income below 0 the game (§2.1.10).
  while (want > 0 && !solvent(s, seat, want, best?.plan.cost ?? 0, best?.gain ?? 0)) want--;
  // But always enough for the round's expenses: a missing dollar costs a point of income (and income below 0 the
  // game), a share only $1 a round for its $5.
  let bridge = 0;
  while (bridge < 13 && p.cash + 5 * bridge < expenseGap(s, seat, bridge)) bridge++;
  want = Math.max(want, bridge);
  // A seat that cannot last to the end on its income only gets out by delivering: it issues for the paying link when
  // that leaves it nearer to lasting than paying the expenses alone would.
  if (best && solvency(s, seat, want, 0, 0) < 0) {
    const invest = Math.max(0, Math.ceil((expenseGap(s, seat) + best.plan.cost - p.cash) / 4));
    if (invest > want && solvency(s, seat, invest, best.plan.cost, best.gain) > solvency(s, seat, want, 0, 0)) want = invest;
  }
  return { type: 'issueShares', seat, count: Math.max(0, Math.min(want, most)) };
}

function auction(s: GameState, seat: number, level: Level): AosMove {
  const moves = legalMoves(s);
  const drop = moves.find((m) => m.type === 'dropOut')!;
  const priv = moves.find((m) => m.type === 'turnOrderPass');
  if (priv) return priv;
  if (level === 'easy') return drop;
  const p = s.players[seat]!;
  const spare = p.cash - expenseGap(s, seat) - 10;
  const lowest = moves.find((m): m is Extract<AosMove, { type: 'bid' }> => m.type === 'bid');
  // Going early is worth a little (the first pick of the actions); never money the round needs.
  if (lowest && lowest.amount <= Math.min(spare, level === 'hard' ? 4 : 2)) return lowest;
  return drop;
}

/** The best own income of a delivery of `seat` with its engine at `engine`. */
function bestDelivery(s: GameState, seat: number, engine: number): number {
  const links = computeLinks(s.map, s.track);
  return networkValue(s, seat, links, Math.min(6, engine));
}

function actionValue(s: GameState, seat: number, a: ActionId, level: Level): number {
  const p = s.players[seat]!;
  const left = roundsLeft(s);
  switch (a) {
    case 'locomotive': {
      if (p.engine >= 6) return -1;
      const gain = bestDelivery(s, seat, p.engine + 1) - bestDelivery(s, seat, p.engine);
      return gain > 0.5 ? 4 + gain : p.engine < 3 && left > 3 ? 2.5 : 0;
    }
    case 'engineer':
      return left > 0 ? 3 : 0.5;
    case 'firstBuild':
      return left > 0 ? 2 : 0.5;
    case 'firstMove':
      return bestDelivery(s, seat, p.engine) > 0 ? 2.2 : 0.8;
    case 'urbanization':
      // Before the build phase the engine offers no New City (urbanizeOptions is empty while actions are chosen): Hard
      // counts the towns one could go on. A New City opens its own display column [001:L617-621]: its two cubes only
      // enter the game once it is built, so in a table short of cubes it is worth more than the first build.
      if (level === 'hard') return left > 1 && urbanizableTowns(s).length > 0 ? 2.15 : 0;
      return urbanizeOptions(s, seat).length > 0 && left > 1 ? 1.5 : 0;
    case 'turnOrder':
      return 1;
    case 'production':
      return 0.5;
  }
}

function selectAction(s: GameState, seat: number, level: Level, rng: RngState): AosMove {
  const moves = legalMoves(s).filter((m): m is Extract<AosMove, { type: 'selectAction' }> => m.type === 'selectAction');
  if (!moves.length) return legalMoves(s)[0]!;
  // The Locomotive's level costs $1 every round from now on: only while cash carries this round's expenses with it.
  const p = s.players[seat]!;
  const engineAffordable = p.cash - 3 >= expenseGap(s, seat, 0, 1);
  const easyLike: Partial<Record<ActionId, number>> = { engineer: 3, firstBuild: 2.5, locomotive: p.engine < 3 && engineAffordable ? 2.8 : 0, firstMove: 2, turnOrder: 1, urbanization: 0.5, production: 0.5 };
  let best = moves[0]!;
  let bestV = -Infinity;
  for (const m of moves) {
    let v = level === 'easy' ? (easyLike[m.action] ?? 0) : actionValue(s, seat, m.action, level);
    if (m.action === 'urbanization') v = urbanizeFirst(s, seat) ?? v;
    if (m.action === 'locomotive' && !engineAffordable) v = -0.5;
    v += randomInt(rng, 100) / 1000;
    if (v > bestV) {
      bestV = v;
      best = m;
    }
  }
  return best;
}

/** A New City where most cubes of its colour wait within three hexes, and how many wait there. */
function bestUrbanize(s: GameState, seat: number, options = urbanizeOptions(s, seat)): { hex: HexId; letter: string; n: number } | null {
  let best: { hex: HexId; letter: string; n: number; v: number } | null = null;
  const sources = futureSources(s);
  for (const o of options) {
    // Where the score is the money left (Barbados) the New City is a link's end for the whole game: the printed
    // cities near it are where the growth dice and Production put the next cubes, half a cube each.
    const near = sources.filter((h) => h !== o.hex && hexDistance(h, o.hex) <= 3).length;
    for (const letter of o.letters) {
      const color = newCityColor(s, letter);
      let n = 0;
      let v = 0.5 * near;
      for (const [hex, cubes] of Object.entries(s.cubes)) {
        const d = hexDistance(hex, o.hex);
        if (hex === o.hex || d > 3) continue;
        const k = cubes.filter((c) => c === color).length;
        n += k;
        v += sources.length ? k * (1 - (d - 1) / 3) : k;
      }
      if (!best || v > best.v) best = { hex: o.hex, letter, n, v };
    }
  }
  return best && { hex: best.hex, letter: best.letter, n: best.n };
}

/** The printed cities whose cubes the rounds to come bring, where a New City's place is weighed by them (Barbados). */
function futureSources(s: GameState): HexId[] {
  if (!scoresMoney(s) || roundsLeft(s) < 1) return [];
  return s.map.places.filter((p) => p.kind === 'city').map((p) => p.hex);
}

function urbanize(s: GameState, seat: number): AosMove | null {
  const best = bestUrbanize(s, seat);
  return best && { type: 'urbanize', seat, hex: best.hex, letter: best.letter };
}

/**
 * Where the printed cities take next to no cube — St. Lucia has none (goods lie on the land, 001:L909-911), Barbados
 * only yellow ones (001:L868-869) — a New City is the only place most cubes can be delivered to: Urbanization is worth
 * most of the actions while a town near cubes of its colour is left.
 */
function urbanizeFirst(s: GameState, seat: number): number | null {
  const printed = new Set(s.map.places.flatMap((p) => (p.kind === 'city' ? [p.color] : [])));
  if (printed.size > 1 || roundsLeft(s) < 1) return null;
  // Before the build phase the engine offers no New City yet: every town without one, with every letter left.
  const towns = s.map.places.filter((p) => p.kind === 'town' && s.track.newCities[p.hex] === undefined);
  const best = bestUrbanize(s, seat, s.newCitiesLeft.length ? towns.map((t) => ({ hex: t.hex, letters: s.newCitiesLeft.slice() })) : []);
  return best && best.n >= 1 ? 3.5 + 0.1 * best.n : null;
}

/**
 * A build decision of `level`. `deep`: Hard looks ahead before beginning a link; `begin: false` (the look-ahead's own
 * forward play) only finishes the link begun and then ends the turn.
 */
function build(s: GameState, seat: number, level: Level, rng: RngState, decision: string, deep: boolean, begin = true): AosMove {
  const rules = rulesOf(s);
  const end: AosMove = { type: 'endBuild', seat };
  const safe = (m: AosMove): AosMove => (rules.completeSections ? completeOnly(s, seat, m) : m);
  if (decision === 'transcontinental') return legalMoves(s)[0]!;
  if (decision === 'urbanizeOrBuild') {
    const u = urbanize(s, seat);
    if (u) return u;
  }
  const p = s.players[seat]!;
  const left = buildTurn(s, seat).left;
  if (left <= 0) return safe(end);
  const reserve = expenseGap(s, seat);
  let judged = judgePlans(s, seat, level, left, begin);
  // A link begun is finished before another is begun: its tiles are paid for, and Germany forbids leaving it open.
  const finishing = judged.filter((j) => j.plan.done.length > 0);
  if (finishing.length) judged = finishing;
  // Hard looks ahead before it begins a link (a link begun is finished, so nothing is left to weigh then).
  const look = level === 'hard' && deep && finishing.length === 0;
  const firsts: AosMove[] = [];
  for (const j of judged.slice(0, 8)) {
    if (j.util <= 0 && !(rules.completeSections && finishing.length)) break;
    // The whole link is paid this turn: it must leave what the round's expenses need.
    const must = rules.completeSections && finishing.length > 0;
    // Where a link may not stay open (Germany), a margin for a later tile dearer than planned.
    const margin = rules.completeSections && j.plan.hexes.length > 1 ? 3 : 0;
    // A link finished next turn needs this turn's tiles now and the rest from next round's cash.
    const now = j.plan.hexes.length > left ? (j.plan.cost * left) / j.plan.hexes.length + 3 : j.plan.cost;
    if (p.cash - now < (must ? 0 : reserve + margin)) continue;
    const t = firstTile(s, seat, j.plan);
    // A planned link fits the turn's tiles, so it ends the turn complete where the map asks that (Germany).
    if (t && !look) return t.move;
    if (t && !firsts.some((m) => sameMove(m, t.move))) firsts.push(t.move);
    if (firsts.length >= LOOKAHEAD_WIDTH - 1) break;
  }
  if (!look || firsts.length === 0) return firsts[0] ?? safe(end);
  // Each of the best first tiles and building nothing, played forward through this turn and the goods phase.
  const stop = safe(end);
  const candidates = stop.type === 'endBuild' ? [...firsts, stop] : firsts;
  // The rest of its own turn finishes the link begun (the plain planner), and begins no other: the candidates are
  // weighed by the link they begin.
  const plain: ForwardPolicy = (st) =>
    st.phase === 'buildTrack' && toAct(st)?.decision === 'build' ? build(st, seat, 'hard', rng, 'build', false, false) : (levelMove(st, [...rng] as RngState, 'hard', false) ?? { type: 'endBuild', seat });
  const rival: ForwardPolicy = (st) => levelMove(st, [...rng] as RngState, 'medium', false) ?? legalMoves(st)[0]!;
  // Barbados, solo: each candidate played to the end of the game (solo-rollout.ts), where a poor first link shows.
  if (scoresMoney(s)) return chooseByRollout(s, seat, candidates, rng, (st, r) => levelMove(st, r, 'hard', false));
  return chooseByLookahead(s, seat, candidates, worths(s), roundsLeft(s), plain, rival).move;
}

const sameMove = (a: AosMove, b: AosMove): boolean => JSON.stringify(a) === JSON.stringify(b);

function moveGoods(s: GameState, seat: number, level: Level): AosMove {
  const p = s.players[seat]!;
  const dels = deliveryOptions(s, seat);
  const up = !s.moveGoods!.upgraded[seat] && p.engine < 6;
  // One more reach is worth its $1 a round when it pays more than that now or next round, and the round can pay it.
  const affords = p.cash + p.income >= expensesDue(p.shares, p.engine + 1);
  if (level !== 'easy' && up && affords && s.moveGoods!.round === 1 && roundsLeft(s) > 0) {
    const now = bestDelivery(s, seat, p.engine);
    const more = bestDelivery(s, seat, p.engine + 1);
    if (more >= now + 2) return { type: 'upgradeEngine', seat };
  }
  if (dels.length) {
    // Hard moves first the cubes a rival could take before its next turn.
    const contested = new Set<string>();
    if (level === 'hard') {
      for (let o = 0; o < s.players.length; o++) {
        if (o === seat || s.players[o]!.eliminated) continue;
        for (const d of deliveryOptions(s, o)) if (ownIncome(d, o) > 0) contested.add(`${d.from}|${d.color}`);
      }
    }
    const value = (d: (typeof dels)[number]) => {
      const own = ownIncome(d, seat);
      const others = Object.entries(d.incomeBy).reduce((t, [k, v]) => (Number(k) === seat ? t : t + v), 0);
      return level === 'easy' ? own : own - 0.3 * others + (contested.has(`${d.from}|${d.color}`) ? 0.6 : 0);
    };
    let best = dels[0]!;
    for (const d of dels) if (value(d) > value(best)) best = d;
    if (ownIncome(best, seat) > 0 || level === 'easy') {
      const m: AosMove = { type: 'deliver', seat, from: best.from, color: best.color, route: best.route.slice() };
      if (best.bonusOwners?.length) m.bonusTo = best.bonusOwners.includes(seat) ? seat : best.bonusOwners[0]!;
      return m;
    }
  }
  if (up && affords && roundsLeft(s) > 0 && bestDelivery(s, seat, p.engine + 1) > bestDelivery(s, seat, p.engine)) return { type: 'upgradeEngine', seat };
  return { type: 'passGoods', seat };
}

/** A move of `level` for the seat to act in `s` (null when nobody acts). */
export function levelMove(s: GameState, rng: RngState, level: Level, deep = true): AosMove | null {
  const who = toAct(s);
  if (!who) return null;
  const seat = who.seat;
  switch (s.phase) {
    case 'issueShares':
      return issueShares(s, seat, level, rng, deep);
    case 'auction':
      return auction(s, seat, level);
    case 'selectActions':
      return selectAction(s, seat, level, rng);
    case 'buildTrack':
      return build(s, seat, level, rng, who.decision, deep);
    case 'moveGoods':
      return moveGoods(s, seat, level);
    case 'startPlayer':
      // St. Lucia's start costs $5 a round (001:L914-925): a first pick of the actions, worth it only with money to
      // spare after the round's expenses and a link's tiles.
      return s.players[seat]!.cash - expenseGap(s, seat) - 5 >= 12 && level !== 'easy' ? (legalMoves(s).find((m) => m.type === 'payStartPlayer') ?? { type: 'declineStartPlayer', seat }) : { type: 'declineStartPlayer', seat };
    case 'goodsGrowth':
      // Production's fields: on Barbados where the seat's track takes the cubes (production.ts), else the baseline's.
      return (scoresMoney(s) ? placeProductionMove(s, seat) : null) ?? baselineMove(s, rng);
    default:
      // The start player's offer and the like: the baseline's choice (legal, and rare).
      return baselineMove(s, rng);
  }
}
