// Paying for a Spike route with rail cards: each section by a card of its colour, or by joker sets (n cards of one
// colour for n − 1 sections of one other colour). Pure arithmetic on colour counts; knows no board (rules-spec §2.6.6 B).
import { reason, type Reason } from '../reason';

/** Cards or sections per colour id (a colour absent counts 0). */
export type Hand = Readonly<Record<string, number>>;

/**
 * A joker set [003:L176-182]: `count` ≥ 2 cards of `color` pay for `count − 1` sections of the single other colour `as`.
 * A build may play several sets, and cards of one colour may be split over several sets.
 */
export interface JokerSet {
  color: string;
  count: number;
  as: string;
}

/** Which cards pay for a route: `direct[c]` cards of colour c for sections of colour c, the rest in joker sets. */
export interface Payment {
  direct: Record<string, number>;
  jokers: JokerSet[];
}

// Own properties only: a colour named like an inherited member ("constructor", "toString") from a hostile move or
// file is a colour no one holds, never the object's function.
const at = (h: Hand, c: string): number => (Object.hasOwn(h, c) ? (h[c] ?? 0) : 0);
const isCount = (n: unknown, min: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= min;

/** The cards a payment plays, per colour. */
export function cardsOf(payment: Payment): Hand {
  const out: Record<string, number> = {};
  for (const [c, n] of Object.entries(payment.direct)) if (n > 0) out[c] = at(out, c) + n;
  for (const j of payment.jokers) out[j.color] = at(out, j.color) + j.count;
  return out;
}

/** How many cards a payment plays. */
export function cardCount(payment: Payment): number {
  let n = 0;
  for (const v of Object.values(payment.direct)) n += v;
  for (const j of payment.jokers) n += j.count;
  return n;
}

/** Sections per colour of a route, or cards per colour of a hand, in total. */
export function total(h: Hand): number {
  let n = 0;
  for (const k in h) if (Object.hasOwn(h, k)) n += h[k]!;
  return n;
}

/**
 * Why `payment` does not pay exactly for sections `needs` out of `hand`, or null when it does [003:L174]
 * („Jede gespielte Karte muss genau dem entsprechenden farbigen Streckenabschnitt … entsprechen“), [003:L176-182]:
 * every set has at least two cards and stands for another colour, every section is paid exactly once (no card played
 * for nothing), and the hand holds every card played.
 */
export function paymentProblem(needs: Hand, hand: Hand, payment: Payment): Reason | null {
  for (const [c, n] of Object.entries(payment.direct)) if (!isCount(n, 0)) return reason('payment.malformed', { color: c });
  for (const j of payment.jokers) {
    if (!isCount(j.count, 0) || typeof j.color !== 'string' || typeof j.as !== 'string') return reason('payment.malformed', { color: String(j.color) });
    if (j.count < 2) return reason('payment.jokerTooSmall', { color: j.color, count: j.count });
    if (j.as === j.color) return reason('payment.jokerSameColor', { color: j.color });
  }
  const paid: Record<string, number> = { ...payment.direct };
  for (const j of payment.jokers) paid[j.as] = at(paid, j.as) + j.count - 1;
  const colors = [...new Set([...Object.keys(needs), ...Object.keys(paid)])].toSorted();
  for (const c of colors) {
    const need = at(needs, c);
    const got = at(paid, c);
    if (got < need) return reason('payment.sectionsUnpaid', { color: c, need, paid: got });
    if (got > need) return reason('payment.overpaid', { color: c, need, paid: got });
  }
  const used = cardsOf(payment);
  for (const c of Object.keys(used).toSorted())
    // How many the hand holds is not said: the hand is the seat's secret, and a refusal can reach another viewer.
    if (used[c]! > at(hand, c)) return reason('payment.notInHand', { color: c, need: used[c]! });
  return null;
}

/*
 * The cheapest payment. A joker set of k cards pays k − 1 sections, so a payment plays (sections + number of sets)
 * cards: fewest cards = fewest sets. Two facts make the search small:
 *  1. Paying every section a card of its own colour can pay directly is never worse (an exchange: a set that pays a
 *     section of colour Y while a Y card is unused or sits in a Y set for Z can be rebuilt, Y card direct and the
 *     set's cards moved to Z, with no more sets and no more cards). So direct = min(needs, hand) per colour.
 *  2. Two sets of the same colour for the same colour are never better than one (merged, they pay the same with one
 *     card less).
 * What is left: colours short of cards (deficits) must be paid by one set each from some colours with cards to spare
 * (surpluses), disjoint from the deficit colours. The search splits each deficit over the surplus colours.
 * tests/engine/spike/payment.test.ts checks the result against a brute force over every possible payment.
 */

interface Plan {
  direct: Record<string, number>;
  /** Colours short of cards and by how many sections, in colour order. */
  deficit: [string, number][];
  /** Colours with cards to spare and how many, in colour order. */
  surplus: [string, number][];
}

/** Own keys of `needs` with a count above 0 (or every own key of both records), sorted as toSorted() sorts strings. */
function sortedColors(needs: Hand, hand: Hand | null): string[] {
  // Built and sorted in place: a route search asks this hundreds of times per position, and toSorted over a Set's
  // spread allocated several arrays each time. A handful of colours: insertion sort.
  const out: string[] = [];
  for (const c of Object.keys(needs)) if (hand !== null || at(needs, c) > 0) out.push(c);
  if (hand !== null) for (const c of Object.keys(hand)) if (!Object.hasOwn(needs, c)) out.push(c);
  sortFirst(out, out.length);
  return out;
}

/** Sorts the first `n` entries of `a` ascending, in place (insertion sort: a handful of colours, no allocation). */
function sortFirst<T extends string | number>(a: T[], n: number): void {
  for (let i = 1; i < n; i++) {
    const v = a[i]!;
    let k = i;
    while (k > 0 && a[k - 1]! > v) {
      a[k] = a[k - 1]!;
      k--;
    }
    a[k] = v;
  }
}

function plan(needs: Hand, hand: Hand): Plan {
  const direct: Record<string, number> = {};
  const deficit: [string, number][] = [];
  const surplus: [string, number][] = [];
  const colors = sortedColors(needs, hand);
  for (const c of colors) {
    const need = Math.max(0, at(needs, c));
    const have = Math.max(0, at(hand, c));
    if (need > 0 && have > 0) direct[c] = Math.min(need, have);
    if (need > have) deficit.push([c, need - have]);
    else if (have > need) surplus.push([c, have - need]);
  }
  return { direct, deficit, surplus };
}

/** Not enough spare cards for the deficits even in the best case: each deficit colour needs a set, each set a card more. */
function hopeless(p: Plan): boolean {
  let spare = 0;
  for (const [, n] of p.surplus) spare += n;
  let short = 0;
  for (const [, n] of p.deficit) short += n + 1;
  return spare < short;
}

/**
 * Searches the sets for cheapestPayment: `part` sections of deficit i paid by one set of surplus colour j (part + 1
 * cards); keeps the split with fewest sets and, among those, the one that leaves the hand's scarcest colours fullest.
 */
function search(p: Plan, hand: Hand): JokerSet[] | null {
  // The hand left after the payment, counts sorted ascending: a larger vector (lexicographically) keeps rarer colours.
  // Sets are paid from surplus colours only, so each hand colour's count less its direct cards is fixed but for those.
  const handColors = Object.keys(hand);
  const nS = p.surplus.length;
  S.p = p;
  S.sets = 0;
  S.best = null;
  S.colors = handColors.length;
  for (let j = 0; j < nS; j++) {
    S.rem[j] = p.surplus[j]![1];
    S.surplusAt[j] = handColors.indexOf(p.surplus[j]![0]);
  }
  for (let i = 0; i < handColors.length; i++) S.fixedLeft[i] = at(hand, handColors[i]!) - at(p.direct, handColors[i]!);
  go(0, p.deficit[0]![1], 0);
  const best = S.best as JokerSet[] | null;
  S.p = null;
  S.best = null;
  return best;
}

/**
 * The search under way (module state and scratch: cheapestPayment runs for every new route shape a new hand meets, and
 * closures and arrays per call were a tenth of what a game allocates). The sets tried are three parallel stacks
 * (surplus index, cards, deficit index): a JokerSet is made only for a best split found, not for every split tried.
 */
const S: {
  p: Plan | null;
  rem: number[];
  setFrom: number[];
  setCount: number[];
  setAs: number[];
  sets: number;
  best: JokerSet[] | null;
  bestKey: number[];
  colors: number;
  fixedLeft: number[];
  surplusAt: number[];
  spentBy: number[];
  key: number[];
} = { p: null, rem: [], setFrom: [], setCount: [], setAs: [], sets: 0, best: null, bestKey: [], colors: 0, fixedLeft: [], surplusAt: [], spentBy: [], key: [] };

/** The hand left after the sets tried, counts sorted ascending, in S.key (its first S.colors entries). */
function leftoverKey(): void {
  const p = S.p!;
  const nS = p.surplus.length;
  const key = S.key;
  for (let j = 0; j < nS; j++) S.spentBy[j] = 0;
  for (let s = 0; s < S.sets; s++) S.spentBy[S.setFrom[s]!]! += S.setCount[s]!;
  for (let i = 0; i < S.colors; i++) key[i] = S.fixedLeft[i]!;
  for (let j = 0; j < nS; j++) {
    const i = S.surplusAt[j]!;
    if (i >= 0) key[i] = key[i]! - S.spentBy[j]!;
  }
  sortFirst(key, S.colors);
}

/** Whether the sets tried (their leftover in S.key) beat the best split so far. */
function better(): boolean {
  const best = S.best;
  if (!best || S.sets !== best.length) return !best || S.sets < best.length;
  for (let i = 0; i < S.colors; i++) if (S.key[i] !== S.bestKey[i]) return S.key[i]! > S.bestKey[i]!;
  return false;
}

/** Deficit i, `left` sections of it still to pay, trying surplus colours from j on. */
function go(i: number, left: number, j: number): void {
  const p = S.p!;
  // Every deficit not yet fully paid needs one more set at least; splits with as many sets as the best are still
  // searched, for the tie-break.
  if (S.best && S.sets + (left > 0 ? 1 : 0) + (p.deficit.length - i - 1) > S.best.length) return;
  if (left === 0) {
    if (i + 1 < p.deficit.length) return go(i + 1, p.deficit[i + 1]![1], 0);
    leftoverKey();
    if (better()) {
      const out: JokerSet[] = [];
      for (let s = 0; s < S.sets; s++) out.push({ color: p.surplus[S.setFrom[s]!]![0], count: S.setCount[s]!, as: p.deficit[S.setAs[s]!]![0] });
      S.best = out;
      for (let k = 0; k < S.colors; k++) S.bestKey[k] = S.key[k]!;
    }
    return;
  }
  if (j >= p.surplus.length) return;
  const rem = S.rem;
  // Largest part first finds few-set splits early, which prunes the rest.
  for (let part = Math.min(left, rem[j]! - 1); part >= 1; part--) {
    rem[j] = rem[j]! - part - 1;
    const n = S.sets++;
    S.setFrom[n] = j;
    S.setCount[n] = part + 1;
    S.setAs[n] = i;
    go(i, left - part, j + 1);
    S.sets--;
    rem[j] = rem[j]! + part + 1;
  }
  go(i, left, j + 1);
}

// The route search asks for the number of sets alone, thousands of times per query: count vectors and module-level
// scratch, nothing allocated. DEF holds the deficits, SUR the surpluses (largest first) of the current call.
const DEF: number[] = [];
const SUR: number[] = [];
let nDef = 0;
let nSur = 0;
let bestSets = 0;

function fewestSets(i: number, left: number, j: number, sets: number): void {
  if (sets + (left > 0 ? 1 : 0) + (nDef - i - 1) >= bestSets) return;
  if (left === 0) {
    if (i + 1 === nDef) bestSets = sets;
    else fewestSets(i + 1, DEF[i + 1]!, 0, sets);
    return;
  }
  if (j >= nSur) return;
  for (let part = Math.min(left, SUR[j]! - 1); part >= 1; part--) {
    SUR[j] = SUR[j]! - part - 1;
    fewestSets(i, left - part, j + 1, sets + 1);
    SUR[j] = SUR[j]! + part + 1;
  }
  fewestSets(i, left, j + 1, sets);
}

/**
 * extraCards on count vectors: `needs[i]` sections and `hand[i]` cards of colour i, for i < n. −1 when the hand cannot
 * pay. The same search as cheapestPayment's (direct first, one set per pair of colours), without its tie-break.
 */
export function extraCardsOf(needs: ArrayLike<number>, hand: ArrayLike<number>, n: number): number {
  nDef = 0;
  nSur = 0;
  let spare = 0;
  let short = 0;
  for (let i = 0; i < n; i++) {
    const d = needs[i]! - hand[i]!;
    if (d > 0) {
      DEF[nDef++] = d;
      short += d + 1;
    } else if (d < 0) {
      // Insertion keeps the surpluses largest first.
      let k = nSur++;
      while (k > 0 && SUR[k - 1]! < -d) {
        SUR[k] = SUR[k - 1]!;
        k--;
      }
      SUR[k] = -d;
      spare -= d;
    }
  }
  if (nDef === 0) return 0;
  // Each deficit colour needs a set of its own and each set one card more than it pays for.
  if (spare < short) return -1;
  if (nDef === 1) {
    // One deficit: the biggest sets first use fewest.
    let left = DEF[0]!;
    for (let k = 0; k < nSur; k++) {
      left -= SUR[k]! - 1;
      if (left <= 0) return k + 1;
    }
    return -1;
  }
  bestSets = Number.MAX_SAFE_INTEGER;
  fewestSets(0, DEF[0]!, 0, 0);
  return bestSets === Number.MAX_SAFE_INTEGER ? -1 : bestSets;
}

/**
 * The payment for sections `needs` out of `hand` that plays the fewest cards, or null if the hand cannot pay
 * [003:L174], [003:L176-182]. Ties (same number of cards) keep the colours the hand has fewest of: the payment whose
 * leftover hand, counts sorted ascending, is largest; then the first in colour-id order.
 */
export function cheapestPayment(needs: Hand, hand: Hand): Payment | null {
  // Most routes a hand pays it pays directly: every section by a card of its colour (the same answer plan gives).
  let direct = true;
  for (const c of Object.keys(needs)) if (at(needs, c) > 0 && at(hand, c) < at(needs, c)) direct = false;
  if (direct) {
    const out: Record<string, number> = {};
    for (const c of sortedColors(needs, null)) out[c] = at(needs, c);
    return { direct: out, jokers: [] };
  }
  const p = plan(needs, hand);
  if (p.deficit.length === 0) return { direct: p.direct, jokers: [] };
  if (hopeless(p)) return null;
  const jokers = search(p, hand);
  return jokers ? { direct: p.direct, jokers } : null;
}

/** The same colours of two count records as aligned vectors, for extraCardsOf. */
function vectors(needs: Hand, hand: Hand): [number[], number[]] {
  const colors = [...new Set([...Object.keys(needs), ...Object.keys(hand)])];
  return [colors.map((c) => Math.max(0, at(needs, c))), colors.map((c) => Math.max(0, at(hand, c)))];
}

/** Whether `hand` can pay for sections `needs` at all (cheaper than cheapestPayment: counts sets, builds none). */
export function canPay(needs: Hand, hand: Hand): boolean {
  return extraCards(needs, hand) !== null;
}

/**
 * How many cards beyond one per section the cheapest payment plays (its number of joker sets), or null if the hand
 * cannot pay: cheapestPayment's card count is sections + this. Never falls when a section is added (a payment for
 * more sections pays for fewer after dropping a card), so it bounds a route search from below.
 */
export function extraCards(needs: Hand, hand: Hand): number | null {
  const [n, h] = vectors(needs, hand);
  const x = extraCardsOf(n, h, n.length);
  return x < 0 ? null : x;
}
