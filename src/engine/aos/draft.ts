// Copy-on-write for one move: the parts of a GameState that a move may change are copied; the map is shared,
// and the track board is replaced (never edited) because the track module returns new boards.
import type { GameEvent } from '../api';
import type { GameState } from './state';

/** A state copy owned by the move being applied, plus the events it has produced so far. */
export interface Draft {
  s: GameState;
  events: GameEvent[];
}

export function draftOf(state: GameState): Draft {
  const cubes: GameState['cubes'] = {};
  for (const [hex, list] of Object.entries(state.cubes)) cubes[hex] = list.slice();
  const s: GameState = {
    ...state,
    options: { ...state.options },
    rng: [state.rng[0], state.rng[1], state.rng[2], state.rng[3]],
    turnOrder: state.turnOrder.slice(),
    queue: state.queue.slice(),
    players: state.players.map((p) => ({ ...p })),
    auction: state.auction
      ? {
          ...state.auction,
          active: state.auction.active.slice(),
          bids: state.auction.bids.slice(),
          dropped: state.auction.dropped.slice(),
          previousOrder: state.auction.previousOrder.slice(),
        }
      : null,
    actions: { ...state.actions },
    build: state.build
      ? { ...state.build, queue: state.build.queue.slice(), builtHexes: state.build.builtHexes.map((h) => h.slice()) }
      : null,
    moveGoods: state.moveGoods
      ? { ...state.moveGoods, queue: state.moveGoods.queue.slice(), upgraded: state.moveGoods.upgraded.slice() }
      : null,
    production: state.production ? { ...state.production, drawn: state.production.drawn.slice() } : null,
    bag: { ...state.bag },
    goodsTotal: { ...state.goodsTotal },
    display: { ...state.display },
    cubes,
    tileSupply: { ...state.tileSupply },
    newCitiesLeft: state.newCitiesLeft.slice(),
    history: state.history.slice(),
  };
  return { s, events: [] };
}
