// Age of Steam's types as its UI module holds them: the game model over its system types, and its queries' answers.
import type { QueryName, QueryResult } from '../../../worker/protocol';
import type { GameModel } from '../../model';
import type { AosSystemTypes } from './engine';

export type AosTypes = AosSystemTypes;
/** An open Age of Steam game (the shared GameModel over Age of Steam's view, board, summary, moves and queries). */
export type AosGame = GameModel<AosTypes>;
/** What an Age of Steam query answers. */
export type AosQueryResult<K extends QueryName<AosTypes>> = QueryResult<K, AosTypes>;
