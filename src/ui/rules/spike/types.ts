// Spike's types as its UI module holds them: the game model over its system types, its queries' answers, what every
// decision panel gets, and the engine's legal moves of one type (a panel's buttons come from these, never from a rule
// worked out here).
import type { QueryName, QueryResult } from '../../../worker/protocol';
import type { GameModel } from '../../model';
import type { DecisionProps } from '../rules-ui';
import type { SpikeMove, SpikeSystemTypes } from './engine';

export type SpikeTypes = SpikeSystemTypes;
/** An open Spike game (the shared GameModel over Spike's view, board, summary, moves and queries). */
export type SpikeGame = GameModel<SpikeTypes>;
/** What a Spike query answers. */
export type SpikeQueryResult<K extends QueryName<SpikeTypes>> = QueryResult<K, SpikeTypes>;
/** What every decision panel gets: the game, the view, the deciding seat and the engine's legal moves (null = asking). */
export type PanelProps = DecisionProps<SpikeTypes>;

/** Legal moves of one type, typed. */
export function movesOf<T extends SpikeMove['type']>(legal: readonly SpikeMove[] | null, type: T): Extract<SpikeMove, { type: T }>[] {
  return (legal ?? []).filter((m): m is Extract<SpikeMove, { type: T }> => m.type === type);
}
