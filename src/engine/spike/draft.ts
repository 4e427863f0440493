// A move works on a copy of the state: everything a move may change is copied up front, field by field (a structured
// clone costs several times more), the board is shared by reference and never changed. The input stays untouched
// (the conformance suite freezes every state).
import type { SpikePlayer, SpikeState } from './state';

function copyPlayer(p: SpikePlayer): SpikePlayer {
  return {
    money: p.money,
    hand: { ...p.hand },
    contracts: p.contracts.map((c) => ({ ...c })),
    routeCards: p.routeCards.slice(),
    train: { ...p.train },
    loco: p.loco ? { ...p.loco } : null,
    home: p.home,
    // Shared: a build lays its pieces on a new array (actions.ts), so no move writes into the one the state before holds.
    track: p.track,
    piecesLeft: p.piecesLeft,
    routeBonus: p.routeBonus,
  };
}

export function draftOf(s: SpikeState): SpikeState {
  return {
    ...s,
    // Shared, never written by a move: the seats, the playing order and the cards removed at setup (setup.ts).
    seats: s.seats,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    players: s.players.map(copyPlayer),
    order: s.order,
    turn: s.turn ? { ...s.turn } : null,
    pile: { ...s.pile },
    lowerPile: { ...s.lowerPile },
    display: s.display.slice(),
    discards: { ...s.discards },
    removed: s.removed,
    market: s.market.map((c) => c.slice()),
    finalTurns: s.finalTurns ? s.finalTurns.slice() : null,
    winners: s.winners ? s.winners.slice() : null,
  };
}
