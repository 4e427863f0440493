// Spike's cards generated from the board (build time): contracts whose payments grow with the distance from the good's
// nearest source, route cards from a top city towards a far city, the rail and time cards, the market and the train
// configuration. Seeded, so the same board and design give the same bytes. Design notes: docs/maps/spike-eastern-us.md.
import { createHash } from 'node:crypto';
import { latticeGraph, segmentDistances, type LatticeGraph } from '../../../src/engine/lattice/graph';
import type { LatticeBoard } from '../../../src/engine/lattice/types';
import { SPIKE_CARDS_SCHEMA, type ContractCard, type ContractSide, type RouteCard, type SpikeCards } from '../../../src/engine/spike/cards';
import { SPIKE_COUNTS } from '../../../src/engine/spike/components';
import { stableStringify } from '../stable-json';
import { seededRandom, shuffled } from './seeded';

/** Bump when the output for an unchanged board and design changes. */
export const SPIKE_CARDS_GENERATOR_VERSION = 'spike-cards@1';

/** The design choices of the cards, all in one place (docs/rules-decisions-spike.md gives the reasons). */
export const SPIKE_CARD_DESIGN = {
  seed: 'spike-cards/1',
  /** Destinations per contract, one from each fifth of the good's destinations ordered by distance. */
  destinationsPerContract: 5,
  /** Payment for a destination d segments from the good's nearest source: base + floor(d / perDollar). */
  contractPay: { base: 3, segmentsPerDollar: 2 },
  /** Route-card value of a city d segments from the top city: ceil(d / segmentsPerDollar), at least 1. */
  routeValue: { segmentsPerDollar: 3 },
  /** The far city of a route card lies this many segments from its top city. */
  routeFar: { min: 14, max: 20 },
  /** Other cities on a route card besides the far one. */
  routeBetween: 3,
  /**
   * The rulebook's route example, kept as the first card: John's network from Indianapolis through Raleigh, Columbia
   * and Jacksonville to Tampa scores $6 for Tampa and $1 for each of the three others [003:L234].
   */
  exampleRoute: { top: 'indianapolis', cities: ['raleigh', 'columbia', 'jacksonville', 'tampa'] },
  /** P1, D39: the upgraded values are printed on tiles we cannot see; one more arrow / card per tile. */
  train: { speed: [1, 2, 3], tender: [2, 3, 4], capacity: [1, 2, 3], upgradeCosts: [3, 5] },
  market: { columns: 4, rows: [3, 2, 1] },
  setup: { handSize: 5, display: 4, trackPerPlayer: SPIKE_COUNTS.trackPerPlayer, twoPlayerRemovedPerColor: 3 },
} as const;

export function contractPay(d: number): number {
  return SPIKE_CARD_DESIGN.contractPay.base + Math.floor(d / SPIKE_CARD_DESIGN.contractPay.segmentsPerDollar);
}

export function routeValue(d: number): number {
  return Math.max(1, Math.ceil(d / SPIKE_CARD_DESIGN.routeValue.segmentsPerDollar));
}

/** Segments between every two cities over passable track (through other cities too: this is travel, not one route). */
export function cityDistances(board: LatticeBoard, graph: LatticeGraph = latticeGraph(board)): Map<string, Map<string, number>> {
  return new Map(
    board.places.map((p) => {
      const d = segmentDistances(graph, p.node);
      return [p.id, new Map(board.places.map((q) => [q.id, d.get(q.node)!]))];
    }),
  );
}

/** For each good, every city's distance in segments from the good's nearest source city. */
export function distanceFromSources(board: LatticeBoard, dist: Map<string, Map<string, number>>): Map<string, Map<string, number>> {
  return new Map(
    board.goods.map((good) => {
      const sources = board.places.filter((p) => p.good === good).map((p) => p.id);
      return [good, new Map(board.places.map((q) => [q.id, Math.min(...sources.map((s) => dist.get(s)!.get(q.id)!))]))];
    }),
  );
}

