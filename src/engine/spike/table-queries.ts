// Public facts of the table the UI asks the engine for rather than working them out: the cities a seat's network
// reaches ([003:L151], [003:L230]) and who receives the start player's gift ([003:L79], P13).
import { networkCities } from './network';
import type { SpikeState } from './state';

/** The place ids of the cities seat's network holds: its home city and every city its track reaches (public). */
export function networkCitiesOf(s: SpikeState, seat: number): string[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length) return [];
  return [...networkCities(s, seat)].toSorted();
}

/** The seat the start player gives a rail card to: the right-hand neighbour, with play clockwise the last ([003:L79], P13). */
export function giftReceiver(s: Pick<SpikeState, 'order'>): number {
  return s.order[s.order.length - 1]!;
}
