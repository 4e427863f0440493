// Invariants every reachable Steam state keeps (issue 16 point 6): no negative cash, income never below −10, VP never
// negative in play, cubes conserved (bag + cities + supply fields + delivered = 96), the tiles on the board matched to
// physical tiles, ownership consistent (a bankrupt owns nothing, owners are seats). Returns problems, never throws.
import type { TrackBoard } from '../track/types';
import { STEAM_COLORS, countCubes, fullBag } from './goods';
import { MIN_INCOME } from './finance';
import { linksOf } from './links';
import { newCityTilesOf, SUPPLY_MARKERS } from './map-rules';
import type { SteamState } from './state';
import { boardTilesMatch } from './track-rules';

// Boards are never edited once made: the tile matching is checked once per board object.
const matched = new WeakMap<TrackBoard, boolean>();

export function checkInvariants(s: SteamState): string[] {
  const problems: string[] = [];
  s.players.forEach((p, seat) => {
    if (p.cash < 0) problems.push(`seat ${seat} has negative cash ${p.cash}`);
    if (p.income < MIN_INCOME) problems.push(`seat ${seat} has income ${p.income} below ${MIN_INCOME}`);
    if (p.vp < 0) problems.push(`seat ${seat} has negative VP ${p.vp}`);
    if (p.engine < 1 || p.engine > 6) problems.push(`seat ${seat} has engine ${p.engine}`);
    if (p.bankrupt && s.turnOrder.includes(seat)) problems.push(`bankrupt seat ${seat} is in the turn order`);
  });
  const total = countCubes(s.bag, s.cubes, s.supply, s.delivered);
  const start = fullBag();
  for (const c of STEAM_COLORS) if (total[c] !== start[c]) problems.push(`${total[c]} ${c} cubes in the game, not ${start[c]}`);
  for (const c of ['black', 'white'] as const) if (total[c] !== 0) problems.push(`${total[c]} ${c} cubes in a Steam game`);
  if (s.supplyMarkersLeft < 0 || s.supplyMarkersLeft + s.supplied.length !== SUPPLY_MARKERS) problems.push(`supply markers: ${s.supplyMarkersLeft} left, ${s.supplied.length} used`);
  if (new Set(s.supplied).size !== s.supplied.length) problems.push('a city has two supply markers');
  let ok = matched.get(s.track);
  if (ok === undefined) matched.set(s.track, (ok = boardTilesMatch(s.track)));
  if (!ok) problems.push('the tiles on the board cannot all be physical tiles of the box');
  for (const t of Object.values(s.track.tiles)) {
    for (const piece of t.tracks) {
      if (piece.owner === null) continue;
      if (piece.owner < 0 || piece.owner >= s.players.length) problems.push(`bad owner ${piece.owner} on ${t.hex}`);
      else if (s.players[piece.owner]!.bankrupt) problems.push(`bankrupt seat ${piece.owner} owns track on ${t.hex}`);
    }
  }
  for (const l of linksOf(s)) {
    if (l.owner === null) continue;
    // One owner per link: pieces of one link never disagree (computeLinks takes the first piece's owner).
    for (const hex of l.hexes) {
      const tile = s.track.tiles[hex];
      if (!tile) problems.push(`link ${l.id} crosses ${hex} without a tile`);
    }
  }
  if (Object.keys(s.track.newCities).length + s.newCityTiles.length !== newCityTilesOf(s.map).length) problems.push('New City tiles not conserved');
  if (s.phase === 'gameOver' && s.winners === null) problems.push('game over without winners');
  return problems;
}
