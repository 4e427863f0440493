// Spike's bundled card data, found by the board it names, and the counting helpers every card holder (hands, pile,
// discards) shares. cards-data.json is the engine's copy of assets/spike/cards.json (`npm run maps` writes both from
// the board; the engine imports nothing outside src/engine), and tests/engine/spike/setup.test.ts checks they are equal.
import cardsJson from './cards-data.json';
import type { ContractCard, ContractSide, RouteCard, SpikeCards } from './cards';
import type { Counts } from './state';

const BUNDLED = [cardsJson as unknown as SpikeCards];

/** The card set made for board `boardId`, or null (a board without cards cannot be played). */
export function cardsForBoard(boardId: string): SpikeCards | null {
  return BUNDLED.find((c) => c.board === boardId) ?? null;
}

const contractIndex = new WeakMap<SpikeCards, Map<string, ContractCard>>();
const routeIndex = new WeakMap<SpikeCards, Map<string, RouteCard>>();

export function contractCard(cards: SpikeCards, id: string): ContractCard | undefined {
  let m = contractIndex.get(cards);
  if (!m) contractIndex.set(cards, (m = new Map(cards.contracts.map((c) => [c.id, c]))));
  return m.get(id);
}

export function routeCard(cards: SpikeCards, id: string): RouteCard | undefined {
  let m = routeIndex.get(cards);
  if (!m) routeIndex.set(cards, (m = new Map(cards.routes.map((c) => [c.id, c]))));
  return m.get(id);
}

/** The side of a held contract in use, or null before an advanced-game player chose it. */
export function contractSide(cards: SpikeCards, held: { card: string; side: 0 | 1 | null }): ContractSide | null {
  if (held.side === null) return null;
  return contractCard(cards, held.card)?.sides[held.side] ?? null;
}

/** Counts with every colour at 0. */
export function noCards(colors: readonly string[]): Counts {
  const out: Counts = {};
  for (const c of colors) out[c] = 0;
  return out;
}

export function countOf(c: Counts): number {
  // for…in over own keys, not Object.values: no array per call (the legal moves count cards several times a position).
  let n = 0;
  for (const k in c) if (Object.hasOwn(c, k)) n += c[k]!;
  return n;
}

/** `a` + `b`, per colour, in `a`'s key order. */
export function addCounts(a: Counts, b: Readonly<Record<string, number>>): Counts {
  const out: Counts = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = (out[k] ?? 0) + v;
  return out;
}
