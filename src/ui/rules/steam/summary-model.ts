// Collects the events of Steam's automatic steps into one summary the table acknowledges: the first turn order (random
// with its money, or the initial auction's places), the turn-order auction's result, income and expenses with their
// borrowing or shortfall, bankruptcies, the new turn order and the end of the game.
import type { GameEvent } from '../../../engine/api';

export interface IncomeLine {
  seat: number;
  /** Income marker at the start of the phase, engine costs (standard) and the net amount (negative: paid). */
  income: number;
  maintenance: number;
  amount: number;
  cash: number;
  /** Basic game: money borrowed to pay. */
  borrowed: number;
  /** Standard game: VP and income steps given up for a shortfall. */
  vpLost: number;
  incomeLost: number;
  incomeAfter: number;
  bankrupt: boolean;
}

export interface SteamRoundSummary {
  /** The round whose income was paid; null when no income was paid. */
  round: number | null;
  /** A new turn order and what each place paid or got (by place; empty when nothing). */
  order: { seats: number[]; payments: number[]; money: number[]; noBids: boolean; kind: 'start' | 'auction' | 'actions' } | null;
  income: IncomeLine[];
  /** Events told in words only (places won in the initial auction, links lost, tiles lapsed): their indexes. */
  told: number[];
  gameOver: boolean;
}

const num = (v: unknown, or = 0): number => (typeof v === 'number' ? v : or);
const nums = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);

/** Events told in words in the summary: worth acknowledging, but with no table of their own. */
const TOLD = new Set(['positionWon', 'sectionsLost', 'actionLapsed']);

export function summarize(events: readonly GameEvent[]): SteamRoundSummary {
  const out: SteamRoundSummary = { round: null, order: null, income: [], told: [], gameOver: false };
  events.forEach((e, i) => {
    switch (e.type) {
      case 'phaseStarted':
        if (e.phase === 'income') out.round = num(e.round, 0);
        break;
      case 'startOrder':
      case 'auctionOrder':
        out.order = { seats: nums(e.order), payments: [], money: nums(e.money), noBids: false, kind: 'start' };
        break;
      case 'auctionResult':
        out.order = { seats: nums(e.order), payments: nums(e.payments), money: [], noBids: e.noBids === true, kind: 'auction' };
        break;
      case 'turnOrder':
        out.order = { seats: nums(e.order), payments: [], money: [], noBids: false, kind: 'actions' };
        break;
      case 'income': {
        const seat = num(e.seat, -1);
        out.income.push({
          seat,
          income: num(e.income),
          maintenance: num(e.maintenance),
          amount: num(e.amount),
          cash: num(e.cash),
          borrowed: num(e.borrowed),
          vpLost: num(e.vpLost),
          incomeLost: num(e.incomeLost),
          incomeAfter: num(e.incomeAfter, num(e.income)),
          bankrupt: false,
        });
        break;
      }
      case 'bankrupt': {
        const seat = num(e.seat, -1);
        const line = out.income.find((l) => l.seat === seat);
        if (line) line.bankrupt = true;
        else out.income.push({ seat, income: 0, maintenance: 0, amount: 0, cash: 0, borrowed: 0, vpLost: 0, incomeLost: 0, incomeAfter: 0, bankrupt: true });
        break;
      }
      case 'gameOver':
        out.gameOver = true;
        break;
      default:
        if (TOLD.has(e.type)) out.told.push(i);
    }
  });
  return out;
}

const SUMMARY_EVENTS = new Set(['startOrder', 'auctionOrder', 'auctionResult', 'turnOrder', 'income', 'bankrupt', 'gameOver', ...TOLD]);

/** Whether a move's events hold an automatic step or a result the table should see and acknowledge. */
export function needsSummary(events: readonly GameEvent[]): boolean {
  return events.some((e) => SUMMARY_EVENTS.has(e.type));
}
