// Money phases: capital in the standard game ([000:L541-545]), income and expenses with bankruptcy ([000:L447-455],
// [000:L604-610]; rules-spec §2.4.9, §2.5).
import type { HexId } from '../../hex/coords';
import { reason, type Reason } from '../../reason';
import type { PlacedTile, TrackBoard } from '../../track/types';
import { seatOf, type Draft } from '../draft';
import { capitalPreview, capitalUnits, payBorrowing, shortfallFor } from '../finance';
import type { SteamState } from '../state';

export function startCapital(d: Draft): void {
  const s = d.s;
  s.phase = 'capital';
  s.queue = s.turnOrder.slice();
  d.events.push({ type: 'phaseStarted', phase: 'capital', round: s.round });
}

export function checkCapital(s: SteamState, seat: number, units: number): Reason | null {
  const max = capitalUnits(s.players[seat]!, s.options.capitalForVp);
  if (!Number.isInteger(units) || units < 0) return reason('move.malformed.units');
  if (units > max) return reason('capital.tooMuch', { units, max, amount: units * 5 });
  return null;
}

/** `units` × $5, each moving income back one step — at −$10, 2 VP instead (S-E2, D32) — once per round ([000:L541]). */
export function acquireCapital(d: Draft, seat: number, units: number): Reason | null {
  const bad = checkCapital(d.s, seat, units);
  if (bad) return bad;
  const p = seatOf(d, seat);
  const after = capitalPreview(p, units);
  p.cash = after.cashAfter;
  p.income = after.incomeAfter;
  p.vp = after.vpAfter;
  p.borrowed += 5 * units;
  d.events.push({ type: 'capitalAcquired', seat, amount: units * 5, cash: p.cash, income: p.income, vp: p.vp });
  d.s.queue.shift();
  return null;
}

/** A bankrupt's track: every piece unowned ([000:L455]): complete links for good, incomplete ones open to takeover. */
function releaseAll(board: TrackBoard, seat: number): TrackBoard {
  let tiles: Record<HexId, PlacedTile> | null = null;
  for (const [hex, t] of Object.entries(board.tiles)) {
    if (!t.tracks.some((p) => p.owner === seat)) continue;
    tiles ??= { ...board.tiles };
    tiles[hex] = { ...t, tracks: t.tracks.map((p) => (p.owner === seat ? { a: p.a, b: p.b, owner: null, formerOwner: seat } : p)) };
  }
  return tiles ? { ...board, tiles } : board;
}

/** The seat leaves the game: its discs come off the board and it leaves the turn order (D23, D24). */
function goBankrupt(d: Draft, seat: number): void {
  const s = d.s;
  const p = seatOf(d, seat);
  p.bankrupt = true;
  p.bankruptInRound = s.round;
  s.turnOrder = s.turnOrder.filter((x) => x !== seat);
  s.track = releaseAll(s.track, seat);
  d.events.push({ type: 'bankrupt', seat, round: s.round });
}

/**
 * Income and expenses in turn order, each by the income marker at the start of the phase ([000:L449]): a positive
 * amount is paid out, a negative one paid (basic: by borrowing; standard: net of engine maintenance $1 per level, by the
 * shortfall rule). A seat that cannot pay goes bankrupt.
 */
export function payIncome(d: Draft): void {
  const s = d.s;
  for (const seat of s.turnOrder.slice()) {
    const p = seatOf(d, seat);
    const maintenance = s.edition === 'standard' ? p.engine : 0;
    const net = p.income - maintenance;
    if (net >= 0) {
      p.cash += net;
      d.events.push({ type: 'income', seat, income: p.income, maintenance, amount: net, cash: p.cash });
      continue;
    }
    if (s.edition === 'basic') {
      const paid = payBorrowing(p, -net);
      if (paid.ok) {
        d.events.push({ type: 'income', seat, income: p.income + paid.income, maintenance, amount: net, borrowed: paid.units * 5, cash: p.cash, incomeAfter: p.income, vp: p.vp });
        continue;
      }
    } else {
      const sf = shortfallFor(p, -net);
      if (sf.ok) {
        const cashBefore = p.cash;
        p.vp -= sf.vp;
        p.income -= sf.income;
        p.cash = sf.cashAfter;
        d.events.push({ type: 'income', seat, income: p.income + sf.income, maintenance, amount: net, cashBefore, vpLost: sf.vp, incomeLost: sf.income, cash: p.cash, incomeAfter: p.income, vp: p.vp });
        continue;
      }
    }
    goBankrupt(d, seat);
  }
}
