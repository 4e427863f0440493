// The slice of GameModel (src/ui/model) that the board panels use; a narrow type so tests can fake a game.
import type { AosGame, AosQueryResult as QueryResult } from '../types';

export type BoardGame = Pick<
  AosGame,
  'state' | 'view' | 'moveCount' | 'toAct' | 'pending' | 'dispatch' | 'query'
>;

/** One legal build the engine offers: request, cost and kind (place, replace, redirect, town). */
export type BuildOption = QueryResult<'buildOptions'>[number];
export type UrbanizeOption = QueryResult<'urbanizeOptions'>[number];
export type Delivery = QueryResult<'deliveryOptions'>[number];
export type SpecialLinkOption = QueryResult<'specialLinkOptions'>[number];
