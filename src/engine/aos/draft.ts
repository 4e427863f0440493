// Copy-on-write for one move: the parts of a GameState that a move may change are copied; the map, the setup
// echo and the goods totals are shared, and the track board is replaced (never edited) because the track module
// returns new boards. Cube lists on the map are replaced, never edited (see goods.ts), so a shallow copy suffices.
import type { GameEvent } from '../api';
import type { GameState } from './state';

/** A state copy owned by the move being applied, plus the events it has produced so far. */
export interface Draft {
  s: GameState;
  events: GameEvent[];
}

function copyPlayers(ps: GameState['players']): GameState['players'] {
  const out: GameState['players'] = [];
  for (const p of ps) out.push({ ...p });
  return out;
}

export function draftOf(state: GameState): Draft {
  const a = state.auction;
  const b = state.build;
  const mg = state.moveGoods;
  const s: GameState = {
    ...state,
    rng: [state.rng[0], state.rng[1], state.rng[2], state.rng[3]],
    turnOrder: state.turnOrder.slice(),
    queue: state.queue.slice(),
    players: copyPlayers(state.players),
    auction: a ? { ...a, active: a.active.slice(), bids: a.bids.slice(), dropped: a.dropped.slice(), previousOrder: a.previousOrder.slice() } : null,
    actions: { ...state.actions },
    build: b ? { ...b, queue: b.queue.slice(), builtHexes: b.builtHexes.map((h) => h.slice()) } : null,
    moveGoods: mg ? { ...mg, queue: mg.queue.slice(), upgraded: mg.upgraded.slice() } : null,
    production: state.production ? { ...state.production, drawn: state.production.drawn.slice() } : null,
    bag: { ...state.bag },
    display: { ...state.display },
    cubes: { ...state.cubes },
    tileSupply: { ...state.tileSupply },
    newCitiesLeft: state.newCitiesLeft.slice(),
    history: state.history.slice(),
  };
  return { s, events: [] };
}
