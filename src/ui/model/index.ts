// The client API that screens and the board use: signals models mirroring the engine worker.
export { GamesModel, requestPersistentStorage, MAX_IMPORT_BYTES } from './games-model';
export { GameModel, type PastPosition } from './game-model';
export { engineClient } from './engine';
export { modelMessages, type ModelMessageKey } from './messages';
export type { Outcome } from './result';
export type {
  AosMove,
  GameHead,
  GameSnapshot,
  GameState,
  HistoryEntry,
  MapInfo,
  NewGameRequest,
  UndoInfo,
} from '../../worker/protocol';
