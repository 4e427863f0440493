// Age of Steam's types as the page's game model holds them (its moves, its view, its queries), until GameModel is
// generic over the rule system. Types only, through Age of Steam's UI door (src/ui/rules/aos/engine.ts, which reads the
// engine's page-safe module): nothing of the rules is loaded.
export type { AosSystemTypes as AosTypes, AosQueries, AosView, AosMove, GameState } from '../rules/aos/engine';
