// The client API that screens and the board use: signals models mirroring the engine worker.
export { GamesModel, requestPersistentStorage, MAX_IMPORT_BYTES } from './games-model';
export { GameModel, seatToAct, type GameSnapshot, type PastPosition } from './game-model';
export { engineClient } from './engine';
export { modelMessages, type ModelMessageKey } from './messages';
export type { Outcome } from './result';
export type { AosMove, AosView, GameState } from './aos-types';
export type { AosQueryResult as QueryResult } from './game-model';
export type { GameHead, HistoryEntry, MapInfo, NewGameRequest, RuleSystemInfo, UndoInfo, Viewer } from '../../worker/protocol';
