// Spike's setup (rules-spec §2.6.2, [003:L74-83]): time card 1 up, the market laid at random, a contract card of each
// good dealt evenly (basic: the side as dealt), 5 rail cards each (2 players: 3 of each colour out first), the display
// of 4, route cards (advanced: 2 each), the start player at random. The seats' own decisions follow as moves: the
// advanced choices, the start player's gift, the locomotives ([003:L79], [003:L82], P13).
import type { GameEvent, GameSetup, SetupOptions } from '../api';
import type { LatticeBoard } from '../lattice/types';
import { LATTICE_SCHEMA } from '../lattice/types';
import { reason, type Reason } from '../reason';
import { randomInt, seedRng, type RngState } from '../rng';
import { spikeBoardProblems } from './board';
import { cardsForBoard, noCards } from './deck';
import { drawColor, DISPLAY_SIZE } from './pile';
import { SPIKE_EDITIONS, type HeldContract, type SpikeEdition, type SpikePlayer, type SpikeState } from './state';

/**
 * Changes with every change of the rules or of the state's shape: a saved game from another version is replayed from
 * its moves instead of from its snapshots.
 */
export const SPIKE_ENGINE_VERSION = '0.1.0';

export type SpikeSetup = GameSetup<SetupOptions, LatticeBoard>;

const isEdition = (v: unknown): v is SpikeEdition => SPIKE_EDITIONS.includes(v as SpikeEdition);

/** Spike's options from untrusted input: it has none of its own (casualUndo is the kernel's). */
export function parseSpikeOptions(raw: Readonly<Record<string, unknown>>): { ok: true; options: SetupOptions } | { ok: false; reason: Reason } {
  return Object.keys(raw).length > 0 ? { ok: false, reason: reason('import.record.options') } : { ok: true, options: {} };
}

/** Why a setup cannot start a Spike game, or null ([003:L7-62]: 2–4 players, the board's cards must exist). */
export function checkSetup(setup: SpikeSetup): Reason | null {
  if (setup.ruleSystem !== 'spike') return reason('setup.ruleSystem', { ruleSystem: String(setup.ruleSystem) });
  if (!isEdition(setup.edition)) return reason('setup.edition', { edition: String(setup.edition) });
  const map = setup.map as { schema?: unknown; game?: unknown; title?: unknown };
  if (map.schema !== LATTICE_SCHEMA || map.game !== 'spike' || !cardsForBoard(setup.map.id) || spikeBoardProblems(setup.map).length > 0)
    return reason('setup.mapGame', { map: String(map.title) });
  const n = setup.seats.length;
  const min = Math.max(2, setup.map.players.min);
  const max = Math.min(4, setup.map.players.max);
  if (n < min || n > max) return reason('setup.playerCount', { count: n, min, max });
  if (!Number.isInteger(setup.seed) || setup.seed < 0 || setup.seed > 0xffffffff) return reason('setup.seed', { seed: String(setup.seed) });
  if (new Set(setup.seats.map((s) => s.color)).size !== n) return reason('setup.duplicateColor');
  if (setup.options && Object.keys(setup.options).some((k) => k !== 'casualUndo')) return reason('import.record.options');
  return null;
}

function shuffle<T>(items: readonly T[], rng: RngState): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A new game at its first decision, and the setup events (hands and route cards only in the seat's own events). */
export function startGame(setup: SpikeSetup): { state: SpikeState; events: GameEvent[] } {
  const problem = checkSetup(setup);
  if (problem) throw new Error(`invalid setup: ${problem.key}`);
  const { map } = setup;
  const cards = cardsForBoard(map.id)!;
  const edition = setup.edition as SpikeEdition;
  const n = setup.seats.length;
  const rng = seedRng(setup.seed);
  const events: GameEvent[] = [];
  const colors = map.colors.map((c) => c.id);

  // [003:L79]: a start player, then clockwise.
  const start = randomInt(rng, n);
  const order = Array.from({ length: n }, (_, i) => (start + i) % n);
  events.push({ type: 'startPlayer', seat: start, order });

  // [003:L75], P12: the twelve price markers at random, 4 columns of 3 rows ($3 top … $1 bottom).
  const rows = cards.market.rows.length;
  const goods = shuffle(map.goods, rng);
  const market = Array.from({ length: cards.market.columns }, (_, c) => goods.slice(c * rows, c * rows + rows));
  events.push({ type: 'marketLaid', market });

  // [003:L77]: one card of each good at random, shuffled, dealt evenly; basic: the side as dealt (at random).
  const picked = shuffle(
    map.goods.map((g) => {
      const of = cards.contracts.filter((c) => c.good === g);
      return of[randomInt(rng, of.length)]!;
    }),
    rng,
  );
  const contracts: HeldContract[][] = Array.from({ length: n }, () => []);
  picked.forEach((c, i) => {
    const side = edition === 'basic' ? (randomInt(rng, 2) as 0 | 1) : null;
    contracts[order[i % n]!]!.push({ card: c.id, good: c.good, side, freight: 'card', deliveredTo: null });
  });
  for (const seat of order) events.push({ type: 'contractsDealt', seat, contracts: contracts[seat]!.map((c) => ({ card: c.card, good: c.good, side: c.side })) });

  // [003:L79]: the rail cards, 2 players without 3 of each colour; 5 each.
  const pile = noCards(colors);
  const removed = noCards(colors);
  for (const r of cards.rails) {
    const out = n === 2 ? cards.setup.twoPlayerRemovedPerColor : 0;
    pile[r.color] = r.count - out;
    removed[r.color] = out;
  }
  const state: SpikeState = {
    game: 'spike',
    engineVersion: SPIKE_ENGINE_VERSION,
    edition,
    map,
    seats: setup.seats.map((s) => ({ name: s.name, color: s.color })),
    seed: setup.seed,
    casualUndo: setup.options?.casualUndo === true,
    rng,
    players: [],
    order,
    phase: edition === 'advanced' ? 'choose' : 'gift',
    setupIndex: 0,
    turn: null,
    round: 1,
    timeDrawn: 0,
    pile,
    lowerPile: noCards(colors),
    timeInPile: 0,
    display: [],
    discards: noCards(colors),
    removed,
    market,
    finalTurns: null,
    endedBy: null,
    winners: null,
  };
  const routes = shuffle(
    cards.routes.map((r) => r.id),
    rng,
  );
  const perSeat = edition === 'advanced' ? 2 : 1;
  for (let seat = 0; seat < n; seat++) {
    const hand = noCards(colors);
    for (let k = 0; k < cards.setup.handSize; k++) {
      const c = drawColor(state, state.pile)!;
      hand[c]!++;
    }
    const p: SpikePlayer = {
      money: 0,
      hand,
      contracts: contracts[seat]!,
      routeCards: routes.slice(seat * perSeat, seat * perSeat + perSeat),
      train: { speed: 0, tender: 0, capacity: 0 },
      loco: null,
      home: null,
      track: [],
      piecesLeft: cards.setup.trackPerPlayer,
      routeBonus: null,
    };
    state.players.push(p);
    events.push({ type: 'dealt', seat, hand: { ...hand }, routeCards: p.routeCards.slice() });
  }
  // [003:L80]: 4 face up.
  for (let k = 0; k < cards.setup.display && k < DISPLAY_SIZE; k++) state.display.push(drawColor(state, state.pile)!);
  events.push({ type: 'displayRefilled', cards: state.display.slice() });
  return { state, events };
}
