// The slice of GameModel (src/ui/model) that the board panels use; a narrow type so tests can fake a game.
import type { GameModel } from '../../../model';
import type { QueryResult } from '../../../model';

export type BoardGame = Pick<
  GameModel,
  'state' | 'view' | 'moveCount' | 'toAct' | 'pending' | 'dispatch' | 'buildOptions' | 'deliveryOptions' | 'urbanizeOptions' | 'checkPlan' | 'buildTurn' | 'specialLinkOptions' | 'endBuildReason'
>;

/** One legal build the engine offers: request, cost and kind (place, replace, redirect, town). */
export type BuildOption = QueryResult<'buildOptions'>[number];
export type UrbanizeOption = QueryResult<'urbanizeOptions'>[number];
export type Delivery = QueryResult<'deliveryOptions'>[number];
export type SpecialLinkOption = QueryResult<'specialLinkOptions'>[number];
