// The destination city a seat is building to, shared by the build panel's list and a tap on the board's city (a
// lattice board's pointTapped, handed on by spikeLatticeTap), so either way of choosing shows the same routes.
import { signal } from '@preact/signals';
import type { LatticeBoard } from '../../../engine/lattice/types';

export const chosenCity = signal<string | null>(null);

/** A tap on point `node` of `board`: the city standing there becomes the destination (a bare point changes nothing). */
export function chooseCityAt(board: LatticeBoard, node: string): string | null {
  const city = board.places.find((p) => p.node === node)?.id ?? null;
  if (city) chosenCity.value = city;
  return city;
}
