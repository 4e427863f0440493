// The client API that screens and the board use: signals models mirroring the engine worker.
export { GamesModel, requestPersistentStorage, MAX_IMPORT_BYTES } from './games-model';
export { GameModel, viewerFor, type GameSnapshot, type PastPosition } from './game-model';
export { engineClient } from './engine';
export { modelMessages, type ModelMessageKey } from './messages';
export type { Outcome } from './result';
export type { GameHead, HistoryEntry, MapInfo, NewGameRequest, QueryResult, RuleSystemInfo, UndoInfo, Viewer } from '../../worker/protocol';