/** Ties in a fixed order, so the output never depends on the engine's sort. */
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function generateSpikeCards(board: LatticeBoard): SpikeCards {
  const design = SPIKE_CARD_DESIGN;
  const rand = seededRandom(`${design.seed}/${board.id}`);
  const dist = cityDistances(board);
  const fromSource = distanceFromSources(board, dist);

  // Contracts: the good's destinations (cities that do not make it) by distance, cut into as many bands as a contract
  // lists cities; each of the six sides takes a different city from every band, so every side has near and far cities.
  const contracts: ContractCard[] = [];
  const sidesPerGood = 2 * SPIKE_COUNTS.contractCardsPerGood;
  for (const good of board.goods) {
    const d = fromSource.get(good)!;
    const candidates = board.places
      .filter((p) => p.good !== good)
      .map((p) => p.id)
      .toSorted((a, b) => d.get(a)! - d.get(b)! || byId(a, b));
    const n = design.destinationsPerContract;
    const bands = Array.from({ length: n }, (_, k) =>
      shuffled(candidates.slice(Math.floor((k * candidates.length) / n), Math.floor(((k + 1) * candidates.length) / n)), rand),
    );
    if (bands.some((b) => b.length < sidesPerGood)) throw new Error(`spike cards: too few destinations for ${good}`);
    const sides: ContractSide[] = Array.from({ length: sidesPerGood }, (_, s) => ({
      id: `${good}-${Math.floor(s / 2) + 1}${s % 2 ? 'b' : 'a'}`,
      destinations: bands
        .map((band) => band[s]!)
        .toSorted((a, b) => d.get(a)! - d.get(b)! || byId(a, b))
        .map((city) => ({ city, pay: contractPay(d.get(city)!) })),
    }));
    for (let k = 0; k < SPIKE_COUNTS.contractCardsPerGood; k++)
      contracts.push({ id: `${good}-${k + 1}`, good, sides: [sides[2 * k]!, sides[2 * k + 1]!] });
  }

  // Route cards: the rulebook's example first; then 35 other top cities, each with a far city 14–20 segments away
  // (used as little as possible as a far city, to spread them) and the three cities that lie best on the way there.
  const routes: RouteCard[] = [];
  const card = (top: string, cities: string[]): RouteCard => ({
    id: `route-${String(routes.length + 1).padStart(2, '0')}`,
    top,
    cities: cities.map((city) => ({ city, value: routeValue(dist.get(top)!.get(city)!) })),
  });
  const ex = dist.get(design.exampleRoute.top)!;
  routes.push(card(design.exampleRoute.top, design.exampleRoute.cities.toSorted((a, b) => ex.get(a)! - ex.get(b)! || byId(a, b))));
  const farUse = new Map(board.places.map((p) => [p.id, 0]));
  const tops = shuffled(board.places.map((p) => p.id).filter((id) => id !== design.exampleRoute.top), rand).slice(0, SPIKE_COUNTS.routeCards - 1);
  for (const top of tops) {
    const dt = dist.get(top)!;
    const fars = board.places
      .map((p) => p.id)
      .filter((id) => dt.get(id)! >= design.routeFar.min && dt.get(id)! <= design.routeFar.max);
    if (fars.length === 0) throw new Error(`spike cards: no far city for ${top}`);
    const least = Math.min(...fars.map((f) => farUse.get(f)!));
    const pool = fars.filter((f) => farUse.get(f) === least).toSorted(byId);
    const far = pool[Math.floor(rand() * pool.length)]!;
    farUse.set(far, least + 1);
    const df = dist.get(far)!;
    const farValue = routeValue(dt.get(far)!);
    // On the way: nearer to the top than the far city is and nearer to the far city than the top is, worth less than
    // the far city; fewest extra segments first.
    const between = board.places
      .map((p) => p.id)
      .filter((c) => c !== top && c !== far && dt.get(c)! >= 3 && dt.get(c)! < dt.get(far)! && df.get(c)! < dt.get(far)! && routeValue(dt.get(c)!) < farValue)
      .toSorted((a, b) => dt.get(a)! + df.get(a)! - (dt.get(b)! + df.get(b)!) || dt.get(a)! - dt.get(b)! || byId(a, b))
      .slice(0, design.routeBetween);
    if (between.length < design.routeBetween) throw new Error(`spike cards: too few cities between ${top} and ${far}`);
    routes.push(card(top, [...between.toSorted((a, b) => dt.get(a)! - dt.get(b)! || byId(a, b)), far]));
  }

  return {
    schema: SPIKE_CARDS_SCHEMA,
    board: board.id,
    contracts,
    routes,
    rails: board.colors.map((c) => ({ color: c.id, count: SPIKE_COUNTS.railCardsPerColor })),
    timeCards: [1, 2, 3].map((round) => ({ id: `time-${round}`, round: round as 1 | 2 | 3 })),
    market: { columns: design.market.columns, rows: [...design.market.rows] },
    train: {
      speed: [...design.train.speed],
      tender: [...design.train.tender],
      capacity: [...design.train.capacity],
      upgradeCosts: [...design.train.upgradeCosts],
    },
    setup: { ...design.setup },
    credits: ['Spike by Stephen Glenn (R&R Games, 2014); these cards are an original design generated from our board'],
    provenance: {
      generator: SPIKE_CARDS_GENERATOR_VERSION,
      inputsHash: createHash('sha256')
        .update(`${SPIKE_CARDS_GENERATOR_VERSION}\n${board.provenance.inputsHash}\n${stableStringify(design)}`)
        .digest('hex')
        .slice(0, 16),
    },
  };
}
