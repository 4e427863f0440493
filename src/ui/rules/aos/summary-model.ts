// Collects the events of the automatic steps that followed a move into one summary: auction result, income, expenses,
// income reduction, eliminations, goods growth dice and the cubes they moved.
import type { GameEvent } from '../../../engine/api';

export interface SeatEconomyLine {
  seat: number;
  income?: number;
  due?: number;
  paid?: number;
  incomeLost?: number;
  reducedFrom?: number;
  reducedTo?: number;
  cashAfter?: number;
  eliminated?: boolean;
}

export interface RoundSummary {
  /** Round that ended (for income/growth) or in which the auction was held. */
  round: number | null;
  /** New turn order (seats) and what each position paid (indexed by position, as the engine reports it). */
  auction: { order: number[]; payments: number[]; noBids: boolean } | null;
  economy: SeatEconomyLine[];
  dice: { group: string; dice: number[] }[];
  /** Cubes grown onto the map; `field` null for a map's extra cube drawn from the bag. */
  grown: { field: string | null; hex: string; color: string }[];
  production: { seat: number; fields: string[]; cubes: string[] } | null;
  gameOver: { winners: number[] } | null;
  nextRound: number | null;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);
const nums = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

export function summarize(events: readonly GameEvent[]): RoundSummary {
  const out: RoundSummary = { round: null, auction: null, economy: [], dice: [], grown: [], production: null, gameOver: null, nextRound: null };
  const line = (seat: number): SeatEconomyLine => {
    let l = out.economy.find((x) => x.seat === seat);
    if (!l) out.economy.push((l = { seat }));
    return l;
  };
  for (const e of events) {
    const seat = num(e.seat);
    switch (e.type) {
      case 'phaseStarted':
        if (e.phase === 'collectIncome') out.round = num(e.round) ?? out.round;
        if (e.phase === 'auction' && out.round === null) out.round = num(e.round) ?? null;
        // After a Production placement the summary starts at goods growth: the round that ends is the one whose
        // advance-round step follows, not the next round (which the state already shows).
        if (e.phase === 'goodsGrowth' || e.phase === 'advanceRound') out.round ??= num(e.round) ?? null;
        break;
      case 'auctionResult':
      case 'auctionNoBids': {
        const payments = e.type === 'auctionResult' ? nums(e.payments) : (out.auction?.payments ?? []);
        out.auction = { order: nums(e.order), payments, noBids: e.type === 'auctionNoBids' || !!out.auction?.noBids };
        break;
      }
      case 'incomeCollected':
        if (seat !== undefined) Object.assign(line(seat), { income: num(e.amount), cashAfter: num(e.cash) });
        break;
      case 'expensesPaid':
        if (seat !== undefined) Object.assign(line(seat), { due: num(e.due), paid: num(e.paid), incomeLost: num(e.incomeLost), cashAfter: num(e.cash) });
        break;
      case 'incomeReduced':
        if (seat !== undefined) Object.assign(line(seat), { reducedFrom: num(e.from), reducedTo: num(e.to) });
        break;
      case 'eliminated':
        if (seat !== undefined) line(seat).eliminated = true;
        break;
      case 'growthDice':
        out.dice.push({ group: String(e.group), dice: nums(e.dice) });
        break;
      case 'goodsGrown':
        out.grown.push({ field: String(e.field), hex: String(e.hex), color: String(e.color) });
        break;
      case 'extraGrowth':
        // The map's extra cube comes from the bag, not from a display field (SUS: Atlanta in rounds 1–4).
        out.grown.push({ field: null, hex: String(e.hex), color: String(e.color) });
        break;
      case 'productionPlaced':
        if (seat !== undefined) out.production = { seat, fields: strs(e.fields), cubes: strs(e.cubes) };
        break;
      case 'gameOver':
        out.gameOver = { winners: nums(e.winners) };
        out.round ??= num(e.round) ?? null;
        break;
      case 'roundStarted':
        out.nextRound = num(e.round) ?? null;
        break;
    }
  }
  return out;
}

/** Events that belong to the automatic phases and end-of-auction results: worth a summary the table acknowledges. */
const SUMMARY_EVENTS = new Set([
  'auctionResult',
  'auctionNoBids',
  'incomeCollected',
  'expensesPaid',
  'incomeReduced',
  'eliminated',
  'growthDice',
  'goodsGrown',
  'extraGrowth',
  'productionPlaced',
  'productionNothing',
  'gameOver',
]);

export function needsSummary(events: readonly GameEvent[]): boolean {
  return events.some((e) => SUMMARY_EVENTS.has(e.type));
}
