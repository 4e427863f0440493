// A move works on a copy of the state: what a move may change is copied up front, field by field (a structured clone
// costs several times more), the board is shared by reference and never changed; the card supply is copied by the two
// moves that change it (ownCardSupply). The input stays untouched
// (the conformance suite freezes every state). Only the mover's player is copied, deep: a move writes into no other
// player — but the gift, which copies its receiver itself (setup-moves.ts), and the end of the game, which copies every
// player before it sets their money and route bonus (flow.ts finishGame); the others are shared with the state before.
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

/** The players of a draft: the mover's (everyone's when none is named) copied, the others shared. */
function playersFor(players: readonly SpikePlayer[], mover: number | undefined): SpikePlayer[] {
  const out: SpikePlayer[] = [];
  for (let i = 0; i < players.length; i++) out.push(mover === undefined || i === mover ? copyPlayer(players[i]!) : players[i]!);
  return out;
}

/** Gives draft `s` its own pile, lower pile, display and discards, before a move writes into them. */
export function ownCardSupply(s: SpikeState): void {
  s.pile = { ...s.pile };
  s.lowerPile = { ...s.lowerPile };
  s.display = s.display.slice();
  s.discards = { ...s.discards };
}

/** A draft of `s` for a move by seat `mover` (every player copied deep when none is named). */
export function draftOf(s: SpikeState, mover?: number): SpikeState {
  return {
    ...s,
    // Shared, never written by a move: the seats, the playing order and the cards removed at setup (setup.ts).
    seats: s.seats,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    players: playersFor(s.players, mover),
    order: s.order,
    turn: s.turn ? { ...s.turn } : null,
    // The card supply is copied by the moves that change it (ownCardSupply: the draw and the build), not by every move.
    pile: s.pile,
    lowerPile: s.lowerPile,
    display: s.display,
    discards: s.discards,
    removed: s.removed,
    // Replaced, never written into: scoring makes a new market (market.ts marketAfterScoring).
    market: s.market,
    finalTurns: s.finalTurns ? s.finalTurns.slice() : null,
    winners: s.winners ? s.winners.slice() : null,
  };
}
