// Goods supply and Urbanization in the build turn ([000:L175-211], [000:L317-331], rules-spec §2.4.6–2.4.7): a cube
// group from a supply field onto a city that has no supply marker yet; a New City on a town, with a cube group of the
// player's choice on it. Either may come at any moment of the holder's build turn and does not count as a tile.
import type { HexId } from '../../hex/coords';
import { placeAt } from '../../map/query';
import type { GoodsColor } from '../../map/types';
import { reason, type Reason } from '../../reason';
import { computeLinks } from '../links';
import { urbanize as trackUrbanize } from '../../track/urbanize';
import { boardIndex } from '../../track/chains';
import { neighbours } from '../../track/places';
import type { PlacedTile, TrackBoard } from '../../track/types';
import { addCubes, seatOf, type Draft } from '../draft';
import { newCityLetter } from '../goods';
import type { SteamState } from '../state';

/** Printed cities without a supply marker (New Cities carry one printed, [000:L211]). */
export function suppliableCities(s: SteamState): HexId[] {
  return s.map.places.filter((p) => p.kind === 'city' && !s.supplied.includes(p.hex)).map((p) => p.hex);
}

/** Towns without a New City ([000:L205]). */
export function urbanizableTowns(s: SteamState): HexId[] {
  return s.map.places.filter((p) => p.kind === 'town' && !(p.hex in s.track.newCities)).map((p) => p.hex);
}

/** Why `seat` may not perform its Goods supply or Urbanization tile now (`action`), or null. */
function checkHolder(s: SteamState, seat: number, action: 'goodsSupply' | 'urbanization'): Reason | null {
  const p = s.players[seat]!;
  if (s.actions[action] !== seat) return reason(action === 'goodsSupply' ? 'supply.notHolder' : 'urbanize.notHolder');
  if (p.forgone) return reason('supply.forgone', { action });
  if (p.performed) return reason('supply.done', { action });
  return null;
}

function checkField(s: SteamState, field: number | undefined): Reason | null {
  if (field === undefined) return s.supply.some((g) => g.length > 0) ? reason('supply.chooseField') : null;
  if (!Number.isInteger(field) || field < 0 || field >= s.supply.length) return reason('supply.noField', { field: Number.isInteger(field) ? field + 1 : String(field), fields: s.supply.length });
  if (s.supply[field]!.length === 0) return reason('supply.emptyField', { field: field + 1 });
  return null;
}

export function checkSupplyGoods(s: SteamState, seat: number, hex: HexId, field: number): Reason | null {
  const bad = checkHolder(s, seat, 'goodsSupply') ?? checkField(s, field);
  if (bad) return bad;
  if (s.supplyMarkersLeft <= 0) return reason('action.noSupplyMarker');
  const place = placeAt(s.map, hex);
  if (!place || place.kind !== 'city') return reason('supply.notCity', { hex });
  if (s.supplied.includes(hex)) return reason('supply.hasMarker', { place: place.name });
  return null;
}

export function supplyGoods(d: Draft, seat: number, hex: HexId, field: number): Reason | null {
  const s = d.s;
  const bad = checkSupplyGoods(s, seat, hex, field);
  if (bad) return bad;
  const group = s.supply[field]!;
  addCubes(d, hex, group);
  s.supply[field] = [];
  s.supplied = [...s.supplied, hex];
  s.supplyMarkersLeft -= 1;
  seatOf(d, seat).performed = true;
  d.events.push({ type: 'goodsSupplied', seat, hex, field, cubes: group.slice() });
  return null;
}

export function checkUrbanize(s: SteamState, seat: number, hex: HexId, color: string, field: number | undefined): Reason | null {
  const bad = checkHolder(s, seat, 'urbanization') ?? checkField(s, field);
  if (bad) return bad;
  if (!s.newCityTiles.includes(color as GoodsColor)) return reason('urbanize.noTileOfColor', { color });
  const place = placeAt(s.map, hex);
  if (!place || place.kind !== 'town') return reason('urbanize.notTown', { hex });
  if (hex in s.track.newCities) return reason('urbanize.alreadyCity', { place: place.name });
  return null;
}

/**
 * The New City: the tile on the town goes back to the box, track on the neighbouring hexes now ends at a city — which
 * completes the links of every player that reach it ([000:L321]) — and an unowned incomplete section it completes
 * goes to the urbanizer when it starts at a city or at his own complete links ([000:L343], S-B20).
 */
export function urbanize(d: Draft, seat: number, hex: HexId, color: string, field: number | undefined): Reason | null {
  const s = d.s;
  const bad = checkUrbanize(s, seat, hex, color, field);
  if (bad) return bad;
  const c = color as GoodsColor;
  const r = trackUrbanize(s.map, s.track, hex, { letter: newCityLetter(c), color: c });
  if (!r.ok) return r.reason;
  s.track = claimCompleted(s, seat, hex, s.track, r.board);
  const i = s.newCityTiles.indexOf(c);
  s.newCityTiles = [...s.newCityTiles.slice(0, i), ...s.newCityTiles.slice(i + 1)];
  let cubes: GoodsColor[] = [];
  if (field !== undefined) {
    cubes = s.supply[field]!;
    addCubes(d, hex, cubes);
    s.supply[field] = [];
  }
  seatOf(d, seat).performed = true;
  d.events.push({ type: 'urbanized', seat, hex, color: c, field: field ?? null, cubes: cubes.slice() });
  return null;
}

/**
 * Unowned incomplete sections whose open end pointed at the town, complete now that it is a city: the urbanizer takes
 * each whose other end is a city, or a town his own complete links reach (the takeover condition of [000:L343]).
 */
function claimCompleted(s: SteamState, seat: number, hex: HexId, before: TrackBoard, board: TrackBoard): TrackBoard {
  const idx = boardIndex(s.map, before);
  const mine = new Set<HexId>();
  for (const l of computeLinks(s.map, before)) if (l.complete && l.owner === seat) for (const e of l.ends) mine.add(e.hex);
  let tiles: Record<HexId, PlacedTile> | null = null;
  for (const chain of idx.chains) {
    // A section with track on the town's own tile loses that track with the tile: what is left is not the section that
    // pointed at the town, and nobody takes it over by the New City.
    if (chain.complete || chain.cyclic || chain.owner !== null || chain.pieces.some((r) => r.hex === hex)) continue;
    const [a, b] = chain.ends;
    const atTown = (e: typeof a) => e.kind === 'open' && neighbours(s.map, e.tileHex)[e.edge] === hex;
    const far = atTown(a) ? b : atTown(b) ? a : null;
    if (!far || far.kind === 'open' || !(far.kind === 'city' || mine.has(far.hex))) continue;
    tiles ??= { ...board.tiles };
    for (const ref of chain.pieces) {
      const t = tiles[ref.hex]!;
      tiles[ref.hex] = { ...t, tracks: t.tracks.map((p, i) => (i === ref.i ? { a: p.a, b: p.b, owner: seat } : p)) };
    }
  }
  return tiles ? { ...board, tiles } : board;
}
