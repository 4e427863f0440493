// Copy-on-write for one move: the parts of a SteamState that moves change are copied up front (seats, queues, the
// phase records) or on first write (cubes, supply); the map and setup echo are shared; the track board and the
// history are replaced, never edited.
import type { GameEvent } from '../api';
import { copyAuction } from '../auction/copy';
import type { HexId } from '../hex/coords';
import type { GoodsColor } from '../map/types';
import { ownSeat } from '../seat-copy';
import type { SeatEconomy, SteamState } from './state';

export interface Draft {
  s: SteamState;
  events: GameEvent[];
  ownedCubes: boolean;
  ownedSeats: boolean[];
}

/** The draft's own copy of a seat's economy, made on first write. */
export function seatOf(d: Draft, seat: number): SeatEconomy {
  return ownSeat<SeatEconomy>(d, seat);
}

/** Puts cubes on a hex (the cube record copied on first write). */
export function addCubes(d: Draft, hex: HexId, colors: readonly GoodsColor[]): void {
  if (colors.length === 0) return;
  const cubes = ownCubes(d);
  cubes[hex] = [...(cubes[hex] ?? []), ...colors];
}

/** Takes one cube of `color` off a hex. */
export function removeCube(d: Draft, hex: HexId, color: GoodsColor): void {
  const cubes = ownCubes(d);
  const list = (cubes[hex] ?? []).slice();
  list.splice(list.indexOf(color), 1);
  if (list.length) cubes[hex] = list;
  else delete cubes[hex];
}

function ownCubes(d: Draft): Record<HexId, GoodsColor[]> {
  if (!d.ownedCubes) {
    d.s.cubes = { ...d.s.cubes };
    d.ownedCubes = true;
  }
  return d.s.cubes;
}

export function draftOf(state: SteamState): Draft {
  const ia = state.initialAuction;
  const b = state.build;
  const mg = state.moveGoods;
  const pts = state.points;
  // Every field spelled out: one object shape for every draft (a replay copies the state once per move).
  const s: SteamState = {
    game: state.game,
    engineVersion: state.engineVersion,
    edition: state.edition,
    seats: state.seats,
    seed: state.seed,
    map: state.map,
    options: state.options,
    casualUndo: state.casualUndo,
    rng: [state.rng[0], state.rng[1], state.rng[2], state.rng[3]],
    round: state.round,
    phase: state.phase,
    turnOrder: state.turnOrder.slice(),
    queue: state.queue.slice(),
    players: state.players,
    initialAuction: ia ? { ...ia, active: ia.active.slice(), won: ia.won.slice() } : null,
    auction: copyAuction(state.auction),
    actions: { ...state.actions },
    turnOrderHolder: state.turnOrderHolder,
    build: b ? { ...b, queue: b.queue.slice(), extension: b.extension.map((x) => x.slice()) } : null,
    moveGoods: mg ? { ...mg, queue: mg.queue.slice(), raised: mg.raised.slice() } : null,
    points: pts ? { mover: pts.mover, queue: pts.queue.map((q) => ({ ...q })) } : null,
    supply: state.supply.slice(),
    supplyMarkersLeft: state.supplyMarkersLeft,
    supplied: state.supplied,
    cubes: state.cubes,
    bag: state.bag,
    delivered: state.delivered,
    track: state.track,
    newCityTiles: state.newCityTiles,
    lastActions: state.lastActions,
    winners: state.winners,
    history: state.history,
    moveCount: state.moveCount,
  };
  return { s, events: [], ownedCubes: false, ownedSeats: [] };
}
