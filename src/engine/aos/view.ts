// The board view of an Age of Steam state: what the PixiJS board draws (src/engine/view.ts).
import type { BoardView } from '../view';
import type { GameState } from './state';
import { computeLinks } from './track-port';

export function boardView(s: GameState): BoardView {
  return {
    map: s.map,
    tiles: Object.values(s.track.tiles),
    newCities: s.track.newCities,
    cubes: s.cubes,
    links: computeLinks(s.map, s.track),
    specialLinks: s.track.specialLinks,
    stationColors: s.stationColors,
    seats: s.seats.map((seat, i) => ({ name: seat.name, color: seat.color, eliminated: s.players[i]!.eliminated })),
  };
}

/** Age of Steam has no secrets: every seat sees the whole state (Spike will differ). */
export function viewFor(s: GameState, _seat: number): GameState {
  return s;
}
