// Copy-on-write for one move: the small parts of a GameState that most moves change are copied up front; the goods
// records (bag, display, cubes on the map, tile supply, goods totals) are copied on first write through `own`; the map
// and the setup echo are shared; the track board and the history are replaced, never edited. The draft also carries
// the map's rules, resolved once for the move: the phases call their hooks through `d.rules`.
import type { GameEvent } from '../api';
import { copyAuction } from '../auction/copy';
import { ownSeat } from '../seat-copy';
import type { GameState, SeatEconomy } from './state';
import { rulesOf, type AosRules } from './variants';

/** A state copy owned by the move being applied, plus the events it has produced so far. */
export interface Draft {
  s: GameState;
  /** The map's rules for this move (variants/types.ts AosRules). */
  rules: AosRules;
  events: GameEvent[];
  /** Goods records already copied for this move. */
  owned: Set<OwnedKey>;
  /** Seats whose economy is already copied for this move (the players array itself is copied with the first). */
  ownedSeats: boolean[];
}

/** The draft's own copy of a seat's economy, made on first write; most moves change one or two seats. */
export function seatOf(d: Draft, seat: number): SeatEconomy {
  return ownSeat<SeatEconomy>(d, seat);
}

// goodsTotal changes only where cubes leave the game (SUS cotton delivered).
type OwnedKey = 'bag' | 'display' | 'cubes' | 'tileSupply' | 'goodsTotal';

/** The draft's own copy of a goods record, made on first use, so the state the move started from stays untouched. */
export function own<K extends OwnedKey>(d: Draft, key: K): GameState[K] {
  if (!d.owned.has(key)) {
    d.s[key] = { ...d.s[key] };
    d.owned.add(key);
  }
  return d.s[key];
}

export function draftOf(state: GameState): Draft {
  const b = state.build;
  const mg = state.moveGoods;
  // Every field spelled out (TypeScript insists on each): one object shape for every draft, several times faster than
  // spreading states of varying shapes (a replay copies the state once per move).
  const s: GameState = {
    game: state.game,
    engineVersion: state.engineVersion,
    edition: state.edition,
    seats: state.seats,
    seed: state.seed,
    playersAtStart: state.playersAtStart,
    map: state.map,
    options: state.options,
    casualUndo: state.casualUndo,
    round: state.round,
    phase: state.phase,
    players: state.players,
    bag: state.bag,
    goodsTotal: state.goodsTotal,
    display: state.display,
    cubes: state.cubes,
    stationColors: state.stationColors,
    milestones: state.milestones,
    actionMarkers: state.actionMarkers,
    pendingBonus: state.pendingBonus,
    startOffer: state.startOffer,
    winners: state.winners,
    track: state.track,
    tileSupply: state.tileSupply,
    townMarkersLeft: state.townMarkersLeft,
    newCitiesLeft: state.newCitiesLeft,
    history: state.history,
    moveCount: state.moveCount,
    rng: [state.rng[0], state.rng[1], state.rng[2], state.rng[3]],
    turnOrder: state.turnOrder.slice(),
    queue: state.queue.slice(),
    auction: copyAuction(state.auction),
    actions: { ...state.actions },
    build: b ? { ...b, queue: b.queue.slice(), builtHexes: b.builtHexes.map((h) => h.slice()) } : null,
    moveGoods: mg ? { ...mg, queue: mg.queue.slice(), upgraded: mg.upgraded.slice() } : null,
    production: state.production ? { ...state.production, drawn: state.production.drawn.slice() } : null,
  };
  return { s, rules: rulesOf(state), events: [], owned: new Set(), ownedSeats: [] };
}
