// What the UI asks (ARCHITECTURE rule 8): who acts, every legal move, build and delivery options, Urbanization targets.
import type { Edge, HexId } from '../hex/coords';
import type { Reason } from '../reason';
import type { BuildRequest, Delivery } from '../track/types';
import { emptyFields } from './goods';
import type { AosMove } from './moves';
import { MAX_SHARES } from './numbers';
import { checkIssueShares, checkSelectAction } from './phases/actions';
import { checkPayStart } from './phases/start-player';
import { checkBid, checkPrivilege } from './phases/auction';
import { buildContext, checkBuildMove, checkBuildTurn, checkEndBuild, checkSpecialLink, checkUrbanize, isUrbanizableTown, specialLinkName, type FlowBuildResult } from './phases/build';
import { checkUpgrade, deliveriesFor } from './phases/goods';
import type { GameState } from './state';
import { buildOptions as trackBuildOptions, type BuildOption } from './track-port';
import { rulesOf, type AosRules } from './variants';

export interface ToAct {
  seat: number;
  phase: string;
  /** What the seat decides: issueShares | bid | selectAction | urbanizeOrBuild | build | moveGoods | placeProduction. */
  decision: string;
}

/** The seat that must decide now, or null when the game is over. */
export function toAct(s: GameState): ToAct | null {
  switch (s.phase) {
    case 'startPlayer':
      return s.startOffer ? { seat: s.startOffer.asking, phase: s.phase, decision: 'startPlayer' } : null;
    case 'issueShares':
      return s.queue.length ? { seat: s.queue[0]!, phase: s.phase, decision: 'issueShares' } : null;
    case 'auction':
      return s.auction ? { seat: s.auction.current, phase: s.phase, decision: 'bid' } : null;
    case 'selectActions':
      return s.queue.length ? { seat: s.queue[0]!, phase: s.phase, decision: 'selectAction' } : null;
    case 'buildTrack': {
      // A choice the rules give in mid-turn comes first (WUS transcontinental bonus).
      if (s.pendingBonus) return { seat: s.pendingBonus.seat, phase: s.phase, decision: 'transcontinental' };
      const b = s.build;
      if (!b || !b.queue.length) return null;
      const seat = b.queue[0]!;
      const urb = s.actions.urbanization === seat && !b.urbanizationDone && b.tilesThisTurn === 0;
      return { seat, phase: s.phase, decision: urb ? 'urbanizeOrBuild' : 'build' };
    }
    case 'moveGoods':
      return s.moveGoods && s.moveGoods.queue.length ? { seat: s.moveGoods.queue[0]!, phase: s.phase, decision: 'moveGoods' } : null;
    case 'goodsGrowth':
      return s.production ? { seat: s.production.seat, phase: s.phase, decision: 'placeProduction' } : null;
    default:
      return null;
  }
}

// Each query resolves the map's rules once (rulesOf) and hands them to the phases' checks; legalMoves hands its own on.

/** Where the Urbanization holder may put which New City now (empty when not allowed). */
export function urbanizeOptions(s: GameState, seat: number, rules: AosRules = rulesOf(s)): { hex: HexId; letters: string[] }[] {
  if (s.phase !== 'buildTrack' || !s.build || s.build.queue[0] !== seat) return [];
  const out: { hex: HexId; letters: string[] }[] = [];
  for (const p of s.map.places) {
    if (p.kind !== 'town') continue;
    const letters = s.newCitiesLeft.filter((l) => checkUrbanize(s, seat, p.hex, l, rules) === null);
    if (letters.length) out.push({ hex: p.hex, letters });
  }
  return out;
}

/**
 * The towns a New City could still go on while a letter is left, whoever holds Urbanization and whatever the phase
 * (urbanizeOptions: where the holder may place one now). A bot choosing actions weighs the action by them.
 */
export function urbanizableTowns(s: GameState): HexId[] {
  if (!s.newCitiesLeft.length) return [];
  return s.map.places.filter((p) => p.kind === 'town' && isUrbanizableTown(s, p.hex)).map((p) => p.hex);
}

/**
 * Every legal tile build of `seat` now (optionally on one hex, and only tiles with track at edge `through` of it),
 * with cost and kind; empty outside its build turn.
 */
export function buildOptions(s: GameState, seat: number, hex?: HexId, through?: Edge, rules: AosRules = rulesOf(s)): BuildOption[] {
  return buildOptionsFinder(s, seat, rules)(hex, through);
}

/**
 * buildOptions for many hexes of one position: the build context, the map's quick filter (hook buildOptionFilter:
 * WUS's one network, Germany's complete last tile) and its price (hook buildPrice: Germany's Engineer) are worked out
 * once, not once per hex, so a search over the hexes (canBuildAny) costs no more than the whole list.
 */
export function buildOptionsFinder(s: GameState, seat: number, rules: AosRules = rulesOf(s)): (hex?: HexId, through?: Edge) => BuildOption[] {
  if (s.phase !== 'buildTrack' || !s.build || s.build.queue[0] !== seat || s.pendingBonus) return () => [];
  if (checkBuildTurn(s, seat, rules)) return () => [];
  const ctx = buildContext(s, seat, rules);
  const keep = rules.buildOptionFilter(s, seat, (o) => checkBuildMove(s, seat, o.request, rules).ok);
  const price = rules.buildPrice(s, seat);
  return (hex, through) => {
    let opts = trackBuildOptions(ctx, hex, through);
    if (keep) opts = opts.filter(keep);
    // Each option at the price the seat would pay for it now.
    if (price) opts = opts.map((o) => ({ ...o, cost: price(o.cost) }));
    return opts;
  };
}

