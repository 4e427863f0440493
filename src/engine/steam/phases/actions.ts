// Selecting action tiles ([000:L147-215], rules-spec §2.4.6, §2.5 phase 3): in turn order each player takes one of the
// seven tiles; the basic game charges Goods supply $2, Locomotive $4 + the new level, Urbanization $6 (borrowed when
// cash is short), and lets Goods supply and Urbanization be turned over for nothing when taken.
import { reason, type Reason } from '../../reason';
import { ACTIONS, actionCost, actionNumber, MAX_ENGINE, mayForgo } from '../actions';
import { seatOf, type Draft } from '../draft';
import { borrowingFor, payBorrowing } from '../finance';
import type { ActionId } from '../moves';
import type { SteamState } from '../state';
import { suppliableCities, urbanizableTowns } from './supply';

/** Why Goods supply could not be performed now: no cube group, no supply marker or no city left (S-B13, D34). */
export function supplyImpossible(s: SteamState): Reason | null {
  if (!s.supply.some((g) => g.length > 0)) return reason('action.noSupplyGroup');
  if (s.supplyMarkersLeft <= 0) return reason('action.noSupplyMarker');
  if (suppliableCities(s).length === 0) return reason('action.noSupplyCity');
  return null;
}

/** Why Urbanization could not be performed now: every town urbanized, or no New City tile left ([000:L205]). */
export function urbanizeImpossible(s: SteamState): Reason | null {
  if (s.newCityTiles.length === 0) return reason('action.noNewCity');
  if (urbanizableTowns(s).length === 0) return reason('action.noTown');
  return null;
}

/** Why `seat` may not take `action` (turned over when `forgo`) by the rules alone, or null. */
function ruleRefusal(s: SteamState, seat: number, action: ActionId, forgo: boolean): Reason | null {
  if (s.actions[action] !== null) return reason('action.taken', { action, player: s.seats[s.actions[action]!]!.name });
  if (forgo && !mayForgo(action)) return reason('action.cannotForgo', { action });
  if (forgo && s.edition === 'standard') return reason('action.forgoInBuild');
  const p = s.players[seat]!;
  // Not with an engine at 6 ([000:L195]; the standard game too, S-E3).
  if (action === 'locomotive' && p.engine >= MAX_ENGINE) return reason('action.engineMax', { max: MAX_ENGINE });
  // "Man kann diese Aktion nicht wählen" ([000:L205], D4): not even turned over, unlike Goods supply (D34), for which
  // the rulebook says nothing.
  if (action === 'urbanization') {
    const no = urbanizeImpossible(s);
    if (no) return no;
  }
  // Goods supply that cannot be performed may be taken only turned over (D34); the standard game decides in the build.
  if (action === 'goodsSupply' && !forgo && s.edition === 'basic') {
    const no = supplyImpossible(s);
    if (no) return no;
  }
  const cost = actionCost(s.edition, action, p.engine, forgo);
  if (cost > 0 && !borrowingFor(p, cost).ok) return reason('action.cannotPay', { cost });
  return null;
}

/**
 * Whether some free tile can be taken by the rules. Taking a tile is compulsory (D33); a seat for which every free
 * tile is refused (a six-player table: the Locomotive at level 6 and an impossible Urbanization left) takes one of
 * them without effect.
 */
function anyTakeable(s: SteamState, seat: number): boolean {
  return ACTIONS.some((a) => s.actions[a] === null && (ruleRefusal(s, seat, a, false) === null || (mayForgo(a) && ruleRefusal(s, seat, a, true) === null)));
}

/** Why `seat` may not take `action` now, or null. */
export function checkTakeAction(s: SteamState, seat: number, action: ActionId, forgo: boolean): Reason | null {
  const refused = ruleRefusal(s, seat, action, forgo);
  if (refused && s.actions[action] === null && !forgo && !anyTakeable(s, seat)) return null;
  return refused;
}

export function takeAction(d: Draft, seat: number, action: ActionId, forgo: boolean): Reason | null {
  const s = d.s;
  const bad = checkTakeAction(s, seat, action, forgo);
  if (bad) return bad;
  // A tile allowed only because nothing else was: taken without effect (D33).
  const noEffect = ruleRefusal(s, seat, action, forgo) !== null;
  const p = seatOf(d, seat);
  const cost = noEffect ? 0 : actionCost(s.edition, action, p.engine, forgo);
  const paid = payBorrowing(p, cost);
  s.actions[action] = seat;
  p.action = action;
  p.forgone = forgo || noEffect;
  p.performed = false;
  d.events.push({ type: 'actionTaken', seat, action, number: actionNumber(action), forgo: p.forgone, cost, borrowed: paid.units * 5, cash: p.cash, income: p.income, vp: p.vp });
  if (action === 'locomotive' && !noEffect) {
    p.engine += 1;
    d.events.push({ type: 'engineRaised', seat, level: p.engine, by: 'locomotive' });
  }
  s.queue.shift();
  return null;
}
