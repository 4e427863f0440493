// The slice of GameModel (src/ui/model) that Steam's board play uses; a narrow type so tests can fake a game.
import type { SteamGame, SteamQueryResult } from '../types';

export type BoardGame = Pick<SteamGame, 'state' | 'view' | 'moveCount' | 'toAct' | 'pending' | 'dispatch' | 'query'>;

/** One legal build the engine offers on a hex: request, cost, kind and what paying it does (its borrowing). */
export type BuildOption = SteamQueryResult<'buildOptions'>[number];
export type Delivery = SteamQueryResult<'deliveryOptions'>[number];
