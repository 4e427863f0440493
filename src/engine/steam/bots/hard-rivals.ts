// Hard's look at the other seats (Steam, issue 21): the cubes they can take, the cubes left once each has delivered
// its best two, their deliveries today and after their next link, and this round's goods phase played forward in the
// move order ([000:L161], [000:L387]), with the memos that keep these per board. Pure: the answers depend on the view alone.
import type { HexId } from '../../hex/coords';
import type { GoodsColor } from '../../map/types';
import type { Delivery } from '../../track/types';
import { linksOf } from '../links';
import { holderFirst } from '../phases/build';
import type { SteamState } from '../state';
import { cubeBest, deliveriesOn, linksWith, ownPoints, rivalPoints, type LinkPlan } from './plan';

/** The link seat `o` would build next with `tiles` tiles on `s` (Medium's pick), if one pays. */
export type NextLink = (s: SteamState, o: number, tiles: number) => LinkPlan | undefined;

/** The cubes ("hex|colour") another seat in the game can deliver now for points of its own. */
export function rivalCubes(s: SteamState, seat: number): Set<string> {
  const out = new Set<string>();
  const links = linksOf(s);
  for (let o = 0; o < s.players.length; o++) {
    if (o === seat || s.players[o]!.bankrupt) continue;
    for (const [k, pts] of cubeBest(s, o, links, s.players[o]!.engine)) if (pts > 0) out.add(k);
  }
  return out;
}

/**
 * The cubes left for the seat once the other seats have each delivered their best two (one goods phase): what a rival
 * can take first is not the seat's to count on.
 */
export function leftAfterRivals(s: SteamState, seat: number): SteamState['cubes'] {
  const links = linksOf(s);
  let byCubes = leftMemo.get(links);
  if (!byCubes) leftMemo.set(links, (byCubes = new WeakMap()));
  let memo = byCubes.get(s.cubes);
  if (!memo) byCubes.set(s.cubes, (memo = new Map()));
  // cubeBest reads each rival's engine: the Locomotive tile raises one while links and cubes stay the same objects
  // (review 13 item 2).
  const mkey = `${seat}|${s.players.map((p) => (p.bankrupt ? -1 : p.engine)).join(',')}`;
  const hit = memo.get(mkey);
  if (hit) return hit;
  const out: SteamState['cubes'] = { ...s.cubes };
  for (let o = 0; o < s.players.length; o++) {
    if (o === seat || s.players[o]!.bankrupt) continue;
    const best = [...cubeBest(s, o, links, s.players[o]!.engine)].filter(([, v]) => v > 0).toSorted((a, b) => b[1] - a[1]).slice(0, 2);
    for (const [k] of best) {
      const [hex, color] = k.split('|') as [HexId, GoodsColor];
      const list = out[hex] ?? [];
      const i = list.indexOf(color);
      if (i >= 0) out[hex] = [...list.slice(0, i), ...list.slice(i + 1)];
    }
  }
  memo.set(mkey, out);
  return out;
}

const leftMemo = new WeakMap<object, WeakMap<object, Map<string, SteamState['cubes']>>>();

/**
 * The points the seat delivers in this round's goods phase on `board` (its build laid), the other seats delivering in
 * the same move order ([000:L161], First move first) on today's board, each taking the delivery that pays it most
 * less a third of what it pays the others (Medium's choice), one cube a pass, two passes ([000:L387]): a look at the
 * cubes another seat takes before the seat's turn comes.
 */
export function goodsAhead(s: SteamState, seat: number, board: SteamState, rivals: Map<number, Delivery[]>): number {
  const lists = new Map(rivals);
  lists.set(seat, deliveriesOn(board, seat, linksOf(board), board.players[seat]!.engine));
  const order = holderFirst(s.turnOrder, s.actions.firstMove);
  return playGoods(s, seat, lists, cubesLeft(s.cubes), [order, order]);
}

