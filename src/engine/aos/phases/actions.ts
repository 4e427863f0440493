// Phases 1 and 3: issue shares (rules-spec §2.1.4) and select actions (§2.1.6; Locomotive is immediate, D15).
import { reason, type Reason } from '../../reason';
import { seatOf, type Draft } from '../draft';
import type { ActionId } from '../moves';
import type { GameState } from '../state';
import { offeredActions } from '../round-info';
import { MAX_SHARES, SHARE_VALUE } from '../numbers';
import { rulesOf, type AosRules } from '../variants';

export const MAX_ENGINE = 6;

export function startIssueShares(d: Draft): void {
  const s = d.s;
  s.phase = 'issueShares';
  s.queue = s.turnOrder.slice();
  d.events.push({ type: 'phaseStarted', phase: 'issueShares', round: s.round });
}

/** `count` is a whole number ≥ 0 (the move schema checks that). */
export function checkIssueShares(s: GameState, seat: number, count: number, rules: AosRules = rulesOf(s)): Reason | null {
  const p = s.players[seat]!;
  if (p.shares + count > MAX_SHARES) return reason('shares.cap', { max: MAX_SHARES, have: p.shares, count, left: MAX_SHARES - p.shares });
  const perRound = rules.maxSharesPerRound;
  if (perRound !== undefined && count > perRound) return reason('shares.perRound', { max: perRound, count });
  return null;
}

export function issueShares(d: Draft, seat: number, count: number): Reason | null {
  const bad = checkIssueShares(d.s, seat, count, d.rules);
  if (bad) return bad;
  const p = seatOf(d, seat);
  p.shares += count;
  p.cash += count * SHARE_VALUE;
  d.events.push({ type: 'sharesIssued', seat, count, cash: p.cash, shares: p.shares });
  d.s.queue.shift();
  return null;
}

export function startSelectActions(d: Draft): void {
  const s = d.s;
  s.phase = 'selectActions';
  s.queue = s.turnOrder.slice();
  for (const a of Object.keys(s.actions) as ActionId[]) s.actions[a] = null;
  // Barbados: the markers stay until every offered action carries one; then all are taken off (001:L886-890).
  if (d.rules.actionMarkers && offeredActions(s, d.rules).every((a) => s.actionMarkers.includes(a))) s.actionMarkers = [];
  s.players.forEach((p, seat) => {
    if (p.action !== null) seatOf(d, seat).action = null;
  });
  d.events.push({ type: 'phaseStarted', phase: 'selectActions', round: s.round });
}

export function checkSelectAction(s: GameState, action: ActionId, rules: AosRules = rulesOf(s)): Reason | null {
  if (!offeredActions(s, rules).includes(action)) return reason('action.notOnMap', { action });
  if (s.actionMarkers.includes(action)) return reason('action.marked', { action });
  const holder = s.actions[action];
  if (holder !== null) return reason('action.taken', { action, seat: holder, name: s.seats[holder]?.name ?? '' });
  return null;
}

export function selectAction(d: Draft, seat: number, action: ActionId): Reason | null {
  const bad = checkSelectAction(d.s, action, d.rules);
  if (bad) return bad;
  const s = d.s;
  s.actions[action] = seat;
  if (d.rules.actionMarkers) s.actionMarkers = [...s.actionMarkers, action];
  seatOf(d, seat).action = action;
  d.events.push({ type: 'actionSelected', seat, action });
  if (action === 'locomotive') {
    const p = seatOf(d, seat);
    // At level 6 the action is still selectable and has no effect (A-D13, D15).
    if (p.engine < MAX_ENGINE) {
      p.engine += 1;
      d.events.push({ type: 'engineAdvanced', seat, level: p.engine });
    }
  }
  s.queue.shift();
  return null;
}
