// Steam's types as its UI module holds them: the game model over its system types, its queries' answers, what every
// decision panel gets, and the engine's legal moves of one type (a panel's buttons come from these, never from a rule
// worked out here).
import type { QueryName, QueryResult } from '../../../worker/protocol';
import type { GameModel } from '../../model';
import type { DecisionProps } from '../rules-ui';
import type { SteamMove, SteamSystemTypes } from './engine';

export type SteamTypes = SteamSystemTypes;
/** An open Steam game (the shared GameModel over Steam's view, board, summary, moves and queries). */
export type SteamGame = GameModel<SteamTypes>;
/** What a Steam query answers. */
export type SteamQueryResult<K extends QueryName<SteamTypes>> = QueryResult<K, SteamTypes>;
/** What every decision panel gets: the game, the view, the deciding seat and the engine's legal moves (null = asking). */
export type PanelProps = DecisionProps<SteamTypes>;

/** Legal moves of one type, typed. */
export function movesOf<T extends SteamMove['type']>(legal: readonly SteamMove[] | null, type: T): Extract<SteamMove, { type: T }>[] {
  return (legal ?? []).filter((m): m is Extract<SteamMove, { type: T }> => m.type === type);
}