/** Why `seat` may not end its build turn now (Germany: an incomplete section, X9), or null. */
export function endBuildReason(s: GameState, seat: number): Reason | null {
  if (s.phase !== 'buildTrack' || !s.build || s.build.queue[0] !== seat) return null;
  return checkEndBuild(s, seat, rulesOf(s));
}

/** Cost (what the seat pays now) and kind of a hypothetical build by `seat`, or the reason it is illegal. */
export function checkBuild(s: GameState, seat: number, req: BuildRequest): FlowBuildResult {
  return checkBuildMove(s, seat, req, rulesOf(s));
}

export interface SpecialLinkOption {
  link: string;
  /** Its places' names, "Düsseldorf–Cologne". */
  name: string;
  /** What the seat pays for it now. */
  cost: number;
}

/** The map's special links `seat` may build now, with what each costs him (Germany). */
export function specialLinkOptions(s: GameState, seat: number, rules: AosRules = rulesOf(s)): SpecialLinkOption[] {
  if (s.phase !== 'buildTrack' || !s.build || s.build.queue[0] !== seat) return [];
  const out: SpecialLinkOption[] = [];
  for (const sl of rules.specialLinks(s.map)) {
    const r = checkSpecialLink(s, seat, sl.id, rules);
    if (r.ok) out.push({ link: sl.id, name: specialLinkName(s.map, sl.id), cost: r.cost });
  }
  return out;
}

/** Every legal delivery of `seat` on the current board (whether or not it is the seat's turn). */
export function deliveryOptions(s: GameState, seat: number): Delivery[] {
  return deliveriesFor(s, seat, undefined, rulesOf(s));
}

/** The `build` move of a build option. */
export function buildMoveOf(seat: number, o: BuildOption): AosMove {
  const m: AosMove = { type: 'build', seat, hex: o.request.hex, tile: o.request.tile, rotation: o.request.rotation };
  if (o.request.townMarker !== undefined) m.townMarker = o.request.townMarker;
  return m;
}

/** Every legal move of the seat to act. */
export function legalMoves(s: GameState): AosMove[] {
  const who = toAct(s);
  if (!who) return [];
  const seat = who.seat;
  const p = s.players[seat]!;
  const rules = rulesOf(s);
  const out: AosMove[] = [];
  switch (s.phase) {
    case 'startPlayer':
      if (!checkPayStart(s, seat)) out.push({ type: 'payStartPlayer', seat });
      out.push({ type: 'declineStartPlayer', seat });
      break;
    case 'issueShares':
      for (let count = 0; count <= MAX_SHARES - p.shares && !checkIssueShares(s, seat, count, rules); count++) out.push({ type: 'issueShares', seat, count });
      break;
    case 'auction': {
      const a = s.auction!;
      for (let amount = a.high + 1; amount <= p.cash; amount++) if (!checkBid(s, seat, amount)) out.push({ type: 'bid', seat, amount });
      if (!checkPrivilege(s, seat)) out.push({ type: 'turnOrderPass', seat });
      out.push({ type: 'dropOut', seat });
      break;
    }
    case 'selectActions':
      for (const action of Object.keys(s.actions) as (keyof typeof s.actions)[]) {
        if (!checkSelectAction(s, action, rules)) out.push({ type: 'selectAction', seat, action });
      }
      break;
    case 'buildTrack': {
      if (s.pendingBonus) {
        const among = s.pendingBonus.among;
        for (let i = 0; i < among.length; i++) for (let j = i + 1; j < among.length; j++) out.push({ type: 'chooseTranscontinental', seat, seats: [among[i]!, among[j]!] });
        break;
      }
      for (const u of urbanizeOptions(s, seat, rules)) for (const letter of u.letters) out.push({ type: 'urbanize', seat, hex: u.hex, letter });
      for (const o of buildOptions(s, seat, undefined, undefined, rules)) out.push(buildMoveOf(seat, o));
      for (const o of specialLinkOptions(s, seat, rules)) out.push({ type: 'buildSpecialLink', seat, link: o.link });
      if (!checkEndBuild(s, seat, rules)) out.push({ type: 'endBuild', seat });
      break;
    }
    case 'moveGoods':
      for (const dl of deliveriesFor(s, seat, undefined, rules)) {
        const m = { type: 'deliver' as const, seat, from: dl.from, color: dl.color, route: dl.route.slice() };
        // WUS: one move per seat the east–west bonus may go to.
        if (dl.bonusOwners?.length) for (const bonusTo of dl.bonusOwners) out.push({ ...m, bonusTo });
        else out.push(m);
      }
      if (!checkUpgrade(s, seat)) out.push({ type: 'upgradeEngine', seat });
      out.push({ type: 'passGoods', seat });
      break;
    case 'goodsGrowth': {
      const pr = s.production!;
      const empty = emptyFields(s, rules);
      if (pr.drawn.length === 1) for (const f of empty) out.push({ type: 'placeProduction', seat, fields: [f] });
      else for (const f of empty) for (const g of empty) if (f !== g) out.push({ type: 'placeProduction', seat, fields: [f, g] });
      break;
    }
    default:
      break;
  }
  return out;
}
