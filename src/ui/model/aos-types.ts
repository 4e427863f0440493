// Age of Steam's types as the page's game model holds them (its moves, its view, its queries), until GameModel is
// generic over the rule system (src/ui/rules/<id>/ then brings them). Types only: nothing of the engine is loaded.
export type { AosSystemTypes as AosTypes, AosQueries } from '../../engine/aos/module';
export type { AosView } from '../../engine/aos/view';
export type { AosMove } from '../../engine/aos/moves';
export type { GameState } from '../../engine/aos/state';
