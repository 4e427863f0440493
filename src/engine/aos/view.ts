// What leaves the worker of an Age of Steam state: the board view the PixiJS board draws (src/engine/view.ts), and
// the state as one viewer may see it (`AosView`).
import type { Viewer } from '../rule-system';
import type { BoardView } from '../view';
import type { AosView, GameState } from './state';
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


/**
 * Age of Steam has no hidden information (every seat's cash, shares and track are on the table, rules-spec §1.7), so
 * every viewer — each seat and the table — gets the same view: the state less its generator and seed.
 */
export function viewFor(s: GameState, _viewer: Viewer): AosView {
  const { rng: _rng, seed: _seed, ...view } = s;
  return view;
}
