// What a rule system brings to the UI (its module under src/ui/rules/<id>/): the panel for each of the engine's
// decision keys, its seat table, end screen, round summary, help, extra drawers and what a seat does on the board.
// The game screen (src/ui/screens/game.tsx) knows no system: it asks this object. See docs/ui.md, "Rule-system UI
// modules".
import type { ComponentType } from 'preact';
import type { ReadonlySignal } from '@preact/signals';
import type { GameEvent } from '../../engine/api';
import type { Reason } from '../../engine/reason';
import type { Board } from '../../board/board';
import type { BoardIntent, BoardUiState } from '../../board/ui-state';
import type { SystemTypes } from '../../engine/rule-system';
import type { GameModel } from '../model';
import type { LatticeHighlights } from '../../engine/lattice/view';

/** What every decision panel gets: the open game, the view it shows, the deciding seat and its legal moves. */
export interface DecisionProps<T extends SystemTypes = SystemTypes> {
  game: GameModel<T>;
  /** The position as the viewer may see it (GameModel.state: the system's `view`). */
  view: T['view'];
  seat: number;
  /** The engine's legal moves now (its query `legalMoves`); null while being asked, [] when the decision does not ask. */
  legal: T['move'][] | null;
}

/** How the UI shows one decision key of the engine (`toAct.decision`). */
export interface DecisionUi<T extends SystemTypes = SystemTypes> {
  /** The panel beside the board (for a decision played on the board: its bar). */
  Panel: ComponentType<DecisionProps<T>>;
  /** Played on the board: the board takes taps (the system's `board` play) and the side keeps the compact seat bar. */
  onBoard?: boolean;
  /** False when the full list of legal moves is too large to ask for (the board asks hex by hex instead). */
  legalMoves?: boolean;
}

/** Where the game stands, for the header (`data-phase`, the round and the stage's name). */
export interface Whereabouts {
  /** The stage of play: the header says `phaseName.<stage>` from the system's catalogue; `data-phase` carries it. */
  stage: string;
  round: number;
  /** Rounds the game lasts. */
  rounds: number;
}

/**
 * What a seat does on the board while it decides there (build track, move goods …): the highlights and ghosts it
 * shows, the taps it takes and the panel under the board. Created once per open game by `RulesUi.boardPlay`.
 */
export interface BoardPlay {
  /** The seat playing on the board now; null when the board only draws. */
  seat: ReadonlySignal<number | null>;
  /** What taps on a highlighted hex mean now, for the screen reader's words ('build', 'goods'); null: nothing. */
  meaning(): 'build' | 'goods' | null;
  /** Ask the engine again (after every accepted move or undo). */
  refresh(): void;
  /** The board's UI state now (reads signals, so the board redraws when they change). */
  ui(): BoardUiState;
  /** A tap on the board; the promise settles once the play has taken it (null: not taken). */
  tap(intent: Extract<BoardIntent, { type: 'hexTapped' }>): Promise<void> | null;
  /** The panel under the board while `seat` is set. */
  Panel: ComponentType<{ board: Board | null }>;
}

/** A drawer the system adds to the game screen's tool row (Age of Steam: the goods display). */
export interface DrawerUi<V> {
  id: string;
  /** The tool button's symbol. */
  icon: string;
  /** Message keys of the button's short label and its accessible name. */
  label: string;
  ariaLabel: string;
  /** `data-testid` of the tool button. */
  testId: string;
  Drawer: ComponentType<{ view: V; onClose: () => void }>;
}

/**
 * A rule system's UI, over its types (SystemTypes: its view, board, summary, moves and queries); `V` is its view.
 * Steam would fill it with its own panels (its decisions' keys), seat table and end screen; Spike too, with private
 * decisions (`toAct.private`) that the game screen shows only after the seat's "I am …" (GameModel.showSeat).
 */
export interface RulesUi<T extends SystemTypes = SystemTypes, V = T['view']> {
  /** The rule system's id (src/engine/rule-systems.ts); its texts are filed under `<id>/`. */
  id: string;
  /** Panels by the engine's decision key; a key with none shows no panel (the seat table still shows). */
  decisions: Readonly<Record<string, DecisionUi<T>>>;
  where(view: V): Whereabouts;
  /** Whether a seat still plays (one out of the game is not asked to agree to a casual undo). */
  inPlay(view: V, seat: number): boolean;
  /** Every seat's facts at a glance (the side panel, and past positions in the history). */
  SeatTable: ComponentType<{ view: V; toAct: number | null }>;
  /** The one-line seat bar shown instead of the table while a seat plays on the board (small screens). */
  SeatSummary?: ComponentType<{ view: V; toAct: number | null; expanded: boolean; onToggle: () => void }>;
  /** The final scores, once the game is over. */
  EndScreen: ComponentType<{ game: GameModel<T>; view: V }>;
  /** Whether a move's events (automatic steps, results) are worth a summary the table acknowledges. */
  needsSummary(events: readonly GameEvent[]): boolean;
  Summary: ComponentType<{ view: V; events: GameEvent[]; texts: Reason[]; onAck: () => void }>;
  /** The help drawer: the stage and the decision explained, the map's rules, the round's course. */
  Help: ComponentType<{ view: V; decision: string | null; onClose: () => void }>;
  drawers?: readonly DrawerUi<V>[];
  /** Whether an event's text restates a move's (the history then shows the richer event once, not both). */
  restatesMove(move: Reason, event: Reason): boolean;
  /** A map's own rules in a few sentences, in the current language (the new-game screen); null when it has none. */
  mapRules?(mapId: string): string | null;
  /** The seat's play on the board for decisions marked `onBoard`. */
  boardPlay?(game: GameModel<T>): BoardPlay;
  /** A lattice board's tap on a point or segment during a decision marked `onBoard` (Spike: a city to build to). */
  latticeTap?(view: V, intent: Extract<BoardIntent, { type: 'pointTapped' | 'segmentTapped' }>): void;
  /**
   * What a lattice board points out while a seat decides on it (Spike: the routes on offer to the chosen city, the
   * cities its hand reaches), from the engine's answers; null: the view's own. Reads signals: the board redraws when
   * they change.
   */
  latticeHighlights?(game: GameModel<T>): LatticeHighlights | null;
}

// oxlint-disable-next-line no-explicit-any -- the registry holds modules of different system types
export type AnyRulesUi = RulesUi<any>;