/** The cubes on the board as counts by "hex|colour". */
export function cubesLeft(cubes: SteamState['cubes']): Map<string, number> {
  const left = new Map<string, number>();
  for (const [h, cs] of Object.entries(cubes)) for (const c of cs) left.set(`${h}|${c}`, (left.get(`${h}|${c}`) ?? 0) + 1);
  return left;
}

/**
 * The points the seat gets from the goods passes `passes` (each a move order): every seat delivers from its own list
 * the cube still there that pays it most (the seat: its own points; the others: theirs less a third of what the
 * delivery pays the rest, Medium's choice). `left` is used up.
 */
export function playGoods(s: SteamState, seat: number, lists: Map<number, Delivery[]>, left: Map<string, number>, passes: number[][]): number {
  let got = 0;
  for (const order of passes) {
    for (const o of order) {
      if (s.players[o]!.bankrupt) continue;
      let best: Delivery | null = null;
      let bestV = 0;
      for (const d of lists.get(o) ?? []) {
        if (!left.get(`${d.from}|${d.color}`) || ownPoints(d, o) <= 0) continue;
        const v = o === seat ? ownPoints(d, seat) : ownPoints(d, o) - 0.3 * rivalPoints(d, o);
        if (best === null || v > bestV) {
          best = d;
          bestV = v;
        }
      }
      if (!best) continue;
      const k = `${best.from}|${best.color}`;
      left.set(k, left.get(k)! - 1);
      got += best.incomeBy[seat] ?? 0;
    }
  }
  return got;
}

/** Every other seat's deliveries on today's board (the goods look-ahead's rivals). */
export function rivalDeliveries(s: SteamState, seat: number): Map<number, Delivery[]> {
  const out = new Map<number, Delivery[]>();
  const links = linksOf(s);
  for (let o = 0; o < s.players.length; o++) if (o !== seat && !s.players[o]!.bankrupt) out.set(o, deliveriesOn(s, o, links, s.players[o]!.engine));
  return out;
}

/**
 * The other seats' deliveries once those still to build this phase have built the link Medium would (a look at their
 * next build, `nextLink`: the link Medium would build with so many tiles, if one pays).
 */
export function rivalDeliveriesAfterBuild(s: SteamState, seat: number, nextLink: NextLink): Map<number, Delivery[]> {
  const lk = linksOf(s);
  let byCubes = rivalMemo.get(lk);
  if (!byCubes) rivalMemo.set(lk, (byCubes = new WeakMap()));
  let memo = byCubes.get(s.cubes);
  if (!memo) byCubes.set(s.cubes, (memo = new Map()));
  // The rest of what the answer reads: who builds later, who holds the Engineer, and each seat's economy (engine for
  // its deliveries; cash, income and VP for the link Medium would pick). Cubes and links alone let a warm memo answer
  // for another view (review 13 item 3).
  const mkey = `${seat}|${s.round}|${s.build?.queue.join() ?? ''}|${s.actions.engineer}|${s.players.map((p) => (p.bankrupt ? -1 : `${p.engine}/${p.cash}/${p.income}/${p.vp}/${p.hasBuilt ? 1 : 0}`)).join()}`;
  const hit = memo.get(mkey);
  if (hit) return hit;
  const out = new Map<number, Delivery[]>();
  const later = s.build?.queue.slice(1) ?? [];
  for (let o = 0; o < s.players.length; o++) {
    if (o === seat || s.players[o]!.bankrupt) continue;
    let links = linksOf(s);
    if (later.includes(o)) {
      const plan = nextLink({ ...s, build: { ...s.build!, queue: [o] } }, o, s.actions.engineer === o ? 4 : 3);
      if (plan && plan.hexes.length <= (s.actions.engineer === o ? 4 : 3)) links = linksWith(s, o, plan);
    }
    out.set(o, deliveriesOn(s, o, links, s.players[o]!.engine));
  }
  memo.set(mkey, out);
  return out;
}

const rivalMemo = new WeakMap<object, WeakMap<object, Map<string, Map<number, Delivery[]>>>>();
