// What a game's map makes of the round, for the UI's help and panels: light on purpose (the variants and the state's
// constants only), so screens that show it need not load the rules engine's move generation.
import type { GoodsColor } from '../map/types';
import type { Delivery } from '../track/types';
import type { ActionId } from './moves';
import { ACTIONS, PHASES, type AosView, type AuctionState, type Phase } from './state';
import { variantOf, type AosVariant } from './variants';
import { expensesDue, redemptionDue, SHARE_VALUE, sharePoints } from './numbers';

export { POINTS_PER_INCOME, POINTS_PER_SHARE, SHARE_REDEMPTION, START_PLAYER_PRICE } from './numbers';
/** The end of this round for a seat's money before a spend (issue 14 §8), for the bars and panels that spend. */
export { roundOutlook, type RoundChange, type RoundOutcome, type RoundOutlook } from './round-outlook';

/** What issuing `count` more shares would mean for a player, told before he commits (issue 5 §3). */
export interface SharesProjection {
  count: number;
  cashNow: number;
  cashAfter: number;
  /** Rounds whose expenses the new shares will add to, this one included (expenses are paid at a round's end). */
  roundsLeft: number;
  extraPerRound: number;
  extraTotal: number;
  /** Points the new shares cost at the end (games scored in points). */
  pointsLost: number;
  /** What all his shares cost at the end (games scored in money, Barbados). */
  redemptionAfter: number;
  expensesAfter: number;
  sharesAfter: number;
}

/** The projection for `seat` issuing `count` shares now (whether that is legal is legalMoves' answer). */
export function projectShares(s: AosView, seat: number, count: number): SharesProjection {
  const p = s.players[seat]!;
  const roundsLeft = Math.max(0, s.options.rounds - s.round + 1);
  return {
    count,
    cashNow: p.cash,
    cashAfter: p.cash + SHARE_VALUE * count,
    roundsLeft,
    extraPerRound: count,
    extraTotal: count * roundsLeft,
    pointsLost: sharePoints(count),
    redemptionAfter: redemptionDue(p.shares + count),
    expensesAfter: expensesDue(p.shares + count, p.engine),
    sharesAfter: p.shares + count,
  };
}

/**
 * The income `seat` gains from a delivery as mover: his links, a bonus the map pays for the cube (SUS cotton), and the
 * east–west bonus when he may give it to himself (WUS).
 */
export function moverIncome(dl: Delivery, seat: number): number {
  return (dl.incomeBy[seat] ?? 0) + (dl.moverBonus ?? 0) + (dl.bonusOwners?.includes(seat) ? 1 : 0);
}

/**
 * A delivery's income for `seat` (the mover: its links plus any bonus the map pays for the cube, and an east–west bonus
 * it may give itself) and for everyone else together (their links, and the east–west bonus when the mover owns none of
 * the links it may give it to).
 */
export function incomeSplit(dl: Delivery, seat: number): { own: number; others: number } {
  let others = dl.bonusOwners?.length && !dl.bonusOwners.includes(seat) ? 1 : 0;
  for (const [s, n] of Object.entries(dl.incomeBy)) if (Number(s) !== seat) others += n;
  return { own: moverIncome(dl, seat), others };
}

/**
 * Who gets a delivery's east–west bonus unless the mover says otherwise (WUS): the mover when he owns a link it may go
 * to, else the first owner; null when the delivery pays none. incomeSplit counts the bonus the same way.
 */
export function defaultBonusTo(dl: Delivery, seat: number | null): number | null {
  const owners = dl.bonusOwners ?? [];
  if (owners.length === 0) return null;
  return seat !== null && owners.includes(seat) ? seat : owners[0]!;
}

/**
 * Who profits from a delivery and by how much (issue 14 §12: "you +3, Daria +1", not "others +1"): the mover first
 * (his links and a mover bonus), then each other owner in seat order with his links; the east–west bonus goes to
 * `bonusTo`, by default where defaultBonusTo puts it. Seats that earn nothing are left out, the mover never. With the
 * default bonus the mover's figure is moverIncome and the others' add up to incomeSplit's `others`.
 */
export function incomeBySeat(dl: Delivery, seat: number, bonusTo: number | null = defaultBonusTo(dl, seat)): { seat: number; income: number }[] {
  const bonus = (s: number) => (bonusTo === s && dl.bonusOwners?.includes(s) ? 1 : 0);
  const out = [{ seat, income: (dl.incomeBy[seat] ?? 0) + (dl.moverBonus ?? 0) + bonus(seat) }];
  const owners = new Set([...Object.keys(dl.incomeBy).map(Number), ...(dl.bonusOwners ?? [])]);
  for (const s of [...owners].toSorted((a, b) => a - b)) {
    const income = s === seat ? 0 : (dl.incomeBy[s] ?? 0) + bonus(s);
    if (income > 0) out.push({ seat: s, income });
  }
  return out;
}

/**
 * The goods colour of New City `letter` on this game's map (the tiles' colours; a map may change them), for the
 * Urbanization choice, which shows each New City's colour, shape and letter; null for a letter the map does not use.
 */
export function newCityColor(s: AosView, letter: string): GoodsColor | null {
  return variantOf(s).newCityColors[letter] ?? null;
}

/**
 * The place each dropped-out seat of an auction takes, in `dropped` order: the first out is last among everyone who
 * entered (active + dropped), as the droppedOut event says; the auction panel prints it and works out nothing.
 */
export function auctionDropPlaces(a: Pick<AuctionState, 'active' | 'dropped'>): number[] {
  const entered = a.active.length + a.dropped.length;
  return a.dropped.map((_, i) => entered - i);
}

/** How a game is scored: the base game's points, or Barbados's money after paying for the shares. */
export function finalScoring(s: AosView, variant: AosVariant = variantOf(s)): 'points' | 'money' {
  return variant.score === 'money' ? 'money' : 'points';
}

/** The actions this game's map offers (Barbados: four; St. Lucia: all but Production; else all seven). */
export function offeredActions(s: AosView, variant: AosVariant = variantOf(s)): readonly ActionId[] {
  return variant.actions ?? ACTIONS;
}

/**
 * The phases of a round on this game's map, in order (St. Lucia starts with the start player; Barbados and St. Lucia
 * hold no auction; St. Lucia has no goods growth).
 */
export function roundPhases(s: AosView): Phase[] {
  const v = variantOf(s);
  const noGrowth = v.growthDice?.light === 0 && v.growthDice.dark === 0 && !(v.actions ?? ['production']).includes('production');
  return PHASES.filter((p) => {
    if (p === 'gameOver') return false;
    if (p === 'startPlayer') return v.startPayment === true;
    if (p === 'auction') return !v.noAuction;
    if (p === 'goodsGrowth') return !noGrowth;
    return true;
  });
}
