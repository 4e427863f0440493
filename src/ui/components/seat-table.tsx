// The player table every rule system shows beside the board: the seats in turn order (then any outside it), the
// player's badge with whose turn it is and an "out of the game" tag, and the system's own columns (Age of Steam: cash,
// income, shares, engine, action; Steam: cash, income, VP, engine, action tile).
import type { ComponentChildren } from 'preact';
import type { PlayerColor } from '../../engine/api';
import { PlayerBadge } from './player-badge';

export interface SeatColumn {
  head: string;
  cell: (seat: number) => ComponentChildren;
  /** The cell's test id, where a test reads it. */
  testid?: string;
}

export interface SeatTableProps {
  seats: readonly { name: string; color: PlayerColor }[];
  turnOrder: readonly number[];
  toAct: number | null;
  columns: readonly SeatColumn[];
  /** The tag of a seat out of the game (bankrupt, eliminated), or null. */
  out: (seat: number) => string | null;
  /** The first column's head ("Players"). */
  playersHead: string;
  /** A class for the system's own styling. */
  class?: string;
}

export function SeatTable({ seats, turnOrder, toAct, columns, out, playersHead, class: extra }: SeatTableProps) {
  const order = [...turnOrder, ...seats.map((_, i) => i).filter((i) => !turnOrder.includes(i))];
  return (
    <div class="table-scroll">
      <table class={`table seat-table${extra ? ` ${extra}` : ''}`} data-testid="seat-table">
        <thead>
          <tr>
            <th scope="col">{playersHead}</th>
            {columns.map((c) => (
              <th key={c.head} scope="col">
                {c.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.map((i) => {
            const s = seats[i]!;
            const tag = out(i);
            return (
              <tr key={i} class={`${i === toAct ? 'is-current' : ''}${tag ? ' is-out' : ''}`} data-testid="seat-line" data-seat={i}>
                <th scope="row">
                  <PlayerBadge name={s.name} color={s.color} size={24} current={i === toAct} />
                  {tag && <span class="tag">{tag}</span>}
                </th>
                {columns.map((c) => (
                  <td key={c.head} data-testid={c.testid}>
                    {c.cell(i)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
