// What leaves the worker of a Steam state: the board view the PixiJS board draws (src/engine/view.ts), and the state
// as one viewer may see it. Steam has no hidden information: every seat's money and track are public ([000:L104]).
import type { Viewer } from '../rule-system';
import type { BoardView } from '../view';
import { linksOf } from './links';
import type { SteamState, SteamView } from './state';

export function boardView(s: SteamState): BoardView {
  return {
    map: s.map,
    tiles: Object.values(s.track.tiles),
    newCities: s.track.newCities,
    cubes: s.cubes,
    links: linksOf(s),
    specialLinks: s.track.specialLinks,
    seats: s.seats.map((seat, i) => ({ name: seat.name, color: seat.color, eliminated: s.players[i]!.bankrupt })),
    // The supply markers on the cities Goods supply has filled ([000:L179]): drawn on the board and said by its cursor.
    markedPlaces: s.supplied.slice(),
  };
}

/** Every viewer sees the same: the state less its generator and seed (they tell nothing here, but stay in the worker). */
export function viewFor(s: SteamState, _viewer: Viewer): SteamView {
  const { rng: _rng, seed: _seed, ...view } = s;
  return view;
}
