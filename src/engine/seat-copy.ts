// Copy-on-write of the seats' economies for one move, shared by the rule systems whose drafts copy a seat only when a
// move first writes to it (most moves change one or two seats, and a replay copies the state once per move).

/** A draft's record of the seats it has copied; the players array itself is copied with the first. */
export interface SeatDraft<P> {
  s: { players: P[] };
  ownedSeats: boolean[];
}

/** The draft's own copy of `seat`'s economy, made on first write, so the state the move started from stays untouched. */
export function ownSeat<P extends object>(d: SeatDraft<P>, seat: number): P {
  if (d.ownedSeats.length === 0) d.s.players = d.s.players.slice();
  if (!d.ownedSeats[seat]) {
    d.s.players[seat] = { ...d.s.players[seat]! };
    d.ownedSeats[seat] = true;
  }
  return d.s.players[seat]!;
}
